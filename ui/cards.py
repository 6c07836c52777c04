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

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any, Literal

from engine.cards import CARDS, RANK_CODES, Suit, cards_in

CardState = Literal["normal", "legal", "illegal", "marked"]

RED = "#c62828"
BLACK = "#1b1b1b"
FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"


def suit_colour(suit: Suit | int) -> str:
    return RED if Suit(suit).is_red else BLACK


# (border colour, border width, opacity, face fill, words for the <title>)
_STATES: dict[str, tuple[str, float, float, str, str]] = {
    "normal": ("#8a9096", 2.5, 1.0, "#ffffff", ""),
    "legal": ("#1a7f37", 7.0, 1.0, "#f1fbf3", "may be played"),
    "illegal": ("#b0b4b8", 2.5, 0.38, "#f3f3f3", "may not be played"),
    "marked": ("#e8590c", 8.0, 1.0, "#fff4e6", "the deciding card"),
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
    """One card face. ``state``: normal / legal (highlighted) / illegal (dimmed) / marked."""
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
        f'stroke-width="{bw:g}"/>'
        + _corner(code, c.suit, colour)
        + f'<g transform="rotate(180 50 70)">{_corner(code, c.suit, colour)}</g>'
        + _centre(c.rank, c.suit, colour)
        + "</svg>"
    )


def back_svg(width: int = 64, label: str = "face-down card") -> str:
    """A face-down card: a blue lattice back."""
    height = round(width * 1.4)
    lines = "".join(
        f'<path d="M{x} 10L{x + 60} 130M{x + 60} 10L{x} 130" stroke="#9db8e8" stroke-width="2"/>'
        for x in range(-40, 100, 20)
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(label)}" '
        f'style="display:inline-block;vertical-align:top;flex:none">'
        f"<title>{escape(label)}</title>"
        f'<rect x="2" y="2" width="96" height="136" rx="9" fill="#ffffff" stroke="#8a9096" '
        f'stroke-width="2.5"/><svg x="10" y="10" width="80" height="120" viewBox="10 10 80 120">'
        f'<rect x="10" y="10" width="80" height="120" fill="#1f4e9e"/>{lines}</svg>'
        f'<rect x="10" y="10" width="80" height="120" fill="none" stroke="#1f4e9e" '
        f'stroke-width="3"/></svg>'
    )


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
    """One seat as drawn: name, visible cards with their states, face-down count, tags."""

    name: str
    faces: tuple[tuple[int, CardState], ...] = ()
    backs: int = 0
    tags: tuple[str, ...] = ()
    to_move: bool = False
    out: bool = False
    note: str = ""  # shown instead of cards when there are none to draw


@dataclass(frozen=True)
class TableView:
    """The picture of a position: seats around, the trick in the middle, extras beside it."""

    seats: tuple[SeatView, ...]
    trick: tuple[tuple[str, int, CardState], ...] = ()
    trick_title: str = "Trick"
    extras: tuple[tuple[str, str], ...] = ()  # (label, inner HTML): trump card, widow, pool
    caption: str = ""
    empty_trick: str = "no cards played yet"


_PILL = (
    "display:inline-block;padding:1px 7px;margin:0 3px 2px 0;border-radius:9px;"
    "font-size:12px;background:#e9ecef;color:#1b1b1b"
)


def _seat_html(seat: SeatView, width: int) -> str:
    border = "3px solid #1a7f37" if seat.to_move else "1px solid #c9cdd1"
    tags = "".join(f'<span style="{_PILL}">{escape(t)}</span>' for t in seat.tags)
    if seat.to_move:
        tags = (f'<span style="{_PILL};background:#1a7f37;color:#fff">to play</span>') + tags
    faces = "".join(card_svg(c, st, width) for c, st in seat.faces)
    downs = "".join(back_svg(width) for _ in range(seat.backs))
    empty = (
        f'<span style="font-size:12px;color:#6c757d;display:inline-block;'
        f'height:{round(width * 1.4)}px">{escape(seat.note)}</span>'
    )
    cards = faces + downs or empty
    return (
        f'<div role="group" aria-label="{escape(seat.name)}" style="border:{border};'
        f"border-radius:10px;padding:6px 8px;background:#fafafa;color:#1b1b1b;"
        f'opacity:{0.6 if seat.out else 1};min-width:120px">'
        f'<div style="font-weight:700;margin-bottom:3px">{escape(seat.name)} {tags}</div>'
        f'<div style="display:flex;gap:4px;flex-wrap:nowrap">{cards}</div></div>'
    )


def table_html(view: TableView, width: int = 46) -> str:
    """HTML for a whole position (one line, no blank lines, so Markdown leaves it alone)."""
    seats = "".join(_seat_html(s, width) for s in view.seats)
    plays = (
        "".join(
            f'<div style="text-align:center">{card_svg(c, st, width + 8)}'
            f'<div style="font-size:13px;margin-top:2px">{escape(label)}</div></div>'
            for label, c, st in view.trick
        )
        or f'<div style="font-size:13px;opacity:.85;padding:20px 4px">{escape(view.empty_trick)}</div>'
    )
    box = "display:flex;flex-direction:column;gap:4px"
    extras = "".join(
        f'<div style="{box}"><div style="font-size:13px;font-weight:700">{escape(label)}</div>'
        f"<div>{inner}</div></div>"
        for label, inner in view.extras
    )
    caption = (
        f'<div style="font-size:13px;margin-top:4px;color:#495057">{escape(view.caption)}</div>'
        if view.caption
        else ""
    )
    return (
        f'<div role="group" aria-label="card table" style="font-family:{FONT};'
        f'color:#1b1b1b;margin:4px 0 10px 0">'
        f'<div style="display:flex;flex-wrap:wrap;gap:8px">{seats}</div>'
        f'<div style="background:#1e6b40;color:#ffffff;border-radius:14px;padding:10px 14px;'
        f'margin-top:8px;display:flex;flex-wrap:wrap;gap:26px;align-items:flex-start">'
        f'<div style="{box}"><div style="font-size:13px;font-weight:700">'
        f'{escape(view.trick_title)}</div><div style="display:flex;gap:8px;flex-wrap:wrap">'
        f"{plays}</div></div>{extras}</div>{caption}</div>"
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
    _load_adapters()
    try:
        adapter = ADAPTERS[_type_key(type(state))]
    except KeyError:
        raise NoDrawing(
            f"no drawing for a {type(state).__name__} (known: {', '.join(ADAPTERS)})"
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


def _load_adapters() -> None:
    if not ADAPTERS:
        from ui import tables  # noqa: F401  (registers the built-in adapters)


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
