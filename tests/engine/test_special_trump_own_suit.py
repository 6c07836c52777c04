"""A trump whatever the trump suit, winning in its own face's suit, says why where its place is
not its face's (stop 49's words list): Bierspiel's 7♦ taking the K♦ in diamonds trumps read
"7♦ is the highest trump (♦) in the trick", no word on why a seven beats a king, and cited only
the trick's rule. Now it reads as in another suit's trumps, and as Pam in clubs trumps does:
"7♦ is the highest trump in the trick: the 7♦ is always a trump, second only to the ace of
trumps", once, with bierspiel.seven_of_diamonds cited. The order decides (Ranking.
out_of_face_place): the J♣ of Five-card Loo without Pam is a plain jack of clubs, and Spoil
Five's A♥ in hearts stands where the ace of trumps would, so both keep the usual words."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, Card, Suit
from engine.game import REGISTRY

SEVEN, KING, JACK, ACE_H = (int(Card.parse(c)) for c in ("7D", "KD", "JC", "AH"))


def _tricks(
    game: Any, want: Callable[[Any, tuple[tuple[int, int], ...], int], bool], **deal: Any
) -> Iterator[Any]:
    """Positions just after a trick ``want`` picks (state, plays, winning card), from random
    deals."""
    for seed in range(3000):
        rng = random.Random(seed)
        state = game.new_deal(seed=seed, **deal)
        while not game.is_over(state):
            before = len(state.history)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            if len(state.history) > before and len(state.history[-1][0]) > 1:
                plays, winner = state.history[-1]
                if want(state, plays, next(c for p, c in plays if p == winner)):
                    yield state


def test_the_seven_of_diamonds_over_a_higher_diamond_says_its_place() -> None:
    game: Any = REGISTRY.get("bierspiel")

    def seven_over_a_higher_diamond(state: Any, plays: Any, won: int) -> bool:
        diamonds = {c for _, c in plays if CARDS[c].suit == Suit.DIAMONDS}
        face_down = game.face_down(state, plays, len(state.history) - 1)  # (its note says why)
        return (
            state.trump_suit == Suit.DIAMONDS
            and won == SEVEN
            and len(diamonds) > 1
            and not face_down
        )

    seen = 0
    for state in _tricks(game, seven_over_a_higher_diamond, players=4):
        reason = game.trick_reason(state)
        notes, rules = game.trick_notes(state)
        assert reason == (
            "7♦ is the highest trump in the trick: the 7♦ is always a trump, second only to "
            "the ace of trumps"
        ), reason
        assert not notes and [r.id for r in rules] == ["bierspiel.seven_of_diamonds"]
        seen += 1
        if seen == 3:
            break
    assert seen, "no trick the 7♦ took over another diamond in diamonds trumps"


def test_a_special_standing_in_its_face_s_place_keeps_the_usual_words() -> None:
    """The J♣ without Pam, and the A♥ in hearts at Spoil Five: "(♣)", "(♥)", as any trump."""
    loo: Any = REGISTRY.get("five_card_loo")

    def jack_in_clubs(state: Any, plays: Any, won: int) -> bool:
        return state.trump_suit == Suit.CLUBS and won == JACK

    state = next(_tricks(loo, jack_in_clubs, players=5, variant="no_pam"))
    assert loo.trick_reason(state) == "J♣ is the highest trump (♣) in the trick"

    spoil: Any = REGISTRY.get("spoil_five")

    def ace_in_hearts(state: Any, plays: Any, won: int) -> bool:
        return state.trump_suit == Suit.HEARTS and won == ACE_H

    state = next(_tricks(spoil, ace_in_hearts, players=4))
    assert spoil.trick_reason(state).startswith("A♥ is the highest trump (♥) in the trick")
