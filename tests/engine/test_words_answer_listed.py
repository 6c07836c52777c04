"""A words question's answer is said as English lists it: the engine's answer to Sixty-Six's
"Which of these may you do now?" read 'Right: meld, exchange, close, claim.' (in the notebooks,
the golden traces and every front end that shows the engine's message), while the app's verdict
said the boxes 'A, B and C'. Over curated and generated words questions of every game: the
answer is the allowed words in the boxes' order, said as engine.cards.listed says a list."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.game import REGISTRY
from engine.quiz import Question, kinds_for, practice
from lessons import available, load


def _questions() -> Iterator[Question]:
    for gid in available():
        yield from (q for q in load(gid).quiz if q.form == "words" and q.kind != "still_in")
    for gid in REGISTRY.ids():
        for kind in kinds_for(REGISTRY.get(gid)):
            if kind in ("declare", "may_act"):  # the words questions of action words
                yield from (practice(gid, seed, kind=kind) for seed in range(4))


QUESTIONS = list(_questions())


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_the_words_allowed_are_said_as_a_list(q: Question) -> None:
    right = q.solve()
    words = [str(w) for w in q.choices() if w in right]
    fb = q.check(sorted(right))
    assert fb.answer_text == (listed(words) or "none of them"), fb.answer_text
    assert fb.message == f"Right: {fb.answer_text}."
    wrong = q.check([w for w in q.choices() if w not in right])
    assert wrong.message.endswith(f" {fb.answer_text}."), wrong.message


def test_some_answer_lists_three_words_or_more() -> None:
    # the list's shape is tried where it matters: "a, b and c", not "a, b, c"
    long = [q for q in QUESTIONS if len(q.solve()) >= 3]
    assert long, "no words question allows three words"
    for q in long:
        said = q.check(sorted(q.solve())).answer_text
        assert said.count(",") == len(q.solve()) - 2 and " and " in said, said
