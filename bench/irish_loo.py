"""Irish Loo random-playout throughput (the same driver as ``bench/loo.py``), and the
Monte-Carlo player's strength. No peer engine plays Irish Loo."""

from __future__ import annotations

from bench.loo import DEALS, PLAYERS, REPEATS, pool_line, strength_lines
from engine.games.pool.irish_loo import IRISH_LOO


def run(deals: int = DEALS, repeats: int = REPEATS) -> list[str]:
    return [
        pool_line(IRISH_LOO, ("foster1897",), PLAYERS, deals, repeats),
        *strength_lines(IRISH_LOO, 100),
    ]
