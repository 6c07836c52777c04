"""Two hands across the table stay in their seats' boxes on a wide page (Chromium, HTML alone).

Learner walk, Five-card Loo's Learn at 1400 px: /five_card_loo-learn?step=flush says "P2 was
dealt K♥ J♥ 9♥ 5♥ 2♥", but its picture drew P2's box 217 px wide beside P3's across the table,
the 5♥ and 2♥ out of it and under P3's box (the 2♥ hidden); pam_flush's 2♦ ran over the
"Trumps ♥" heading beside the table, elder_flush's 3♠ out of P3's box. The two seats across
the table were each held to half their row (ui.card_css.top_fan_css, for a phone: a seat with
long tags had squeezed the other), but on a wide page the picture's ring of seats is only as
wide as its seats, the trumps and pool beside it: half of it was less than a hand of five. Each
seat is now held to half the *table* there, the room its cards are fanned for.

Every lesson step's and question's picture with two seats across the table, one of them
drawing four cards or more (three fit half the ring), drawn as Learn and the Quiz draw it (56
px faces) in the page's column at 1400 px (940 px) and on a tablet (700 px): every card lies
in its own seat's box, and no card or seat box overlaps another seat or the extras beside
the table.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from ui.cards import PHONE_CSS, PICTURE_WIDTH, table_html
from ui.pages.learn_position import step_view
from ui.quiz_picture import question_picture

MEASURE = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom] };
  return {
    seats: [...document.querySelectorAll('[data-place]')].map(s => ({
      name: s.getAttribute('aria-label'), place: s.dataset.place, box: box(s),
      cards: [...s.querySelectorAll('[role=img]')].map(box)})),
    extras: [...document.querySelectorAll('.tb-extras>div')].map(box),
  };
}"""


def _pictures() -> list[tuple[str, str]]:
    """(name, HTML) of every lesson picture with two seats across the table holding cards."""
    out: list[tuple[str, str | None]] = []
    for gid in available():
        lesson, game = load(gid), REGISTRY.get(gid)
        for step in lesson.steps:
            if step.scenario is not None:
                view = step_view(game, step, step.scenario)
                out.append((f"{gid}-learn:{step.id}", table_html(view, PICTURE_WIDTH)))
        out += [(f"{gid}-quiz:{q.id}", question_picture(q, None)) for q in lesson.quiz]
    return [(name, html) for name, html in out if html is not None and _four_across(html)]


def _four_across(html: str) -> bool:
    """Two seats across the table, one of them drawing four cards or more."""
    parts = html.split('data-place="')[1:]
    top = [p.split('data-place="')[0].count('role="img"') for p in parts if p.startswith("top")]
    return len(top) == 2 and max(top) >= 4


PICTURES = _pictures()


def _apart(a: list[float], b: list[float]) -> bool:
    return a[2] <= b[0] + 0.5 or b[2] <= a[0] + 0.5 or a[3] <= b[1] + 0.5 or b[3] <= a[1] + 0.5


def _inside(card: list[float], box: list[float]) -> bool:
    return box[0] - 0.5 <= card[0] and card[2] <= box[2] + 0.5


@pytest.mark.parametrize("column", [940, 700])
@pytest.mark.parametrize(("name", "html"), PICTURES, ids=[n for n, _ in PICTURES])
def test_hands_across_the_table_stay_in_their_seats(
    html_page: Any, name: str, html: str, column: int
) -> None:
    html_page.set_content(
        f'<body style="margin:0"><style>{PHONE_CSS}</style>'
        f'<div style="width:{column}px">{html}</div></body>'
    )
    got = html_page.evaluate(MEASURE)
    seats = got["seats"]
    for seat in seats:
        out = [c for c in seat["cards"] if not _inside(c, seat["box"])]
        assert not out, f"{seat['name']}'s cards {out} out of its box {seat['box']}"
    for i, a in enumerate(seats):
        for b in seats[i + 1 :]:
            assert _apart(a["box"], b["box"]), (a["name"], b["name"])
        for b in seats:
            if b is not a:
                hit = [c for c in a["cards"] if not _apart(c, b["box"])]
                assert not hit, f"{a['name']}'s cards {hit} over {b['name']}'s box"
        for e in got["extras"]:
            assert _apart(a["box"], e), (a["name"], "extras", e)
