"""A Learn step's title colours its red cards as the step's prose does (learner walk of
2026-12-03, /?game=bierspiel&step=seven at 1400 and 390 px): the heading 'The 7♦ is always a
trump' drew a black 7♦ right above prose and a picture with a red one, where the Quiz's
heading (its prompt) already drew red cards red."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import step_title
from streamlit.testing.v1 import AppTest

from lessons import load

OpenApp = Callable[..., AppTest]


@pytest.mark.parametrize(
    ("game_id", "step_id", "heading"),
    [
        ("bierspiel", "seven", "The :red[7♦] is always a trump"),
        ("bierspiel", "seven_turned", "A turned :red[7♦] does not fix trumps"),
        ("rams", "rank", "Ace high"),
    ],
)
def test_a_step_title_colours_its_red_cards(
    app: OpenApp, game_id: str, step_id: str, heading: str
) -> None:
    lesson = load(game_id)
    at = app(f"{game_id}:learn", learner="titlesuits0001")
    at.selectbox(key=f"w:{game_id}:learn:jump").set_value(lesson.index(step_id)).run()
    assert not at.exception, at.exception
    assert step_title(at) == heading
