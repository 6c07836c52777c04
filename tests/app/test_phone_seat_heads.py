"""On a phone the seats' heads wrap on purpose (seen at 390 px, /forty_five-play?seed=9&players=4
at trick 3): P3, the dealer, to lead next with a trick won, read 'P3 [P1+P3]', then '[leads
next] [dealer]', then '[1 trick]', three lines in a box beside P1's one, which stood centred
beside it; the learner's seat broke its note 'your cards are / below' across two lines; and at
six hands P5's 'P5 [P1+P3+P5]' put '[dealer]' on a second line. Now, in a phone's column (the
phone's rules, ui.cards.PHONE_CSS), a side seat's tags are a little tighter, so P3 reads 'P3
[P1+P3] [leads next]', '[dealer] [1 trick]' and P5 one line; the two side seats' tops stand
level; the note moves whole. Laid out by Chromium from the HTML alone."""

from __future__ import annotations

from typing import Any

from apptools import lay_out

from ui.cards import SeatView, TableView, table_html

PHONE = (390, 358)  # the screen, and the Play page's table column in it


def _four(mover: int) -> str:
    """Forty-Five at four hands, trick 3: the learner and P3 (the dealer) have a trick each,
    the learner's cards drawn under the table; ``mover`` to play (the learner, trick 2's case)
    or to lead (P3, who won trick 2)."""
    sides = ("P0+P2", "P1+P3")
    seats = (
        SeatView(
            "P0 (you)",
            tags=("1 trick",),
            to_move=mover == 0,
            note="your cards are below",
            side=0,
            side_name=sides[0],
        ),
        SeatView("P1", backs=3, side=1, side_name=sides[1]),
        SeatView("P2 (partner)", backs=3, side=0, side_name=sides[0]),
        SeatView(
            "P3",
            backs=3,
            tags=("dealer", "1 trick"),
            to_move=mover == 3,
            side=1,
            side_name=sides[1],
            turn="leads next",
        ),
    )
    return table_html(TableView(seats, (), "Trick 3"))


def _six() -> str:
    sides = ("P0+P2+P4", "P1+P3+P5")
    seats = tuple(
        SeatView(f"P{i}", backs=5, tags=("dealer",) * (i == 5), side=i % 2, side_name=sides[i % 2])
        for i in range(6)
    )
    return table_html(TableView(seats, (), "Trick 1"))


# Each seat: its place, its box, the lines its name and tags take, and the lines of its note
_HEADS = """() => [...document.querySelectorAll('[data-place]')].map(s => {
  const pills = [...s.firstElementChild.querySelectorAll('span')];
  const note = s.querySelector(':scope > span');
  const r = s.getBoundingClientRect();
  return {seat: s.dataset.seat, place: s.dataset.place, top: r.top, height: r.height,
          lines: new Set(pills.map(p => Math.round(p.getBoundingClientRect().top))).size,
          note: note ? note.getClientRects().length : null};
})"""


def _heads(html_page: Any, html: str) -> dict[str, dict[str, Any]]:
    lay_out(html_page, html, *PHONE)
    return {s["seat"]: s for s in html_page.evaluate(_HEADS)}


def test_a_side_seat_to_lead_that_deals_takes_two_lines_level_with_its_neighbour(
    html_page: Any,
) -> None:
    seats = _heads(html_page, _four(3))
    p1, p3 = seats["1"], seats["3"]
    assert (p1["place"], p3["place"]) == ("left", "right"), seats
    assert p3["lines"] == 2, p3  # was 3: [P1+P3] / [leads next] [dealer] / [1 trick]
    assert abs(p1["top"] - p3["top"]) < 1, seats  # P1 stood 17 px lower, centred


def test_the_learners_note_moves_whole(html_page: Any) -> None:
    seats = _heads(html_page, _four(0))
    assert seats["0"]["note"] == 1, seats["0"]  # was 2: 'your cards are' / 'below'


def test_six_hands_dealer_keeps_one_line(html_page: Any) -> None:
    seats = _heads(html_page, _six())
    assert seats["5"]["place"] == "right" and seats["5"]["lines"] == 1, seats["5"]


def test_a_seat_with_neither_cards_nor_note_is_its_head_alone(html_page: Any) -> None:
    """Bierspiel's finished deal (Learn, 'A trick wipes out a point'): P2, across the table,
    has played every card and has no note; the note's box, one piece since the fix above,
    stood empty as a blank line under his tags on the app's page, in standards mode; the
    layout page, in quirks mode then (no doctype), gave such a line no height."""
    seats = (
        SeatView("P0 (you)", faces=((0, "normal"),)),
        SeatView("P1", tags=("plays", "3 tricks")),
        SeatView("P2", tags=("plays", "2 tricks")),
        SeatView("P3", tags=("passed",), note="hand given up"),
    )
    lay_out(html_page, table_html(TableView(seats, (), "Tricks")), *PHONE)
    assert html_page.evaluate("document.compatMode") == "CSS1Compat"  # standards mode
    got = html_page.evaluate(
        """() => { const s = document.querySelector('[data-seat="2"]');
          return [s.getBoundingClientRect().height,
                  s.firstElementChild.getBoundingClientRect().height]; }"""
    )
    assert got[0] - got[1] <= 18, got  # the padding, borders and the head's margin only


def test_the_two_seats_across_the_table_share_their_row(html_page: Any) -> None:
    """Five-card Loo at five hands, the learner passed (/five_card_loo-play?seed=2 at 390 px):
    P2 'stands', 'changed 4', '1 trick' and P3, to lead, 'stands', 'kept his cards', '1 trick'
    stood a row each across the table, the table 73 px taller; now they share the row, each
    one's tags wrapping in its own box."""
    seats = (
        SeatView("P0 (you)", tags=("passed",), out=True, note="hand given up"),
        SeatView("P1", backs=4, tags=("stands", "changed 4")),
        SeatView("P2", backs=4, tags=("stands", "changed 4", "1 trick")),
        SeatView(
            "P3",
            backs=4,
            tags=("stands", "kept his cards", "1 trick"),
            to_move=True,
            turn="leads next",
        ),
        SeatView("P4", backs=4, tags=("dealer", "stands", "changed 4")),
    )
    got = _heads(html_page, table_html(TableView(seats, (), "Trick 2")))
    p2, p3 = got["2"], got["3"]
    assert (p2["place"], p3["place"]) == ("top", "top"), got
    assert abs(p2["top"] - p3["top"]) < 1, got  # P3 stood 89 px lower, on a row of his own
    overflow = html_page.evaluate(
        "() => { const f = document.querySelector('.tb-felt'); return f.scrollWidth - f.clientWidth }"
    )
    assert overflow <= 0, overflow
