"""The learner's progress, kept in SQLite so it survives a restart of the app.

A learner is a random code (``new_learner()``) kept in the browser session and in the page's
address (``?learner=...``), so reopening that address brings the progress back while a new
visitor starts afresh: nothing is shared between learners. The database path comes from
``TRICKBOOK_DB`` (tests point it at a temporary file), else ``~/.local/share/trickbook``.
"""

from __future__ import annotations

import os
import re
import secrets
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

MASTERY_STREAK = 3  # a question kind is mastered after this many right answers in a row

_LEARNER = re.compile(r"^[a-z0-9]{8,32}$")

SCHEMA = """
CREATE TABLE IF NOT EXISTS answers (
    learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, question TEXT NOT NULL,
    kind TEXT NOT NULL, correct INTEGER NOT NULL, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS steps (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game, step));
CREATE TABLE IF NOT EXISTS deals (
    learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT NULL, net INTEGER NOT NULL,
    tricks INTEGER NOT NULL, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS answers_by_learner ON answers (learner, game, kind, at);
"""

# Learn by doing (added later; CREATE ... IF NOT EXISTS keeps every older database's rows).
# learn_done: the steps completed, with the best stars of their task (0: a step read, no task);
# learn_place: the step each learner was on, per game, so Learn resumes there.
LEARN_SCHEMA = """
CREATE TABLE IF NOT EXISTS learn_done (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, stars INTEGER NOT NULL,
    tries INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (learner, game, step));
CREATE TABLE IF NOT EXISTS learn_place (
    learner TEXT NOT NULL, game TEXT NOT NULL, step TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game));
-- a learner from before resumes at the last step he opened (SQLite takes the row of the MAX)
INSERT OR IGNORE INTO learn_place
    SELECT learner, game, step, MAX(at) FROM steps GROUP BY learner, game;
"""

# Play: the table in progress, per learner and game (one row, replaced after every move), so a
# reload or a new tab resumes the same hand. ``data`` is the Play page's own JSON record.
PLAY_SCHEMA = """
CREATE TABLE IF NOT EXISTS saved_tables (
    learner TEXT NOT NULL, game TEXT NOT NULL, data TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (learner, game));
"""


def default_path() -> Path:
    env = os.environ.get("TRICKBOOK_DB")
    if env:
        return Path(env)
    return Path.home() / ".local" / "share" / "trickbook" / "progress.sqlite3"


def new_learner() -> str:
    """A fresh, unguessable learner code (16 lower-case letters and digits)."""
    alphabet = "abcdefghijkmnpqrstuvwxyz23456789"
    return "".join(secrets.choice(alphabet) for _ in range(16))


def valid_learner(code: str) -> bool:
    return bool(_LEARNER.match(code))


@dataclass(frozen=True)
class KindStat:
    kind: str
    answered: int
    right: int
    streak: int  # right answers in a row, most recent first

    @property
    def mastered(self) -> bool:
        return self.streak >= MASTERY_STREAK


@dataclass(frozen=True)
class DealStat:
    played: int
    net: int  # in the game's units (white counters for Loo)
    tricks: int


