"""The SQLite progress store: answers, steps and deals per learner, kept across restarts."""

from __future__ import annotations

from pathlib import Path

from ui.progress import MASTERY_STREAK, Progress, new_learner, valid_learner


def test_progress_is_kept_per_learner_across_a_reopened_store(tmp_path: Path) -> None:
    db = tmp_path / "p.sqlite3"
    a, b = new_learner(), new_learner()
    store = Progress(db)
    store.record_step(a, "loo", "deal")
    store.record_step(a, "loo", "deal")  # seeing a step twice counts once
    for ok in (False, *([True] * MASTERY_STREAK)):
        store.record_answer(a, "loo", "foster1897", "q1", "legal_cards", ok)
    store.record_answer(a, "loo", "foster1897", "q2", "settlement", False)
    store.record_deal(a, "loo", "foster1897", -9, 0)
    reopened = Progress(db)  # a restart of the app
    assert reopened.steps_seen(a, "loo") == {"deal"}
    stats = reopened.kind_stats(a, "loo")
    assert stats["legal_cards"].answered == MASTERY_STREAK + 1
    assert stats["legal_cards"].mastered
    assert not stats["settlement"].mastered
    assert reopened.deal_stats(a, "loo").played == 1
    assert reopened.deal_stats(a, "loo").net == -9
    assert reopened.steps_seen(b, "loo") == set() and reopened.kind_stats(b, "loo") == {}
    reopened.forget(a)
    assert reopened.kind_stats(a, "loo") == {}


def test_learner_codes_are_random_and_checked() -> None:
    codes = {new_learner() for _ in range(50)}
    assert len(codes) == 50 and all(valid_learner(c) for c in codes)
    assert not valid_learner("'; DROP TABLE answers; --")
