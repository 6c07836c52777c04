"""Spoil Five: random-playout throughput, and the Monte-Carlo computer against rule of thumb and
against random players, with its time per decision.

Strength: seeded duplicate sessions at a five-player table. A session is ``SESSION`` deals with
the pool carried over (a spoiled pool grows, as at the table); each session is played five
times, the Monte-Carlo player taking each seat in turn against four copies of the opponent,
with the same cards, so the luck of the deal cancels out. Its *share* is measured as for Rams,
Napoleon and Linger Longer: of all the counters that passed to or from it, deal by deal (its
stakes in, a pool or five-trick counters out), the part it won (won / (won + paid)): 50% for
a player as good as the table, more when better. A pool still spoiled when a session ends is
shared out equally, as if the table broke up (left in nobody's hands, its stakes would count
as paid by everyone and won by no one, and a player as good as the table would measure under
50%). Until 2026-12-01 the line gave what it took from the pools over what it and an average
opponent took, stakes left out (no other game's measure); that ratio is still printed, as
"took ... vs ...". The share's standard error is a bootstrap over the sessions (a session's
five seatings kept together). ``BENCH_GAMES`` sets the number of sessions (default 12 against
each opponent).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.common import Playouts, median_of, rate
from bench.linger_longer import bootstrap_se, load, ms
from engine.games.spoil_five import SPOIL_FIVE, SpoilFiveState
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 5
SESSION = 6  # deals per session, the pool carried over
GAMES = int(os.environ.get("BENCH_GAMES", "12"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete deals, 3 to 10 players, a third under each variant."""
    g = SPOIL_FIVE
    rng = random.Random(seed)
    choice = rng.choice
    legal_actions, apply, is_over = g.legal_actions, g.apply, g.is_over
    actions = 0
    player_seconds = 0.0
    start = perf_counter()
    variants = list(g.variants)
    for k in range(deals):
        n = 3 + k % 8
        state = g.new_deal(
            players=n, dealer=k % n, seed=rng.getrandbits(32), variant=variants[k % 3]
        )
        t = perf_counter()
        while not is_over(state):
            state = apply(state, choice(legal_actions(state)))
            actions += 1
        player_seconds += perf_counter() - t
        g.settlement(state)
    return Playouts(deals, actions, perf_counter() - start, player_seconds)


class Match:
    """Seeded duplicate sessions (see the module docstring)."""

    def __init__(self, opponent: Callable[[int], Any], sessions: int, seed: int = SEED) -> None:
        g = SPOIL_FIVE
        self.won = self.paid = 0.0  # counters to it and from it, deal by deal
        self.per_session: list[tuple[float, float]] = []  # (won, paid) of a session's seatings
        self.mc = 0  # what it took from the pools (and five-trick counters)
        self.opp = 0.0  # the same for an average opponent
        self.times: list[float] = []
        self.worlds: list[int] = []  # worlds sampled a searched decision (fewer on a busy machine)
        self.pools = self.deals = 0
        for k in range(sessions):
            won, paid = self.won, self.paid
            for mc_seat in range(PLAYERS):
                bots: dict[int, Any] = {
                    p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)
                }
                mc = MonteCarloBot(seed=seed + k)
                state: SpoilFiveState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + 100 * k
                )
                for d in range(SESSION):
                    while not g.is_over(state):
                        seat = state.to_move
                        if seat == mc_seat:
                            t = perf_counter()
                            act = mc.choose(g, state, seat)
                            self.times.append(perf_counter() - t)
                            if mc.last_worlds:
                                self.worlds.append(mc.last_worlds)
                        else:
                            act = bots[seat].choose(g, state, seat)
                        state = g.apply(state, act)
                    takes = [g.value(state, p) for p in range(PLAYERS)]
                    # the deal's net for it: what the play gave it, less its stake in this pool
                    net: float = takes[mc_seat] - g.stakes_of(state)[mc_seat]
                    if d + 1 == SESSION:  # a pool still spoiled when the session ends is shared
                        net += g.pool_after(state) / PLAYERS
                    self.won += max(net, 0)
                    self.paid += max(-net, 0)
                    self.mc += takes[mc_seat]
                    self.opp += (sum(takes) - takes[mc_seat]) / (PLAYERS - 1)
                    self.deals += 1
                    self.pools += state.winner == mc_seat
                    if d + 1 < SESSION:
                        state = g.next_deal(state, seed=seed + 20_000 + 100 * k + d + 1)
            self.per_session.append((self.won - won, self.paid - paid))

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5

    @property
    def take_ratio(self) -> float:
        """The measure this line gave before (see the module docstring)."""
        total = self.mc + self.opp
        return self.mc / total if total else 0.5


def worlds(counts: list[int]) -> str:
    """The median number of worlds a searched decision sampled."""
    return str(sorted(counts)[len(counts) // 2]) if counts else "n/a"


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Spoil Five."""
    m = median_of(repeats, lambda: playouts(deals))
    o = m.first
    lines = [
        f"spoil_five: {rate(m.deals_per_s)} deals/s, {rate(m.actions_per_s)} player actions/s "
        f"(median of {repeats}; {o.deals:,} random complete deals, 3-10 players, all three "
        f"variants, {o.player_actions / o.deals:.1f} actions/deal)"
    ]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"spoil_five Monte-Carlo vs {label}: {mt.share:.1%} of counters "
            f"(\u00b1{bootstrap_se(mt.per_session):.1%} s.e. over the sessions; won "
            f"{mt.won:.0f}, paid {mt.paid:.0f}; {games} seeded sessions of {SESSION} deals x {PLAYERS} seats, "
            f"pools won {mt.pools} of {mt.deals} deals; took {mt.mc} from pools vs an average "
            f"{label} player's {mt.opp:.1f}: {mt.take_ratio:.1%}); per decision median "
            f"{ms(mt.times, 0.5)}, p95 {ms(mt.times, 0.95)}; {worlds(mt.worlds)} worlds a "
            f"searched decision; load {load()}"
        )
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
