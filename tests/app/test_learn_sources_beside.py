"""A Learn step that teaches two rules gives each rule's source.

/forty_five-learn?step=follow_or_trump opens with who leads ("The eldest hand, on the dealer's
left, leads to the first trick; ..."), a rule the step declares (08086a7), but its source
quoted only the rules notes' follow line: the lead's own passage, Foster's "These names are
given to Spoil Five ...", and its note on why Spoil Five's lead carries over were on the Rules
page alone. Over the eleven lessons 70 declared rules rest on a passage their step does not
quote. Under "The source" a step now folds "Also taught here": each such rule, its passage,
its book and its note, as the Rules page gives them.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import available, load
from lessons.teaching import sources_beside
from ui.format import red_html
from ui.pages.rules import step_rules

OpenApp = Callable[..., AppTest]


@pytest.mark.parametrize("game_id", available())
def test_every_declared_rule_has_its_source_on_the_step(game_id: str) -> None:
    """Each rule a step declares is held by its quote, or given beside it, once."""
    game, lesson = REGISTRY.get(game_id), load(game_id)
    for step in lesson.steps:
        held = {r.id for r in step_rules(step.rule.quote, step.rule.seed, list(game.rules))}
        beside = [r.id for rules, _ in sources_beside(step, game.rules) for r in rules]
        assert len(beside) == len(set(beside)), step.id
        for rule_id in step.teaches:
            if game.rules[rule_id].guard:
                continue
            assert (rule_id in held) != (rule_id in beside), (step.id, rule_id)


def _open(app: OpenApp, game_id: str, step_id: str) -> AppTest:
    at = app(f"{game_id}:learn", learner="besides000001")
    at.selectbox(key=f"w:{game_id}:learn:jump").set_value(load(game_id).index(step_id)).run()
    assert not at.exception, at.exception
    return at


def _folded(at: AppTest) -> list[str]:
    """The "Also taught here" folds, each from its start (drawn in the element of the step's
    own source, under it: ui/pages/learn.py's source_md)."""
    fold = '<details class="tb-beside"'
    return [m.value[m.value.index(fold) :] for m in at.markdown if fold in m.value]


def test_forty_five_s_follow_step_gives_the_lead_s_source(app: OpenApp) -> None:
    at = _open(app, "forty_five", "follow_or_trump")
    lead = REGISTRY.get("forty_five").rules["forty_five.lead"]
    folded = _folded(at)
    assert len(folded) == 1
    said = folded[0]
    assert "Also taught here: 1 more rule, and its source" in said
    for words in (lead.statement, lead.shown, lead.note):
        assert red_html(words) in said, words
    assert escape(lead.book_shown) in said


@pytest.mark.parametrize(("game_id", "step_id", "n"), [("spoil_five", "penalty", 5)])
def test_a_step_declaring_several_rules_counts_them(
    app: OpenApp, game_id: str, step_id: str, n: int
) -> None:
    at = _open(app, game_id, step_id)
    folded = _folded(at)
    assert len(folded) == 1 and f"Also taught here: {n} more rules, and their sources" in folded[0]
    assert folded[0].count("<li>") == n  # five passages of Foster's, one for each


def test_the_learn_page_s_examples_hold() -> None:
    import doctest

    import ui.pages.learn

    result = doctest.testmod(ui.pages.learn)
    assert result.attempted >= 1 and not result.failed
