"""What Play says beside "Next deal" comes from one hook of the game's page helpers, with a
default, and the words "the deal passes to the left" are written once.

GameUI had two: ``next_deal_help`` (words) and ``next_deal_words`` (a function, None: the
words), and Napoleon's and Spoil Five's functions each wrote "the deal passes to the left"
again, as did every game's ``next_deal_help``. Now ``GameUI.next_deal`` (the state and the
learner's seat to the words; by default the deal passes to the left), and the games where
the same thing carries over after every deal build theirs with ``passes_left``."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from apptools import open_random_deal
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import capital
from ui.tables import PASSES_LEFT, GameUI, game_ui

OpenApp = Callable[..., AppTest]
UI = Path(__file__).resolve().parents[2] / "ui"
GAMES = [g.id for g in REGISTRY if game_ui(g.id).play]


def test_one_hook_says_what_follows_a_deal() -> None:
    hooks = [f.name for f in dataclasses.fields(GameUI) if f.name.startswith("next_deal")]
    assert hooks == ["next_deal"], hooks


def test_the_deal_passes_to_the_left_is_written_once() -> None:
    said = {str(p.relative_to(UI)) for p in UI.rglob("*.py") if PASSES_LEFT in p.read_text()}
    assert said == {"tables.py"}, said  # (PASSES_LEFT, and its doctest)


@pytest.mark.parametrize("gid", GAMES)
def test_the_words_beside_next_deal_are_the_hook_s(app: OpenApp, gid: str) -> None:
    game, ui = REGISTRY.get(gid), game_ui(gid)
    at, t = open_random_deal(app, gid, 2)
    play_out(game, t, random.Random(2).choice)
    at.run()
    assert not at.exception, at.exception
    if ui.game_over(t.state, t.seat):  # (a game won: "New game", nothing beside it)
        return
    words = capital(ui.next_deal(t.state, t.seat)) + "."
    assert words.startswith(capital(PASSES_LEFT)) or " again: " in words, words
    assert words in [c.value for c in at.caption], [c.value for c in at.caption]
