"""The Play page in headless Chromium: nothing lies over the table and the cards after a click,
and the log of the moves before the latest is as tall as its lines.

A learner walk found tooltips left open over the content: the focus stays on Hint after it is
pressed, and after the last card the page puts the focus on "Next deal" (ui/components), and a
Streamlit ``help=`` tooltip shows for as long as its button has the focus, so "name the actions
the rules allow you now" lay over the cards and "the deal passes to the left ..." over the
result line. The words that matter (what carries over to the next deal) now stand beside the
button. The "What happened" box was 320 px tall whatever it held: half a phone screen, nearly
empty, at the start of a deal.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import CHROMIUM, WAIT, steady
from test_play_browser import DESKTOP, HAND, PHONE, focused, open_page, settle, wait_for_hand

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser)
]

# a seeded three-card Loo deal, five players, the learner P1, the computer at random (quick)
DEAL = "/loo-play?seed=1&players=5&seat=1&computer=random"
TOOLTIPS = (
    "() => [...document.querySelectorAll('[role=tooltip], [data-testid=stTooltipContent]')]"
    ".filter(e => e.getClientRects().length).map(e => e.innerText)"
)
LOG = (
    "() => { const e = document.querySelector('.st-key-tb-log'); if (!e) return null;"
    " return [e.getBoundingClientRect().height, e.scrollHeight, e.clientHeight]; }"
)


def _legal_card(page: Any) -> None:
    """Ask for the hint and play the first card it marks as allowed."""
    page.get_by_role("button", name="Hint").click()
    page.locator(f"{HAND} svg[data-state=legal]").first.wait_for(timeout=WAIT)
    settle(page)
    assert page.evaluate(TOOLTIPS) == [], "a tooltip stays over the cards after the hint"
    code = page.locator(f"{HAND} svg[data-state=legal]").first.get_attribute("data-card")
    page.locator(f"{HAND} .tb-card-{code}").click()
    page.locator(f"{HAND} .tb-card-{code}").wait_for(state="detached", timeout=WAIT)
    settle(page)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1400", "390"])
def test_no_tooltip_covers_the_table_and_the_log_fits_its_lines(
    server: str, tabs: Any, viewport: dict[str, int]
) -> None:
    page, errors = open_page(tabs, server + DEAL, viewport)
    try:
        wait_for_hand(page)
        most = 320 if viewport is DESKTOP else 240
        # at the start of the deal nothing came before the line under the table: no log box
        assert page.evaluate(LOG) is None
        _legal_card(page)
        # a few lines before the latest moves: a box of those lines (no scrolling), not of
        # 320 px
        height, inner, shown = page.evaluate(LOG)
        assert height < most - 20 and inner <= shown + 2, (height, inner, shown)
        for _ in range(20):  # three tricks, each shown until "Continue"
            if page.get_by_role("button", name="Next deal").count():
                break
            if page.locator(".st-key-tb-next").get_by_role("button", name="Continue").count():
                page.get_by_role("button", name="Continue").click()
                settle(page)
                continue
            _legal_card(page)
        nxt = page.get_by_role("button", name="Next deal")
        nxt.wait_for(timeout=WAIT)
        steady(page, "document.activeElement?.innerText?.trim() === 'Next deal'")
        assert focused(page).startswith("BUTTON Next deal"), focused(page)
        # the focus on the button opens no tooltip over the result; its words stand beside it
        assert page.evaluate(TOOLTIPS) == [], "a tooltip covers the result line"
        beside = page.locator(".st-key-tb-next").get_by_text("The deal passes to the left")
        assert beside.is_visible()
        height, inner, shown = page.evaluate(LOG)
        assert height <= most + 1, (height, most)  # a long log scrolls inside its box
        assert not errors, errors
    finally:
        page.close()
