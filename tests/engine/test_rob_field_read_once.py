"""A scenario's ``rob`` field reads the same in Spoil Five and Forty-Five.

docs/scenarios.md gives Forty-Five's ``rob`` as "``decline``, or ``{player: P1, discard: 7C}``
as in Spoil Five", but each game's reader wrote the field's reading out for itself (the two
were 15 lines alike, `duplicates`): Spoil Five took ``declined`` as well as ``decline`` and
Forty-Five refused it ("expected {player: P1, discard: 7C} or decline, got 'declined'"), and
their messages for a bad value or a missing discard differed. One reader now serves both
(``engine.games.spoil_five.scenario.read_rob``), and the tricks-won count's (``tricks_count``).
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401
from engine.scenario import ScenarioError, from_dict

# the dealer P0 with an ace turned: he robs or declines before the first lead
OPENINGS = {
    "spoil_five": "game: spoil_five\nplayers: 3\ndealer: P0\nturn_card: AS\n"
    "hands: {P0: [KS, 9S, QD, 7C, 2H]}\n",
    "forty_five": "game: forty_five\nplayers: 2\ndealer: P0\nturn_card: AS\n"
    "hands: {P0: [KS, 9S, QD, 7C, 2H]}\n",
}


def _read(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def _error(text: str) -> str:
    with pytest.raises(ScenarioError) as e:
        _read(text)
    return str(e.value).split(": ", 1)[1]  # (after the file's name)


@pytest.mark.parametrize("word", ["decline", "declined", "Decline"])
def test_the_dealers_decline_reads_alike(word: str) -> None:
    for game, opening in OPENINGS.items():
        s = _read(opening + f"rob: {word}\ntrick: [P1 9H]\n")
        assert s.declined if game == "forty_five" else s.rob_done == "declined", game


@pytest.mark.parametrize(
    "field",
    ["rob: 7", "rob: [P0, 2H]", "rob: {player: P0}", "rob: {player: P0, discard: 2H, when: 1}"],
)
def test_a_bad_rob_gets_the_same_message_in_both_games(field: str) -> None:
    said = {game: _error(opening + field + "\n") for game, opening in OPENINGS.items()}
    assert said["spoil_five"] == said["forty_five"], said
    assert "rob" in said["spoil_five"], said


def test_a_bad_count_of_tricks_gets_the_same_message_in_both_games() -> None:
    said = {game: _error(opening + "tricks_won: {P0: 6}\n") for game, opening in OPENINGS.items()}
    assert (
        said["spoil_five"]
        == said["forty_five"]
        == "field 'tricks_won.P0': expected a number of tricks 0 to 5, got 6"
    ), said
