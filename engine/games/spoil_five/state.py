"""The Spoil Five position: one immutable record of a deal, from the turn-up to the pool.

The rules read plain ints, masks and short tuples. Beside them the state keeps the teaching
record (every action in order, the hands as dealt) and what the others know of a hand: the
turn-up a robber took in (``shown``: not the trump ace his rob showed he held, which he may
have put out face down) and the cards a seat has shown he cannot hold (``excluded``, for views
and search). Search plays on a state with ``record=False``.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import Suit
from engine.game import Action
from engine.games.spoil_five.rules import Opts
from engine.tricks import Play


class SpoilFiveState(NamedTuple):
    """An immutable Spoil Five position. Seats are 0..n-1 clockwise; card sets are masks;
    seat sets (``barred``, ``no_win``, ``folded``) are bitmasks of seats.

    ``phase``: ``rob`` (the dealer may rob a turned ace), ``play``, ``jink`` (the winner of
    the first three tricks claims or goes on), ``over``. ``result``: ``won`` (three tricks),
    ``five``, ``spoiled``, ``jink_failed``.
    """

    opts: Opts
    n: int
    dealer: int
    phase: str
    to_move: int  # -1 once over
    hands: tuple[int, ...]
    turn_card: int  # the turned card; its suit is trumps
    trump: int
    robber: int  # the seat that may rob this deal (-1: nobody)
    rob_kind: str  # "dealer" (an ace turned), "ace" (the trump ace's holder), ""
    rob_done: str  # "" (still open), "robbed", "declined", "passed" (played without robbing)
    discard: int  # the card the robber put out (-1)
    trick: tuple[Play, ...]
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]
    tricks: tuple[int, ...]
    jinker: int  # the seat going on for five (-1)
    result: str
    winner: int  # who takes the pool (-1)
    pool: int  # the pool this deal, stakes in
    counters: tuple[int, ...]  # each seat's counters, stakes paid
    barred: int  # seats that lost their right to the current pool (until it is won)
    no_win: int  # seats that cannot win this deal (foul hand; failure to rob, compulsory)
    folded: int  # seats whose foul hand was abandoned (they play no more this deal)
    events: tuple[tuple[int, str], ...]  # irregularities this deal: (seat, kind)
    undealt: int  # the rest of the pack below the turn-up
    moves: tuple[tuple[int, Action], ...]
    start: tuple[int, ...]  # the hands as dealt (empty in a view)
    shown: tuple[int, ...]  # per seat: cards the others know he holds (the robbed turn-up)
    excluded: tuple[int, ...]  # per seat: cards he has shown he cannot hold
    viewer: int = -1
    hidden: tuple[int, ...] = ()
    record: bool = True
    carried: int = 0  # what the pool held before this deal's stakes (a spoiled pool's)

    @property
    def trump_suit(self) -> Suit:
        return Suit(self.trump)

    @property
    def eldest(self) -> int:
        return next_seat(self, self.dealer)

    @property
    def out_of_pool(self) -> int:
        """Seats that cannot take the pool this deal (barred, foul, failed to rob)."""
        return self.barred | self.no_win

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)

    def playing(self) -> list[int]:
        """Seats still playing this deal, from the eldest round to the dealer."""
        return [
            (self.dealer + 1 + i) % self.n
            for i in range(self.n)
            if not self.folded >> ((self.dealer + 1 + i) % self.n) & 1
        ]


def next_seat(state: SpoilFiveState, seat: int) -> int:
    """The next seat clockwise after ``seat`` still playing (a foul hand is skipped)."""
    n, folded = state.n, state.folded
    for i in range(1, n + 1):
        s = (seat + i) % n
        if not folded >> s & 1:
            return s
    return -1  # pragma: no cover - a deal always has a player
