"""Sixty-Six's three- and four-hand steps say who leads to the first trick, and why.

look14 (Learn at 390 px): 'Three-hand: the dealer sits out' ended 'P0 deals here, so you, P1,
play against P2, and you lead.' with no word of why P1 and not P2, and 'Four-hand: partners and
32 cards' set the learner to lead without saying who leads at all. The two-hand rule ('The
non-dealer leads first') names no one among three or four; the rule book's sixty_six.first_lead
says the player at the dealer's left. Each step now says so, and names the seat the engine has
lead there.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from lessons import load


@pytest.mark.parametrize("step_id", ["three_deal", "four_deal"])
def test_step_says_the_dealer_s_left_leads(step_id: str) -> None:
    step = load("sixty_six").step(step_id)
    assert step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    leader = f"P{g.current_player(s)}"
    text = " ".join(step.text.split())
    said = [x for x in re.split(r"(?<=[.!?])\s+", text) if "dealer's left" in x]
    assert said, text
    assert any("lead" in x and leader in x for x in said), (leader, said)
    assert "dealer's left" in g.rules["sixty_six.first_lead"].statement
