"""A pool position you change in place: ``push`` an action, ``pop`` it back (python-chess's
``Board`` keeps its move stack the same way).

The record (:class:`~engine.games.pool.state.PoolState`) is what teaching, views, scenarios
and settlement read; it is immutable, so every action there builds a new one. Search and
random play only need the cards: once the deal reaches its card play, the board keeps the few
fields play changes (hands, the trick, who leads and moves, tricks won, the finished tricks,
the trump) as its own mutable lists and ints, and rebuilds the record only when asked
(:meth:`PoolBoard.state`). It plays a card with the game's own rules: the legal cards come from
:meth:`PoolPlay.card_mask` (the obligations' chain over the game's play context) and a finished
trick from :meth:`PoolPlay.close_trick` (trump turned, trick judged), the very code
``legal_cards`` and ``play_card`` run on a record. Declaring, exchanging, and the card play of
a game that changes how a card is played (``hot_play`` False), go through ``game.apply`` on the
record.

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
from typing import Protocol

from engine.game import Action, IllegalAction, Refusal
from engine.games.pool.play import play_actions, ranking_for
from engine.games.pool.state import PoolOpts, PoolState, next_active, with_fields
from engine.ranking import Play, Ranking


class BoardGame(Protocol):
    """What the board asks of its game (a :class:`~engine.games.pool.play.PoolPlay`)."""

    @property
    def hot_play(self) -> bool: ...

    def card_mask(
        self,
        opts: PoolOpts,
        r: Ranking,
        hand: int,
        trick: Sequence[Play],
        trump: int,
        first: bool,
        double: bool,
        turn_card: int,
    ) -> int: ...

    def close_trick(
        self, opts: PoolOpts, trump: int, turn_card: int, trick: Sequence[Play]
    ) -> tuple[int, int, bool]: ...

    def legal_actions(self, state: PoolState) -> list[Action]: ...

    def apply(self, state: PoolState, action: Action) -> PoolState: ...

    def explain(self, state: PoolState, action: Action) -> list[Refusal]: ...

    def current_player(self, state: PoolState) -> int | None: ...


# what ``pop`` needs to take a card back: the seat, the card, the trick's leader before it,
# and for a card that finished a trick the trump and turn before it and the trick as played
_CardUndo = tuple[int, int, int, int, int, tuple[Play, ...] | None]


class PoolBoard:
    """One deal of a pool game, played forward with :meth:`push` and back with :meth:`pop`."""

    __slots__ = (
        "game",
        "rec",
        "hot",
        "stack",
        "hands",
        "trick",
        "history",
        "tricks",
        "leader",
        "to_move",
        "trump",
        "turned_after",
        "over",
        "after",
        "ranking",
        "mask",
        "hand_size",
    )

    def __init__(self, game: BoardGame, state: PoolState) -> None:
        self.game = game
        self.stack: list[PoolState | _CardUndo] = []
        self.load(state)

    # ---- the record and the hot fields --------------------------------------------------------
    def load(self, state: PoolState) -> None:
        """Take ``state`` as the position: in card play (of a game that plays cards the
        family's way), unpack the fields play changes."""
        self.rec = state
        self.mask = -1
        self.hot = state.phase == "play" and self.game.hot_play
        if not self.hot:
            return
        self.hands = list(state.hands)
        self.trick: list[Play] = list(state.trick)
        self.history = list(state.history)
        self.tricks = list(state.tricks)
        self.leader, self.to_move = state.leader, state.to_move
        self.trump, self.turned_after = state.trump, state.turned_after
        self.over = False
        # the declarations are settled once play begins: who follows whom is fixed
        after = [-1] * state.n
        for s in state.active:
            after[s] = next_active(state, s)
        self.after = after
        self.ranking = ranking_for(state.opts, state.trump)
        self.hand_size = state.spec.hand

    def state(self) -> PoolState:
        """The position as a record (a new immutable state when cards were played in place)."""
        if not self.hot:
            return self.rec
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

    # ---- the protocol, in place ---------------------------------------------------------------
    def is_over(self) -> bool:
        return self.over if self.hot else self.rec.phase == "over"

    def current_player(self) -> int | None:
        if self.hot:
            return None if self.over else self.to_move
        return self.game.current_player(self.rec)

    def legal_cards(self) -> int:
        """The mask of cards the player to move may play (card play only)."""
        m = self.mask
        if m < 0:
            rec = self.rec
            m = self.mask = self.game.card_mask(
                rec.opts,
                self.ranking,
                self.hands[self.to_move],
                self.trick,
                self.trump,
                not self.history,
                rec.double,
                rec.turn_card,
            )
        return m

    def legal_actions(self) -> Sequence[Action]:
        """What the player to move may do, as ``game.legal_actions`` answers on the record."""
        if not self.hot:
            return self.game.legal_actions(self.rec)
        if self.over:
            return ()
        return play_actions(self.legal_cards())

    def push(self, action: Action) -> None:
        """Make ``action`` for the player to move; a refused one raises ``IllegalAction``
        with the game's reasons, and the board is unchanged."""
        if not self.hot:
            before = self.rec
            after = self.game.apply(before, action)
            self.stack.append(before)
            self.load(after)
            return
        card = action.card
        legal = self.mask
        if legal < 0:
            legal = self.legal_cards()
        if self.over or action.kind != "play" or card is None or not legal >> card & 1:
            raise IllegalAction(self.game.explain(self.state(), action))
        seat, leader = self.to_move, self.leader
        trick = self.trick
        if not trick:
            self.leader = seat
        self.hands[seat] &= ~(1 << card)
        trick.append((seat, card))
        self.mask = -1
        nxt = self.after[seat]
        if nxt != self.leader:  # play goes round the players in; back at its leader it is done
            self.stack.append((seat, card, leader, self.trump, self.turned_after, None))
            self.to_move = nxt
            return
        plays = tuple(trick)
        rec = self.rec
        winner, trump, turned = self.game.close_trick(rec.opts, self.trump, rec.turn_card, plays)
        self.stack.append((seat, card, leader, self.trump, self.turned_after, plays))
        trick.clear()
        history = self.history
        history.append((plays, winner))
        self.tricks[winner] += 1
        if turned:
            self.turned_after = len(history)
        if trump != self.trump:
            self.trump, self.ranking = trump, ranking_for(rec.opts, trump)
        self.leader = self.to_move = winner
        self.over = len(history) == self.hand_size

    def pop(self) -> None:
        """Take back the last action pushed."""
        undo = self.stack.pop()
        if isinstance(undo, PoolState):
            self.load(undo)
            return
        if not self.hot:  # the card was played on the record's side of the board
            raise ValueError("pop: the board's record and its move stack disagree")
        seat, card, leader, trump, turned_after, plays = undo
        if plays is not None:
            self.history.pop()
            self.tricks[self.leader] -= 1  # the winner leads the next trick
            self.trick[:] = plays[:-1]
            if trump != self.trump:
                self.ranking = ranking_for(self.rec.opts, trump)
            self.trump, self.turned_after, self.over = trump, turned_after, False
        else:
            self.trick.pop()
        self.hands[seat] |= 1 << card
        self.leader, self.to_move, self.mask = leader, seat, -1
