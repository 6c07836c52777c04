"""A Forty-Five deal that ends when a side counts out before the fifth trick (variant
``per_trick``: trick points credited as won, the first side to 45 counts out) leaves cards
unplayed. Play's end picture draws them face up, as a Napoleon deal stopped early and a Spoil
Five deal won early do (b0422b0): they had stayed drawn as backs."""

from __future__ import annotations

import random

import ui.games  # noqa: F401
from engine.cards import CARDS, indices_in
from engine.games.forty_five import FORTY_FIVE, FortyFiveState
from ui.cards import position_html


def counted_out_early() -> FortyFiveState:
    """The first seeded random deal at 40 all that a side counts out before the fifth trick."""
    for seed in range(200):
        rng = random.Random(seed)
        s = FORTY_FIVE.new_deal(players=2, seed=seed, scores=(40, 40), variant="per_trick")
        while not FORTY_FIVE.is_over(s):
            s = FORTY_FIVE.apply(s, rng.choice(FORTY_FIVE.legal_actions(s)))
        if s.result == "counted_out" and any(s.hands):
            return s
    raise AssertionError("no deal counted out early in 200 seeds")


def test_a_deal_counted_out_early_shows_the_cards_still_held() -> None:
    s = counted_out_early()
    picture = position_html(s, viewer=0)  # as Play draws the end: the learner's view
    assert "face-down card" not in picture
    held = [c for seat in range(s.n) for c in indices_in(s.hands[seat])]
    assert held
    for c in held:
        assert f'data-card="{CARDS[c].code}"' in picture, CARDS[c]
