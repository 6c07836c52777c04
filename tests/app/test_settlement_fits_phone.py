"""At 390 px four-hand Sixty-Six's settlement table on Play ran past the screen's edge: nine
columns, one of them ("role", the dealer's when one sits out) blank in every row of the
four-hand game. A column blank in every row is left out (ui.pages.common.without_blank_columns),
and a table that is still wider than its box (the score sheet) shows a shadow at the edge where
more of it lies (ui.format.SCROLL_CUE), not a column cut clean at the screen's edge."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

from engine.game import REGISTRY
from ui.format import TABLE_PHONE_CSS, table_html
from ui.pages.common import settlement_rows_shown, without_blank_columns

OpenApp = Callable[..., AppTest]
# a table's cells as Streamlit's Markdown draws them (its theme's padding and borders)
PAGE_CSS = (
    "body{margin:0;font-family:sans-serif;font-size:16px}"
    "table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:.25rem .375rem}"
)


def _settlement_markdown(app: OpenApp, players: int) -> str:
    t = finished_table("sixty_six", players=players)
    at = app()
    at.session_state["sixty_six:table"] = t
    go(at, "sixty_six:play")
    assert not at.exception, at.exception
    return next(m.value for m in at.markdown if "<th>card points</th>" in m.value)


def test_four_hand_settlement_has_no_blank_column(app: OpenApp) -> None:
    html = _settlement_markdown(app, 4)
    assert "<th>role</th>" not in html
    assert "<th>marriages</th>" in html and "<th>total</th>" in html


def test_three_hand_settlement_keeps_the_dealers_role(app: OpenApp) -> None:
    assert "<th>role</th>" in _settlement_markdown(app, 3)


def test_a_column_blank_in_every_row_goes_and_no_other() -> None:
    rows = [{"player": "P0", "role": "", "pool": ""}, {"player": "pool", "role": "", "pool": 9}]
    assert without_blank_columns(rows) == [
        {"player": "P0", "pool": ""},
        {"player": "pool", "pool": 9},
    ]
    assert without_blank_columns([]) == []


def _laid_out(page: Any, html: str) -> dict[str, float]:
    page.set_viewport_size({"width": 390, "height": 800})
    page.set_content(
        f"<style>{PAGE_CSS}{TABLE_PHONE_CSS}</style><div style='width:358px'>{html}</div>"
    )
    return dict(
        page.evaluate(
            """() => {
              const box = document.querySelector('.tb-scroll');
              const t = box.querySelector('table');
              t.style.width = 'min-content';
              const least = t.getBoundingClientRect().width;
              t.style.width = '100%';
              return {least, box: box.clientWidth, scroll: box.scrollWidth,
                      cue: getComputedStyle(box).backgroundImage.includes('radial-gradient')};
            }"""
        )
    )


def test_the_four_hand_settlement_fits_a_phone(html_page: Any) -> None:
    game = REGISTRY.get("sixty_six")
    t = finished_table("sixty_six", players=4)
    rows = without_blank_columns(settlement_rows_shown(game, t.state, t.seat, stakes=True))
    got = _laid_out(html_page, table_html(rows))
    # its narrowest layout fits the 358 px column with room to spare (a wider font or a
    # longer number does not push it over)
    assert got["least"] <= 358 - 30, got
    assert got["scroll"] <= got["box"], got


def test_a_table_wider_than_its_box_shows_it_scrolls(html_page: Any) -> None:
    row = {f"column {k}": f"value{k}" for k in range(14)}
    got = _laid_out(html_page, table_html([row, row]))
    assert got["scroll"] > got["box"], got  # it does scroll
    assert got["cue"], got
