"""Rounce: random-playout throughput (the pool carried from deal to deal) and the Monte-Carlo
computer against rule of thumb and random players, by the duplicate matches of bench/rams.py."""

from __future__ import annotations

from bench.loo import pool_line
from bench.rams import DEALS, GAMES, PLAYERS, REPEATS, strength_lines
from engine.games.pool.rounce import ROUNCE


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Rounce."""
    return [
        pool_line(ROUNCE, tuple(ROUNCE.variants), PLAYERS, deals, repeats),
        *strength_lines(ROUNCE, games),
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
