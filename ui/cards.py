"""Card faces and whole positions, drawn as our own small SVG (license-free, sharp at any size).

Shared by the Streamlit app and the notebooks, so this module never imports Streamlit or IPython.
In Streamlit draw with ``st.markdown(html, unsafe_allow_html=True)`` (``st.html`` strips inline
SVG); in a notebook, ``show(state)`` returns an object with ``_repr_html_``.

Every face is ``role="img"`` with the card's accessible name (``aria-label="queen of spades"``)
and a ``<title>`` that adds its state ("may be played", "the deciding card"), so screen readers
and browser tests find cards by name. Hearts and diamonds are red, spades and clubs black.

>>> from engine.cards import Card
>>> svg = card_svg(Card.parse("QS"), "legal")
>>> 'aria-label="queen of spades"' in svg and "may be played" in svg
True
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any, Literal

from engine.cards import CARDS, RANK_CODES, Suit, cards_in

# "down": a card played face down (Bierspiel's lead with no trump), drawn as its back;
# "down_known": the same card to a reader who knows it (its leader, a lesson's text): its face
# under the back's lattice, with the words "face down"; "down_marked", "down_known_marked": the
# same, marked as "marked" marks a trick's winner (Bierspiel: nobody had a trump, the leader wins)
CardState = Literal[
    "normal",
    "legal",
    "illegal",
    "marked",
    "right",
    "missed",
    "wrong",
    "down",
    "down_known",
    "down_marked",
    "down_known_marked",
]

RED = "#c62828"
BLACK = "#1b1b1b"
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"


def suit_colour(suit: Suit | int) -> str:
    return RED if Suit(suit).is_red else BLACK


RED_SYMBOLS = tuple(s.symbol for s in Suit if s.is_red)


# (border colour, border width, opacity, face fill, words for the <title>)
_STATES: dict[str, tuple[str, float, float, str, str]] = {
    "normal": ("#8a9096", 2.5, 1.0, "#ffffff", ""),
    "legal": ("#1a7f37", 7.0, 1.0, "#f1fbf3", "may be played"),
    "illegal": ("#b0b4b8", 2.5, 0.38, "#f3f3f3", "may not be played"),
    "marked": ("#e8590c", 8.0, 1.0, "#fff4e6", "the deciding card"),
    # quiz feedback on a choose-all answer: three looks that differ in more than colour
    "right": ("#1a7f37", 7.0, 1.0, "#f1fbf3", "you chose it, and it may be played"),
    "missed": ("#1f5fbf", 7.0, 1.0, "#eef4fd", "you left it out, but it may be played"),
    "wrong": ("#c62828", 7.0, 1.0, "#fdecea", "you chose it, but it may not be played"),
    "down_known": ("#1f4e9e", 6.0, 1.0, "#ffffff", "played face down"),
    "down_known_marked": ("#e8590c", 8.0, 1.0, "#fff4e6", "played face down, the deciding card"),
}
_DASH = ' stroke-dasharray="12 7"'  # a missed card's frame: dashed, as a space left empty
# (badge fill, glyph) drawn in the top right corner of a feedback card
_BADGES: dict[str, tuple[str, str]] = {
    "right": ("#1a7f37", "\u2713"),
    "missed": ("#1f5fbf", "+"),
    "wrong": ("#c62828", "\u2717"),
}

# Suit shapes drawn in a 100 x 100 box (no fonts needed, no shared <defs> ids).
_SUIT_SHAPES: dict[Suit, str] = {
    Suit.HEARTS: '<path d="M50 92C22 68 2 50 2 29C2 13 14 2 28 2C39 2 46 9 50 18'
    'C54 9 61 2 72 2C86 2 98 13 98 29C98 50 78 68 50 92Z"/>',
    Suit.DIAMONDS: '<path d="M50 0L86 50L50 100L14 50Z"/>',
    Suit.SPADES: '<path d="M50 0C60 20 98 40 98 63C98 78 87 88 73 88C64 88 57 84 53 77'
    "C54 88 59 95 67 100L33 100C41 95 46 88 47 77C43 84 36 88 27 88C13 88 2 78 2 63"
    'C2 40 40 20 50 0Z"/>',
    Suit.CLUBS: '<circle cx="50" cy="27" r="23"/><circle cx="25" cy="61" r="23"/>'
    '<circle cx="75" cy="61" r="23"/><path d="M45 55C45 78 40 92 31 100L69 100'
    'C60 92 55 78 55 55Z"/>',
}


def suit_shape(suit: Suit | int, cx: float, cy: float, size: float, flip: bool = False) -> str:
    """One suit symbol of ``size`` units centred on (cx, cy), optionally upside down."""
    s = Suit(suit)
    k = size / 100
    rot = f"rotate(180 {cx:g} {cy:g}) " if flip else ""
    return (
        f'<g fill="{suit_colour(s)}" transform="{rot}translate({cx - size / 2:g} '
        f'{cy - size / 2:g}) scale({k:g})">{_SUIT_SHAPES[s]}</g>'
    )


_L, _C, _R = 36, 50, 64
_FOUR = [(_L, 28), (_R, 28), (_L, 112), (_R, 112)]
_SIDES = [(x, y) for x in (_L, _R) for y in (28, 56, 84, 112)]
_PIPS: dict[int, list[tuple[int, int]]] = {
    2: [(_C, 28), (_C, 112)],
    3: [(_C, 28), (_C, 70), (_C, 112)],
    4: _FOUR,
    5: [*_FOUR, (_C, 70)],
    6: [*_FOUR, (_L, 70), (_R, 70)],
    7: [*_FOUR, (_L, 70), (_R, 70), (_C, 49)],
    8: [*_FOUR, (_L, 70), (_R, 70), (_C, 49), (_C, 91)],
    9: [*_SIDES, (_C, 70)],
    10: [*_SIDES, (_C, 42), (_C, 98)],
}


def _corner(rank_code: str, suit: Suit, colour: str) -> str:
    squeeze = ' textLength="20" lengthAdjust="spacingAndGlyphs"' if len(rank_code) > 1 else ""
    return (
        f'<text x="13" y="25" text-anchor="middle" font-family="{FONT}" font-size="21" '
        f'font-weight="700" fill="{colour}"{squeeze}>{rank_code}</text>'
        + suit_shape(suit, 13, 37, 13)
    )


def _centre(rank: int, suit: Suit, colour: str) -> str:
    if rank == 14:
        return suit_shape(suit, 50, 70, 46)
    if rank > 10:
        tint = "#fdecea" if suit.is_red else "#eceff1"
        letter = RANK_CODES[rank]
        return (
            f'<rect x="25" y="22" width="50" height="96" rx="5" fill="{tint}" '
            f'stroke="{colour}" stroke-width="1.5"/>'
            f'<text x="50" y="80" text-anchor="middle" font-family="{FONT}" '
            f'font-size="42" font-weight="700" fill="{colour}">{letter}</text>'
            + suit_shape(suit, 50, 100, 18)
            + suit_shape(suit, 50, 40, 14, flip=True)
        )
    return "".join(suit_shape(suit, x, y, 16, flip=y > 70) for x, y in _PIPS[rank])


def card_svg(card: int, state: CardState = "normal", width: int = 64) -> str:
    """One card face. ``state``: normal / legal (highlighted) / illegal (dimmed) / marked;
    ``down``: its back, as the table sees a card played face down (nothing of it in the HTML);
    ``down_known``: its face under the back's lattice and the words "face down", for a reader
    who knows the card.

    >>> from engine.cards import Card
    >>> down = card_svg(Card.parse("8C"), "down")
    >>> "data-card" in down, "a card played face down" in down
    (False, True)
    """
    if state in ("down", "down_marked"):
        won = state == "down_marked"
        return back_svg(
            width, "a card played face down" + (", the deciding card" if won else ""), won
        )
    c = CARDS[card]
    border, bw, opacity, fill, words = _STATES[state]
    colour = suit_colour(c.suit)
    code = RANK_CODES[c.rank]
    title = escape(c.name + (f" \u2014 {words}" if words else ""))
    height = round(width * 1.4)
    inset = bw / 2 + 1
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(c.name)}" data-card="{c.code}" '
        f'data-state="{state}" style="display:inline-block;vertical-align:top;'
        f'opacity:{opacity:g};flex:none"><title>{title}</title>'
        f'<rect x="{inset:g}" y="{inset:g}" width="{100 - 2 * inset:g}" '
        f'height="{140 - 2 * inset:g}" rx="9" fill="{fill}" stroke="{border}" '
        f'stroke-width="{bw:g}"{_DASH if state == "missed" else ""}/>'
        + _corner(code, c.suit, colour)
        + f'<g transform="rotate(180 50 70)">{_corner(code, c.suit, colour)}</g>'
        + _centre(c.rank, c.suit, colour)
        + _badge(state)
        + (_FACE_DOWN if state in ("down_known", "down_known_marked") else "")
        + "</svg>"
    )


# over a face played face down that the reader knows: the back's lattice, faint, and a band
_FACE_DOWN = (
    '<svg x="10" y="10" width="80" height="120" viewBox="10 10 80 120" opacity=".45">'
    '<rect x="10" y="10" width="80" height="120" fill="#1f4e9e"/>'
    + "".join(
        f'<path d="M{x} 10L{x + 60} 130M{x + 60} 10L{x} 130" stroke="#9db8e8" stroke-width="2"/>'
        for x in range(-40, 100, 20)
    )
    + '</svg><rect x="4" y="58" width="92" height="26" rx="5" fill="#1f4e9e"/>'
    f'<text x="50" y="76" text-anchor="middle" font-family="{FONT}" font-size="15" '
    'font-weight="700" fill="#ffffff">face down</text>'
)


def _badge(state: str) -> str:
    if state not in _BADGES:
        return ""
    fill, glyph = _BADGES[state]
    return (
        f'<circle cx="80" cy="22" r="15" fill="{fill}" stroke="#ffffff" stroke-width="2"/>'
        f'<text x="80" y="30" text-anchor="middle" font-family="{FONT}" font-size="22" '
        f'font-weight="700" fill="#ffffff">{glyph}</text>'
    )


def back_svg(width: int = 64, label: str = "face-down card", marked: bool = False) -> str:
    """A face-down card: a blue lattice back; ``marked``: in the frame of a "marked" card (a
    trick's winner played face down)."""
    height = round(width * 1.4)
    lines = "".join(
        f'<path d="M{x} 10L{x + 60} 130M{x + 60} 10L{x} 130" stroke="#9db8e8" stroke-width="2"/>'
        for x in range(-40, 100, 20)
    )
    frame = (
        f'<rect x="5" y="5" width="90" height="130" rx="9" fill="{_STATES["marked"][3]}" '
        f'stroke="{_STATES["marked"][0]}" stroke-width="8"/>'
        if marked
        else '<rect x="2" y="2" width="96" height="136" rx="9" fill="#ffffff" stroke="#8a9096" '
        'stroke-width="2.5"/>'
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(label)}" '
        + ('data-state="down_marked" ' if marked else "")
        + 'style="display:inline-block;vertical-align:top;flex:none">'
        f"<title>{escape(label)}</title>{frame}"
        '<svg x="10" y="10" width="80" height="120" viewBox="10 10 80 120">'
        f'<rect x="10" y="10" width="80" height="120" fill="#1f4e9e"/>{lines}</svg>'
        f'<rect x="10" y="10" width="80" height="120" fill="none" stroke="#1f4e9e" '
        f'stroke-width="3"/></svg>'
    )


