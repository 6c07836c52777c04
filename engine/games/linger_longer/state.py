"""The Linger Longer position: one immutable record of a deal, from the first lead to the
last player left.

The rules read plain ints, masks and short tuples. Beside them the state keeps the teaching
record: every play in order (``moves``), the hands as dealt (``start``) and the suits each seat
has shown he lacks since his last draw (``excluded``, for views and search). ``pile`` is the
cards played since the stock was last made (the reshuffle variant shuffles it into a new stock
when the stock runs out; ``salt``, drawn with the deal and hidden from every view, orders it). Search plays on a
state with ``record=False``, so the same rules code leaves that record alone in the inner loop.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.cards import Suit
from engine.game import Action
from engine.games.linger_longer.rules import Opts
from engine.tricks import Play


class LingerState(NamedTuple):
    """An immutable Linger Longer position. Seats are 0..n-1 clockwise; card sets are masks.

    ``phase``: ``play`` or ``over``. ``stock`` lists the stock's cards, top first (-1 for a
    card the viewer cannot know). ``out[p]`` is -1 while ``p`` holds cards, else the number of
    tricks of ``history`` played when he dropped out (0: before its first; the game's number is
    :meth:`trick_no`). In a *view* (``viewer >= 0``) the other hands hold only
    what is public (the turned trump card) and ``hidden`` counts their other cards.
    """

    opts: Opts
    n: int
    dealer: int
    phase: str
    to_move: int  # -1 once over
    hands: tuple[int, ...]
    trump: int  # the suit of the turned card
    turned: int  # the dealer's last card, shown to all
    stock: tuple[int, ...]
    trick: tuple[Play, ...]
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]
    tricks: tuple[int, ...]  # tricks won per seat
    out: tuple[int, ...]
    winner: int  # -1 until the game is over
    result: str  # "" | "last_left" | "last_trick" | "winner_out"
    moves: tuple[tuple[int, Action], ...]
    start: tuple[int, ...]
    excluded: tuple[int, ...]
    drew: tuple[int, ...] = ()  # per finished trick: the card its winner drew (-1: none)
    viewer: int = -1
    hidden: tuple[int, ...] = ()
    record: bool = True
    # ---- the stock running out (variant ``reshuffle``) ------------------------------------------
    pile: int = 0  # cards played to finished tricks since the last reshuffle (public)
    salt: int = 0  # hidden: orders a reshuffled stock (0 in a view, random in a search world)
    reshuffled: tuple[int, ...] = ()  # the tricks after which the pile became a new stock
    searcher: int = -1  # in a search world: the seat searching (his playouts play his habit)
    # ---- a position set up mid-game (a scenario) ------------------------------------------------
    before: int = 0  # tricks of the game played before ``history`` begins (the stock says)
    # False for a position set up mid-game whose stock does not say how many tricks came before
    # it (an empty stock set by hand, or ``reshuffle``'s): its tricks are then not numbered
    counted: bool = True

    def trick_no(self, k: int) -> int:
        """The game's number for trick ``k`` of this record (``history``'s, from 1; ``out``
        counts that way): a scenario's position may begin mid-game, after ``before`` tricks.
        Meaningful only where :attr:`counted`."""
        return self.before + k

    @property
    def wins_known(self) -> bool:
        """Are the tricks each player won known? Only when the record begins at the deal (a
        position set up mid-game does not say how many of the tricks before it each won)."""
        return self.counted and not self.before

    @property
    def trump_suit(self) -> Suit:
        return Suit(self.trump)

    @property
    def stock_size(self) -> int:
        return len(self.stock)

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + (self.hidden[seat] if self.hidden else 0)

    def still_in(self) -> tuple[int, ...]:
        """The seats still holding cards (not dropped out), in seat order."""
        return tuple(p for p in range(self.n) if self.out[p] < 0)

    def is_out(self, seat: int) -> bool:
        """Has ``seat`` dropped out? Left without cards, and not the game's winner: the winner
        of a last trick who played his last card to it (``last_trick``, ``winner_out``) has no
        card either, but nobody plays on ("he drops out of the hand, and the others play on"):
        he wins the game, he is not out of it."""
        return self.out[seat] >= 0 and not (self.phase == "over" and seat == self.winner)
