"""A Spoil Five question on a finished deal does not print the payment rule it asks about. The
Quiz page's q_five ("P1 jinked and won all five tricks at a table of four. What does each
receive or pay?") drew the pool as "9 counters / three tricks take it; five take it and a
counter from each": the rule the learner was asked to apply, under the picture (seen at 1400
px, lesson walk). Learn's settlement steps still print the deal's result there, and a
question before the end of the deal keeps the line (it asks about a card or a trick)."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import practice
from lessons import load
from ui.cards import position_html
from ui.pages.quiz import question_picture

RULE = re.compile(r"take it|counter from each")


def _text(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S))


def test_a_settlement_question_s_pool_says_no_rule() -> None:
    lesson = load("spoil_five")
    qs = [q for q in lesson.quiz if q.kind == "settlement"]
    qs += [practice("spoil_five", seed=s, kind="settlement", level=1) for s in range(20)]
    said = []
    for q in qs:
        html = question_picture(q, None, curated=q in lesson.quiz)
        assert html is not None
        said += [(q.id, m.group(0)) for m in RULE.finditer(_text(html))]
    assert said == []


def test_learn_and_a_question_before_the_end_keep_their_pool_line() -> None:
    lesson = load("spoil_five")
    step = lesson.step("five_tricks")  # Learn: the result of the deal
    assert step.scenario is not None
    learn = _text(position_html(step.scenario.state, reveal=True, highlight=False, width=56))
    assert "won" in learn
    q = next(q for q in lesson.quiz if q.id == "q_renege")  # a card question mid-deal
    html = question_picture(q, None, curated=True)
    assert html is not None and "counter from each" in _text(html)
