"""Sixty-Six's Learn pictures draw the trump card from the step that turns it: 'A short pack of
24 cards', 'The ten ranks above the king' (a task), 'Counting cards' and 'Six cards each, and a
stock' drew the J♥ under the stock, "Stock · trumps ♥", before 'The trump card' says "The top
card of the stock is turned face up and slid half under the stock" (look17, look18); and
'Four-hand: partners and 32 cards' (a task) drew "Trumps ♣ ... P3 turned the 7♣" before 'The
dealer keeps the trump card' says "The dealer's last card is turned to fix trumps". A step
before the one teaching the rule (lessons.teaching.taught_later) draws the stock face down,
"Stock", as 'Six cards each, and a stock' tells it ("The other twelve lie face down between
you"), and a task's picture leaves it out as the step's own does (ui.quiz_picture.task_view's
``untaught``, from Learn's _task_picture). Play and the Quiz draw the trump card as before."""

from __future__ import annotations

from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.tasks import task_for
from lessons.teaching import teaching_steps
from ui.cards import TableView, table_view

GID = "sixty_six"


def _trump_drawn(view: TableView) -> bool:
    return any("trumps" in k.lower() for k, _ in view.extras) or any(
        "took up the" in t for s in view.seats for t in s.tags
    )


def test_the_deal_steps_draw_the_stock_face_down() -> None:
    lesson = load(GID)
    for sid in ("pack", "rank", "card_points", "deal"):
        view = first_view(lesson.step(sid))
        assert view is not None and not _trump_drawn(view), sid
        stock = dict(view.extras)["Stock"]
        assert "jack of hearts" not in stock and 'aria-label="the stock"' in stock, sid
    deal = first_view(lesson.step("deal"))
    assert deal is not None and "12 cards" in dict(deal.extras)["Stock"]
    turned = first_view(lesson.step("trump_card"))  # the step turning it draws it
    assert turned is not None and "jack of hearts" in dict(turned.extras)["Stock · trumps ♥"]


def test_the_tasks_before_it_draw_no_trump() -> None:
    """Both tasks open on a picture without it (Learn's task picture had no ``untaught``)."""
    lesson = load(GID)
    for sid in ("rank", "four_deal"):
        step = lesson.step(sid)
        assert task_for(step) is not None, sid
        view = first_view(step)
        assert view is not None and not _trump_drawn(view), sid
    four = first_view(lesson.step("four_trump_card"))
    assert four is not None and "P3 turned the 7♣" in dict(four.extras)["Trumps ♣"]


def test_each_step_draws_the_trump_once_its_rule_is_taught() -> None:
    """Every step of the lesson, as it opens: two- and three-hand by the trump card's rule,
    four-hand by its own."""
    lesson = load(GID)
    taught = teaching_steps(lesson, REGISTRY.get(GID).rules)
    at = {
        r: lesson.index(taught[r].id) for r in ("sixty_six.trump_card", "sixty_six.four.trump_card")
    }
    for k, step in enumerate(lesson.steps):
        view = first_view(step)
        if view is None or step.scenario is None:
            continue
        four = step.scenario.state.n == 4
        rule = "sixty_six.four.trump_card" if four else "sixty_six.trump_card"
        assert _trump_drawn(view) == (k >= at[rule]), step.id


def test_play_draws_the_trump_card() -> None:
    scn = load(GID).step("pack").scenario
    assert scn is not None
    assert "Stock · trumps ♥" in dict(table_view(scn.state, viewer=1, highlight=False).extras)
