"""Play's replay of a Rams deal lists the declarations, and a rams announced is among them:
it listed 'P0 played; P1 took the widow; ...' for a learner who had announced rams (seen on
/rams-play?seed=3&seat=0), leaving out what decided the deal."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from ui.games.pool import loo_deal_notes


@pytest.mark.parametrize("then", ["stand", "widow"])
def test_the_replay_says_who_announced_rams(then: str) -> None:
    game = REGISTRY.get("rams")
    s = game.apply(game.apply(game.new_deal(players=4, seed=0), Action("rams")), Action(then))
    while not game.is_over(s):
        s = game.apply(s, game.legal_actions(s)[0])
    said = "played" if then == "stand" else "took the widow"
    assert s.rams == 1 and f"P1 announced rams and {said};" in loo_deal_notes(s)[0]
