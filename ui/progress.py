"""The learner's progress, kept in SQLite so it survives a restart of the app.

A learner is a random code (``new_learner()``); every progress row is keyed by it. Who the
learner is depends on the mode (``TRICKBOOK_MODE``, see :func:`learner_mode`):

- ``local`` (the default, ``make run``): one learner per machine. Its code is kept in the
  database (:meth:`Progress.local_learner`), so any tab, a reload or a restart resumes it.
- ``class`` (one server for a class): each learner enters a name (:func:`check_name`), unique on
  the server (:meth:`Progress.add_learner`); the browser remembers the codes of the learners who
  used it (a cookie written by the page), so two browsers never share a learner.

An address with ``?learner=CODE`` (an old bookmark, or a class learner's resume link) still
opens that learner. The database path comes from ``TRICKBOOK_DB`` (tests point it at a
temporary file), else ``~/.local/share/trickbook``.
"""

from __future__ import annotations

import math
import os
import re
import secrets
import sqlite3
import threading
import time
import weakref
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta, tzinfo
from functools import lru_cache
from pathlib import Path

_LEARNER = re.compile(r"^[a-z0-9]{8,32}$")

MODE_ENV = "TRICKBOOK_MODE"
MODES = ("local", "class")
NAME_MIN, NAME_MAX = 2, 30
# letters (any alphabet), digits, spaces and the marks names use: "Anne-Marie", "O'Neill", "Jo B."
_NAME = re.compile(r"^(?:[^\W_]|[ '.\-])+$")

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
-- a learner's answers to a game by kind, the wrong ones apart, in time order: kind_stats counts
-- them from the index alone. It replaces answers_by_learner (learner, game, kind, at), which
-- only the old kind_stats ordered by; any look-up by learner, game and kind uses this one.
CREATE INDEX IF NOT EXISTS answers_by_kind ON answers (learner, game, kind, correct, at);
DROP INDEX IF EXISTS answers_by_learner;
-- a learner's answers to a game in time order, all the answers chart reads (added later: an
-- older database gets it on its next start)
CREATE INDEX IF NOT EXISTS answers_by_day ON answers (learner, game, at, correct);
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


# Learners by name (class mode) and the machine's own learner (local mode). Added later: created
# IF NOT EXISTS, so an older database keeps every row; its learners simply have no name yet.
LEARNER_SCHEMA = """
CREATE TABLE IF NOT EXISTS learners (
    code TEXT PRIMARY KEY, name TEXT NOT NULL, name_key TEXT NOT NULL UNIQUE, at REAL NOT NULL);
CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
"""

# Spaced review per rule (issue 12; ui/mastery.py reads and writes these). rule_evidence: every
# quiz or Review answer and every refused action in Play, one row per rule it touches (answer:
# the answers row it came from; old answers are carried over by ui.mastery.migrate);
# rule_cards: each rule's FSRS card (JSON) and when it is due, replayed from the evidence.
RULE_SCHEMA = """
CREATE TABLE IF NOT EXISTS rule_evidence (
    learner TEXT NOT NULL, game TEXT NOT NULL, rule TEXT NOT NULL, correct INTEGER NOT NULL,
    source TEXT NOT NULL, question TEXT NOT NULL, answer INTEGER, at REAL NOT NULL);
CREATE INDEX IF NOT EXISTS rule_evidence_by_learner ON rule_evidence (learner, game, at);
CREATE TABLE IF NOT EXISTS rule_cards (
    learner TEXT NOT NULL, game TEXT NOT NULL, rule TEXT NOT NULL, card TEXT NOT NULL,
    due REAL NOT NULL, at REAL NOT NULL, PRIMARY KEY (learner, game, rule));
"""

