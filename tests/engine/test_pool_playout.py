"""The pool family's playout (the Monte-Carlo player's model of the table) plays the rule of
thumb in place, on a board: card for card and draw for draw what ``heuristic_action`` plays
on the record, in every deal the search may sample, from every kind of position."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.bots import RuleOfThumbBot
from engine.game import REGISTRY
from engine.games.pool.family import PoolGame
from engine.games.pool.state import PoolState

IN_PLACE = ("loo", "irish_loo", "five_card_loo")
OWN_HABIT = ("rams", "rounce", "bierspiel")


def on_the_record(game: PoolGame, state: PoolState, rng: random.Random) -> PoolState:
    """The rule of thumb played a record at a time: what the playout must equal."""
    while state.phase != "over":
        state = game.apply(state, game.heuristic_action(state, rng))
    return state


def sampled_worlds(game: Any, deals: int) -> list[PoolState]:
    """A world sampled from the view of every player to act, in seeded deals played by rule
    of thumb: declaring, the exchange and play, simple and double pools."""
    worlds = []
    rng = random.Random(7)
    for d in range(deals):
        variant = list(game.variants)[d % len(game.variants)]
        lo = game.players_range(game.make_opts(variant))[0]
        players = lo + d % 3
        state = game.new_deal(
            players=players, dealer=d % players, seed=d, variant=variant, pool=(0, 9, 18)[d % 3]
        )
        while not game.is_over(state):
            seat = game.current_player(state)
            worlds.append(game.determinize(game.view(state, seat), rng))
            state = game.apply(state, RuleOfThumbBot(seat).choose(game, state, seat))
    return worlds


@pytest.mark.parametrize("game_id", IN_PLACE)
def test_the_playout_in_place_plays_the_rule_of_thumb_of_the_record(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert isinstance(game, PoolGame) and game.habit_in_place
    worlds = sampled_worlds(game, 40)
    assert {w.phase for w in worlds} >= {"declare", "play"}
    for i, world in enumerate(worlds):
        end = game.playout(world, random.Random(i))
        assert end == on_the_record(game, world, random.Random(i)), (game_id, i)
        assert end.phase == "over"


@pytest.mark.parametrize("game_id", OWN_HABIT)
def test_a_game_with_its_own_rule_of_thumb_plays_it_on_the_record(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert isinstance(game, PoolGame) and not game.habit_in_place
    for i, world in enumerate(sampled_worlds(game, 6)):
        assert game.playout(world, random.Random(i)) == on_the_record(game, world, random.Random(i))
