"""Whole positions, drawn as our own small SVG (license-free, sharp at any size): a
game-neutral table picture (:class:`TableView`, :func:`table_html`) that each game's adapter
fills in from its state (:func:`register_adapter`, :func:`position_html`). The card faces it
lays out are drawn by :mod:`ui.card_faces`; the pages and notebooks import them from here.

Shared by the Streamlit app and the notebooks, so this module never imports Streamlit or IPython.
In Streamlit draw with ``st.markdown(html, unsafe_allow_html=True)`` (``st.html`` strips inline
SVG); in a notebook, ``show(state)`` returns an object with ``_repr_html_``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from html import escape
from typing import Any, Literal

from engine.cards import Suit, cards_in

# the phone rules of the pictures (ui.card_css): a table carries PHONE_CSS and its fans; pages,
# app.py and tests import them here
from ui.card_css import PHONE_CSS as PHONE_CSS
from ui.card_css import TICK_ROWS as TICK_ROWS
from ui.card_css import TICKS_PHONE_CSS as TICKS_PHONE_CSS
from ui.card_css import TRICK_PHONE_CSS as TRICK_PHONE_CSS
from ui.card_css import hand_fan_css, top_fan_css
from ui.card_faces import FONT, suit_colour

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
    # rules this picture needs beyond every table's, sent once in its own style (the widow's
    # overlap, ui.card_css.OVERLAP_CSS: only a table with a widow carries it)
    css: str = ""
    # the seat the trick is told to, labelled "You" under its card and under the space waiting
    # for it, as its box reads "P0 (you)" (Play's learner); -1: every card and space under its
    # seat's name, as a Learn or Quiz picture's words name the seats ("P0 leads ...")
    you: int = -1


@dataclass(frozen=True)
class TableOptions:
    """How a position is to be drawn: the keywords every game's table takes (``table_view``'s
    and ``position_html``'s), one object for all of them; a game reads those it has and leaves
    the others (a page passes Play's ``told`` or Learn's ``duties`` to every game).

    ``viewer``: the learner's seat (his cards face up, the others face down unless
    ``reveal``); ``highlight``: mark the legal and illegal cards of the seat to move;
    ``trick``: draw this trick instead of the current one (a finished trick, in replays),
    titled ``trick_title``; ``marked``: the deciding cards, wherever they lie; ``names``: the
    seats' names (else P0, P1 ...); ``caption``: the line under the picture; ``hand_below``:
    the viewer's cards are drawn elsewhere on the page (with buttons), so his seat only says
    so; ``quiz``: drawn for a question, so nothing it may ask is shown (no result, no duties
    line, no count); ``why``: a finished deal's caption says how it ended (Spoil Five,
    Forty-Five, Napoleon, Linger Longer: the Play page leaves it to the line of latest moves,
    :attr:`ui.tables.GameUI.table_kw`); ``duties``: the "Now" box of the duties at this trick
    (Spoil Five, Forty-Five, Sixty-Six; Learn's ``show: cards`` steps leave it out); ``told``: the page
    says each move in its log and a finished trick's story beside the picture (Play: the Loo
    family's caption leaves a move's news to them); ``named``: the cards a lesson's text
    names, a mask (a Loo widow waiting in declaring is drawn face down unless the text names
    one of its cards); ``show_widow``: draw the widow (None: where it lies untaken or shown);
    ``last_trick``: Sixty-Six's trick just finished, beside the current one; ``untaught``: the
    ids of the rules a later Learn step teaches (:func:`lessons.teaching.taught_later`), so a
    game leaves out what rests on them (Linger Longer's trump box and "only a trick's winner
    draws" on its first step, 'As many cards as players'; the pool family's trump box, by the
    game's rule turning it: Irish Loo's first step, Bierspiel's three on the crosses;
    Sixty-Six's trump card under the stock, by sixty_six.trump_card, and four-hand's turned
    card, by sixty_six.four.trump_card); Learn's steps and tasks pass it, Play and the Quiz
    none."""

    viewer: int | None = None
    reveal: bool = False
    highlight: bool = True
    trick: Sequence[tuple[int, int]] | None = None
    trick_title: str | None = None
    marked: frozenset[int] = frozenset()
    names: Sequence[str] | None = None
    caption: str = ""
    hand_below: bool = False
    quiz: bool = False
    why: bool = True
    duties: bool = True
    told: bool = False
    named: int | None = None
    show_widow: bool | None = None
    last_trick: bool = False
    untaught: frozenset[str] = frozenset()

    @classmethod
    def of(cls, kw: dict[str, Any]) -> TableOptions:
        """The options among keywords ``kw`` (``marked`` as a set); others are left, as a game
        leaves an option it has no use for."""
        known = {k: v for k, v in kw.items() if k in _OPTION_NAMES}
        for name in ("marked", "untaught"):
            if name in known:
                known[name] = frozenset(known[name])
        return cls(**known)


_OPTION_NAMES = frozenset(TableOptions.__dataclass_fields__)


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


# a red card or suit sign in a tag's words ("marriage ♦ 20", "robbed the K♥")
_RED_CARD = re.compile(r"((?:10|[2-9JQKA])?[♥♦])")


def felt_words(text: str) -> str:
    """Words on the felt (a side box's head, its note) as HTML, each red card or suit sign in the
    faces' red on a white chip, as :func:`trump_sign` draws the big sign (red on the felt's
    green reads at 1.2:1): the heads and notes are white, and "Trumps ♥" over a red sign
    drew its own ♥ white, "P1 robbed the A♦" its A♦."""
    chip = f"color:{RED};background:#fff;border-radius:3px;padding:0 2px"
    return _RED_CARD.sub(rf'<span style="{chip}">\1</span>', escape(text))


def _pill(text: str, style: str = "", title: str = "") -> str:
    hint = f' title="{escape(title, quote=True)}"' if title else ""
    return f'<span style="{_PILL}{style}"{hint}>{escape(text)}</span>'


def red_words(text: str) -> str:
    """Words on white as HTML, escaped, each red card or suit sign in the faces' red (as
    :func:`ui.format.red_spans` writes a notebook's text, which imports this module): a seat's
    tag, the caption under the table."""
    return _RED_CARD.sub(rf'<span style="color:{RED}">\1</span>', escape(text))


def _tag(text: str, style: str = "") -> str:
    """A seat's tag: its red cards and suit signs in the faces' red, as the words under the
    table say them (Sixty-Six's "marriage ♦ 20" drew the ♦ black beside a red K♦ Q♦)."""
    return f'<span style="{_PILL}{style}">{red_words(text)}</span>'


# A side seat's hand is a fan, as a card app draws an opponent's: each card covers the one
# before it but for a strip down its left edge, which for a face holds its corner index (rank
# and suit, in the left quarter), and a long hand runs on in a second row, set over the
# first's lower part so that every index still shows. Its box has room for five faces a row,
# so the two side seats of a table are alike and the narrow layout's width is known.
_INDEX_STRIP = 0.28  # of a card's width: its corner index
_BACK_STRIP = 0.2  # of a card's width: the most of a face-down card a fan shows
_INDEX_ROW = 0.34  # of a card's height: its corner index, shown above the next row
_SEAT_PADDING = 26  # a seat box's padding, borders and side stripe, both sides together


def trump_sign(suit: Suit | int, style: str = "") -> str:
    """The trump suit's sign in a table's side panel, big, in its colour on a white chip as on a
    face: the felt's white made Sixty-Six's four-hand ♦ a white sign beside a red A♦, where
    Napoleon drew its ♥ red (red on the felt's green reads at 1.2:1, hence the chip)."""
    return (
        f'<span class="tb-sign" style="font-size:40px;color:{suit_colour(suit)};background:#fff;'
        f'border-radius:8px;padding:0 10px{";" + style if style else ""}">{Suit(suit).symbol}</span>'
    )


def _strip(width: int, face: bool = True) -> int:
    return round(width * (_INDEX_STRIP if face else _BACK_STRIP))


def _fan(cards: Sequence[tuple[str, bool]], width: int, room: int) -> str:
    """``cards`` (an SVG each, and whether it is a face) fanned left to right within ``room``
    pixels: faces a strip apart that shows each one's index, face-down cards closer (closer
    still where that keeps a hand to one row), in as few rows as fit, of even length; their
    number written under them where there is more than one."""
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
    # the number where backs overlap and cannot be counted; not under one card alone, as a row
    # of backs above or below the trick has none (Napoleon's payments step drew "1 card" under
    # the side seats' one back and nothing under the top and bottom seats' one back)
    if backs and n > 1:
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
    tags = first + "".join(_tag(t, tight) for t in seat.tags)
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
    labels = [
        "You" if seats is not None and seats[k] == view.you else label
        for k, (label, _, _) in enumerate(view.trick)
    ]
    names = [f"{label} · led" if k == 0 else label for k, label in enumerate(labels)]
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
                name = "You" if i == view.you else s.name.split(" (")[0]
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

    # with more than four players the trick is a row, not a cross the side seats face: the two
    # sides' tops stand level, seat against seat (each side had been centred on its own, so a
    # side with a shorter box stood lower: six-hand Rams' P4 and P5, the dealer holding no
    # cards, 29 px under P2 and P1 at 1400 px; PHONE_CSS does the same at every count)
    level = ";align-self:flex-start" if n > 4 else ""

    def column(p: Place) -> str:
        if not where[p]:
            return ""
        return (
            f'<div class="tb-side" style="display:flex;flex-direction:column;gap:8px{level}">'
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
        f'<div style="{box}"><div style="font-size:13px;font-weight:700">{felt_words(label)}</div>'
        f"<div>{inner}</div></div>"
        for label, inner in view.extras
    )
    if extras:
        extras = (
            f'<div class="tb-extras" style="flex:1 1 200px;max-width:480px;display:flex;'
            f'flex-wrap:wrap;gap:14px 26px;align-content:flex-start;color:#ffffff">{extras}</div>'
        )
    # the line under the picture, on white: its red cards red ("7♥ was led face down" had
    # written the 7♥ grey, the caption's colour, under a red 7♥ on the table)
    caption = (
        f'<div style="font-size:13px;margin-top:4px;color:#495057">{red_words(view.caption)}</div>'
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
        f'contain-intrinsic-inline-size:auto 600px">{_table_style(narrow, width, view.css)}'
        f'<div class="tb-felt" style="background:{FELT};border-radius:14px;padding:12px 10px;'
        f"display:flex;"
        f'flex-wrap:wrap;gap:16px 28px;align-items:center;justify-content:center">'
        f"{ring}{extras}</div>{caption}</div>"
    )


@lru_cache(maxsize=64)
def _table_style(narrow: int, width: int, css: str = "") -> str:
    """The ``<style>`` a table carries: its layout under ``narrow`` px (below), the phone-width
    rules (:data:`PHONE_CSS`, :data:`TRICK_PHONE_CSS`: a notebook has no page stylesheet), its
    fans for faces ``width`` px wide and the picture's own rules (``css``,
    :attr:`TableView.css`). The same for every table of that width, shape
    (``narrow``) and rules, so it is built once for each, not for every table drawn."""
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
        f"{TRICK_PHONE_CSS}{hand_fan_css(width)}{top_fan_css(width)}{css}</style>"
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
