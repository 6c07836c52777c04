"""The pool board asks the rules less on Loo's commonest paths, with the same answers.

Issue 6's speed (bench.loo's loop): what each board change saves is in
:mod:`engine.games.pool.board_tables`; here, that each keeps the rules' answers:

- a flush is looked for by the rules (``shown_flush``) only where a hand in holds no card
  outside every flush (the rules' ``flush_suits``); the deal ends as the record's does;
- the trump a simple pool turns is the turned card's suit read from a table, no ``Suit`` made;
- a follower holding the suit led is narrowed to it as the board tells the two kinds of hand
  apart, so the compiled duties for such a hand begin after following suit: every hand's
  legal cards are still the whole chain's over the game's own context;
- a last card's play is read by its bit's place, no mask looked up;
- a declaration that keeps the hand is taken back by its declaring position alone;
- ``push`` names few locals: each is a slot of its frame, set up and cleared on every call.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from engine.cards import CARDS, Card
from engine.constraints import legal_mask
from engine.game import Action
from engine.games.pool import board as board_module
from engine.games.pool.board import DECLARE, PLAY, PoolBoard
from engine.games.pool.board_tables import ALL_CARDS
from engine.games.pool.loo import LOO
from engine.games.pool.play import MASK_ACTIONS
from engine.games.pool.state import IN, PoolState


def _declared(state: PoolState, seed: int) -> tuple[PoolBoard, list[Action]]:
    """The deal declared at random on a board, and the declarations made."""
    board, rng, moves = LOO.board(state), random.Random(seed), []
    while board.mode == DECLARE:
        moves.append(rng.choice(board.legal_actions()))
        board.push(moves[-1])
    return board, moves


def _on_the_record(state: PoolState, moves: list[Action]) -> PoolState:
    for move in moves:
        state = LOO.apply(state, move)
    return state


def test_flush_looked_for_only_in_a_hand_that_may_be_one(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int] = []
    shown = LOO.shown_flush

    def counting(*args: Any) -> tuple[str, tuple[int, ...]]:
        asked.append(1)
        return shown(*args)

    may = flushes = 0
    for seed in range(400):
        state = LOO.new_deal(players=5, seed=seed, pool=3 * LOO.units_per_counter)
        assert state.double and state.opts.flushes
        with monkeypatch.context() as m:
            m.setattr(LOO, "shown_flush", counting)  # (the board's calls alone counted)
            board, moves = _declared(state, seed)
        record = _on_the_record(state, moves)
        assert board.state() == record  # flush or not, as the rules end it
        if record.phase != "play" and record.result != "flush":
            continue  # (the pool to the dealer, or the widow unopposed: no flush looked for)
        suits, wild = LOO.flush_suits(record.opts, record.trump)
        within = wild
        for mask in suits:
            within |= mask
        ins = [p for p, word in enumerate(record.declarations) if word in IN]
        may += any(not record.hands[p] & ALL_CARDS & ~within for p in ins)
        flushes += record.result == "flush"
    assert len(asked) == may, (len(asked), may)
    assert flushes > 0 and may < 100, (flushes, may)  # (a fraction of the 400 deals)


def test_trump_turned_without_making_a_suit(monkeypatch: pytest.MonkeyPatch) -> None:
    suit = vars(Card)["suit"]  # (the property itself, its getter called below)
    made: list[int] = []

    def counted(card: Card) -> Any:
        made.append(card)
        return suit.fget(card)

    turned = 0
    for seed in range(60):
        state = LOO.new_deal(players=5, seed=seed, pool=0, variant="foster1897")
        board, rng, moves = LOO.board(state), random.Random(seed), []
        assert board.mode == PLAY and board.trump < 0  # a simple pool: no trump yet
        while board.trump < 0 and not board.is_over():
            moves.append(rng.choice(board.legal_actions()))
            with monkeypatch.context() as m:
                m.setattr(Card, "suit", property(counted))
                board.push(moves[-1])
            assert made == [], "a Suit was made to play a card"
        if board.trump >= 0:
            turned += 1
            assert board.trump == int(CARDS[state.turn_card].suit)
            assert board.state() == _on_the_record(state, moves)  # (the same trump turned)
    assert turned > 30


def _following(seed: int) -> PoolBoard:
    """A board with a trick led and a trump known (a double pool), the next to follow."""
    for s in range(seed, seed + 500):
        state = LOO.new_deal(players=5, seed=s, pool=3 * LOO.units_per_counter)
        board, _ = _declared(state, s)
        if board.mode == PLAY and not board.is_over():
            board.push(board.legal_actions()[0])  # the lead
            if not board.is_over() and board.trick:
                return board
    raise AssertionError("no such deal")  # pragma: no cover


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_follower_narrowed_to_the_suit_led_first(seed: int) -> None:
    board = _following(seed)
    seat, chain = board.to_move, LOO.chain(board.opts, False)
    duties = board.compile_follow(board.lead, board.win[1])
    assert duties is not None
    led, suited, _ = duties
    assert led not in suited, "the suit led is narrowed to as the hand is told apart"
    for cards in combinations(range(52), 3):  # every three-card hand
        hand = sum(1 << c for c in cards)
        board.hands[seat], board.acts = hand, None
        ctx = LOO.follow_context(board.opts, board.ranking, hand, board.lead, board.win[1])
        assert board.legal_cards() == legal_mask(chain, ctx), pretty_hand(hand)


def pretty_hand(hand: int) -> str:
    return " ".join(CARDS[c].pretty for c in range(52) if hand >> c & 1)


class _Counting(dict[int, Any]):
    looked: int = 0

    def __getitem__(self, mask: int) -> Any:
        _Counting.looked += 1
        return super().__getitem__(mask)


def test_last_card_played_without_a_mask_looked_up(monkeypatch: pytest.MonkeyPatch) -> None:
    counting = _Counting(MASK_ACTIONS)  # (the table board_module looks up, patched there)
    monkeypatch.setattr(board_module, "MASK_ACTIONS", counting)
    last = more = 0
    for seed in range(40):
        state = LOO.new_deal(players=5, seed=seed, pool=(0, 3 * LOO.units_per_counter)[seed % 2])
        board, rng = LOO.board(state), random.Random(seed)
        while not board.is_over():
            held = board.hands[board.to_move].bit_count() if board.mode == PLAY else 0
            before = _Counting.looked
            acts = board.legal_actions()
            if held == 1:
                assert _Counting.looked == before, "a last card's play looked up by its mask"
                (card,) = (c for c in range(52) if board.hands[board.to_move] >> c & 1)
                assert [a.card for a in acts] == [card]
                last += 1
            elif held > 1 and board.trick:  # (a follower's legal cards: a mask looked up)
                assert _Counting.looked == before + 1
                more += 1
            board.push(rng.choice(acts))
    assert last > 100 and more > 100, (last, more)


def test_kept_hand_declaration_taken_back_by_its_position() -> None:
    kept = 0
    for seed in range(30):
        state = LOO.new_deal(players=5, seed=seed, pool=3 * LOO.units_per_counter)
        board, rng = LOO.board(state), random.Random(seed)
        seen = [board.state()]
        while board.mode == DECLARE:
            node, word = board.node, board.decl[board.to_move]
            known = node.after.get("stand")  # (made here before: its word kept)
            move = rng.choice(board.legal_actions())
            board.push(move)
            if move.kind == "stand" and known is not None and known[1] is not None:
                undo = top = board.stack[-1]
                if board.mode != DECLARE:  # declaring over: (the state, words, hands, its undo)
                    assert isinstance(top, tuple) and len(top) == 4, top
                    undo = top[3]
                assert undo is node.back and node.word == word  # (no undo made)
                kept += 1
            seen.append(board.state())
        while board.stack:  # taken back, position by position, to the deal as dealt
            seen.pop()
            board.pop()
            assert board.state() == seen[-1]
    assert kept > 10


def test_push_names_few_locals() -> None:
    # the hot path's own names and no more: refusals, a trick judged by the game, a move
    # made on the record are methods of their own
    assert PoolBoard.push.__code__.co_nlocals <= 20
    assert PoolBoard.legal_actions.__code__.co_nlocals <= 12
