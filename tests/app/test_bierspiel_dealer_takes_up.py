"""Play: a Bierspiel dealer after a turned 7♦ may take up one turned card or both, or neither.

Seed 002: "If it [the 7♦] is turned up, the dealer turns up the next card for a trump, and when
it comes to his turn, he can take both cards into his hand, discarding others in their place."
The engine allows him to stand, take the widow, pass, take up the trump card (``rob 9C``) or
both (``rob 2 9C AD``). The Play page drew only the cards to tick and "Take up the trump": no
Stand, Take the widow or Pass; one card ticked made ``rob 1 10C``, which the engine refused,
and none ticked ``rob 0``, so the learner dealing could only take both cards. Now one card
ticked takes up the trump card alone, two take both, and the other moves have their buttons.
Three cards ticked were refused as a move unheard of in the declaring ("You cannot take up the
trump, putting out 7♣ and 8♣ and 10♣ in this game's declaring: ..."); they are refused by the
take-up's own rule (bierspiel.dealer_takes_both), naming what was ticked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import click
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Card
from engine.games.pool.bierspiel import BIERSPIEL, SEVEN, SEVEN_TAKEN
from engine.scenario import from_dict
from ui.pages import play

OpenApp = Callable[..., AppTest]
G = BIERSPIEL
GID = G.id
SCENARIO: dict[str, Any] = {
    "game": GID,
    "players": 4,
    "dealer": "P0",
    "turn_card": "9S",
    "seven_turned": True,
    "declarations": {"P1": "stand", "P2": "stand", "P3": "stand"},
    "hands": {
        "P0": ["10H", "10C", "8C", "7C", "8D"],
        "P1": ["7S", "8S", "10S", "JC", "QD"],
        "P2": ["QS", "KS", "JD", "9D", "AD"],
        "P3": ["7H", "8H", "QH", "JH", "9C"],
    },
}


def _dealing(app: OpenApp) -> AppTest:
    """The Play page with the learner (P0) dealing, the 7♦ turned, his turn to declare."""
    at = app(f"{GID}:play", **{f"{GID}__seed": 5})
    t: play.Table = at.session_state[f"{GID}:table"]
    t.state = t.start = from_dict(SCENARIO, "test").state
    t.pause, t.message = False, None
    at.run()
    assert not at.exception, at.exception
    assert t.state.to_move == 0 == t.state.dealer and t.state.seven_turned == SEVEN
    return at


def _tick(at: AppTest, *codes: str, on: bool = True) -> None:
    t: play.Table = at.session_state[f"{GID}:table"]
    for code in codes:
        box = at.checkbox(key=f"w:{GID}:pick:rob:{t.deal_no}:{len(t.events)}:{code}")
        box.check() if on else box.uncheck()
    at.run()
    assert not at.exception, at.exception


def _holds(at: AppTest, code: str) -> bool:
    return bool(at.session_state[f"{GID}:table"].state.hands[0] >> int(Card.parse(code)) & 1)


def test_the_dealer_may_still_stand_take_the_widow_or_pass(app: OpenApp) -> None:
    at = _dealing(app)
    keys = {b.key for b in at.button}
    for word in ("stand", "widow", "pass"):
        assert f"{GID}:decl:{word}" in keys, sorted(keys)
    click(at, f"{GID}:decl:stand")
    s = at.session_state[f"{GID}:table"].state
    assert s.declarations[0] == "stand" and not s.robbed


def test_one_card_ticked_takes_up_the_trump_card_alone(app: OpenApp) -> None:
    at = _dealing(app)
    _tick(at, "10C")
    assert at.button(key=f"{GID}:compose:rob").label == "Take up 9\u2660, discard 10\u2663"
    click(at, f"{GID}:compose:rob")
    assert not at.error, at.error[0].value
    s = at.session_state[f"{GID}:table"].state
    assert s.robbed and s.seven_turned == SEVEN  # the 7♦ still lies turned up
    assert _holds(at, "9S") and not _holds(at, "10C")


def test_two_ticked_take_both_and_three_are_refused_by_the_take_up_rule(app: OpenApp) -> None:
    at = _dealing(app)
    _tick(at, "10C", "8C", "7C")
    click(at, f"{GID}:compose:rob")
    msg = at.error[0].value
    assert msg.startswith(
        "You take up the trump card putting out one card, or both turned cards putting out "
        "two: you named three"
    ), msg
    assert "take up the trump, putting out" not in msg and "cannot" not in msg
    assert "Foster" in msg or "seed 002" in msg
    _tick(at, "7C", on=False)  # two left: both turned cards taken up
    click(at, f"{GID}:compose:rob")
    s = at.session_state[f"{GID}:table"].state
    assert s.seven_turned == SEVEN_TAKEN and s.robbed
    assert _holds(at, "9S") and _holds(at, "7D") and not _holds(at, "10C")


def test_the_take_up_button_says_what_the_ticked_cards_would_do(app: OpenApp) -> None:
    """None ticked or three ticked fit no take-up: the button read "Take up the trump" all
    the same (and refused); it now says what to tick. One names its discard, two both cards."""
    at = _dealing(app)
    key = f"{GID}:compose:rob"
    neutral = "Tick 1 card to take up 9\u2660, 2 to take both"
    assert at.button(key=key).label == neutral
    _tick(at, "10C", "8C", "7C")
    assert at.button(key=key).label == neutral
    _tick(at, "7C", on=False)
    assert at.button(key=key).label.startswith("Take both turned cards, discard ")
