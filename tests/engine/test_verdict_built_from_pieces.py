"""A quiz verdict is built as a sentence from its pieces where the message is made
(:func:`engine.quiz.check`): the words before the answer, the answer (a words question's
choices as :class:`engine.sentence.Move` parts) and the words after it, ``message`` being its
plain text. It used to be recovered from the finished message by slicing off the answer's
text (``msg[: -len(text) - 1] + answer + "."``), which holds only while the answer's text is
the message's last words: an answer said with more words after it lost them from the verdict
a page shows, or (not ending the message) lost its moves' button words."""

from __future__ import annotations

from typing import Any

import pytest

import engine.quiz as quiz
from engine.game import REGISTRY
from engine.quiz import Question, check
from lessons import load


def _answers(q: Question) -> list[Any]:
    """A few answers a learner may give: each choice alone, the engine's answer, all."""
    if q.form in ("words", "cards"):
        ch = [str(c) for c in q.choices()]
        right = [str(c) for c in q.choices() if c in q.solve()]
        return [[c] for c in ch] + [right, ch]
    if q.form == "seat":
        return [f"P{p}" for p in q.choices()]
    if q.form == "amounts":
        right = q.solve()
        return [{k: str(v) for k, v in right.items()}, {k: "0" for k in right}]
    if q.form == "number":
        return [q.solve(), 0 if q.solve() else 1]
    return [True, False]


def test_every_curated_verdict_says_its_message_and_names_its_moves() -> None:
    seen = 0
    for game in REGISTRY:
        for q in load(game.id).quiz:
            for raw in _answers(q):
                fb = check(q, raw)
                assert fb.verdict.text() == fb.message, (q.id, raw)
                named = [m.words for m in fb.verdict.moves()]
                if q.form == "words" and q.kind != "still_in":
                    assert named == [w for w in q.choices() if w in fb.right], (q.id, raw)
                else:
                    assert named == [], (q.id, raw)
                seen += 1
    assert seen > 500


@pytest.mark.parametrize("correct", [True, False])
def test_the_answer_need_not_end_the_message(
    correct: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    q = next(x for x in load("rams").quiz if x.id == "q_first")
    right = [w for w in q.choices() if w in q.solve()]
    assert len(right) > 1
    real = quiz.answer_text

    def said_longer(q: Question, ans: Any) -> str:  # the answer with words after it
        text = real(q, ans)
        return f"{text} (in the order of the boxes)" if q.form == "words" else text

    monkeypatch.setattr(quiz, "answer_text", said_longer)
    fb = check(q, right if correct else right[:1])
    assert fb.correct is correct
    assert fb.verdict.text() == fb.message, (fb.verdict.text(), fb.message)
    assert [m.words for m in fb.verdict.moves()] == right
