"""A pool position you change in place: ``push`` an action, ``pop`` it back (python-chess's
``Board`` keeps its move stack the same way).

The record (:class:`~engine.games.pool.state.PoolState`) is what teaching, views, scenarios
and settlement read; it is immutable, so every action there builds a new one. Search and
random play only need the few fields an action changes: the board keeps them as its own
mutable lists and ints, and rebuilds the record only when asked (:meth:`PoolBoard.state`).

- **Declaring** (a game that declares the family's way, ``hot_declare``): the declarations,
  hands, widow and the cards each seat gave up (``thrown``). The legal declarations come from
  :meth:`PoolDeclaring.declare_choice` (kept per kind of deal and position: they recur from
  deal to deal), a declaration is made by :func:`take_declaration` (which names the next to
  declare with :func:`next_declarer`): the very code ``declare_options`` and ``declare`` run
  on a record. The declaration that ends declaring is judged by
  :meth:`PoolDeclaring.declaring_end` on the board's own parts and the record carried on by
  :meth:`PoolDeclaring.carry_on` (flushes, the widow unopposed, the pool to the dealer, play
  begun): the code ``finish_declaring`` runs (a game that overrides it: on the record).
- **Card play** (a game that plays its cards the family's way, ``hot_play``): the hands, the
  trick, who leads and moves, tricks won, the finished tricks, the trump, and the trick's
  lead and winning play so far (the ranking's ``over`` table says when a card takes the
  trick from the one winning it). The legal cards come from the obligations' chain over the
  game's :meth:`PoolPlay.lead_context` / :meth:`PoolPlay.follow_context`, a finished trick
  from :meth:`PoolPlay.close_trick` (a trump turned, the trick judged again), the code
  ``legal_cards`` and ``play_card`` run on a record.
- Everything else (exchanging, and a game that declares or plays its own way) goes through
  ``game.apply`` on the record.

>>> from engine.games.loo import LOO
>>> board = LOO.board(LOO.new_deal(players=5, seed=1))
>>> before = board.state()
>>> board.push(board.legal_actions()[0]); len(board.state().trick)
1
>>> board.pop(); board.state() == before
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.game import Action, IllegalAction
from engine.games.pool.declaring import (  # the record's field positions, shared
    _DECLARATIONS,
    _HANDS,
    _LEADER,
    _PHASE,
    _TAKER,
    _THROWN,
    _TO_MOVE,
    _WIDOW,
    _new,
    take_declaration,
)
from engine.games.pool.play import (
    MASK_ACTIONS,
    SUITED_ONLY,
    VOID_ONLY,
    free_lead,
    play_actions,
    ranking_for,
)
from engine.games.pool.state import PoolOpts, PoolState, successors, with_fields
from engine.ranking import Play

if TYPE_CHECKING:  # (the family's game module imports this one)
    from engine.games.pool.family import PoolGame


# each card's bit, looked up: ``1 << card`` is an int operation Python 3.11 does not specialise
BIT = tuple(1 << c for c in range(52))

# how the board holds the position: the record alone, or declaring / card play in place
RECORD, DECLARE, PLAY = 0, 1, 2

# what ``pop`` needs to take back a card: the seat, the card, the trick's leader and winning
# play before it, and for a card that finished a trick the trick as played, and the trump and
# turn before it
_CardUndo = tuple[int, int, int, Play, tuple[Play, ...] | None, int, int]
NO_PLAY: Play = (-1, -1)  # the winning play of a trick not begun
# ... but a card that follows to a trick and does not finish it changes no leader, lead, trump
# or history, and pop reads its seat and card off the trick: the winning play before it is all
# its undo (a tuple already made, so the commonest card builds none)
# ... and a declaration made in place: the seat, its word, hand, widow, given-up cards
# (``thrown``) and widow taker, as they were before it
_DeclareUndo = tuple[int, str, int, int, int, int]
# ... and the declaration that ended declaring: the record declaring began on, the
# declarations and hands after it (lists no longer changed), and its undo
_Declared = tuple[PoolState, list[str], list[int], _DeclareUndo]
# their lengths, which ``pop`` tells them apart by (a record has more fields than any)
_FOLLOW_UNDO, _CARD_UNDO, _DECLARE_UNDO, _DECLARED_UNDO = 2, 7, 6, 4
assert len(PoolState._fields) not in (_FOLLOW_UNDO, _CARD_UNDO, _DECLARE_UNDO, _DECLARED_UNDO)


# ``declare_choice``'s legal declarations, per game, options, pool and dealer (all it reads that
# stays fixed through a deal, ``widow_dealt`` included), then per seat, widow taker and
# declarations so far (all the rest): a deal's declaring positions recur from deal to deal
_DeclaredTable = dict[tuple[int | str, ...], tuple[Action, ...]]
_DECLARED: dict[tuple[PoolGame, PoolOpts, bool, int], _DeclaredTable] = {}
_DECLARED_KEPT = 1 << 12  # positions kept per kind of deal (8 players' declaring: fewer)


def declared_table(game: PoolGame, opts: PoolOpts, double: bool, dealer: int) -> _DeclaredTable:
    """The table of legal declarations for one kind of deal (made when first asked)."""
    key = (game, opts, double, dealer)
    table = _DECLARED.get(key)
    if table is None:
        if len(_DECLARED) >= _DECLARED_KEPT:
            _DECLARED.clear()
        table = _DECLARED[key] = {}
    return table


class PoolBoard:
    """One deal of a pool game, played forward with :meth:`push` and back with :meth:`pop`."""

    __slots__ = (
        "game",
        "rec",
        "mode",
        "stack",
        "over",
        "hands",
        "to_move",
        "opts",
        "double",
        "dealer",
        # declaring
        "decl",
        "widow",
        "thrown",
        "taker",
        "widow_dealt",
        "acts",
        "declared",
        # card play
        "trick",
        "history",
        "tricks",
        "leader",
        "trump",
        "turned_after",
        "turn_card",
        "after",
        "ranking",
        "lead_chain",
        "follow_chain",
        "lead_demands",
        "suited_demands",
        "void_demands",
        "free_lead",
        "lead_context",
        "follow_context",
        "close_trick",
        "lead",
        "win",
        "mask",
        "hand_size",
    )

    def __init__(self, game: PoolGame, state: PoolState) -> None:
        self.game = game
        self.stack: list[PoolState | Play | _CardUndo | _DeclareUndo | _Declared] = []
        # the game's context builders and trick judge, bound once (the hot path calls one
        # per decision, and one per trick)
        self.lead_context = game.lead_context
        self.follow_context = game.follow_context
        self.close_trick = game.close_trick
        self.deal(state)
        self.load(state)

    # ---- the record and the hot fields --------------------------------------------------------
    def deal(self, state: PoolState) -> None:
        """Read what stays fixed through ``state``'s deal: the options, the pool, the dealer,
        the trump card, the hand size, the play chains."""
        game = self.game
        o = self.opts = state.opts
        self.double, self.dealer, self.turn_card = state.double, state.dealer, state.turn_card
        self.hand_size = state.spec.hand
        self.lead_chain = game.chain(o, True)
        self.follow_chain = game.chain(o, False)
        # the chains' ``demand`` methods, bound once: ``legal_mask``'s loop runs over them; a
        # follower's less the duties that cannot bind when he holds the suit led, or is void
        self.lead_demands = tuple(ob.demand for ob in self.lead_chain)
        follow = self.follow_chain
        self.suited_demands = tuple(ob.demand for ob in follow if type(ob) not in VOID_ONLY)
        self.void_demands = tuple(ob.demand for ob in follow if type(ob) not in SUITED_ONLY)
        self.widow_dealt = game.has_widow(state)
        if game.hot_declare:
            self.declared = declared_table(game, o, self.double, self.dealer)
        trump = self.trump = state.trump
        self.ranking = ranking_for(o, trump)
        self.free_lead = free_lead(o, trump)

    def load(self, state: PoolState) -> None:
        """Take ``state`` as the position, unpacking the fields an action changes when the
        game declares or plays its cards the family's way."""
        if (
            state.opts is not self.opts
            or state.dealer != self.dealer
            or state.turn_card != self.turn_card
            or state.double != self.double
        ):
            self.deal(state)  # another deal
        self.rec = state
        self.mask = -1
        self.acts: tuple[Action, ...] | None = None
        phase = state.phase
        game = self.game
        if phase == "play" and game.hot_play:
            self._play(state)
        elif phase == "declare" and game.hot_declare:
            self.mode = DECLARE
            self.over = False
            self.hands = list(state.hands)
            self.to_move = state.to_move
            self.decl = list(state.declarations)
            self.widow, self.thrown, self.taker = state.widow, state.thrown, state.widow_taker
        else:
            self.mode = RECORD
            self.over = phase == "over"

    def _play(self, state: PoolState) -> None:
        """Take ``state``, a position in card play of this deal, as the position in place."""
        self.mode = PLAY
        self.over = False
        self.hands = list(state.hands)
        trick: list[Play] = list(state.trick)
        self.trick = trick
        self.history = list(state.history)
        self.tricks = list(state.tricks)
        self.leader, self.to_move = state.leader, state.to_move
        trump = state.trump
        if trump != self.trump:
            o = self.opts
            self.trump, self.ranking, self.free_lead = (
                trump,
                ranking_for(o, trump),
                free_lead(o, trump),
            )
        self.turned_after = state.turned_after
        # the declarations are settled once play begins: who follows whom is fixed
        self.after = successors(state.declarations)
        if trick:
            self.lead = trick[0][1]
            self.win = self.ranking.winning_play(trick)
        else:
            self.lead, self.win = -1, NO_PLAY

    def state(self) -> PoolState:
        """The position as a record (a new immutable state when it was changed in place)."""
        mode = self.mode
        if mode == PLAY:
            over = self.over
            return with_fields(
                self.rec,
                hands=tuple(self.hands),
                trick=tuple(self.trick),
                history=tuple(self.history),
                tricks=tuple(self.tricks),
                leader=self.leader,
                to_move=-1 if over else self.to_move,
                trump=self.trump,
                turned_after=self.turned_after,
                phase="over" if over else "play",
                result="played" if over else "",
            )
        if mode == DECLARE:
            return self._declared(tuple(self.decl), self.to_move)
        return self.rec

    def _declared(self, decl: tuple[str, ...], to_move: int) -> PoolState:
        """The record of a position declared in place, with ``decl`` and ``to_move``."""
        f = list(self.rec)
        f[_HANDS], f[_WIDOW], f[_THROWN] = tuple(self.hands), self.widow, self.thrown
        f[_TAKER], f[_DECLARATIONS], f[_TO_MOVE] = self.taker, decl, to_move
        return _new(PoolState, f)

    # ---- the protocol, in place ---------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over

    def current_player(self) -> int | None:
        if self.mode != RECORD:
            return None if self.over else self.to_move
        return self.game.current_player(self.rec)

    def legal_cards(self) -> int:
        """The mask of cards the player to move may play (card play in place only)."""
        if self.acts is None:
            self.legal_actions()
        return self.mask

    def legal_actions(self) -> Sequence[Action]:
        """What the player to move may do, as ``game.legal_actions`` answers on the record."""
        if self.mode == PLAY:  # the hot path: one call for the context, one for the chain
            acts = self.acts  # (kept until the position changes, the mask with them)
            if acts is None:
                hand = self.hands[self.to_move]
                # a last card is always playable (``free_choice``): ``bit_count``, a method
                # call, is cheaper than ``hand & (hand - 1)`` (3.11 leaves ``&`` unspecialised)
                if hand.bit_count() < 2:
                    m = hand  # (and once the deal is over every hand is empty: no action)
                elif self.trick:  # ``legal_mask`` over the chain, its ``demand``s bound once
                    ctx = self.follow_context(self.opts, self.ranking, hand, self.lead, self.win[1])
                    m = hand
                    # (ctx[2]: the cards of the suit led, read as a tuple item: cheaper)
                    for demand in self.suited_demands if hand & ctx[2] else self.void_demands:
                        narrowed = demand(m, ctx)
                        if narrowed:
                            m = narrowed
                elif self.free_lead:
                    m = hand
                else:
                    ctx = self.lead_context(
                        self.opts,
                        self.ranking,
                        hand,
                        self.trump,
                        not self.history,
                        self.double,
                        self.turn_card,
                    )
                    m = hand
                    for demand in self.lead_demands:
                        narrowed = demand(m, ctx)
                        if narrowed:
                            m = narrowed
                self.mask = m
                acts = MASK_ACTIONS.get(m)
                if acts is None:
                    acts = play_actions(m)
                self.acts = acts
            return acts
        if self.mode == DECLARE:
            acts = self.acts
            if acts is None:  # ``declarations``' look-up, inline: one call fewer a declaration
                acts = self.declared.get((self.to_move, self.taker, *self.decl))
                if acts is None:
                    return self.declarations()
                self.acts = acts
            return acts
        return self.game.legal_actions(self.rec)

    def declarations(self) -> tuple[Action, ...]:
        """The legal declarations (declaring in place only), kept until the position changes:
        ``declare_choice``'s answer, looked up in this kind of deal's table (:func:`declared_table`)
        by the seat to move, the widow's taker and the declarations so far."""
        seat, taker = self.to_move, self.taker
        key: tuple[int | str, ...] = (seat, taker, *self.decl)
        table = self.declared
        acts = table.get(key)
        if acts is None:
            if len(table) >= _DECLARED_KEPT:
                table.clear()
            acts = table[key] = tuple(
                self.game.declare_choice(
                    self.opts,
                    self.double,
                    self.widow_dealt and taker < 0,
                    seat,
                    self.dealer,
                    self.decl,
                    taker,
                )[0]
            )
        self.acts = acts
        return acts

    def push(self, action: Action) -> None:
        """Make ``action`` for the player to move; a refused one raises ``IllegalAction``
        with the game's reasons, and the board is unchanged."""
        mode = self.mode
        if mode == PLAY:  # a card: the commonest action, first
            acts: Sequence[Action] | None = self.acts
            if acts is None:
                acts = self.legal_actions()
            for a in acts:  # one of the very actions offered (the card's own ``play``): legal
                if a is action:
                    card: int = a.card  # type: ignore[assignment]  # (a play names its card)
                    break
            else:  # an equal action, or a refused one (once the deal is over, none is legal)
                card = action.card  # type: ignore[assignment]
                if card is None or not self.mask >> card & 1 or action.kind != "play":
                    raise IllegalAction(self.game.explain(self.state(), action))
            seat, leader, win, trick = self.to_move, self.leader, self.win, self.trick
            played = (seat, card)
            if trick:
                if self.ranking.takes[win[1]][card]:  # it beats the card winning the trick
                    self.win = played
                card_undo: Play | _CardUndo = win  # (a follow's undo)
            else:
                self.leader, self.lead, self.win = seat, card, played
                card_undo = (seat, card, leader, win, None, 0, 0)
            self.hands[seat] ^= BIT[card]
            trick.append(played)
            self.acts = None
            nxt = self.after[seat]
            if nxt != self.leader:  # play goes round the players in; back at its leader: done
                self.stack.append(card_undo)
                self.to_move = nxt
                return
            # the trick is done: the game's ``close_trick`` judges it (a trump turned, again)
            plays = tuple(trick)
            o, was = self.opts, self.trump
            winner, trump, turned = self.close_trick(o, was, self.turn_card, plays, self.win[0])
            self.stack.append((seat, card, leader, win, plays, was, self.turned_after))
            trick.clear()
            history = self.history
            history.append((plays, winner))
            self.tricks[winner] += 1
            if turned:
                self.turned_after = len(history)
            if trump != was:
                self.trump, self.ranking = trump, ranking_for(o, trump)
                self.free_lead = free_lead(o, trump)
            self.leader = self.to_move = winner
            self.over = len(history) == self.hand_size
        elif mode == DECLARE:  # a declaration: ``take_declaration`` on the board's own parts
            acts = self.acts
            if acts is None:
                acts = self.declarations()
            for a in acts:  # the action offered is one of these very objects: no __eq__ needed
                if a is action:
                    break
            else:
                if action not in acts:
                    raise IllegalAction(self.game.explain(self.state(), action))
            seat, decl, hands, widow, thrown, taker = (
                self.to_move,
                self.decl,
                self.hands,
                self.widow,
                self.thrown,
                self.taker,
            )
            undo = (seat, decl[seat], hands[seat], widow, thrown, taker)
            self.widow, self.taker, self.thrown, nxt = take_declaration(
                action.kind,
                seat,
                self.double,
                self.dealer,
                decl,
                hands,
                widow,
                taker,
                thrown,
            )
            if nxt < 0:  # the last declaration: the game's own code ends declaring
                self._finish(seat, undo)
                return
            self.stack.append(undo)
            self.to_move = nxt
            self.acts = None
        else:
            before = self.rec
            after = self.game.apply(before, action)
            self.stack.append(before)
            self.load(after)

    def _finish(self, seat: int, undo: _DeclareUndo) -> None:
        """End declaring with ``seat``'s declaration, just made in place: the game says what
        follows (``declaring_end``, on the board's own parts) and carries the record on
        (``carry_on``); a game that ends declaring its own way does it on the record."""
        game, decl, hands = self.game, self.decl, self.hands
        if game.hot_finish:
            end, then, holders = game.declaring_end(
                self.opts, self.double, self.dealer, seat, decl, hands, self.trump
            )
            if then == "play" and game.hot_begin:  # ``carry_on``'s play begun, in one record
                first = game.first_leader_on(end, self.dealer)
                f = list(self.rec)
                f[_HANDS], f[_WIDOW], f[_THROWN] = tuple(hands), self.widow, self.thrown
                f[_TAKER], f[_DECLARATIONS] = self.taker, end
                f[_TO_MOVE] = f[_LEADER] = first
                f[_PHASE] = "play"
                # declaring's own parts are kept as they are: ``_play`` makes new lists
                self.stack.append((self.rec, decl, hands, undo))
                self.rec = after = _new(PoolState, f)
                self.mask, self.acts = -1, None
                self._play(after)
                return
            # the record as declared (``to_move`` still the declarer's)
            after = game.carry_on(self._declared(end, seat), then, holders)
        else:
            after = game.finish_declaring(self.state(), seat)
        # declaring's own parts are kept as they are: ``load`` makes new lists
        self.stack.append((self.rec, decl, hands, undo))
        self.load(after)

    def pop(self) -> None:
        """Take back the last action pushed."""
        undo = self.stack.pop()
        n = len(undo)  # each kind of undo has its own length (a record: all its fields)
        if n == _FOLLOW_UNDO:  # a card followed, the commonest in search: first
            seat, card = self.trick.pop()
            self.hands[seat] |= BIT[card]
            self.to_move, self.win, self.acts = seat, undo, None  # type: ignore[assignment]
        elif n == _CARD_UNDO:  # a card led, or one that finished a trick
            self._unplay(undo)  # type: ignore[arg-type]  # (told apart by length)
        elif n == _DECLARE_UNDO:  # a declaration made in place
            self._undeclare(undo)  # type: ignore[arg-type]
        elif n == _DECLARED_UNDO:  # the last declaration: back to declaring, then take it back
            self.rec, self.decl, self.hands, made = undo  # type: ignore[misc]
            self.mode, self.over, self.mask = DECLARE, False, -1
            self._undeclare(made)
        else:
            self.load(undo)  # type: ignore[arg-type]

    def _undeclare(self, undo: _DeclareUndo) -> None:
        seat, word, hand, widow, thrown, taker = undo
        self.decl[seat], self.hands[seat] = word, hand
        self.widow, self.thrown, self.taker = widow, thrown, taker
        self.to_move, self.acts = seat, None

    def _unplay(self, undo: _CardUndo) -> None:
        seat, card, leader, win, plays, trump, turned_after = undo
        if plays is not None:
            self.history.pop()
            self.tricks[self.leader] -= 1  # the winner leads the next trick
            self.trick[:] = plays[:-1]
            if trump != self.trump:
                o = self.opts
                self.ranking, self.free_lead = ranking_for(o, trump), free_lead(o, trump)
            self.trump, self.turned_after, self.over = trump, turned_after, False
        else:
            self.trick.pop()
        if self.trick:
            self.lead = self.trick[0][1]
        self.hands[seat] |= BIT[card]
        self.leader, self.to_move, self.win, self.acts = leader, seat, win, None
