"""What a test knows of the engine's answers that mypy cannot: the settlement of a deal played
to its end, the trick just won, the seat to move in a deal not over (Optional in general), and
a registered game as its family's class, for the methods only that family has (the registry
gives every game as a Game). Each asserts what it returns, naming what was missing, so a test
reads the answer's own type and, were it missing, fails with words rather than on an attribute
of None."""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY, Action, Game
from engine.games.pool.family import PoolGame
from engine.games.pool.rams import RamsFamily
from engine.ledger import Settlement


def settled(game: Game[Any], state: Any) -> Settlement:
    """``game.settlement(state)``: the deal is over."""
    out = game.settlement(state)
    assert out is not None, f"{game.id}: no settlement yet (the deal is not over)"
    return out


def last_trick(game: Game[Any], state: Any) -> dict[str, Any]:
    """``game.last_trick_info(state)``: a trick has been won."""
    out = game.last_trick_info(state)
    assert out is not None, f"{game.id}: no trick won yet"
    return out


def mover(game: Game[Any], state: Any) -> int:
    """``game.current_player(state)``: the deal is not over."""
    out = game.current_player(state)
    assert out is not None, f"{game.id}: nobody to move (the deal is over)"
    return out


def action_card(action: Action) -> Card:
    """``action.card``: an action that plays, robs or throws out a card."""
    assert action.card is not None, f"{action}: no card"
    return action.card


def pool_game(game_id: str) -> PoolGame:
    """The registered pool game ``game_id``, as its family's class (its spec, its board)."""
    game = REGISTRY.get(game_id)
    assert isinstance(game, PoolGame), f"{game_id}: not a pool game"
    return game


def rams_family(game_id: str) -> RamsFamily:
    """The registered game ``game_id`` of the Rams family (Rams, Rounce, Bierspiel), as its
    class (its pone, its dealer sitting out, its rules by name)."""
    game = REGISTRY.get(game_id)
    assert isinstance(game, RamsFamily), f"{game_id}: not of the Rams family"
    return game
