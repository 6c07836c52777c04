"""The seats read in order round the table at every count and width (headless Chromium).

Play passes to the left: from the reader's seat at the bottom, the next sits on his left, the
one after further round, across the table, then down his right (ui.cards.places). At
/forty_five-play?seed=23&players=6 three seats sat across the table, and P4, too wide for the
row, wrapped into a line of his own under P2 and P3, in front of them (1400 px), or all three
stood one over another (390 px): nobody could follow who plays after whom. Eight players did
so at 1400 px, nine and ten at every width, and where the table is 481 to 640 px wide (a
tablet's, Learn's larger faces) even the two seats of five, seven or nine hands wrapped.

Measured here as a learner sees it: round the middle of the table (the trick's box) each seat's
box lies further round than the one before it, from the reader's own, by a degree at least (a
seat wrapped under its row lies back among the others, or on one line of sight with them).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browsertools import KEPT
from test_browser import AT_REST, WAIT, steady
from test_play_browser import open_page

import ui.games  # noqa: F401  (registers the drawings)
from bench.serve import CHROMIUM
from engine.game import REGISTRY
from ui.cards import position_html

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

# each seat of the first table: its number, its place, its box's centre from the trick's
SEATS = """() => {
  const felt = document.querySelector('.tb-felt');
  const t = felt.querySelector('.tb-trick').getBoundingClientRect();
  return [...felt.querySelectorAll('[data-seat]')].map(s => {
    const r = s.getBoundingClientRect();
    return {seat: +s.dataset.seat, place: s.dataset.place,
            dx: r.left + r.width / 2 - (t.left + t.width / 2),
            dy: r.top + r.height / 2 - (t.top + t.height / 2)};
  });
}"""
# the seats across the table whose box or cards stand out of their box (their hands fanned)
SPILT = """() => [...document.querySelectorAll('[data-place=top]')].filter(seat => {
  const box = seat.getBoundingClientRect();
  return seat.scrollWidth > seat.clientWidth + 1 || [...seat.querySelectorAll('[role=img]')]
    .some(c => { const r = c.getBoundingClientRect();
                 return r.left < box.left - 1 || r.right > box.right + 1; });
}).map(seat => seat.getAttribute('aria-label'))"""
DEGREE = math.pi / 180


def out_of_order(seats: list[dict[str, Any]]) -> str:
    """'' when the seats go round the table in playing order; else what is wrong. The angle
    is clockwise on the screen from straight down (the reader's seat, taken as 0)."""
    (bottom,) = [s["seat"] for s in seats if s["place"] == "bottom"]
    n = len(seats)
    angle = {s["seat"]: math.atan2(-s["dx"], s["dy"]) % (2 * math.pi) for s in seats}
    angle[bottom] = 0.0
    ring = [(bottom + k) % n for k in range(n)]
    drawn = sorted(angle, key=lambda seat: angle[seat])
    steps = [angle[b] - angle[a] for a, b in zip(ring, ring[1:], strict=False)]
    if drawn == ring and min(steps) >= DEGREE:
        return ""
    names = ", ".join(f"P{s}" for s in drawn)
    return f"round the table {names}; steps {[round(s, 2) for s in steps]}"


@pytest.fixture(scope="module")
def six_seats(server: str, tabs: Any) -> Iterator[Callable[[int], Any]]:
    """The Play page of the six-hand table, ``width`` px wide: loaded for the first width a
    test asks, resized for the others (one page load for the three tests, not three). The
    seats' layout is the page's CSS, and a page resized is laid out as one loaded at that
    width: measured when the page was first shared, each seat's place from the trick (SEATS)
    at 1400, 390 and 360 px, loaded afresh and resized from 1400 in that order, was the same
    to the tenth of a pixel. A test that failed is rerun on the same page."""
    kept: list[Any] = []

    def at(width: int) -> Any:
        if not kept:
            # a learner of his own (open_page): the one server's other tests leave their hands
            url = f"{server}/forty_five-play?seed=23&players=6"
            page, _ = open_page(tabs, url, {"width": width, "height": 1400})
            KEPT.add(page)
            kept.append(page)
        page = kept[0]
        page.set_viewport_size({"width": width, "height": 1400})
        return page

    try:
        yield at
    finally:
        for page in kept:
            KEPT.discard(page)
            page.close()


# the seats' places as they stand (a JavaScript test for steady): each check finds them as the
# last one did (a page resized lays itself out again over a frame or more)
_SAME_SEATS = (
    f"(() => {{ const s = JSON.stringify(({SEATS})()); const same = s === window.__tbSeats;"
    " window.__tbSeats = s; return same; })()"
)


@pytest.mark.parametrize("width", [1400, 390, 360])
def test_six_seats_go_round_the_table_on_the_play_page(
    six_seats: Callable[[int], Any], width: int
) -> None:
    page = six_seats(width)
    page.locator(".tb-felt [data-seat]").first.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    page.evaluate("() => { delete window.__tbSeats; }")  # (the last width's places)
    steady(page, _SAME_SEATS)
    seats = page.evaluate(SEATS)
    assert len(seats) == 6, seats  # the table this test is about
    assert not out_of_order(seats), out_of_order(seats)


# the table's width in the app: 1400 px's Play page, a tablet's 520, phones of 390 and 360 px
COLUMNS = (690, 520, 358, 328)


@pytest.mark.parametrize("gid", [g.id for g in REGISTRY])
def test_every_table_reads_round_in_order(html_page: Any, gid: str) -> None:
    """Every game at every count it seats, as Play draws it (the hands face down, the
    reader's below the table) and as Learn does (every hand face up, the faces 56 px)."""
    game = REGISTRY.get(gid)
    wrong: list[str] = []
    for n in game.player_counts(game.make_opts(None)):
        state = game.new_deal(players=n, seed=1)
        drawings = {
            "Play": position_html(state, viewer=0, hand_below=True),
            "Learn": position_html(state, viewer=0, reveal=True, width=56),
        }
        for kind, html in drawings.items():
            html_page.set_content(f'<body style="margin:0"><div id="column">{html}</div></body>')
            for column in COLUMNS:
                html_page.evaluate(f"document.getElementById('column').style.width='{column}px'")
                seats = html_page.evaluate(SEATS)
                assert len(seats) == n, seats
                if why := out_of_order(seats):
                    wrong.append(f"{n} players, {kind}, {column} px: {why}")
                if spilt := html_page.evaluate(SPILT):
                    wrong.append(f"{n} players, {kind}, {column} px: {spilt} spill out")
    assert not wrong, "\n".join(wrong)
