"""Progress's answers chart, counted by SQLite (ui.progress.Progress.answers_by_day): the same
days as dating each answer in Python with ``datetime.fromtimestamp(at, zone)`` (how the chart
counted them before), across summer-time changes in two hemispheres and at midnight, at the
changes and at local midnights to the microsecond; and a row a day read into Python, not a row an answer
(a class server's Progress page read every answer a learner ever gave)."""

from __future__ import annotations

import math
import random
import time
from datetime import UTC, datetime, timedelta, timezone, tzinfo
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest
from rows_read import count_rows, rows_read

from ui.progress import Progress, first_instant, offset_spans

LEARNER, GAME = "abcdefgh12345678", "loo"
NEW_YORK, SYDNEY = ZoneInfo("America/New_York"), ZoneInfo("Australia/Sydney")
SANTIAGO = ZoneInfo("America/Santiago")
# the 2026 changes, from the zones' published rules (UTC): New York's clocks go forward at
# 2:00 on 8 March and back at 2:00 on 1 November; Sydney's back at 3:00 on 5 April (autumn
# there) and forward at 2:00 on 4 October; Santiago's at midnight: back on 5 April to 23:00
# of the 4th (an hour of the 4th comes again after the 5th has begun), forward on 6 September
CHANGES = {
    NEW_YORK: ("2026-03-08T07:00", "2026-11-01T06:00"),
    SYDNEY: ("2026-04-04T16:00", "2026-10-03T16:00"),
    SANTIAGO: ("2026-04-05T03:00", "2026-09-06T04:00"),
}


def _instant(iso: str) -> float:
    return datetime.fromisoformat(iso).replace(tzinfo=UTC).timestamp()


def _dated_in_python(rows: list[tuple[float, int]], zone: tzinfo) -> list[tuple[str, int, int]]:
    """The days as the chart counted them before: every answer read, dated in Python."""
    days: dict[str, list[int]] = {}
    for at, correct in rows:
        day = days.setdefault(datetime.fromtimestamp(at, zone).date().isoformat(), [0, 0])
        day[0 if correct else 1] += 1
    return [(d, r, w) for d, (r, w) in sorted(days.items())]


def _history(zone: tzinfo, seed: int) -> list[tuple[float, int]]:
    """Answers over three days either side of each of the zone's changes: at random, at the
    change and a microsecond or a second from it, and at each local midnight and the
    instants around it that Python's rounding to the microsecond puts on one side or the
    other (23:59:59.9999996 is the next day's midnight)."""
    rng = random.Random(seed)
    ats: list[float] = []
    for change in map(_instant, CHANGES[zone]):
        ats += [change + rng.uniform(-3 * 86400, 3 * 86400) for _ in range(150)]
        ats += [change + d for d in (-1, -0.5, -4e-7, -1e-6, 0, 1e-6, 0.5, 1)]
        local = datetime.fromtimestamp(change, zone).date()
        for k in range(-3, 4):
            day = local + timedelta(days=k)
            midnight = datetime(day.year, day.month, day.day, tzinfo=zone).timestamp()
            ats += [midnight + d for d in (-1, -1e-3, -6e-7, -4e-7, 0, 4e-7, 1e-3, 1)]
    return [(at, rng.randrange(2)) for at in ats]


def _store(tmp_path: Path, rows: list[tuple[float, int]]) -> Progress:
    """A store holding ``rows`` as the learner's Loo answers, and others' answers beside."""
    store = Progress(tmp_path / "progress.sqlite3")
    kept = [(LEARNER, GAME, "", "q", "play", c, at) for at, c in rows]
    kept += [("zzzzzzzz99999999", GAME, "", "q", "play", 1, at) for at, _ in rows[:50]]
    kept += [(LEARNER, "rams", "", "q", "play", 0, at) for at, _ in rows[:50]]
    with store._db() as db:
        db.executemany("INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?)", kept)
    return store


ZONES = [NEW_YORK, SYDNEY, SANTIAGO]


