"""A move an engine sentence names as a move is a part of the sentence (engine.sentence.Move),
and only that part takes its button's words on a page: the rule's own prose keeps its words.

Seen at /loo-learn?step=lone_widow_000 (the lesson text's lone widow-taker): ticking "Pass"
read "You chose “Pass”, but it is not allowed: only P2 is in against you: you must play for
yourself, with your own hand (the “Take the widow” is taken)", the same line under the solved
position. ui/labels.py's declared_in_labels swapped every move word it found by regular
expression, brackets included, and could not tell the noun "the widow" from the move "widow".
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

import pytest
from apptools import open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the games' page words)
from engine.game import REGISTRY
from engine.quiz import Question, practice
from engine.quiz_words import explanation_said
from engine.sentence import Move, Sentence
from lessons import load
from lessons.tasks import Task, task_for
from ui.labels import move_labels, said_in_labels
from ui.pages.common import reasons

NOUN = "(the widow is taken)"
ARTICLE_BEFORE_LABEL = re.compile(r"\b(the|a|an) [“‘]")


def _lone_widow() -> Task:
    task = task_for(load("loo").step("lone_widow_000"))
    assert task is not None and task.kind == "declare"
    return task


def test_the_widow_taken_stays_a_noun_in_learns_verdict() -> None:
    task = _lone_widow()
    q = task.question
    tried = task.try_answer(["pass"])
    assert not tried.correct
    lines = reasons(q.game, "declare", q.state, tried.said)
    chose = next(line for line in lines if line.startswith("You chose "))
    assert chose.startswith("You chose “Pass”, but it is not allowed, because "), lines
    assert chose.endswith(f"with your own hand {NOUN}"), lines
    # the plain text is the engine's, word for word
    assert tried.reasons[0] == chose[:1].lower() + chose[1:].replace("“Pass”", "pass")


def test_the_widow_taken_stays_a_noun_under_the_solved_position() -> None:
    task = _lone_widow()
    q = Question(id="x", kind="declare", prompt="", scenario=task.question.scenario)
    said, _ = explanation_said(q, leave=task.held)
    lines = reasons(q.game, "declare", q.state, said)
    passed = next(line for line in lines if line.startswith("“Pass” is not allowed, because "))
    assert passed.endswith(NOUN), lines
    assert "“Take the widow” is not allowed, because P2 has already taken the widow" in lines, lines


def test_learn_page_keeps_the_noun(app: Callable[..., AppTest]) -> None:
    at = open_step(app("loo:learn"), "loo", "lone_widow_000")
    at.checkbox(key="w:loo:learn:tick:lone_widow_000:0:pass").check().run()
    at.button(key="loo:learn:check").click().run()
    assert not at.exception, at.exception
    text = "\n".join(m.value for m in at.markdown)
    assert "You chose “Pass”, but it is not allowed" in text, text
    assert NOUN in text and "“Take the widow” is taken" not in text, text


def _declaring() -> Iterator[tuple[str, Question, tuple[str, ...]]]:
    """Every declaring task of every lesson (with the kinds it holds back), and a few seeded
    declare questions of each game that asks them."""
    for game in REGISTRY:
        for step in load(game.id).steps:
            task = task_for(step)
            if task is not None and task.kind == "declare":
                yield f"{game.id}:{step.id}", task.question, task.held
        if "declare" in game.quiz_kinds:
            for seed in (1, 2, 3):
                yield f"{game.id}:#{seed}", practice(game.id, seed, kind="declare"), ()


CASES = list(_declaring())


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_only_the_moves_take_their_buttons_words(
    case: tuple[str, Question, tuple[str, ...]],
) -> None:
    """Each answer (up to five choices ticked): the line as a page says it is the engine's
    line with each Move part, and nothing else, said by its button; no button's words after
    an article ("the “Take the widow”")."""
    _, q, held = case
    g, s = q.game, q.state
    label = move_labels(g, s)
    choices = [w for w in q.choices() if g.word_action(w).kind not in held][:5]
    answers: list[Any] = [None] + [
        list(c) for n in range(1, len(choices) + 1) for c in combinations(choices, n)
    ]
    named = 0
    for given in answers:
        said = explanation_said(q, None if given is None else frozenset(given), leave=held)[0]
        for line in said:
            shown = said_in_labels(g, s, line)
            assert shown == _by_hand(line, label), (line.text(), shown)
            assert not ARTICLE_BEFORE_LABEL.search(shown), (q.id, shown)
            named += len(line.moves())
    assert named, q.id  # the lines name the choices as moves


def _by_hand(line: Sentence, label: Callable[[Move], str]) -> str:
    return "".join(
        label(p) if isinstance(p, Move) else p if isinstance(p, str) else p.third
        for p in line.parts
    )
