"""The hand review's table of choices fits a phone's width.

handrev's walk (/forty_five-play?seed=1&players=2&seat=0 played out in Chromium at 390x2200,
"Review this deal"): under "Every choice the search tried" the table of five columns was 340 to
351 px wide in an expander 324 px wide, its "loss" column ("100%") cut off at the right edge.
"""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import CHROMIUM, WAIT
from test_hand_review_browser import PHONE, REVIEW, play_to_the_end, settle

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

# every table of the review in view: how much wider it is than the box it sits in (px)
OVERFLOW = """() => [...document.querySelectorAll('.st-key-tb-hand-review table')]
    .filter(t => t.offsetParent)
    .map(t => t.scrollWidth - t.parentElement.clientWidth)"""


def test_every_choices_table_fits_a_phone(server: str, tabs: Any) -> None:
    page = new_tab(tabs, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{server}/forty_five-play?seed=1&players=2&seat=0")
    page.get_by_role("heading", name="Play Forty-Five").wait_for(timeout=WAIT)
    play_to_the_end(page)
    page.get_by_role("button", name=REVIEW).click()
    box = page.locator(".st-key-tb-hand-review")
    box.wait_for(timeout=WAIT)
    settle(page)
    tabs = box.get_by_role("tab")
    seen = []
    for k in range(tabs.count()):
        tabs.nth(k).click()
        settle(page)
        for summary in box.locator("[data-testid=stExpander] summary").all():
            if summary.is_visible():
                summary.click()
        settle(page)
        seen += page.evaluate(OVERFLOW)
    assert seen  # a decision with a choice, its table open
    assert max(seen) <= 1, seen
    assert not errors, errors
