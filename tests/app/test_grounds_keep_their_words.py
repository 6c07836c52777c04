"""A rule's sentence allowing a move keeps its own words where the Quiz and Learn name the
declarations as their buttons do (ui/labels.py ``declared_in_labels``): Rams' declaring
question read "You may take the “Take the widow” in exchange for the hand dealt you" (the
rule's "take the widow", its word "widow" swapped for the button's words), as a refusal's
sentence already kept its own ("only the dealer may rob the trump card")."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers their labels)
from engine.quiz import Question, explanation, practice
from lessons import load
from ui.labels import declared_in_labels


def _questions(game_id: str) -> list[Question]:
    out = [practice(game_id, seed, kind="declare") for seed in range(30)]
    for step in load(game_id).steps:
        if step.show == "declare" and step.scenario is not None:
            out.append(Question(id=step.id, kind="declare", prompt="", scenario=step.scenario))
    return out


@pytest.mark.parametrize("game_id", ["rams", "rounce", "bierspiel"])
def test_a_ground_s_sentence_is_said_as_the_rule_says_it(game_id: str) -> None:
    grounded = 0
    for q in _questions(game_id):
        g: Any = q.game
        for a in g.legal_actions(q.state):
            if a.kind == "play":
                continue
            for ground in g.grounds(q.state, a):
                grounded += 1
                assert declared_in_labels(g, q.state, ground.reason) == ground.reason, ground
        for line in explanation(q)[0]:  # no button's words after an article ("the “...”")
            said = declared_in_labels(g, q.state, line)
            assert not re.search(r"\b(the|a|an) “", said), (q.id, said)
    assert grounded
