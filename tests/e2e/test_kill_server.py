"""Issue 11, item 6, quick form: ``kill -9`` in the middle of answering loses nothing.

``make stress`` repeats these rounds (bench/stress_learners.py). Here: processes writing
answers through the progress store into one database are SIGKILLed at random moments, three
times; then two app servers on one database (the second the browser tests' class server), a
learner answering on each in Chromium, and the first server killed a moment after its learner's
first saved answer. After a restart every answer that showed "saved" is in the database,
``PRAGMA integrity_check`` says ok, and the database is in WAL mode (docs/reliability.md).
"""

from __future__ import annotations

import random
import sqlite3
import string
from pathlib import Path

import pytest

from bench import stress_learners
from bench.serve import CHROMIUM
from ui.progress import Progress


def test_the_store_runs_in_wal_mode(tmp_path: Path) -> None:
    db = tmp_path / "progress.sqlite3"
    Progress(db)
    with sqlite3.connect(db) as con:
        assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_two_servers_cannot_both_take_one_name(tmp_path: Path) -> None:
    """The name check and the insert are one write transaction (BEGIN IMMEDIATE): a second
    server's store sees the first one's learner and refuses the name plainly."""
    from ui.progress import BadName

    a, b = Progress(tmp_path / "p.sqlite3"), Progress(tmp_path / "p.sqlite3")
    a.add_learner("Ada L.")
    with pytest.raises(BadName, match="already a learner"):
        b.add_learner("ada  l.")


def test_killed_writers_lose_no_committed_answer(tmp_path: Path) -> None:
    total = stress_learners.KillResult()
    for k in range(3):
        total = stress_learners.merge(
            total, stress_learners.writer_round(tmp_path / "progress.sqlite3", k)
        )
    assert total.saved > 0 and total.lost == 0, total.failures
    assert not total.failures


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is missing")
@pytest.mark.flaky(reruns=1, reruns_delay=2)
def test_a_server_killed_mid_answer_keeps_every_saved_answer(
    class_server: str, class_db: Path
) -> None:
    """The second server is the browser tests' class server (conftest.py), on its database:
    the one killed is started here on it, and so is the restart (two starts of seconds, where
    three were). Its learners are named apart from any other test's, and from a rerun's."""
    pytest.importorskip("playwright.async_api")
    tag = "".join(random.choice(string.ascii_lowercase) for _ in range(6)) + " "
    res = stress_learners.killed_server_round(
        class_db, 0, servers=2, answers=6, survivor=class_server, tag=tag
    )
    assert res.saved > 0 and res.lost == 0, res.failures
    assert not res.failures
