"""Learn draws no empty list where a settled step has no reason left to say.

A settlement step's reasons that its picture's caption says already are left out (with the
moves they settle: test_learn_settlement_reason_said_once); where that left none (Spoil
Five's three_tricks, once bd6adf9 made the pool's transfer say the caption's sentence), the
page still drew the list: an empty Markdown element, a gap between the settlement table and
"The rules behind this step". Each such step is opened on its Learn page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import open_step
from streamlit.testing.v1 import AppTest
from test_learn_settlement_reason_said_once import _lines

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load

OpenApp = Callable[..., AppTest]


def _nothing_left() -> list[tuple[str, str]]:
    """The settled steps whose every reason the caption says (alone or with its moves)."""
    out = []
    for game in REGISTRY:
        for step in load(game.id).steps:
            scn = step.scenario
            if step.show == "settlement" and scn is not None and game.is_over(scn.state):
                caption, _, others = _lines(game.id, step.id)
                if caption and not others:
                    out.append((game.id, step.id))
    return out


EMPTY = _nothing_left()


def test_spoil_five_s_three_tricks_is_among_them() -> None:
    assert ("spoil_five", "three_tricks") in EMPTY


@pytest.mark.parametrize(("game_id", "step_id"), EMPTY)
def test_no_empty_markdown_under_the_table(app: OpenApp, game_id: str, step_id: str) -> None:
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    assert not at.exception, at.exception
    empty = [m for m in at.markdown if not m.value.strip()]
    assert not empty, f"{len(empty)} empty Markdown element(s) on {game_id}'s {step_id}"
