"""Two hands across the table keep one line each on a phone (headless Chromium).

At five hands two seats share the row across the table, each fanned 24 px a card
(ui.cards.PHONE_CSS). With five cards each, a Spoil Five question's picture at 390 px
(/spoil_five-quiz?seed=2&kind=legal_cards&level=3, P2's and P3's five backs) stood four and
one, the fifth under the others and half out of its seat's box; the Review page's picture of
such a question, 32 px narrower in its bordered box (a 326 px table), did so too, and at 320 px
the Quiz's. They now fan as much as their half of the row lacks (ui.card_css.top_fan_css).
"""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

# for each seat across the table: its name, its cards' count, how many lines they stand on,
# and whether each card's left edge (where its corner index is) lies inside the seat's box
_TOP = """() => [...document.querySelectorAll('[data-place=top]')].map(seat => {
  const box = seat.getBoundingClientRect();
  const cards = [...seat.querySelectorAll('[role=img]')].map(c => c.getBoundingClientRect());
  return {name: seat.getAttribute('aria-label'), cards: cards.length,
          lines: new Set(cards.map(c => Math.round(c.top))).size,
          inside: cards.every(c => c.left >= box.left && c.right <= box.right + 1)};
})"""


@pytest.mark.parametrize("width", [390, 358, 320])
def test_two_hands_of_five_across_the_table_keep_one_line(
    server: str, tabs: Any, width: int
) -> None:
    page = new_tab(tabs, {"width": width, "height": 844})
    page.goto(f"{server}/spoil_five-quiz?seed=2&kind=legal_cards&level=3")
    page.locator(".tb-felt [data-place=top] [role=img]").first.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    top = page.evaluate(_TOP)
    assert [s["cards"] for s in top] == [5, 5], top  # the position this test is about
    assert all(s["lines"] == 1 and s["inside"] for s in top), top


# each seat across the table: its box's edges and the felt's, in px
_EDGES = """() => { const felt = document.querySelector('.tb-felt').getBoundingClientRect();
  return [...document.querySelectorAll('[data-place=top]')].map(seat => {
    const box = seat.getBoundingClientRect();
    return {name: seat.getAttribute('aria-label'), left: box.left, right: box.right,
            felt: [felt.left, felt.right]};
  });
}"""


def test_a_seat_with_long_tags_leaves_the_other_its_half_of_the_row(server: str, tabs: Any) -> None:
    """Rounce's robbing dealer across the table ("dealer", "plays", "robbed the trump"): at 390
    px his box took 208 px of the row's 342 and P2's four backs, fanned for half of it, ran
    past P2's box and the felt's right edge. Each box keeps to half the row; the tags wrap."""
    page = new_tab(tabs, {"width": 390, "height": 844})
    page.goto(f"{server}/rounce-quiz?seed=77&kind=legal_cards&level=1")
    page.locator(".tb-felt [data-place=top] [role=img]").first.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    top = page.evaluate(_TOP)
    assert [s["cards"] for s in top] == [4, 4], top  # the position this test is about
    assert "robbed the trump" in page.locator("[data-place=top]").first.inner_text()
    assert all(s["lines"] == 1 and s["inside"] for s in top), top
    for seat in page.evaluate(_EDGES):
        assert seat["felt"][0] <= seat["left"] and seat["right"] <= seat["felt"][1], seat
