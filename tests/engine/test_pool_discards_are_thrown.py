"""The pool games keep one record of the cards given up: ``PoolState.thrown``, per seat.

Since 982af2f a position held the given-up cards twice: ``discards`` (everyone's, one mask)
and ``thrown`` (each seat's own, which his view keeps); every change made both, and the
board's ``pop`` took the one back from the other. ``discards`` is now read off ``thrown``: a
card given up is always some seat's (a scenario's reader records one only in its giver's
words, such as a rob's discard, or not at all), so the two cannot disagree.

For every pool game, variant and table size, seeded random play on the record and on a board
(then popped back to the deal): at every position the seats' records do not overlap, lie in
the table's seats, and make up ``discards``; a seat's view keeps his own alone. And a change to
``thrown`` alone changes ``discards``: there is nothing else to keep in step.
"""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.pool.family import PoolGame
from engine.games.pool.state import THROWN_SLOT, PoolState, throw, thrown_by, with_fields
from lessons.loader import load

POOL_GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")
SEEDS = 6


def _one_record(s: PoolState) -> int:
    """Check ``s``'s given-up cards; return how many there are."""
    seats = [thrown_by(s, seat) for seat in range(s.n)]
    union = 0
    for own in seats:
        assert not union & own, "two seats gave up the same card"
        union |= own
    assert s.thrown >> THROWN_SLOT * s.n == 0, "cards given up by a seat not at the table"
    assert s.discards == union
    return union.bit_count()


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_discards_are_the_seats_thrown_cards(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert isinstance(game, PoolGame), game_id
    given_up = 0
    for variant in (game.default_variant, *game.variants):
        for players in game.player_counts(game.make_opts(variant)):
            for seed in range(SEEDS):
                rng = random.Random(seed)
                s = game.new_deal(
                    players=players, dealer=seed % players, seed=seed, variant=variant
                )
                board, records = game.board(s), [s]
                while not game.is_over(s):
                    given_up += _one_record(s)
                    for seat in range(s.n):
                        v = game.view(s, seat)
                        _one_record(v)
                        assert v.discards == thrown_by(s, seat)
                    action = rng.choice(game.legal_actions(s))
                    s = game.apply(s, action)
                    board.push(action)
                    assert board.state() == s
                    records.append(s)
                _one_record(s)
                for before in reversed(records[:-1]):
                    board.pop()
                    assert board.state() == before
    assert given_up, "random play gave nothing up"


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_a_lesson_position_s_discards_are_its_thrown_cards(game_id: str) -> None:
    lesson = load(game_id)
    shown = [x.scenario for x in lesson.steps] + [x.scenario for x in lesson.quiz]
    read = [scenario.state for scenario in shown if scenario is not None]
    assert read
    for s in read:
        _one_record(s)


def test_discards_follow_thrown_alone() -> None:
    game = REGISTRY.get("rounce")
    s = game.new_deal(players=4, dealer=0, seed=3)
    cards = s.hands[2]
    moved = with_fields(s, thrown=throw(s.thrown, 2, cards))
    assert moved.discards == s.discards | cards
    assert thrown_by(moved, 2) == cards and game.view(moved, 2).discards == cards
    assert game.view(moved, 1).discards == 0
