"""The engine lists a hand's cards in words (the quiz's "You may play: ...", its answer and
reasons) by the game's ``hand_order``; the table draws the hand. They must be one order, or
the sentence under a hand names its cards in another order than the hand shows (reported by a
learner walk: "You may play: 2♣ 3♣ 7♦ K♥ J♠" under a hand drawn J♠ K♥ 2♣ 3♣ 7♦). Every
table picture draws a hand by the game's ``hand_order`` (the pages' own sort, GameUI.sort, and
the Spoil Five, Forty-Five and Sixty-Six pictures' copies of the engine's order are gone):
seeded deals of every game, each hand drawn face up in the order the game gives."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.games.pool.bierspiel import AUF
from ui.cards import table_view


@pytest.mark.parametrize("gid", REGISTRY.ids())
def test_the_engines_hand_order_is_the_tables(gid: str) -> None:
    game = REGISTRY.get(gid)
    for seed in range(20):
        players = game.fit_players(game.make_opts(), 4)
        s = game.new_deal(players=players, seed=seed)
        if game.legal_actions(s) == [AUF]:  # Bierspiel: every hand face down till "Auf"
            s = game.apply(s, AUF)
        view = table_view(s, reveal=True, highlight=False)
        for i, hand in enumerate(s.hands):
            cards = [c for c in range(52) if hand >> c & 1]
            random.Random(seed).shuffle(cards)
            mine = game.hand_order(s, cards)
            assert mine == game.hand_order(s, cards)
            drawn = [int(c) for c, _ in view.seats[i].faces]
            assert drawn == mine, ([CARDS[c].pretty for c in drawn], gid)
