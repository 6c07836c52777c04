"""A notebook's card pictures carry the app's phone rules themselves (ui.cards.PHONE_CSS, in
each picture's own style): a notebook has no page stylesheet, and read at 390 px (notebook 02
exported by nbconvert, in Chromium: its outputs 344 px wide) Sixty-Six's six-card hands,
P1's A♥ K♥ Q♥ 9♥ 9♣ J♦ and P0's J♠ J♥ A♣ K♣ J♣ A♦, each wrapped 5 + 1 onto two lines, where the
app's Learn and Play draw them on one. The rules are a container query on the picture's own
box, so they act wherever the picture is narrow and nowhere else. Laid out by Chromium from
the HTML alone, with no stylesheet but the picture's.

JupyterLab at 390 px, its left sidebar closed, gives an output 274 px wide (measured, notebook
02 in Chromium), where the same hands still wrapped 5 + 1 (the reader's own, P0's, in the deal
and in every quiz box): below 330 px the reader's hand fans as well (PHONE_CSS)."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.games.sixty_six import SIXTY_SIX
from engine.quiz import check
from lessons import load
from ui.widgets import box_picture, draw, position_html

# notebook 02's output width at 390 px (measured): in nbconvert's HTML; in JupyterLab
COLUMNS = {"nbconvert": 344, "jupyterlab": 274}

ROWS = """() => [...document.querySelectorAll('[data-place]')].map(s => {
  const tops = [...s.querySelectorAll('[role=img]')].map(c => Math.round(
    c.getBoundingClientRect().top));
  return [s.dataset.place, tops.length, new Set(tops).size,
          Math.round(s.getBoundingClientRect().right)];
}).filter(([, n]) => n >= 5)"""


def _pictures() -> dict[str, str]:
    deal = SIXTY_SIX.new_deal(players=2, dealer=0, seed=181)  # notebook 02's first picture
    q = next(q for q in load("sixty_six").quiz if q.id == "q_free_play")
    return {
        "draw": draw(deal, reveal=True, highlight=False),
        "position_html": position_html(deal, reveal=True),
        "quiz box": box_picture(q),
        "quiz box answered": box_picture(q, check(q, "9C")),
    }


@pytest.mark.parametrize("column", list(COLUMNS))
@pytest.mark.parametrize("name", list(_pictures()))
def test_a_six_card_hand_stays_on_one_line_in_a_phone_wide_notebook(
    html_page: Any, name: str, column: str
) -> None:
    html, width = _pictures()[name], COLUMNS[column]
    html_page.set_content(f'<body style="margin:0"><div style="width:{width}px">{html}</div>')
    hands = html_page.evaluate(ROWS)
    assert hands, name
    for place, cards, rows, right in hands:
        assert rows == 1, (name, column, place, cards, rows)
        assert right <= width, (name, column, place, right)
