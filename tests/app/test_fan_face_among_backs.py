"""A side seat holding a face among face-down cards fans them in one row where they fit:
Linger Longer's dealer shows the trump he turned and holds it among his other cards, face
down. At six players (/linger_longer-play?seed=21&players=6&seat=1&computer=random, 1400 and
390 px) his Q♦ and five backs ran into two rows, the second laid over the first, and covered
the Q♦ but for its corner index; the other side seats' six backs lay in one row. The fan
reckoned every card a face's strip wide; the backs now take their own, closer as need be.
Laid out by Chromium from the HTML alone, at the desktop's width and in a 358 px column with
the app's phone rules."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.games.linger_longer import LINGER_LONGER
from ui.cards import PHONE_CSS, _strip, table_html
from ui.games.linger_longer import linger_table

WIDTH = 46  # a table card's default width


@pytest.mark.parametrize(("column", "css"), [(900, ""), (358, PHONE_CSS)])
def test_the_dealers_turned_card_and_backs_lie_in_one_row(
    html_page: Any, column: int, css: str
) -> None:
    for players, seed in ((6, 21), (6, 11), (5, 22)):
        state = LINGER_LONGER.new_deal(players=players, dealer=0, seed=seed)
        view = linger_table(state, viewer=1, hand_below=True)
        html = table_html(view)
        html_page.set_content(
            f'<body style="margin:0"><style>{css}</style><div style="width:{column}px">{html}</div>'
        )
        boxes = html_page.evaluate(
            """() => [...document.querySelectorAll('[data-seat="0"] svg[role=img]')].map(c => {
                 const r = c.getBoundingClientRect(); return [r.left, r.top, r.bottom]})"""
        )
        assert len(boxes) == players, boxes  # the Q♦ (or the turned card) and the backs
        tops = {round(top) for _, top, _ in boxes}
        assert len(tops) == 1, (players, seed, column, boxes)  # one row: none laid over another
        # the turned card, first, shows its corner index: the next card starts a strip on
        assert boxes[1][0] - boxes[0][0] >= _strip(WIDTH) - 1, boxes
        seat = html_page.evaluate(
            """() => { const r = document.querySelector('[data-seat="0"]')
                 .getBoundingClientRect(); return [r.left, r.right] }"""
        )
        assert seat[0] <= min(b[0] for b in boxes) and max(b[0] for b in boxes) < seat[1]
