"""The pool board reads its tables by plain ints, and keeps what a deal's declarations fix.

Issue 6's speed: Python 3.11 looks a tuple up fast by an ``int`` but the slow way by a
``Card`` (an int subclass), so the board keeps the card led and the trick's winning play as
plain ints, while the record it builds still holds ``Card``\\ s, as ``game.apply``'s does.
Who leads first and who follows whom, once declaring ends, are read off the declarations
alone: a board asks the game once per declaring position and declarations, not every deal.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine.cards import Card
from engine.games.pool.board import DECLARE, PLAY
from engine.games.pool.family import PoolGame
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.loo import LOO
from engine.games.pool.state import PoolState

GAMES = [LOO, IRISH_LOO, FIVE_CARD_LOO]


def _deals(game: PoolGame, seeds: range) -> Iterator[PoolState]:
    for variant in game.variants:
        for seed in seeds:
            yield game.new_deal(players=5, seed=seed, variant=variant)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_board_reads_plain_ints_and_records_cards(game: PoolGame) -> None:
    rng = random.Random(6)
    cards_seen = 0
    for state in _deals(game, range(30)):
        board = game.board(state)
        while not board.is_over():
            if board.mode == PLAY and board.trick:  # a trick begun on the board
                assert type(board.lead) is int, f"the card led is a {type(board.lead)}"
                assert all(type(x) is int for x in board.win), f"winning play {board.win!r}"
                record = board.state()
                assert all(type(c) is Card for _, c in record.trick), record.trick
                for plays, _ in record.history:
                    assert all(type(c) is Card for _, c in plays), plays
                cards_seen += 1
            board.push(rng.choice(board.legal_actions()))
        for plays, _ in board.state().history:  # the deal's end, as the record keeps it
            assert all(type(c) is Card for _, c in plays), plays
    assert cards_seen > 100


def test_play_begun_asks_the_game_once_per_declarations(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[tuple[str, ...]] = []
    first_leader_on = LOO.first_leader_on

    def counting(decl: tuple[str, ...], dealer: int) -> int:
        asked.append(decl)
        return first_leader_on(decl, dealer)

    monkeypatch.setattr(LOO, "first_leader_on", counting)
    played = 0
    for seed in range(20):
        # a kind of deal no other test plays (7 players, this dealer): new declaring positions;
        # a double pool, declared (a simple of Foster's begins with everyone in)
        pool = 3 * LOO.units_per_counter
        state = LOO.new_deal(players=7, dealer=6, seed=20261206 + seed, pool=pool)
        assert state.phase == "declare"
        board, moves, rng = LOO.board(state), [], random.Random(seed)
        while board.mode == DECLARE:  # the declarations, then the same again
            move = rng.choice(board.legal_actions())
            moves.append(move)
            board.push(move)
        if board.mode != PLAY:  # declaring ended the deal (the pool to the dealer)
            continue
        begun = len(asked)
        again = LOO.board(state)
        for move in moves:
            again.push(move)
        assert again.state() == board.state() and again.to_move == board.to_move
        assert len(asked) == begun, "play begun on the same declarations asked the game again"
        played += 1
    assert played >= 5
