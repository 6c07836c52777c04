"""Learn's task block (learner walk, Irish Loo and Sixty-Six steps at 1400 and 390 px): a
"who wins this trick?" task sat under "Your turn", though no one is asking the learner to play;
and the boxes of a tick-every-one task came back empty after Check, so the verdict no longer
showed what had been chosen."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, markdown, open_step
from streamlit.testing.v1 import AppTest

from lessons import load
from lessons.tasks import task_for

OpenApp = Callable[..., AppTest]
LEARNER = "learnertest0002"


def _heads(at: AppTest) -> list[str]:
    """The task's heading ("### Your turn", a Markdown heading at the foot of the element that
    gives the step's source: ui/pages/learn.py's source_md)."""
    lines = (line for m in at.main.markdown for line in str(m.value).split("\n"))
    return [line.removeprefix("### ") for line in lines if line.startswith("### ")]


def test_a_trick_winner_task_is_a_question_not_your_turn(app: OpenApp) -> None:
    at = open_step(app("sixty_six:learn", learner=LEARNER), "sixty_six", "trick_winner")
    assert "Your question" in _heads(at) and "Your turn" not in _heads(at)
    task = task_for(load("sixty_six").step("trick_winner"))
    assert task is not None
    click(at, f"sixty_six:learn:try:P{task.answer()}")
    assert "Your question: done" in _heads(at)


def test_a_play_task_is_still_your_turn(app: OpenApp) -> None:
    at = open_step(app("irish_loo:learn", learner=LEARNER), "irish_loo", "dealer_last")
    assert "Your turn" in _heads(at)


def test_ticked_boxes_stay_ticked_after_a_wrong_check(app: OpenApp) -> None:
    at = open_step(app("irish_loo:learn", learner=LEARNER), "irish_loo", "dealer_last")
    key = "w:irish_loo:learn:tick:dealer_last:0:{}"
    at.checkbox(key=key.format("stand")).check()
    at.run()
    click(at, "irish_loo:learn:check")  # stand alone: pass is allowed too
    assert at.error and "Not quite" in at.error[0].value
    assert at.checkbox(key=key.format("stand")).value is True
    assert at.checkbox(key=key.format("pass")).value is False
    at.checkbox(key=key.format("pass")).check()
    at.run()
    click(at, "irish_loo:learn:check")
    assert "(2 of 3 stars)" in " ".join(s.value for s in at.success)
    text = markdown(at)
    assert "You ticked:" in text and "Stand" in text.split("You ticked:")[1]