class Progress:
    """One SQLite file; a short-lived connection per call (each Streamlit session is a thread)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._db() as db:
            db.executescript(SCHEMA)
            db.executescript(LEARN_SCHEMA)
            db.executescript(PLAY_SCHEMA)

    @contextmanager
    def _db(self) -> Iterator[sqlite3.Connection]:
        db = sqlite3.connect(self.path, timeout=10)
        try:
            with db:
                yield db
        finally:
            db.close()

    # ---- writing ----------------------------------------------------------------------------
    def record_answer(
        self, learner: str, game: str, variant: str, question: str, kind: str, correct: bool
    ) -> None:
        with self._db() as db:
            db.execute(
                "INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?)",
                (learner, game, variant, question, kind, int(correct), time.time()),
            )

    def record_step(self, learner: str, game: str, step: str) -> None:
        with self._db() as db:
            db.execute(
                "INSERT OR IGNORE INTO steps VALUES (?, ?, ?, ?)",
                (learner, game, step, time.time()),
            )

    def record_deal(self, learner: str, game: str, variant: str, net: int, tricks: int) -> None:
        with self._db() as db:
            db.execute(
                "INSERT INTO deals VALUES (?, ?, ?, ?, ?, ?)",
                (learner, game, variant, net, tricks, time.time()),
            )

    def forget(self, learner: str) -> None:
        with self._db() as db:
            for table in ("answers", "steps", "deals", "learn_done", "learn_place", "saved_tables"):
                db.execute(f"DELETE FROM {table} WHERE learner = ?", (learner,))  # noqa: S608

    def record_learn_done(
        self, learner: str, game: str, step: str, stars: int = 0, tries: int = 0
    ) -> None:
        """A Learn step completed: its task done at try ``tries`` for ``stars`` (a step without
        a task: read, 0 stars). A later try never lowers the stars kept."""
        with self._db() as db:
            db.execute(
                "INSERT INTO learn_done VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (learner, game, step) DO UPDATE SET "
                "tries = CASE WHEN excluded.stars > stars THEN excluded.tries ELSE tries END, "
                "stars = MAX(stars, excluded.stars)",
                (learner, game, step, stars, tries, time.time()),
            )

    def set_learn_place(self, learner: str, game: str, step: str) -> None:
        """The Learn step the learner is on now (where the page opens next time)."""
        with self._db() as db:
            db.execute(
                "INSERT OR REPLACE INTO learn_place VALUES (?, ?, ?, ?)",
                (learner, game, step, time.time()),
            )

    def save_table(self, learner: str, game: str, data: str) -> None:
        """The Play table in progress (replaces the one saved before)."""
        with self._db() as db:
            db.execute(
                "INSERT OR REPLACE INTO saved_tables VALUES (?, ?, ?, ?)",
                (learner, game, data, time.time()),
            )

    def drop_table(self, learner: str, game: str) -> None:
        with self._db() as db:
            db.execute("DELETE FROM saved_tables WHERE learner = ? AND game = ?", (learner, game))

    # ---- reading ----------------------------------------------------------------------------
    def learn_done(self, learner: str, game: str) -> dict[str, int]:
        """The completed Learn steps of a game, with their stars (0: read, no task)."""
        with self._db() as db:
            rows = db.execute(
                "SELECT step, stars FROM learn_done WHERE learner = ? AND game = ?",
                (learner, game),
            ).fetchall()
        return {str(r[0]): int(r[1]) for r in rows}

    def saved_table(self, learner: str, game: str) -> str | None:
        """The Play table saved for this learner and game, or None."""
        with self._db() as db:
            row = db.execute(
                "SELECT data FROM saved_tables WHERE learner = ? AND game = ?", (learner, game)
            ).fetchone()
        return None if row is None else str(row[0])

    def learn_place(self, learner: str, game: str) -> str | None:
        """The Learn step the learner was on last, or None for a first visit."""
        with self._db() as db:
            row = db.execute(
                "SELECT step FROM learn_place WHERE learner = ? AND game = ?", (learner, game)
            ).fetchone()
        return None if row is None else str(row[0])

    def steps_seen(self, learner: str, game: str) -> set[str]:
        with self._db() as db:
            rows = db.execute(
                "SELECT step FROM steps WHERE learner = ? AND game = ?", (learner, game)
            ).fetchall()
        return {r[0] for r in rows}

    def kind_stats(self, learner: str, game: str) -> dict[str, KindStat]:
        with self._db() as db:
            rows = db.execute(
                "SELECT kind, correct FROM answers WHERE learner = ? AND game = ? "
                "ORDER BY at DESC, rowid DESC",
                (learner, game),
            ).fetchall()
        by_kind: dict[str, list[int]] = {}
        for kind, correct in rows:
            by_kind.setdefault(kind, []).append(int(correct))
        out = {}
        for kind, results in by_kind.items():
            streak = 0
            for r in results:
                if not r:
                    break
                streak += 1
            out[kind] = KindStat(kind, len(results), sum(results), streak)
        return out

    def deal_stats(self, learner: str, game: str) -> DealStat:
        with self._db() as db:
            n, net, tricks = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(net), 0), COALESCE(SUM(tricks), 0) FROM deals "
                "WHERE learner = ? AND game = ?",
                (learner, game),
            ).fetchone()
        return DealStat(int(n), int(net), int(tricks))
