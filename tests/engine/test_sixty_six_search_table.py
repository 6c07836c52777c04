"""Sixty-Six's own exact search (engine/games/sixty_six/search.py: alpha-beta through the rules'
step functions, with a transposition table) gives the values of the generic solver
(:func:`engine.search.solve` over the game's hooks) in compulsory play: two-, three- and
four-hand, every variant, closed or exhausted stock, marriages and claims on the way."""

from __future__ import annotations

import random

import pytest

from engine.games.sixty_six import SIXTY_SIX, VARIANTS
from engine.games.sixty_six.search import lean, search, searchable
from engine.games.sixty_six.state import SixtySixState
from engine.search import solve

G = SIXTY_SIX


def compulsory_positions(players: int, count: int, seed: int) -> list[tuple[SixtySixState, int]]:
    """``count`` positions from seeded random hands, each some moves into the part of the hand
    the review solves exactly (a seat closes now and then, so both closed and exhausted
    stocks come), with the seat to judge them for."""
    rng = random.Random(seed)
    out: list[tuple[SixtySixState, int]] = []
    variants = sorted(VARIANTS)
    while len(out) < count:
        s = G.new_deal(
            players=players,
            dealer=rng.randrange(players),
            seed=rng.randrange(2**32),
            variant=variants[rng.randrange(len(variants))],
        )
        extra = rng.randrange(4)  # moves played after the position first becomes searchable
        while s.phase == "play":
            if searchable(s):
                if not extra:
                    out.append((s, rng.choice(s.seats)))
                    break
                extra -= 1
            acts = G.legal_actions(s)
            closing = [a for a in acts if a.kind == "close"]
            plain = [a for a in acts if a.kind not in ("claim", "close")]
            pick = closing if closing and rng.random() < 0.15 else plain or acts
            s = G.apply(s, rng.choice(pick))
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_table_search_gives_the_generic_solvers_values(players: int) -> None:
    for s, seat in compulsory_positions(players, 12, seed=players):
        assert search(G, s, seat, 0.0) == solve(G, lean(s), seat), (G.render(s), seat)
