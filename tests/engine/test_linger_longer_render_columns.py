"""Linger Longer's position as text (``game.render``: ``trickbook answer``, the golden traces,
notebook 06 read it) sizes each seat's columns to what they hold, as the pool games' render does
(0746b1a, cee1333): the hands as wide as the longest hand, the status ("in", "out after trick
2", "won the game") as wide as the longest status, so the seats read as a table and a seat line
fits a notebook's 43 characters (ui.notebook_text.TEXT_WIDTH) where its entries are short. It padded
the status to 18 characters and the hand to 22, so a seat line ran ~56 characters and every
seat took two lines at 390 px."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.games.linger_longer.text import seat_status
from ui.notebook_text import TEXT_WIDTH

GAME = REGISTRY.get("linger_longer")
SEAT = re.compile(r"[> ] P(\d+): .* tricks (\d+)$")


def seat_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"[> ] P\d+: ", line)]


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_seat_columns_are_as_wide_as_their_longest_entry(players: int) -> None:
    met_out = False
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_deal(players=players, dealer=seed % players, seed=seed)
        while True:
            seats = seat_lines(GAME.render(state))
            assert len(seats) == players
            status = [seat_status(state, p) for p in range(players)]
            met_out = met_out or any(x != "in" for x in status)
            said = max(map(len, status))
            starts = {line.index(f" {status[p]} ") for p, line in enumerate(seats)}
            assert len(starts) == 1, seats  # the status in one column
            assert len({line.index(" tricks ") for line in seats}) == 1, seats
            (start,) = starts
            # the widest hand is followed by one space, the widest status by one space
            assert min(len(line[:start].rstrip()) for line in seats) <= start, seats
            assert max(len(line[:start].rstrip()) for line in seats) == start, seats
            assert seats[0].index(" tricks ") == start + 1 + said, seats
            for p, line in enumerate(seats):
                m = SEAT.match(line)
                assert m is not None and int(m.group(1)) == p, line
                assert line[start + 1 : start + 1 + said].rstrip() == status[p], line
                assert int(m.group(2)) == state.tricks[p], line
            if GAME.is_over(state):
                break
            state = GAME.apply(state, rng.choice(list(GAME.legal_actions(state))))
    assert met_out  # the status column was met wider than "in"


def test_a_fresh_four_hand_deal_s_seats_fit_a_notebook_line() -> None:
    for seed in range(6):
        state = GAME.new_deal(players=4, dealer=0, seed=seed)
        seats = seat_lines(GAME.render(state))
        assert all(len(line) <= TEXT_WIDTH for line in seats), seats
