"""A step about the cards, not a move (``show: cards``: a suit's card order) draws nobody's
turn: no "may rob, then play" tag and no box of the duties at this trick (learner walk
2026-12-02: Forty-Five's order_hearts showed "Now: P1 holds the ace of trumps and may rob ..."
beside the thirteen hearts)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from lessons.tasks import task_for
from ui.cards import table_html, table_view
from ui.games.forty_five import duties_now
from ui.games.spoil_five import now_box
from ui.pages.learn import NOW_BOX, still_view

OpenApp = Callable[..., AppTest]
STEPS = [
    ("forty_five", "order_diamonds"),
    ("forty_five", "order_hearts"),
    ("forty_five", "order_clubs"),
    ("forty_five", "order_spades"),
    ("forty_five", "plain_suits"),
    ("spoil_five", "order_hearts"),
    ("spoil_five", "order_diamonds"),
    ("spoil_five", "order_clubs"),
    ("spoil_five", "order_spades"),
]


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_card_order_step_draws_no_turn_and_no_duties(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    assert step.show == "cards" and task_for(step) is None
    scn = step.scenario
    assert scn is not None
    full = table_view(scn.state, reveal=True, highlight=False)
    assert NOW_BOX in [label for label, _ in full.extras]  # what the table says at a turn
    view = still_view(scn.state)
    assert NOW_BOX not in [label for label, _ in view.extras]
    assert not any(seat.to_move for seat in view.seats)
    hands = [scn.state.hands[i].bit_count() for i in range(scn.state.n)]
    assert [len(seat.faces) for seat in view.seats] == hands  # every hand still face up
    html = table_html(view, 56)
    assert "may rob" not in html and "to play" not in html


def test_the_now_box_is_the_one_the_tables_draw() -> None:
    state = load("forty_five").step("order_hearts").scenario.state  # type: ignore[union-attr]
    assert now_box(duties_now, state, None)[0] == NOW_BOX


def test_learn_shows_the_hearts_order_without_the_robbing_duty(app: OpenApp) -> None:
    at = open_step(app("forty_five:learn"), "forty_five", "order_hearts")
    text = markdown(at)
    assert 'aria-label="card table"' in text and "ace of hearts" in text  # the picture
    assert "may rob" not in text and "holds the ace of trumps" not in text
