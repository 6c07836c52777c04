"""The picture a Learn step opens on, as ui.pages.learn draws it, for the tests that check
what a step's table shows."""

from __future__ import annotations

from typing import Any

from lessons import Step, load
from lessons.tasks import named, step_seat, task_for
from lessons.teaching import taught_later
from ui.cards import TableView
from ui.pages.learn_position import lesson_for, step_view
from ui.quiz_picture import question_view, task_view


def first_view(step: Step) -> TableView | None:
    """The table a step opens on: its task's picture (Learn's ``_task_picture``: the decision
    as it finds it), else its position's (``step_view``); None for a step without one."""
    task = task_for(step)
    if task is not None:  # (a step with a task has a position)
        later = taught_later(lesson_for(task.question.game.id), step)
        return task_view(task, named(step), step_seat(step), later)
    scn = step.scenario
    return None if scn is None else step_view(scn.game, step, scn)


def lesson_pictures(game: str) -> list[tuple[str, Any, TableView]]:
    """Every picture of a lesson's positions, with the position drawn: each step's, as it
    opens (:func:`first_view`), and each quiz question's before it is answered."""
    lesson = load(game)
    out: list[tuple[str, Any, TableView]] = []
    for step in lesson.steps:
        view = first_view(step)
        if view is not None and step.scenario is not None:
            out.append((step.id, step.scenario.state, view))
    for q in lesson.quiz:
        qview = question_view(q, None)
        assert qview is not None, q.id
        out.append((q.id, q.state, qview))
    return out
