"""The Forty-Five position: one immutable record of a deal, and what it carries of the game.

The rules read plain ints, masks and short tuples. Beside them the state keeps the teaching
record: every action in order (``moves``), the hands as dealt (``start``) and the cards each
seat has shown he does not hold (``excluded``, for views and search). Search plays on a state
with ``record=False``, so the same rules code leaves that record alone in the inner loop.

Seats 0..n-1 sit clockwise and partners alternately: side 0 is the even seats, side 1 the odd
ones (two players: each seat is a side of one).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import Suit
from engine.game import Action
from engine.games.forty_five.rules import Opts
from engine.sentence import Sentence
from engine.tricks import Play


class DealRecord(NamedTuple):
    """One finished deal's line on the score sheet."""

    deal: int
    dealer: int
    tricks: tuple[int, int]  # tricks won per side
    points: tuple[int, int]  # points scored per side this deal
    scores: tuple[int, int]  # the running totals after it
    reason: Sentence  # why it scored so, its sides and seats as fields
    rule: str
    turn_five: str = ""  # dealer_turn_five: why the dealer's side also scored 5 (else "")


class FortyFiveState(NamedTuple):
    """An immutable Forty-Five position.

    ``phase``: ``rob`` (the dealer, an ace turned, robs or declines before the first lead),
    ``play`` or ``over``. ``turned`` is the card turned for trumps; once robbed it lies in the robber's hand
    and ``discard`` (face down, seen by the robber only; -1 in other views) is the card he put
    out for it. ``scores`` are the sides' points before this deal; ``sheet`` the deals before it.
    In a *view* (``viewer >= 0``) the other hands are empty and ``hidden`` counts their cards.
    """

    opts: Opts
    n: int
    dealer: int
    phase: str
    to_move: int  # -1 once over
    hands: tuple[int, ...]
    trump: int  # the turned card's suit
    turned: int  # the card turned for trumps
    rob_seat: int  # who may rob this deal (-1: nobody, or not known to this view)
    # "dealer" (an ace turned), "ace" (the trump ace's holder), "king" (rob_with_king: the King
    # of trumps' holder, the ace in the pack) or ""
    rob_kind: str
    robber: int  # the seat that robbed (-1: nobody yet)
    discard: int  # the card the robber put out (-1: none, or not seen)
    declined: bool  # the chance to rob has passed unused (declined, or a first card played)
    trick: tuple[Play, ...]
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]
    tricks: tuple[int, ...]  # tricks won per seat
    scores: tuple[int, int]  # the sides' points before this deal
    # "" | "deal" (played out) | "counted_out" (a side reached 45 in play) | "turn_five" (the
    # dealer's side reached 45 with the 5 for an ace or King turned up, before play)
    result: str
    winner: int  # the side that won the game (-1: the game goes on)
    deal_no: int
    sheet: tuple[DealRecord, ...]
    moves: tuple[tuple[int, Action], ...]
    start: tuple[int, ...]  # the hands as dealt (empty in a view)
    excluded: tuple[int, ...]
    viewer: int = -1
    hidden: tuple[int, ...] = ()
    record: bool = True

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def trump_suit(self) -> Suit:
        return Suit(self.trump)

    @property
    def sides(self) -> int:
        return 2

    def side_of(self, seat: int) -> int:
        return seat % 2

    def side_tricks(self, side: int) -> int:
        return sum(self.tricks[p] for p in range(side, self.n, 2))

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)


def side_name(n: int, side: int) -> str:
    """``P1``, or a side's seats ``P0+P2`` / ``P1+P3+P5`` in a partnership game."""
    return "+".join(f"P{p}" for p in range(side, n, 2))
