"""Progress's answers chart draws a day's bar a bar's width, its days in the order they came.

Streamlit's bar_chart gave each day its whole slot of the chart: a learner with answers on one
day only saw one bar across the chart (about 600 px of it at 1400 px), and two days far apart
two bars of half of it. Its days were labels sorted as text, so "10 Nov" stood before "9 Nov"
and "1 Dec" before "30 Nov", each label turned on its side. Read here from the chart's
Vega-Lite spec, never from pixels: the mark's width is an expression of the chart's width,
evaluated for a phone's chart and a desktop's."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

from apptools import open_box
from streamlit.testing.v1 import AppTest

from ui.progress import Progress

OpenApp = Callable[..., AppTest]
# a chart's plotting width (px): a phone's at 390 px and a desktop's at 1400 px, and wider
WIDTHS = (280, 620, 1200)
WIDEST = 48  # px: a bar wider than this reads as a block, not a day's count


def _at_noon(*days: tuple[int, int, int]) -> list[float]:
    return [datetime(*day, 12, tzinfo=UTC).timestamp() for day in days]


def _spec(app: OpenApp, *times: float) -> dict[str, Any]:
    """The chart's spec on the Loo Progress page of a learner who answered once at each of
    ``times`` (right and wrong in turn)."""
    at = app("loo:progress")
    store, code = Progress(), at.session_state["learner"]
    for k, t in enumerate(times):
        row = store.record_answer(
            code, "loo", "foster1897", "q_cannot_head", "legal_cards", k % 2 == 0
        )
        with sqlite3.connect(store.path) as db:
            db.execute("UPDATE answers SET at = ? WHERE rowid = ?", (t, row))
    at = open_box(at, "loo:progress:days")
    assert not at.exception, at.exception
    (chart,) = at.get("vega_lite_chart")
    spec: dict[str, Any] = json.loads(chart.proto.spec)
    return spec


def _bar_width(spec: dict[str, Any], width: int) -> float:
    """The width of a bar in a chart ``width`` px wide, as the spec's mark says it."""
    mark = spec["mark"]
    assert isinstance(mark, dict) and "width" in mark, mark  # (else: the day's whole slot)
    said = mark["width"]
    if isinstance(said, (int, float)):
        return float(said)
    expr = said["expr"]
    assert set(expr) <= set("minwdth0123456789.*/+-(), "), expr  # (read as Python below)
    return float(eval(expr, {"min": min, "max": max, "width": width}))  # noqa: S307


def test_one_day_of_answers_draws_one_bar_of_a_bar_s_width(app: OpenApp) -> None:
    spec = _spec(app, *_at_noon((2026, 11, 27), (2026, 11, 27), (2026, 11, 27)))
    for width in WIDTHS:
        assert 12 <= _bar_width(spec, width) <= WIDEST, width
    assert spec["encoding"]["x"]["sort"] == ["27 Nov"]


def test_two_days_far_apart_stand_in_their_order_each_a_bar(app: OpenApp) -> None:
    spec = _spec(app, *_at_noon((2026, 11, 26), (2026, 7, 14)))
    for width in WIDTHS:
        assert _bar_width(spec, width) <= min(WIDEST, width / 2), width
    assert spec["encoding"]["x"]["sort"] == ["14 Jul", "26 Nov"]


def test_the_days_stand_in_date_order_with_level_labels(app: OpenApp) -> None:
    """Days a text sort puts out of order: 9 and 10 Nov, 30 Nov and 1 Dec."""
    days = [(2026, 11, d) for d in (9, 10, 30)] + [(2026, 12, 1)]
    spec = _spec(app, *_at_noon(*days))
    x = spec["encoding"]["x"]
    assert x["sort"] == ["9 Nov", "10 Nov", "30 Nov", "1 Dec"]
    assert x["axis"]["labelAngle"] == 0


def test_fourteen_days_keep_each_bar_inside_its_slot_on_a_phone(app: OpenApp) -> None:
    spec = _spec(app, *_at_noon(*[(2026, 11, d) for d in range(1, 15)]))
    assert _bar_width(spec, WIDTHS[0]) < WIDTHS[0] / 14
    assert len(spec["encoding"]["x"]["sort"]) == 14


def test_days_in_two_years_are_told_apart(app: OpenApp) -> None:
    spec = _spec(app, *_at_noon((2025, 11, 27), (2026, 11, 27)))
    assert spec["encoding"]["x"]["sort"] == ["27 Nov 2025", "27 Nov 2026"]
