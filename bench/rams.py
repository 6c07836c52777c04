"""Rams: random-playout throughput (every variant, the pool carried from deal to deal), and the
Monte-Carlo computer against rule of thumb and against random players, with its median time per
decision.

Strength: seeded duplicate matches at a four-player table. Each deal (pools of 0, 5 or 10
carried in, so simple and double pools both come up) is played four times, the Monte-Carlo
player taking each seat in turn against three copies of the opponent, so the luck of the cards
cancels out. Its *share* is the part of all the counters that passed to or from it that it won
(won / (won + paid)): 50% for a player as good as the table. ``BENCH_GAMES`` sets the number of
deals (default 60 against each opponent). Bench/rounce.py runs the same for Rounce, and
bench/bierspiel.py for Bierspiel, without the pools.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.loo import pool_line
from engine.games.pool.rams import RAMS
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))
BUDGET_MS = 20.0


class Match:
    """A seeded duplicate match (see the module docstring)."""

    def __init__(
        self,
        game: Any,
        opponent: Callable[[int], Any],
        deals: int,
        seed: int = SEED,
        pools: tuple[int, ...] = (0, 5, 10),
    ) -> None:
        """``pools``: the pools carried into the deals in turn (none: each deal as
        ``new_deal`` makes it; Bierspiel, whose match is this one, has no pool)."""
        self.won = self.paid = 0
        self.times: list[float] = []
        for k in range(deals):
            for mc_seat in range(PLAYERS):
                bots = {p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)}
                mc = MonteCarloBot(seed=seed + k, budget_ms=BUDGET_MS)
                pool = {"pool": pools[k % len(pools)]} if pools else {}
                state = game.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k, **pool
                )
                while not game.is_over(state):
                    seat = game.current_player(state)
                    assert seat is not None
                    if seat == mc_seat:
                        t = perf_counter()
                        act = mc.choose(game, state, seat)
                        if mc.last_worlds:  # a decision it searched (not a forced one)
                            self.times.append(perf_counter() - t)
                    else:
                        act = bots[seat].choose(game, state, seat)
                    state = game.apply(state, act)
                v = game.value(state, mc_seat)
                self.won += max(v, 0)
                self.paid += max(-v, 0)

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5

    def median_ms(self) -> str:
        xs = sorted(self.times)
        return f"{xs[len(xs) // 2] * 1000:.1f} ms" if xs else "n/a"


def strength_lines(
    game: Any,
    games: int = GAMES,
    seed: int = SEED,
    pools: tuple[int, ...] = (0, 5, 10),
    said: tuple[str, str, str] = ("counters", "won", "paid"),
) -> list[str]:
    """The match's lines, against rule of thumb and against random players; ``said``: what
    the share is of, and the words for what went the Monte-Carlo player's way and against it
    (Bierspiel's: points, wiped out, crosses)."""
    unit, won, paid = said
    lines = []
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        m = Match(game, lambda s, opp=opponent: opp(seed=s), games, seed, pools)  # type: ignore[misc]
        lines.append(
            f"{game.id} Monte-Carlo vs {label}: {m.share:.1%} of {unit} ({won} {m.won}, {paid} "
            f"{m.paid}; {games} seeded deals x {PLAYERS} seats, {BUDGET_MS:.0f} ms budget); "
            f"median {m.median_ms()} a searched decision"
        )
    return lines


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Rams."""
    return [
        pool_line(RAMS, tuple(RAMS.variants), PLAYERS, deals, repeats),
        *strength_lines(RAMS, games),
    ]


if __name__ == "__main__":
    for line in run():
        print(line)
