"""The Napoleon position: one immutable record of a deal, from the first bid to the end.

The rules read plain ints, masks and short tuples. Beside them the state keeps the teaching
record: every action in order (``moves``), the hands as dealt (``start``), and the suits each
seat has shown he lacks (``excluded``, for views and search). Search plays on a state with
``record=False``, so the same rules code leaves that record alone in the inner loop.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import Suit
from engine.game import Action
from engine.games.napoleon.rules import TRICKS, Opts
from engine.tricks import Play


class NapoleonState(NamedTuple):
    """An immutable Napoleon position. Seats are 0..n-1 clockwise; card sets are masks.

    ``phase``: ``declare`` (the bidding), ``trump`` (the bidder names trumps), ``play``,
    ``over``. In a *view* (``viewer >= 0``) the other hands are empty and ``hidden`` counts
    their cards.
    """

    opts: Opts
    n: int
    dealer: int
    phase: str
    to_move: int  # -1 once over
    hands: tuple[int, ...]
    bids: tuple[int, ...]  # per seat: -1 not yet asked, 0 passed, 1..5 the bid made
    bidder: int  # the highest bidder so far (-1: none)
    bid: int  # the highest bid so far (0: none)
    trump: int  # suit 0..3, -1 until named
    trick: tuple[Play, ...]
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]
    tricks: tuple[int, ...]  # tricks won per seat
    result: str  # "" | "made" | "failed" | "all_passed"
    moves: tuple[tuple[int, Action], ...]
    start: tuple[int, ...]  # the hands as dealt (empty in a view)
    excluded: tuple[int, ...]  # per seat: cards he has shown he does not hold
    viewer: int = -1
    hidden: tuple[int, ...] = ()
    record: bool = True

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def trump_suit(self) -> Suit | None:
        return None if self.trump < 0 else Suit(self.trump)

    @property
    def bidder_tricks(self) -> int:
        return self.tricks[self.bidder] if self.bidder >= 0 else 0

    @property
    def against(self) -> int:
        """Tricks won by the players against the bidder."""
        return sum(self.tricks) - self.bidder_tricks

    @property
    def needed(self) -> int:
        """Tricks the bidder still needs."""
        return max(self.bid - self.bidder_tricks, 0)

    @property
    def spare(self) -> int:
        """Tricks the bidder's opponents may still take without beating him."""
        return TRICKS - self.bid - self.against

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)