@pytest.mark.parametrize("zone", ZONES, ids=str)
def test_the_days_are_the_zone_s_as_python_dates_them(tmp_path: Path, zone: tzinfo) -> None:
    rows = _history(zone, seed=len(str(zone)))
    store = _store(tmp_path, rows)
    want = _dated_in_python(rows, zone)
    assert sum(r + w for _, r, w in want) == len(rows) and len(want) >= 14
    assert store.answers_by_day(LEARNER, GAME, zone) == want
    # the same inside a transaction of the store's (together(): no second BEGIN)
    with store.together():
        assert store.answers_by_day(LEARNER, GAME, zone) == want
    # the same answers dated in another zone, and in UTC (the default), fixed offsets
    for other in (timezone(timedelta(hours=5, minutes=30)), timezone(-timedelta(hours=10))):
        assert store.answers_by_day(LEARNER, GAME, other) == _dated_in_python(rows, other)
    assert store.answers_by_day(LEARNER, GAME) == _dated_in_python(rows, UTC)
    assert store.answers_by_day(LEARNER, "napoleon", zone) == []


def test_the_spans_cut_where_the_offset_changes() -> None:
    for zone, changes in CHANGES.items():
        first, last = int(_instant("2026-01-01T00:00")), int(_instant("2026-12-31T23:59"))
        spans = offset_spans(zone, first, last)
        assert [a for a, _, _ in spans[1:]] == [int(_instant(c)) for c in changes]
        assert spans[0][0] == first and spans[-1][1] == last + 1
        assert all(b == a for (_, b, _), (a, _, _) in zip(spans, spans[1:], strict=False))
        for a, b, shift in spans:  # each span's offset holds at its first and last second
            for at in (a, b - 1):
                told = datetime.fromtimestamp(at, zone).utcoffset()
                assert told is not None and told.total_seconds() == shift
    assert offset_spans(UTC, 5, 5) == [(5, 6, 0)]
    # over New Year, one span (the spans are cut a year at a time)
    winter = int(_instant("2025-12-01T00:00")), int(_instant("2026-02-01T00:00"))
    assert offset_spans(NEW_YORK, *winter) == [(winter[0], winter[1] + 1, -5 * 3600)]


def test_answers_near_1970_are_dated_at_once(tmp_path: Path) -> None:
    """An old database's answers at 1 and 5 seconds past 1970 (tests/app/test_learner_modes.py
    writes such): first_instant stepped up one float at a time through the half microsecond
    before each second, some 2e9 floats so near 0, and held the Progress page for minutes."""
    start = time.process_time()
    first_instant(1000)  # (2.3 s stepping, about 20 µs halving; nearer 0, minutes: not tried)
    assert time.process_time() - start < 0.2
    instants = {s: first_instant(s) for s in (-5, 0, 1, 5, 1000, 86400, 1767225600)}
    for second, at in instants.items():  # the first float Python dates at that second
        want = datetime.fromtimestamp(second, UTC)
        assert (
            datetime.fromtimestamp(at, UTC)
            == want
            > datetime.fromtimestamp(math.nextafter(at, -math.inf), UTC)
        )
    rows = [(1.0, 0), (5.0, 1), (86399.9999996, 1), (86400.5, 0)]
    store = _store(tmp_path, rows)
    assert store.answers_by_day(LEARNER, GAME) == _dated_in_python(rows, UTC)
    assert store.answers_by_day(LEARNER, GAME) == [("1970-01-01", 1, 1), ("1970-01-02", 1, 1)]


def test_a_row_a_day_is_read_not_a_row_an_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """2,000 answers on 6 days around New York's spring change: eight rows reach Python (the
    first and last instant, a row a day, the day of the change twice: its hours before the
    change and after it), where every answer did."""
    change = _instant(CHANGES[NEW_YORK][0])
    rows = [(change + (i % 5 - 2) * 86400 + i * 7.3 - 7300, i % 3 != 0) for i in range(2000)]
    store = _store(tmp_path, [(at, int(c)) for at, c in rows])
    store.close()  # the next call opens a connection, counting
    count_rows(monkeypatch)
    days = store.answers_by_day(LEARNER, GAME, NEW_YORK)
    assert days == _dated_in_python([(at, int(c)) for at, c in rows], NEW_YORK)
    assert len(days) == 6 and rows_read() == 1 + len(days) + 1, rows_read()
