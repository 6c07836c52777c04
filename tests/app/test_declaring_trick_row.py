"""A picture of a position before the first card is played says what comes first, not "no
cards played yet" under "Trick 1" (learner walk: Rams' Play at 1400 and 390 px while the
learner was to declare, Loo's, Rounce's and Rams' declaring steps, Napoleon's step where the
bidder names trumps). Napoleon's bidding already said "bidding first" and Spoil Five's dealer
"first the dealer robs or lets it lie"; the pool games' declaring, exchanging and the widow's
taker's discard, and Napoleon's naming of trumps, now say so too. A question's picture (a
Learn task's, Rams' play_or_pass) says it without naming the moves it asks about: "you move
before this trick" (ui.quiz_picture.said_as_asked)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import open_step, pictures
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.cards import table_view

OpenApp = Callable[..., AppTest]
NOT_YET = "no cards played yet"


def _before_play() -> list[tuple[str, str, object]]:
    """Every Learn step's position in which the seat to move is not yet playing a card."""
    out = []
    for game in REGISTRY:
        for step in load(game.id).steps:
            s = step.scenario.state if step.scenario is not None else None
            if s is not None and getattr(s, "phase", "play") not in ("play", "over"):
                out.append((game.id, step.id, s))
    return out


def test_every_declaring_picture_says_what_comes_first() -> None:
    found = _before_play()
    # the pool family, Napoleon and Spoil Five all have such steps
    assert {g for g, _, _ in found} >= {"loo", "rams", "rounce", "napoleon", "spoil_five"}
    wrong = [
        (g, step)
        for g, step, s in found
        if table_view(s, reveal=True).empty_trick == NOT_YET
        or table_view(s, viewer=0).empty_trick == NOT_YET
    ]
    assert not wrong


@pytest.mark.parametrize(
    ("game_id", "step_id", "said"),
    [
        ("napoleon", "name_trump", "naming trumps first"),
        ("rams", "play_or_pass", "you move before this trick"),
    ],
)
def test_a_declaring_step_s_picture_in_the_page(
    app: OpenApp, game_id: str, step_id: str, said: str
) -> None:
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    table = pictures(at)[0]
    assert said in table and NOT_YET not in table


def test_play_while_the_learner_declares(app: OpenApp) -> None:
    at = app("rams:play", **{"rams__play_cfg": {"players": 4, "seat": 0, "bots": "random"}})
    t = at.session_state["rams:table"]
    assert t.state.phase == "declare" and not t.state.trick
    table = pictures(at)[0]
    assert "declaring first" in table and NOT_YET not in table
