"""Progress's quiz table, counted by SQLite (ui.progress.Progress.kind_stats): the same answers,
right ones and streaks as reading every answer in time order into Python (how it counted them
before), over generated histories (answers in the same instant, kinds never wrong, a streak
broken by the latest answer, other learners and games beside); and a row a kind read into
Python, not a row an answer (a class server's Progress page read every answer a learner ever
gave to a game, to find where his streaks broke)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rows_read import count_rows, rows_read

from ui.progress import KindStat, Progress

LEARNER, GAME = "abcdefgh12345678", "loo"
KINDS = ("legal_cards", "trick_winner", "settlement", "declare")


def _counted_in_python(store: Progress, learner: str, game: str) -> dict[str, KindStat]:
    """The stats as kind_stats counted them before: every answer read, newest first."""
    with store._db() as db:
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
        streak = next((i for i, r in enumerate(results) if not r), len(results))
        out[kind] = KindStat(kind, len(results), sum(results), streak)
    return out


def _history(seed: int, n: int) -> list[tuple[str, str, str, int, float]]:
    """``n`` answers (learner, game, kind, correct, at), written in no time order: most of them
    the learner's Loo answers, some in an instant another answer shares (the order they were
    written decides), one kind always right, one often ending on a wrong answer; others'
    answers and his Rams answers beside."""
    rng = random.Random(seed)
    rows = []
    ats = [1767225600.0 + rng.uniform(0, 90 * 86400) for _ in range(n // 3)]
    for _ in range(n):
        who = LEARNER if rng.random() < 0.8 else "zzzzzzzz99999999"
        game = GAME if rng.random() < 0.85 else "rams"
        kind = rng.choice(KINDS)
        right = 1 if kind == "declare" else int(rng.random() < (0.9 if seed % 2 else 0.6))
        at = rng.choice(ats) if rng.random() < 0.3 else 1767225600.0 + rng.uniform(0, 90 * 86400)
        rows.append((who, game, kind, right, at))
    return rows


def _store(tmp_path: Path, rows: list[tuple[str, str, str, int, float]]) -> Progress:
    store = Progress(tmp_path / "progress.sqlite3")
    with store._db(write=True) as db:
        db.executemany(
            "INSERT INTO answers VALUES (?, ?, '', 'q', ?, ?, ?)",
            rows,
        )
    return store


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_same_stats_as_reading_every_answer(tmp_path: Path, seed: int) -> None:
    rows = _history(seed, 400)
    # the latest answer of one kind wrong (a streak of 0), in an instant another answer shares
    last = max(at for *_, at in rows)
    rows += [(LEARNER, GAME, "trick_winner", 1, last), (LEARNER, GAME, "trick_winner", 0, last)]
    # and one broken before its last two answers, the two wrong ones and a right one between
    # them sharing an instant with the first of the two (written in this order)
    rows += [(LEARNER, GAME, "settlement", c, last + 1) for c in (0, 1, 0, 1)]
    rows += [(LEARNER, GAME, "settlement", 1, last + 2)]
    store = _store(tmp_path, rows)
    for learner in (LEARNER, "zzzzzzzz99999999", "nobodyatall00000"):
        for game in (GAME, "rams", "napoleon"):
            assert store.kind_stats(learner, game) == _counted_in_python(store, learner, game)
    stats = store.kind_stats(LEARNER, GAME)
    assert stats["trick_winner"].streak == 0 and stats["declare"].streak > 0
    assert stats["declare"].streak == stats["declare"].answered == stats["declare"].right
    assert stats["settlement"].streak == 2 < stats["settlement"].answered
    assert store.kind_stats("nobodyatall00000", GAME) == {}


def test_a_row_a_kind_is_read_not_a_row_an_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """1,000 Loo answers of four kinds: four rows reach Python, where every answer did."""
    rows = [(LEARNER, GAME, KINDS[i % 4], int(i % 7 != 0), 1767225600.0 + i) for i in range(1000)]
    store = _store(tmp_path, rows)
    want = _counted_in_python(store, LEARNER, GAME)
    store.close()  # the next call opens a connection, counting
    count_rows(monkeypatch)
    assert store.kind_stats(LEARNER, GAME) == want
    assert rows_read() == len(KINDS), rows_read()
