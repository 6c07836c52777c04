"""What the trick games' tables and page helpers draw alike, written once (Napoleon's,
Linger Longer's, Spoil Five's and Forty-Five's seats; every game's picture but Sixty-Six's):
a seat with its hand face up, face down or under the table; the trick in the middle under its
players' names; the picture put together; a box's small note; the seat to move's tag; and the
running table of counters, a column a seat."""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace
from fractions import Fraction
from typing import NamedTuple, Protocol

from engine.tricks import Play
from ui.cards import CardState, SeatView, TableView, card_states, felt_words, figure
from ui.format import capital


class Dealt(Protocol):
    """A deal's state as the running table reads it: its seats and its dealer."""

    @property
    def n(self) -> int: ...
    @property
    def dealer(self) -> int: ...


def sentence(text: str) -> str:
    """An engine's line ("P3 made his bid of 2", "nobody won three tricks: ...") as a sentence
    of its own."""
    return capital(text) + "."


def small_note(text: str, hook: str = "") -> str:
    """A note under a table box's head line: small, at most 230 px wide (tb-note: on a phone
    the box holding it is given a share of the line, PHONE_CSS; ``hook``, a class more for
    PHONE_CSS: tb-beside, the box's head beside the note, not over it); a red card in it red on
    its chip (:func:`ui.cards.felt_words`)."""
    kind = f"tb-note {hook}".strip()
    return f'<div class="{kind}" style="font-size:13px;max-width:230px">{felt_words(text)}</div>'


def cards_held(trick: Sequence[Play], seat: int, done: int, tricks: int) -> int:
    """How many cards the play leaves ``seat`` in a deal of ``tricks`` tricks, one card a trick:
    the tricks not yet finished (``done`` are) less his card on the table in the current one.
    0 once he has played his last card, the deal on or over."""
    return tricks - done - any(p == seat for p, _ in trick)


def empty_seat_note(held: int) -> str:
    """The words under a seat drawn with no cards, every game's, the deal on or over: "no cards
    left" where the play has taken them all (``held``, what the rules leave him:
    :func:`cards_held`, or the game's own count), else "cards not shown" (a hand a scenario
    leaves out). At the last trick a seat that had played read "cards not shown", as if he
    still held cards the learner could not see (Rounce at 390 px, trick 5); once the deal was
    over every game but Spoil Five said nothing, an empty box under a name (look10: Loo's,
    Rams', Sixty-Six's, Forty-Five's, Napoleon's finished tables)."""
    return "no cards left" if held <= 0 else "cards not shown"


def trick_heading(
    played: int, over: bool, before: bool, ended: str | None = None, done: str = "the deal is over"
) -> str:
    """The heading over the trick in the middle: "Trick 3" (``played``: the tricks finished);
    the deal ``over``, "Tricks"; while the next trick waits on moves that are not a card
    (``before``: the bidding, the declaring, "How many?", the dealer's rob, Spoil Five's claim
    or jink), "Before trick 3", over the words that say what comes first ("bidding first"):
    Napoleon's table had stood "Trick 1" over "bidding first" during the auction, a trick no
    one could play to yet.

    A deal over before any trick was played says what ended it instead (``ended``, the
    adapter's words: "P4 showed a flush", "everyone passed"), over "no trick was played"
    (:func:`over_words`); ``ended`` "", a question's picture, which must not say the result it
    asks about, ``done`` ("The deal is over"), over the same words, which stay when the answer
    shows the result. "Tricks" over "the deal is over" had headed a Loo flush, everyone
    passing and a lone widow-taker, where no trick was ever played."""
    if over:
        return "Tricks" if ended is None else capital(ended or done)
    return f"{'Before trick' if before else 'Trick'} {played + 1}"


def over_words(
    ended: str | None, over: str = "the deal is over", unplayed: str = "no trick was played"
) -> str:
    """The words in the empty trick of a finished deal: ``over`` ("the deal is over"), or
    ``unplayed`` under a heading that says what ended the deal before a trick was finished, or
    that it is over (``ended``, as :func:`trick_heading` takes it): "no trick was played", or
    a revoke's "the hands were abandoned"."""
    return over if ended is None else unplayed


