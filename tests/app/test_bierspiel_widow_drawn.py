"""Bierspiel's lesson pictures draw the widow, face down, while it lies untaken.

/bierspiel-learn?step=auf said "The dealer gives five cards to each player and five to the
widow" over a table with no widow, and the eight Learn steps in play (seven, trump_leads, ...)
and seven quiz questions drew none either, where Play draws the widow of a real deal face
down until the deal ends: a scenario that leaves the widow's cards out reads it as unseen
(engine.games.pool.rams_scenario), and its state keeps none once declaring is over, or (before
"Auf") none at all. The table now draws an untaken widow left out as five backs
(ui.games.pool.unseen_widow); Play's pictures, whose widow holds its cards, are the same.
A step before 'auf', which tells the widow dealt (bierspiel.widow_dealt), draws none (look20:
tests/app/test_nothing_drawn_before_taught.py).
"""

from __future__ import annotations

import random
from typing import Any

from step_pictures import lesson_pictures

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load
from lessons.teaching import taught_later
from ui.cards import TableView, back_svg, table_view

BACK = back_svg(48, "face-down widow card")  # one card of the widow, face down


def _widow(view: TableView) -> str | None:
    boxes = [inner for label, inner in view.extras if label == "Widow"]
    return boxes[0] if boxes else None


def test_an_untaken_widow_is_drawn_face_down_in_every_lesson_picture() -> None:
    drawn, none = [], []
    lesson = load("bierspiel")
    before = {st.id for st in lesson.steps if "bierspiel.widow_dealt" in taught_later(lesson, st)}
    assert before == {"crosses", "wipe_out", "beer"}
    for where, s, view in lesson_pictures("bierspiel"):
        box = _widow(view)
        lying = s.phase in ("declare", "play") and s.widow_taker < 0 and where not in before
        if lying:
            assert box is not None, where
            assert box.count(BACK) == 5, where  # five backs: nobody has seen them
            drawn.append(where)
        else:
            assert box is None, (where, s.phase, s.widow_taker)
            none.append(where)
    assert {"auf", "seven", "trump_leads", "head", "q_seven"} <= set(drawn)
    assert {"crosses", "widow", "penalty"} <= set(none)  # not yet told, taken, or the deal over


def test_play_draws_the_widow_the_same_way() -> None:
    """A real deal's widow holds its cards: drawn face down in play as the lesson's is."""
    g: Any = REGISTRY.get("bierspiel")
    met = 0
    for seed in range(8):
        rng = random.Random(seed)
        s = g.new_deal(players=4, dealer=0, seed=seed)
        while not g.is_over(s):
            if s.phase == "play" and s.widow_taker < 0:
                box = _widow(table_view(s, viewer=s.to_move))
                assert box is not None and box.count(BACK) == 5, seed
                met += 1
            s = g.apply(s, rng.choice(g.legal_actions(s)))
    assert met
