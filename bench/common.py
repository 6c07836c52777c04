"""What the benchmark modules share: a playout tally, medians, and number formatting."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass

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
