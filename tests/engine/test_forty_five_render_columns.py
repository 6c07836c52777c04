"""Forty-Five's position as text (``game.render``: ``trickbook answer``, the golden traces,
notebook 11 read it) sizes each seat's hand to the longest hand, as Napoleon's (d05de83) and
the other games' render do, and names the sides once, on the points line. Each seat carried
"(side P0+P2)" and a hand padded to 20 characters, so notebook 11's four-hand deal printed
'  P0 (side P0+P2): 10♥ 7♥ 6♥ 2♥ 10♦' / '      tricks 0' at 390 px, and its two-hand deals
'  P0 (side P0): A♠ K♠ 9♠ 7♣ Q♦       tricks' / '      0': two lines a seat."""

from __future__ import annotations

import random
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.games.forty_five.state import side_name
from ui.notebook_text import TEXT_WIDTH

GAME = REGISTRY.get("forty_five")
SEAT = re.compile(r"[> ] P(\d+): (.*?) tricks (\d+)$")


@pytest.mark.parametrize("players", (2, 4, 6))
def test_seats_fit_a_notebook_line_and_the_sides_are_named_once(players: int) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = GAME.new_deal(players=players, dealer=seed % players, seed=seed)
        while True:
            lines = GAME.render(state).splitlines()
            seats = [m for m in map(SEAT.match, lines) if m]
            assert [int(m[1]) for m in seats] == list(range(players)), lines
            hands = [m[2].rstrip() for m in seats]
            # the hand column padded to its longest entry: "tricks" starts in one place
            assert {len(m[2]) for m in seats} == {max(map(len, hands))}, seats
            assert all(len(m[0]) <= TEXT_WIDTH for m in seats), [m[0] for m in seats]
            sides = [side_name(players, k) for k in (0, 1)]
            points = [line for line in lines if line.startswith("points: ")]
            assert len(points) == 1 and all(f"{s} " in points[0] for s in sides), lines
            assert not any("(side " in line for line in lines), lines
            if GAME.is_over(state):
                break
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