# ---- shared shapes: the app's pages define each suit shape and the card back once -------------
# A page of cards repeats the same few shapes (a ten carries twelve suit shapes, a table a dozen
# backs), and the browser parses every copy: the Streamlit pages draw ``<use>`` of one hidden
# definition instead (issue 12, part 5: page speed). Notebooks keep self-contained SVG, which a
# code host shows without the page around it, so only the app calls :func:`shared_shapes`.
_SUIT_IDS = {s: f"tb-suit-{s.name.lower()}" for s in _SUIT_SHAPES}
_SHAPE_USE = re.compile(
    r'<g (fill="#[0-9a-f]{6}" transform="[^"]*")>('
    + "|".join(re.escape(shape) for shape in _SUIT_SHAPES.values())
    + r")</g>"
)
_SHAPE_ID = {shape: _SUIT_IDS[s] for s, shape in _SUIT_SHAPES.items()}
_BACK_ID = "tb-card-back"
_BACK_LATTICE = back_svg().split('stroke-width="2.5"/>', 1)[1].rsplit("<rect", 1)[0]
SHAPE_DEFS = (
    '<svg aria-hidden="true" focusable="false" width="0" height="0" '
    'style="position:absolute;width:0;height:0;overflow:hidden"><defs>'
    + "".join(f'<g id="{_SUIT_IDS[s]}">{shape}</g>' for s, shape in _SUIT_SHAPES.items())
    + f'<g id="{_BACK_ID}">{_BACK_LATTICE}</g></defs></svg>'
)
"""The definitions :func:`shared_shapes` refers to: drawn once on every page of the app."""


