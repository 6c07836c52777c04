"""The Sixty-Six position: an immutable hand in play (a hot record a card copies, a cold one
it leaves alone), and the small facts read from it (score slots, hand points).

The fields the rules need (hands, stock, trick, points ...) are plain ints, masks and short
tuples. Beside them the state keeps the *teaching record*: every action in order (``moves``,
kept as a chain ``log``),
the deal (``start``), what each seat is known to hold or to lack (``known``, ``excluded``) for
views, the marriages shown. Search plays on a state with ``record=False``: the same rules code
(:mod:`engine.games.sixty_six.play`) then leaves that record as it was, which is what makes a
playout cheap.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple, TypeAlias

from engine.cards import Suit
from engine.game import Action
from engine.games.sixty_six.rules import TARGET, Opts
from engine.games.sixty_six.text import render
from engine.sentence import Sentence
from engine.tricks import Play


class HandRecord(NamedTuple):
    """One finished hand on the score sheet."""

    hand_no: int
    dealer: int
    result: str  # "claim" | "played"
    hand_points: tuple[int, ...]  # per score slot (seat, or side in four-hand)
    game_points: tuple[int, ...]  # scored this hand, per slot
    totals: tuple[int, ...]  # after this hand
    reason: str
    rule: str
    # the reason with its seats and sides as fields, told to each seat as the sheet outlives
    # the hand's position ("you claim correctly with 70 (P1 has 20)")
    said: Sentence


# The move log is a chain of cells (earlier log, seat, action), newest first, () when empty: an
# action adds one cell where a tuple of every move so far would be copied. ``moves`` reads it
# as the tuple of (seat, action) in order.
MoveLog: TypeAlias = "tuple[MoveLog, int, Action] | tuple[()]"


def chain(moves: tuple[tuple[int, Action], ...]) -> MoveLog:
    """The move log of ``moves`` (in order)."""
    log: MoveLog = ()
    for seat, action in moves:
        log = (log, seat, action)
    return log


def unchain(log: MoveLog) -> tuple[tuple[int, Action], ...]:
    """The moves of a move log, in order."""
    out: list[tuple[int, Action]] = []
    while log:
        log, seat, action = log
        out.append((seat, action))
    out.reverse()
    return tuple(out)


# The position is two records. The hot one holds what a card played changes or the legal moves
# read (14 fields, copied per action); the cold one what an ordinary card leaves alone: the deal,
# the game's score sheet, and the rarer changes (closing, the 9, marriages, the end). A card then
# copies 15 references, not 34; every old field name still reads (a property for a cold one) and
# ``_replace`` takes any of them.
class Cold(NamedTuple):
    """The fields of a position an ordinary card leaves alone (see :class:`SixtySixState`)."""

    opts: Opts
    dealer: int
    seats: tuple[int, ...]  # seats dealt in, in order from the first leader
    turned: int  # the card turned for trumps
    trump: int  # trump suit 0..3
    closed_after: int  # tricks played when the stock was closed (-1: not closed)
    exchanged_by: int  # seat that exchanged the 9 of trumps, or -1
    melds: tuple[int, ...]  # marriage points scored, per seat
    pending: tuple[int, ...]  # opening-lead marriage not yet scored, per seat
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, value) as shown
    known: tuple[int, ...]  # cards everyone knows a seat holds (or held)
    claimant: int  # seat that claimed, or -1
    result: str  # "" | "claim" | "played"
    start: tuple[tuple[int, ...], tuple[int, ...]]  # the deal: hands and stock (not in views)
    scores: tuple[int, ...]  # game points before this hand (per seat; per side if four)
    carry: int  # extra game points for the winner of this hand (ties)
    sheet: tuple[HandRecord, ...]  # earlier hands of the game
    viewer: int  # -1 for the full state; else the seat whose view this is
    hidden: tuple[int, ...]  # per seat: cards in hand the viewer cannot see
    # False in a search world: moves, known and excluded are left as they were (see above)
    record: bool
    # the seat whose hand points (cards and marriages) first reached 66, or -1 (a scenario's
    # position with both there already: not known); a closed hand's scoring asks who was first
    first66: int = -1


class _Hot(NamedTuple):
    n: int  # seats at the table: 2, 3 or 4
    phase: str  # "play" | "over"
    to_move: int  # -1 when over
    hands: tuple[int, ...]
    stock: tuple[int, ...]  # top first; the last is the face-up trump card (or the 9)
    trick: tuple[Play, ...]  # plays to the current trick
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners
    won: tuple[int, ...]  # cards won in tricks, per seat
    tricks: tuple[int, ...]  # tricks won per seat
    points: tuple[int, ...]  # card points won (and 10 for the last trick), per seat
    closed_by: int  # seat that closed, or -1
    log: MoveLog  # every action (a replay): read it as ``moves``
    excluded: tuple[int, ...]  # cards a seat has shown he does not hold
    cold: Cold


# the field names a position is built with and answers to: ``moves`` stands for the log
HOT_FIELDS = tuple("moves" if f == "log" else f for f in _Hot._fields[:-1])
COLD_FIELDS = Cold._fields
FIELDS = (*HOT_FIELDS, *COLD_FIELDS)  # every field name a position answers to
_HOT_INDEX = {f: i for i, f in enumerate(_Hot._fields[:-1])} | {"moves": _Hot._fields.index("log")}
_COLD_INDEX = {f: i for i, f in enumerate(COLD_FIELDS)}
_new = tuple.__new__


def first_at_66(seats: Sequence[int], points: Sequence[int], melds: Sequence[int]) -> int:
    """Who reached 66 first, as far as a position given whole tells (a scenario's): the one
    player at 66 or more (cards and marriages scored); -1 when neither is, or both are (who
    was first is then unknown, and a closed hand is scored as both at 66)."""
    there = [s for s in seats if points[s] + melds[s] >= TARGET]
    return there[0] if len(there) == 1 else -1


def cold_with(cold: Cold, **changes: object) -> Cold:
    """``cold._replace(**changes)`` without NamedTuple's generic one (a field map per call):
    the hot path changes the cold record once or twice a hand."""
    fields = list(cold)
    for f, v in changes.items():
        fields[_COLD_INDEX[f]] = v
    return _new(Cold, fields)


class SixtySixState(_Hot):
    """An immutable Sixty-Six position.

    Seats are 0..n-1 clockwise. Card sets are masks (see :mod:`engine.cards`). In a *view*
    (``viewer >= 0``) the other hands hold only the cards everyone knows to be there, ``hidden``
    counts the rest, and unknown stock cards are ``-1``.

    Built by keyword with every field of :data:`FIELDS` (``record`` defaults to True); the
    fields read by name whichever record holds them.
    """

    __slots__ = ()

    def __new__(cls, *args: object, **fields: object) -> SixtySixState:
        if args:  # the two records, in order (as copying and pickling pass them)
            return _new(cls, args)
        fields.setdefault("record", True)
        fields.setdefault("first66", -1)
        fields["moves"] = chain(fields["moves"])  # type: ignore[arg-type]
        cold = _new(Cold, tuple(fields.pop(f) for f in COLD_FIELDS))
        state: SixtySixState = _new(cls, (*(fields.pop(f) for f in HOT_FIELDS), cold))
        if fields:
            raise TypeError(f"SixtySixState: unknown fields {sorted(fields)}")
        return state

    def _replace(self, **changes: object) -> SixtySixState:
        """A copy with ``changes`` (any field names, hot or cold)."""
        hot: list[object] = list(self)
        cold: list[object] | None = None
        for f, v in changes.items():
            i = _HOT_INDEX.get(f)
            if i is not None:
                hot[i] = chain(v) if f == "moves" else v  # type: ignore[arg-type]
                continue
            j = _COLD_INDEX.get(f)
            if j is None:
                raise ValueError(f"SixtySixState has no field {f!r}")
            if cold is None:
                cold = list(self.cold)
            cold[j] = v
        if cold is not None:
            hot[-1] = _new(Cold, cold)
        return _new(SixtySixState, hot)

    @property
    def moves(self) -> tuple[tuple[int, Action], ...]:
        """Every action in order, with the seat that took it (a replay)."""
        return unchain(self.log)

    # ---- the cold record's fields, read by name ------------------------------------------
    @property
    def opts(self) -> Opts:
        return self.cold.opts

    @property
    def dealer(self) -> int:
        return self.cold.dealer

    @property
    def seats(self) -> tuple[int, ...]:
        return self.cold.seats

    @property
    def turned(self) -> int:
        return self.cold.turned

    @property
    def trump(self) -> int:
        return self.cold.trump

    @property
    def closed_after(self) -> int:
        return self.cold.closed_after

    @property
    def exchanged_by(self) -> int:
        return self.cold.exchanged_by

    @property
    def melds(self) -> tuple[int, ...]:
        return self.cold.melds

    @property
    def pending(self) -> tuple[int, ...]:
        return self.cold.pending

    @property
    def marriages(self) -> tuple[tuple[int, int, int], ...]:
        return self.cold.marriages

    @property
    def known(self) -> tuple[int, ...]:
        return self.cold.known

    @property
    def claimant(self) -> int:
        return self.cold.claimant

    @property
    def result(self) -> str:
        return self.cold.result

    @property
    def start(self) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return self.cold.start

    @property
    def scores(self) -> tuple[int, ...]:
        return self.cold.scores

    @property
    def carry(self) -> int:
        return self.cold.carry

    @property
    def sheet(self) -> tuple[HandRecord, ...]:
        return self.cold.sheet

    @property
    def viewer(self) -> int:
        return self.cold.viewer

    @property
    def hidden(self) -> tuple[int, ...]:
        return self.cold.hidden

    @property
    def record(self) -> bool:
        return self.cold.record

    @property
    def first66(self) -> int:
        return self.cold.first66

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def four(self) -> bool:
        return self.n == 4

    @property
    def trump_suit(self) -> Suit:
        return Suit(self.trump)

    @property
    def closed(self) -> bool:
        return self.closed_by >= 0

    @property
    def exhausted(self) -> bool:
        return not self.stock

    @property
    def compulsory(self) -> bool:
        """Are the later-play duties in force (stock closed or gone, or four-hand)?"""
        return self.closed_by >= 0 or not self.stock

    @property
    def face_up(self) -> int:
        """The trump card showing under the stock (-1 once closed or drawn)."""
        return self.stock[-1] if self.stock and self.closed_by < 0 else -1

    @property
    def hand_no(self) -> int:
        return len(self.sheet) + 1

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + self.hidden[seat]

    def __str__(self) -> str:
        return render(self)


def seats_in_play(players: int, dealer: int) -> tuple[int, ...]:
    """The seats dealt in, first leader first: the non-dealer then the dealer (two-hand), the
    two at the dealer's left (three-hand: he sits out), all four from his left (four-hand)."""
    if players == 4:
        return tuple((dealer + 1 + i) % 4 for i in range(4))
    if players == 3:
        return ((dealer + 1) % 3, (dealer + 2) % 3)
    return ((dealer + 1) % 2, dealer)


def side_of(state: SixtySixState, seat: int) -> int:
    """The score slot of a seat: the seat itself, or its partnership (0 or 1) in four-hand."""
    return seat % 2 if state.n == 4 else seat


def hand_points(state: SixtySixState, seat: int) -> int:
    """What a seat (or, in four-hand, his side) counts now: cards won, last trick, marriages."""
    if state.n == 4:
        return state.points[seat % 2] + state.points[seat % 2 + 2]
    return state.points[seat] + state.cold.melds[seat]  # (the cold record: no property call)


def slot_points(state: SixtySixState, slot: int) -> int:
    """A score slot's hand points (a side's two seats in four-hand)."""
    if state.n == 4:
        return state.points[slot] + state.points[slot + 2]
    return state.points[slot] + state.cold.melds[slot]


def slot_tricks(state: SixtySixState, slot: int) -> int:
    if state.n == 4:
        return state.tricks[slot] + state.tricks[slot + 2]
    return state.tricks[slot]


def opponent(state: SixtySixState, seat: int) -> int:
    a, b = state.seats[0], state.seats[1]
    return b if seat == a else a
