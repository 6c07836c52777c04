"""An independent audit of Rams, Rounce and Bierspiel against the seed texts (000 = 004, 002) and
RULES.md §2-§4: each case is a scenario as ``trickbook answer`` reads it and the answer the text
gives, with the line it comes from. The cases are the edges the per-rule tests
(test_rams_rules, test_rounce_rules, test_bierspiel_rules) do not reach.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import ScenarioError, answer, from_dict


def ans(text: str) -> dict[str, Any]:
    return answer(from_dict(yaml.safe_load(text), "audit"))


def legal(text: str) -> set[str]:
    return set(ans(text)["legal"])


def refused(text: str) -> dict[str, str]:
    return {x["action"]: x["rule"] for x in ans(text)["illegal"]}


def nets(text: str) -> dict[str, Any]:
    return {p: v["net"] for p, v in ans(text)["settlement"]["players"].items()}


def error(text: str) -> str:
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(text), "audit")
    return str(e.value)


BIER = """
game: bierspiel
players: 4
turn_card: 9S
declarations: {P1: stand, P2: stand, P3: stand, P0: stand}
"""


# ---- Bierspiel: the play ------------------------------------------------------------------------
def test_bierspiel_a_trumped_plain_trick_is_still_followed() -> None:
    """002, Rams' play (Bierspiel is "a popular form of Rams"): follow suit first; heading a
    trumped trick with a trump is no duty for a player who holds the suit led. Only the face-down
    lead "calls for a trump"."""
    text = BIER + "tricks_won: {P1: 3}\nleader: P1\nhands: {P3: [10C, KS]}\ntrick: [P1 9C, P2 8S]"
    assert legal(text) == {"10C"}
    assert refused(text) == {"KS": "bierspiel.follow_suit"}


def test_bierspiel_a_trump_lead_is_followed_with_a_trump_not_headed_by_the_call() -> None:
    """A trump led to trick 4 (four play: the trump leads are over) is followed by the trumps —
    the 7♦ among them ("always the second-best card of the trump suit") — and a diamond is
    refused by following suit, not by the face-down call."""
    text = BIER + "tricks_won: {P1: 3}\nleader: P1\nhands: {P2: [7D, QS, 8D]}\ntrick: [P1 10S]"
    assert legal(text) == {"7D", "QS"}
    assert refused(text) == {"8D": "bierspiel.follow_suit"}
