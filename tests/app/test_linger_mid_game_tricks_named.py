"""A Linger Longer position set up mid-game names the tricks its boxes hold, not "P2's tricks".

Learner walk: /linger_longer-learn?step=drop_out says "This is the fourth trick: P1 and P3 won
none of the three before it ... P2 won with the A♠", and the picture's box "P2's tricks" held
trick 4 alone: the scenario gives no earlier tricks (nor could it say who won them: the stock
says only how many there were), so the box read as if P2 had won no other. A box of a record
that does not begin at the deal now says which tricks it holds: "P2 won trick 4".
"""

from __future__ import annotations

import pytest

from engine.cards import listed
from lessons import load
from ui.games.linger_longer import linger_table

LESSON = load("linger_longer")
MID_GAME = [
    st
    for st in LESSON.steps
    if st.scenario is not None
    and st.scenario.state.history
    and not st.scenario.state.wins_known
    and st.scenario.state.counted
]


def test_the_drop_out_step_is_one() -> None:
    assert "drop_out" in {st.id for st in MID_GAME}


@pytest.mark.parametrize("step", MID_GAME, ids=lambda st: st.id)
def test_each_box_names_its_tricks(step: object) -> None:
    s = step.scenario.state  # type: ignore[attr-defined]
    view = linger_table(s, reveal=True, highlight=False)
    heads = [h for h, _ in view.extras if "trick" in h and h != "Trumps"]
    want = []
    for seat in range(s.n):
        nos = [s.trick_no(k) for k, (plays, w) in enumerate(s.history, 1) if w == seat and plays]
        if nos:
            many = "tricks" if len(nos) > 1 else "trick"
            want.append(f"P{seat} won {many} {listed(str(n) for n in nos)}")
    assert heads == want
    assert not any(h.endswith("'s tricks") for h, _ in view.extras), heads
