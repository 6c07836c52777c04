"""What the benchmark modules share: a playout tally, medians, and number formatting."""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass


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


def rate(per_s: float) -> str:
    """``12,345``: a rate rounded to a whole number with thousands separators."""
    return f"{per_s:,.0f}"


def ratio(ours: float, theirs: float) -> str:
    return f"{ours / theirs:.2f}" if theirs else "n/a"
