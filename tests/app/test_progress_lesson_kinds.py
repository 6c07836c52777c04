"""Progress's quiz table counts every kind of question a game's Quiz asks, the lesson's own
too: Spoil Five's and Forty-Five's "What may you do?" robbing questions (kind ``declare``, no
generated question asks it) were answered on the Quiz page and counted nowhere on Progress,
whose table listed the generated kinds only. (Every kind a lesson's question asks is one of
engine.quiz.lesson_kinds_for's: lessons/loader.py refuses any other.)"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import html_table
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import kinds_for
from ui.format import kind_label
from ui.pages.common import progress_store
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


@pytest.mark.parametrize("game_id", ["spoil_five"])
def test_a_robbing_answer_is_counted_on_progress(app: OpenApp, game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert "declare" not in kinds_for(game)  # (no generated question asks it: the case here)
    home = app()
    code = home.session_state["learner"]
    progress_store().record_answer(
        code, game_id, game.default_variant, "q_rob_holder", "declare", True
    )
    at = app(f"{game_id}:progress", learner=code)
    table = html_table(at, "answered").set_index("question")
    row = table.loc[kind_label("declare", game_ui(game_id).kind_labels)]
    assert (int(row["answered"]), int(row["right first time"])) == (1, 1), table
