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

from engine.games.pool.rams import RamsFamily
from engine.quiz import Question
from engine.scenario import seat_name
from lessons import available, load
from lessons.loader import Step
from ui.games.pool import loo_table


def _items(gid: str) -> list[Step | Question]:
    """A lesson's steps and quiz questions."""
    return [*load(gid).steps, *load(gid).quiz]


STEPS = [
    (gid, st)
    for gid in available()
    for st in _items(gid)
    if st.scenario is not None and getattr(st.scenario.state, "penalty", None)
]


def test_the_penalty_steps_are_found() -> None:
    assert {(gid, st.id) for gid, st in STEPS} >= {("rams", "penalty"), ("rounce", "penalty")}


@pytest.mark.parametrize("gid,step", STEPS, ids=lambda x: getattr(x, "id", x))
def test_the_offender_s_seat_says_what_he_did(gid: str, step: Step | Question) -> None:
    scn = step.scenario
    assert scn is not None  # (STEPS holds those that show one)
    s, game = scn.state, scn.game
    assert isinstance(game, RamsFamily), gid  # (the games with a penalty, named)
    did = game.penalties[s.penalty]
    if isinstance(step, Step):  # a Learn step's words say who and what (a quiz's its own way)
        assert f"{seat_name(s.offender)} {did}" in step.text
    view = loo_table(s)
    tagged = {p for p, seat in enumerate(view.seats) if did in seat.tags}
    assert tagged == {s.offender}, [seat.tags for seat in view.seats]
