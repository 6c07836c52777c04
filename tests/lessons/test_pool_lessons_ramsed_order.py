"""A Rams-family lesson shows a player ramsed (in, and no trick) no earlier than the step that
teaches it. Bierspiel's second step, "A trick wipes out a point" (/?game=bierspiel&step=wipe_out),
said only "P1 won three tricks and wipes out three points, P2 won two", while its table showed
the dealer, who had played and won nothing, chalked a fresh cross (20 points left): a rule the
lesson teaches fourteen steps later ("In and no trick"), unexplained on the step that shows it."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.quiz import Question
from lessons import load


def settlement_rules(game: str, step_id: str) -> set[str]:
    step = load(game).step(step_id)
    assert step.scenario is not None, step_id
    q = Question(id="t", kind="settlement", prompt="", scenario=step.scenario, step=step.id)
    return {t.rule for t in q.game.settlement(q.state).transfers}


@pytest.mark.parametrize("game", ["rams", "rounce", "bierspiel"])
def test_no_settlement_step_shows_ramsed_before_the_step_that_teaches_it(game: str) -> None:
    steps = load(game).steps
    teaches = next(
        i
        for i, s in enumerate(steps)
        if s.show == "settlement"
        and f"{game}.ramsed" in settlement_rules(game, s.id)
        and ("ramsed" in s.text or "won nothing" in s.text)
    )
    early = [
        s.id
        for s in steps[:teaches]
        if s.show == "settlement" and f"{game}.ramsed" in settlement_rules(game, s.id)
    ]
    assert early == []


def test_bierspiel_wipe_out_moves_only_the_players_it_names() -> None:
    assert settlement_rules("bierspiel", "wipe_out") == {"bierspiel.wipe_out"}
    text = " ".join(load("bierspiel").step("wipe_out").text.split())
    assert "P1 won three tricks" in text and "P2 won two" in text
