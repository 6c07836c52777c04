"""Card faces, drawn as our own small SVG (license-free, sharp at any size): a face in each
state a page marks it with, a face-down back, the suit shapes the app's pages share, and cards as
coloured text. :mod:`ui.cards` draws whole positions with them (and is where the pages and
notebooks import them from).

Every face is ``role="img"`` with the card's accessible name (``aria-label="queen of spades"``)
and a ``<title>`` that adds its state ("may be played", "the deciding card"), so screen readers
and browser tests find cards by name. Hearts and diamonds are red, spades and clubs black.

>>> from engine.cards import Card
>>> svg = card_svg(Card.parse("QS"), "legal")
>>> 'aria-label="queen of spades"' in svg and "may be played" in svg
True
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from html import escape
from typing import Literal

from engine.cards import CARDS, RANK_CODES, Suit

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


# A face is the same text for the same card, state and width; a page draws tens of faces a
# rerun and the quiz sweeps thousands (52 cards x a dozen states x a few widths: all kept).
@functools.lru_cache(maxsize=8192)
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


@functools.lru_cache(maxsize=256)
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


# ---- pictures as images: what an untrusted notebook keeps -------------------------------------
# A saved notebook opened without running it is untrusted, and JupyterLab then sanitizes its
# HTML outputs: no <svg> (each card fell apart into its words, "ace of heartsAA"), no <style>,
# no role/aria/data attributes, but <img> with its alt, title, width, height and a src of any
# scheme, and inline styles. So the notebooks draw each card as an <img> of its own SVG (a data
# URL, percent-encoded: smaller than base64), the same picture, trusted or not.
_FACE_START = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" '
_SVG_TAG = re.compile(r"<(/?)svg\b")
_ATTR = re.compile(r'([\w-]+)="([^"]*)"')
# what the <img> carries of the face's own tag (the rest, the picture, goes into its src)
_ON_IMG = ("width", "height", "role", "aria-label", "data-card", "data-state")
_URL_SAFE = frozenset(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.~'=:;,/()!*+?@$"
)


def _data_url(svg: str) -> str:
    svg = svg.replace('"', "'")
    return "data:image/svg+xml," + "".join(
        ch if ch in _URL_SAFE else "".join(f"%{b:02X}" for b in ch.encode()) for ch in svg
    )


# An image's SVG is a document of its own, so it may name its repeated parts and draw them again
# with <use> (ids cannot clash with another card's): the saved notebooks were 3.0 MB of HTML,
# half of it these images, and a ten wrote its suit shape out twelve times. The same picture:
# the font attributes every <text> carries move to the root, where they are inherited; a back's
# lattice lines take their stroke from their group; the upside-down corner is a <use> of the
# upright one; a suit shape drawn twice or more is defined once, with its colour, a size drawn
# twice or more once more with its scale, and each copy is a <use> at its place (a <use>'s x and
# y come after its own transform, as the translate came before the scale).
_TEXT_FONT = f' text-anchor="middle" font-family="{FONT}" font-weight="700"'
_CORNER_TURNED = re.compile(
    r'(<text [^>]*>[^<]*</text><g [^>]*>(?:(?!</g>).)*</g>)<g transform="rotate\(180 50 70\)">\1</g>'
)
_PLACED_SHAPE = re.compile(
    r'<g fill="(#[0-9a-f]{6})" transform="((?:rotate\([^)]*\) )?)translate\(([^ ]+) ([^)]+)\) '
    r'scale\(([^)]+)\)">('
    + "|".join(re.escape(shape) for shape in _SUIT_SHAPES.values())
    + r")</g>"
)

# a back's lattice (and a known face-down card's): its lines' paint said once, on their group
_LINE_PAINT = ' stroke="#9db8e8" stroke-width="2"/>'
_LATTICE = re.compile(
    r'(?:<path d="M-?\d+ 10L\d+ 130M\d+ 10L-?\d+ 130"' + re.escape(_LINE_PAINT) + ")+"
)


def _compact(svg: str) -> str:
    """One face's SVG, the same picture in less markup (as the comment above says)."""
    head, body = svg.split(">", 1)
    texts = re.findall(r"<text [^>]*>", body)
    if texts and all(
        ' text-anchor="middle" ' in t and f'font-family="{FONT}" ' in t and 'weight="700"' in t
        for t in texts
    ):
        body = re.sub(r' text-anchor="middle"| font-family="[^"]*"| font-weight="700"', "", body)
        head += _TEXT_FONT
    body = _CORNER_TURNED.sub(
        r'<g id="c">\1</g><use href="#c" transform="rotate(180 50 70)"/>', body, count=1
    )
    body = _LATTICE.sub(
        lambda m: f'<g stroke="#9db8e8" stroke-width="2">{m[0].replace(_LINE_PAINT, "/>")}</g>',
        body,
    )
    placed = _PLACED_SHAPE.findall(body)
    if len(placed) < 2 or len({(fill, shape) for fill, *_, shape in placed}) > 1:
        return f"{head}>{body}"
    fill, *_, shape = placed[0]
    sizes = Counter(k for *_, k, _ in placed)
    scaled = {k: f"s{i}" for i, k in enumerate(sorted(k for k, n in sizes.items() if n > 1))}

    def use(m: re.Match[str]) -> str:
        _, rot, x, y, k, _ = m.groups()
        if k in scaled:
            turn = f' transform="{rot.strip()}"' if rot else ""
            return f'<use href="#{scaled[k]}" x="{x}" y="{y}"{turn}/>'
        return f'<use href="#p" transform="{rot}translate({x} {y}) scale({k})"/>'

    defs = f'<g id="p" fill="{fill}">{shape}</g>' + "".join(
        f'<use id="{i}" href="#p" transform="scale({k})"/>' for k, i in scaled.items()
    )
    return f"{head}><defs>{defs}</defs>{_PLACED_SHAPE.sub(use, body)}"


@functools.lru_cache(maxsize=8192)
def _face_img(svg: str) -> str:
    head, body = svg.split(">", 1)
    attrs = dict(_ATTR.findall(head))
    title = re.match(r"<title>([^<]*)</title>", body)
    inner = _FACE_START + f'width="{attrs["width"]}" height="{attrs["height"]}">'
    picture = _compact(inner + (body[title.end() :] if title else body))
    kept = "".join(f' {k}="{attrs[k]}"' for k in _ON_IMG if k in attrs)
    label = attrs.get("aria-label", "")
    return (
        f'<img{kept} alt="{label}" title="{title[1] if title else label}" '
        f'style="{attrs.get("style", "")}" src="{_data_url(picture)}">'
    )


def as_images(html: str) -> str:
    """``html`` with each card face and back (:func:`card_svg`, :func:`back_svg`) drawn as an
    ``<img>`` of the same SVG, named by its ``alt`` and ``aria-label``, its state in its
    ``title``: a picture that an untrusted notebook (JupyterLab's sanitizer) still shows.

    >>> from engine.cards import Card
    >>> img = as_images(card_svg(Card.parse("QS"), "legal"))
    >>> img.startswith('<img width="64" height="90" role="img" aria-label="queen of spades"')
    True
    >>> "<svg" in img, 'alt="queen of spades"' in img, "may be played" in img
    (False, True, True)
    """
    out, at = [], 0
    while (start := html.find(_FACE_START, at)) >= 0:
        depth, end = 0, start
        for m in _SVG_TAG.finditer(html, start):
            depth += -1 if m[1] else 1
            if depth == 0:
                end = html.index(">", m.end()) + 1
                break
        out += [html[at:start], _face_img(html[start:end])]
        at = end
    return "".join(out) + html[at:]
