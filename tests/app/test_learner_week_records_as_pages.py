"""The simulated learner's week (bench/learner_week.py, issue 12) records each answer as the
Quiz and Review pages do: the engine's check, then RuleMemory.record_check, *Good* only on the
rules the answer shows right (Feedback.kept, b50069f4), nothing on the others it cites. The week
had recorded *Good* on every rule not missed, the scheduling the pages gave up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bench import learner_week as week
from engine.quiz import check
from ui.labels import box_names
from ui.mastery import RuleMemory
from ui.progress import Progress


def _records(memory: RuleMemory) -> tuple[list[Any], list[Any]]:
    with memory.store._db() as db:
        evidence = db.execute("SELECT * FROM rule_evidence ORDER BY rowid").fetchall()
        cards = db.execute("SELECT * FROM rule_cards ORDER BY game, rule").fetchall()
    return evidence, cards


def test_the_week_records_its_answers_as_the_pages_do(tmp_path: Path) -> None:
    memory = RuleMemory(Progress(tmp_path / "week.sqlite3"))
    given: list[week.Answered] = []
    # the week's first day (Loo's quiz), a learner whose answers show nothing of a rule once
    # (seed 5: of seeds 1-8, 5 and 6 give such an answer; the printed week's 12 does not)
    week.quiz(memory, week.Learner(5), "loo", week.START, 12, given)
    assert len(given) == 12
    page = RuleMemory(Progress(tmp_path / "page.sqlite3"))
    before = RuleMemory(Progress(tmp_path / "before.sqlite3"))  # Good on every rule not missed
    unshown = 0
    for a in given:
        q = a.question
        fb = check(q, a.raw, box_names(q.game, q))  # the pages' Check (ui.pages.quiz._on_check)
        page.record_check(week.LEARNER, q, fb, a.source, at=a.at)
        missed = [r.id for r in fb.missed]
        rules = [r.id for r in fb.rules]
        before.record_answer(week.LEARNER, q, rules, fb.correct, a.source, at=a.at, missed=missed)
        unshown += len(set(rules) - set(missed) - {r.id for r in fb.kept})
    assert _records(memory) == _records(page)
    # some wrong answers show nothing of a rule they cite: there the old reading differs
    assert sum(not check(a.question, a.raw).correct for a in given) >= 4 and unshown
    assert _records(page) != _records(before)
