"""A refusal said of a seat says what he must do, not an order to nobody: notebook 09 printed
'P1 has no trump: lead his smallest card face down' and 'P1 has declared to play: take up the
trump card ... or keep his hand', notebook 10 'P3 robs with the A♠: ... so put out another
card' (told to the player, the imperative read as an order to him; said of him, to the
reader). Now 'he must lead ...', and told to him, 'you must lead ...'."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action
from engine.scenario import from_dict

BIER = {"game": "bierspiel", "players": 4, "dealer": "P0"}
FACE_DOWN = BIER | {
    "turn_card": "9S",
    "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P0": "stand"},
    "hands": {"P1": ["9H", "9C", "KD", "QC", "AH"]},
}
ELDEST = BIER | {
    "turn_card": "10H",
    "declarations": {"P1": "stand", "P2": "stand", "P3": "pass", "P0": "pass"},
    "hands": {"P1": ["AS", "10S", "8H", "KD", "7C"]},
}
ROB = {
    "game": "spoil_five",
    "players": 5,
    "dealer": "P0",
    "turn_card": "6S",
    "hands": {"P3": ["AS", "QH", "7C", "JD", "7D"]},
    "trick": ["P1 5C", "P2 3C"],
}


@pytest.mark.parametrize(
    ("position", "action", "said", "told"),
    [
        (FACE_DOWN, "QC", "P1 has no trump: he must lead his smallest card face down",
         "you have no trump: you must lead your smallest card face down"),
        (ELDEST, "pass", "P1 has declared to play: he must take up the trump card",
         "you have declared to play: you must take up the trump card"),
        (ROB, "rob AS", "so he must put out another card", "so you must put out another card"),
    ],
)  # fmt: skip
def test_a_duty_is_said_of_the_seat_as_his(
    position: dict[str, object], action: str, said: str, told: str
) -> None:
    s = from_dict(position).state
    game = REGISTRY.get(str(position["game"]))
    refused = {str(r.action): r for r in game.refusals(s)}
    r = refused[str(Action.parse(action))]
    assert said in r.reason_of(s.to_move)
    assert told in r.reason
