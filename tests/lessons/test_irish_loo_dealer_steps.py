"""Irish Loo teaches the dealer's duty against a lone player in a step that quotes it, so the
Rules page's brief lists it (learner walk, /irish_loo-rules at 1400 and 390 px: the brief said
'The dealer declares last, after everyone else.' and nothing of his having to play against one
player, though the Learn step dealer_last taught both and its task is judged by
irish_loo.dealer_must_play; its source quoted only 'He then announces his own decision')."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.scenario import answer
from lessons import load
from ui.pages.rules import brief


def test_the_brief_lists_both_dealer_rules_in_order() -> None:
    b = brief(REGISTRY.get("irish_loo"), load("irish_loo"))
    ids = [r.id for _, rules in b.sections for r in rules]
    assert "irish_loo.dealer_declares" in ids and "irish_loo.dealer_must_play" in ids
    assert ids.index("irish_loo.dealer_declares") < ids.index("irish_loo.dealer_must_play")


def test_each_dealer_step_shows_its_own_idea() -> None:
    """dealer_last: two players in, the dealer may stand or pass; dealer_must_play: one player
    in, passing is refused by the must-play rule."""
    lesson = load("irish_loo")
    last, must = lesson.step("dealer_last"), lesson.step("dealer_must_play")
    assert last.scenario is not None and must.scenario is not None
    a = answer(last.scenario)
    assert {"stand", "pass"} <= set(a["legal"])
    b = answer(must.scenario)
    assert "pass" not in b["legal"]
    assert {x["action"]: x["rule"] for x in b["illegal"]}["pass"] == "irish_loo.dealer_must_play"
