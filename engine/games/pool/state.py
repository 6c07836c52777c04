"""The pool family's position: one slim immutable record, and its small derived facts.

Seats are 0..n-1 clockwise; cards are ints and hands bitmasks; counters are in white units.
The position is a ``NamedTuple`` so ``_replace`` is cheap on the hot path; what a table or a
lesson reads beyond it (settlement rows, the table's cards) is computed, never stored.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import lru_cache
from typing import NamedTuple

from engine.cards import CARDS, Suit, pretty
from engine.games.pool.spec import PoolSpec
from engine.ledger import format_counters, fraction_text
from engine.tricks import Play

IN = frozenset({"stand", "widow", "defend"})  # declarations that put a seat in the play


class PoolOpts(NamedTuple):
    """Every option of the family, one field each; a game offers the ones it has (the others
    keep their defaults), so family code reads one record whatever the game."""

    text: str = "002"
    widow_in_single: bool = False
    lead_duties: bool = True
    undertrump: bool = False
    dealer_always_plays: bool = False
    flushes: bool = True
    unlimited: bool = False
    lead_higher_trump: bool = False
    variant: str = "foster1897"
    pam: bool = False
    younger_flush_pays: bool = False
    pam_civil: bool = True
    # Rams and Rounce (RULES.md §2): the Écarté rank order, everyone plays in a simple pool, the
    # dealer defending against one player neither collects nor pays, the eldest must play
    ecarte: bool = False
    simple_compulsory: bool = False
    loo_defence: bool = False
    eldest_plays: bool = False
    # a game's own rank-order preset (Bierspiel: "bierspiel", the 7♦ always the second trump);
    # empty: the order the flags above choose
    order: str = ""
    ramsed_cross: bool = True  # Bierspiel: a player who plays and wins no trick takes a fresh cross


THROWN_SLOT = 52  # bits a seat's cards take in ``PoolState.thrown``
_ALL_CARDS = (1 << THROWN_SLOT) - 1


class PoolState(NamedTuple):
    """An immutable pool-game position. Seats are 0..n-1 clockwise; counters in white units."""

    opts: PoolOpts
    n: int
    dealer: int
    double: bool  # False: a simple/single pool (Three-card Loo only)
    phase: str  # "declare" | "exchange" | "play" | "over"
    to_move: int  # seat to act (-1 when over)
    hands: tuple[int, ...]  # card masks
    widow: int  # mask (0 once taken, or when none was dealt)
    # the cards each seat gave up himself this deal (his hand passed or given for the widow,
    # his exchange, his widow or rob discard): he saw them, the others did not
    # (:meth:`PoolFamily.view`). One int, seat s's card mask at bit ``THROWN_SLOT * s``: a
    # declaration adds to it with one ``|`` (the board's hot path), and the board takes it back
    # by restoring the int; read a seat's with :func:`thrown_by`, everyone's with
    # :attr:`discards`. The one record of given-up cards, each under the seat that gave it up:
    # a scenario's reader records one only as its giver's (``rob 7C`` in the dealer's words),
    # or not at all (a file names no cards passed or exchanged: they stay unseen)
    thrown: int
    undealt: int  # the rest of the pack, including the turn-up card
    turn_card: int  # top card of the rest of the pack (the trump card)
    trump: int  # trump suit 0..3, or -1 while none is turned
    declarations: tuple[str, ...]  # "" (not yet), "stand", "widow", "pass", "defend"
    widow_taker: int  # seat, or -1
    trick: tuple[Play, ...]  # plays to the current trick, in order
    leader: int
    tricks: tuple[int, ...]  # tricks won per seat
    history: tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners
    turned_after: int  # the trick (1-based) after which trumps were turned, or 0
    pool: int  # the pool for this deal (after the ante)
    counters: tuple[int, ...]  # each seat's counters (after the ante)
    result: str  # "", "played", "flush", "widow_unopposed", "dealer_takes", "revoke"
    flushes: tuple[int, ...]  # seats that showed a flush (elder first)
    # ---- the exchange ("How many?"), and irregularities: empty in Three-card Loo's play ----
    stock: tuple[int, ...] = ()  # the rest of the pack below the trump card, top first
    exchanged: tuple[int, ...] = ()  # cards each seat exchanged (-1: not yet asked)
    offender: int = -1  # the seat whose revoke ended the deal
    forfeit: int = 0  # white counters the dealer forfeited to this pool (trump in a simple)
    spec: PoolSpec = PoolSpec("Loo")  # the game's shape (Three-card Loo's by default)
    # ---- Rams and Rounce: a rams announced, the trump card robbed, a penalty incurred ----------
    rams: int = -1  # the seat that announced (general) rams, or -1
    robbed: bool = False  # the dealer took up the trump card
    penalty: str = ""  # the irregularity ``offender`` committed (Rams' one penalty)
    seven_turned: int = -1  # Bierspiel: the 7♦ turned up before the trump card (or -1)

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def discards(self) -> int:
        """Every card given up this deal (passes, widow exchanges, cards exchanged, widow and
        rob discards): the union of the seats' :attr:`thrown`."""
        thrown, out = self.thrown, 0
        while thrown:
            out |= thrown & _ALL_CARDS
            thrown >>= THROWN_SLOT
        return out

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.n

    @property
    def active(self) -> tuple[int, ...]:
        """Seats playing this deal, clockwise from the dealer's left."""
        return seats_in(self.declarations, self.dealer)

    @property
    def trump_suit(self) -> Suit | None:
        return None if self.trump < 0 else Suit(self.trump)

    @property
    def defender(self) -> int:
        return self.dealer if self.declarations[self.dealer] == "defend" else -1

    def __str__(self) -> str:
        return render(self)