# Partnerships (added later): deals.side_tricks, the tricks the learner and his partners took
# together; NULL for a deal he played alone, and for every deal recorded before (whose tricks
# are his own seat's, as they were always counted).
ADD_SIDE_TRICKS = "ALTER TABLE deals ADD COLUMN side_tricks INTEGER"
# deals.partners: how many partners the learner had at the table (0: he played alone); NULL for
# a deal recorded before it was kept, whose side is not known (a deal with side_tricks NULL among
# them may have been played in a partnership: its tricks are his own seat's).
ADD_PARTNERS = "ALTER TABLE deals ADD COLUMN partners INTEGER"
ADDED_DEAL_COLUMNS = {"side_tricks": ADD_SIDE_TRICKS, "partners": ADD_PARTNERS}

# every table with a row per learner and game (what forgetting a game's progress clears)
GAME_TABLES = (
    "answers",
    "steps",
    "deals",
    "learn_done",
    "learn_place",
    "saved_tables",
    "rule_evidence",
    "rule_cards",
)

# SQL text is built once here from the constant table names above, never from request data:
# every execute() takes a constant statement and ? parameters (tests/app/test_security.py)
_FORGET_SQL = {t: f"DELETE FROM {t} WHERE learner = ?" for t in GAME_TABLES}  # noqa: S608
_FORGET_GAME_SQL = {
    t: f"DELETE FROM {t} WHERE learner = ? AND game = ?"  # noqa: S608
    for t in GAME_TABLES
}
_LATEST_SQL = (
    " UNION ALL ".join(f"SELECT learner, at FROM {t}" for t in GAME_TABLES)  # noqa: S608
    + " ORDER BY at DESC LIMIT 1"
)
_KNOWN_SQL = tuple(
    f"SELECT 1 FROM {t} WHERE {c} = ? LIMIT 1"  # noqa: S608
    for t, c in (("learners", "code"), *((t, "learner") for t in GAME_TABLES))
)


# The answers by day (Progress.answers_by_day). An answer's instant in whole seconds, as Python
# rounds a timestamp (to the microsecond, half to even: 23:59:59.9999996 is the next day's
# midnight there), so that each is dated as datetime.fromtimestamp(at, zone) dates it.
_SECOND = "CAST(at AS INTEGER) + (round((at - CAST(at AS INTEGER)) * 1000000) >= 1000000)"
# (two subqueries: SQLite finds a lone MIN or MAX at an end of the index, both at once by a scan)
_FIRST_LAST_SQL = (
    "SELECT (SELECT MIN(at) FROM answers WHERE learner = ?1 AND game = ?2), "
    "(SELECT MAX(at) FROM answers WHERE learner = ?1 AND game = ?2)"
)
# the answers of one span of the zone's offset (``at`` from, to), each moved by the offset and
# counted by the day it falls on (days since 1970-01-01, there): one row a day
_DAYS_SQL = (
    "SELECT (" + _SECOND + " + ?) / 86400 AS day, SUM(correct != 0), SUM(correct = 0) "
    "FROM answers WHERE learner = ? AND game = ? AND at >= ? AND at < ? GROUP BY day"
)


# Progress.kind_stats, one statement (one snapshot): each kind's answers and right ones, then its
# streak, the answers after its last wrong one (in the order at, rowid: two answers in the same
# instant stand in the order they were written). From the index answers_by_kind alone: the last
# wrong answer is the end of its kind's wrong ones, the streak a range of its right ones after
# it (``correct`` is 0 or 1: record_answer writes int(bool)).
_KIND_STATS_SQL = """
WITH kinds AS (
    SELECT kind, COUNT(*) AS answered, SUM(correct) AS good
    FROM answers WHERE learner = ?1 AND game = ?2 GROUP BY kind),
last AS (
    SELECT kind, answered, good, (
        SELECT rowid FROM answers
        WHERE learner = ?1 AND game = ?2 AND kind = kinds.kind AND correct = 0
        ORDER BY at DESC, rowid DESC LIMIT 1) AS wrong
    FROM kinds)
SELECT kind, answered, good, CASE WHEN wrong IS NULL THEN answered ELSE (
    SELECT COUNT(*) FROM answers AS w, answers AS a
    WHERE w.rowid = last.wrong AND a.learner = ?1 AND a.game = ?2 AND a.kind = last.kind
    AND a.correct = 1 AND (a.at, a.rowid) > (w.at, w.rowid)) END
FROM last
"""


