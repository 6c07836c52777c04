"""bench.click_trace's table: the counts' medians a column per click, the reasons Chrome
restyled elements for, and the times as ratios to the bare click's (nothing here runs a
browser)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bench import click_trace


def run(scale: float, has: int) -> dict[str, Any]:
    counts: dict[str, Any] = {key: 10 * scale for _, key in click_trace.SHOWN}
    counts.update(has=has, why=Counter({"Affected by :has()": has, "PseudoClass": 2}))
    times = ("time", "TaskDuration", "ThreadTime", "ScriptDuration", "RecalcStyleDuration")
    return counts | {k: scale for k in times}


def test_report_reads_medians_reasons_and_ratios() -> None:
    runs = {"bare": [run(1, 0), run(1, 0)], "loo-play": [run(2, 30), run(4, 50)]}
    lines = click_trace.report(["bare", "loo-play"], runs).splitlines()
    row = {line[:20].strip(): line[20:].split() for line in lines}
    assert row["elements restyled"] == ["10", "30"]  # medians of 10, 10 and 20, 40
    assert row["for :has()"] == ["0", "40"]
    assert "restyled for (loo-play): Affected by :has() 40, PseudoClass 2" in lines
    assert row["time x bare"] == ["1.00", "3.00"]  # the median of the pairs' ratios 2 and 4


def test_an_unknown_click_is_one_clear_line() -> None:
    with pytest.raises(SystemExit, match="--clicks: unknown loo-nothing \\(known: loo-play"):
        click_trace.main(["--clicks", "loo-nothing"])
