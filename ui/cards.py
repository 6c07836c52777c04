"""Whole positions, drawn as our own small SVG (license-free, sharp at any size): a
game-neutral table picture (:class:`TableView`, :func:`table_html`) that each game's adapter
fills in from its state (:func:`register_adapter`, :func:`position_html`). The card faces it
lays out are drawn by :mod:`ui.card_faces`; the pages and notebooks import them from here.

Shared by the Streamlit app and the notebooks, so this module never imports Streamlit or IPython.
In Streamlit draw with ``st.markdown(html, unsafe_allow_html=True)`` (``st.html`` strips inline
SVG); in a notebook, ``show(state)`` returns an object with ``_repr_html_``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any, Literal

from engine.cards import cards_in
from ui.card_faces import FONT

# card faces (ui.card_faces): a table draws some; pages, notebooks and tests import them here
from ui.card_faces import RED as RED
from ui.card_faces import RED_SYMBOLS as RED_SYMBOLS
from ui.card_faces import SHAPE_DEFS as SHAPE_DEFS
from ui.card_faces import CardState as CardState
from ui.card_faces import as_images as as_images
from ui.card_faces import back_svg as back_svg
from ui.card_faces import card_svg as card_svg
from ui.card_faces import row_html as row_html
from ui.card_faces import shared_shapes as shared_shapes

# A still position's card width: Learn's steps, the Quiz page's questions and the notebooks'
# pictures (draw() and the quiz box) alike, so one position looks the same wherever it is
# taught. Play's live table draws smaller (``table_html``'s default, 46 px), its hand drawn
# again under it, larger, with the buttons that play it.
PICTURE_WIDTH = 56


# --------------------------------------------------------------------------------------------
# A whole position: a game-neutral table picture, filled in by a per-game adapter
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class SeatView:
    """One seat as drawn: name, visible cards with their states, face-down count, tags.

    ``side``: the partnership the seat plays for (0 or 1; -1 where everyone plays alone),
    shown as a coloured edge and a ``side_name`` tag (``"P0+P2"``)."""

    name: str
    faces: tuple[tuple[int, CardState], ...] = ()
    backs: int = 0
    tags: tuple[str, ...] = ()
    to_move: bool = False
    out: bool = False
    note: str = ""  # shown instead of cards when there are none to draw
    side: int = -1
    side_name: str = ""
    turn: str = "to play"  # the tag on the seat to move: "to declare", "to bid" ...


@dataclass(frozen=True)
class TableView:
    """The picture of a position: the seats around the table, the trick in the middle, extras
    beside it.

    ``seats`` are in playing order (seat ``i + 1`` plays after seat ``i``); ``bottom`` is the
    seat drawn nearest the reader (the learner's). ``trick_seats``: the seat of each card in
    ``trick``; when left empty it is found from the trick's labels (a seat's name)."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, int, CardState], ...] = ()
    trick_title: str = "Trick"
    extras: tuple[tuple[str, str], ...] = ()  # (label, inner HTML): trump card, widow, pool
    caption: str = ""
    empty_trick: str = "no cards played yet"
    bottom: int = 0
    trick_seats: tuple[int, ...] = ()


def empty_seat_note(trick: Sequence[tuple[int, Any]], seat: int, done: int, tricks: int) -> str:
    """The words for a seat drawn with no cards while the deal is on: "no cards left" once it
    has played its last card (the deal's last trick, of ``tricks``, on the table, ``done``
    finished before it, and his card in it), else "cards not shown" (a hand a scenario leaves
    out). At the last trick a seat that had played read "cards not shown", as if he still held
    cards the learner could not see (Rounce at 390 px, trick 5)."""
    last = done == tricks - 1 and any(p == seat for p, _ in trick)
    return "no cards left" if last else "cards not shown"


Place = Literal["bottom", "left", "top", "right"]


