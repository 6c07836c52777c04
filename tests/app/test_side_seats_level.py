"""With more than four players the seats at the sides of the table stand level, seat against
seat, at every width; no two seats' boxes overlap.

Seen at 1400 px (/rams-play?seed=1&players=6&seat=0): the right side's P4 and P5 (the dealer,
who holds no cards at six, a short box) stood 29 px lower than P2 and P1 on the left, each
side centred on its own beside the trick; Forty-Five's sides at six stood 13 px apart, Loo's
and Spoil Five's at eight and ten a few px. With up to four players the trick is a cross whose
side cards face the side seats, which stay centred on it. Drawn in Chromium from the HTML alone
(tests/conftest.py ``html_page``), every game at five players and at its largest count, in the
Play page's table column at 1400 px (689 px) and in a phone's (358 px)."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import PHONE_CSS, position_html

MEASURE = """() => {
  const box = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom] };
  return {
    sides: [...document.querySelectorAll('.tb-mid>.tb-side')].map(
      c => [...c.querySelectorAll('[data-place]')].map(box)),
    seats: [...document.querySelectorAll('[data-place]')].map(box),
  };
}"""


def _counts() -> list[tuple[str, int]]:
    out = []
    for game in REGISTRY:
        o = game.make_opts(game.default_variant)
        ns = [n for n in range(5, 11) if game.fit_players(o, n) == n]
        out += [(game.id, n) for n in sorted({ns[0], ns[-1]})] if ns else []
    return out


@pytest.mark.parametrize("column", [689, 358])
@pytest.mark.parametrize(("gid", "players"), _counts())
def test_the_side_seats_stand_level(html_page: Any, gid: str, players: int, column: int) -> None:
    game = REGISTRY.get(gid)
    state = game.new_deal(players=players, seed=1)
    html = position_html(state, viewer=0)
    html_page.set_content(
        f'<body style="margin:0"><style>{PHONE_CSS}</style>'
        f'<div style="width:{column}px">{html}</div></body>'
    )
    got = html_page.evaluate(MEASURE)
    left, right = got["sides"]
    assert len(left) == len(right) > 0, got["sides"]
    for a, b in zip(left, right, strict=True):  # seat against seat, top to bottom
        assert abs(a[1] - b[1]) <= 1, (a, b)
    seats = got["seats"]
    for i, a in enumerate(seats):  # no two boxes overlap
        for b in seats[i + 1 :]:
            apart = a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1]
            assert apart, (a, b)
