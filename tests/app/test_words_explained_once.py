"""A words question's reasons are worked out once, with its boxes' names: the Quiz page's
feedback worked them out twice, once in engine.quiz.check (naming the choices by the engine's
words, "meld", "close") and again when it drew them (ui/pages/quiz.py show_feedback, naming
them as the boxes do, "“Meld”"), and the Review page's check the same. ``check`` now takes the
boxes' names, and both pages pass them: the lines drawn under "Why" are the Feedback's own.

Counted on Sixty-Six's lesson question q_may_exhausted ('Which of these may you do now?', the
stock exhausted), every box ticked: the reasons worked out with the learner's answer, once,
named as the boxes are, and drawn as they were worked out."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from typing import Any

import pytest
from apptools import go, markdown
from streamlit.testing.v1 import AppTest

import engine.quiz_words as quiz_words
import ui.games  # noqa: F401  (registers the games' page words)
from engine.quiz import Question, explanation, parse_response
from lessons import load
from ui.format import capital
from ui.labels import word_labels
from ui.mastery import Asked
from ui.pages.quiz import QuizState
from ui.pages.review import ReviewState
from ui.play_table import quoted

OpenApp = Callable[..., AppTest]
GAME = "sixty_six"
QUESTION = "q_may_exhausted"


def _question() -> tuple[int, Question]:
    return next((k, q) for k, q in enumerate(load(GAME).quiz) if q.id == QUESTION)


def _counted(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, dict[str, str]]]:
    """Each working-out of a choose-all question's reasons: the answer given and the names."""
    calls: list[tuple[Any, dict[str, str]]] = []
    real = quiz_words._choice_reasons

    def counting(
        q: Question, given: Any, names: Mapping[str, str], leave: Collection[str] = ()
    ) -> Any:
        calls.append((given, dict(names)))
        return real(q, given, names, leave)

    monkeypatch.setattr(quiz_words, "_choice_reasons", counting)
    return calls


def _tick_all_and_check(at: AppTest, base: str, q: Question) -> None:
    for w in q.choices():
        at.checkbox(key=f"{base}:decl:{w}").check()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception


def _worked_out_once(at: AppTest, q: Question, fb: Any, calls: list[Any]) -> None:
    labels = word_labels(q.game, q.state)
    names = {str(w): quoted(labels.get(w, w)) for w in q.choices()}
    given = parse_response(q, [str(w) for w in q.choices()])
    assert fb is not None and not fb.correct
    answered = [c for c in calls if c[0] is not None]  # (a question's rules alone: no answer)
    assert [c[1] for c in answered] == [names], calls
    assert fb.explanation == explanation(q, given, names)[0]
    assert any(names[w] in line for line in fb.explanation for w in names), fb.explanation
    text = markdown(at)
    for line in fb.explanation:
        assert capital(line).split(":")[0] in text, (line, text)


def test_the_quiz_works_out_the_reasons_once_with_the_boxes_names(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    k, q = _question()
    at = app(f"{GAME}:quiz", **{f"{GAME}__quiz_start": k})
    qs = at.session_state[f"{GAME}:quiz"]
    assert qs.current.id == QUESTION
    calls = _counted(monkeypatch)
    _tick_all_and_check(at, f"{GAME}:quiz:{qs.index}:{qs.attempt}", qs.current)
    _worked_out_once(at, qs.current, at.session_state[f"{GAME}:quiz"].feedback, calls)


def test_the_review_works_out_the_reasons_once_with_the_boxes_names(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, q = _question()
    at = app()
    rules = frozenset(r.id for r in explanation(q)[1])
    asked = Asked(question=q, rules=rules, curated=True)
    at.session_state["review"] = ReviewState(
        seed=1, quiz=QuizState(seed=1), game=GAME, rule=min(rules), asked=asked
    )
    go(at, "review")
    rs = at.session_state["review"]
    calls = _counted(monkeypatch)
    _tick_all_and_check(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", q)
    _worked_out_once(at, q, at.session_state["review"].quiz.feedback, calls)
