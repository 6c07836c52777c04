"""Napoleon's hand review says what a trick kept for later is worth, to the napoleon and to
the side against him. Its "Keep your winner for later" line ended "..., and a trick takes
your side's tricks." (look15, the review's words for every game with all-or-nothing shares):
the words ``engine.review_words.kept_winner`` puts after "a trick takes" said nothing. Now the
napoleon reads "a trick takes you a step nearer your bid of 3", a player against him "a trick
takes your side a step nearer beating P1's bid", each from the position's bid and bidder."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, ReviewChoice
from engine.games.napoleon.play import bid_word
from engine.search import make_bot

GAME = REGISTRY.get("napoleon")


def _choice_points() -> dict[bool, tuple[Any, int, list[Action]]]:
    """A position where the napoleon chooses between two cards, and one where a player
    against him does, from seeded deals played by the rule of thumb."""
    found: dict[bool, tuple[Any, int, list[Action]]] = {}
    for seed in range(40):
        state = GAME.new_deal(players=4, dealer=0, seed=seed)
        while not GAME.is_over(state) and len(found) < 2:
            p = GAME.current_player(state)
            assert p is not None
            cards = [a for a in GAME.legal_actions(state) if a.kind == "play"]
            if state.phase == "play" and len(cards) >= 2:
                found.setdefault(p == state.bidder, (GAME.view(state, p), p, cards))
            state = GAME.apply(state, make_bot("rule_of_thumb", p).choose(GAME, state, p))
        if len(found) == 2:
            return found
    raise AssertionError(f"found only {sorted(found)}")


def test_a_winner_kept_for_later_says_what_a_trick_is_worth() -> None:
    for napoleon, (view, seat, cards) in _choice_points().items():
        # the card played takes this trick every time, the best never, yet ends with more
        mine = ReviewChoice(cards[0], -1.0, 1.0, 0.5, 0.5, None, {})
        best = replace(mine, action=cards[1], mean=0.5, takes_trick=0.0, tricks=1.5)
        said = " ".join(map(str, GAME.review_why(view, seat, mine, best)))
        assert "Keep your winner for later" in said, said
        worth = (
            f"and a trick takes you a step nearer your bid of {bid_word(view.bid)}."
            if napoleon
            else f"and a trick takes your side a step nearer beating P{view.bidder}'s bid."
        )
        assert worth in said and "your side's tricks" not in said, said
