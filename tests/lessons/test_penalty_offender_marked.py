"""A step about Rams' one penalty marks the offender in its picture, in the engine's words.

Learner walk: /rams-learn?step=penalty and /rounce-learn?step=penalty say "P3 exposed a card:
his two tricks earn him nothing", but the picture (the deal over, no hands left to draw) said
only "plays · 2 tricks" at P3: nothing on the table showed who had been penalised, nor for
what; the settlement's line below said it only in passing. The engine knows the offender and
what he did (``irregularity: {exposed_card: P3}``), not which card he exposed, so his seat now
says it: "exposed a card".
"""

from __future__ import annotations

import pytest

from engine.scenario import seat_name
from lessons import available, load
from ui.games.pool import loo_table

STEPS = [
    (gid, st)
    for gid in available()
    for st in (*load(gid).steps, *load(gid).quiz)
    if st.scenario is not None and getattr(st.scenario.state, "penalty", "")
]


def test_the_penalty_steps_are_found() -> None:
    assert {(gid, st.id) for gid, st in STEPS} >= {("rams", "penalty"), ("rounce", "penalty")}


@pytest.mark.parametrize("gid,step", STEPS, ids=lambda x: getattr(x, "id", x))
def test_the_offender_s_seat_says_what_he_did(gid: str, step: object) -> None:
    scn = step.scenario  # type: ignore[attr-defined]
    s = scn.state
    did = scn.game.penalties[s.penalty]
    if hasattr(step, "text"):  # a Learn step's words say who and what (a quiz's its own way)
        assert f"{seat_name(s.offender)} {did}" in step.text
    view = loo_table(s)
    tagged = {p for p, seat in enumerate(view.seats) if did in seat.tags}
    assert tagged == {s.offender}, [seat.tags for seat in view.seats]
