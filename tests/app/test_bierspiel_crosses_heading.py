"""Bierspiel's crosses box is headed by what it shows (look6, Learn's crosses, wipe_out and beer
steps at 1400 and 390 px): it was headed "Crosses (points left)" over chalk marks, "X X 2", not
a number. Seed 002: "Three crosses are chalked on the table in front of each player,
representing five points each"; the heading now gives the key, "Crosses (X = 5 points)", and
every line under it is the chalk of that seat's points."""

from __future__ import annotations

import re

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.games.pool.bierspiel import CROSS, chalk
from lessons import load
from ui.widgets import position_html


def test_the_crosses_box_says_what_an_x_counts() -> None:
    lesson = load("bierspiel")
    for step_id in ("crosses", "wipe_out", "beer"):
        s = lesson.step(step_id).scenario.state  # type: ignore[union-attr]
        html = position_html(s)
        assert "(points left)" not in html, step_id
        assert f"Crosses (X = {CROSS} points)" in html, step_id
        marks = re.findall(r"P\d: <b>([^<]*)</b>", html)
        assert marks, step_id
        for m in marks:  # chalk marks: whole crosses and what is left of one, as the key says
            assert re.fullmatch(r"(X( X)*( [1-4])?|[1-4]|wiped out)", m), (step_id, m)
        assert any("X" in m for m in marks)
    assert chalk(2 * CROSS + 2) == "X X 2"
