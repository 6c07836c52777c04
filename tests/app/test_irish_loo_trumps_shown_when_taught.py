"""Irish Loo's Learn pictures draw the turned trump from the step that turns it: the first step,
'No widow, no simple pool' ("The dealer gives you three cards ... There is no extra hand for a
widow"), drew "Trumps ♦" and the 9♦ a step before 'A trump every deal' says "After the deal the
dealer turns the next card face up" (look17, look18). A step before the one teaching the rule
that turns it (lessons.teaching.taught_later: irish_loo.trump_turned) draws the deal and the
pool only; Play and the Quiz draw the trump as before."""

from __future__ import annotations

from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.teaching import teaching_steps
from ui.cards import TableView, table_view

GID = "irish_loo"
RULE = "irish_loo.trump_turned"


def _trump_box(view: TableView) -> bool:
    return any(k.startswith("Trumps") for k, _ in view.extras)


def test_the_first_step_draws_the_deal_and_the_pool_only() -> None:
    lesson = load(GID)
    deal = first_view(lesson.step("no_widow"))
    assert deal is not None
    assert [k for k, _ in deal.extras] == ["Pool"]
    turned = first_view(lesson.step("trump_always"))  # the next step turns it: drawn there
    assert turned is not None
    boxes = dict(turned.extras)
    assert "Trumps ♦" in boxes and "nine of diamonds" in boxes["Trumps ♦"]


def test_each_step_draws_the_trump_once_its_turn_is_taught() -> None:
    """Every step of the lesson, as it opens: no trump box before the step teaching the turn,
    one (the card turned, or its suit's sign) at it and after, where the position has a trump."""
    lesson = load(GID)
    taught = lesson.index(teaching_steps(lesson, REGISTRY.get(GID).rules)[RULE].id)
    assert taught > 0
    for k, step in enumerate(lesson.steps):
        view = first_view(step)
        if view is None or step.scenario is None:
            continue
        assert _trump_box(view) == (k >= taught and step.scenario.state.trump >= 0), step.id


def test_play_draws_the_trump_box() -> None:
    """Play's table (no ``untaught``) of the same deal keeps it."""
    scn = load(GID).step("no_widow").scenario
    assert scn is not None
    assert "Trumps ♦" in dict(table_view(scn.state, viewer=1, highlight=False).extras)