_INDEX = {name: i for i, name in enumerate(PoolState._fields)}


def with_fields(state: PoolState, **changes: object) -> PoolState:
    """``state._replace(**changes)`` for the hot path: ``_replace`` walks every field (32 of
    them), this sets only the ones named."""
    f = list(state)
    for name, value in changes.items():
        f[_INDEX[name]] = value
    return tuple.__new__(PoolState, f)


def thrown_by(state: PoolState, seat: int) -> int:
    """The cards ``seat`` gave up himself this deal (:attr:`PoolState.thrown`)."""
    return state.thrown >> THROWN_SLOT * seat & _ALL_CARDS


def throw(thrown: int, seat: int, cards: int) -> int:
    """``thrown`` with ``cards`` added to ``seat``'s."""
    return thrown | cards << THROWN_SLOT * seat


def as_given(
    declared: PoolState, before: PoolState, hands: tuple[int, ...], widow: int
) -> PoolState:
    """A declaration a scenario's reader replayed from ``before`` (``declared``, the state
    after it), holding the ``hands`` and ``widow`` the file gives, the cards held now: the
    cards the replay recorded as given up (a hand passed, or given for the widow) are no card
    the file names, so ``thrown`` stays as it was before it (:attr:`PoolState.thrown`: a card
    given up is recorded only as its giver's, or not at all). Both readers keep a file's
    hands this way (:mod:`.scenario` and :mod:`.rams_scenario`)."""
    return declared._replace(hands=hands, widow=widow, thrown=before.thrown)


def opening_state(
    opts: PoolOpts,
    dealer: int,
    double: bool,
    hands: tuple[int, ...],
    widow: int,
    undealt: int,
    turn_card: int,
    trump: int,
    pool: int,
    counters: tuple[int, ...],
    stock: tuple[int, ...] = (),
    spec: PoolSpec | None = None,
) -> PoolState:
    """A deal as it lies before anyone has declared or played (a new deal, or a scenario's)."""
    n = len(hands)
    return PoolState(
        opts=opts,
        n=n,
        dealer=dealer,
        double=double,
        phase="declare",
        to_move=-1,
        hands=hands,
        widow=widow,
        thrown=0,
        undealt=undealt,
        turn_card=turn_card,
        trump=trump,
        declarations=("",) * n,
        widow_taker=-1,
        trick=(),
        leader=-1,
        tricks=(0,) * n,
        history=(),
        turned_after=0,
        pool=pool,
        counters=counters,
        result="",
        flushes=(),
        stock=stock,
        exchanged=(-1,) * n,
        spec=spec or PoolSpec("Loo"),
    )


