"""A Linger Longer question's picture does not state the draw rule it asks about (quiz audit).
/linger_longer-quiz?question=q_still_in_winner ("P3 is down to his last card, and the stock
still holds cards. Who is still in after this trick?") drew the stock as "23 cards / face
down; only a trick's winner draws": the rule the question tests (P3 wins the trick, so he
draws and stays in; nobody else draws). q_still_in, q_settle and every generated question
drew the same line. Play and Learn keep it: there it reminds, it does not answer."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import kinds_for, practice
from lessons import load
from ui.cards import position_html
from ui.pages.quiz import question_picture

RULE = re.compile(r"winner draws|only a trick")


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S))


def test_no_question_picture_states_who_draws() -> None:
    lesson = load("linger_longer")
    qs = list(lesson.quiz)
    for kind in kinds_for(REGISTRY.get("linger_longer")):
        qs += [practice("linger_longer", seed=s, kind=kind, level=1) for s in range(10)]
    said = []
    for q in qs:
        html = question_picture(q, None, curated=q in lesson.quiz)
        assert html is not None
        said += [q.id for _ in RULE.finditer(_text(html))]
    assert said == []
    # Learn's picture of the same deal keeps the reminder
    step = lesson.step("winner_draws")
    assert step.scenario is not None
    learn = position_html(step.scenario.state, reveal=True, highlight=False, width=56)
    assert RULE.search(_text(learn))
