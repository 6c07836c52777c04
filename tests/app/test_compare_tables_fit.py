"""Compare's tables fit their columns on a wide screen (seen at 1400 px, /loo-compare: the two
settlement tables side by side were 466 px wide in 454 px columns, the "counters" column cut
at the edge behind the scroll shadow; Bierspiel's 523, Sixty-Six's 585). On a phone they fit,
by ui.format.TABLE_PHONE_CSS's tighter cells; those rules now follow the table's own box (a
container query), so a phone-wide column of a wide screen gets them too. Every game with two
readings: its Compare page's tables (AppTest, the page's first deal), laid out by Chromium at
1400 px in the narrowest box a Compare table gets there (a side's bordered box, 422 px), and in
a 390 px phone's 358 px column."""

from __future__ import annotations

import base64
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import streamlit
from apptools import go
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.compare import variant_pairs
from engine.game import REGISTRY
from ui.format import TABLE_PHONE_CSS

OpenApp = Callable[..., AppTest]
# Streamlit's own type (DejaVu, the browser's sans-serif here, sets other widths)
FONTS = Path(streamlit.__file__).parent / "static" / "static" / "media"
_FACE = next(FONTS.glob("SourceSansVF-Upright*.woff2"), None)
SOURCE_SANS = (
    "@font-face{font-family:'Source Sans';font-weight:200 900;src:url(data:font/woff2;base64,"
    + base64.b64encode(_FACE.read_bytes()).decode()
    + ")}"
    if _FACE
    else ""
)
# a table's cells as Streamlit 1.67's Markdown draws them (measured on the page: its type,
# 6 px by 12 px padding, borders, bold headings)
PAGE_CSS = (
    "body{margin:0;font-family:'Source Sans',sans-serif;font-size:16px;line-height:1.6}"
    "table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:.375rem .75rem}"
)
GAMES = [g.id for g in REGISTRY if variant_pairs(g)]
WIDTHS = [(1400, 422), (390, 358)]  # the screen, and the column a Compare table gets in it


def _tables(app: OpenApp, game_id: str) -> list[str]:
    at = go(app(), f"{game_id}:compare")
    return [m.value for m in at.markdown if 'class="tb-scroll"' in m.value]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_compare_tables_fit_their_columns(app: OpenApp, html_page: Any, game_id: str) -> None:
    tables = _tables(app, game_id)
    assert any("<th>player</th>" in t or "<th>side</th>" in t for t in tables), game_id
    for screen, column in WIDTHS:
        html_page.set_viewport_size({"width": screen, "height": 800})
        boxes = "".join(f"<div style='width:{column}px'>{t}</div>" for t in tables)
        html_page.set_content(f"<style>{SOURCE_SANS}{PAGE_CSS}{TABLE_PHONE_CSS}</style>{boxes}")
        html_page.evaluate("document.fonts.ready")
        got = html_page.evaluate(
            """() => [...document.querySelectorAll('.tb-scroll')].map(
                 b => [b.scrollWidth, b.clientWidth, b.querySelector('th').textContent])"""
        )
        # Loo's settlement was 466 px in 454 at 1400 (Sixty-Six's 585)
        assert all(scroll <= box for scroll, box, _ in got), (screen, got)
