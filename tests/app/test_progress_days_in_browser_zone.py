"""Progress's answers chart counts a day as the learner's browser has it, and says which zone.

The chart grouped answers by UTC's date (SQLite's ``date(at, 'unixepoch')``): a learner in New
York who answered at 21:00 found his answers under tomorrow's date. The page now reads the
browser's time zone (``st.context.timezone``, else its offset), with UTC where the browser
gives none (AppTest, unless a test sets ``at.context``), and its caption names the zone."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from apptools import open_box
from streamlit import dataframe_util
from streamlit.testing.v1 import AppTest

from ui.progress import Progress

OpenApp = Callable[..., AppTest]

# 21:00 in New York on 26 November (EST, UTC−5) and on 14 July (EDT, UTC−4): the next day in UTC
WINTER = datetime(2026, 11, 27, 2, 0, tzinfo=UTC).timestamp()
SUMMER = datetime(2026, 7, 15, 1, 0, tzinfo=UTC).timestamp()


def _answered_at(at: AppTest, *times: float) -> None:
    """A right Loo answer of the page's learner at each of ``times``."""
    store, code = Progress(), at.session_state["learner"]
    for t in times:
        row = store.record_answer(code, "loo", "foster1897", "q_cannot_head", "legal_cards", True)
        with sqlite3.connect(store.path) as db:
            db.execute("UPDATE answers SET at = ? WHERE rowid = ?", (t, row))


def _chart_days(at: AppTest) -> list[str]:
    """The days of the answers chart's bars, as it labels them ("26 Nov")."""
    chart: Any = at.get("vega_lite_chart")[0].proto
    data = [d.data.data for d in chart.datasets] + [chart.data.data] * chart.HasField("data")
    frames = [dataframe_util.convert_arrow_bytes_to_pandas_df(d) for d in data]
    return sorted({str(day) for f in frames for day in f["day"]})


def _caption(at: AppTest) -> str:
    return next(c.value for c in at.caption if c.value.startswith("Your first try"))


def _opened(app: OpenApp, context: dict[str, Any], *times: float) -> AppTest:
    at = app("loo:progress")
    _answered_at(at, *times)
    at.context = context
    return open_box(at, "loo:progress:days")


@pytest.mark.parametrize(
    ("context", "zone"),
    [
        ({"timezone": "America/New_York", "timezone_offset": 300}, "America/New York"),
        # a name this machine does not know: the offset the browser gives with it
        ({"timezone": "Nowhere/Atlantis", "timezone_offset": 300}, "UTC\u221205:00"),
        ({"timezone_offset": 300}, "UTC\u221205:00"),
    ],
)
def test_an_evening_answer_in_new_york_is_on_that_day(
    app: OpenApp, context: dict[str, Any], zone: str
) -> None:
    at = _opened(app, context, WINTER)
    assert _chart_days(at) == ["26 Nov"]
    assert _caption(at).endswith(
        f"Days run midnight to midnight in your browser's time zone, {zone}."
    )


def test_summer_time_is_the_zone_s_own(app: OpenApp) -> None:
    """21:00 EDT is 01:00 UTC: the zone's own rules, not the offset of the day the page runs."""
    at = _opened(app, {"timezone": "America/New_York"}, SUMMER, WINTER)
    assert _chart_days(at) == ["14 Jul", "26 Nov"]


def test_utc_where_the_browser_gives_no_zone(app: OpenApp) -> None:
    at = _opened(app, {}, WINTER)
    assert _chart_days(at) == ["27 Nov"]
    assert _caption(at).endswith(
        "Days run midnight to midnight in UTC: your browser did not say its time zone."
    )