def places(n: int, bottom: int = 0) -> dict[Place, list[int]]:
    """Where each of ``n`` seats sits, seen from seat ``bottom``.

    Play passes to the left, so the next seat after the reader's sits on his left, the one
    after across the table, then on his right. With up to four players there is one seat a
    side (in four-hand partnerships the partner sits opposite). The row across the table holds
    two seats at most, the others sitting at the sides: two a side from six players (the six
    of a hexagon, so Forty-Five's partners sit every other seat), three from eight, four at
    ten. Two hands fit that row at every width (fanned where it is narrow: ``_top_fan_css``);
    a third wrapped into a line of its own under the other two, out of the order round the
    table (Forty-Five's P4 at six players stood under P2 and P3, at 390 and 1400 px). Each list
    runs the way the eye reads it: left and right top to bottom, the top row left to right.

    >>> places(2)
    {'bottom': [0], 'left': [], 'top': [1], 'right': []}
    >>> places(4, bottom=2)
    {'bottom': [2], 'left': [3], 'top': [0], 'right': [1]}
    >>> places(5)
    {'bottom': [0], 'left': [1], 'top': [2, 3], 'right': [4]}
    >>> places(6)
    {'bottom': [0], 'left': [2, 1], 'top': [3], 'right': [4, 5]}
    >>> places(8, bottom=3)
    {'bottom': [3], 'left': [6, 5, 4], 'top': [7], 'right': [0, 1, 2]}
    """
    if not 0 <= bottom < max(n, 1):
        raise ValueError(f"bottom seat {bottom} is not one of the {n} seats")
    others = [(bottom + k) % n for k in range(1, n)]
    m = len(others)
    if m <= 3:
        left = others[:1] if m >= 2 else []
        right = others[-1:] if m >= 2 else []
        top = others[1:2] if m == 3 else others[:1] if m == 1 else []
    else:
        k = max(1, (m - 1) // 2)  # a side's seats: as many as leave one or two across
        left, top, right = others[:k][::-1], others[k : m - k], others[m - k :]
    return {"bottom": [bottom] if n else [], "left": left, "top": top, "right": right}


def learner_seat(n: int, viewer: int | None, to_move: int = -1) -> int:
    """The seat to draw at the bottom: the viewer's; else the player to move (a "which cards
    may you play?" position speaks to him as "you"); else seat 0."""
    if viewer is not None and 0 <= viewer < n:
        return viewer
    return to_move if 0 <= to_move < n else 0


_PILL = (
    "display:inline-block;padding:1px 7px;margin:0 3px 2px 0;border-radius:9px;"
    "font-size:12px;background:#e9ecef;color:#1b1b1b"
)
FELT = "#1e6b40"
TO_MOVE = "#f2b705"  # the seat to move: a gold edge, which stands out on the green felt
# A partnership's colours: (edge, tag background, tag text). Blue and violet, so that neither
# reads as a red suit, a legal (green) or a deciding (orange) card.
SIDE_COLOURS = (("#2f6fd6", "#dbe7fb", "#1f3f7a"), ("#8e44c9", "#eddcf7", "#5b2a86"))


def _pill(text: str, style: str = "", title: str = "") -> str:
    hint = f' title="{escape(title, quote=True)}"' if title else ""
    return f'<span style="{_PILL}{style}"{hint}>{escape(text)}</span>'


# A side seat's hand is a fan, as a card app draws an opponent's: each card covers the one
# before it but for a strip down its left edge, which for a face holds its corner index (rank
# and suit, in the left quarter), and a long hand runs on in a second row, set over the
# first's lower part so that every index still shows. Its box has room for five faces a row,
# so the two side seats of a table are alike and the narrow layout's width is known.
_INDEX_STRIP = 0.28  # of a card's width: its corner index
_BACK_STRIP = 0.2  # of a card's width: the most of a face-down card a fan shows
_INDEX_ROW = 0.34  # of a card's height: its corner index, shown above the next row
_SEAT_PADDING = 26  # a seat box's padding, borders and side stripe, both sides together


def _strip(width: int, face: bool = True) -> int:
    return round(width * (_INDEX_STRIP if face else _BACK_STRIP))


def _fan(cards: Sequence[tuple[str, bool]], width: int, room: int) -> str:
    """``cards`` (an SVG each, and whether it is a face) fanned left to right within ``room``
    pixels: faces a strip apart that shows each one's index, face-down cards closer (closer
    still where that keeps a hand to one row), in as few rows as fit, of even length; their
    number written under them."""
    height = round(width * 1.4)
    n, backs = len(cards), sum(1 for _, face in cards if not face)
    if backs == n:  # nothing to read on a back but its number: one row, as close as needed
        per_row = n
        steps = [max(3, min(_strip(width, False), (room - width) // max(n - 1, 1)))] * n
    else:
        # one row where the faces' strips fit, the backs closer as need be (nothing to read
        # on them), else as few rows as fit: a face among backs (Linger Longer's dealer shows
        # the trump he turned) was reckoned a face's strip for every card, and his six ran
        # into two rows, the second covering the face but for its index (1400 and 390 px)
        steps = [_strip(width, face) for _, face in cards]
        over = width + sum(steps[:-1]) - room
        closer = sum(1 for _, face in cards[:-1] if not face)
        if over > 0 and closer:
            back = max(3, _strip(width, False) - -(-over // closer))
            tight = [step if face else back for step, (_, face) in zip(steps, cards, strict=True)]
            steps = tight if width + sum(tight[:-1]) <= room else steps
        rows = per_row = 1
        for rows in range(1, n + 1):
            per_row = -(-n // rows)
            if all(width + sum(steps[k : k + per_row - 1]) <= room for k in range(0, n, per_row)):
                break
    out: list[str] = []
    for k, (svg, _) in enumerate(cards):
        if k % per_row == 0:
            lift = f"margin-top:{round(height * _INDEX_ROW) - height}px" if k else ""
            out.append(f'{"</div>" if k else ""}<div style="display:flex;{lift}">')
            shift = ""
        else:
            shift = f"margin-left:{steps[k - 1] - width}px;"
        # positioned, so each card lies over the one before even when that one is dimmed (a
        # translucent card is painted in a later layer); opaque, so none shows through
        out.append(
            f'<div style="display:flex;position:relative;{shift}background:#fafafa;'
            f'border-radius:{round(width * 0.09)}px">{svg}</div>'
        )
    count = ""
    if backs:
        words = f"{backs} face down" if backs < n else f"{n} card{'s' if n > 1 else ''}"
        count = f'<div style="font-size:12px;color:#495057;margin-top:2px">{words}</div>'
    return f"<div>{''.join(out)}</div></div>{count}"


def _seat_html(seat: SeatView, width: int, place: Place, index: int) -> str:
    side = 0 <= seat.side < len(SIDE_COLOURS)
    edge, tag_bg, tag_fg = SIDE_COLOURS[seat.side] if side else ("", "", "")
    border = f"3px solid {TO_MOVE}" if seat.to_move else "1px solid #c9cdd1"
    column = place in ("left", "right")
    # a side seat's box is narrow (a fan's width): its tags a little tighter, so that two sit
    # to a line and five (Napoleon's bidder: to move, dealer, bid, bidder, tricks) do not
    # stand the box twice as tall as the other seats'
    tight = ";padding:1px 4px;margin:0 2px 2px 0;font-size:11px" if column else ""
    turn = _pill(seat.turn, f";background:#1a7f37;color:#fff{tight}") if seat.to_move else ""
    party = ""
    if side and seat.side_name:
        # in a side seat the side by its name alone ("P1+P3", as the score names the sides; its
        # colour is the seat's stripe): "side P1+P3" took a line of its own in that box
        name = f"side {seat.side_name}"
        said, title = (seat.side_name, name) if column else (name, "")
        party = _pill(said, f";background:{tag_bg};color:{tag_fg}{tight}", title)
    # in a side seat the side goes beside the name, the turn after it: "P1 [to play]" left six
    # hands' "P1+P3+P5" a line of its own (learner walk, Forty-Five at six, 390 and 1400 px)
    first = party + turn if column else turn + party
    tags = first + "".join(_pill(t, tight) for t in seat.tags)
    faces = [card_svg(c, st, width) for c, st in seat.faces]
    downs = [back_svg(width) for _ in range(seat.backs)]
    if not faces and not downs:
        # one piece: beside the tags where the line has room, else whole on a line of its own
        # ("your cards are / below" split at 390 px after the learner's first trick, Forty-Five);
        # none without words (an empty block would stand as a blank line under the tags)
        note = "font-size:12px;color:#6c757d;display:inline-block;white-space:nowrap"
        cards = f'<span style="{note}">{escape(seat.note)}</span>' if seat.note else ""
    elif column:
        room = _side_width(width) - _SEAT_PADDING
        cards = _fan([(f, True) for f in faces] + [(d, False) for d in downs], width, room)
    else:
        cards = f'<div style="display:flex;gap:4px;flex-wrap:wrap">{"".join(faces + downs)}</div>'
    size = f"width:{_side_width(width)}px;box-sizing:border-box" if column else "min-width:120px"
    stripe = f"border-left:6px solid {edge};" if side else ""
    # a side seat's fan leaves room to spare (:data:`_SEAT_PADDING`): 3 px more a side for its
    # name and first tag ("P2" and "leads next", Napoleon) to share a line
    pad = "6px 5px" if column else "6px 8px"
    return (
        f'<div role="group" aria-label="{escape(seat.name)}" data-seat="{index}" '
        f'data-place="{place}" style="border:{border};{stripe}border-radius:10px;'
        f"padding:{pad};background:#fafafa;color:#1b1b1b;opacity:{0.6 if seat.out else 1};"
        f'{size}"><div style="font-weight:700;margin-bottom:3px">'
        f"{_seat_name(seat.name, column)} {tags}</div>{cards}</div>"
    )


def _seat_name(name: str, column: bool) -> str:
    """A seat's name in its box's head; in a side seat (a fan's width) a note after it smaller,
    on the name's line: "P2 (partner)" all in the name's 16 px bold broke across two lines in
    Forty-Five's side boxes at six players (1400 px), the side's tag on a third."""
    seat, note = name.split(" (", 1) if column and " (" in name else (name, "")
    if not note:
        return escape(name)
    small = "font-size:12px;font-weight:400;white-space:nowrap"
    return f'{escape(seat)} <small style="{small}">({escape(note)}</small>'


def _side_width(width: int) -> int:
    """A side seat's box: room for a fan of five faces (:func:`_fan`), and for its tags."""
    return max(width + 4 * _strip(width) + _SEAT_PADDING, 120)


def figure(html: str) -> str:
    """A side box's figure (the pool's "7 counters", the stock's "12 cards", Napoleon's bid),
    one size in every game: each adapter had styled its own, at 18, 20 or 22 px."""
    return f'<div style="font-size:20px;font-weight:700">{html}</div>'


def _label(text: str, colour: str = "#ffffff") -> str:
    return (
        f'<div style="font-size:12px;line-height:16px;margin-top:2px;color:{colour};'
        f'white-space:nowrap">{escape(text)}</div>'
    )


def _trick_seats(view: TableView) -> list[int] | None:
    """The seat of each trick card: given, or found by the label (a seat's name, perhaps
    followed by a note in brackets such as "(you)"); None when any is unknown."""
    if len(view.trick_seats) == len(view.trick):
        return list(view.trick_seats)
    found = []
    for label, _, _ in view.trick:
        match = [
            i
            for i, s in enumerate(view.seats)
            if s.name == label or s.name.startswith(label + " (")
        ]
        if len(match) != 1:
            return None
        found.append(match[0])
    return found


def _cross_grid(where: dict[Place, list[int]]) -> tuple[int, int, dict[Place, tuple[int, int]]]:
    """The trick's grid: (columns, half-card rows, place -> (column, first row)). A card spans
    two half rows, so the side seats' cards lie level between the top and bottom ones; with
    nobody at the sides (two players) the two cards lie side by side, the far one higher."""
    if not (where["left"] or where["right"]):
        return 2, 3, {"top": (1, 1), "bottom": (2, 2), "left": (1, 1), "right": (2, 1)}
    lift = 0 if where["top"] else 1  # no seat across (three players): no empty row above
    spots: dict[Place, tuple[int, int]] = {
        "top": (2, 1),
        "left": (1, 2 - lift),
        "right": (3, 2 - lift),
        "bottom": (2, 3 - lift),
    }
    return 3, 4 - lift, spots


# The cross's gap between its half-card rows: the top seat's card and its label stood right on
# the bottom seat's card, the label squeezed between them (learner walk, Napoleon and Spoil Five
# Play at 1400 px); the side seats' cards, two rows and the gap high, stay level between them.
ROW_GAP = 10


def _trick_html(view: TableView, width: int, where: dict[Place, list[int]]) -> str:
    """The trick: with up to four seats, each card lies in front of the seat that played it;
    with more, the cards lie in a row in the order played. The first is marked "led"; a
    dashed space waits in front of each seat still to play.

    The cross carries its measures as CSS variables (``--tb-col``, ``--tb-half``, ``--tb-cols``
    and each cell's ``--tb-at``), so that a table too narrow for the side seats beside the
    trick (:func:`table_html`'s container query), which puts them under it, lays the trick
    out in one row, one card high, instead of a cross two cards high: there the cards read
    left to right in the order played, from the leader, and then the spaces of the seats
    still to play, in their turn."""
    place_of = {i: p for p, seats in where.items() for i in seats}
    seats = _trick_seats(view)
    cross = len(view.seats) <= 4 and seats is not None
    cw = width + 8 if cross else width  # many players: a row that fits between the side seats
    ch = round(cw * 1.4)
    half = (ch + 18) // 2  # half a card and its label
    cols, rows, spot = _cross_grid(where)
    in_row = sum(1 for seats_at in where.values() if seats_at)  # the narrow row's columns
    measures = f"--tb-col:{cw + 10}px;--tb-half:{half}px;--tb-cols:{in_row}"
    names = [f"{label} · led" if k == 0 else label for k, (label, _, _) in enumerate(view.trick)]
    if not view.trick or not cross:
        if view.trick:
            inner = "".join(
                f'<div style="display:flex;flex-direction:column;align-items:center">'
                f"{card_svg(c, st, cw)}{_label(name)}</div>"
                for name, (_, c, st) in zip(names, view.trick, strict=True)
            )
        else:
            inner = (
                f'<div style="font-size:13px;opacity:.85;padding:20px 4px">'
                f"{escape(view.empty_trick)}</div>"
            )
        body = (
            f'<div style="display:flex;gap:6px;flex-wrap:wrap;justify-content:center">{inner}</div>'
        )
        if not view.trick and cross and any(s.to_move for s in view.seats):
            # the room the cards will take, so that nothing jumps when the lead is made
            body = (
                f'<div class="tb-wait" style="min-height:{rows * half + (rows - 1) * ROW_GAP}px;'
                f"min-width:{max(cols * (cw + 10), 150)}px;{measures};"
                f'display:flex;align-items:center;justify-content:center">{body}</div>'
            )
    else:
        assert seats is not None

        def cell(where: Place, inner: str, hidden: bool = False) -> str:
            # --tb-at: the cell's place in the narrow row, the order of play from the leader
            column, row = spot[where]
            aria = ' aria-hidden="true"' if hidden else ""
            return (
                f'<div{aria} style="grid-column:{column};grid-row:{row} / span 2;'
                f"--tb-at:{len(cells) + 1};"
                f'display:flex;flex-direction:column;align-items:center">{inner}</div>'
            )

        cells: list[str] = []
        for p, name, (_, c, st) in zip(seats, names, view.trick, strict=True):
            cells.append(cell(place_of[p], card_svg(c, st, cw) + _label(name)))
        played, n = set(seats), len(view.seats)
        # where the others' cards will go, in the order they play (to the left, after the last)
        for i in sorted(range(n), key=lambda i: (i - seats[-1]) % n):
            s = view.seats[i]
            if i not in played and not s.out and i in place_of:
                space = (
                    f'<div style="width:{cw}px;height:{ch}px;box-sizing:border-box;'
                    f'border:2px dashed rgba(255,255,255,.45);border-radius:7px"></div>'
                )
                name = s.name.split(" (")[0]
                cells.append(cell(place_of[i], space + _label(name, "#cfe3d6"), hidden=True))
        # the narrow row has a column for each card and space (a seat out of the deal has none)
        measures = f"--tb-col:{cw + 10}px;--tb-half:{half}px;--tb-cols:{len(cells)}"
        body = (
            f'<div class="tb-cross" style="display:grid;{measures};'
            f"grid-template-columns:repeat({cols},{cw + 10}px);row-gap:{ROW_GAP}px;"
            f'grid-template-rows:repeat({rows},{half}px);justify-content:center">'
            f"{''.join(cells)}</div>"
        )
    return (
        f'<div class="tb-trick" role="group" aria-label="{escape(view.trick_title)}" '
        f'style="display:flex;flex-direction:column;align-items:center;gap:4px;color:#ffffff;'
        f'flex:1 1 0"><div style="font-size:13px;font-weight:700">{escape(view.trick_title)}</div>'
        f"{body}</div>"
    )


# The rules for a table in a phone-wide box (a container query on the picture's own box, so a
# narrow column gets them too, and nothing else does): the seats and the extras drawn smaller
# (zoom keeps the overlaps of a side hand), tighter gaps, the hands across the table fanned,
# and the reader's seat without cards on one line, so the trick, the seats and the learner's
# cards under the table fit one 390×844 screen. Every picture carries them in its own style
# (table_html): a notebook has no page stylesheet, and its six-card hands wrapped at 390 px.
PHONE_CSS = (
    "@container tb-table (max-width: 480px){"
    ".tb-felt{padding:8px 6px !important;gap:8px 16px !important}"
    # (not the side seats: under the trick here, each has half the row, and at .8 their fanned
    # faces' corner indices could not be read, learner walk: Spoil Five's order_diamonds)
    ".tb-felt [data-place=top],.tb-felt [data-place=bottom]{zoom:.8}"
    # the hands across the table fanned (each card's corner index still shows), so two fit a row
    # ([role=img]: a face, an inline <svg> in the app, a notebook's <img> of one: as_images)
    ".tb-felt [data-place=top] [role=img]+[role=img]{margin-left:-24px}"
    # two seats across the table share their row, each one's tags wrapping in its own box: at
    # five hands P2's 'stands', 'changed 4', '1 trick' beside P3's 'leads next', 'stands',
    # 'kept his cards', '1 trick' stood a row each, the table 73 px taller (Five-card Loo, the
    # learner passed, 390 px); three still wrap as they fall
    ".tb-felt div:has(>[data-place=top]):not(:has(>:nth-child(3))){flex-wrap:nowrap !important}"
    ".tb-felt .tb-mid{gap:6px !important}"
    ".tb-felt .tb-extras{zoom:.85;gap:6px 14px !important;flex-basis:100% !important}"
    # the side panel compact, so that its items stand side by side, not one a row (Rounce's
    # and Bierspiel's tables stood 710-870 px tall at 390 px, their trumps, widow and pool or
    # crosses one under another): the suit's sign smaller, the widow overlapped as a hand is
    # (each card's corner index still shows), a list of lines (the crosses) in three columns;
    # an item with a note under its head (tb-note: 230 px wide at most, Spoil Five's trumps
    # and pool) takes 150 px of the line and what is left: two such stood one a line
    ".tb-felt .tb-sign{font-size:26px !important}"
    ".tb-felt .tb-overlap{gap:0 !important}"
    ".tb-felt .tb-overlap>*+*{margin-left:-30px}"
    ".tb-felt .tb-lines{display:grid;grid-template-columns:repeat(3,max-content);gap:0 14px}"
    ".tb-felt .tb-extras>div:has(.tb-note){flex:1 1 150px}"
    # a note on a line of its own takes the line (Spoil Five's and Forty-Five's "Now", three
    # lines in 230 px under its head, which stands beside it: tb-beside), and a suit's sign or
    # the turned card stands beside its note ("P3 robbed the A♣"), not over it: with a refused
    # card's reason under the learner's cards, their tables left the trick above the screen
    ".tb-felt .tb-extras .tb-note{max-width:none !important}"
    ".tb-felt .tb-extras>div:has(>div>.tb-beside){flex-direction:row !important;gap:8px !important}"
    ".tb-felt .tb-extras div:has(>.tb-sign+.tb-note),"
    ".tb-felt .tb-extras div:has(>[role=img]+.tb-note){display:flex;align-items:center;gap:8px}"
    # the side seats under the trick share its row, half each: their tags ("dealer", "took up
    # the trump") a line each in a fan-wide box stood the box twice as tall as its neighbour's
    ".tb-felt .tb-mid>.tb-side{flex:1 1 0;max-width:190px}"
    ".tb-felt .tb-side>[data-place]{width:auto !important}"
    # ... their tags a little tighter still, so a seat to lead that deals and has a trick reads
    # 'P3 [P1+P3] [leads next]', '[dealer] [1 trick]' (it took three lines, Forty-Five seed 9
    # at four hands, trick 3), and six hands' 'P5 [P1+P3+P5] [dealer]' one; the two boxes'
    # tops level (the shorter stood centred beside the taller; each keeps its own height: a
    # seat with no cards drawn is a small box, test_empty_seat_compact)
    ".tb-felt .tb-mid>.tb-side{align-self:flex-start}"
    ".tb-felt .tb-side>[data-place]{padding-left:4px !important;padding-right:4px !important}"
    ".tb-felt .tb-side>[data-place]>:first-child>span{padding:1px 3px !important}"
    # and a side seat's count ("3 cards", "1 face down") beside its fan where there is room,
    # not a line of its own under it (the fan of a hand half played is half the box wide)
    ".tb-felt .tb-side>[data-place]{display:flex;flex-wrap:wrap;align-items:flex-end;"
    "column-gap:6px}"
    ".tb-felt .tb-side>[data-place]>:first-child{flex:0 0 100%}"
    ".tb-felt [data-place=bottom]>div:first-child{display:inline-block;margin:0 6px 0 0 !important}"
    "}"
    # narrower still (JupyterLab at 390 px, its sidebar closed: a 274 px output), the reader's
    # own hand fans too, by as much as the box lacks (none at 330 px, its full 20 px by 250), so
    # six cards keep one line down to 250 px, each corner index still showing
    "@container tb-table (max-width: 330px){"
    ".tb-felt [data-place=bottom] [role=img]+[role=img]"
    "{margin-left:clamp(-20px,calc((100cqi - 330px) / 4),0px)}"
    "}"
)


def _fan_margin(width: int, room: str, gaps: int | str, most: int, least: int) -> str:
    """How far each face after the first of a fan steps back over the one before (a negative
    ``margin-left``): faces ``width`` px wide, drawn 4 px apart, share out the ``room`` (a CSS
    length) the row has, overlapping as much as it lacks, never more than ``most`` px over the
    card before nor less than ``least`` px (0: side by side where they fit). ``gaps``: how
    many steps the fan takes (its cards less one: a number, or a CSS expression). The one
    formula of the reader's own fanned hand (:func:`_hand_fan_css`) and the seats across the
    table (:func:`_top_fan_css`)."""
    return (
        f"margin-left:clamp(-{most}px,"
        f"calc(({room} - {width}px) / {gaps} - {width + 4}px),{least}px)"
    )


def _hand_fan_css(width: int) -> str:
    """In a phone-wide table (480 px and under) a hand of seven or eight across the bottom
    (four-hand Sixty-Six's, in a Quiz or Learn picture) fans on one line, each face ``width``
    px, overlapping as much as the row lacks (none where it fits): its eight faces stood six
    and two, 65 px more between the trick and the question's Check (829 px at 360x800, the
    room 740). The lengths are the seat's (zoom .8: 100cqi, the table's width, times 1.25);
    its row has the table less 32 px (the felt's, the seat's padding and borders)."""
    row = ".tb-felt [data-place=bottom] div:has(>[role=img]"
    room = "(100cqi - 32px) * 1.25"
    fans = "".join(
        f"{row}{last})>[role=img]+[role=img]{{{_fan_margin(width, room, n - 1, width // 2, 0)}}}"
        for n, last in ((7, ":nth-child(7):last-child"), (8, ":nth-child(8)"))
    )
    return (
        f"@container tb-table (max-width: 480px){{{row}:nth-child(7))"
        f"{{flex-wrap:nowrap !important}}{fans}}}"
    )


def _top_fan_css(width: int) -> str:
    """Two seats across the table share their row (:func:`places` puts no more there) at every
    width, each hand of two to eight cards fanned as much as the seat's half of the row lacks,
    each corner index still showing (at most ``width`` less 14 px over the card before); more
    wrap as before. In a phone-wide table (480 px and under, :data:`PHONE_CSS`) each fans 24
    px a card at least: five cards (Spoil Five's and Forty-Five's at five hands, face down in a
    generated question or face up in a replay) stood four and one, the fifth under the others
    and out of the box's edge (a Quiz or Review question's picture at 390 px; four did at 320
    px). Wider, they lie side by side where they fit: at 481 to 640 px the second seat wrapped
    under the first, the seat after him in a line of his own (five, seven or nine hands, Learn's
    faces 56 px wide up to 640 px). The lengths are the seat's: in a phone-wide table (zoom .8)
    100cqi, the table's width, times 1.25, its half of the row half the table less the felt's
    padding and the gap between the two (14 px), less the seat's own padding and borders (24
    px); wider, half the table less the felt's padding and half the gap (14 px), less the
    seat's padding, borders and stripe (28 px)."""
    two = ".tb-felt div:has(>[data-place=top]+[data-place=top]):not(:has(>:nth-child(3)))"
    row = f"{two}>[data-place=top] div:has(>[role=img]:nth-child(2)):not(:has(>:nth-child(9)))"
    counts = "".join(
        f"{two}>[data-place=top] div:has(>[role=img]:nth-child({n}):last-child){{--tb-n:{n}}}"
        for n in range(2, 9)
    )
    # the fans are reckoned for half the row each, so neither seat may take more: a seat with
    # long tags ("dealer", "plays", "robbed the trump": Rounce's robbing dealer) stood 208 px
    # of a 390 px table's 342, and the other's four backs ran past its box and the felt's edge
    # (/rounce-quiz?seed=77&kind=legal_cards&level=1); its tags wrap within its half now
    rules = f"{two}>[data-place=top]{{max-width:calc(50% - 4px)}}"
    for query, room, least in (
        ("max-width: 480px", "((100cqi / 2 - 14px - 24px) * 1.25)", -24),
        ("width > 480px", "(100cqi / 2 - 14px - 28px)", 0),
    ):
        fan = _fan_margin(width, room, "(var(--tb-n) - 1)", width - 14, least)
        wide = f"{two}{{flex-wrap:nowrap !important}}" if least == 0 else ""
        rules += (
            f"@container tb-table ({query}){{{wide}{row}{{flex-wrap:nowrap !important}}"
            f"{row}>[role=img]+[role=img]{{{fan}}}{counts}}}"
        )
    return rules


# The rows of cards to tick (ui.card_ticks: Play's exchange, the Quiz's "which cards may you
# play"), by their keys. On a phone (a 326 px row at 390) a row of up to five keeps one line, the
# faces 54 px wide and 8 px apart: a five-card hand wrapped four and one at 390 px (Five-card
# Loo's exchange on Play, its lone card and the buttons under it below the screen; Rams' and
# Rounce's questions). Six (Sixty-Six's hand, Linger Longer's) keep one line too, 46 px wide and
# 4 apart (296 px, within a 375 px screen's 311 px row; at 72 px they stood three and three, 346 px
# of cards; at 48 px, 6 apart, five and one at 375); five and six narrow to a smaller row's width
# (_fit: a 360 px screen's 296 px row); seven or eight (four-hand
# Sixty-Six) stand four a line, 46 px wide (they ran three, three and two; at 54 px the question
# ran 24 px taller), and a box stands 6 px under its card, not 16 (10 px a line). On every page
# (app.py).
TICK_ROWS = ("tb-compose", "tb-quiz-cards")


def _fit(width: int, height: int, count: int, gap: int, spare: int = 0) -> str:
    """A face ``width`` by ``height`` px, narrower where ``count`` of them, ``gap`` px apart
    and ``spare`` px to spare, would not fit the row's width (100cqi: the row is its faces'
    container), its shape kept: at 360 px (a 296 px row) five at 54 px wrapped four and one,
    six at 46 five and one. A card's name under its face (a ten's, 46 px) keeps its cell that
    wide however small the face: ``spare`` leaves it that room."""
    share = f"(100cqi - {gap * (count - 1) + spare}px) / {count}"
    return f"--tb-w:min({width}px,{share});width:var(--tb-w);height:calc(var(--tb-w) * {height} / {width})"


_FIVE, _SIX, _MORE = (
    ":not(:has(> :nth-child(6)))",
    ":has(> :nth-child(6)):not(:has(> :nth-child(7)))",
    ":has(> :nth-child(7))",
)
TICKS_PHONE_CSS = (
    "@media (max-width: 640px) {"
    + "".join(
        f".st-key-{row}{_FIVE} {{gap:.5rem;container-type:inline-size}}"
        f".st-key-{row}{_FIVE} svg[data-card] {{{_fit(54, 76, 5, 8)}}}"
        f".st-key-{row}{_SIX} {{gap:4px;container-type:inline-size}}"
        f".st-key-{row}{_SIX} svg[data-card] {{{_fit(46, 64, 6, 4, spare=4)}}}"
        f".st-key-{row}{_MORE} {{display:grid;grid-template-columns:repeat(4,max-content);gap:.5rem}}"
        f".st-key-{row}{_MORE} svg[data-card] {{width:46px;height:64px}}"
        f".st-key-{row} > * > [data-testid=stVerticalBlock] {{gap:6px}}"
        # a row under 290 px (a 320 px screen's 256): a box 2 px from its card's name, not 8,
        # so that a ten's name ('10♣', 46 px) keeps six to a line (they stood five and one)
        f"@container (max-width: 290px) {{.st-key-{row} label {{gap:2px}}}}"
        for row in TICK_ROWS
    )
    + "}"
)

# A trick laid out in one row (every table of 480 px and under: its narrow width, under which
# the cross becomes a row, is 480 or more) keeps inside the table: the columns give way to the
# row's width, and the faces and the dashed spaces narrow with them, their shape kept. The
# Review page's question picture at 320 px (in its bordered box, a 256 px table) drew a trick
# of four at 64 px, 74 apart, 15 px past the table's right edge and as far past its left
# (Rams', Rounce's, Forty-Five's, Napoleon's and Linger Longer's 'who wins the trick?').
# Phone rules of the app's pages (app.py), as TICKS_PHONE_CSS: a notebook is not that narrow.
TRICK_PHONE_CSS = (
    "@container tb-table (max-width: 480px){"
    ".tb-felt .tb-trick .tb-cross{"
    "grid-template-columns:repeat(var(--tb-cols),minmax(0,var(--tb-col))) !important}"
    ".tb-felt .tb-cross>div>:first-child{"
    "max-width:calc(100% - 8px);height:auto !important;aspect-ratio:5/7}"
    ".tb-felt .tb-trick .tb-wait{"
    "min-width:min(calc(var(--tb-cols) * var(--tb-col)),100%) !important}}"
)


def table_html(view: TableView, width: int = 46) -> str:
    """HTML for a whole position (one line, no blank lines, so Markdown leaves it alone).

    The seats sit around a green table (:func:`places`): the reader's at the bottom, the
    others on his left, across and on his right in the order they play; the trick lies in the
    middle, the extras (trumps, stock, pool, ...) beside the table, or under it when the page
    is narrow. On a page too narrow for three abreast (under ``narrow`` pixels) the trick
    comes first and the side seats sit below it side by side; in a phone-wide box the seats
    are drawn smaller (:data:`PHONE_CSS`), so a six-card hand keeps one line. The picture
    carries these rules in its own style, for the app and a notebook alike. Works without it
    (notebook viewers that drop ``<style>``): the parts then simply wrap.
    """
    n = len(view.seats)
    where = places(n, view.bottom if 0 <= view.bottom < n else 0)
    sides = bool(where["left"] or where["right"])

    def seats_of(p: Place) -> str:
        return "".join(_seat_html(view.seats[i], width, p, i) for i in where[p])

    def row(p: Place) -> str:
        if not where[p]:
            return ""
        # each seat as tall as its own cards: stretched to a neighbour's, a seat with none drawn
        # stood as an empty box as tall as a hand (learner walk, Five-card Loo's elder_flush)
        return (
            f'<div style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px;'
            f'align-items:flex-start">{seats_of(p)}</div>'
        )

    def column(p: Place) -> str:
        if not where[p]:
            return ""
        return (
            f'<div class="tb-side" style="display:flex;flex-direction:column;gap:8px">'
            f"{seats_of(p)}</div>"
        )

    middle = (
        f'<div class="tb-mid" style="display:flex;flex-wrap:wrap;align-items:center;'
        f'justify-content:center;gap:10px">{column("left")}'
        f"{_trick_html(view, width, where)}{column('right')}</div>"
    )
    ring = (
        f'<div style="display:flex;flex-direction:column;gap:10px;flex:0 1 auto;min-width:0">'
        f"{row('top')}{middle}{row('bottom')}</div>"
    )
    box = "display:flex;flex-direction:column;gap:4px"
    extras = "".join(
        f'<div style="{box}"><div style="font-size:13px;font-weight:700">{escape(label)}</div>'
        f"<div>{inner}</div></div>"
        for label, inner in view.extras
    )
    if extras:
        extras = (
            f'<div class="tb-extras" style="flex:1 1 200px;max-width:480px;display:flex;'
            f'flex-wrap:wrap;gap:14px 26px;align-content:flex-start;color:#ffffff">{extras}</div>'
        )
    caption = (
        f'<div style="font-size:13px;margin-top:4px;color:#495057">{escape(view.caption)}</div>'
        if view.caption
        else ""
    )
    # a table of two (no side seats) takes the row at phone width (PHONE_CSS's 480 px): its
    # cross, a card in front of each seat, stood two cards high, and empty as tall, over a
    # third of a 390 px screen (learner walk: two-hand Sixty-Six, Play and Learn)
    narrow = 2 * _side_width(width) + 3 * (width + 18) + 60 if sides else 480
    # tb-felt and tb-extras: hooks for the phone-width rules (PHONE_CSS, in the style)
    return (
        f'<div role="group" aria-label="card table" class="tb-n{narrow}" style="font-family:{FONT};'
        f"color:#1b1b1b;margin:4px 0 10px 0;container:tb-table / inline-size;"
        f'contain-intrinsic-inline-size:auto 600px">{_table_style(narrow, width)}'
        f'<div class="tb-felt" style="background:{FELT};border-radius:14px;padding:12px 10px;'
        f"display:flex;"
        f'flex-wrap:wrap;gap:16px 28px;align-items:center;justify-content:center">'
        f"{ring}{extras}</div>{caption}</div>"
    )


@lru_cache(maxsize=64)
def _table_style(narrow: int, width: int) -> str:
    """The ``<style>`` a table carries: its layout under ``narrow`` px (below), the phone-width
    rules (:data:`PHONE_CSS`) and its fans for faces ``width`` px wide. The same for every
    table of that width and shape (``narrow``), so it is built once for each, not for every
    table drawn."""
    t = f".tb-n{narrow}"
    # too narrow for the side seats beside the trick: the trick first, on a line of its own,
    # the side seats under it; its cards then in one row (in the order played, from the leader),
    # and an empty trick keeps the room of that row, not of the cross
    return (
        f"<style>@container tb-table (max-width: {narrow}px){{{t} .tb-mid .tb-trick"
        f"{{order:-1;flex-basis:100% !important}}"
        f"{t} .tb-cross{{grid-template-columns:repeat(var(--tb-cols),var(--tb-col)) !important;"
        f"grid-template-rows:repeat(2,var(--tb-half)) !important;row-gap:0 !important}}"
        f"{t} .tb-cross>div{{grid-column:var(--tb-at) !important;"
        f"grid-row:1 / span 2 !important}}"
        f"{t} .tb-wait{{min-height:calc(2 * var(--tb-half)) !important;"
        f"min-width:calc(var(--tb-cols) * var(--tb-col)) !important}}}}{PHONE_CSS}"
        f"{_hand_fan_css(width)}{_top_fan_css(width)}</style>"
    )


# Adapters turn a game's state into a TableView; a new game registers its own here.
Adapter = Callable[..., TableView]
# Keyed by the state class's qualified name, not the class itself, so that a module reloaded
# by Streamlit's file watcher (a new class object) still finds its drawing.
ADAPTERS: dict[str, Adapter] = {}


def _type_key(t: type) -> str:
    return f"{t.__module__}.{t.__qualname__}"


def register_adapter(state_type: type, adapter: Adapter) -> None:
    ADAPTERS[_type_key(state_type)] = adapter


class NoDrawing(TypeError):
    """No card-table drawing is registered for this kind of state."""


def table_view(state: Any, **kw: Any) -> TableView:
    try:
        adapter = ADAPTERS[_type_key(type(state))]
    except KeyError:
        raise NoDrawing(
            f"no drawing for a {type(state).__name__} (known: {', '.join(ADAPTERS) or 'none'}; "
            "import ui.games to register the games' drawings)"
        ) from None
    return adapter(state, **kw)


def position_html(state: Any, width: int = 46, **kw: Any) -> str:
    """Draw a position of any registered game (keyword options go to its adapter)."""
    return table_html(table_view(state, **kw), width)


class Position:
    """A drawn position that a notebook shows by itself (``_repr_html_``)."""

    def __init__(self, html: str) -> None:
        self.html = html

    def _repr_html_(self) -> str:
        return as_images(self.html)  # as the notebooks draw: shown untrusted too

    def __str__(self) -> str:
        return self.html


def show(state: Any, **kw: Any) -> Position:
    return Position(position_html(state, **kw))


def card_states(
    hand: Iterable[int], legal: int | None, marked: Iterable[int] = ()
) -> tuple[tuple[int, CardState], ...]:
    """States for a hand: marked first, then legal/illegal when ``legal`` (a mask) is given."""
    mk = set(marked)
    out: list[tuple[int, CardState]] = []
    for c in hand:
        if c in mk:
            out.append((c, "marked"))
        elif legal is None:
            out.append((c, "normal"))
        else:
            out.append((c, "legal" if (legal >> c) & 1 else "illegal"))
    return tuple(out)


def cards_of(mask: int) -> list[int]:
    return [int(c) for c in cards_in(mask)]


def seat_names(n: int, viewer: int | None = None, names: Sequence[str] | None = None) -> list[str]:
    base = list(names) if names else [f"P{i}" for i in range(n)]
    if viewer is not None and 0 <= viewer < n:
        base[viewer] = f"{base[viewer]} (you)"
    return base
