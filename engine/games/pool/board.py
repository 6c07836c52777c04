"""A pool position you change in place: ``push`` an action, ``pop`` it back (python-chess's
``Board`` keeps its move stack the same way).

The record (:class:`~engine.games.pool.state.PoolState`) is what teaching, views, scenarios
and settlement read; it is immutable, so every action there builds a new one. Search and
random play only need the few fields an action changes: the board keeps them as its own
mutable lists and ints, and rebuilds the record only when asked (:meth:`PoolBoard.state`).

- **Declaring** (a game that declares the family's way, ``hot_declare``): the declarations,
  hands, widow and the cards each seat gave up (``thrown``). The legal declarations come from
  :meth:`PoolDeclaring.declare_choice` (kept on the position, a :class:`Declaring` of this
  kind of deal: they recur from deal to deal), a declaration is made by
  :func:`make_declaration` and the next to declare named by :func:`next_declarer` (kept on
  the position too: who declares next depends on nothing else): the very code
  ``declare_options`` and ``declare`` run on a record. The declaration that ends declaring
  is judged by :meth:`PoolDeclaring.declaring_end` on the board's own parts and the record
  carried on by :meth:`PoolDeclaring.carry_on` (flushes, the widow unopposed, the pool to the
  dealer, play begun): the code ``finish_declaring`` runs (a game that overrides it: on the
  record); play begun is played on at once, its record built when asked.
- **Card play** (a game that plays its cards the family's way, ``hot_play``): the hands, the
  trick, who leads and moves, tricks won, the finished tricks, the trump, and the trick's
  lead and winning play so far (the ranking's ``over`` table says when a card takes the
  trick from the one winning it). The legal cards come from the obligations' chain over the
  game's :meth:`PoolPlay.lead_context` / :meth:`PoolPlay.follow_context`, compiled into
  masks for each lead and winning card, or kind of lead (:meth:`PoolBoard.compile_follow`,
  where every duty narrows the hand by a mask read off a context that reads no more of the
  hand than whether it holds the suit led; the chain itself elsewhere), a finished trick
  from :meth:`PoolPlay.close_trick` (a trump turned, the trick judged again; once a trump
  is known it can only confirm the winner kept card by card, so the family's is not asked
  then), the code ``legal_cards`` and ``play_card`` run on a record.
- Everything else (exchanging, and a game that declares or plays its own way) goes through
  ``game.apply`` on the record.

>>> from engine.games.loo import LOO
>>> board = LOO.board(LOO.new_deal(players=5, seed=1))
>>> before = board.state()
>>> board.push(board.legal_actions()[0]); len(board.state().trick)
1
>>> board.pop(); board.state() == before
True

Speed: the tables a board reads on the hot path, and every try with its figures, are in
:mod:`engine.games.pool.board_tables`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from engine.game import Action, IllegalAction
from engine.games.pool.board_tables import (
    ALL_CARDS,
    BIT,
    DECLARED_KEPT,
    ENDS,
    LAST_CARD,
    PAIRS,
    PLAYED,
    Compiled,
    Declaring,
    LeadDuties,
    declared_table,
    flush_outside,
    flush_tables,
    follow_tables,
    lead_tables,
)
from engine.games.pool.declaring import (  # the record's field positions, shared
    _DECLARATIONS,
    _HANDS,
    _PHASE,
    _TAKER,
    _THROWN,
    _TO_MOVE,
    _WIDOW,
    GIVES_UP_HAND,
    PoolDeclaring,
    _new,
    make_declaration,
    next_declarer,
)
from engine.games.pool.play import (
    _TRICKS,
    _TURNED_AFTER,
    MASK_ACTIONS,
    SUITED_ONLY,
    VOID_ONLY,
    PoolPlay,
    free_lead,
    play_actions,
    ranking_for,
)
from engine.games.pool.state import PoolState, successors, with_fields
from engine.ranking import Play

if TYPE_CHECKING:  # (the family's game module imports this one)
    from engine.games.pool.family import PoolGame


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
# (``thrown``) and declaring position (:class:`Declaring`), as they were before it; for one
# that kept the hand, the position alone (its ``back``: the seat's word before is kept on it)
_DeclareUndo = tuple[int, str, int, int, int, Declaring] | tuple[Declaring]
# ... and the declaration that ended declaring: the record declaring began on, the
# declarations and hands after it (lists no longer changed), and its undo
_Declared = tuple[PoolState, list[str], list[int], _DeclareUndo]
# their lengths, which ``pop`` tells them apart by (a record has more fields than any)
_FOLLOW_UNDO, _CARD_UNDO, _DECLARE_UNDO, _DECLARED_UNDO, _KEPT_UNDO = 2, 7, 6, 4, 1
assert len(PoolState._fields) not in (
    _FOLLOW_UNDO,
    _CARD_UNDO,
    _DECLARE_UNDO,
    _DECLARED_UNDO,
    _KEPT_UNDO,
)


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
        "node",
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
        "takes",
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
        "begun",
        "own_close",
        "own_end",
        "follow_tables",
        "follow",
        "lead_tables",
        "leads",
    )

    def __init__(self, game: PoolGame, state: PoolState) -> None:
        self.game = game
        self.stack: list[PoolState | Play | _CardUndo | _DeclareUndo | _Declared] = []
        # the game's context builders and trick judge, bound once (the hot path calls one
        # per decision, and one per trick)
        self.lead_context = game.lead_context
        self.follow_context = game.follow_context
        self.close_trick = game.close_trick
        # (a game judging tricks otherwise than the family is asked of every trick)
        self.own_close = type(game).close_trick is not PoolPlay.close_trick
        # (... and one ending declaring otherwise, of every last declaration)
        self.own_end = type(game).declaring_end is not PoolDeclaring.declaring_end
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
        self.follow_tables = follow_tables(game, o, follow)
        self.lead_tables = lead_tables(game, o, self.double, self.turn_card, self.lead_chain)
        self.trumps(state.trump)

    def trumps(self, trump: int) -> None:
        """Play on under ``trump`` (a suit index, or -1): its ranking, the ranking's ``takes``
        table (push reads it for every card followed) and whether a lead is free."""
        o = self.opts
        r = ranking_for(o, trump)
        self.trump, self.ranking, self.takes, self.free_lead = (
            trump,
            r,
            r.takes,
            free_lead(o, trump),
        )
        tables = self.follow_tables
        follow = None
        if tables is not None:
            follow = tables[trump + 1]
            if follow is None:
                follow = tables[trump + 1] = [[None] * 52 for _ in range(52)]
        self.follow = follow or None
        leads = self.lead_tables
        self.leads = None if leads is None else leads[trump + 1]

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
        self.begun: tuple[str, ...] | None = None
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
            self.node = self._node(state.to_move, self.taker, self.decl)
            if state.trump != self.trump:  # (play begun in place keeps declaring's trump)
                self.trumps(state.trump)
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
        if state.trump != self.trump:
            self.trumps(state.trump)
        self.turned_after = state.turned_after
        # the declarations are settled once play begins: who follows whom is fixed
        self.after = successors(state.declarations)
        if trick:
            self.lead = +trick[0][1]
            seat, card = self.ranking.winning_play(trick)
            self.win = PAIRS[seat][card]
        else:
            self.lead, self.win = -1, NO_PLAY

    def state(self) -> PoolState:
        """The position as a record (a new immutable state when it was changed in place)."""
        mode = self.mode
        if mode == PLAY:
            over = self.over
            if self.begun is not None:
                self._begin_record()
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

    def _begin_record(self) -> None:
        """Build the record of play begun by the last declaration made in place (``begun``:
        the declarations then), as ``carry_on``'s ``begin_play`` makes it, but for the fields
        play changes, which ``state`` sets over it."""
        f = list(self.rec)
        f[_WIDOW], f[_THROWN], f[_TAKER] = self.widow, self.thrown, self.taker
        f[_DECLARATIONS], f[_PHASE] = self.begun, "play"
        self.rec, self.begun = _new(PoolState, f), None

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
                if hand.bit_count() < 2:  # (and once the deal is over every hand is empty)
                    self.mask = hand  # its play by its bit's place: no mask looked up
                    acts = self.acts = LAST_CARD[hand.bit_length()]
                    return acts
                if self.trick:
                    # the duties compiled into masks for this lead and winning card: each
                    # narrows the hand as its ``demand`` would (``compile_follow``)
                    follow = self.follow
                    if follow is not None:
                        duties = follow[self.lead][self.win[1]]
                        if duties is None:  # (first met: compiled, and kept in the table)
                            duties = self._follow_compiled(follow)
                    else:
                        duties = None
                    if duties is not None:
                        m = hand & duties[0]  # the suit led, when he holds it; then the rest
                        if m:
                            for x in duties[1]:
                                m = m & x or m  # (narrowed, unless that leaves nothing)
                        else:
                            m = hand
                            for x in duties[2]:
                                m = m & x or m
                    else:
                        m = self.follow_rules(hand)
                elif self.free_lead:
                    m = hand
                else:  # the same for a lead, by whether it is the deal's first
                    # (1 for the first: an int, not a bool, is looked up the fast way)
                    leads, i = self.leads, 0 if self.history else 1
                    lead_duties = False if leads is None else leads[i]
                    if lead_duties is None:
                        lead_duties = leads[i] = self.compile_lead(i == 1)  # type: ignore[index]
                    if i and isinstance(lead_duties, dict):  # the first: by the trumps held
                        held, by_held = hand & self.ranking.trump_mask, lead_duties
                        try:
                            lead_duties = by_held[held]
                        except KeyError:
                            lead_duties = by_held[held] = self.compile_held(i == 1, held)
                    if lead_duties is False:
                        m = self.lead_rules(hand, i == 1)
                    else:
                        m = hand
                        for x in lead_duties:
                            m = m & x or m  # (narrowed, unless that leaves nothing)
                self.mask = m
                try:  # (a look-up, cheaper than a ``get`` call: a mask not met yet is rare)
                    acts = MASK_ACTIONS[m]
                except KeyError:
                    acts = play_actions(m)
                self.acts = acts
            return acts
        if self.mode == DECLARE:
            acts = self.node.acts
            return self.declarations() if acts is None else acts
        return self.game.legal_actions(self.rec)

    def _follow_compiled(self, follow: list[list[Compiled | None]]) -> Compiled | None:
        """:meth:`compile_follow` for the trick as it stands, kept in ``follow``."""
        lead, w = self.lead, self.win[1]
        duties = follow[lead][w] = self.compile_follow(lead, w)
        return duties

    def follow_rules(self, hand: int) -> int:
        """The cards a follower holding ``hand`` may play: ``legal_mask`` over the follow chain,
        its ``demand``s bound once."""
        ctx = self.follow_context(self.opts, self.ranking, hand, self.lead, self.win[1])
        m = hand
        # (ctx[2]: the cards of the suit led, read as a tuple item: cheaper)
        for demand in self.suited_demands if hand & ctx[2] else self.void_demands:
            narrowed = demand(m, ctx)
            if narrowed:
                m = narrowed
        return m

    def lead_rules(self, hand: int, first: bool) -> int:
        """The cards a leader holding ``hand`` may lead: ``legal_mask`` over the lead chain."""
        ctx = self.lead_context(
            self.opts, self.ranking, hand, self.trump, first, self.double, self.turn_card
        )
        m = hand
        for demand in self.lead_demands:
            narrowed = demand(m, ctx)
            if narrowed:
                m = narrowed
        return m

    def compile_lead(self, first: bool) -> LeadDuties | Literal[False]:
        """A leader's duties as masks (``first``: for the deal's first lead), as
        :meth:`compile_follow` makes a follower's, from the contexts of the lowest card, the
        highest and all. Where they differ in more than the hand, for the first lead a table
        to fill by the trumps held (:meth:`compile_held`: a double pool's first lead reads the
        ace of trumps held), for a later one False (the board asks the rules)."""
        o, r, trump, double, turn = self.opts, self.ranking, self.trump, self.double, self.turn_card
        one, *others = (
            self.lead_context(o, r, h, trump, first, double, turn) for h in (1, 1 << 51, ALL_CARDS)
        )
        if any(one[1:] != other[1:] for other in others):
            return {} if first else False
        return tuple(x for d in self.lead_demands if (x := d(ALL_CARDS, one)))

    def compile_held(self, first: bool, held: int) -> tuple[int, ...] | Literal[False]:
        """A leader's duties as masks for a hand holding the trumps ``held`` and others: the
        contexts of ``held`` with the lowest other card, the highest and all of them (and
        ``held`` alone) must differ in the hand alone; False where they do not (the context
        reads more of the hand than its trumps), and the board asks the rules."""
        o, r, trump, double, turn = self.opts, self.ranking, self.trump, self.double, self.turn_card
        rest = ALL_CARDS & ~r.trump_mask
        probes = [held | rest & -rest, held | 1 << rest.bit_length() - 1, held | rest]
        if held:
            probes.append(held)
        one, *others = (self.lead_context(o, r, h, trump, first, double, turn) for h in probes if h)
        if any(one[1:] != other[1:] for other in others):
            return False
        return tuple(x for d in self.lead_demands if (x := d(ALL_CARDS, one)))

    def compile_follow(self, lead: int, wcard: int) -> Compiled | None:
        """A follower's duties as masks, to a trick led with ``lead`` and won by ``wcard``
        (under this board's trump): the cards of the suit led, then each duty's demand of every
        card (:data:`MASK_DUTIES`: it narrows a hand as ``hand & X``; 0, no narrowing, is left
        out) for a hand holding some of them, less the first (follow suit: the suit led itself,
        which such a hand is narrowed to first), and for one holding none. The context is the
        game's own, built for three hands of each kind (its lowest card, its highest, all its
        cards); if they differ in more than the hand, the context reads more of it (Pam passing
        a led ace), or the suited duties do not begin with the suit led, nothing is compiled
        under this trump and the board asks the rules (None)."""
        o, r, context = self.opts, self.ranking, self.follow_context
        led = context(o, r, 0, lead, wcard)[2]
        kinds: list[tuple[int, ...]] = []
        for cards, demands in ((led, self.suited_demands), (ALL_CARDS & ~led, self.void_demands)):
            one, *others = (
                context(o, r, h, lead, wcard)
                for h in (cards & -cards, 1 << cards.bit_length() - 1, cards)
            )
            if any(one[1:] != other[1:] for other in others):
                self._not_compiled()
                return None
            kinds.append(tuple(x for d in demands if (x := d(ALL_CARDS, one))))
        suited, void = kinds
        # a hand holding the suit led is first narrowed to it (to follow suit), which the hot
        # path does as it tells the two kinds of hand apart: the rest of the suited duties
        if suited[:1] != (led,):
            self._not_compiled()
            return None
        return led, suited[1:], void

    def _not_compiled(self) -> None:
        """No follower's duties compiled under this trump: the board asks the rules."""
        tables = self.follow_tables
        if tables is not None:
            tables[self.trump + 1] = False
        self.follow = None

    def declarations(self) -> tuple[Action, ...]:
        """The legal declarations (declaring in place only): ``declare_choice``'s answer, kept
        on the position (:class:`Declaring`) for every deal of this kind."""
        node, taker = self.node, self.taker
        acts = node.acts = tuple(
            self.game.declare_choice(
                self.opts,
                self.double,
                self.widow_dealt and taker < 0,
                self.to_move,
                self.dealer,
                self.decl,
                taker,
            )[0]
        )
        return acts

    def _node(self, seat: int, taker: int, decl: list[str]) -> Declaring:
        """The declaring position of this kind of deal with ``seat`` to declare, ``taker``
        holding the widow and ``decl`` said so far (made when first met)."""
        key: tuple[int | str, ...] = (seat, taker, *decl)
        table = self.declared
        node = table.get(key)
        if node is None:
            if len(table) >= DECLARED_KEPT:
                table.clear()
            node = table[key] = Declaring(seat, taker, decl[seat])
        return node

    def push(self, action: Action) -> None:
        """Make ``action`` for the player to move; a refused one raises ``IllegalAction``
        with the game's reasons, and the board is unchanged."""
        # (every name here is a slot of the frame, set up and cleared on each call, about
        # seven instructions each: the rare ways, with names of their own, are methods)
        if self.mode == PLAY:  # a card: the commonest action, first
            acts: Sequence[Action] | None = self.acts
            if acts is None:
                acts = self.legal_actions()
            for a in acts:  # one of the very actions offered (the card's own ``play``): legal
                if a is action:
                    break
            else:  # an equal action, or a refused one (once the deal is over, none is legal)
                self._play_offered(action)
            # the card as a plain int (``PAIRS``): the board's tables are looked up by it
            card: int = +action.card  # type: ignore[operator]  # (a play names its card)
            seat, trick = self.to_move, self.trick
            self.hands[seat] ^= BIT[card]
            self.acts = None
            nxt = self.after[seat]  # play goes round the players in; back at its leader: done
            if trick:
                win = self.win
                if self.takes[win[1]][card]:  # it beats the card winning the trick
                    self.win = PAIRS[seat][card]
                trick.append(PLAYED[seat][card])
                leader = self.leader
                if nxt != leader:
                    self.stack.append(win)  # (a follow's undo)
                    self.to_move = nxt
                    return
            else:
                leader, win = self.leader, self.win
                self.leader, self.lead, self.win = seat, card, PAIRS[seat][card]
                trick.append(PLAYED[seat][card])
                if nxt != seat:
                    self.stack.append((seat, card, leader, win, None, 0, 0))
                    self.to_move = nxt
                    return
            # the trick is done: the game's ``close_trick`` judges it (a trump turned, again);
            # once a trump is known the family's stands by the winner kept card by card
            plays, was = tuple(trick), self.trump
            self.stack.append((seat, card, leader, win, plays, was, self.turned_after))
            winner = self._judged(plays, was) if was < 0 or self.own_close else self.win[0]
            trick.clear()
            history = self.history
            history.append((plays, winner))
            self.tricks[winner] += 1
            self.leader = self.to_move = winner
            self.over = len(history) == self.hand_size
        elif self.mode == DECLARE:  # a declaration: ``take_declaration`` on the board's parts
            node = self.node
            acts = node.acts
            if acts is None:
                acts = self.declarations()
            for a in acts:  # the action offered is one of these very objects: no __eq__ needed
                if a is action:
                    break
            else:
                if action not in acts:
                    raise IllegalAction(self.game.explain(self.state(), action))
            seat, decl, kind = self.to_move, self.decl, action.kind
            # the position it leads to, kept from an earlier deal: who declares next there, and
            # the word it leaves when it keeps the hand (then the whole declaration)
            led_to: Declaring | None
            word: str | None
            try:
                led_to, word = node.after[kind]
            except KeyError:
                led_to = word = None
                nxt = next_declarer(self.double, kind, seat, self.dealer, decl)
            else:
                nxt = led_to.seat
            undo: _DeclareUndo
            if word is not None:  # (the hands, the widow, its taker and the thrown unchanged:
                decl[seat] = word  # the position alone takes it back, its word before kept)
                undo = node.back
            else:
                undo = (seat, decl[seat], self.hands[seat], self.widow, self.thrown, node)
                self.widow, self.taker, self.thrown = make_declaration(
                    kind, seat, self.double, decl, self.hands, self.widow, node.taker, self.thrown
                )
            if nxt < 0:  # the last declaration: the game's own code ends declaring
                if led_to is None:
                    node.after[kind] = ENDS, self._kept(kind, seat)
                self._finish(seat, kind, undo)
                return
            self.stack.append(undo)
            self.to_move = nxt
            if led_to is None:
                led_to = self._node(nxt, self.taker, decl)
                node.after[kind] = led_to, self._kept(kind, seat)
            self.node = led_to
        else:
            self._apply(action)

    def _play_offered(self, action: Action) -> None:
        """``action``, not one of the very actions offered, is a play of a card the player
        may play (an equal action), or refused: ``IllegalAction``, the board unchanged."""
        c = action.card
        if c is None or not self.mask >> c & 1 or action.kind != "play":
            raise IllegalAction(self.game.explain(self.state(), action))

    def _judged(self, plays: tuple[Play, ...], was: int) -> int:
        """The winner of the trick ``plays``, just finished under ``was`` (no trump known, or
        a game judging its tricks its own way): the game's ``close_trick``, which may turn a
        trump (then play goes on under it, turned after this trick)."""
        winner, trump, turned = self.close_trick(self.opts, was, self.turn_card, plays, self.win[0])
        if turned:
            self.turned_after = len(self.history) + 1
        if trump != was:
            self.trumps(trump)
        return winner

    def _apply(self, action: Action) -> None:
        """``action`` made on the record (a game declaring or playing its own way)."""
        before = self.rec
        after = self.game.apply(before, action)
        self.stack.append(before)
        self.load(after)

    def _kept(self, kind: str, seat: int) -> str | None:
        """The word ``kind``, just made by ``seat`` on the board's parts, left among the
        declarations, when it keeps his hand (the rules' ``GIVES_UP_HAND`` says which do):
        making it again is writing that word."""
        return None if kind in GIVES_UP_HAND else self.decl[seat]

    def _finish(self, seat: int, kind: str, undo: _DeclareUndo) -> None:
        """End declaring with ``seat``'s declaration ``kind``, just made in place: the game says
        what follows (``declaring_end``, on the board's own parts: what it reads off the
        declarations kept on the declaring position, by word) and carries the record on
        (``carry_on``); a game that ends declaring its own way does it on the record."""
        game, decl, hands = self.game, self.decl, self.hands
        if game.hot_finish:
            begins: tuple[int, tuple[int, ...]] | None
            if self.own_end:
                end, then, holders = game.declaring_end(
                    self.opts, self.double, self.dealer, seat, decl, hands, self.trump
                )
                begins = self._begins(end, then)
            else:
                ends = self.node.ends
                try:
                    end, then, seats, outs, begins = ends[kind]
                except KeyError:
                    end, then, seats = game.declaring_words(
                        self.opts, self.double, self.dealer, seat, decl
                    )
                    outs = flush_tables(game, self.opts) if seats else None
                    begins = self._begins(end, then)
                    ends[kind] = end, then, seats, outs, begins
                holders = ()
                if outs is not None:  # (seats that may show a flush: ``declaring_end``'s test)
                    # a hand holding a card outside every flush (:func:`flush_outside`, from
                    # the rules' ``flush_suits``) shows none: the rules judge the others
                    t = self.trump + 1
                    out = outs[t]
                    if out is None:
                        out = outs[t] = flush_outside(game, self.opts, self.trump)
                    for p in seats:
                        if not hands[p] & out:
                            then, holders = game.shown_flush(
                                self.opts, self.trump, hands, then, seats
                            )
                            break
            if then == "play" and begins is not None:  # ``carry_on``'s play begun, in place
                first, follows = begins
                # declaring's own parts are kept as they are (play takes a copy of the hands);
                # the record of play begun is built only when asked (``state``: ``begun``)
                self.stack.append((self.rec, decl, hands, undo))
                self.begun = end
                self.mode, self.over, self.acts = PLAY, False, None  # (``mask``: with ``acts``)
                self.hands = list(hands)
                rec = self.rec  # (its fields by index: a field's name is a slower look-up)
                self.trick, self.history, self.tricks = [], [], list(rec[_TRICKS])  # type: ignore[arg-type]
                self.leader = self.to_move = first
                self.turned_after = rec[_TURNED_AFTER]  # type: ignore[assignment]
                self.after = follows
                self.lead, self.win = -1, NO_PLAY
                return
            # the record as declared (``to_move`` still the declarer's)
            after = game.carry_on(self._declared(end, seat), then, holders)
        else:
            after = game.finish_declaring(self.state(), seat)
        # declaring's own parts are kept as they are: ``load`` makes new lists
        self.stack.append((self.rec, decl, hands, undo))
        self.load(after)

    def _begins(self, end: tuple[str, ...], then: str) -> tuple[int, tuple[int, ...]] | None:
        """Where play begins on the declarations ``end`` when ``then`` is play and the game
        begins it the family's way (``hot_begin``; else None): who leads first, and who
        follows whom (``first_leader_on``, ``successors``: they read the declarations alone,
        so a declaring position keeps them with its end, :attr:`Declaring.ends`)."""
        if then != "play" or not self.game.hot_begin:
            return None
        return self.game.first_leader_on(end, self.dealer), successors(end)

    def pop(self) -> None:
        """Take back the last action pushed."""
        undo = self.stack.pop()
        n = len(undo)  # each kind of undo has its own length (a record: all its fields)
        if n == _FOLLOW_UNDO:  # a card followed, the commonest in search: first
            seat, card = self.trick.pop()  # (the record's play: its card a Card)
            self.hands[seat] |= BIT[+card]  # (a tuple is looked up faster by a plain int)
            self.to_move, self.win, self.acts = seat, undo, None  # type: ignore[assignment]
        elif n == _CARD_UNDO:  # a card led, or one that finished a trick
            self._unplay(undo)  # type: ignore[arg-type]  # (told apart by length)
        elif n in (_DECLARE_UNDO, _KEPT_UNDO):  # a declaration made in place
            self._undeclare(undo)  # type: ignore[arg-type]
        elif n == _DECLARED_UNDO:  # the last declaration: back to declaring, then take it back
            self.rec, self.decl, self.hands, made = undo  # type: ignore[misc]
            self.mode, self.over, self.mask, self.acts, self.begun = DECLARE, False, -1, None, None
            self._undeclare(made)
        else:
            self.load(undo)  # type: ignore[arg-type]

    def _undeclare(self, undo: _DeclareUndo) -> None:
        if len(undo) == 1:  # a declaration that kept the hand: its position's ``back``
            (node,) = undo
            self.decl[node.seat] = node.word
            self.node, self.taker, self.to_move = node, node.taker, node.seat
            return
        seat, word, hand, widow, thrown, node = undo
        self.decl[seat], self.hands[seat] = word, hand
        self.widow, self.thrown, self.node, self.taker = widow, thrown, node, node.taker
        self.to_move = seat

    def _unplay(self, undo: _CardUndo) -> None:
        seat, card, leader, win, plays, trump, turned_after = undo
        if plays is not None:
            self.history.pop()
            self.tricks[self.leader] -= 1  # the winner leads the next trick
            self.trick[:] = plays[:-1]
            if trump != self.trump:
                self.trumps(trump)
            self.turned_after, self.over = turned_after, False
        else:
            self.trick.pop()
        if self.trick:
            self.lead = +self.trick[0][1]
        self.hands[seat] |= BIT[card]
        self.leader, self.to_move, self.win, self.acts = leader, seat, win, None
