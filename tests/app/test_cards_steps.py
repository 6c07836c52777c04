"""A step about the cards, not a move (``show: cards``: a suit's card order) draws nobody's
turn: no "may rob, then play" tag and no box of the duties at this trick (learner walk
2026-12-02: Forty-Five's order_hearts showed "Now: P1 holds the ace of trumps and may rob ..."
beside the thirteen hearts). The tables leave the box out by their own option (``duties=False``),
not by Learn matching its label."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings)
from lessons import load
from lessons.tasks import task_for
from ui.cards import felt_words, table_html, table_view
from ui.games import forty_five, spoil_five
from ui.pages.learn_position import still_view

OpenApp = Callable[..., AppTest]
DUTIES = {"forty_five": forty_five.duties_now, "spoil_five": spoil_five.duties_now}
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
    # what the table's "Now" box says at a turn, as the felt writes it (red cards red: 9addfaa)
    duties = felt_words(DUTIES[game_id](scn.state, -1))
    full = table_view(scn.state, reveal=True, highlight=False)
    assert any(duties in inner for _, inner in full.extras)
    view = still_view(scn.state)
    assert not any(duties in inner for _, inner in view.extras)
    assert not any(seat.to_move for seat in view.seats)
    hands = [scn.state.hands[i].bit_count() for i in range(scn.state.n)]
    assert [len(seat.faces) for seat in view.seats] == hands  # every hand still face up
    html = table_html(view, 56)
    assert "may rob" not in html and "to play" not in html and duties not in html


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_card_order_step_gives_every_hand(game_id: str, step_id: str) -> None:
    """Every seat holds a whole hand, drawn face up: the dealer P0's was not given, and the
    picture drew it as five backs beside the hands the text reads (learner walk)."""
    scn = load(game_id).step(step_id).scenario
    assert scn is not None
    hand = 5  # both games deal five cards each
    assert [scn.state.hands[i].bit_count() for i in range(scn.state.n)] == [hand] * scn.state.n
    view = still_view(scn.state)
    assert all(len(seat.faces) == hand and not seat.backs for seat in view.seats)


@pytest.mark.parametrize("game_id", ["forty_five", "spoil_five"])
def test_the_tables_leave_the_duties_out_by_their_option(game_id: str) -> None:
    """``duties=False`` drops the "Now" box and nothing else: the trumps, the pool or points
    and the won tricks stay as the table draws them."""
    state = load(game_id).step("order_hearts").scenario.state  # type: ignore[union-attr]
    duties = felt_words(DUTIES[game_id](state, -1))
    full = table_view(state, reveal=True, highlight=False)
    bare = table_view(state, reveal=True, highlight=False, duties=False)
    gone = [x for x in full.extras if x not in bare.extras]
    assert len(gone) == 1 and duties in gone[0][1], gone
    assert [x for x in full.extras if x not in gone] == list(bare.extras)


def test_learn_shows_the_hearts_order_without_the_robbing_duty(app: OpenApp) -> None:
    at = open_step(app("forty_five:learn"), "forty_five", "order_hearts")
    text = markdown(at)
    assert 'aria-label="card table"' in text and "ace of hearts" in text  # the picture
    assert "may rob" not in text and "holds the ace of trumps" not in text
