"""A robbing step's task is judged by the robbing rules. Spoil Five's 'Only the ace robs' put
the learner, holding no ace, on a club lead with a club in hand: robbing was not on offer to him
(the engine offers a rob only to the player who may rob), so every wrong try was a card the
follow-or-trump rule refuses, a rule the lesson teaches a chapter later. Its position now gives
the ace to the learner, second to play: a wrong try is a rob the robbing rules refuse."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from lessons import load
from lessons.tasks import chapter_of, task_for


@pytest.mark.parametrize("gid", ["spoil_five", "forty_five"])
def test_a_robbing_steps_wrong_tries_cite_robbing_rules(gid: str) -> None:
    lesson = load(gid)
    steps = [s for s in lesson.steps if "rob" in chapter_of(lesson, s.id).title.lower()]
    assert len(steps) >= 3
    cited: dict[str, list[str]] = {}
    for step in steps:
        task = task_for(step)
        assert task is not None, step.id
        for move in task.choices():
            verdict = task.try_answer(move)
            if not verdict.correct:
                cited[f"{step.id}: {move}"] = [r.id for r in verdict.rules]
    assert cited  # some step offers a move the rules refuse
    off = {k: v for k, v in cited.items() if not v or any(".rob" not in r for r in v)}
    assert not off, off


def test_only_the_ace_robs_offers_the_ace_holder_his_rob() -> None:
    task = task_for(load("spoil_five").step("rob_without_ace"))
    assert task is not None and task.question.seat == 2
    assert any(m.startswith("rob ") for m in task.legal_moves())
