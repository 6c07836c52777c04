"""Every rule that judges a Learn task, or a curated quiz question on a position, is in that
game's Rules brief (learner walk, the Rules pages at 1400 and 390 px: Loo's lone_widow_002 task
is judged by loo.widow_once, Irish Loo's lead steps by eldest_leads_trump and
winner_leads_trump, Five-card Loo's play_or_pass by no_widow, Rounce's by rob_dealer_only,
Bierspiel's seven by must_trump, Spoil Five's and Forty-Five's rob_ace by rob_keeps_ace,
Napoleon's name_trump by trump_held, and none of these was listed: the brief held only the
rules the steps' quotes hold).

A position's judging rules are what a wrong try cites: the engine's refusals there, or, for
"who wins this trick?", the trick-winner rule. "What may you do?" (may_act) is asked on a
position too: Sixty-Six's q_may_exhausted, whose ticked meld is refused by
no_marriage_after_exhaustion, a rule no brief named before 703fc2b.

And under every other reading a learner can pick, Learn shows each step's position read under
it and Quiz asks each question so: the rules judging them there are in the chapters or in that
reading's own section (Loo's follow_head under the lesson text is judged by seed 000's
follow_suit and head_the_trick, which no brief named)."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import Question
from engine.scenario import ScenarioError, from_dict
from lessons import available, load
from lessons.tasks import task_for
from ui.pages.rules import brief

# the kinds asked on a position
ASKED = ("legal_cards", "declare", "trick_winner", "may_act")


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


def _under(q: Question, variant: str) -> Question | None:
    """``q`` on its position read under ``variant`` (None where it cannot arise there)."""
    try:
        scn = from_dict({**q.scenario.data, "variant": variant}, q.scenario.source)
    except ScenarioError:
        return None
    return Question(id=q.id, kind=q.kind, prompt="", scenario=scn, step=q.step)


@pytest.mark.parametrize("gid", available())
def test_every_rule_judging_a_position_under_another_reading_is_in_its_section(gid: str) -> None:
    lesson = load(gid)
    game = REGISTRY.get(gid)
    b = brief(game, lesson)
    chapters = {r.id for _, rules in b.sections for r in rules}
    sections = {v: {r.id for r in rules} for v, rules in b.readings}
    missing: dict[str, list[str]] = {}
    for step in lesson.steps:
        task = task_for(step)
        asked = [task.question] if task is not None else []
        asked += [q for q in lesson.quiz if q.step == step.id and q.kind in ASKED]
        for v in game.variants:
            if v in (lesson.variant, step.variant or lesson.variant):
                continue
            listed = chapters | sections.get(v, set())
            for q in filter(None, (_under(q, v) for q in asked)):
                for rid in sorted(_judging(q) - listed):
                    missing.setdefault(rid, []).append(f"{v}: {q.id}")
    assert not missing, missing
