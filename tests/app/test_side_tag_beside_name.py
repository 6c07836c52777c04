"""A side seat's side tag sits beside its name, the turn's tag after it (learner walk, Forty-
Five at six hands, /forty_five-play?seed=7&seat=0&players=6 at 390 and 1400 px: P1 to play
read 'P1 [to play]', then 'P1+P3+P5' on a line of its own, then '1 trick', three lines of
tags in a box a fan wide). Cause: the turn's tag came first, and with it the six-hand side's
name did not fit the line. Now a side seat's line reads 'P1 [P1+P3+P5]', then '[to play]
[1 trick]'; the seats across and at the bottom keep 'to play' first, then 'side ...'. Laid out
by Chromium from the HTML alone, at a wide table and in a phone's column."""

from __future__ import annotations

from typing import Any

import pytest
from apptools import lay_out

from ui.cards import SeatView, TableView, table_html

COLUMNS = [(1400, 689), (390, 358)]  # the screen, and the Play page's table column in it


def _six(mover: int) -> str:
    seats = tuple(
        SeatView(
            f"P{i}",
            backs=5,
            tags=("dealer",) * (i == 5) + ("1 trick",) * (i == 1),
            to_move=i == mover,
            side=i % 2,
            side_name=("P0+P2+P4", "P1+P3+P5")[i % 2],
        )
        for i in range(6)
    )
    return table_html(TableView(seats, (), "Trick 2"))


@pytest.mark.parametrize(("screen", "column"), COLUMNS)
@pytest.mark.parametrize("mover", [1, 5])
def test_the_side_tag_sits_beside_the_name(
    html_page: Any, screen: int, column: int, mover: int
) -> None:
    lay_out(html_page, _six(mover), screen, column)
    got = html_page.evaluate(
        f"""() => {{
          const seat = document.querySelector('[data-seat="{mover}"]');
          const head = seat.firstElementChild;
          const pills = [...head.querySelectorAll('span')];
          const top = e => Math.round(e.getBoundingClientRect().top);
          const side = pills.find(p => p.textContent.includes('+'));
          const range = document.createRange();
          range.setStart(head.firstChild, 0);
          range.setEnd(head.firstChild, 1);
          return {{
            place: seat.dataset.place,
            name: Math.round(range.getBoundingClientRect().top),
            side: top(side), sideText: side.textContent,
            rows: new Set(pills.map(top)).size,
          }};
        }}"""
    )
    assert got["place"] in ("left", "right"), got
    assert got["sideText"] == "P1+P3+P5", got
    assert got["side"] - got["name"] < 8, got  # on the name's line (was a line below it)
    assert got["rows"] <= 2, got  # was 3: to play / P1+P3+P5 / 1 trick


def test_a_seat_across_the_table_keeps_its_turn_first() -> None:
    html = _six(3)
    seat = html[html.index('data-seat="3"') :]
    assert seat.index(">to play<") < seat.index(">side P1+P3+P5<")
