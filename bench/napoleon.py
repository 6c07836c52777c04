"""Napoleon: random-playout throughput, and the Monte-Carlo computer against rule of thumb and
against random players, with its time per decision and how often its bids are made.

Strength: seeded duplicate matches at a four-player table. Each deal is played four times, the
Monte-Carlo player taking each seat in turn against three copies of the opponent, so the luck
of the cards cancels out. Its *share* is the part of all the counters that passed to or from it
that it won (won / (won + paid)): 50% for a player as good as the table, more when better.
``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.common import Playouts, median_of, ms, playout_line, random_deals
from engine.games.napoleon import NAPOLEON, NapoleonState
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete deals, 2 to 6 players, half under each variant."""
    variants = list(NAPOLEON.variants)
    return random_deals(NAPOLEON, deals, seed, lambda k: (2 + k % 5, variants[k % 2]))


class Match:
    """A seeded duplicate match (see the module docstring)."""

    def __init__(self, opponent: Callable[[int], Any], deals: int, seed: int = SEED) -> None:
        g = NAPOLEON
        self.won = self.paid = 0
        self.times: list[float] = []
        self.bids = self.made = 0
        self.other_bids = self.other_made = 0
        for k in range(deals):
            for mc_seat in range(PLAYERS):
                bots: dict[int, Any] = {
                    p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)
                }
                mc = MonteCarloBot(seed=seed + k)
                state: NapoleonState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
                )
                while not g.is_over(state):
                    seat = state.to_move
                    if seat == mc_seat:
                        t = perf_counter()
                        act = mc.choose(g, state, seat)
                        self.times.append(perf_counter() - t)
                    else:
                        act = bots[seat].choose(g, state, seat)
                    state = g.apply(state, act)
                v = g.value(state, mc_seat)
                self.won += max(v, 0)
                self.paid += max(-v, 0)
                if state.bidder == mc_seat:
                    self.bids += 1
                    self.made += state.result == "made"
                elif state.bidder >= 0:
                    self.other_bids += 1
                    self.other_made += state.result == "made"

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5


def pct(a: int, b: int) -> str:
    return f"{a / b:.0%} ({a} of {b})" if b else "n/a (no bids)"


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Napoleon."""
    m = median_of(repeats, lambda: playouts(deals))
    lines = [playout_line("napoleon", m, repeats, "2-6 players, both variants")]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"napoleon Monte-Carlo vs {label}: {mt.share:.1%} of counters "
            f"(won {mt.won}, paid {mt.paid}; {games} seeded deals x {PLAYERS} seats); per "
            f"decision median {ms(mt.times, 0.5)}, p95 {ms(mt.times, 0.95)}; its bids made "
            f"{pct(mt.made, mt.bids)}, the {label} bidders' {pct(mt.other_made, mt.other_bids)}"
        )
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
