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
from html import escape, unescape
from typing import Literal, cast

from engine.cards import CARDS, RANK_CODES, Card, Suit

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
_FACE_START = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140" '
_TEXT_FONT = f' text-anchor="middle" font-family="{FONT}" font-weight="700"'  # an image's root
_LINE_PAINT = ' stroke="#9db8e8" stroke-width="2"'  # a back's lattice line


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


def _text(x: int, y: int, size: int, fill: str, words: str, image: bool, extra: str = "") -> str:
    """A centred bold <text>; in an image (see :func:`card_svg`) its font comes from the root."""
    font = "" if image else f' text-anchor="middle" font-family="{FONT}"'
    weight = "" if image else ' font-weight="700"'
    return f'<text x="{x}" y="{y}"{font} font-size="{size}"{weight} fill="{fill}"{extra}>{words}</text>'


# a suit shape's place on a face: centre x, centre y, size, upside down
_Place = tuple[int, int, int, bool]


def _corner(rank_code: str, colour: str, image: bool) -> str:
    squeeze = ' textLength="20" lengthAdjust="spacingAndGlyphs"' if len(rank_code) > 1 else ""
    return _text(13, 25, 21, colour, rank_code, image, squeeze)


_CORNER_PIP: _Place = (13, 37, 13, False)


def _centre(rank: int, suit: Suit, colour: str, image: bool) -> tuple[str, list[_Place]]:
    """A face's centre: a court card's frame and letter, and where its suit shapes go."""
    if rank == 14:
        return "", [(50, 70, 46, False)]
    if rank > 10:
        tint = "#fdecea" if suit.is_red else "#eceff1"
        frame = (
            f'<rect x="25" y="22" width="50" height="96" rx="5" fill="{tint}" '
            f'stroke="{colour}" stroke-width="1.5"/>'
        )
        return frame + _text(50, 80, 42, colour, RANK_CODES[rank], image), [
            (50, 100, 18, False),
            (50, 40, 14, True),
        ]
    return "", [(x, y, 16, y > 70) for x, y in _PIPS[rank]]


def _shapes_used(suit: Suit, places: list[_Place]) -> tuple[str, list[str]]:
    """An image's suit shapes (see :func:`card_svg`): the shape defined once with its colour (a
    size drawn twice or more once more, with its scale) and each place a ``<use>`` of it (a
    use's x and y come after its own transform, as the translate came before the scale)."""
    sizes = Counter(f"{size / 100:g}" for *_, size, _ in places)
    scaled = {k: f"s{i}" for i, k in enumerate(sorted(k for k, n in sizes.items() if n > 1))}
    defs = f'<g id="p" fill="{suit_colour(suit)}">{_SUIT_SHAPES[suit]}</g>' + "".join(
        f'<use id="{i}" href="#p" transform="scale({k})"/>' for k, i in scaled.items()
    )
    uses = []
    for cx, cy, size, flip in places:
        x, y, k = f"{cx - size / 2:g}", f"{cy - size / 2:g}", f"{size / 100:g}"
        rot = f"rotate(180 {cx:g} {cy:g})" if flip else ""
        if k in scaled:
            turn = f' transform="{rot}"' if rot else ""
            uses.append(f'<use href="#{scaled[k]}" x="{x}" y="{y}"{turn}/>')
        else:
            turned = f"{rot} " if rot else ""
            uses.append(f'<use href="#p" transform="{turned}translate({x} {y}) scale({k})"/>')
    return f"<defs>{defs}</defs>", uses


# A face is the same text for the same card, state and width; a page draws tens of faces a
# rerun and the quiz sweeps thousands (52 cards x a dozen states x a few widths: all kept).
@functools.lru_cache(maxsize=8192)
def card_svg(card: int, state: CardState = "normal", width: int = 64, image: bool = False) -> str:
    """One card face. ``state``: normal / legal (highlighted) / illegal (dimmed) / marked;
    ``down``: its back, as the table sees a card played face down (nothing of it in the HTML);
    ``down_known``: its face under the back's lattice and the words "face down", for a reader
    who knows the card.

    ``image``: the same picture as the SVG document of an ``<img>`` (:func:`as_images`, the
    notebooks): no title or names (the ``<img>`` carries them), and, a document having ids of
    its own, each repeated part named once: the font on the root, the upside-down corner a
    ``<use>`` of the upright one, the suit shape defined once. The saved notebooks were 3.0 MB
    of HTML, half of it these images, where a ten wrote its suit shape out twelve times.

    >>> from engine.cards import Card
    >>> down = card_svg(Card.parse("8C"), "down")
    >>> "data-card" in down, "a card played face down" in down
    (False, True)
    >>> ten = card_svg(Card.parse("10S"), image=True)
    >>> ten.count("<path"), ten.count("<use"), len(ten) < len(card_svg(Card.parse("10S"))) / 2
    (1, 13, True)
    """
    if state in ("down", "down_marked"):
        won = state == "down_marked"
        label = "a card played face down" + (", the deciding card" if won else "")
        return back_svg(width, label, won, image)
    c = CARDS[card]
    border, bw, opacity, fill, words = _STATES[state]
    colour = suit_colour(c.suit)
    corner = _corner(RANK_CODES[c.rank], colour, image)
    centre, places = _centre(c.rank, c.suit, colour, image)
    height = round(width * 1.4)
    inset = bw / 2 + 1
    frame = (
        f'<rect x="{inset:g}" y="{inset:g}" width="{100 - 2 * inset:g}" '
        f'height="{140 - 2 * inset:g}" rx="9" fill="{fill}" stroke="{border}" '
        f'stroke-width="{bw:g}"{_DASH if state == "missed" else ""}/>'
    )
    down = state in ("down_known", "down_known_marked")
    if image:
        defs, (pip, *pips) = _shapes_used(c.suit, [_CORNER_PIP, *places])
        return (
            f'{_FACE_START}width="{width}" height="{height}"{_TEXT_FONT}>{defs}{frame}'
            f'<g id="c">{corner}{pip}</g><use href="#c" transform="rotate(180 50 70)"/>'
            + centre
            + "".join(pips)
            + _badge(state, image)
            + (_face_down(image) if down else "")
            + "</svg>"
        )
    corner += suit_shape(c.suit, *_CORNER_PIP)
    title = escape(c.name + (f" \u2014 {words}" if words else ""))
    return (
        f'{_FACE_START}width="{width}" '
        f'height="{height}" role="img" aria-label="{escape(c.name)}" data-card="{c.code}" '
        f'data-state="{state}" style="display:inline-block;vertical-align:top;'
        f'opacity:{opacity:g};flex:none"><title>{title}</title>{frame}'
        + corner
        + f'<g transform="rotate(180 50 70)">{corner}</g>'
        + centre
        + "".join(suit_shape(c.suit, *place) for place in places)
        + _badge(state, image)
        + (_face_down(image) if down else "")
        + "</svg>"
    )


