"""The hand review says a declaration as its button says it, and its caption in plain words.

Reported by the learner walk: Rams' and Bierspiel's review read "This hand is too weak to
play: after stand you take 0.1 tricks ...; pass keeps you out of the play", where the buttons
say "Play" and "Pass" (the engine's words, engine/games/pool/review_words.py); and "Widow makes
a stronger hand". The page names each move the engine's sentence names as a move as the Play
page's button does, in quotes (ui.labels.said_in_labels); the engine's review keeps its
words. The marks' caption says when a cost counts without "standard error"."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import click, go, markdown
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.review import review_hand as engine_review_hand
from ui.pages import review_hand
from ui.play_table import action_label

OpenApp = Callable[..., AppTest]
SAMPLES = {"worlds": 12, "exact_worlds": 3}


@pytest.fixture(autouse=True)
def small_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_hand, "SAMPLES", SAMPLES)


def stood(acts: list[Action]) -> Action:
    """The learner goes in on his hand ("stand"), then plays the last card allowed."""
    return next((a for a in acts if a.kind == "stand"), acts[-1])


# (game, seed): the engine's review says "after stand" (and "pass keeps you out", or "Widow
# makes a stronger hand") of the learner's stand
CASES = [("rams", 3), ("bierspiel", 0), ("bierspiel", 1)]


@pytest.mark.parametrize(("game_id", "seed"), CASES)
def test_the_why_names_the_declarations_as_their_buttons_do(
    app: OpenApp, game_id: str, seed: int
) -> None:
    game = REGISTRY.get(game_id)
    t = finished_table(game_id, seed, players=4, choose=stood)
    deal_seed, actions = t.deals[-1]  # as the page reviews it
    review = engine_review_hand(game, t.start, actions, t.seat, seed=deal_seed, **SAMPLES)
    d = next(d for d in review.decisions if d.played.kind == "stand" and d.why)
    assert d.best is not None
    engine_words = " ".join(d.why)
    assert "after stand" in engine_words  # the engine keeps its words (notebooks, CLI)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    click(at, f"{game_id}:review_hand")
    assert not at.exception, at.exception
    text = markdown(at)
    shown = [line for line in text.split("\n") if line.startswith("- ")]
    why = "\n".join(line for line in shown if "sampled deals" in line)
    assert why, text
    said = {w: action_label(game, t.start, Action(w)) for w in ("stand", "pass", "widow")}
    assert said["stand"] == "Play"  # as the reported buttons say
    assert f"after “{said['stand']}”" in why, why
    for word in ("stand", "pass", "widow"):
        assert not re.search(rf"(?<![\w“]){word}(?![\w”])", why, re.IGNORECASE), (word, why)
    if d.best.action.kind == "pass":
        assert f"“{said['pass']}” keeps you out of the play" in why, why
    if d.best.action.kind == "widow":
        assert why.startswith(f"- “{said['widow']}” makes a stronger hand"), why
    captions = "\n".join(c.value for c in at.caption)
    # when a cost earns a mark, in plain words (it read "more than twice its standard error",
    # then "larger than the sampling noise": tests/app/test_review_caption_plain.py)
    assert "how far the sampled deals may be off" in captions
    assert "standard error" not in captions and "sampling noise" not in captions
    # the decision is not said again under the choices in the engine's words ("before play:
    # stand ... best pass": tests/app/test_review_decision_said_once.py)
    assert not any(c.startswith("before play: ") for c in captions.split("\n")), captions
