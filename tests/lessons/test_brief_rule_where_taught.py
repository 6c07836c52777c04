"""A rule in a game's Rules brief stands under the chapter of the Learn step that teaches it.

Spoil Five's brief (/spoil_five-rules at 390 px) put "The eldest hand (the dealer's left) leads
to the first trick; the winner of each trick leads to the next." under "Robbing the turn-up":
the lead and the dealer's robbing quote one sentence of the rules notes ("he puts out any card
face down and takes in the ace before the eldest hand leads."), and the robbing step, which
quotes it first, took both. A step under "Playing to a trick" now declares the lead
(``teaches:``), and the brief gives a rule a step declares and quotes to that step, as Review's
"Learn:" link does (``ui.mastery.teaching_step``).
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from ui.mastery import teaching_step
from ui.pages.rules import brief, step_rules

GAMES = [g for g in available() if load(g).steps]


def _chapter_of(game_id: str, rule_id: str) -> str | None:
    b = brief(REGISTRY.get(game_id), load(game_id))
    return next((ch for ch, rules in b.sections if any(r.id == rule_id for r in rules)), None)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_declared_and_quoted_rule_is_under_its_step_s_chapter(game_id: str) -> None:
    lesson, game = load(game_id), REGISTRY.get(game_id)
    rules = game.rules.of_play()
    for step in lesson.steps:
        if (step.variant or lesson.variant) != lesson.variant:
            continue
        held = {r.id for r in step_rules(step.rule.quote, step.rule.seed, rules)}
        for rule_id in step.teaches:
            if rule_id not in held or teaching_step(game_id, rule_id) is not step:
                continue
            where = _chapter_of(game_id, rule_id)
            assert where == (step.chapter or lesson.title), (rule_id, step.id, where)


def test_spoil_five_s_lead_is_under_playing_to_a_trick() -> None:
    lead = REGISTRY.get("spoil_five").rules["spoil_five.lead"]
    step = teaching_step("spoil_five", lead.id)
    assert step is not None and step.chapter == "Playing to a trick", step
    assert _chapter_of("spoil_five", lead.id) == "Playing to a trick"
    robbing = _chapter_of("spoil_five", "spoil_five.rob_dealer")
    assert robbing == "Robbing the turn-up" and robbing != _chapter_of("spoil_five", lead.id)
