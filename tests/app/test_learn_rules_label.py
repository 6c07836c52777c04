"""The box under a Learn step's reasons is labelled in the learner's words: "The rule behind
this step" (or "The rules ..."), not "The rules the engine applied" — the page teaches the
rules, not the program (as Quiz's verdict says "The right answer", not "The engine's answer").
The rules it holds come from the engine's explanation of the step's position."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import open_step
from streamlit.testing.v1 import AppTest

from engine.quiz import Question, explanation
from lessons import load
from ui.pages.learn_position import SHOW_KIND

OpenApp = Callable[..., AppTest]


@pytest.mark.parametrize(("game_id", "step_id"), [("loo", "flush"), ("loo", "white_counters")])
def test_the_rules_box_speaks_to_the_learner(app: OpenApp, game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    assert step.scenario is not None and step.show is not None
    q = Question(id=step.id, kind=SHOW_KIND[step.show], prompt="", scenario=step.scenario)
    rules = explanation(q)[1]
    assert rules, "the step needs a rule to cite"
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    labels = [e.label for e in at.expander]
    said = f"The {'rules' if len(rules) > 1 else 'rule'} behind this step"
    assert said in labels, labels
    assert not [label for label in labels if "engine" in label.lower()], labels
