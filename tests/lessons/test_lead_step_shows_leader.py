"""A step teaching who leads shows the lead on its picture: the leader to play, or his card led.

Learner walk of 2026-12-05 (390x2200 and 1400 px): /spoil_five-learn?step=lead ("Who leads")
said "P0 deals and turns up the 9♠, so P1 leads first. He holds the K♥, the 4♠, the 2♦, the 3♣
and the 8♥." over a table with 'Trick 1: no cards played yet' and nobody's turn marked: a step
with no decision is drawn as nobody's turn (ui.pages.learn_position.still_view), so the picture
of who leads showed no one leading. Loo's simple_lead, Rams' and Bierspiel's eldest_leads set
the same rule as a task for the leader ("to play" on his seat, any card he may lead).

The check, for every lesson: a step declaring a rule of who leads (the rule id's last part is
lead, eldest_leads, simple_lead or first_lead) shows a decision (show: legal) in which the seat
to move, or the seat whose card opens the trick, is named in the step's text.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import seat_name
from lessons import load
from lessons.loader import LESSONS_DIR

LEAD_RULES = {"lead", "eldest_leads", "simple_lead", "first_lead"}
STEPS = [
    (g, s.id)
    for g in sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
    for s in load(g).steps
    if any(i.rsplit(".", 1)[-1] in LEAD_RULES for i in s.teaches)
]


def test_every_game_with_a_lead_rule_step_is_checked() -> None:
    assert {g for g, _ in STEPS} >= {"loo", "rams", "bierspiel", "spoil_five", "forty_five"}


@pytest.mark.parametrize(("game_id", "step_id"), STEPS, ids=[f"{g}-{s}" for g, s in STEPS])
def test_a_lead_step_shows_the_lead(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    assert step.scenario is not None and step.show == "legal", (step.show, step.text)
    g, s = step.scenario.game, step.scenario.state
    trick = step.scenario.data.get("trick") or []
    seat = int(str(trick[0]).split()[0][1:]) if trick else g.current_player(s)
    assert seat is not None, step_id  # (a lead: somebody is to move)
    assert seat_name(seat) in step.text, (seat_name(seat), step.text)
