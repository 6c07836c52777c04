""" "Play a card" (the word ``play`` with no card, a box of Spoil Five's and Forty-Five's robbing
questions since 09ee669c) is refused as any card would be: while the dealer may rob the turned
ace, "first you (the dealer) rob the turned A♦ or let it lie"; it read "play is not an action in
Spoil Five", a move the game lacks (tests/engine/test_reason_after_because.py caught it)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_play_a_card_while_the_dealer_may_rob_is_refused_by_robbing_first(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    seen = 0
    for seed in range(200):
        s = game.new_deal(players=4, dealer=3, seed=seed)
        if s.phase != "rob":
            continue
        seen += 1
        (refusal,) = game.explain(s, game.word_action("play"))
        assert refusal.rule.id == f"{game_id}.rob_dealer", refusal
        said = str(refusal.reason)  # (told to the dealer, whose turn it is)
        assert "rob the turned" in said and "let it lie" in said, said
        assert "not an action" not in said
    assert seen >= 5, seen  # (an ace turned up about one deal in thirteen)
