"""Bierspiel's result line on Play takes its colour from the deal against the others: after a
deal in which the learner wiped out one point and P4 four (seed 5, five hands), the line was
green ("success": any point wiped out counted as a win), while the hand review under it asked
"Another player did better this deal" (91eb9cb). Every player in wipes out points; the race is
to wipe out more than the others. The line now reads GameUI.standing, as the review does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table
from test_review_bierspiel_standing import _nets, first

from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GID = "bierspiel"


def _result_boxes(app: OpenApp, t: Any) -> dict[str, list[str]]:
    at = app()
    at.session_state[f"{GID}:table"] = t
    go(at, f"{GID}:play")
    assert not at.exception, at.exception
    return {
        "success": [x.value for x in at.success],
        "info": [x.value for x in at.info],
        "warning": [x.value for x in at.warning],
    }


def _box_of(boxes: dict[str, list[str]], words: str) -> str:
    found = [kind for kind, texts in boxes.items() if any(words in x for x in texts)]
    assert len(found) == 1, (words, boxes)
    return found[0]


def test_a_point_wiped_out_behind_another_is_not_shown_as_a_win(app: OpenApp) -> None:
    t = finished_table(GID, seed=5, choose=first)
    nets = _nets(t.state)
    assert 0 < nets[t.seat] < max(nets), nets  # he gained, and another gained more
    verdict = game_ui(GID).verdict
    assert verdict is not None
    line = verdict(t.state, t.seat)[1].split(":")[0]  # the result line's opening words
    boxes = _result_boxes(app, t)
    assert _box_of(boxes, line) == "warning"
    said = next(x for x in boxes["warning"] if line in x)
    assert said.endswith("Another player did better this deal."), said  # why it is yellow


def test_the_most_points_wiped_out_is_shown_as_a_win(app: OpenApp) -> None:
    t = finished_table(GID, seed=1, choose=first)
    nets = _nets(t.state)
    assert nets[t.seat] > max(n for p, n in enumerate(nets) if p != t.seat), nets
    verdict = game_ui(GID).verdict
    assert verdict is not None
    line = verdict(t.state, t.seat)[1].split(":")[0]
    boxes = _result_boxes(app, t)
    assert _box_of(boxes, line) == "success"
    assert not any("did better" in x for x in boxes["success"]), boxes
