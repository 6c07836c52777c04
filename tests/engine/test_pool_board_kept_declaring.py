"""The pool board keeps what a declaring position and word fix, and compiles the first lead.

Issue 6's speed, three things a board now reads off its tables instead of asking the rules
every deal, each derived from the rules' own code and checked here against it:

- a declaration that keeps the declarer's hand (not one of the rules' ``GIVES_UP_HAND``: the
  widow taken or defended with, a pass) changes only his word, so a board makes it again by
  writing the word ``make_declaration`` left the first time;
- what the declaring's end reads off the declarations alone (``declaring_words``: the
  declarations then, what follows, the seats whose hands may show a flush) is kept by
  declaring position and word; only the flush is looked for in the hands each deal;
- a double pool's first lead, whose context asks whether the ace of trumps (or, the ace
  turned, the king) is held, is compiled into masks by the trumps held (``compile_held``):
  for every hand its legal cards are the whole chain's over the game's own lead context.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from engine.constraints import legal_mask
from engine.games.pool import board as board_module
from engine.games.pool import declaring
from engine.games.pool.board import DECLARE, PLAY, PoolBoard
from engine.games.pool.family import PoolGame
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.loo import LOO
from engine.games.pool.play import ACES


def test_declarations_kept_by_position_and_word(monkeypatch: pytest.MonkeyPatch) -> None:
    gives_up = declaring.GIVES_UP_HAND  # (the rules' words that give the hand up)
    made: list[str] = []
    make = declaring.make_declaration  # (what board_module calls, patched there below)

    def counting(kind: str, *args: Any) -> tuple[int, int, int]:
        made.append(kind)
        return make(kind, *args)

    worded: list[str] = []
    words = LOO.declaring_words

    def asking(*args: Any) -> tuple[tuple[str, ...], str, tuple[int, ...]]:
        worded.append("asked")
        return words(*args)

    monkeypatch.setattr(board_module, "make_declaration", counting)
    monkeypatch.setattr(LOO, "declaring_words", asking)
    kept = again_made = 0
    for seed in range(40):
        # a kind of deal no other test plays (7 players, this dealer): new declaring positions;
        # a double pool, and 000's single pool (declared: its widow exchange)
        variant = ("foster1897", "lesson_000")[seed % 2]
        pool = (3 * LOO.units_per_counter, 0)[seed % 4 == 1]
        state = LOO.new_deal(players=7, dealer=5, seed=20261206 + seed, pool=pool, variant=variant)
        if state.phase != "declare":
            continue
        board, moves, rng = LOO.board(state), [], random.Random(seed)
        while board.mode == DECLARE:
            move = rng.choice(board.legal_actions())
            moves.append(move)
            board.push(move)
        record = state  # the same declarations on the record, as game.apply makes them
        for move in moves:
            record = LOO.apply(record, move)
        made.clear()
        worded.clear()
        again = LOO.board(state)  # ... and on a board, on the same kind of deal
        for move in moves:
            again.push(move)
        assert again.state() == board.state() == record
        assert made == [m.kind for m in moves if m.kind in gives_up], (moves, made)
        assert worded == [], "declaring's end asked the game again for the same declarations"
        kept += sum(m.kind not in gives_up for m in moves)
        again_made += len(made)
        while again.stack:  # and taken back, to the deal as dealt
            again.pop()
        assert again.state() == state
    assert kept > 50 and again_made > 20, (kept, again_made)


def _first_lead(game: PoolGame, seed: int, **deal: Any) -> PoolBoard | None:
    """A board at the deal's first lead (declarations chosen at random), or None."""
    board = game.board(game.new_deal(players=5, seed=seed, **deal))
    rng = random.Random(seed)
    while board.mode == DECLARE:
        board.push(rng.choice(board.legal_actions()))
    while board.mode != PLAY and not board.is_over():  # (Irish Loo's "How many?")
        board.push(rng.choice(board.legal_actions()))
    return board if board.mode == PLAY and not board.is_over() else None


def _boards(game: PoolGame, ace_turned: bool) -> PoolBoard:
    """A double pool's first lead in ``game``, its turned card the ace of trumps or not."""
    for seed in range(2000):
        board = _first_lead(game, seed, pool=9 * game.units_per_counter)
        if board is None or board.trump < 0:
            continue
        turned_ace = board.turn_card >= 0 and bool(
            1 << board.turn_card & ACES & board.ranking.trump_mask
        )
        if turned_ace == ace_turned:
            return board
    raise AssertionError("no such deal")  # pragma: no cover


@pytest.mark.parametrize("ace_turned", [False, True], ids=["ace_in_hand", "ace_turned"])
@pytest.mark.parametrize("game", [LOO, IRISH_LOO, FIVE_CARD_LOO], ids=lambda g: g.id)
def test_first_lead_compiled_by_trumps_held(game: PoolGame, ace_turned: bool) -> None:
    board = _boards(game, ace_turned)
    seat, size = board.to_move, board.hand_size
    chain = game.chain(board.opts, True)
    rng = random.Random(f"{game.id} {ace_turned}")
    hands = [sum(1 << c for c in cs) for cs in combinations(range(52), 3)]
    if size != 3:  # five-card hands: too many to try every one
        hands = [sum(1 << c for c in rng.sample(range(52), size)) for _ in range(4000)]
    restricted = 0
    for hand in hands:
        board.hands[seat], board.acts = hand, None
        ctx = game.lead_context(
            board.opts, board.ranking, hand, board.trump, True, board.double, board.turn_card
        )
        rules = legal_mask(chain, ctx)
        assert board.legal_cards() == rules, (hand, board.legal_cards(), rules)
        restricted += rules != hand & board.ranking.trump_mask and rules != hand
    leads = board.leads
    assert leads is not None and isinstance(leads[1], dict), "the first lead went to the rules"
    assert False not in leads[1].values()  # every kind of hand was compiled
    assert restricted > 0  # (hands held to the ace, or to the king under a turned ace)
