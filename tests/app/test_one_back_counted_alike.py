"""A seat holding one face-down card is drawn alike wherever it sits: its back, no count.

Learner look (look4, /napoleon-learn?step=payments at 390 px, and the same at 1400): the four
players each hold one card, unseen (the step gives the tricks won, not the cards); P1 and P3,
the side seats, showed "1 card" under their back and P0 and P2, above and below the trick,
nothing. A side seat's hand is a fan, its backs overlapping, so its number is written under
it (ui.cards._fan); a row above or below the trick lays its backs side by side and writes
none. One back overlaps nothing: the fan now writes the number only where there is more than
one card, and the four seats read alike.
"""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from lessons import load
from ui.cards import PICTURE_WIDTH, SeatView, TableView, table_html
from ui.pages.learn_position import step_view

COUNT = re.compile(r'<div style="font-size:12px;color:#495057;margin-top:2px">([^<]*)</div>')
SEAT = re.compile(r'data-seat="(\d)" data-place="(\w+)"')


def _seats(html: str) -> dict[str, tuple[str, int, list[str]]]:
    """Each seat's place, its backs drawn and the counts written under its cards."""
    parts = SEAT.split(html)
    out = {}
    for k in range(1, len(parts), 3):
        seat, place, body = parts[k], parts[k + 1], parts[k + 2]
        body = body.split("data-seat=")[0]
        out[f"P{seat}"] = (place, body.count('aria-label="face-down card"'), COUNT.findall(body))
    return out


def test_napoleon_payments_four_single_backs_read_alike() -> None:
    step = next(s for s in load("napoleon").steps if s.id == "payments")
    assert step.scenario is not None
    view = step_view(REGISTRY.get("napoleon"), step, step.scenario)
    seats = _seats(table_html(view, PICTURE_WIDTH))
    places = {place for place, _, _ in seats.values()}
    assert places == {"top", "left", "right", "bottom"}, seats
    assert all(backs == 1 and counts == [] for _, backs, counts in seats.values()), seats


def test_a_side_fan_of_backs_still_says_how_many() -> None:
    """Two or more backs overlap in a side seat's fan: their number stays under them."""
    seats = tuple(SeatView(f"P{i}", (), 3 if i % 2 else 1) for i in range(4))
    drawn = _seats(table_html(TableView(seats=seats), 46))
    assert [drawn[f"P{i}"][2] for i in range(4)] == [[], ["3 cards"], [], ["3 cards"]], drawn
