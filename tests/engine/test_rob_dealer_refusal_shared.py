"""Spoil Five and Forty-Five refuse a card played while the dealer may still rob the turned
ace in the same words (one refusal, ``spoil_five.robbing.dealer_robs_first``): Forty-Five said
"first P0, the dealer, robs the A♠ or declines", Spoil Five "first P0 (the dealer) robs the
turned A♠ or declines", for the one rule each game cites as its own ``rob_dealer``."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.cards import Card
from engine.game import REGISTRY, Action, Refusal
from engine.scenario import from_dict


def _king_played_before_the_rob(game_id: str) -> tuple[Any, Refusal]:
    """Four hands, P0 dealing, the A♠ turned: P0 plays his K♠ before he robs or declines."""
    s = from_dict(
        {
            "game": game_id,
            "players": 4,
            "dealer": "P0",
            "turn_card": "AS",
            "hands": {"P0": ["KS", "9S", "QD", "7C", "2H"]},
        }
    ).state
    (refusal, *_) = REGISTRY.get(game_id).explain(s, Action("play", Card.parse("KS")))
    return s, refusal


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_a_card_before_the_dealer_robs(game_id: str) -> None:
    s, refusal = _king_played_before_the_rob(game_id)
    assert s.phase == "rob" and s.to_move == 0
    assert refusal.rule.id == f"{game_id}.rob_dealer"
    said = refusal.said_of(0)
    assert said is not None
    assert said.text() == "first P0 (the dealer) robs the turned A♠ or lets it lie"
    assert said.text(0) == "first you (the dealer) rob the turned A♠ or let it lie"


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_told_to_the_dealer_the_plain_reason_says_you(game_id: str) -> None:
    """The refusal's plain reason (:attr:`Refusal.reason`, the words written to the player
    refused) names the dealer as "you" when he is the one refused, as ``said_of`` does: Play's
    refusal line to a learner dealing read "You cannot play K♠. First P0 (the dealer) robs the
    turned A♠ or declines — ...", the learner named by his seat as if he were someone else."""
    _, refusal = _king_played_before_the_rob(game_id)
    assert refusal.reason == "first you (the dealer) rob the turned A♠ or let it lie"
    assert refusal.message_plain().startswith("first you (the dealer) rob the turned A♠ ")
    assert "decline" not in refusal.message_plain()  # (his button: "Let the A♠ lie")
