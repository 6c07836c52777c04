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
from engine.games.pool.declaring import DEFEND, PASS, STAND, WIDOW
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
        if state.phase in ("declare", "play"):  # in place wherever the game is the family's
            in_place = game.hot_declare if state.phase == "declare" else game.hot_play
            want = board_module.DECLARE if state.phase == "declare" else board_module.PLAY
            assert board.mode == (want if in_place else board_module.RECORD)
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
        if state.phase == "declare" and rng.random() < 0.3:  # declaring in place refuses too
            wrong_words = [a for a in (*DECLARATIONS, play(held_card(state))) if a not in acts]
            if wrong_words:
                wrong_action = rng.choice(wrong_words)
                with pytest.raises(IllegalAction) as on_record:
                    game.apply(state, wrong_action)
                with pytest.raises(IllegalAction) as on_board:
                    board.push(wrong_action)
                assert on_board.value.refusals == on_record.value.refusals
                assert board.state() == state, f"a refused {wrong_action} changed the board"
                assert tuple(board.legal_actions()) == tuple(acts)
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


DECLARATIONS = (STAND, WIDOW, PASS, DEFEND)


def held_card(state: PoolState) -> int:
    """A card the player to move holds (the lowest), or the ace of spades when he holds none."""
    hand = state.hands[state.to_move]
    return (hand & -hand).bit_length() - 1 if hand else 51


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


def test_in_place_where_the_family_rules() -> None:
    """The three Loos declare, end declaring and play in place; Rams' family declares and
    plays its own way (rams, robbing, the face-down lead), so its board goes through the
    record."""
    assert [(g.id, g.hot_declare, g.hot_finish, g.hot_play) for g in GAMES] == [
        ("loo", True, True, True),
        ("irish_loo", True, True, True),
        ("five_card_loo", True, True, True),
        ("rams", False, False, False),
        ("rounce", False, False, False),
        ("bierspiel", False, False, False),
    ]


def test_declarations_kept_per_position() -> None:
    """The board's kept declarations are ``declare_options``' answer for the position, the
    same objects each time it comes up again (another board, another deal of the kind)."""
    state = LOO.new_deal(players=5, seed=3, pool=9)
    first, again = LOO.board(state), LOO.board(state)
    while first.mode == board_module.DECLARE:
        offered = first.legal_actions()
        assert list(offered) == LOO.declare_options(first.state())[0]
        assert again.legal_actions() is offered
        first.push(offered[-1])
        again.push(offered[-1])
    assert first.state() == again.state()


def test_board_doctest() -> None:
    result = doctest.testmod(board_module)
    assert result.attempted > 0 and result.failed == 0


@pytest.mark.parametrize("game", [LOO, IRISH_LOO, FIVE_CARD_LOO], ids=lambda g: g.id)
def test_play_begun_in_place_is_read_late(game: PoolGame) -> None:
    """Random play asks a board for nothing but its moves until the deal is over: the record
    of play begun by the last declaration (built only when asked) is then the record's, and
    so is every position popped back to, asked only on the way back (through the end of
    declaring to the deal's start)."""
    rng = random.Random(f"late {game.id}")
    begun = 0
    for variant in game.variants:
        lo, hi = game.players_range(game.make_opts(variant))
        for _ in range(15):
            n = rng.randint(lo, hi)
            state = game.new_deal(players=n, seed=rng.getrandbits(32), variant=variant)
            records, board = [state], game.board(state)
            while not game.is_over(state):
                action = rng.choice(board.legal_actions())
                board.push(action)
                state = game.apply(state, action)
                records.append(state)
            begun += any(r.phase == "play" for r in records)
            assert board.state() == state
            for before in reversed(records[:-1]):
                board.pop()
                assert board.state() == before
    assert begun > 0  # play came after declaring in place
