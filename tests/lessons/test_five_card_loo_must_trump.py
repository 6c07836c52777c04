"""Five-card Loo's lesson teaches the duty to trump when void, so the Rules page's brief says
it (learner walk, /five_card_loo-rules at 1400 and 390 px: 'Play and settling' listed the
eldest's trump lead, following and heading, but not trumping; the quiz's q_must_trump and
Play refuse a discard by five_card_loo.trump_or_overtrump, which no step quoted, and the brief
lists the rules the steps' quotes hold; Irish Loo's brief, whose lesson has a must_trump step,
said it)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.scenario import answer
from lessons import load
from ui.pages.rules import brief


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_the_brief_says_trump_when_void(gid: str) -> None:
    b = brief(REGISTRY.get(gid), load(gid))
    ids = [r.id for _, rules in b.sections for r in rules]
    assert f"{gid}.trump_or_overtrump" in ids, ids
    assert ids.index(f"{gid}.head_the_trick") < ids.index(f"{gid}.trump_or_overtrump")


def test_the_step_refuses_a_discard_by_that_rule() -> None:
    lesson = load("five_card_loo")
    step = lesson.step("must_trump")
    assert step.scenario is not None
    a = answer(step.scenario)
    assert a["legal"] == ["9S"]
    assert {x["rule"] for x in a["illegal"]} == {"five_card_loo.trump_or_overtrump"}
    # its question on the duty; q_trumped (who wins a trick a void player trumped) links it too
    assert [q.id for q in lesson.questions("must_trump")] == ["q_must_trump", "q_trumped"]
