"""A quiz kind a game does not offer is refused with one plain message (engine.game.NotAsked,
a ValueError the notebooks and pages show as text), not a crash."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (fills the registry)
from engine.game import REGISTRY, NotAsked
from engine.quiz import kinds_for


def test_loo_asks_no_card_points_or_bids() -> None:
    loo = REGISTRY.get("loo")
    assert "card_points" not in kinds_for(loo) and "bid_estimate" not in kinds_for(loo)
    state = loo.new_deal(players=5, seed=1)
    with pytest.raises(NotAsked, match="^loo asks no card_points questions$"):
        loo.pile_points(state, 0)
    with pytest.raises(ValueError, match="^loo asks no bid_estimate questions$"):
        loo.bid_check(state, 1)
