"""On a phone a table of two lays its trick in one row, one card high, like a table whose side
seats go under the trick (tests/app/test_trick_row.py): the learner walk found two-hand
Sixty-Six's empty trick (Play, and Learn's marriage_value at 390 px) standing two cards high,
the cross's room for a card in front of each seat, over a third of the screen. A wide table
keeps the cross. Laid out by Chromium from the HTML alone (no server)."""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from ui.cards import position_html

CARD = 76  # a trick card's height at the default width (54 px wide)


def _tables() -> tuple[str, str]:
    """Learn's marriage_value (two hands, the learner P1 to lead): empty, and with his lead."""
    step = next(s for s in load("sixty_six").steps if s.id == "marriage_value")
    assert step.scenario is not None
    g, s = step.scenario.game, step.scenario.state
    assert s.n == 2 and not s.trick
    lead = next(a for a in g.legal_actions(s) if a.kind == "play")
    return position_html(s, viewer=1), position_html(g.apply(s, lead), viewer=1)


def _trick(page: Any, html: str, width: int) -> dict[str, Any]:
    page.set_content(f'<body style="margin:0"><div style="width:{width}px">{html}</div>')
    return dict(
        page.evaluate(
            """() => {
              const t = document.querySelector('.tb-trick');
              const cells = [...t.querySelectorAll('.tb-cross > div')];
              return {height: t.getBoundingClientRect().height,
                      rows: new Set(cells.map(c => Math.round(c.getBoundingClientRect().y))).size,
                      cells: cells.length};
            }"""
        )
    )


def test_a_table_of_two_lays_its_trick_in_one_row_on_a_phone(html_page: Any) -> None:
    empty, one = _tables()
    page = html_page
    # 358 px: a 390 px phone's column. The led card and the space for the answer side
    # by side, one card high; the empty trick keeps that row's room, not the cross's
    narrow = _trick(page, one, 358)
    assert narrow["cells"] == 2 and narrow["rows"] == 1, narrow
    assert narrow["height"] < 1.6 * CARD, narrow
    assert _trick(page, empty, 358)["height"] < 1.6 * CARD
    # wide: the cross, each card in front of its seat, two cards high
    wide = _trick(page, one, 900)
    assert wide["rows"] == 2 and wide["height"] > 2 * CARD, wide
    assert _trick(page, empty, 900)["height"] > 2 * CARD
