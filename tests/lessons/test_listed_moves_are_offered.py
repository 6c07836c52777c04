"""A declaring step that lists 'the moves below' lists every move its task offers (learner
walk, /rounce-learn?step=pone: the text asked 'Which of the moves below (play as you are, take
the widow, pass, rob the trump card) are yours to make?' over a task offering six: Play, Take
the widow, Pass, General rounce, Rob the trump, Discard; the step before it named five). The
refused ones are the lesson's distractors, each refused with its rule (no general rounce; a
discard only from the widow's six), so the text names them without saying which are allowed."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from lessons import available, load
from lessons.tasks import task_for

LISTED = re.compile(r"moves\s+below\s*\(([^)]*)\)")


def _listing_steps() -> list[tuple[str, str]]:
    out = []
    for gid in available():
        for step in load(gid).steps:
            if LISTED.search(step.text):
                out.append((gid, step.id))
    return out


@pytest.mark.parametrize(("gid", "step_id"), _listing_steps())
def test_the_listed_moves_are_the_moves_offered(gid: str, step_id: str) -> None:
    step = load(gid).step(step_id)
    task = task_for(step)
    assert task is not None
    match = LISTED.search(step.text)
    assert match is not None
    listed = [m for m in re.split(r",\s*|\s+or\s+", " ".join(match.group(1).split())) if m]
    assert len(listed) == len(task.question.choices()), (listed, task.question.choices())
