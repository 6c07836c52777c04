"""Play asks a game's page words for a trick's notes told to the learner once per trick drawn.

The replay of a finished deal asked ``GameUI.trick_told`` whether to draw a trick's notes (a
game that tells them in the trick's story leaves them out), then ``trick_story`` asked it
again for the same trick; and the live table's story asked it for the trick paused on. Now
the first answer is passed on: one call for the live trick's story and one for each tab of
the replay.

A Loo deal at three (whose turned trump's notes are told to the learner), played out by the
page's table logic, the learner at random, opened on the page with a counting ``trick_told``."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from apptools import go, random_table
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.tables import GAME_UI

OpenApp = Callable[..., AppTest]


def test_each_trick_asks_for_its_notes_once(app: OpenApp, monkeypatch: Any) -> None:
    game = REGISTRY.get("loo")
    t = random_table(game, 3, 3)
    play_out(game, t, random.Random(3).choice)
    tricks = len(t.state.history)
    assert tricks, "the deal was played out"
    told = GAME_UI["loo"].trick_told
    assert told is not None
    asked: list[int] = []

    def counting(state: Any, seat: int) -> list[str] | None:
        asked.append(len(state.history))
        return told(state, seat)

    monkeypatch.setitem(GAME_UI, "loo", replace(GAME_UI["loo"], trick_told=counting))
    at = app()
    at.session_state["loo:table"] = t
    go(at, "loo:play")
    assert not at.exception, at.exception
    # the live table's last trick, then each replay tab's once
    assert len(asked) == tricks + 1, asked
    assert sorted(asked) == sorted([tricks, *range(1, tricks + 1)]), asked
