"""A pool game's position as text reads on a phone (notebooks 01, 03, 04, 07, 08 and 09 print
it; their saved HTML read at 390 px in Chromium, nbconvert's page, holds some 44 characters a
line): Rams' 'Rams — pool of 5, dealer P0, trumps ♥, declaring' ran on as 'decl' / 'aring',
and every five-card seat line, its hand padded to 20 characters and its declaration to 9, as
'P0: A♣ 7♦ 8♦ 9♦ Q♥ ... tricks' / '0'. Now the pool and the dealer stand on one line, the
trumps and the phase on the next, each column of the seats as wide as what it holds, and a line
longer still (a long reading's name, a six-hand trick, Bierspiel's points at six) breaks
between words and runs on indented. For every pool game at every number of players, dealt and
played on at random: every line fits, and the seats' trick counts stand in one column."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

WIDTH = 44  # characters a line: a notebook's output at 390 px
POOL = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]


@pytest.mark.parametrize("game_id", POOL)
def test_a_pool_position_fits_a_phone_s_notebook(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    for players in range(game.min_players, game.max_players + 1):
        for seed in range(4):
            rng = random.Random(seed)
            state = game.new_deal(players=players, dealer=seed % players, seed=seed)
            for _ in range(2 * players + 6):
                text = game.render(state)
                lines = text.splitlines()
                assert all(len(line) <= WIDTH for line in lines), text
                seats = [line for line in lines if re.match(r"[> ] P\d+: ", line)]
                assert len(seats) == players, text
                assert len({line.index(" tricks ") for line in seats}) == 1, text
                if game.is_over(state):
                    break
                state = game.apply(state, rng.choice(list(game.legal_actions(state))))
