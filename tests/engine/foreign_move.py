"""Shared check for the ``<game>.own_moves`` rules (engine.game.Game.foreign_action): a move of
another game is refused by that rule, in the same words in every game, by ``explain`` and by
``apply``."""

from __future__ import annotations

from typing import Any

import pytest

from engine.game import Action, Game, IllegalAction


def refused_as_foreign(game: Game[Any], text: str, state: Any = None) -> str:
    """Assert that the action ``text`` is refused by ``<game>.own_moves`` alone at the opening
    of a deal (or at ``state``), by ``explain`` and by ``apply`` alike; return the reason."""
    s = state if state is not None else game.new_deal(game.usual_players(game.make_opts()))
    action = Action.parse(text)
    assert action.kind not in game.action_kinds
    refusals = game.explain(s, action)
    assert [r.rule.id for r in refusals] == [f"{game.id}.own_moves"], refusals
    with pytest.raises(IllegalAction) as raised:
        game.apply(s, action)
    assert [r.rule.id for r in raised.value.refusals] == [f"{game.id}.own_moves"]
    return refusals[0].reason
