"""A lesson shows nobody's cards face up before it has taught when the players may look at them.

Bierspiel's first step, crosses ("Here four sit at the table, nobody has declared yet"), drew
P1's five cards face up, "declaring first": its position had the dealer's "Auf" said already
(a scenario's ``auf`` is true unless it says otherwise), which the learner had not been told
of. Three steps on, auf teaches seed 002's "No player is allowed to look at his cards until the
trump is turned, and the dealer gives the word of command: “Auf.”", and draws every hand face
down: the first picture had shown a player looking at his cards where, for all the learner
knew, nobody yet might. Checked over every lesson: where a step draws the hands face down
(``Game.hands_face_down``: nobody has looked yet), no step before it draws a hand face up.
"""

from __future__ import annotations

import pytest

from engine.cards import CARDS
from engine.scenario import Scenario
from lessons.checks import visible
from lessons.loader import available, load


def _face_up_hands(scn: Scenario) -> list[str]:
    """The seats whose cards the position's picture shows face up, with the cards."""
    s, shown = scn.state, visible(scn)
    out = []
    for seat, hand in enumerate(s.hands):
        up = shown & hand
        if up:
            out.append(f"P{seat}: {' '.join(CARDS[c].pretty for c in range(52) if up >> c & 1)}")
    return out


LESSONS = [
    g
    for g in available()
    if any(
        st.scenario is not None and st.scenario.game.hands_face_down(st.scenario.state)
        for st in load(g).steps
    )
]


def test_some_lesson_teaches_the_look() -> None:
    assert "bierspiel" in LESSONS


@pytest.mark.parametrize("game_id", LESSONS)
def test_no_hand_is_face_up_before_the_step_that_teaches_the_look(game_id: str) -> None:
    steps = load(game_id).steps
    first = next(
        i
        for i, st in enumerate(steps)
        if st.scenario is not None and st.scenario.game.hands_face_down(st.scenario.state)
    )
    seen = {
        st.id: up
        for st in steps[:first]
        if st.scenario is not None and (up := _face_up_hands(st.scenario))
    }
    assert seen == {}, f"before {steps[first].id!r} teaches when the cards are looked at"
