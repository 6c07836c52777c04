"""Compare's "action by action" tables at phone width show every row on the page (look5, after
look3's walk: /linger_longer-compare at 390 px put each side's 29 actions in a box 320 px tall,
the 10th row cut at its foot, to be scrolled inside while the page around it had room). On a
phone the two sides stand one under the other, each as tall as its rows; at 1400 px they stand
side by side in boxes of at most 320 px, as before (ui.pages.compare.STEPS_PHONE_CSS)."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady

from bench.serve import CHROMIUM

pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")

BOXES = """() => [...document.querySelectorAll('[class*="st-key-tb-steps-"]')].map(b => [
    b.scrollHeight, b.clientHeight, b.querySelectorAll('tbody tr').length])"""


@pytest.mark.parametrize("width", [390, 1400])
def test_each_sides_actions_fit_their_box_on_a_phone(server: str, tabs: Any, width: int) -> None:
    page = new_tab(tabs, {"width": width, "height": 900})
    try:
        page.goto(f"{server}/linger_longer-compare")
        page.locator('[class*="st-key-tb-steps-1"] table').wait_for(timeout=WAIT)
        steady(page, AT_REST)
        boxes = page.evaluate(BOXES)
        assert len(boxes) == 2, boxes
        assert all(rows > 12 for _, _, rows in boxes), boxes  # more than a box of 320 px holds
        if width == 390:  # every row on the page: nothing to scroll inside the box
            assert all(tall <= shown + 1 for tall, shown, _ in boxes), boxes
        else:  # side by side, the box as before: 320 px, scrolled
            assert all(shown <= 320 < tall for tall, shown, _ in boxes), boxes
    finally:
        page.close()
