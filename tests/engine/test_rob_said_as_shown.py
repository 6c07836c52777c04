"""A refused rob is named in the words the pages give the move, not in the engine's notation.

A scenario whose trump ace's holder robs by putting out the ace itself was refused with
"field 'rob': rob A♦ is not allowed, because the A♦ is what lets P1 rob: ..." (the terminal's
``trickbook answer``, a notebook's scenario): "rob A♦" is how the code writes the move, and no
page shows it (Play's button: "Rob: put out A♦, take the 8♦"). Now the player refused and the
move as the game says it (``Game.move_words``), as the pool games' declarations are said ("P1
may not take the widow, because ..."): "P1 may not rob the trump card, putting out A♦, because
...". Every move a scenario gives that is not a card is named so (Napoleon's bid and naming of
trumps too: "P2 may not bid 2", "P1 may not name hearts as trumps").

And a card played while the dealer may still rob a turned ace was refused "first you (the
dealer) rob the turned A♠ or decline" (Play, after the learner clicks a card; the terminal;
the Quiz): the dealer's buttons are "Rob: put out ..." and "Let the A♠ lie". Now "... or let
it lie", as the refusal of "Let it lie" to the ace's holder says it (fceae06f):
tests/engine/test_rob_dealer_refusal_shared.py checks those words, and below that no "decline"
is left in the message.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import ScenarioError, from_dict

NOTATION = re.compile(r"\b(rob|bid|trump|claim|jink) [0-9AKQJ]*[♠♥♦♣0-9]* is not allowed")


def refused(data: dict[str, Any]) -> str:
    with pytest.raises(ScenarioError) as e:
        from_dict(data)
    return e.value.message_plain()


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_a_rob_refused_in_a_scenario_is_named_as_the_page_names_it(game_id: str) -> None:
    """P1 (his hand not given) robs the 8♦ by putting out the A♦, the ace that lets him rob."""
    said = refused(
        {
            "game": game_id,
            "players": 3 if game_id == "spoil_five" else 2,
            "dealer": "P0",
            "turn_card": "8D",
            "rob": {"player": "P1", "discard": "AD"},
        }
    )
    assert said.startswith(
        "field 'rob': P1 may not rob the trump card, putting out A♦, because the A♦ is what "
        "lets P1 rob: it stays in his hand beside the 8♦ he takes in"
    ), said
    assert not NOTATION.search(said), said


@pytest.mark.parametrize(
    ("data", "words"),
    [
        (
            {"game": "napoleon", "players": 4, "bids": {"P1": 2, "P2": 2}},
            "field 'bids.P2': P2 may not bid 2, because P1 has bid 2: a bid must be higher",
        ),
        (  # after a nap, nothing is higher
            {"game": "napoleon", "players": 4, "bids": {"P1": "nap", "P2": 3}},
            "field 'bids.P2': P2 may not bid 3, because P1 has bid nap",
        ),
        (
            {
                "game": "napoleon",
                "players": 4,
                "bids": {"P1": 2, "P2": "pass", "P3": "pass", "P0": "pass"},
                "hands": {"P1": ["2C", "3C", "4C", "5C", "6C"]},
                "trump": "H",
            },
            "field 'trump': P1 may not name hearts as trumps, because P1 holds no hearts",
        ),
    ],
    ids=["bid", "bid_after_nap", "trump"],
)
def test_every_other_move_a_scenario_gives_is_named_so(data: dict[str, Any], words: str) -> None:
    said = refused(data)
    assert said.startswith(words), said
    assert not NOTATION.search(said), said
