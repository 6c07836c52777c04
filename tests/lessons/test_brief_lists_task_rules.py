"""Every rule that judges a Learn task, or a curated quiz question on a position, is in that
game's Rules brief (learner walk, the Rules pages at 1400 and 390 px: Loo's lone_widow_002 task
is judged by loo.widow_once, Irish Loo's lead steps by eldest_leads_trump and
winner_leads_trump, Five-card Loo's play_or_pass by no_widow, Rounce's by rob_dealer_only,
Bierspiel's seven by must_trump, Spoil Five's and Forty-Five's rob_ace by rob_keeps_ace,
Napoleon's name_trump by trump_held, and none of these was listed: the brief held only the
rules the steps' quotes hold).

A position's judging rules are what a wrong try cites: the engine's refusals there, or, for
"who wins this trick?", the trick-winner rule."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import Question
from lessons import available, load
from lessons.tasks import task_for
from ui.pages.rules import brief

ASKED = ("legal_cards", "declare", "trick_winner")  # the kinds asked on a position


def _judging(q: Question) -> set[str]:
    g: Any = q.game
    if q.kind == "trick_winner":
        return {g.trick_winner_rule(q.state).id}
    return {r.rule.id for r in g.refusals(q.state)}


@pytest.mark.parametrize("gid", available())
def test_every_rule_judging_a_task_or_question_is_in_the_brief(gid: str) -> None:
    lesson = load(gid)
    b = brief(REGISTRY.get(gid), lesson)
    listed = {r.id for _, rules in (*b.sections, *b.readings) for r in rules}
    missing: dict[str, list[str]] = {}
    for step in lesson.steps:
        task = task_for(step)
        if task is not None:
            for rid in sorted(_judging(task.question) - listed):
                missing.setdefault(rid, []).append(f"step {step.id}")
    for q in lesson.quiz:
        if q.kind in ASKED:
            for rid in sorted(_judging(q) - listed):
                missing.setdefault(rid, []).append(f"question {q.id}")
    assert not missing, missing
