"""What the benchmark modules share: a playout tally, random complete deals, medians, and
number formatting."""

from __future__ import annotations

import random
import statistics
from collections.abc import Callable
from dataclasses import dataclass
from time import perf_counter
from typing import Any

Clock = Callable[[], float]  # perf_counter (the wall clock) or process_time (this process's CPU)


@dataclass(frozen=True)
class Playouts:
    """One timed run of random complete deals.

    ``seconds`` covers the whole loop (dealing, playing, settling); ``player_seconds`` only the
    player actions (legal actions + a seeded random choice + apply), so that engines which deal
    in different ways are still compared like with like on the actions themselves.
    """

    deals: int
    player_actions: int
    seconds: float
    player_seconds: float
    chance_actions: int = 0  # dealing done as actions (OpenSpiel's chance nodes)

    @property
    def deals_per_s(self) -> float:
        return self.deals / self.seconds

    @property
    def actions_per_s(self) -> float:
        return self.player_actions / self.player_seconds


@dataclass(frozen=True)
class Median:
    """The median rates of several identical runs (same seed, same work)."""

    runs: tuple[Playouts, ...]

    @property
    def deals_per_s(self) -> float:
        return statistics.median(r.deals_per_s for r in self.runs)

    @property
    def actions_per_s(self) -> float:
        return statistics.median(r.actions_per_s for r in self.runs)

    @property
    def first(self) -> Playouts:
        return self.runs[0]


def random_deals(
    game: Any,
    deals: int,
    seed: int,
    table: Callable[[int], tuple[int, str | None]],
    clock: Clock = perf_counter,
) -> Playouts:
    """``deals`` random complete deals of ``game``, each new (``new_deal``): deal ``k`` at the
    table ``table(k)`` gives (players, variant; None: the default), dealt by seat ``k % players``
    with a seed drawn from ``seed``'s generator, then played out by a seeded random choice of a
    legal action (timed apart, as :class:`Playouts` says) and settled."""
    g = game
    rng = random.Random(seed)
    choice = rng.choice
    legal_actions, apply, is_over = g.legal_actions, g.apply, g.is_over
    actions = 0
    player_seconds = 0.0
    start = clock()
    for k in range(deals):
        n, variant = table(k)
        state = g.new_deal(players=n, dealer=k % n, seed=rng.getrandbits(32), variant=variant)
        t = clock()
        while not is_over(state):
            state = apply(state, choice(legal_actions(state)))
            actions += 1
        player_seconds += clock() - t
        g.settlement(state)
    return Playouts(deals, actions, clock() - start, player_seconds)


def median_of(repeats: int, run: Callable[[], Playouts]) -> Median:
    return Median(tuple(run() for _ in range(repeats)))


@dataclass(frozen=True)
class Paired:
    """Two engines' runs taken in turns (ours, theirs, ours, ...): each pair shares the
    machine's load of its moment, so the median of the pairs' ratios is steadier than the
    ratio of two medians measured minutes apart (a busy minute on one side alone moved the
    latter by half)."""

    ours: Median
    theirs: Median

    def ratio(self, rate: Callable[[Playouts], float]) -> float:
        """The median over the pairs of ours / theirs, each side's rate read by ``rate``."""
        return statistics.median(
            rate(a) / rate(b) for a, b in zip(self.ours.runs, self.theirs.runs, strict=True)
        )


def paired(repeats: int, ours: Callable[[], Playouts], theirs: Callable[[], Playouts]) -> Paired:
    """``repeats`` runs of each, taken in turns (see :class:`Paired`)."""
    runs = [(ours(), theirs()) for _ in range(repeats)]
    return Paired(Median(tuple(a for a, _ in runs)), Median(tuple(b for _, b in runs)))


def rate(per_s: float) -> str:
    """``12,345``: a rate rounded to a whole number with thousands separators."""
    return f"{per_s:,.0f}"


def ratio(ours: float, theirs: float) -> str:
    return f"{ours / theirs:.2f}" if theirs else "n/a"


def playout_line(name: str, m: Median, repeats: int, what: str, deal: str = "deal") -> str:
    """The random-playout throughput line a game's bench prints first: ``m``'s median rates,
    then what was played (``what``: "2-6 players, both variants"); ``deal``: what one playout
    is called ("game" where a playout is a whole game, as in Linger Longer)."""
    o = m.first
    return (
        f"{name}: {rate(m.deals_per_s)} {deal}s/s, {rate(m.actions_per_s)} player actions/s "
        f"(median of {repeats}; {o.deals:,} random complete {deal}s, {what}, "
        f"{o.player_actions / o.deals:.1f} actions/{deal})"
    )


def ms(times: list[float], q: float) -> str:
    """The ``q`` quantile of ``times`` (seconds), in milliseconds."""
    if not times:
        return "n/a"
    xs = sorted(times)
    return f"{xs[min(len(xs) - 1, int(q * len(xs)))] * 1000:.1f} ms"


def worlds(counts: list[int]) -> str:
    """The median number of worlds a searched decision sampled."""
    return str(sorted(counts)[len(counts) // 2]) if counts else "n/a"
