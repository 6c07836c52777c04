"""What a Learn step says under its quote is decided by the lesson, not left to chance.

Two steps showed no note at all because two rules quote their passage with different notes and
the step declared neither: Bierspiel's 'crosses' (the rule of the crosses, and the reading that
leaves no general rams), Spoil Five's 'rob_dealer' (the dealer's robbing, and the lead, whose
note is about later leads). Each now declares its own rule, and ``trickbook check`` reports a
step that leaves the choice open (lessons.checks.note_problems). Spoil Five's 'rob_dealer' said
in its text where its quote comes from and what Foster leaves open, and Irish Loo's 'lead_trump'
"Foster does not say whether this holds in Irish Loo": by the lessons' convention such words
go in the source's note (tests/lessons/test_step_provenance_said_once.py), and now do.
"""

from __future__ import annotations

import dataclasses

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from lessons.checks import note_problems


@pytest.mark.parametrize("game_id", available())
def test_no_step_leaves_its_note_to_chance(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert [(s.id, p) for s in load(game_id).steps for p in note_problems(s, game)] == []


@pytest.mark.parametrize(
    ("game_id", "step_id", "own", "other"),
    [
        ("bierspiel", "crosses", "bierspiel.crosses", "bierspiel.general_rams"),
        ("spoil_five", "rob_dealer", "spoil_five.rob_dealer", "spoil_five.lead"),
    ],
)
def test_a_step_shows_its_own_rule_s_note(game_id: str, step_id: str, own: str, other: str) -> None:
    game, step = REGISTRY.get(game_id), load(game_id).step(step_id)
    assert own in step.teaches and other not in step.teaches
    assert game.rules[other].note and game.rules[other].note not in step.rule.note
    undeclared = dataclasses.replace(step, teaches=())
    assert note_problems(undeclared, game), "the check sees an open choice"


def test_spoil_five_s_dealer_robbing_says_its_provenance_under_the_quote() -> None:
    step = load("spoil_five").step("rob_dealer")
    assert "Britannica's" in step.rule.note and "Foster does not say" in step.rule.note
    assert "Foster" not in step.text and "quote below" not in step.text


def test_irish_loo_s_trump_lead_says_foster_s_silence_under_the_quote() -> None:
    step = load("irish_loo").step("lead_trump")
    assert "Foster does not say whether it holds in Irish Loo" in step.rule.note
    assert "Foster" not in step.text and "Trickbook" not in step.text
