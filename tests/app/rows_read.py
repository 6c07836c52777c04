"""How many rows the learner store reads into Python: the Progress page's counts are to come
from SQLite a row a day or a kind, not a row an answer (tests/app/test_progress_answers_by_day.py,
test_progress_kind_stats.py)."""

from __future__ import annotations

import sqlite3
from typing import Any

import pytest


class _Counting(sqlite3.Cursor):
    fetched = 0

    def fetchone(self) -> Any:
        row = super().fetchone()
        _Counting.fetched += row is not None
        return row

    def fetchall(self) -> list[Any]:
        rows = super().fetchall()
        _Counting.fetched += len(rows)
        return rows

    def __next__(self) -> Any:
        row = super().__next__()
        _Counting.fetched += 1
        return row


class _Connection(sqlite3.Connection):
    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        return self.cursor(_Counting).execute(sql, parameters)


def count_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    """From now on, every connection opened (``sqlite3.connect``) counts the rows its queries
    hand to Python: :func:`rows_read` since this call. Close the store first, so that its next
    call opens a connection that counts."""
    connect = sqlite3.connect
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: connect(*a, factory=_Connection, **k))
    _Counting.fetched = 0


def rows_read() -> int:
    """The rows read into Python since :func:`count_rows`."""
    return _Counting.fetched
