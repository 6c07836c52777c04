"""The Rules page's 'rules in brief' (ui/pages/rules.py brief, built from the lesson steps'
quotes) must say that you follow suit. The Rams and Rounce lessons had no step quoting the
following rule (Rams' 'head' step quoted Foster's heading sentence; Rounce's quoted 'There is no
obligation to head the trick'), so their briefs never said it, though the engine enforces it;
nor did Bierspiel's, and Irish and Five-card Loo's 'head' steps quoted a sentence no rule cites,
so their briefs had neither following nor heading. Rams, Rounce and Bierspiel now teach it on a
position where the engine refuses the other suits by that rule; the Loo games' 'head' steps
quote the passage both rules cite."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.scenario import answer
from lessons import load
from ui.pages.rules import brief, step_rules

FOLLOWING = [g.id for g in REGISTRY if f"{g.id}.follow_suit" in g.rules]


@pytest.mark.parametrize("gid", FOLLOWING)
def test_the_brief_says_follow_suit(gid: str) -> None:
    b = brief(REGISTRY.get(gid), load(gid))
    taught = [r.id for _, rules in b.sections for r in rules]
    assert f"{gid}.follow_suit" in taught
    if f"{gid}.head_the_trick" in REGISTRY.get(gid).rules:
        assert f"{gid}.head_the_trick" in taught


@pytest.mark.parametrize("gid", ["rams", "rounce", "bierspiel"])
def test_a_step_shows_following_suit(gid: str) -> None:
    game, lesson = REGISTRY.get(gid), load(gid)
    rule = f"{gid}.follow_suit"
    teaching = [
        s
        for s in lesson.steps
        if rule in [r.id for r in step_rules(s.rule.quote, s.rule.seed, list(game.rules))]
    ]
    assert teaching, f"no {gid} step quotes {rule}"
    step = teaching[0]
    assert step.scenario is not None and step.show == "legal"
    refused = {r["rule"] for r in answer(step.scenario)["illegal"]}
    assert refused == {rule}, refused  # the position shows following suit, and only that
