"""A scenario's error quotes a refusal of the player it names, not of "you" (learner walk: a
scenario whose trick has P0 play a card he may not play was refused with "field 'trick[2]':
play 9♦ is not allowed: you must follow suit: you hold 5♠" - the reader is the file's author,
and "you" was P0). Each game's scenario reader now quotes the refusal said of the seat
(engine.refusal.Refusal.reason_of / message_of, from said_of): "P0 must follow suit: he holds
5♠"; Forty-Five's rob said "field 'rob.player': P1: you may not rob: you do not hold the A♣",
now "P1 may not rob: he does not hold the A♣". Refusals written in plain words (not a
Sentence) are quoted as they are."""

from __future__ import annotations

import re

import pytest
from test_scenario_error_plain import LINGER

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import ScenarioError, from_dict

CASES = {
    "linger_longer": (LINGER, "play 9♦ is not allowed, because P0 must follow suit: he holds 5♠"),
    "loo": (
        {
            "game": "loo",
            "players": 3,
            "pool": 6,
            "trump": "H",
            "declarations": {"P1": "stand", "P2": "stand", "P0": "stand"},
            "hands": {"P2": ["KS", "3S"]},
            "trick": ["P1 QS", "P2 AD"],
        },
        "P2 may not play A♦, because P2 must follow suit: he holds K♠ and 3♠",
    ),
    "spoil_five": (
        {
            "game": "spoil_five",
            "players": 4,
            "dealer": "P0",
            "turn_card": "7H",
            "hands": {"P2": ["4C", "8C", "9D", "KD"]},
            "trick": ["P1 AC", "P2 2S"],
        },
        "play 2♠ is not allowed, because the A♣ was led and P2 holds no trump, so he must follow",
    ),
    "forty_five": (
        {
            "game": "forty_five",
            "players": 2,
            "dealer": "P0",
            "turn_card": "6C",
            "hands": {"P1": ["6C", "3C", "KH", "9D", "8S"]},
            "rob": {"player": "P1", "discard": "2D"},
        },
        "field 'rob.player': P1 may not rob: he does not hold the A♣",
    ),
    "sixty_six": (
        {
            "game": "sixty_six",
            "trump": "H",
            "tricks": {"P0": 3, "P1": 3},
            "leader": "P1",
            "hands": {"P0": ["JC"]},
            "trick": ["P1 QC", "P0 AH"],
        },
        "P0 may not play A♥, because P0 must follow",
    ),
}
YOU = re.compile(r"\b(you|your)\b", re.IGNORECASE)


@pytest.mark.parametrize("game", CASES)
def test_the_error_quotes_the_refusal_of_the_seat_it_names(game: str) -> None:
    data, words = CASES[game]
    with pytest.raises(ScenarioError) as e:
        from_dict(data)
    said = str(e.value)
    assert words in said, said
    assert not YOU.search(said.split(" \u2014 ")[0]), said
