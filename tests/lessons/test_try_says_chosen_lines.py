"""A wrong try at a Learn declaring task says the engine's lines on the choices ticked that
the rules forbid, and no other line of the Quiz's feedback (those name the answer): the
engine marks those lines (:class:`engine.sentence.Chose`, read as
:attr:`engine.quiz.Feedback.chose`), and :meth:`lessons.tasks.Task.try_answer` takes them by
that mark. It used to take every line whose words began "you chose ", so a rule's reason
worded so ("you chose ... when you looked at your hand") was said as if it were the
learner's mistake, and a line of the engine's reworded would have been lost."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game import Action, Game, Ground
from engine.quiz import check
from lessons import load
from lessons.tasks import task_for

# a rule's reason for an allowed move that happens to open with the words of a choice line
OPENS_ALIKE = "you chose when you looked at your cards, and you may still bid"


def test_a_reason_opening_alike_is_not_a_chosen_line(monkeypatch: pytest.MonkeyPatch) -> None:
    lesson = load("napoleon")
    task = task_for(lesson.step("promise"), lesson)
    assert task is not None
    q = task.question
    game: Game[Any] = q.game
    real = type(game).grounds

    def grounds(self: Game[Any], state: Any, action: Action) -> list[Ground]:
        said = [x for x in real(self, state, action)]
        return [Ground(x.action, x.rule, OPENS_ALIKE, x.role) for x in said]

    monkeypatch.setattr(type(game), "grounds", grounds)
    # every choice is allowed here: with one left out, the lines give the moves' grounds
    ticked = [w for w in task.choices() if w != "nap"]
    assert set(ticked) < task.answer() == set(q.choices())
    fb = check(q, ticked)
    assert any(line.text() == OPENS_ALIKE for line in fb.said), fb.explanation
    tried = task.try_answer(ticked)
    assert not tried.correct
    assert OPENS_ALIKE not in tried.reasons, tried.reasons
    assert tried.reasons[0] == "you left out one choice the rules allow here"
    assert fb.chose == ()


def test_the_chosen_lines_are_those_the_try_says() -> None:
    lesson = load("rams")
    task = task_for(lesson.step("dealer_duty"), lesson)
    assert task is not None
    q = task.question
    wrong = sorted(set(task.choices()) - task.answer())
    assert wrong
    fb = check(q, wrong[:1])
    assert [x.text() for x in fb.chose] == [fb.explanation[0]]
    assert fb.explanation[0].startswith("you chose ")
    tried = task.try_answer(wrong[:1])
    assert tried.said[: len(fb.chose)] == list(fb.chose)