def first_instant(second: int) -> float:
    """The first timestamp that Python dates at ``second`` or after: it rounds to the
    microsecond, so a few tenths of a microsecond before ``second`` are ``second``.

    >>> first_instant(1800000000) < 1800000000 <= datetime.fromtimestamp(
    ...     first_instant(1800000000), UTC).timestamp()
    True
    """
    # halved between a float dated before and one dated at ``second``, down to two neighbours:
    # some 60 steps. Stepping up one float at a time took as many steps as there are floats
    # in the last half microsecond: four in 2026, 2e9 near 1970 (an old database's answers at
    # 1 and 5 seconds held its Progress page for minutes)
    before, at, want = second - 1e-6, float(second), datetime.fromtimestamp(second, UTC)
    while (mid := (before + at) / 2) not in (before, at):
        before, at = (mid, at) if datetime.fromtimestamp(mid, UTC) < want else (before, mid)
    return at


def _offset(zone: tzinfo, second: int) -> int:
    """The zone's offset from UTC at that instant, in seconds."""
    told = datetime.fromtimestamp(second, zone).utcoffset()
    return 0 if told is None else int(told.total_seconds())


def offset_spans(zone: tzinfo, first: int, last: int) -> list[tuple[int, int, int]]:
    """The seconds from ``first`` to ``last`` (both in) cut where the zone's offset from UTC
    changes: (start, stop, offset), stop excluded, in order. Cut a year at a time, each year
    of a zone once per process (:func:`_year_spans`): the server's learners share a few zones.

    >>> from zoneinfo import ZoneInfo
    >>> year = offset_spans(ZoneInfo("America/New_York"), 1767225600, 1798761599)  # 2026
    >>> [(datetime.fromtimestamp(a, UTC).isoformat()[:16], o // 3600) for a, b, o in year]
    [('2026-01-01T00:00', -5), ('2026-03-08T07:00', -4), ('2026-11-01T06:00', -5)]
    """
    spans: list[tuple[int, int, int]] = []
    for year in range(_year(first), _year(last) + 1):
        for start, stop, shift in _year_spans(zone, year):
            start, stop = max(start, first), min(stop, last + 1)
            if start >= stop:
                continue
            if spans and spans[-1][1:] == (start, shift):  # (the same offset over New Year)
                start = spans.pop()[0]
            spans.append((start, stop, shift))
    return spans


def _year(second: int) -> int:
    return datetime.fromtimestamp(second, UTC).year


@lru_cache(maxsize=256)
def _year_spans(zone: tzinfo, year: int) -> tuple[tuple[int, int, int], ...]:
    """A year's seconds (UTC's year) cut where the zone's offset changes. A tzinfo says the
    offset at an instant, not where it changes: it is asked once a day, and where it changed,
    at the second it changed. (A zone's changes are days apart: in the tz database since 1970
    the closest two are nearly a week apart, Brazil's of October 2000; two within a day would
    be missed.)"""
    first = int(datetime(year, 1, 1, tzinfo=UTC).timestamp())
    last = int(datetime(year + 1, 1, 1, tzinfo=UTC).timestamp()) - 1
    spans: list[tuple[int, int, int]] = []
    start, shift, at = first, _offset(zone, first), first
    while at < last:
        ahead = min(at + 86400, last)
        if _offset(zone, ahead) == shift:
            at = ahead
            continue
        lo, hi = at, ahead  # the offset is ``shift`` at lo, another at hi: find the change
        while hi - lo > 1:
            mid = (lo + hi) // 2
            lo, hi = (mid, hi) if _offset(zone, mid) == shift else (lo, mid)
        spans.append((start, hi, shift))
        start, shift, at = hi, _offset(zone, hi), hi
    spans.append((start, last + 1, shift))
    return tuple(spans)


