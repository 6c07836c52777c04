"""Rounce on the Play page: taking the widow of six and discarding one, the trump lead after the
first trick refused with its rule, and no rams button. (Learn, Quiz and whole deals at every
level: tests/app/test_pool_games.py, over every pool game; Rules and Progress:
tests/app/test_rams.py, over both games.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import click, markdown, play_card
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS, Card
from engine.scenario import from_dict
from lessons import load
from ui.pages import play

OpenApp = Callable[..., AppTest]
FOUR = {"players": 4, "seat": 0, "bots": "rule of thumb"}


def _table(at: AppTest) -> play.Table:
    t: play.Table = at.session_state["rounce:table"]
    return t


def _open(app: OpenApp) -> AppTest:
    return app("rounce:play", rounce__seed=5, rounce__play_cfg=FOUR)


def test_play_take_the_widow_and_discard_one(app: OpenApp) -> None:
    at = _open(app)
    t = _table(at)
    assert t.state.to_move == 0 and t.state.phase == "declare"  # the learner is eldest
    keys = {b.key for b in at.button}
    assert "rounce:decl:rams" not in keys  # there is no general rounce
    widow = t.state.widow
    click(at, "rounce:decl:widow")
    t = _table(at)
    assert t.state.hands[0] == widow and widow.bit_count() == 6
    discards = [b for b in at.button if (b.key or "").startswith("rounce:decl:discard")]
    assert len(discards) == 6 and discards[0].label.startswith("Discard ")
    # the learner is told what he is to do: discard (not "declare", which he may not yet)
    assert "Your turn to discard" in markdown(at) and "Your turn to declare" not in markdown(at)
    out = next(c for c in range(52) if widow >> c & 1)
    click(at, f"rounce:decl:discard {CARDS[out].code}")
    t = _table(at)
    assert t.state.hands[0] == widow & ~(1 << out)
    assert any(f"discard {CARDS[out].pretty} from the widow" in line for line in t.events)
    assert not any(
        f"P{i} discards {CARDS[out].pretty}" in line for i in (1, 2, 3) for line in t.events
    )


def test_play_the_trump_lead_is_refused_with_its_rule(app: OpenApp) -> None:
    at = _open(app)
    scn: dict[str, Any] = {
        "game": "rounce",
        "players": 4,
        "dealer": "P3",
        "pool": 10,
        "trump": "S",
        "declarations": {"P0": "stand", "P1": "stand", "P2": "pass", "P3": "stand"},
        "tricks_won": {"P0": 1},
        "leader": "P0",
        "hands": {
            "P0": ["4S", "KH", "9C", "2D"],
            "P1": ["5H", "6H", "7H", "8H"],
            "P3": ["3D", "4D", "5D", "6D"],
        },
    }
    t = _table(at)
    t.state = t.start = from_dict(scn, "test").state
    t.pause, t.message = False, None
    at.run()
    play_card(at, "rounce", "KH")
    assert not _table(at).state.trick  # nothing was played
    msg = at.error[0].value
    assert "you must lead a trump" in msg.lower() and "Foster" in msg
    play_card(at, "rounce", "4S")
    s = _table(at).state
    played = s.trick if s.trick else s.history[-1][0]
    assert played[0] == (0, Card.parse("4S"))


def test_learn_the_announcement_rounce_lacks_is_said_not_offered(app: OpenApp) -> None:
    """Rounce has "no such announcement as general rounce" (seed 002): the step says so in its
    text, and its boxes offer only moves the game has (look6: a "General rounce" box, refused,
    offered a move the game has not got), neither "General rounce" nor "Rams"."""
    lesson = load("rounce")
    k = next(i for i, s in enumerate(lesson.steps) if s.id == "no_general_rounce")
    at = app("rounce:learn", rounce__seed=5)
    at.selectbox(key="w:rounce:learn:jump").set_value(k).run()
    boxes = [b for b in at.checkbox if ":learn:tick:no_general_rounce:" in str(b.key)]
    assert len(boxes) >= 3, [b.key for b in at.checkbox]  # stand, widow, pass at least
    assert not [b.label for b in boxes if "rounce" in b.label.lower() or "rams" in b.label.lower()]
    assert "no *general rounce*" in markdown(at) or "no general rounce" in markdown(at).lower()
