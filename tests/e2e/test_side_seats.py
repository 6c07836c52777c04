"""The seats at the sides of the table hold their hands as a fan (ui.cards._fan), as a card
app draws an opponent's: reported at 390 px, where Sixty-Six's P2 and the pool games' side seats
read as a heap (an overlapping column of backs). Drawn in Chromium from the HTML alone, in a
phone's column (with the app's phone rules) and in a desktop's, in standards mode as the app's
pages are (tests/conftest.py ``html_page``):

- every face-up card of a side seat shows its corner index, rank and suit, uncovered (a Learn
  step or a replay that reveals the hands), five a row, eight in two rows in Sixty-Six's
  four-hand game;
- each side seat's cards stay inside its box, and the table inside its column;
- face-down cards lie in one row, with their number written under them."""

from __future__ import annotations

from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.games.loo import LOO
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.sixty_six import SIXTY_SIX
from ui.cards import PHONE_CSS, position_html

FOUR_HAND = SIXTY_SIX.new_deal(players=4, dealer=3, seed=3)  # eight cards a hand
TABLES = {
    "sixty_six four-hand, every hand shown": (position_html(FOUR_HAND, viewer=0, reveal=True), 8),
    "sixty_six four-hand, Learn's size": (
        position_html(FOUR_HAND, viewer=0, reveal=True, width=56),
        8,
    ),
    "five-card loo, every hand shown": (
        position_html(FIVE_CARD_LOO.new_deal(players=5, seed=2), viewer=0, reveal=True, width=56),
        5,
    ),
    "sixty_six three-hand, hidden": (
        position_html(SIXTY_SIX.new_deal(players=3, seed=4), viewer=1),
        0,
    ),
    "loo five players, hidden": (position_html(LOO.new_deal(players=5, seed=1), viewer=0), 0),
}

# For each side seat: its box's overflow, and for each face whether the points of its corner
# index (the rank at 13/100 across, 18/140 down; the suit at 13/100, 37/140) are its own.
MEASURE = """() => [...document.querySelectorAll('[data-place=left],[data-place=right]')].map(
  seat => ({
    name: seat.getAttribute('aria-label'),
    overflow: seat.scrollWidth - seat.clientWidth,
    right: seat.getBoundingClientRect().right,
    backs: seat.querySelectorAll('svg[aria-label="face-down card"]').length,
    text: seat.innerText,
    rows: new Set([...seat.querySelectorAll('svg[role=img]')].map(
      s => Math.round(s.getBoundingClientRect().top))).size,
    faces: [...seat.querySelectorAll('svg[data-card]')].map(svg => {
      const r = svg.getBoundingClientRect();
      const own = (x, y) => {
        const hit = document.elementFromPoint(r.left + r.width * x, r.top + r.height * y);
        return hit !== null && hit.closest('svg[role=img]') === svg;
      };
      return {card: svg.dataset.card, rank: own(0.13, 18 / 140), suit: own(0.13, 37 / 140)};
    }),
  }))"""


@pytest.mark.parametrize("column", [358, 700])
@pytest.mark.parametrize("table", list(TABLES))
def test_a_side_seat_fans_its_hand_and_every_index_shows(
    html_page: Any, table: str, column: int
) -> None:
    html, faces = TABLES[table]
    html_page.set_content(  # (in standards mode, as the app's pages are: html_page)
        f'<body style="margin:0"><style>{PHONE_CSS}</style>'
        f'<div style="width:{column}px">{html}</div></body>'
    )
    assert html_page.evaluate("document.compatMode") == "CSS1Compat"
    seats = html_page.evaluate(MEASURE)
    felt = html_page.evaluate(
        "() => { const f = document.querySelector('.tb-felt'); return f.scrollWidth - f.clientWidth }"
    )
    assert len(seats) == 2 and felt <= 0, (seats, felt)
    for seat in seats:
        assert seat["overflow"] <= 0 and seat["right"] <= column, seat
        assert len(seat["faces"]) in (0, faces), seat
        hidden = [f["card"] for f in seat["faces"] if not (f["rank"] and f["suit"])]
        assert not hidden, f"{seat['name']}: the index of {hidden} is covered"
        if seat["faces"]:  # five faces a row: a hand of eight in two
            assert seat["rows"] == (1 if faces <= 5 else 2), seat
        if seat["backs"]:  # face-down: one row, counted
            assert seat["rows"] == 1 and f"{seat['backs']} cards" in seat["text"], seat
