"""The hand review's table of choices fits a phone's width.

handrev's walk (/forty_five-play?seed=1&players=2&seat=0 played out in Chromium at 390x2200,
"Review this deal"): under "Every choice the search tried" the table of five columns was 340 to
351 px wide in an expander 324 px wide, its "loss" column ("100%") cut off at the right edge.

The same link's deal, played as the walk plays it (the first card the page offers) up to the
learner's last card by the page's own table logic and resumed in the page
(test_hand_review_browser's near_the_end), where the walk clicked every move of it: its tables
are under test here, not the clicks (22 s of a loaded run, 17 of them the clicks).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browsertools import new_tab
from test_browser import WAIT
from test_hand_review_browser import PHONE, REVIEW, near_the_end, play_to_the_end, settle

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

# every table of the review in view: how much wider it is than the box it sits in (px)
OVERFLOW = """() => [...document.querySelectorAll('.st-key-tb-hand-review table')]
    .filter(t => t.offsetParent)
    .map(t => t.scrollWidth - t.parentElement.clientWidth)"""


def test_every_choices_table_fits_a_phone(server: str, server_db: Path, tabs: Any) -> None:
    # /forty_five-play?seed=1&players=2&seat=0's deal (a link's: its seed is the deal's)
    address = near_the_end(server, server_db, "forty_five", left=1, players=2, deal=1)
    page = new_tab(tabs, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(address)
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
