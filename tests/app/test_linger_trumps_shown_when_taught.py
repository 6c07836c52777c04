"""Linger Longer's Learn pictures show what the lesson has taught by then: its first step, 'As
many cards as players', drew the Trumps box ("Trumps ♥", "turned: 7♥") a step before 'The
dealer's last card fixes trumps' teaches it, and its Stock box said "only a trick's winner
draws" four steps before 'Only the winner draws' (look17). A step before the one that first
teaches a rule (lessons.teaching.taught_later, from what the steps declare and quote) draws
neither; Play and the Quiz draw the table as before."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.teaching import teaching_steps
from ui.cards import TableView, table_view

GID = "linger_longer"
DRAWS = "only a trick\u2019s winner draws"  # (felt words: the apostrophe typeset)


def _boxes(view: TableView) -> dict[str, str]:
    return dict(view.extras)


def _said(view: TableView) -> str:
    return " ".join(_boxes(view).values()).replace("'", "\u2019")


def test_the_first_step_draws_the_deal_and_the_stock_only() -> None:
    lesson = load(GID)
    deal = first_view(lesson.step("deal"))
    assert deal is not None
    boxes = _boxes(deal)
    assert not [k for k in boxes if k.startswith("Trumps")], list(boxes)
    assert "Stock" in boxes and "36 cards" in boxes["Stock"] and DRAWS not in _said(deal)
    turned = first_view(lesson.step("trump_card"))  # the next step teaches it: drawn there
    assert turned is not None and "Trumps ♥" in _boxes(turned)
    assert "turned: " in _boxes(turned)["Trumps ♥"] and ">7♥<" in _boxes(turned)["Trumps ♥"]


@pytest.mark.parametrize(
    ("rule", "drawn"),
    [
        ("linger_longer.trump_card", lambda v: any(k.startswith("Trumps ") for k in _boxes(v))),
        ("linger_longer.winner_draws", lambda v: DRAWS in _said(v)),
    ],
    ids=["trump box", "winner draws"],
)
def test_each_step_draws_it_once_its_rule_is_taught(
    rule: str, drawn: Callable[[TableView], bool]
) -> None:
    """Every step of the lesson, as it opens: drawn from the step that teaches the rule on,
    never before (a question's and a task's picture never says who draws: that may be asked)."""
    lesson = load(GID)
    taught = lesson.index(teaching_steps(lesson, REGISTRY.get(GID).rules)[rule].id)
    assert taught > 0
    for k, step in enumerate(lesson.steps):
        view = first_view(step)
        if view is None or step.scenario is None:
            continue
        if k < taught:
            assert not drawn(view), (step.id, rule)
        elif rule.endswith("trump_card"):
            assert drawn(view), step.id


def test_play_draws_the_trump_box_and_the_draw() -> None:
    """Play's table (no ``untaught``) of the same deal keeps both."""
    scn = load(GID).step("deal").scenario
    assert scn is not None
    view = table_view(scn.state, viewer=1, highlight=False)
    assert "Trumps ♥" in _boxes(view) and DRAWS in _said(view)
