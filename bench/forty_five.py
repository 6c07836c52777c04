"""Forty-Five: random-playout throughput, and the Monte-Carlo computer against rule of thumb and
against random players, with its time per decision.

Strength: seeded duplicate matches at a four-player table, two partnerships. Each deal is played
twice, the Monte-Carlo players (two of them, partners, each reading only his own seat's view)
taking one side and then the other against two copies of the opponent, so the luck of the cards
cancels out. Its *share* is the part of all the points scored in those deals that its side
scored: 50% for a side as good as the table, more when better (Sixty-Six's measure: in a
two-sided game every point scored is one side's, so the share of points is the share of what
passed between the sides, as Napoleon's won / (won + paid) is for a seat), with one standard
error by bootstrap over the deals (a deal's two seatings kept together) and the load averages.
``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.common import Playouts, median_of, rate
from bench.linger_longer import bootstrap_se, load, ms
from engine.games.forty_five import FORTY_FIVE, PLAYER_COUNTS, FortyFiveState
from engine.games.forty_five.scoring import deal_points
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete deals, 2, 4 and 6 players, across the variants."""
    g = FORTY_FIVE
    rng = random.Random(seed)
    choice = rng.choice
    legal_actions, apply, is_over = g.legal_actions, g.apply, g.is_over
    actions = 0
    player_seconds = 0.0
    start = perf_counter()
    variants = list(g.variants)
    for k in range(deals):
        n = PLAYER_COUNTS[k % len(PLAYER_COUNTS)]
        state = g.new_deal(
            players=n,
            dealer=k % n,
            seed=rng.getrandbits(32),
            variant=variants[k % len(variants)],
        )
        t = perf_counter()
        while not is_over(state):
            state = apply(state, choice(legal_actions(state)))
            actions += 1
        player_seconds += perf_counter() - t
        g.settlement(state)
    return Playouts(deals, actions, perf_counter() - start, player_seconds)


class Match:
    """A seeded duplicate match (see the module docstring)."""

    def __init__(self, opponent: Callable[[int], Any], deals: int, seed: int = SEED) -> None:
        g = FORTY_FIVE
        self.won = self.lost = 0
        self.per_deal: list[tuple[float, float]] = []  # (its side's points, the other's)
        self.times: list[float] = []
        self.worlds: list[int] = []  # worlds sampled a searched decision (fewer on a busy machine)
        for k in range(deals):
            won, lost = self.won, self.lost
            for mc_side in (0, 1):
                bots: dict[int, Any] = {}
                for p in range(PLAYERS):
                    if p % 2 == mc_side:
                        bots[p] = MonteCarloBot(seed=seed + 100 * k + p)
                    else:
                        bots[p] = opponent(seed + 10_000 + 10 * k + p)
                state: FortyFiveState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
                )
                while not g.is_over(state):
                    seat = state.to_move
                    if seat % 2 == mc_side:
                        t = perf_counter()
                        act = bots[seat].choose(g, state, seat)
                        self.times.append(perf_counter() - t)
                        if bots[seat].last_worlds:
                            self.worlds.append(bots[seat].last_worlds)
                    else:
                        act = bots[seat].choose(g, state, seat)
                    state = g.apply(state, act)
                pts = deal_points(state)
                self.won += pts[mc_side]
                self.lost += pts[1 - mc_side]
            self.per_deal.append((self.won - won, self.lost - lost))

    @property
    def share(self) -> float:
        total = self.won + self.lost
        return self.won / total if total else 0.5


def worlds(counts: list[int]) -> str:
    """The median number of worlds a searched decision sampled."""
    return str(sorted(counts)[len(counts) // 2]) if counts else "n/a"


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Forty-Five."""
    m = median_of(repeats, lambda: playouts(deals))
    o = m.first
    lines = [
        f"forty_five: {rate(m.deals_per_s)} deals/s, {rate(m.actions_per_s)} player actions/s "
        f"(median of {repeats}; {o.deals:,} random complete deals, 2, 4 and 6 players, every "
        f"variant, {o.player_actions / o.deals:.1f} actions/deal)"
    ]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"forty_five Monte-Carlo vs {label}: {mt.share:.1%} of points "
            f"(\u00b1{bootstrap_se(mt.per_deal):.1%} s.e. over the deals; its side {mt.won}, "
            f"the other {mt.lost}; {games} seeded deals x 2 sides, partners at a four-player "
            f"table); per decision median {ms(mt.times, 0.5)}, p95 {ms(mt.times, 0.95)}; "
            f"{worlds(mt.worlds)} worlds a searched decision; load {load()}"
        )
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
