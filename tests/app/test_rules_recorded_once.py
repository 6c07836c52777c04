"""A Check works the engine's explanation out once: ``engine.quiz.check`` worked it out for the
feedback, and then ``RuleMemory.record_answer`` (ui/mastery.py) worked it out again, without
the answer (``question_rules``), for the rules to record: the question's rules, which the
feedback's already hold. The rules recorded now come from the feedback alone.

That they are the same rules is shown first, over every curated question of every game and
generated questions of every kind at every level, each checked with the right answer and with
wrong ones: the rules ``question_rules`` gives are all among those ``check`` cites. Then, on the
Quiz page and on the Review page, one Check works the explanation out once and records the rules
recorded before (the feedback's and the question's)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from apptools import go
from streamlit.testing.v1 import AppTest

import engine.quiz as engine_quiz
import ui.games  # noqa: F401  (registers the games' page words)
import ui.mastery as mastery
from engine.game import REGISTRY
from engine.quiz import AnswerFormatError, Question, check, kinds_for, practice
from lessons import load
from ui.mastery import Asked, RuleMemory, question_rules
from ui.pages.quiz import QuizState
from ui.pages.review import ReviewState

OpenApp = Callable[..., AppTest]


def _questions() -> Iterator[Question]:
    for game in REGISTRY:
        yield from load(game.id).quiz  # (every game has a lesson)
        for kind in kinds_for(game):
            for level in (1, 2, 3):
                for seed in range(2):
                    yield practice(game.id, seed=seed, kind=kind, level=level)


def _answers(q: Question) -> list[Any]:
    """The right answer and wrong ones of the question's form: none ticked, all ticked, one left
    out or one too many; every player; each amount one off; a number one off; yes and no."""
    right = q.solve()
    if q.form in ("cards", "words"):
        choices = [str(c) if q.form == "cards" else str(c).lower() for c in q.choices()]
        had = {str(c) if q.form == "cards" else str(c).lower() for c in right}
        sets = [had, set(), set(choices)]
        sets += [had - {c} for c in had] + [had | {c} for c in choices if c not in had]
        return [sorted(s) for s in sets]
    if q.form == "seat":
        return [f"P{p}" for p in range(q.state.n)]
    if q.form == "amounts":
        return [right] + [{**right, k: right[k] + 1} for k in right]
    if q.form == "number":
        return [right, right + 1, right - 1]
    return [True, False]


def test_the_feedbacks_rules_hold_every_rule_the_question_touches() -> None:
    checked = 0
    for q in _questions():
        touched = question_rules(q)
        for a in _answers(q):
            try:
                fb = check(q, a)
            except AnswerFormatError:  # (a number out of the question's range)
                continue
            cited = [r.id for r in fb.rules]
            assert set(touched) <= set(cited), (q.game.id, q.id, a, touched, cited)
            # a wrong answer's lapses are some of the rules cited, never none of them
            missed = [r.id for r in fb.missed]
            assert set(missed) <= set(cited), (q.game.id, q.id, a, missed, cited)
            assert bool(missed) == (bool(cited) and not fb.correct), (q.id, a, missed, cited)
            checked += 1
    assert checked > 2000, checked


def _counted(monkeypatch: pytest.MonkeyPatch) -> tuple[list[Any], list[list[str]]]:
    """Each working-out of an explanation (the answer it was given), and each set of rules
    recorded as evidence of an answer."""
    calls: list[Any] = []
    real = engine_quiz.explanation_judged  # (check's, with what was missed; explanation gives
    # its lines' text)
    plain = mastery.explanation

    def counting(q: Question, given: Any = None, names: Any = None) -> Any:
        calls.append(given)
        return real(q, given, names)

    def counting_plain(q: Question, given: Any = None, names: Any = None) -> Any:
        calls.append(given)
        return plain(q, given, names)

    monkeypatch.setattr(engine_quiz, "explanation_judged", counting)
    monkeypatch.setattr(mastery, "explanation", counting_plain)
    recorded: list[list[str]] = []
    real_record = RuleMemory.record

    def record(self: RuleMemory, learner: str, game: str, rules: Any, *a: Any, **k: Any) -> None:
        recorded.append(list(dict.fromkeys(rules)))
        real_record(self, learner, game, rules, *a, **k)

    monkeypatch.setattr(RuleMemory, "record", record)
    return calls, recorded


def _once(q: Question, fb: Any, calls: list[Any], recorded: list[list[str]]) -> None:
    assert fb is not None
    assert len(calls) == 1, calls  # check's, with the answer; none more to record it
    cited = [r.id for r in fb.rules]
    assert recorded == [list(dict.fromkeys([*cited, *question_rules(q)]))], recorded
    assert recorded[0], "a Check records evidence about some rule"


def _question(game: str, qid: str) -> tuple[int, Question]:
    return next((k, q) for k, q in enumerate(load(game).quiz) if q.id == qid)


def test_a_quiz_check_works_out_the_explanation_once(app: OpenApp) -> None:
    """A words question (every box ticked) and a trick's winner (the wrong player picked)."""
    for game, qid in (("sixty_six", "q_may_exhausted"), ("loo", "q_turn_club")):
        k, q = _question(game, qid)
        at = app(f"{game}:quiz", **{f"{game}__quiz_start": k})
        qs = at.session_state[f"{game}:quiz"]
        assert qs.current.id == qid
        base = f"{game}:quiz:{qs.index}:{qs.attempt}"
        with pytest.MonkeyPatch.context() as mp:
            calls, recorded = _counted(mp)
            if q.form == "words":
                for w in q.choices():
                    at.checkbox(key=f"{base}:decl:{w}").check()
            else:
                wrong = next(p for p in q.choices() if p != q.solve())
                at.radio(key=f"{base}:winner").set_value(wrong)
            at.button(key=f"{base}:check").click().run()
            assert not at.exception, at.exception
            _once(q, at.session_state[f"{game}:quiz"].feedback, calls, recorded)


def test_a_review_check_works_out_the_explanation_once(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = "sixty_six"
    _, q = _question(game, "q_may_exhausted")
    at = app()
    rules = frozenset(question_rules(q))
    at.session_state["review"] = ReviewState(
        seed=1, quiz=QuizState(seed=1), game=game, rule=min(rules), asked=Asked(q, rules, True)
    )
    go(at, "review")
    rs = at.session_state["review"]
    base = f"review:{rs.quiz.index}:{rs.quiz.attempt}"
    calls, recorded = _counted(monkeypatch)
    for w in q.choices():
        at.checkbox(key=f"{base}:decl:{w}").check()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    _once(q, at.session_state["review"].quiz.feedback, calls, recorded)
