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


# the bottom seat's faces: how many, on how many lines, the last one's right edge and the seat's
# inner right edge (its border and padding inside), and for each face whether a point of its
# left strip (where its corner index is) is its own
FAN = """() => {
  const seat = document.querySelector('[data-place=bottom]');
  const faces = [...seat.querySelectorAll('[role=img]')];
  const box = seat.getBoundingClientRect();
  const style = getComputedStyle(seat);
  const zoom = parseFloat(style.zoom) || 1;
  return {cards: faces.length,
          lines: new Set(faces.map(f => Math.round(f.getBoundingClientRect().top))).size,
          right: Math.max(...faces.map(f => f.getBoundingClientRect().right)),
          inside: box.right - (parseFloat(style.borderRightWidth)
                               + parseFloat(style.paddingRight)) * zoom,
          shown: faces.map(f => { const r = f.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width * 0.13, r.top + r.height * 0.3);
            return hit !== null && hit.closest('[role=img]') === f; })};
}"""


@pytest.mark.parametrize("width", [358, 328, 288, 274])
def test_an_eight_card_hand_fans_on_one_line_in_a_phone_wide_picture(
    html_page: Any, width: int
) -> None:
    """Four-hand Sixty-Six's 'which cards may you play' (q_four_overtrump): the reader's eight
    cards at the table's foot stood six and two in a phone's column (the Quiz at 390 and 360
    px: 358 and 328 px; at 320 px 288; JupyterLab's 274), the question 65 px taller; they now
    fan on one line, within the seat's box, every corner index showing."""
    q = next(q for q in load("sixty_six").quiz if q.id == "q_four_overtrump")
    html_page.set_content(f'<body style="margin:0"><div style="width:{width}px">{box_picture(q)}')
    seen = html_page.evaluate(FAN)
    assert seen["cards"] == 8 and seen["lines"] == 1, seen
    assert seen["right"] <= seen["inside"] + 0.5, seen
    assert all(seen["shown"]), seen
