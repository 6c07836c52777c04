"""A rule's sentence allowing a move keeps its own words where the Quiz and Learn name the
declarations as their buttons do: Rams' declaring question read "You may take the “Take the
widow” in exchange for the hand dealt you" (the rule's "take the widow", its word "widow"
swapped for the button's words by ui/labels.py's old ``declared_in_labels``), as a refusal's
sentence already kept its own ("only the dealer may rob the trump card"). A page now says by
its button only a move a line names as a move (engine.sentence.Move, ``said_in_labels``)."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers their labels)
from engine.quiz import Question, practice
from engine.quiz_words import explanation_said
from lessons import load
from ui.labels import said_in_labels


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
            grounded += len(g.grounds(q.state, a))
        lines = explanation_said(q)[0]
        reasons = {x.reason for a in g.legal_actions(q.state) for x in g.grounds(q.state, a)}
        for line in lines:  # no button's words after an article ("the “...”")
            said = said_in_labels(g, q.state, line)
            assert not re.search(r"\b(the|a|an) “", said), (q.id, said)
            # a ground the line says is said as the rule says it
            assert all(r in said for r in reasons if r in line.text()), (q.id, said)
    assert grounded