class BadName(ValueError):
    """A name a learner typed that cannot be used; the message says why, in one line."""


def learner_mode() -> str:
    """``local`` (default) or ``class``, from the ``TRICKBOOK_MODE`` environment variable."""
    raw = os.environ.get(MODE_ENV, "").strip().lower() or "local"
    if raw not in MODES:
        raise ValueError(f"{MODE_ENV}={raw!r}: expected one of {', '.join(MODES)}")
    return raw


def check_name(name: str) -> str:
    """The name as it will be kept (spaces tidied), or :class:`BadName` saying what is wrong.

    >>> check_name("  Anne-Marie   O'Neill ")
    "Anne-Marie O'Neill"
    """
    tidy = " ".join(name.split())
    if len(tidy) < NAME_MIN:
        raise BadName(f"A name needs at least {NAME_MIN} characters.")
    if len(tidy) > NAME_MAX:
        raise BadName(f"A name has at most {NAME_MAX} characters (this one has {len(tidy)}).")
    if not _NAME.match(tidy):
        bad = sorted({ch for ch in tidy if not _NAME.match(ch)})
        raise BadName(
            f"A name may hold letters, digits, spaces, hyphens, apostrophes and full stops; "
            f"not {' '.join(repr(c) for c in bad)}."
        )
    if not any(ch.isalpha() for ch in tidy):
        raise BadName("A name needs at least one letter.")
    return tidy


def name_key(name: str) -> str:
    """What makes two names the same name: case and spacing ignored."""
    return " ".join(name.split()).casefold()


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


@dataclass(frozen=True)
class DealStat:
    played: int
    net: int  # in the game's units (white counters for Loo)
    tricks: int  # taken by the learner's own seat
    side_tricks: int = 0  # taken by his side: his and his partners' in a partnership deal
    partnered: int = 0  # the deals he played in a partnership
    # the numbers of partners he had in those deals, each once (None: a deal that kept none)
    partners: tuple[int | None, ...] = ()
    unknown: int = 0  # deals recorded before a side was kept: alone or not, his tricks only


# Connections kept open for the next call: enough for the sessions whose scripts run at once.
POOL_SIZE = 4
# Every commit waits until the WAL is on the disk (FULL: an answer shown saved survives a power
# cut), but for the place a click leaves the learner in (NORMAL; docs/reliability.md).
_DURABLE = "PRAGMA synchronous = FULL"
_NOT_DURABLE = "PRAGMA synchronous = NORMAL"


class _Held(threading.local):
    """A together()'s connection, per thread (None outside one): a class default, so every
    thread reads the attribute without probing for it."""

    db: sqlite3.Connection | None = None


def _close_all(idle: list[sqlite3.Connection], pid: int) -> None:
    """Close a store's idle connections (when it is dropped, and at the process's exit); never
    those a forked child inherited (SQLite's: a connection must not cross a fork)."""
    if os.getpid() != pid:
        return
    while idle:
        idle.pop().close()


