"""A Loo revoke marks the offender in the picture, as Rams' penalty marks his (test_penalty_offender_marked).

Learner walk: /irish_loo-learn?step=revoke and /five_card_loo-learn?step=revoke (1400 and 390
px) say "Here P2 revoked", and the lines under the table "P2 revoked, so P1 takes an equal
part", but the picture, the deal abandoned and no hands left to draw, said only "stands" at
P2, as at P1 and P3: nothing on the table showed who had revoked. The Quiz's Irish Loo
q_white_counters ("P4 revoked ...") drew the same. The engine knows the offender
(``irregularity: {revoke: P2}``: the deal is over with ``result`` "revoke"), so his seat now
says it: "revoked", and nobody else's.
"""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import Question
from engine.scenario import seat_name
from lessons import available, load
from lessons.loader import Step
from ui.cards import table_view


def _items(gid: str) -> list[Step | Question]:
    """A lesson's steps and quiz questions."""
    return [*load(gid).steps, *load(gid).quiz]


REVOKES = [
    (gid, item)
    for gid in available()
    for item in _items(gid)
    if item.scenario is not None and getattr(item.scenario.state, "result", "") == "revoke"
]


def test_the_revoke_steps_are_found() -> None:
    found = {(gid, item.id) for gid, item in REVOKES}
    assert found >= {("irish_loo", "revoke"), ("five_card_loo", "revoke")}


@pytest.mark.parametrize("gid,item", REVOKES, ids=lambda x: getattr(x, "id", x))
def test_the_offender_s_seat_says_he_revoked(gid: str, item: Step | Question) -> None:
    assert item.scenario is not None  # (REVOKES holds those that show one)
    s = item.scenario.state
    words = item.text if isinstance(item, Step) else item.prompt
    assert f"{seat_name(s.offender)} revoked" in words  # the words name him: so must the table
    for quiz in (False, True):  # as Learn draws it, and as a question's picture
        view = table_view(s, reveal=True, quiz=quiz)
        tagged = {p for p, seat in enumerate(view.seats) if "revoked" in seat.tags}
        assert tagged == {s.offender}, [seat.tags for seat in view.seats]
