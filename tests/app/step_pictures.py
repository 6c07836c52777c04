"""The picture a Learn step opens on, as ui.pages.learn draws it, for the tests that check
what a step's table shows."""

from __future__ import annotations

from lessons import Step
from lessons.tasks import named, step_seat, task_for
from ui.cards import TableView
from ui.pages.learn_position import step_view
from ui.quiz_picture import task_view


def first_view(step: Step) -> TableView | None:
    """The table a step opens on: its task's picture (Learn's ``_task_picture``: the decision
    as it finds it), else its position's (``step_view``); None for a step without one."""
    task = task_for(step)
    if task is not None:
        return task_view(task, named(step), step_seat(step))
    scn = step.scenario
    return None if scn is None else step_view(scn.game, step, scn)
