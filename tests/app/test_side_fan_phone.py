"""At phone width a side seat's fanned faces stay readable: the side seats go under the trick
there, each with half the row, and the phone rules drew them at 80 %, so each face showed a
strip of about 10 px, its corner index cut (learner walk: Spoil Five's Learn order_diamonds
at 390 px, P1's 5♦ J♦ A♥ A♦ K♦). The side seats now keep their size (the seats across the
table and the reader's are still drawn smaller). Laid out by Chromium from the HTML alone,
with the app's phone rules (ui.cards.PHONE_CSS), in a 358 px column (a 390 px phone's)."""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from ui.cards import PHONE_CSS, _strip, position_html

WIDTH = 46  # a table card's default width


def test_a_side_seats_fanned_faces_keep_their_index_strip(html_page: Any) -> None:
    step = next(s for s in load("spoil_five").steps if s.id == "order_diamonds")
    assert step.scenario is not None
    html = position_html(step.scenario.state, reveal=True)
    html_page.set_content(
        f'<body style="margin:0"><style>{PHONE_CSS}</style><div style="width:358px">{html}</div>'
    )
    seats = html_page.evaluate(
        """() => [...document.querySelectorAll('[data-place=left],[data-place=right]')].map(
             s => [...s.querySelectorAll('svg[role=img]')].map(c => c.getBoundingClientRect()
               .left))"""
    )
    assert seats and all(len(xs) >= 4 for xs in seats), seats
    for xs in seats:
        steps = [b - a for a, b in zip(xs, xs[1:], strict=False)]
        assert min(steps) >= _strip(WIDTH) - 1, steps  # was 10 px of a 13 px strip
    # and the two side seats still share one row under the trick, inside the column
    right = html_page.evaluate(
        "() => Math.max(...[...document.querySelectorAll('[data-place]')].map("
        "s => s.getBoundingClientRect().right))"
    )
    assert right <= 358, right