def shared_shapes(html: str) -> str:
    """``html`` with each suit shape and card-back lattice drawn as a ``<use>`` of
    :data:`SHAPE_DEFS` (the same picture, a fraction of the markup).

    >>> from engine.cards import Card
    >>> svg = card_svg(Card.parse("TS"))
    >>> small = shared_shapes(svg)
    >>> small.count('href="#tb-suit-spades"'), len(small) < len(svg) * 0.6
    (12, True)
    """
    html = _SHAPE_USE.sub(lambda m: f'<use href="#{_SHAPE_ID[m[2]]}" {m[1]}/>', html)
    return html.replace(_BACK_LATTICE, f'<use href="#{_BACK_ID}"/>')


def suit_html(suit: Suit | int) -> str:
    s = Suit(suit)
    return f'<span style="color:{suit_colour(s)}">{s.symbol}</span>'


def card_html(card: int) -> str:
    """A card as coloured text, ``Q♥`` in red."""
    c = CARDS[card]
    return f'<span style="color:{suit_colour(c.suit)};font-weight:600">{c.pretty}</span>'


def row_html(
    cards: Iterable[int],
    states: Mapping[int, CardState] | None = None,
    width: int = 64,
    backs: int = 0,
) -> str:
    """Cards side by side (faces, then ``backs`` face-down cards)."""
    states = states or {}
    faces = "".join(card_svg(c, states.get(c, "normal"), width) for c in cards)
    downs = "".join(back_svg(width) for _ in range(backs))
    return f'<div style="display:flex;flex-wrap:wrap;gap:4px">{faces}{downs}</div>'


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


