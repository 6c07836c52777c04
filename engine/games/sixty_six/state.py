"""The Sixty-Six position: one immutable record of a hand in play, and the small facts read
from it (score slots, hand points).

The fields the rules need (hands, stock, trick, points ...) are plain ints, masks and short
tuples. Beside them the state keeps the *teaching record*: every action in order (``moves``),
the deal (``start``), what each seat is known to hold or to lack (``known``, ``excluded``) for
views, the marriages shown. Search plays on a state with ``record=False``: the same rules code
(:mod:`engine.games.sixty_six.play`) then leaves that record as it was, which is what makes a
playout cheap.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import Suit
from engine.game import Action
from engine.games.sixty_six.rules import Opts
from engine.games.sixty_six.text import render
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


class SixtySixState(NamedTuple):
    """An immutable Sixty-Six position.

    Seats are 0..n-1 clockwise. Card sets are masks (see :mod:`engine.cards`). In a *view*
    (``viewer >= 0``) the other hands hold only the cards everyone knows to be there, ``hidden``
    counts the rest, and unknown stock cards are ``-1``.
    """

    opts: Opts
    n: int  # seats at the table: 2, 3 or 4
    dealer: int
    seats: tuple[int, ...]  # seats dealt in, in order from the first leader
    phase: str  # "play" | "over"
    to_move: int  # -1 when over
    hands: tuple[int, ...]
    stock: tuple[int, ...]  # top first; the last is the face-up trump card (or the 9)
    turned: int  # the card turned for trumps
    trump: int  # trump suit 0..3
    closed_by: int  # seat that closed, or -1
    closed_after: int  # tricks played when the stock was closed (-1: not closed)
    exchanged_by: int  # seat that exchanged the 9 of trumps, or -1
    trick: tuple[Play, ...]  # plays to the current trick
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners
    won: tuple[int, ...]  # cards won in tricks, per seat
    tricks: tuple[int, ...]  # tricks won per seat
    points: tuple[int, ...]  # card points won (and 10 for the last trick), per seat
    melds: tuple[int, ...]  # marriage points scored, per seat
    pending: tuple[int, ...]  # opening-lead marriage not yet scored, per seat
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, value) as shown
    known: tuple[int, ...]  # cards everyone knows a seat holds (or held)
    excluded: tuple[int, ...]  # cards a seat has shown he does not hold
    claimant: int  # seat that claimed, or -1
    result: str  # "" | "claim" | "played"
    moves: tuple[tuple[int, Action], ...]  # every action in order (a replay)
    start: tuple[tuple[int, ...], tuple[int, ...]]  # the deal: hands and stock (not in views)
    scores: tuple[int, ...]  # game points before this hand (per seat; per side if four)
    carry: int  # extra game points for the winner of this hand (ties)
    sheet: tuple[HandRecord, ...]  # earlier hands of the game
    viewer: int  # -1 for the full state; else the seat whose view this is
    hidden: tuple[int, ...]  # per seat: cards in hand the viewer cannot see
    # False in a search world: moves, known and excluded are left as they were (see above)
    record: bool = True

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
    return state.points[seat] + state.melds[seat]


def slot_points(state: SixtySixState, slot: int) -> int:
    """A score slot's hand points (a side's two seats in four-hand)."""
    if state.n == 4:
        return state.points[slot] + state.points[slot + 2]
    return state.points[slot] + state.melds[slot]


def slot_tricks(state: SixtySixState, slot: int) -> int:
    if state.n == 4:
        return state.tricks[slot] + state.tricks[slot + 2]
    return state.tricks[slot]


def opponent(state: SixtySixState, seat: int) -> int:
    a, b = state.seats[0], state.seats[1]
    return b if seat == a else a