class Progress:
    """One SQLite file, its connections kept open and lent to one call at a time.

    Each call is one short transaction on a connection from the store's pool (opened when none
    is free, at most :data:`POOL_SIZE` kept). Streamlit runs each script run in a thread of its
    own, so a connection is lent to one thread at a time (``check_same_thread=False``) rather
    than tied to a thread that ends. Opening and closing a connection per call cost each
    call a checkpoint of the WAL into the database and the deletion of ``-wal`` and ``-shm``
    (SQLite does both when a file's last connection closes): two more syncs, and ten to thirty
    ms a write on a busy machine, after the page was drawn (issue 12, part 5)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._idle: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._held = _Held()  # the connection of a together() on this thread
        self._pid = os.getpid()
        weakref.finalize(self, _close_all, self._idle, self._pid)
        with self._db() as db:
            # WAL: a reader never waits for a writer, and a commit is one append to the log, so
            # a server killed mid-answer loses nothing committed (docs/reliability.md). The mode
            # is kept in the file; synchronous stays FULL (a commit waits until it is on the
            # disk) but for the writes made with durable=False (see _db).
            db.execute("PRAGMA journal_mode=WAL")
            db.executescript(SCHEMA)
            db.executescript(LEARN_SCHEMA)
            db.executescript(PLAY_SCHEMA)
            db.executescript(LEARNER_SCHEMA)
            db.executescript(RULE_SCHEMA)
            columns = {c[1] for c in db.execute("PRAGMA table_info(deals)")}
            for column, add in ADDED_DEAL_COLUMNS.items():
                if column not in columns:
                    # an older database: its rows keep their figures (another server sharing
                    # the file may have added the column since the look)
                    with suppress(sqlite3.OperationalError):
                        db.execute(add)

    def _take(self) -> sqlite3.Connection:
        with self._lock:
            if os.getpid() != self._pid:  # a forked child: the parent's connections stay his
                self._idle = []
                self._pid = os.getpid()
                weakref.finalize(self, _close_all, self._idle, self._pid)
            if self._idle:
                return self._idle.pop()
        return sqlite3.connect(self.path, timeout=10, check_same_thread=False)

    def _give(self, db: sqlite3.Connection) -> None:
        with self._lock:
            if len(self._idle) < POOL_SIZE and not db.in_transaction:
                self._idle.append(db)
                return
        db.close()

    def close(self) -> None:
        """Close the connections kept open (the next call opens one again)."""
        with self._lock:
            _close_all(self._idle, self._pid)

    @contextmanager
    def _db(self, write: bool = False, durable: bool = True) -> Iterator[sqlite3.Connection]:
        """One short transaction, committed on leaving. ``write``: a read-then-write takes the
        write lock first (BEGIN IMMEDIATE), so another server cannot slip in between.
        ``durable=False``: the commit does not wait for the disk (synchronous NORMAL, for the
        place a click leaves the learner in: Play's table, Learn's step); it survives the app's
        crash or kill, and the next durable commit (or checkpoint) takes it to the disk too."""
        held = self._held.db
        if held is not None:  # inside together(): its transaction, committed there
            yield held
            return
        db = self._take()
        try:
            if not durable:
                db.execute(_NOT_DURABLE)
            with db:
                if write:
                    db.execute("BEGIN IMMEDIATE")
                yield db
            if not durable:
                db.execute(_DURABLE)
        except BaseException:
            db.close()  # rolled back; a fresh connection for the next call
            raise
        self._give(db)

    @contextmanager
    def together(self) -> Iterator[None]:
        """The store's calls made inside (on this thread) are one write transaction, committed
        on leaving (one wait for the disk) or, on an exception, not at all: Quiz's and Review's
        Check keep an answer and the rule evidence it gives so."""
        if self._held.db is not None:
            yield
            return
        with self._db(write=True) as db:
            self._held.db = db
            try:
                yield
            finally:
                self._held.db = None

    # ---- writing ----------------------------------------------------------------------------
    def record_answer(
        self, learner: str, game: str, variant: str, question: str, kind: str, correct: bool
    ) -> int:
        """Keep one answer; returns its row id (the rule evidence it gives refers to it)."""
        with self._db() as db:
            cur = db.execute(
                "INSERT INTO answers VALUES (?, ?, ?, ?, ?, ?, ?)",
                (learner, game, variant, question, kind, int(correct), time.time()),
            )
        return int(cur.lastrowid or 0)

    def record_step(self, learner: str, game: str, step: str) -> None:
        with self._db(durable=False) as db:
            db.execute(
                "INSERT OR IGNORE INTO steps VALUES (?, ?, ?, ?)",
                (learner, game, step, time.time()),
            )

    def record_deal(
        self,
        learner: str,
        game: str,
        variant: str,
        net: int,
        tricks: int,
        side_tricks: int | None = None,
        partners: int | None = None,
    ) -> None:
        """A finished deal: ``tricks`` the learner's own, ``side_tricks`` his side's in a
        partnership deal (None: he played alone), ``partners`` how many partners he had
        (None: none when he played alone, else not known)."""
        if partners is None and side_tricks is None:
            partners = 0
        with self._db() as db:
            db.execute(
                "INSERT INTO deals (learner, game, variant, net, tricks, at, side_tricks, "
                "partners) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (learner, game, variant, net, tricks, time.time(), side_tricks, partners),
            )

    def forget(self, learner: str) -> None:
        """Every game's progress of this learner (the Progress page forgets one game)."""
        with self._db() as db:
            for table in GAME_TABLES:
                db.execute(_FORGET_SQL[table], (learner,))

    def forget_game(self, learner: str, game: str) -> None:
        """One game's progress of this learner: answers, steps, deals, Learn place, Play table."""
        with self._db() as db:
            for table in GAME_TABLES:
                db.execute(_FORGET_GAME_SQL[table], (learner, game))

    # ---- who the learner is -----------------------------------------------------------------
    def local_learner(self) -> str:
        """The machine's one learner (local mode), made on first use and kept in the database.

        A database from before the modes adopts its most recently active learner, so the
        progress someone made under a ``?learner=`` address carries on in every tab."""
        with self._db(write=True) as db:
            row = db.execute("SELECT value FROM settings WHERE key = 'local_learner'").fetchone()
            if row is not None and valid_learner(str(row[0])):
                return str(row[0])
            latest = db.execute(_LATEST_SQL).fetchone()
            code = str(latest[0]) if latest and valid_learner(str(latest[0])) else new_learner()
            db.execute("INSERT OR REPLACE INTO settings VALUES ('local_learner', ?)", (code,))
        return code

    def set_local_learner(self, code: str) -> None:
        """Make ``code`` the machine's learner (a ``?learner=`` address opened in local mode)."""
        if not valid_learner(code):
            raise ValueError(f"not a learner code: {code!r}")
        with self._db() as db:
            db.execute("INSERT OR REPLACE INTO settings VALUES ('local_learner', ?)", (code,))

    def add_learner(self, name: str) -> str:
        """A new named learner (class mode); :class:`BadName` for a bad or taken name."""
        tidy = check_name(name)
        code = new_learner()
        with self._db(write=True) as db:
            taken = db.execute(
                "SELECT name FROM learners WHERE name_key = ?", (name_key(tidy),)
            ).fetchone()
            if taken is not None:
                raise BadName(
                    f"“{taken[0]}” is already a learner on this server. If that is you, open "
                    "Trickbook in the browser you used before, or your resume link from the "
                    "Progress page; if not, choose another name (add your surname's initial)."
                )
            db.execute(
                "INSERT INTO learners VALUES (?, ?, ?, ?)",
                (code, tidy, name_key(tidy), time.time()),
            )
        return code

    def learner_name(self, code: str) -> str | None:
        """The name a learner gave (class mode), or None."""
        with self._db() as db:
            row = db.execute("SELECT name FROM learners WHERE code = ?", (code,)).fetchone()
        return None if row is None else str(row[0])

    def known(self, code: str) -> bool:
        """A learner this server has met: named, or with any progress (older databases)."""
        if not valid_learner(code):
            return False
        with self._db() as db:
            return any(db.execute(sql, (code,)).fetchone() for sql in _KNOWN_SQL)

    def record_learn_done(
        self, learner: str, game: str, step: str, stars: int = 0, tries: int = 0
    ) -> None:
        """A Learn step completed: its task done at try ``tries`` for ``stars`` (a step without
        a task: read, 0 stars). A later try never lowers the stars kept."""
        with self._db(durable=False) as db:
            db.execute(
                "INSERT INTO learn_done VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (learner, game, step) DO UPDATE SET "
                "tries = CASE WHEN excluded.stars > stars THEN excluded.tries ELSE tries END, "
                "stars = MAX(stars, excluded.stars)",
                (learner, game, step, stars, tries, time.time()),
            )

    def set_learn_place(self, learner: str, game: str, step: str) -> None:
        """The Learn step the learner is on now (where the page opens next time)."""
        with self._db(durable=False) as db:
            db.execute(
                "INSERT OR REPLACE INTO learn_place VALUES (?, ?, ?, ?)",
                (learner, game, step, time.time()),
            )

    def save_table(self, learner: str, game: str, data: str) -> None:
        """The Play table in progress (replaces the one saved before)."""
        with self._db(durable=False) as db:
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
        """Each question kind the learner answered in ``game``: answers, right ones, and the
        right ones in a row since the last wrong one (the streak, most recent first).

        SQLite counts them (:data:`_KIND_STATS_SQL`), a row a kind, from its index of the
        answers by kind (``answers_by_kind``, :data:`SCHEMA`): the streak is a range of that
        index, not a walk. It had read every answer a learner ever gave to a game into Python,
        each time his Progress page opened, to find where his streaks broke."""
        with self._db() as db:
            rows = db.execute(_KIND_STATS_SQL, (learner, game)).fetchall()
        return {
            str(kind): KindStat(str(kind), int(n), int(right), int(streak))
            for kind, n, right, streak in rows
        }

    def answers_by_day(
        self, learner: str, game: str, zone: tzinfo = UTC
    ) -> list[tuple[str, int, int]]:
        """(day, right, wrong) for every day with quiz or Review answers, in order, each day
        ISO-dated as ``zone`` has it: the learner's own (an answer at 21:00 in New York is on
        that day there, not on the next, as UTC has it), its summer time included.

        SQLite counts them from its index of each learner's answers in time order
        (``answers_by_day``, :data:`SCHEMA`): their first and last instant, then for each
        span of the zone's offset between them (:func:`offset_spans`) its answers by the day
        that offset puts them on, a row a day; all in one snapshot. It had read every answer
        ever given into Python, a row each, and dated them there."""
        days: dict[int, list[int]] = {}
        with self._db() as db:
            if not db.in_transaction:
                db.execute("BEGIN")  # (one snapshot: every answer counted falls in a span)
            first, last = db.execute(_FIRST_LAST_SQL, (learner, game)).fetchone()
            if first is None:
                return []
            # (the seconds Python rounds the first and last answer to: the spans cover them)
            spans = offset_spans(zone, math.floor(first), math.floor(last) + 1)
            for start, stop, shift in spans:
                span = (shift, learner, game, first_instant(start), first_instant(stop))
                for day, right, wrong in db.execute(_DAYS_SQL, span).fetchall():
                    counts = days.setdefault(day, [0, 0])  # (a day on two spans: summed)
                    counts[0] += right
                    counts[1] += wrong
        epoch = date(1970, 1, 1)
        return [
            ((epoch + timedelta(days=d)).isoformat(), r, w) for d, (r, w) in sorted(days.items())
        ]

    def deal_stats(self, learner: str, game: str) -> DealStat:
        with self._db() as db:
            n, net, tricks, side, partnered, unknown = db.execute(
                "SELECT COUNT(*), COALESCE(SUM(net), 0), COALESCE(SUM(tricks), 0), "
                "COALESCE(SUM(COALESCE(side_tricks, tricks)), 0), COUNT(side_tricks), "
                "COALESCE(SUM(side_tricks IS NULL AND partners IS NULL), 0) FROM deals "
                "WHERE learner = ? AND game = ?",
                (learner, game),
            ).fetchone()
            partners = db.execute(
                "SELECT DISTINCT partners FROM deals WHERE learner = ? AND game = ? AND "
                "side_tricks IS NOT NULL ORDER BY partners",
                (learner, game),
            ).fetchall()
        return DealStat(
            int(n),
            int(net),
            int(tricks),
            int(side),
            int(partnered),
            tuple(None if p is None else int(p) for (p,) in partners),
            int(unknown),
        )