def _lattice(image: bool) -> str:
    """A back's lattice lines (an image paints them once, on their group)."""
    paint = "" if image else _LINE_PAINT
    lines = "".join(
        f'<path d="M{x} 10L{x + 60} 130M{x + 60} 10L{x} 130"{paint}/>' for x in range(-40, 100, 20)
    )
    return f"<g{_LINE_PAINT}>{lines}</g>" if image else lines


def _face_down(image: bool) -> str:
    """Over a face played face down that the reader knows: the back's lattice, faint, and a
    band."""
    return (
        '<svg x="10" y="10" width="80" height="120" viewBox="10 10 80 120" opacity=".45">'
        f'<rect x="10" y="10" width="80" height="120" fill="#1f4e9e"/>{_lattice(image)}'
        '</svg><rect x="4" y="58" width="92" height="26" rx="5" fill="#1f4e9e"/>'
        + _text(50, 76, 15, "#ffffff", "face down", image)
    )


def _badge(state: str, image: bool) -> str:
    if state not in _BADGES:
        return ""
    fill, glyph = _BADGES[state]
    return (
        f'<circle cx="80" cy="22" r="15" fill="{fill}" stroke="#ffffff" stroke-width="2"/>'
        + _text(80, 30, 22, "#ffffff", glyph, image)
    )


@functools.lru_cache(maxsize=256)
def back_svg(
    width: int = 64, label: str = "face-down card", marked: bool = False, image: bool = False
) -> str:
    """A face-down card: a blue lattice back; ``marked``: in the frame of a "marked" card (a
    trick's winner played face down); ``image``: as an ``<img>``'s document (:func:`card_svg`)."""
    height = round(width * 1.4)
    frame = (
        f'<rect x="5" y="5" width="90" height="130" rx="9" fill="{_STATES["marked"][3]}" '
        f'stroke="{_STATES["marked"][0]}" stroke-width="8"/>'
        if marked
        else '<rect x="2" y="2" width="96" height="136" rx="9" fill="#ffffff" stroke="#8a9096" '
        'stroke-width="2.5"/>'
    )
    head = (
        f'{_FACE_START}width="{width}" height="{height}">'
        if image
        else f'{_FACE_START}width="{width}" height="{height}" role="img" '
        f'aria-label="{escape(label)}" '
        + ('data-state="down_marked" ' if marked else "")
        + 'style="display:inline-block;vertical-align:top;flex:none">'
        f"<title>{escape(label)}</title>"
    )
    return (
        f"{head}{frame}"
        '<svg x="10" y="10" width="80" height="120" viewBox="10 10 80 120">'
        f'<rect x="10" y="10" width="80" height="120" fill="#1f4e9e"/>{_lattice(image)}</svg>'
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


@functools.lru_cache(maxsize=8192)
def _face_img(svg: str) -> str:
    """The face or back ``svg`` as an ``<img>``: its names on the tag, its picture drawn again
    as an image (``image=True``), or, were it changed after drawing, as it is."""
    head, body = svg.split(">", 1)
    attrs = dict(_ATTR.findall(head))
    title = re.match(r"<title>([^<]*)</title>", body)
    width, state = int(attrs["width"]), attrs.get("data-state", "normal")
    if "data-card" in attrs and state in _STATES:
        card = Card.parse(attrs["data-card"])
        drawn = card_svg(card, cast(CardState, state), width)
        picture = card_svg(card, cast(CardState, state), width, image=True)
    else:
        label, marked = unescape(attrs.get("aria-label", "")), state == "down_marked"
        drawn, picture = back_svg(width, label, marked), back_svg(width, label, marked, True)
    if drawn != svg:
        inner = _FACE_START + f'width="{attrs["width"]}" height="{attrs["height"]}">'
        picture = inner + (body[title.end() :] if title else body)
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
