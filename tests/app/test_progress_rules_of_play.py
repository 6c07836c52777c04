"""Progress counts the rules of the game's play: mastered, due, still learning, never met. It
counted the engine's two bookkeeping rules as well (a move of another game is no move here; a
card played must be in the mover's hand: :attr:`engine.rules.Rule.guard`), which no question
asks and Play never refuses, so every game's "Never met" stood at 2 or more for good and a
learner who met every rule of the play could not see the count reach nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.mastery import RuleMemory
from ui.progress import Progress


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_a_learner_who_met_every_rule_of_the_play_has_none_never_met(
    tmp_path: Path, game_id: str
) -> None:
    game = REGISTRY.get(game_id)
    guards = [r.id for r in game.rules if r.guard]
    assert guards, "the engine cites bookkeeping rules in every game"
    memory = RuleMemory(Progress(tmp_path / "p.db"))
    played = [r.id for r in game.rules if not r.guard]
    memory.record("ann", game_id, played, True, "quiz", "q", at=0.0)
    summary = memory.summary("ann", game, now=60.0)
    assert summary.counts["never"] == 0, summary.of("never")
    assert {row.rule for row in summary.rows} == set(played)
