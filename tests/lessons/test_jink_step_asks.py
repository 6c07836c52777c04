"""Spoil Five's Learn step ``jink`` asks what its text sets up but does not state.

It read "You may claim the pool now, or jink", its picture said "claim the pool, or jink"
and its task was "which of these may you choose now?" with two boxes, claim and jink, both
allowed: the step gave its own answer away. It now explains jinking and its risk (seed 002:
"he must jink it, and get all five tricks or lose what he has already won") and asks who
takes the fourth trick of a jink; the engine's answer is the trick's winner, and with it the
jink fails. Every expectation comes from the engine."""

from __future__ import annotations

import re

import engine.games  # noqa: F401
from lessons import load
from lessons.checks import step_problems
from lessons.tasks import task_for

STEP = load("spoil_five").step("jink")


def test_the_task_has_a_wrong_answer_and_the_text_does_not_give_the_right_one() -> None:
    task = task_for(STEP)
    assert task is not None and STEP.scenario is not None
    right = task.question.solve()
    choices = task.choices()
    # not "tick them all": some choice is wrong (it was claim and jink, both right)
    assert len(choices) > 1 and not (isinstance(right, set) and right == set(choices))
    text = STEP.text.lower()
    assert "claim the pool now, or" not in text and "you may claim" not in text
    if task.kind == "trick_winner":  # the text does not say who takes it
        assert not re.search(rf"\bp{right}\b[^.]*\b(wins|takes|won)\b[^.]*fourth", text)
        assert all(f"p{right} wins" not in s for s in (text, STEP.title.lower()))


def test_it_is_about_the_jink_and_its_risk() -> None:
    assert STEP.scenario is not None
    s = STEP.scenario.state
    assert s.jinker >= 0 and "jink" in STEP.text.lower()  # a jink is under way in the picture
    assert "spoiled" in STEP.text and "all five" in STEP.text
    task = task_for(STEP)
    assert task is not None
    # the engine's answer: the trick goes to another seat, so the jink fails
    assert task.question.solve() != s.jinker and s.result == "jink_failed"


def test_trickbook_check_passes_the_step() -> None:
    assert STEP.scenario is not None
    assert step_problems(STEP, STEP.scenario.game) == []
