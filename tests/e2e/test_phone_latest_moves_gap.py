"""On a phone the latest moves stand clear of "Your cards" when they take two lines (learner
walk, /bierspiel-play at 390 px): "P3 plays a card face down: no trump for the trump lead, so
it calls for a trump." ran its second line into "Your cards — click one to play it".

Streamlit's markdown box pulls what follows up by 1rem (a paragraph's bottom margin); the
latest moves are a div, with no such margin, so their box's lines past the first ran 8 px
into the next row at 390 px (whose rows stand 8 px apart, 45de5af) and touched it at 1400.
The div keeps the margin now, a line shorter by as much: one line leaves the rows where they
stood, two push them down. Bierspiel seed 9, four hands, the learner P0 and random computers:
trick 3 is led face down by P3, and its line takes two lines on a phone."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import WAIT, steady
from test_play_browser import HAND, PHONE, declare, open_page, settle

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

# the latest moves' last line of text and "Your cards", from the top of the page; their lines
_ROWS = """() => {
  const latest = document.querySelector('.tb-latest');
  const yours = [...document.querySelectorAll('p')]
    .find(p => p.textContent.startsWith('Your cards'));
  if (!latest || !yours) return null;
  const range = document.createRange();
  range.selectNodeContents(latest);
  const rects = [...range.getClientRects()];
  const lines = new Set(rects.map(r => Math.round(r.top))).size;
  return {text: latest.textContent, lines, bottom: Math.max(...rects.map(r => r.bottom)),
          yours: yours.getBoundingClientRect().top};
}"""


def test_on_a_phone_two_lines_of_latest_moves_stand_clear_of_your_cards(
    server: str, tabs: Any
) -> None:
    url = f"{server}/bierspiel-play?seed=9&players=4&seat=0&computer=random"
    page, errors = open_page(tabs, url, PHONE)
    try:
        settle(page)
        page.locator(".st-key-tb-declare").get_by_role("button", name="Play", exact=True).click()
        seen: list[dict[str, Any]] = []  # every turn of his with two lines or more above
        for _ in range(30):  # the learner's first card each turn, Continue after each trick
            page.locator(f"{HAND} button:enabled, [class*='-continue'] button").first.wait_for(
                timeout=WAIT
            )
            settle(page)
            rows = page.evaluate(_ROWS)
            if rows and rows["lines"] >= 2 and page.locator(f"{HAND} button:enabled").count():
                seen.append(rows)
                if "face down" in rows["text"]:
                    break
            go_on = page.locator("[class*='-continue'] button")
            (go_on if go_on.count() else page.locator(f"{HAND} button:enabled")).first.click()
        # the declarations' line, then P3's face-down lead (the line reported)
        assert any("face down" in rows["text"] for rows in seen), seen
        for rows in seen:  # clear: at least 6 px between the last line's foot and "Your cards"
            assert rows["yours"] - rows["bottom"] >= 6, rows
        steady(page, "true")
        assert not errors, errors
    finally:
        page.close()


def test_on_a_phone_your_cards_stands_nearer_the_cards_than_the_moves_above(
    server: str, tabs: Any
) -> None:
    """Napoleon seed 1 at five hands, 390 px: after the bidding (the learner passes, P1 bids 2
    and names spades) the moves take three lines, which stood 8 px over "Your cards", as near
    as the cards under it: the moves and the heading read as one paragraph. The heading now
    stands 12 px under the moves and 4 px over the cards it heads (the rows' height kept)."""
    page, errors = open_page(tabs, f"{server}/napoleon-play?seed=1&players=5", PHONE)
    try:
        declare(page, "Pass")
        rows = page.evaluate(_ROWS)
        cards = page.locator(HAND).bounding_box()
        heading = page.locator("p").filter(has_text="Your cards").first.bounding_box()
        assert rows is not None and cards is not None and heading is not None
        assert rows["lines"] == 3, rows
        above = rows["yours"] - rows["bottom"]
        below = cards["y"] - (heading["y"] + heading["height"])
        assert above >= 12 and above > below + 4, (above, below, rows)  # were 8.25 and 8
        assert not errors, errors
    finally:
        page.close()
