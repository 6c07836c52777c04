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
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.loo import pool_line
from engine.games.pool.bierspiel import BIERSPIEL
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261201
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))
BUDGET_MS = 20.0


class Match:
    """A seeded duplicate match (see the module docstring)."""

    def __init__(self, opponent: Callable[[int], Any], deals: int, seed: int = SEED) -> None:
        g = BIERSPIEL
        self.won = self.paid = 0
        self.times: list[float] = []
        for k in range(deals):
            for mc_seat in range(PLAYERS):
                bots = {p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)}
                mc = MonteCarloBot(seed=seed + k, budget_ms=BUDGET_MS)
                state = g.new_deal(players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k)
                while not g.is_over(state):
                    seat = g.current_player(state)
                    assert seat is not None
                    if seat == mc_seat:
                        t = perf_counter()
                        act = mc.choose(g, state, seat)
                        if mc.last_worlds:  # a decision it searched (not a forced one)
                            self.times.append(perf_counter() - t)
                    else:
                        act = bots[seat].choose(g, state, seat)
                    state = g.apply(state, act)
                v = g.value(state, mc_seat)
                self.won += max(v, 0)
                self.paid += max(-v, 0)

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5

    def median_ms(self) -> str:
        xs = sorted(self.times)
        return f"{xs[len(xs) // 2] * 1000:.1f} ms" if xs else "n/a"


def strength_lines(games: int = GAMES) -> list[str]:
    lines = []
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        m = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"bierspiel Monte-Carlo vs {label}: {m.share:.1%} of points (wiped out {m.won}, "
            f"crosses {m.paid}; {games} seeded deals x {PLAYERS} seats, {BUDGET_MS:.0f} ms "
            f"budget); median {m.median_ms()} a searched decision"
        )
    return lines


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Bierspiel."""
    return [
        pool_line(BIERSPIEL, tuple(BIERSPIEL.variants), PLAYERS, deals, repeats),
        *strength_lines(games),
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
