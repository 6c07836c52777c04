"""Bierspiel's chalk box says what a figure in it stands for, as its heading says what an X is.

Learner look (look11, /bierspiel-quiz?question=q_beer at 390 px): the box read "Crosses before
the deal (X = 5 points)" over "P0: wiped out  P1: 3  P2: X 1  P3: wiped out". Nothing said
that the 3 is what is left of a cross being wiped out: beside "X = 5 points", "P1: 3" reads as
three crosses. A figure shown now comes with "3 = a cross wiped down to 3 points" under the
rows; a box of whole crosses only says nothing more. That key told the first figure only, and
"P2: X 1" was left to be guessed (words29): every figure shown is told, once, in the order of
the rows, a line each ("1 = a cross wiped down to 1 point" under the 3's). Checked over every picture
of the lesson (Learn as each step opens, the Quiz's questions) and seeded deals played through,
seen by P0.
"""

from __future__ import annotations

import random
import re
from html import unescape

import pytest
from step_pictures import lesson_pictures

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.games.pool.bierspiel import BIERSPIEL
from ui.cards import TableView, table_view


def _chalk_box(view: TableView) -> str:
    head, inner = next((h, i) for h, i in view.extras if h.startswith("Crosses"))
    return unescape(re.sub(r"<[^>]+>", " ", inner))


def _figures(box: str) -> list[int]:
    """The figures in the chalk rows ("P1: X X 2" → [2]), not the seat numbers."""
    rows = box.split("=")[0] if "=" in box else box
    return [int(f) for f in re.findall(r"(?<![P\d])\b(\d)\b(?! wiped)", rows)]


def _check(view: TableView, where: str) -> int:
    """Every figure in the rows is told, once each, in the order the rows show them (the key
    had told the first only: "P2: X 1" beside "3 = a cross wiped down to 3 points")."""
    box = _chalk_box(view)
    figures = list(dict.fromkeys(_figures(box)))
    told = [int(f) for f in re.findall(r"(\d) = a cross wiped down to \1 points?\b", box)]
    assert told == figures, (where, box)
    for f in figures:
        points = "point" if f == 1 else "points"
        assert f"{f} = a cross wiped down to {f} {points}" in box, (where, box)
    if not figures:
        assert "wiped down to" not in box, (where, box)
    return len(figures)


def test_the_beer_question_says_what_its_3_and_its_1_are() -> None:
    where, s, view = next(p for p in lesson_pictures("bierspiel") if p[0] == "q_beer")
    box = " ".join(_chalk_box(view).split())
    assert "P1: 3" in box and "P2: X 1" in box, box  # the crosses before the deal
    assert box.endswith("3 = a cross wiped down to 3 points 1 = a cross wiped down to 1 point"), box


def test_every_lesson_picture() -> None:
    shown = sum(_check(view, where) for where, _, view in lesson_pictures("bierspiel"))
    assert shown  # the lesson has pictures with part-wiped crosses


@pytest.mark.parametrize("players", [3, 4])
def test_seeded_deals(players: int) -> None:
    rng = random.Random(players)
    shown = 0
    for seed in range(4):
        s = BIERSPIEL.new_deal(players=players, dealer=seed % players, seed=seed)
        while s.phase != "over":
            shown += _check(table_view(s, viewer=0), f"seed {seed}")
            s = BIERSPIEL.apply(s, rng.choice(BIERSPIEL.legal_actions(s)))
        shown += _check(table_view(s, viewer=0), f"seed {seed}, over")
    assert shown  # tricks won wipe crosses down during the deal
