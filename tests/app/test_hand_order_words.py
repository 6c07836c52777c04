"""The engine lists a hand's cards in words (the quiz's "You may play: ...", its answer and
reasons) by the game's ``hand_order``; the table draws the hand by the page's order. They
must be one order, or the sentence under a hand names its cards in another order than the
hand shows (reported by a learner walk: "You may play: 2♣ 3♣ 7♦ K♥ J♠" under a hand drawn
J♠ K♥ 2♣ 3♣ 7♦). Seeded deals of every game; the orders come from the game and the page."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from ui.play_table import in_hand_order
from ui.tables import game_ui

# games whose hand_order sorts by the deal's trump, as their table pictures draw the hand
# (tests/app/test_refusal_card_order.py holds the engine's order to the picture): the page's
# own sort knows no trump (Bierspiel's 7♦ and Five-card Loo's Pam stand among the trumps:
# tests/app/test_pool_hand_order.py)
BY_TRUMP = ("spoil_five", "forty_five", "napoleon", "linger_longer", "bierspiel", "five_card_loo")


@pytest.mark.parametrize("gid", REGISTRY.ids())
def test_the_engines_hand_order_is_the_tables(gid: str) -> None:
    game = REGISTRY.get(gid)
    for seed in range(20):
        players = game.fit_players(game.make_opts(), 4)
        s = game.new_deal(players=players, seed=seed)
        for hand in s.hands:
            cards = [c for c in range(52) if hand >> c & 1]
            random.Random(seed).shuffle(cards)
            mine = game.hand_order(s, cards)
            assert mine == in_hand_order(game, s, cards)
            if gid not in BY_TRUMP:
                drawn = game_ui(gid).sort(cards)
                assert mine == drawn, ([CARDS[c].pretty for c in mine], gid)
