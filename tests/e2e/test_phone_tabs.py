"""A bar of tabs wraps at phone width (learner walk, the Rules page and Play's replay at 390 px:
the last tabs, "Rules notes" and "All rules", sat off-screen in a bar that scrolled sideways;
Rams' four tabs were 462 px in 358, Napoleon's 469). ui.format.TABLE_PHONE_CSS, on every page,
wraps a tab list under 640 px."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import AT_REST, WAIT, chromium, server, steady

__all__ = ["chromium", "server"]  # the module's fixtures: its browser and server

PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize("game", ["rams", "napoleon"])
def test_every_rules_tab_is_on_screen_at_390_px(server: str, chromium: Any, game: str) -> None:
    page = chromium.new_context(viewport=PHONE).new_page()
    try:
        page.goto(f"{server}/{game}-rules")
        page.get_by_role("tab", name="All rules").wait_for(state="attached", timeout=WAIT)
        steady(page, AT_REST)
        tabs = page.evaluate(
            """() => [...document.querySelectorAll('[role=tab]')].map(b => {
                 const r = b.getBoundingClientRect();
                 return [b.innerText, Math.round(r.left), Math.round(r.right)]; })"""
        )
        names = [t[0] for t in tabs]
        assert "Rules notes" in names and "All rules" in names, names
        assert all(left >= 0 and right <= PHONE["width"] for _, left, right in tabs), tabs
    finally:
        page.context.close()
