"""Five-card Loo random-playout throughput (the same driver as ``bench/loo.py``), both
variants (with Pam and without), and the Monte-Carlo player's strength."""

from __future__ import annotations

from bench.loo import DEALS, PLAYERS, REPEATS, pool_line, strength_lines
from engine.games.pool.five_card_loo import FIVE_CARD_LOO


def run(deals: int = DEALS, repeats: int = REPEATS) -> list[str]:
    return [
        pool_line(FIVE_CARD_LOO, ("foster1897", "no_pam"), PLAYERS, deals, repeats),
        *strength_lines(FIVE_CARD_LOO, 100),
    ]
