"""The pool family's push/pop board agrees with the record, action for action.

For every pool game and variant, seeded random deals are played twice with the same choices:
on the immutable record (``game.apply``) and on a board (``push``). At every step the board
offers the same legal actions and rebuilds the same record; then every action is popped and
the board walks back through the very same records to the deal's start. The legal cards
everywhere are the whole chain's (the hot path skips the duties that cannot bind). A refused action
raises ``IllegalAction`` on the board as on the record, and leaves the board as it was.
"""

from __future__ import annotations

import doctest
import random

import pytest

from engine.constraints import legal_mask
from engine.game import IllegalAction, play
from engine.games.pool import board as board_module
from engine.games.pool.bierspiel import BIERSPIEL
from engine.games.pool.family import PoolGame
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.games.pool.irish_loo import IRISH_LOO
from engine.games.pool.loo import LOO
from engine.games.pool.rams import RAMS
from engine.games.pool.rounce import ROUNCE
from engine.games.pool.state import PoolState

GAMES: list[PoolGame] = [LOO, IRISH_LOO, FIVE_CARD_LOO, RAMS, ROUNCE, BIERSPIEL]
DEALS = 40  # per game and variant: every phase and ending comes up


def _play_both(game: PoolGame, state: PoolState, rng: random.Random) -> PoolState:
    board = game.board(state)
    records = [state]
    while not game.is_over(state):
        acts = game.legal_actions(state)
        assert tuple(board.legal_actions()) == tuple(acts), f"legal actions differ:\n{state}"
        if state.phase == "play":  # the chain split by leading/following, and the fast path
            whole = legal_mask(game.chain_for(state.opts), game.play_context(state))
            assert game.legal_cards(state) == whole, f"legal cards differ from the chain:\n{state}"
        assert board.current_player() == game.current_player(state)
        if state.phase == "play" and rng.random() < 0.2:
            held = state.hands[state.to_move]
            wrong = [c for c in range(52) if held >> c & 1 and play(c) not in acts]
            if wrong:
                with pytest.raises(IllegalAction) as on_record:
                    game.apply(state, play(wrong[0]))
                with pytest.raises(IllegalAction) as on_board:
                    board.push(play(wrong[0]))
                assert on_board.value.refusals == on_record.value.refusals
                assert board.state() == state, "a refused card changed the board"
        action = rng.choice(acts)
        state = game.apply(state, action)
        board.push(action)
        assert board.state() == state, f"the board played {action} differently:\n{state}"
        records.append(state)
    assert board.is_over() and tuple(board.legal_actions()) == ()
    for before in reversed(records[:-1]):
        board.pop()
        assert board.state() == before, "pop did not restore the position"
    return records[-1]


@pytest.mark.parametrize(
    ("game", "variant"),
    [(g, v) for g in GAMES for v in g.variants],
    ids=lambda x: x.id if isinstance(x, PoolGame) else str(x),
)
def test_board_plays_as_the_record(game: PoolGame, variant: str) -> None:
    rng = random.Random(f"board {game.id} {variant}")
    lo, hi = game.players_range(game.make_opts(variant))
    state = game.new_deal(players=rng.randint(lo, hi), seed=rng.getrandbits(32), variant=variant)
    for _ in range(DEALS):
        end = _play_both(game, state, rng)
        state = game.next_deal(end, seed=rng.getrandbits(32))


def test_board_doctest() -> None:
    result = doctest.testmod(board_module)
    assert result.attempted > 0 and result.failed == 0
