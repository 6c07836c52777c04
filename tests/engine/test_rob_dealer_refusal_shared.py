"""Spoil Five and Forty-Five refuse a card played while the dealer may still rob the turned
ace in the same words (one refusal, ``spoil_five.robbing.dealer_robs_first``): Forty-Five said
"first P0, the dealer, robs the A♠ or declines", Spoil Five "first P0 (the dealer) robs the
turned A♠ or declines", for the one rule each game cites as its own ``rob_dealer``."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.cards import Card
from engine.game import REGISTRY, Action
from engine.scenario import from_dict


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_a_card_before_the_dealer_robs(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    s = from_dict(
        {
            "game": game_id,
            "players": 4,
            "dealer": "P0",
            "turn_card": "AS",
            "hands": {"P0": ["KS", "9S", "QD", "7C", "2H"]},
        }
    ).state
    assert s.phase == "rob" and s.to_move == 0
    (refusal, *_) = game.explain(s, Action("play", Card.parse("KS")))
    assert refusal.rule.id == f"{game_id}.rob_dealer"
    said = refusal.said_of(0)
    assert said is not None
    assert said.text() == "first P0 (the dealer) robs the turned A♠ or declines"
    assert said.text(0) == "first you (the dealer) rob the turned A♠ or decline"
