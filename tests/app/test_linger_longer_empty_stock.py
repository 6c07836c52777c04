"""Linger Longer's table says an empty stock is empty (learner walk, a Learn step and Play late
in a game: 'Stock: 0 cards, face down; only a trick's winner draws', a pile that is not
there described as lying face down). Now 'empty: no card left to draw'; a stock with cards
is drawn as before."""

from __future__ import annotations

import random

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.games.linger_longer import LINGER_LONGER as G
from ui.cards import position_html


def test_an_empty_stock_is_said_to_be_empty() -> None:
    # (random play seldom runs the stock out: the positions are taken as they come, and each
    # again with its stock drawn to the end, as late in a game the lessons show)
    seen = 0
    for seed in range(10):
        rng = random.Random(seed)
        s = G.new_deal(players=6, seed=seed)
        while not G.is_over(s):
            html = position_html(s, viewer=0)
            assert "face down; only a trick's winner draws" in html
            assert "no card left to draw" not in html
            empty = position_html(s._replace(stock=()), viewer=0)
            assert "no card left to draw" in empty and ">empty<" in empty
            assert "0 cards" not in empty and "face down; only" not in empty
            seen += 1
            s = G.apply(s, rng.choice(G.legal_actions(s)))
    assert seen
