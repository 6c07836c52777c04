"""Bierspiel: random-playout throughput (both variants, the crosses carried from deal to deal),
and the Monte-Carlo computer against rule of thumb and against random players, with its median
time per decision.

Strength: seeded duplicate matches at a four-player table. Each deal is played four times, the
Monte-Carlo player taking each seat in turn against three copies of the opponent, so the luck of
the cards cancels out. A deal is worth to a player the points he wiped out less the fresh
crosses he took (:meth:`Bierspiel.value`); the Monte-Carlo player's *share* is the part of all
the points that moved for it that went its way (wiped / (wiped + crosses)): 50% for a player as
good as the table. ``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).
"""

from __future__ import annotations

import os

from bench.loo import pool_line
from bench.rams import PLAYERS
from bench.rams import strength_lines as rams_lines
from engine.games.pool.bierspiel import BIERSPIEL

SEED = 20261201
DEALS = 4000
REPEATS = 3
GAMES = int(os.environ.get("BENCH_GAMES", "60"))


def strength_lines(games: int = GAMES) -> list[str]:
    """The Rams match (bench/rams.py), without its pools: Bierspiel has none."""
    return rams_lines(BIERSPIEL, games, SEED, (), ("points", "wiped out", "crosses"))


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Bierspiel."""
    return [
        pool_line(BIERSPIEL, tuple(BIERSPIEL.variants), PLAYERS, deals, repeats),
        *strength_lines(games),
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
