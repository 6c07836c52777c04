"""Linger Longer's "winner with nothing to lead" step says when its reading applies: with two or
more others still holding cards. With only one, the engine (and the lesson text's own rule)
makes that one the last left and the winner, and the trick's winner drops out.

Learner walk: /linger_longer-learn?step=winner_out taught "he won the last trick, so he wins"
with no condition, and the quiz's q_still_in_empty (P2 wins the trick with his last card, P3
alone still holds one) then answered "P2 played his last card: out" and "P3 is the last player
left holding cards: P3 wins the game": the same shape of trick, the other winner, unexplained.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import yaml

from engine.scenario import answer, from_dict
from lessons import load

ROOT = Path(__file__).resolve().parents[2]


def raw_step(step_id: str) -> dict[str, Any]:
    data = yaml.safe_load((ROOT / "lessons" / "linger_longer.yaml").read_text())
    return next(s for s in data["steps"] if s["id"] == step_id)


def winner(scenario: dict[str, Any]) -> str:
    net: dict[str, float] = answer(from_dict(scenario))["settlement"]["net"]
    return max(net, key=lambda account: net[account])


def test_the_step_says_a_lone_holder_is_the_last_one_left_and_wins() -> None:
    step = raw_step("winner_out")
    scn = step["scenario"]
    taker = winner(scn)
    holders = [p for p, cards in scn["hands"].items() if cards]
    assert taker not in holders and len(holders) >= 2  # the step's own position: the gap
    # the same trick with one other still holding a card: he is the last one left
    lone = copy.deepcopy(scn)
    keep = holders[0]
    lone["hands"] = {p: (cards if p == keep else []) for p, cards in scn["hands"].items()}
    assert winner(lone) == keep != taker
    text = load("linger_longer").step("winner_out").text
    assert "two or more" in text, text
    assert "last one left" in text, text


def test_the_quiz_question_on_it_agrees_with_the_step() -> None:
    """q_still_in_empty is the lone-holder case: the engine names the holder, as the step now
    says it would."""
    q = load("linger_longer").question("q_still_in_empty")
    assert sorted(q.solve()) == ["P3"]