@lru_cache(maxsize=4096)
def seats_in(declarations: tuple[str, ...], dealer: int) -> tuple[int, ...]:
    """The seats these declarations put in the play, clockwise from the dealer's left."""
    n = len(declarations)
    seats = ((dealer + 1 + i) % n for i in range(n))
    return tuple(s for s in seats if declarations[s] in IN)


def mask_of_cards(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def counters_json(units: int, per: int) -> int | str:
    """Whole counters as a number; otherwise an exact fraction such as ``"4 1/3"``."""
    return units // per if units % per == 0 else fraction_text(Fraction(units, per))


def next_active(state: PoolState, seat: int) -> int:
    """The next seat clockwise after ``seat`` that is playing this deal."""
    return next_in(state.declarations, seat)


@lru_cache(maxsize=4096)
def next_in(decl: tuple[str, ...], seat: int) -> int:
    """The next seat clockwise after ``seat`` that these declarations put in (cached: every
    card played asks)."""
    n = len(decl)
    for i in range(1, n + 1):
        s = (seat + i) % n
        if decl[s] in IN:
            return s
    return -1  # pragma: no cover - a deal in play always has a player


@lru_cache(maxsize=4096)
def successors(decl: tuple[str, ...]) -> tuple[int, ...]:
    """``next_in(decl, seat)`` for every seat in (-1 for a seat out): who plays after whom
    once declaring is settled (a board reads it once a deal)."""
    return tuple(next_in(decl, s) if d in IN else -1 for s, d in enumerate(decl))


def declare_order(dealer: int, n: int) -> list[int]:
    """The dealer's left first, the dealer last."""
    return [(dealer + 1 + i) % n for i in range(n)]


# what a deal's phase is called in a position's text
PHASE_WORDS = {
    "declare": "declaring",
    "exchange": "exchanging cards",
    "play": "in play",
    "over": "the deal is over",
}


def render(s: PoolState, reading: str = "") -> str:
    """The position as text: the pool, trumps and phase, the reading (``reading``: its name,
    :meth:`engine.game.Game.reading_shown`), then one line per seat."""
    u = s.spec.units
    kind = ("double" if s.double else "simple") + " pool" if s.spec.has_simple_pools else "pool"
    # the columns as wide as what they hold (a notebook wraps a line too long for a phone
    # between words: ui.widgets.show)
    lines = [
        f"{s.spec.name} — {kind} of "
        f"{format_counters(s.pool, u)}, dealer P{s.dealer}, trumps "
        f"{Suit(s.trump).symbol if s.trump >= 0 else 'not turned'}, {PHASE_WORDS[s.phase]}"
    ]
    if reading:
        lines.append(f"  reading: {reading}")
    hands = [pretty(s.hands[i]) or "-" for i in range(s.n)]
    width = max(map(len, hands))
    declared = max(map(len, s.declarations))
    for i in range(s.n):
        mark = ">" if i == s.to_move else " "
        d = f" {s.declarations[i]:<{declared}}" if declared else ""
        lines.append(f"{mark} P{i}: {hands[i]:<{width}}{d} tricks {s.tricks[i]}")
    if s.widow:
        lines.append(f"  widow: {pretty(s.widow)}")
    if s.trick:
        said = [f"P{p} {CARDS[c].pretty if c >= 0 else 'a card face down'}" for p, c in s.trick]
        lines.append("  trick: " + ", ".join(said))
    return "\n".join(lines)
