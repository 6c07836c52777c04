"""A wrong answer to a lesson question links the Learn step that teaches it.

Walked in Chromium (1400 px): /forty_five-quiz?question=q_privilege_kept answered with the A♥
alone said 'Not quite', quoted the privilege and the rob rules, and stopped: the step that
teaches the privilege (Learn, 'The privilege of the three best trumps') was neither linked
nor named, because the page named a step only when its passage was not among the rules cited,
and then as words, not a link. Rounce's q_dealer_widow named its step in words the learner
could not click. Now every wrong answer to a question with a step ends with a link to that
step of the game's Learn page.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import check, practice
from lessons import load
from ui.format import md
from ui.mastery import rule_ids, teaching_step

OpenApp = Callable[..., AppTest]


def _step_links(at: AppTest, game: str) -> list[tuple[str, str]]:
    return [
        (p.proto.label, p.proto.query_string)
        for p in at.get("page_link")
        if p.proto.page.endswith(f"{game}-learn")
    ]


@pytest.mark.parametrize(
    ("game", "qid"), [("forty_five", "q_privilege_kept"), ("rounce", "q_follow")]
)
def test_a_wrong_answer_links_the_step_that_teaches_it(app: OpenApp, game: str, qid: str) -> None:
    lesson = load(game)
    k = next(i for i, q in enumerate(lesson.quiz) if q.id == qid)
    at = app(f"{game}:quiz", **{f"{game}__quiz_start": k})
    q = at.session_state[f"{game}:quiz"].current
    assert q is not None and q.id == qid and q.step
    step = lesson.step(q.step)
    assert _step_links(at, game) == []  # not before the answer
    qs = at.session_state[f"{game}:quiz"]
    base = f"{game}:quiz:{qs.index}:{qs.attempt}"
    boxes = [b for b in at.checkbox if b.key.startswith(f"{base}:card:")]
    allowed = {c.code for c in q.solve()}  # the engine's answer
    codes = [b.key.rsplit(":", 1)[1] for b in boxes]
    assert len(allowed) > 1 and set(codes) >= allowed  # the engine allows more than one
    first = next(c for c in codes if c in allowed)
    for b in boxes:  # one allowed card alone: wrong, since the engine allows more
        b.check() if b.key.endswith(f":{first}") else b.uncheck()
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    assert at.error and at.error[0].value.startswith("Not quite")
    links = _step_links(at, game)
    assert links == [(f"Learn: {step.title}", f"step={step.id}")], links


@pytest.mark.parametrize("game", ["loo", "napoleon"])
def test_a_wrong_answer_to_a_generated_question_links_the_step_teaching_its_rule(
    app: OpenApp, game: str
) -> None:
    """Endless practice: a generated which-cards question has no step of its own, and a wrong
    answer named none (the Quiz linked a step for lesson questions only). Now it links the step
    that teaches the first rule its feedback cites (ui.mastery.teaching_step), as Review links
    a rule left for later."""
    g = REGISTRY.get(game)
    curated = len(load(game).quiz)
    book = set(rule_ids(g))
    for seed in range(40):  # the first seed whose question refuses a card the learner ticks
        q = practice(game, seed=seed, kind="legal_cards", level=1)
        everything = [c.code for c in q.choices()]
        fb = check(q, everything)
        steps = [teaching_step(game, r.id) for r in fb.rules if r.id in book]
        taught = next((s for s in steps if s is not None), None)
        if not fb.correct and taught is not None:
            break
    else:
        pytest.fail(f"{game}: no generated question in 40 seeds refuses a card a step teaches")
    at = app(f"{game}:quiz", seed=seed, **{f"{game}__quiz_start": curated})
    qs = at.session_state[f"{game}:quiz"]
    assert qs.current is not None and qs.current.id == q.id, (qs.current, q.id)
    assert _step_links(at, game) == []  # not before the answer
    base = f"{game}:quiz:{qs.index}:{qs.attempt}"
    for b in at.checkbox:
        if b.key.startswith(f"{base}:card:"):
            b.check()  # every card: wrong, since the engine refuses some
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    assert at.error and at.error[0].value.startswith("Not quite"), at.error
    links = _step_links(at, game)
    assert links == [(f"Learn: {md(taught.title)}", f"step={taught.id}")], links
