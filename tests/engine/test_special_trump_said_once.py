"""A trick taken by a trump whose face is of another suit reads right on its own, and says it
once (walk13): Five-card Loo said "The J♣ is Pam: always the best trump ..." and then "J♣ is the
highest trump (♦) in the trick"; Bierspiel "the 7♦ is always a trump ..." then "7♦ is the
highest trump (♠)"; Spoil Five and Forty-Five "A♥ is the highest trump (♠)", a heart called a
spade. Now one line: "J♣, Pam, is the highest trump in the trick: Pam ranks above every trump
...", its rule cited."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, Suit
from engine.game import REGISTRY
from engine.games.pool.play import PAM
from engine.ranking import ORDERS

GAMES = ["five_card_loo", "spoil_five", "forty_five", "bierspiel"]


def _special_tricks(game: Any, want: int = 4) -> list[Any]:
    """Positions just after a trick won by a trump of another suit's face, from random deals."""
    found: list[Any] = []
    for seed in range(400):
        rng = random.Random(seed)
        state = game.new_deal(players=game.usual_players(game.make_opts(None)), seed=seed)
        while not game.is_over(state) and len(found) < want:
            before = len(state.history)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            if len(state.history) > before and state.history[-1][0]:
                plays, winner = state.history[-1]
                card = next(c for p, c in plays if p == winner)
                trump = state.trump_suit
                if (
                    trump is not None
                    and len(plays) > 1
                    and CARDS[card].suit != trump
                    and game.follows_as(state, card) == int(trump)
                    and game.trick_reason(state)  # (Bierspiel's face-down trick: its note)
                ):
                    found.append((state, card))
        if len(found) >= want:
            break
    return found


@pytest.mark.parametrize("game_id", GAMES)
def test_a_special_trump_is_said_once_and_rightly(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    tricks = _special_tricks(game)
    assert tricks, game_id
    for state, card in tricks:
        reason = game.trick_reason(state)
        notes, note_rules = game.trick_notes(state)
        said = [*notes, reason]
        assert f"({state.trump_suit.symbol})" not in reason, reason  # a heart called "(♠)"
        assert reason.startswith(CARDS[card].pretty), reason
        assert " is the highest trump in the trick: " in reason, reason
        # why it is a trump, once: in the reason, no note before it saying it again
        why = reason.split(" is the highest trump in the trick: ", 1)[1].split(" — ")[0]
        assert sum(why in line for line in said) == 1, said
        assert not any("always a trump" in n or "is Pam" in n for n in notes), said
        assert game.trick_winner_rule(state) is not None


def test_every_special_trump_of_the_orders_has_its_words() -> None:
    from engine.ranking import special_trump_words

    for order in ORDERS.values():
        for c, _ in order.specials:
            assert special_trump_words(int(c)) is not None, (order.name, c)


def test_pam_in_clubs_trumps_is_named_in_the_reason() -> None:
    """In clubs trumps the J♣'s face is the trump suit's: the reason still says it is Pam (why
    it beats the A♣), once, with no note before it."""
    game: Any = REGISTRY.get("five_card_loo")
    seen = 0
    for seed in range(600):
        rng = random.Random(seed)
        state = game.new_deal(players=5, seed=seed)
        while not game.is_over(state):
            before = len(state.history)
            state = game.apply(state, rng.choice(game.legal_actions(state)))
            if len(state.history) > before and state.history[-1][0]:
                plays, winner = state.history[-1]
                if (winner, int(PAM)) in plays and state.trump_suit == Suit.CLUBS:
                    reason = game.trick_reason(state)
                    assert reason.startswith("J♣, Pam, is the highest trump in the trick: "), reason
                    assert game.trick_notes(state) == ([], [])
                    seen += 1
        if seen >= 2:
            break
    assert seen, "no trick Pam took in clubs trumps"