def settled_pool(held: str, after: str, note: str = "") -> str:
    """A finished deal's "Pool" box (Spoil Five's and every Loo-family game's): what the
    settlement leaves in it (``after``, as the Counters table's row says it), "after this
    deal", and what it ``held`` before it where the deal moved it (``note``: the game's word
    for it, "double pool"). Spoil Five's Play had shown "9 counters" after P1 took them, beside
    a Counters row of 0: the box said what the pool held, with no word that the deal was past."""
    # the figure kept with its unit (a no-break space): at 1400 px "before it, 11 counters"
    # broke between 11 and "counters", the note's last word alone on a line
    before = held.replace(" ", "\u00a0", 1)
    said = "after this deal" + ("" if after == held else f"; before it, {before}")
    return figure(after) + small_note(said + (f" ({note})" if note else ""))


def turn_tagged(seats: Sequence[SeatView], turn: str | None) -> list[SeatView]:
    """The seat to move tagged with what he is to do when it is not simply to play a card
    (``turn``: "to bid", "to rob or let it lie", "may rob, then play")."""
    if turn is None:
        return list(seats)
    return [replace(s, turn=turn) if s.to_move else s for s in seats]


class Look(NamedTuple):
    """How a table is drawn, the same for every seat: to ``viewer`` (his hand face up, or every
    hand with ``reveal``; with ``below``, his cards drawn under the table instead), the
    ``legal`` cards marked on the seat to move and the ``marked`` ones a lesson points at."""

    viewer: int | None
    reveal: bool
    below: bool
    legal: int | None
    marked: Collection[int]


def seat_view(
    look: Look,
    i: int,
    name: str,
    hand: Sequence[int],
    hidden: int,
    tags: Sequence[str],
    to_move: bool,
    over: bool,
    out: bool = False,
    seen: Collection[int] = (),
    note: str = "",
) -> SeatView:
    """Seat ``i`` as drawn: "your cards are below" where the learner's hand is drawn under the
    table; its ``hand`` face up to its own player, to all when the ``look`` reveals every hand
    and once the deal is ``over``; else face down but for the cards everyone has ``seen`` (a
    turned trump kept in hand), with the ``hidden`` ones a view does not know; with no cards,
    its ``note`` ("no cards left")."""
    if i == look.viewer and look.below:
        return SeatView(name, (), 0, tuple(tags), to_move, out, "your cards are below")
    if hand and (look.reveal or i == look.viewer or over):
        faces = card_states(hand, look.legal if to_move else None, look.marked)
        return SeatView(name, faces, hidden, tuple(tags), to_move, out)
    if hand or hidden:
        shown = [c for c in hand if c in seen]
        faces = card_states(shown, None, look.marked)
        return SeatView(name, faces, hidden + len(hand) - len(shown), tuple(tags), to_move, out)
    return SeatView(name, (), 0, tuple(tags), to_move, out, note)


def picture(
    seats: Sequence[SeatView],
    plays: Sequence[Play],
    names: Sequence[str],
    marked: Collection[int],
    title: str,
    extras: Sequence[tuple[str, str]],
    caption: str,
    empty: str,
    bottom: int,
    css: str = "",
) -> TableView:
    """The table put together: the trick's cards under their players' names (without the
    learner's "(you)": the card lies in the middle, not at his seat), ``marked`` ones marked;
    ``css``, the rules this picture needs beyond every table's (:attr:`TableView.css`)."""
    shown: tuple[tuple[str, int, CardState], ...] = tuple(
        (names[p].replace(" (you)", ""), c, "marked" if c in marked else "normal") for p, c in plays
    )
    return TableView(
        tuple(seats),
        shown,
        title,
        tuple(extras),
        caption,
        empty,
        bottom,
        tuple(p for p, _ in plays),
        css,
    )


def start_row(state: Dealt) -> dict[str, str]:
    """The running table's first row: its columns (the table's header is the first row's
    keys), every seat at 0 before the first deal."""
    return {"dealer": "", "result": "", **{f"P{i}": "0" for i in range(state.n)}}


def counters_row(state: Dealt, net: Mapping[str, Fraction], result: str) -> dict[str, str]:
    """A finished deal's row in the running table: its dealer, how it ended (``result``) and
    each seat's ``net`` counters, signed."""
    row = {"dealer": f"P{state.dealer}", "result": result}
    row.update({k: f"{int(v):+d}" if v else "0" for k, v in net.items()})
    return row
