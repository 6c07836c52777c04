"""Sixty-Six's 1895 closing penalties, when the closer fails because his opponent reached 66
first: the reason says that the closer failed and which band of the 1895 text scored it.

It read "P1 reached 66 first, before P0, who closed (66-91); P0 made 33 or more" (seed 1772 of
a random foster_closing deal): 91 "made 33 or more" reads as a feat, and nothing said that
reaching 66 second is failing; after a claim, "P0 claims 72: P1 closed and failed; P1 made 33
or more" gave no count at all, the hand being stopped. The 1895 text (RULES.md §7): "If the
closer fails, the opponent scores 1, or 2 if the closer has fewer than 33, ...". A closer who
plays out short of 66 is told the same band (tests/lessons/test_foster_closing_threshold)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.games.sixty_six import SIXTY_SIX
from engine.scenario import from_dict

BASE: dict[str, Any] = {
    "game": "sixty_six",
    "variant": "foster_closing",
    "trump": "H",
    "closed_by": "P1",
    "tricks_at_close": {"P0": 1, "P1": 1},  # P0 had won a trick: 1 or 2, not 3
}
REACHED = {**BASE, "tricks": {"P0": 3, "P1": 5}, "points": {"P0": 48, "P1": 70}}
REACHED |= {"melds": {"P0": 20}, "first_to_66": "P0", "last_trick": "P1"}


@pytest.mark.parametrize(
    ("data", "points", "reason"),
    [
        (
            REACHED,
            1,
            "P0 reached 66 first, before P1, who closed (P0 has 48 in cards + 20 in marriages = "
            "68, P1 has 70, no 10 for the last trick, as the stock was closed); P1 failed, and a "
            "failed closer with 33 or more gives 1",
        ),
        (
            {**BASE, "tricks": {"P0": 3, "P1": 2}, "points": {"P0": 70, "P1": 35}},
            1,
            "P0 claims 70, so P1 closed and failed with 35, and a failed closer with 33 or more "
            "gives 1",
        ),
        (
            {**BASE, "tricks": {"P0": 3, "P1": 2}, "points": {"P0": 70, "P1": 19}},
            2,
            "P0 claims 70, so P1 closed and failed with 19, and a failed closer with fewer than 33 "
            "gives 2",
        ),
    ],
    ids=["reached", "claim_33", "claim_19"],
)
def test_a_closer_beaten_to_66_is_told_he_failed_and_the_1895_band(
    data: dict[str, Any], points: int, reason: str
) -> None:
    if "points" in data and "last_trick" not in data:
        data = {**data, "claimed_by": "P0"}
    s = from_dict(data, "test").state
    out = SIXTY_SIX.outcome(s)
    assert out is not None and out.rule == "sixty_six.foster_closing"
    assert out.game_points[0] == points  # the engine's score, which the words explain
    assert out.reason == reason
    told = SIXTY_SIX.outcome(s, 1)  # the closer's own result line
    assert told is not None and told.reason == reason.replace("P1 has", "you have").replace(
        "P1", "you"
    )
