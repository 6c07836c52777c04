"""The rules box's table of where the readings differ fits a phone (seen at 390 px,
/?game=forty_five&step=order_diamonds and /?game=rams&step=deal with the box 'Rules: ...'
open: a column for each reading and one of the sources' words made the table 347 px
(Forty-Five's four readings) and 362 px (Rams' five) in the box's 324 px, the sources column
a word a line behind the scroll shadow; Spoil Five's and Loo's fitted, their sources column
84-141 px wide). In a phone-wide box each row now stands as a block: its rule, each reading's
value after the reading's name, the sources' words full width (ui.format.STACKED); on a wide
screen it is the table it was. Every game with more than one reading: the Learn page's box
(AppTest), its table laid out by Chromium in the box's 324 px at 390 px and 906 px at 1400."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from apptools import open_box
from streamlit.testing.v1 import AppTest
from test_compare_tables_fit import PAGE_CSS, SOURCE_SANS

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available
from ui.format import TABLE_PHONE_CSS
from ui.pages.common import disagreements

OpenApp = Callable[..., AppTest]
GAMES = [g.id for g in REGISTRY if disagreements(g) and g.id in available()]
SOURCES = "what the sources say"


def _box_table(app: OpenApp, game_id: str) -> str:
    at = open_box(app(f"{game_id}:learn"), f"{game_id}:learn:rules_box")
    (table,) = [m.value for m in at.markdown if f"<th>{SOURCES}</th>" in m.value]
    return table


def _laid_out(page: Any, table: str, box: int) -> dict[str, Any]:
    page.set_content(
        f"<style>{SOURCE_SANS}{PAGE_CSS}{TABLE_PHONE_CSS}</style>"
        f"<div style='width:{box}px'>{table}</div>"
    )
    page.evaluate("document.fonts.ready")
    return dict(
        page.evaluate(
            """(sources) => {
              const b = document.querySelector('.tb-scroll');
              const col = [...b.querySelectorAll('th')].findIndex(t => t.textContent === sources);
              const cells = [...b.querySelectorAll('tbody tr')].map(r => r.children[col]);
              return {scroll: b.scrollWidth, box: b.clientWidth,
                      head: b.querySelector('thead').getBoundingClientRect().height,
                      sources: Math.min(...cells.map(c => c.getBoundingClientRect().width))};
            }""",
            SOURCES,
        )
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_the_readings_table_fits_a_phone(app: OpenApp, html_page: Any, game_id: str) -> None:
    table = _box_table(app, game_id)
    phone = _laid_out(html_page, table, 324)
    # Forty-Five's was 347 px in 324, its sources column 64 px (Spoil Five's 84)
    assert phone["scroll"] <= phone["box"], phone
    assert phone["sources"] >= 0.9 * phone["box"], phone  # the sources' words full width
    wide = _laid_out(html_page, table, 906)
    assert wide["scroll"] <= wide["box"] and wide["head"] > 0, wide  # a table, as it was
    assert wide["sources"] < 0.6 * wide["box"], wide
