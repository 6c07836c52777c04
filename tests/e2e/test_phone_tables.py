"""Settlement tables fit a phone (reported by the learner walk: at 390 px a settlement table
scrolled sideways). Bierspiel's (eight columns: crosses wiped, fresh, chalk, beer) and
Sixty-Six's (nine: card points, last trick, marriages, ...) were 370 and 411 px in a 358 px
column; ui.format.TABLE_PHONE_CSS's tighter cells and smaller headings fit them."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import WAIT, chromium, server

__all__ = ["chromium", "server"]  # the module's fixtures: its browser and server

PHONE = {"width": 390, "height": 844}


@pytest.mark.parametrize(
    "game,step", [("sixty_six", "last_trick"), ("sixty_six", "four_scoring"), ("bierspiel", "beer")]
)
def test_a_settlement_table_fits_a_phone(server: str, chromium: Any, game: str, step: str) -> None:
    page = chromium.new_context(viewport=PHONE).new_page()
    try:
        page.goto(f"{server}/?game={game}&step={step}")
        page.locator("table.tb-table").first.wait_for(timeout=WAIT)
        widths = page.evaluate(
            """() => [...document.querySelectorAll('table.tb-table')].map(
                 t => [t.parentElement.scrollWidth, t.parentElement.clientWidth])"""
        )
        assert widths and all(scroll <= client for scroll, client in widths), widths
    finally:
        page.context.close()
