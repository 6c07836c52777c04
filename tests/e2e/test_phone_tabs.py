"""A bar of tabs wraps at phone width (learner walk, the Rules page and Play's replay at 390 px:
the last tabs, "Rules notes" and "All rules", sat off-screen in a bar that scrolled sideways;
Rams' four tabs were 462 px in 358, Napoleon's 469). ui.format.TABLE_PHONE_CSS, on every page,
wraps a tab list under 640 px."""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady, sync_api

PHONE = {"width": 390, "height": 844}
TABS = """() => [...document.querySelectorAll('[role=tab]')].map(b => {
    const r = b.getBoundingClientRect();
    return [b.innerText, Math.round(r.left), Math.round(r.right)]; })"""
ALL_ON_SCREEN = f"width => ({TABS})().every(([, left, right]) => left >= 0 && right <= width)"


@pytest.mark.parametrize("game", ["rams", "napoleon"])
def test_every_rules_tab_is_on_screen_at_390_px(server: str, tabs: Any, game: str) -> None:
    page = new_tab(tabs, PHONE)
    try:
        page.goto(f"{server}/{game}-rules")
        page.get_by_role("tab", name="All rules").wait_for(state="attached", timeout=WAIT)
        steady(page, AT_REST)
        # the phone rules come with the page's last elements (app.py): on a busy machine they
        # may land after the page has been still for a while, so wait for the bar to wrap
        # (up to WAIT) before reading it
        with contextlib.suppress(sync_api.TimeoutError):
            page.wait_for_function(ALL_ON_SCREEN, arg=PHONE["width"], timeout=WAIT)
        tabs = page.evaluate(TABS)
        names = [t[0] for t in tabs]
        assert "Rules notes" in names and "All rules" in names, names
        assert all(left >= 0 and right <= PHONE["width"] for _, left, right in tabs), tabs
    finally:
        page.close()
