"""A Learn task's wrong card is told the duty it breaks, not the cards that keep it:
/loo-learn?step=follow_head (learnwalk2, 390x2200), a wrong A♦ read "You must follow suit: you
hold K♠ and 3♠; of those you may play K♠", the task's one right card, though lessons/tasks.py
promises a wrong try is explained "without giving the answer away". Play's refusal keeps its
pointer (a refusal there says what may be played); Learn's verdict reads the reason without
its asides (engine.refusal.Refusal.bare_reason, cdffc6e). The Quiz and the notebooks' graders
give the engine's answer with any wrong one, so their refusals keep the whole sentence."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import click, markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from lessons import available, load
from lessons.tasks import task_for

OpenApp = Callable[..., AppTest]


def _refused_cards(game_id: str) -> list[tuple[str, str, str, str]]:
    """(step, card, Play's reason, its aside) for every card a lesson's play task refuses."""
    tasks = [(s.id, t) for s in load(game_id).steps if (t := task_for(s)) is not None]
    return [
        (step_id, r.action.card.code, r.reason, r.reason[len(r.bare_reason) :])
        for step_id, task in tasks
        if task.kind == "legal_cards"
        for r in task.question.game.refusals(task.question.state)
        if r.action.kind == "play" and r.action.card is not None
    ]


@pytest.mark.parametrize("game_id", available())
def test_a_wrong_card_is_told_the_duty_alone(game_id: str) -> None:
    for step_id, card, _, aside in _refused_cards(game_id):
        task = task_for(load(game_id).step(step_id))
        assert task is not None
        said = task.try_answer(card)
        assert not said.correct
        assert said.reasons, (step_id, card)
        if aside:
            assert not any(aside.strip() in line for line in said.reasons), (step_id, said)


def test_some_lesson_refusal_points_at_the_cards_to_play() -> None:
    """The check above is not empty: Play's words for these refusals carry the pointer."""
    asides = [a for g in available() for *_, a in _refused_cards(g) if a]
    assert any("of those you may play" in a for a in asides)


def test_loo_follow_head_wrong_card_keeps_the_answer_back(app: OpenApp) -> None:
    at = open_step(app("loo:learn", learner="learnertest0002"), "loo", "follow_head")
    refused = [(c, reason, a) for s, c, reason, a in _refused_cards("loo") if s == "follow_head"]
    assert any(a for *_, a in refused)
    for card, reason, aside in refused:
        click(at, f"loo:learn:try:{card}")
        text = " ".join(markdown(at).split())
        duty = reason[: len(reason) - len(aside)]
        assert duty[1:] in text  # "you must follow suit: you hold K♠ and 3♠" (capitalised)
        if aside:
            assert aside.strip() not in text, text
