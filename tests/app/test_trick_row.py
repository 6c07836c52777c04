"""On a phone the trick is one card high (reported by the learner walk: at 390 px the empty
trick area of a Learn picture was tall). A table too narrow for the side seats beside the
trick puts them under it (ui/cards.py table_html's container query), so the cross that lays
each card in front of its seat, two cards high, only cost room: there the trick's cards lie in
one row, in play order from the leader (d210cf6), and an empty trick keeps the room of that
row. A wide table keeps the cross. Laid out by Chromium from the HTML alone (no server)."""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.scenario import from_dict
from ui.cards import position_html


def _rounce(trick: list[str]) -> str:
    data = {
        "game": "rounce",
        "players": 4,
        "pool": 10,
        "trump": "S",
        "declarations": {"P1": "stand", "P2": "stand", "P3": "stand", "P0": "stand"},
        "hands": {"P2": ["2D", "AS", "7H", "9C", "QC"]},
        "trick": trick,
    }
    return position_html(from_dict(data, "test").state, viewer=2)


def _layout(page: Any, html: str, width: int) -> dict[str, Any]:
    page.set_content(f'<body style="margin:0"><div style="width:{width}px">{html}</div>')
    return dict(
        page.evaluate(
            """() => {
              const t = document.querySelector('.tb-trick');
              const cells = [...t.querySelectorAll('.tb-cross > div')].map(c => {
                const b = c.getBoundingClientRect();
                return [Math.round(b.x), Math.round(b.y), c.innerText.trim()];
              });
              const left = document.querySelector('[data-place=left]').getBoundingClientRect();
              return {height: t.getBoundingClientRect().height, cells,
                      sideBelow: left.y > t.getBoundingClientRect().bottom - 1};
            }"""
        )
    )


def test_a_narrow_table_lays_the_trick_in_one_row(html_page: Any) -> None:
    page = html_page
    one = _rounce(["P1 5D"])
    narrow, wide = _layout(page, one, 358), _layout(page, one, 900)
    card = 76  # a trick card's height at the default width (54 px wide)
    # narrow: the side seats under the trick, the four places on one line, in play
    # order from P1, who led
    assert narrow["sideBelow"] and narrow["height"] < 2 * card
    assert len({y for _, y, _ in narrow["cells"]}) == 1
    xs = sorted(narrow["cells"])
    assert [label.split("\n")[-1].split(" ")[0] for _, _, label in xs] == [
        "P1",
        "P2",
        "P3",
        "P0",
    ]
    # wide: the cross, two cards high, each card in front of its seat
    assert not wide["sideBelow"] and wide["height"] > 2 * card
    assert len({y for _, y, _ in wide["cells"]}) == 3
    # an empty trick keeps the room of the row it will fill, not of the cross
    empty = _layout(page, _rounce([]), 358)
    assert empty["sideBelow"] and abs(empty["height"] - narrow["height"]) < 2