Place = Literal["bottom", "left", "top", "right"]


def places(n: int, bottom: int = 0) -> dict[Place, list[int]]:
    """Where each of ``n`` seats sits, seen from seat ``bottom``.

    Play passes to the left, so the next seat after the reader's sits on his left, the one
    after across the table, then on his right. With up to four players there is one seat a
    side (in four-hand partnerships the partner sits opposite); more players fill the top row,
    with two seats a side from seven players on. Each list runs the way the eye reads it: left
    and right top to bottom, the top row left to right.

    >>> places(2)
    {'bottom': [0], 'left': [], 'top': [1], 'right': []}
    >>> places(4, bottom=2)
    {'bottom': [2], 'left': [3], 'top': [0], 'right': [1]}
    >>> places(5)
    {'bottom': [0], 'left': [1], 'top': [2, 3], 'right': [4]}
    >>> places(8, bottom=3)
    {'bottom': [3], 'left': [5, 4], 'top': [6, 7, 0], 'right': [1, 2]}
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
        k = 1 if m <= 5 else 2
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


def _pill(text: str, style: str = "") -> str:
    return f'<span style="{_PILL}{style}">{escape(text)}</span>'


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
    pixels: faces a strip apart that shows each one's index, in as few rows as fit, of even
    length; face-down cards closer, one row, with their number written under them."""
    height = round(width * 1.4)
    n, backs = len(cards), sum(1 for _, face in cards if not face)
    if backs == n:  # nothing to read on a back but its number: one row, as close as needed
        per_row = n
        steps = [max(3, min(_strip(width, False), (room - width) // max(n - 1, 1)))] * n
    else:
        fit = 1 + max(0, room - width) // _strip(width)
        rows = -(-n // fit)
        per_row = -(-n // rows)
        steps = [_strip(width, face) for _, face in cards]
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
    tags = "".join(_pill(t) for t in seat.tags)
    if side and seat.side_name:
        tags = _pill(f"side {seat.side_name}", f";background:{tag_bg};color:{tag_fg}") + tags
    if seat.to_move:
        tags = _pill(seat.turn, ";background:#1a7f37;color:#fff") + tags
    faces = [card_svg(c, st, width) for c, st in seat.faces]
    downs = [back_svg(width) for _ in range(seat.backs)]
    column = place in ("left", "right")
    if not faces and not downs:
        cards = f'<span style="font-size:12px;color:#6c757d">{escape(seat.note)}</span>'
    elif column:
        room = _side_width(width) - _SEAT_PADDING
        cards = _fan([(f, True) for f in faces] + [(d, False) for d in downs], width, room)
    else:
        cards = f'<div style="display:flex;gap:4px;flex-wrap:wrap">{"".join(faces + downs)}</div>'
    size = f"width:{_side_width(width)}px;box-sizing:border-box" if column else "min-width:120px"
    stripe = f"border-left:6px solid {edge};" if side else ""
    return (
        f'<div role="group" aria-label="{escape(seat.name)}" data-seat="{index}" '
        f'data-place="{place}" style="border:{border};{stripe}border-radius:10px;'
        f"padding:6px 8px;background:#fafafa;color:#1b1b1b;opacity:{0.6 if seat.out else 1};"
        f'{size}"><div style="font-weight:700;margin-bottom:3px">{escape(seat.name)} {tags}</div>'
        f"{cards}</div>"
    )


def _side_width(width: int) -> int:
    """A side seat's box: room for a fan of five faces (:func:`_fan`), and for its tags."""
    return max(width + 4 * _strip(width) + _SEAT_PADDING, 120)


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
                f'<div class="tb-wait" style="min-height:{rows * half}px;'
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
            f"grid-template-columns:repeat({cols},{cw + 10}px);"
            f'grid-template-rows:repeat({rows},{half}px);justify-content:center">'
            f"{''.join(cells)}</div>"
        )
    return (
        f'<div class="tb-trick" role="group" aria-label="{escape(view.trick_title)}" '
        f'style="display:flex;flex-direction:column;align-items:center;gap:4px;color:#ffffff;'
        f'flex:1 1 0"><div style="font-size:13px;font-weight:700">{escape(view.trick_title)}</div>'
        f"{body}</div>"
    )


# The app's rules for a table in a phone-wide box (a container query, so a narrow column gets
# them too; app.py adds them to every page): the seats and the extras drawn smaller (zoom keeps
# the overlaps of a side hand), tighter gaps, the hands across the table fanned, and the
# reader's seat without cards on one line, so the trick, the seats and the learner's cards
# under the table fit one 390×844 screen.
PHONE_CSS = (
    "@container tb-table (max-width: 480px){"
    ".tb-felt{padding:8px 6px !important;gap:8px 16px !important}"
    ".tb-felt [data-place]{zoom:.8}"
    # the hands across the table fanned (each card's corner index still shows), so two fit a row
    ".tb-felt [data-place=top] svg[role=img]+svg[role=img]{margin-left:-24px}"
    ".tb-felt .tb-mid{gap:6px !important}"
    ".tb-felt .tb-extras{zoom:.85;gap:6px 18px !important;flex-basis:100% !important}"
    ".tb-felt [data-place=bottom]>div:first-child{display:inline-block;margin:0 6px 0 0 !important}"
    "}"
)


def table_html(view: TableView, width: int = 46) -> str:
    """HTML for a whole position (one line, no blank lines, so Markdown leaves it alone).

    The seats sit around a green table (:func:`places`): the reader's at the bottom, the
    others on his left, across and on his right in the order they play; the trick lies in the
    middle, the extras (trumps, stock, pool, ...) beside the table, or under it when the page
    is narrow. On a page too narrow for three abreast (under ``narrow`` pixels) the trick
    comes first and the side seats sit below it side by side. Works without the stylesheet
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
        return (
            f'<div style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px">'
            f"{seats_of(p)}</div>"
        )

    def column(p: Place) -> str:
        if not where[p]:
            return ""
        return f'<div style="display:flex;flex-direction:column;gap:8px">{seats_of(p)}</div>'

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
    t = f".tb-n{narrow}"
    # too narrow for the side seats beside the trick: the trick first, on a line of its own,
    # the side seats under it; its cards then in one row (in the order played, from the leader),
    # and an empty trick keeps the room of that row, not of the cross
    style = (
        f"<style>@container tb-table (max-width: {narrow}px){{{t} .tb-mid .tb-trick"
        f"{{order:-1;flex-basis:100% !important}}"
        f"{t} .tb-cross{{grid-template-columns:repeat(var(--tb-cols),var(--tb-col)) !important;"
        f"grid-template-rows:repeat(2,var(--tb-half)) !important}}"
        f"{t} .tb-cross>div{{grid-column:var(--tb-at) !important;"
        f"grid-row:1 / span 2 !important}}"
        f"{t} .tb-wait{{min-height:calc(2 * var(--tb-half)) !important;"
        f"min-width:calc(var(--tb-cols) * var(--tb-col)) !important}}}}</style>"
    )
    # tb-felt and tb-extras: hooks for the app's phone-width rules (PHONE_CSS)
    return (
        f'<div role="group" aria-label="card table" class="tb-n{narrow}" style="font-family:{FONT};'
        f"color:#1b1b1b;margin:4px 0 10px 0;container:tb-table / inline-size;"
        f'contain-intrinsic-inline-size:auto 600px">{style}'
        f'<div class="tb-felt" style="background:{FELT};border-radius:14px;padding:12px 10px;'
        f"display:flex;"
        f'flex-wrap:wrap;gap:16px 28px;align-items:center;justify-content:center">'
        f"{ring}{extras}</div>{caption}</div>"
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
        return self.html

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
