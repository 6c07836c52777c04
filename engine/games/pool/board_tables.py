"""The tables a :class:`~engine.games.pool.board.PoolBoard` reads on its hot path, kept
from deal to deal: each card's bit and plays, the declaring positions, and a leader's and a
follower's duties compiled into masks (the rules' own demands over the game's own contexts).

Speed (issue 6: Loo's random play, ``bench.loo``'s loop, the machine loaded 4-11 by other
work). Instructions: valgrind's count per player action in that loop (PYTHONHASHSEED=0: the
same count run to run). CPU: the board before and after taken in turns (median of the pairs'
ratios after/before). First round (2026-12-05; 1,200 deals replayed; CPU in one process):
kept, the last declaration begins play on the board's own lists, its record built only when
:meth:`PoolBoard.state` asks (``begun``): 18,128 -> 17,611 instructions (-2.9%), CPU 1.039
(15 pairs); a trick closed once a trump is known takes the winner kept card by card, no
``close_trick`` call: -1.1%, CPU 1.004; declaring positions as objects (:class:`Declaring`),
no (seat, taker, declarations) key built and hashed: -2.6%, CPU 1.016; push's card path
with a follow's way out first, the ranking's ``takes`` held on the board: -1.5%, CPU 1.062.
Together 18,154 -> 16,671 (-8.2%), CPU 1.058 (31 pairs). Not kept: the follow context's
fields kept for the trick, the context built as ``(hand, *fields)``: +1.3%.

Second round (2026-12-06). Instructions over the bench loop alone (1,200 deals, their boards
and generators prepared, the loop run or not: 16,878 actions); CPU: HEAD's tree and this
one in separate processes taken in turns, each the best of 5 runs of the bench's 4,000
deals after 1,000 of warm-up. Kept:

* a follower's duties compiled into masks for each lead and winning card (per trump, game
  and options: :meth:`PoolBoard.compile_follow`, filled as met): his hand narrowed by two
  or three ``&``s where a context was built and two or three ``demand``s called (a third of
  the actions follow with two cards or more): 18,783 -> 17,187 instructions (-8.5%); CPU
  1.084 (8 pairs);
* a leader's too, per kind of lead and of deal (:meth:`PoolBoard.compile_lead`; a double
  pool's first lead reads the ace of trumps held, so the rules answer it): -1.9%;
* who declares next kept on the declaring position (:data:`ENDS` where declaring ends):
  ``next_declarer`` runs once per position and word, not per declaration (:func:`take_declaration`
  split, :func:`make_declaration` makes it): 16,865 -> 16,521 (-2.0%); these two CPU 1.032
  (11 pairs).

Together 18,784 -> 16,521 (-12.0%); CPU 1.058 (21 pairs, 0.87-1.22; two more runs of 15
pairs gave 1.083 and 1.020: the load moves a run by a fifth). ``python -m bench loo``, one
run each: 'loo in CPU time: 473,359 ... ratio in place 0.41, vs state.child() 0.74' before,
'492,933 ... 0.42, 0.79' after; the 0.5 floor is not reached.

Not tried: legal actions kept per hand and trick: the bench plays the same seeded deals in
every repeat, so a cache keyed by whole positions would answer from an earlier repeat (the
masks above are keyed by lead and winning card alone, at most 5 x 52 x 52, filled within
the first deals of any play); a prefill of ``MASK_ACTIONS``: it is filled as masks are met,
never at import; undo as one int and pop without attribute reads: the bench never pops, and
a follow's undo is already a tuple that exists (the winning play).

Third round (2026-12-06). Instructions: the bench loop over 1,200 of its deals replayed after
the same 1,200 as warm-up, each deal's board made in the loop and dropped as the bench does
(17,019 actions; the loop run less the loop not run). The rounds above kept their 1,200
boards alive, so the cyclic collector ran through them: about 4,400 instructions an action
that the bench does not pay (it collects 20 times in 56,000 actions); without them HEAD
counts 13,810. Kept:

* the card as a plain int in push (``+action.card``), the card led and the trick's winning
  play too (:data:`PAIRS`), the trick's plays made once (:data:`PLAYED`: the record still
  holds Cards, and a card allocates no tuple): a tuple looked up by a Card, an int
  subclass, costs about 100 instructions more than by an int (five look-ups a card
  followed); a declaration's parts read without a tuple built (four names or more build
  one): 13,810 -> 13,246 (-4.1%);
* the lead table indexed by an int, not a bool (the same slow look-up), and
  ``MASK_ACTIONS`` and a declaring position's next looked up in ``try``, not by ``get``
  calls: 12,827 (-3.2%);
* who leads first and who follows whom kept on the declaring position by the declarations
  play begins on (``Declaring.begins``; since the fifth round, with its ``ends``), and a
  mask narrowed by ``m & x or m``: 12,738 (-0.7%).

Together 13,810 -> 12,738 (-7.8%). CPU time, at load 13-18 (two cores, six sessions): our
actions/s in separate processes, the tree before and this one taken in turns (cpu lines of
``bench.loo``'s 4,000 deals, medians of 5 pairs each): this/before 1.10, 1.24, 0.90 (median
1.10); the ratio in place to OpenSpiel 0.34-0.41 before and 0.35-0.45 after, and
``python -m bench loo`` read 'ratio in place 0.44, vs state.child() 0.74' before and '0.44,
0.77' after: at that load a run moves by a fifth, more than the change. On a quiet machine
0.49 x 13,810 / 12,738 would be about 0.53, not measured here.

Fourth round (2026-12-06). The third round's harness (1,200 deals replayed after the same
1,200, 17,019 actions; each tree compiled first, or both runs compile: compiling costs 1.3 G
instructions), HEAD 12,598 instructions an action. What a Python call costs here, by callgrind on a loop: a method
returning a field 387 instructions, ``make_declaration`` 1,551 for a stand (910 for its
eight arguments and the tuple back, 490 for two word comparisons), ``flush_seats`` 8,300 for
three seats (every ``&`` of 52-bit ints allocates one). Kept:

* a declaration that keeps the hand (not in the rules' ``GIVES_UP_HAND``) made by writing
  the word ``make_declaration`` left the first time (kept on :attr:`Declaring.after` beside
  the position it leads to), ``make_declaration`` testing a set of words; the declaring's
  end read off the declarations once per position and word (``declaring_words``, on
  :attr:`Declaring.ends`), the hands only looked at for a flush (``shown_flush``): 12,176
  (-3.3%);
* a double pool's first lead compiled by the trumps held (:meth:`PoolBoard.compile_held`:
  its context asks whether the ace of trumps is held), and ``pop`` looking a card's bit up
  by a plain int: 12,040 (-4.4%);
* the by-trumps check only for the first lead, no ``mask`` reset where ``acts`` is, and
  ``flush_seats`` reading ``spec`` once: 11,987 (-4.85%);
* the record's tricks and turned_after read by index where play begins: 11,944 (-5.2%).

Not kept: the game's ``hot_finish`` / ``hot_begin`` and ``shown_flush`` read once onto the
board's slots: 12,115 against 12,040 before it (+0.6%: more misses of the interpreter's
type-lookup cache, ``find_name_in_mro`` and dict look-ups +49 instructions an action). At
this level a change of names moves the count by about +-0.5% (HEAD counted 12,738 in the
third round and 12,598 now with no change to the board); ``is_over`` as a C callable
(``partial(truth, list)``, 343 instructions against 387 a call): not worth a field in place
of a method. CPU (``bench.loo``'s paired runs in process CPU time, 5 pairs of 4,000 deals
each, HEAD's tree and this one taken in turns), ratio in place to OpenSpiel: the 11,987 tree
0.492, 0.437, 0.394, 0.449 (median 0.44) against HEAD's 0.388, 0.384, 0.344 (0.38) at load
3-10; the 11,944 tree 0.466, 0.460, 0.484, 0.435, 0.490, 0.482 (0.47) against HEAD's 0.466,
0.373, 0.435, 0.466, 0.463 (0.46) at load 2-3; vs ``state.child()`` 0.85 against 0.77.
``python -m bench loo`` at load 1-4: 'ratio in place 0.50, vs state.child() 0.85', '0.50,
0.86', '0.50, 0.84' (three runs) against HEAD's '0.47, 0.78', '0.46, 0.77' (two).

Fifth round (2026-12-06). Harness: the fourth round's deals (1,200 replayed after the same
1,200, 17,019 actions), the loop in a function as ``bench.loo``'s is (the rounds above ran it
at module level: six dict look-ups and a store of its names an action, about 1,000
instructions the bench does not pay), run and not run in one process (callgrind's inclusive
counts of two C wrappers, no interpreter teardown: its type-cache misses moved the count
+-0.5% with unrelated edits). HEAD 11,166 (11,907 by the fourth round's harness). By kind
of action (each one's ``legal_actions`` and ``push`` through a C wrapper): a declaration
keeping the hand 3,429, one giving it up 6,512 (``make_declaration``: about 2,500, 1,400 of
them the call), the last 14,812 (its flushes: ``shown_flush`` 8,000, asked in 471 deals of
1,200), a lead 4,323, a follow 3,632, a trick closed under a known trump 6,056, a simple
pool's first trick 23,877 (``close_trick``'s ``Suit`` made from the turned card alone 5,800),
card play's ``legal_actions`` 3,338; the driver (``is_over``, ``choice``) about 3,500. Kept:

* a flush looked for by the rules only in a hand holding no card outside every flush (the
  rules' new ``flush_suits``, kept by trump on :attr:`Declaring.ends`, :func:`flush_outside`);
  the trump a simple pool turns read from a table (``play.TURNED_SUIT``); a follower holding
  the suit led narrowed to it as he is told apart, the compiled suited duties less following
  suit: 11,060 -> 10,727 (-3.0%, the loop in a function, teardown not counted);
* a trick closed under a known trump without ``close_trick``'s three names; a last card's
  play read by its bit's place (:data:`LAST_CARD`), no mask looked up; where play begins kept
  with the declaring's end (one look-up, no tuple of words hashed): 10,698 (-4.2%);
* a declaration keeping the hand pushes its position's ``back`` (the word before is on the
  position), no six-field undo: 10,627 (-4.8%);
* ``push`` 30 -> 20 names, ``legal_actions`` 14 -> 12 (each a frame slot set up and cleared
  on every call, about 7 instructions: 140 a call for 20 more, callgrind on a loop); the rare
  ways (a refusal, a trick the game judges, a move on the record) are methods: 10,513
  (-5.85%). By the fourth round's harness 11,907 -> 11,415 (-4.1%).

Not kept: ``is_over`` as a bound C method (``bytearray().isupper``: 245 instructions a call
against 387): obscure for 1.2%. Left: ``make_declaration`` for a pass or the widow (2,356
calls in 17,019 actions): what it does to the hand, widow and thrown cards is the rules'
(read off it by probes would be a second copy of those moves); a simple pool's first trick,
about 18,000 after (``failed_to_follow`` and ``winning_play`` index tuples by the record's
Cards, the slow way; ``trumps`` asks ``ranking_for`` again): 2% of the count; making a board,
about 73,000 instructions a deal (outside the timed loop, in deals/s). CPU (``bench.loo``'s
own CPU-time line alone: 5 paired runs of 4,000 deals each way, after one warm-up run; the
tree before and this one taken in turns, five times, load 3.7-7.6 on two cores): ratio in
place to OpenSpiel 0.522, 0.464, 0.466, 0.480, 0.527 (median 0.48) against HEAD's 0.448,
0.498, 0.462, 0.459, 0.441 (0.46); vs ``state.child()`` 0.765 against 0.758. Again at load
5-10: 0.521, 0.478, 0.531, 0.530, 0.490 (0.52) against 0.471, 0.483, 0.481, 0.561, 0.452
(0.48); vs ``state.child()`` 0.84 against 0.77. Ten runs each: median 0.506 against 0.467
(x1.08). At that load a run moves by a tenth: 0.52 is the median of one batch of two.

Fair against OpenSpiel? The same driver on both sides: ``choice`` over the legal actions
(ours a tuple kept per position, theirs a list pybind11 builds per call), then apply in
place, ``is_over`` against ``is_terminal``; the driver's ``random.choice`` (44 bytecodes,
two Python calls) is the same work on both and about a sixth of ours. Oh Hell has 20 player
actions a deal (5 bids, 15 cards), Loo 14.1 (5 declarations, the rest cards), a quarter of
each a forced last card: like for like. Left: push (about 120 bytecodes an action),
legal_actions (55), the driver's choice (44), the last declaration's end (about 25: its
flushes read the hands): no single hot spot.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from engine.cards import CARDS
from engine.constraints import Obligation
from engine.game import Action
from engine.games.pool.declaring import PoolDeclaring
from engine.games.pool.play import (
    FOLLOWER_ONLY,
    LEADER_ONLY,
    PLAYS,
    LeadHighestTrump,
    PamBeCivil,
    PoolPlay,
)
from engine.games.pool.state import PoolOpts

if TYPE_CHECKING:  # (the family's game module imports the board, which imports this one)
    from engine.games.pool.family import PoolGame


# each card's bit, looked up: ``1 << card`` is an int operation Python 3.11 does not specialise
BIT = tuple(1 << c for c in range(52))

ALL_CARDS = (1 << 52) - 1

# each seat's play of each card, made once (a card play allocates no tuple): as the record
# holds it, (seat, Card), for the trick; and as the board reads it, (seat, card) of plain
# ints, for the trick's winning play: Python 3.11 specialises a tuple's look-up by an int,
# not by a Card (an int subclass: about 100 instructions more a look-up, under callgrind)
PLAYED = tuple(tuple((s, card) for card in CARDS) for s in range(52))
PAIRS = tuple(tuple((s, c) for c in range(52)) for s in range(52))

# the play actions of a hand of one card or none, by ``hand.bit_length()`` (a last card is
# always playable): a tuple looked up by a small int, where a mask's actions are a dict's
LAST_CARD = ((), *((PLAYS[c],) for c in range(52)))


# the follow duties a board compiles into masks (:meth:`PoolBoard.compile_follow`): each demands
# ``cands & X``, X read off the play context alone (so X is the duty's demand of every card),
# which it reads the hand of for no more than whether it holds the suit led
# (follow suit, trump, head the trick: a follower's but Pam's, which reads the hand for Pam)
MASK_DUTIES: frozenset[type[Obligation]] = FOLLOWER_ONLY - {PamBeCivil}
# a follower's duties as masks, for one lead and winning card: the cards of the suit led, and
# the masks narrowing a hand that holds some once narrowed to them (the suited chain's after
# following suit), and one that holds none
Compiled = tuple[int, tuple[int, ...], tuple[int, ...]]
# per trump + 1: None (not asked yet), False (the context reads more of the hand than whether
# it holds the suit led: not compiled) or a table by lead and winning card, filled as met
_FollowTable = list[list[Compiled | None]]
_FollowTables = list[_FollowTable | Literal[False] | None]
_FOLLOW: dict[tuple[PoolGame, PoolOpts], _FollowTables] = {}
# ... and a leader's (``cands & X`` too, the hand not read): per trump + 1, a later lead's and
# the first's (None: not asked yet; False: the context reads the hand, the rules answer), for
# one kind of deal (double or simple, the card turned)
# (a leader's but Peel's highest trump, which reads the candidates)
LEAD_MASK_DUTIES: frozenset[type[Obligation]] = LEADER_ONLY - {LeadHighestTrump}
# (or a table by the trumps held, where the context reads which: a double pool's first lead asks
# whether the ace of trumps is held; filled as met, False for trumps whose contexts differ more)
LeadDuties = tuple[int, ...] | dict[int, tuple[int, ...] | Literal[False]]
_LeadTables = list[list[LeadDuties | Literal[False] | None]]
_LEAD: dict[tuple[PoolGame, PoolOpts, bool, int], _LeadTables] = {}


# how declaring ends with a word (:attr:`Declaring.ends`): the declarations then, what
# follows, the seats whose hands may show a flush and the cards outside every flush by trump
# (:func:`flush_tables`; None when no seat may), and where play begins (or None)
_End = tuple[
    tuple[str, ...],
    str,
    tuple[int, ...],
    list[int | None] | None,
    tuple[int, tuple[int, ...]] | None,
]


class Declaring:
    """A declaring position of one kind of deal (:func:`declared_table`): its legal
    declarations (``declare_choice``'s answer, when first asked), the widow's taker there, and
    the position each declaration made there leads to, by its word (when first made;
    :data:`ENDS` where declaring ends with it), its ``seat`` the next to declare. A board
    declaring in place moves from one to the next, so a declaration neither builds nor hashes
    a key, nor asks who declares next."""

    __slots__ = ("acts", "seat", "taker", "word", "back", "after", "ends")

    def __init__(self, seat: int, taker: int, word: str) -> None:
        self.acts: tuple[Action, ...] | None = None
        self.seat, self.taker, self.word = seat, taker, word  # (``word``: the seat's, so far)
        # the undo of a declaration made here that keeps the hand (it changes the word alone,
        # which this position knows): one tuple for every such declaration, made once
        self.back = (self,)
        # by word: the position it leads to, and the word it leaves among the declarations
        # when it keeps the declarer's hand (all it changes then: not a word of
        # ``GIVES_UP_HAND``), as ``make_declaration`` left it the first time; None otherwise
        self.after: dict[str, tuple[Declaring, str | None]] = {}
        # by word, for one that ends declaring: ``declaring_words``'s answer (the
        # declarations then, what follows, the seats whose hands may show a flush), the
        # flush table those hands are tested against first (:func:`flush_tables`) and, when
        # play follows, where it begins (:meth:`PoolBoard._begins`: the first leader and who
        # follows whom, read off those declarations alone)
        self.ends: dict[str, _End] = {}


ENDS = Declaring(-1, -1, "")  # where a declaration that ends declaring leads


# the declaring positions, per game, options, pool and dealer (all ``declare_choice`` reads that
# stays fixed through a deal, ``widow_dealt`` included), then per seat, widow taker and
# declarations so far (all the rest): a deal's declaring positions recur from deal to deal
_DeclaredTable = dict[tuple[int | str, ...], Declaring]
_DECLARED: dict[tuple[PoolGame, PoolOpts, bool, int], _DeclaredTable] = {}
DECLARED_KEPT = 1 << 12  # positions kept per kind of deal (8 players' declaring: fewer)


def declared_table(game: PoolGame, opts: PoolOpts, double: bool, dealer: int) -> _DeclaredTable:
    """The table of legal declarations for one kind of deal (made when first asked)."""
    key = (game, opts, double, dealer)
    table = _DECLARED.get(key)
    if table is None:
        if len(_DECLARED) >= DECLARED_KEPT:
            _DECLARED.clear()
        table = _DECLARED[key] = {}
    return table


def follow_tables(
    game: PoolGame, opts: PoolOpts, follow: Sequence[Obligation]
) -> _FollowTables | None:
    """The tables of a follower's duties as masks for one game and options, per trump (made
    when first asked); None when the follow chain holds a duty that is not a mask duty, or the
    game builds the follow context its own way."""
    if not game.hot_play or any(type(ob) not in MASK_DUTIES for ob in follow):
        return None
    if type(game).follow_context is not PoolPlay.follow_context:
        return None
    key = (game, opts)
    tables = _FOLLOW.get(key)
    if tables is None:
        if len(_FOLLOW) >= DECLARED_KEPT:
            _FOLLOW.clear()
        tables = _FOLLOW[key] = [None] * 5
    return tables


# per game and options, by trump + 1: the cards outside every flush mask (the rules'
# ``flush_suits``, with the card that joins any), or None (not asked yet); a hand holding one
# of them shows no flush, so the board asks the rules only of a hand holding none
_FLUSH: dict[tuple[PoolGame, PoolOpts], list[int | None]] = {}


def flush_tables(game: PoolGame, opts: PoolOpts) -> list[int | None]:
    """The table of cards outside every flush, per trump, for one game and options (filled
    as met); for a game that judges flushes its own way, a table of 0: no hand is let off,
    the rules are asked of every one."""
    if (
        type(game).flush_seats is not PoolDeclaring.flush_seats
        or type(game).shown_flush is not PoolDeclaring.shown_flush
    ):
        return [0] * 5
    key = (game, opts)
    table = _FLUSH.get(key)
    if table is None:
        if len(_FLUSH) >= DECLARED_KEPT:
            _FLUSH.clear()
        table = _FLUSH[key] = [None] * 5
    return table


def flush_outside(game: PoolGame, opts: PoolOpts, trump: int) -> int:
    """The cards outside every mask a flush lies within under ``trump`` (the rules'
    :meth:`~engine.games.pool.declaring.PoolDeclaring.flush_suits`, the card joining any
    counted in): a hand holding one is no flush."""
    suits, wild = game.flush_suits(opts, trump)
    within = wild
    for m in suits:
        within |= m
    return ALL_CARDS & ~within


def lead_tables(
    game: PoolGame, opts: PoolOpts, double: bool, turn_card: int, lead: Sequence[Obligation]
) -> _LeadTables | None:
    """The tables of a leader's duties as masks for one kind of deal, per trump (filled as
    met); None when the lead chain holds a duty that is not a mask duty, or the game builds
    the lead context its own way."""
    if not game.hot_play or any(type(ob) not in LEAD_MASK_DUTIES for ob in lead):
        return None
    if type(game).lead_context is not PoolPlay.lead_context:
        return None
    key = (game, opts, double, turn_card)
    tables = _LEAD.get(key)
    if tables is None:
        if len(_LEAD) >= DECLARED_KEPT:
            _LEAD.clear()
        tables = _LEAD[key] = [[None, None] for _ in range(5)]
    return tables
