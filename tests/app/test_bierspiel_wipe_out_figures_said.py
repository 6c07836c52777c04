"""Bierspiel's 'A trick wipes out a point' says the figures its chalk shows.

Learner walk (walk6, /?game=bierspiel&page=learn&step=wipe_out at 1400 and 390 px): the text
taught that a trick "rubs out the centre of a cross, and it is worth four", then said only "P1
won three tricks and wipes out three points, P2 won two", while the chalk under it read
"P1: X X 2" and "P2: X X 3" (no 4 anywhere), with "2 = a cross wiped down to 2 points" under
the rows. Nothing on the step joined the four the text names to the 2 and the 3 the picture
shows. The text now follows the wipe past the centre (Foster's "successive cancellings of the
remaining arms") and names each figure: "one of his crosses is down to 2", "his is down to 3".
The figures are read off the picture the step draws, not typed here.
"""

from __future__ import annotations

import re
from html import unescape

from step_pictures import lesson_pictures

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from ui.cards import TableView


def _chalk_figures(view: TableView) -> dict[int, int]:
    """Each seat's part-wiped cross as the picture's chalk box shows it ("P1: X X 2" -> {1: 2})."""
    inner = next(i for h, i in view.extras if h.startswith("Crosses"))
    box = " ".join(unescape(re.sub(r"<[^>]+>", " ", inner)).split())
    rows = re.sub(r" \d+ = a cross .*$", "", box)  # the rows, not the key under them
    return {int(s): int(f) for s, f in re.findall(r"P(\d): (?:X )*(\d)\b", rows)}


def test_the_wipe_out_step_names_each_figure_its_chalk_shows() -> None:
    view = next(v for where, _, v in lesson_pictures("bierspiel") if where == "wipe_out")
    figures = _chalk_figures(view)
    assert figures  # tricks won this deal leave part-wiped crosses in the picture
    text = " ".join(load("bierspiel").step("wipe_out").text.split())
    for seat, figure in figures.items():
        said = re.search(rf"\bP{seat} won [^.;]*\bdown to {figure}\b", text)
        assert said, (f"P{seat}: {figure} is in the chalk, the text does not say it", text)
