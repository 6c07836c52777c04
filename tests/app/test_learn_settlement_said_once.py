"""A Learn settlement step says the picture's caption once: under the picture, not again as
the reason under the settlement table.

Found by the learner walk: /spoil_five-learn?step=spoiled (1400 and 390 px) read 'Nobody won
three tricks: the deal is spoiled and the pool stays.' under the table picture, then the
settlement table, then the one bullet 'Nobody won three tricks: the deal is spoiled and the pool
stays'; the step 'penalty' the same of 'P2 won three tricks but has no right to this pool (an
irregularity): ...'. Play already leaves out a line its caption says (ui.pages.play_record.
latest_moves). Every settlement step of every lesson is held to it: each reason the engine
gives is said once, in the caption or as a bullet."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from html import unescape

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import Question, explanation
from lessons import load
from ui.cards import table_view
from ui.format import md
from ui.pages.common import reasons

OpenApp = Callable[..., AppTest]


def _settled_steps() -> list[tuple[str, str]]:
    out = []
    for game in REGISTRY:
        lesson = load(game.id)
        for step in lesson.steps:
            if step.show == "settlement" and game.is_over(step.scenario.state):
                out.append((game.id, step.id))
    return out


@cache
def _repeated(game_id: str, step_id: str) -> list[str]:
    """The engine's reasons for the step that its picture's caption also says (worked out once
    a process, for the parameters and the step's test; read, never changed)."""
    game = REGISTRY.get(game_id)
    step = next(s for s in load(game_id).steps if s.id == step_id)
    scn = step.scenario
    caption = table_view(scn.state, reveal=True).caption.strip().removesuffix(".")
    lines, _ = explanation(Question(id=step.id, kind="settlement", prompt="", scenario=scn))
    return [line for line in reasons(game, "settlement", scn.state, lines) if line == caption]


# every lesson's settlement steps whose engine reason is the caption's sentence
REPEATING = [(g, s) for g, s in _settled_steps() if _repeated(g, s)]


def test_spoil_five_s_spoiled_steps_are_among_them() -> None:
    assert {("spoil_five", "spoiled"), ("spoil_five", "penalty")} <= set(REPEATING)


@pytest.mark.parametrize(("game_id", "step_id"), REPEATING)
def test_a_settlement_step_says_its_caption_once(app: OpenApp, game_id: str, step_id: str) -> None:
    repeated = _repeated(game_id, step_id)
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    assert not at.exception, at.exception
    html = unescape(markdown(at))  # (the picture's HTML writes "side's" as "side&#x27;s")
    for line in repeated:
        assert html.count(md(line)) == 1, (line, html[-2500:])
