"""Napoleon's position as text (``game.render``: ``trickbook answer``, the golden traces,
notebook 05 read it) sizes each seat's columns to what they hold, as Linger Longer's and the
pool games' render do (4eb61df): the hands as wide as the longest hand, the bids as wide as the
longest bid, so the seats read as a table and a seat line fits a notebook's 43 characters
(ui.notebook_text.TEXT_WIDTH). It padded the hand to 20 characters and the bid to 5, so notebook 05's
first deal printed each seat as '  P0: A♠ 9♠ 2♠ K♣ J♦       bid -     tricks' / '      0' at
390 px: two lines a seat, the trick count alone on the second."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.games.napoleon.text import bid_text
from ui.notebook_text import TEXT_WIDTH

GAME = REGISTRY.get("napoleon")
SEAT = re.compile(r"[> ] P(\d+): (.*?) bid (.*?) tricks (\d+)$")


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_seat_columns_are_as_wide_as_their_longest_entry(players: int) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_deal(players=players, dealer=seed % players, seed=seed)
        fresh = True
        while True:
            found = [SEAT.match(line) for line in GAME.render(state).splitlines()[1:]]
            seats = [m for m in found if m]
            assert [int(m[1]) for m in seats] == list(range(players))
            hands = [m[2].rstrip() for m in seats]
            bids = [bid_text(b) for b in state.bids]
            assert [m[3].rstrip() for m in seats] == bids
            # each column padded to its longest entry: the next starts in one place on every seat
            assert {len(m[2]) for m in seats} == {max(map(len, hands))}, seats
            assert {len(m[3]) for m in seats} == {max(map(len, bids))}, seats
            if fresh:
                assert all(len(m[0]) <= TEXT_WIDTH for m in seats), [m[0] for m in seats]
                fresh = False
            if GAME.is_over(state):
                break
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
