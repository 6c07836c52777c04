"""A Learn step that holds no decision draws nobody's turn.

Spoil Five's first step, about the deal (/spoil_five-learn?step=deal), drew "P1 to play" on the
eldest hand and the table's "Now: Leading: any card." beside a text about dealing five cards
and turning up the trump: a move the step is not about, and no task asks it. So did every
game's first step ("P1 to declare" at Rams, Rounce, Bierspiel, Five-card Loo; "P1 to bid" at
Napoleon; "P1 to play" at Loo, Sixty-Six, Linger Longer) and the other steps without a ``show``
(Loo's pools, Rams' pool, Sixty-Six's card points). Checked here over every step of every
lesson: a step with no decision to show (no ``show``, or ``show: cards``) is drawn as
:func:`ui.pages.learn_position.still_view` draws a card-order step: no seat to move, no turn tag, no
"Now" box of duties; the hands as the step gives them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401  (registers the drawings)
from lessons import available, load
from lessons.tasks import task_for
from lessons.teaching import taught_later
from ui.cards import table_html, table_view
from ui.games import forty_five, spoil_five
from ui.pages.learn_position import step_view

OpenApp = Callable[..., AppTest]
DUTIES = {"forty_five": forty_five.duties_now, "spoil_five": spoil_five.duties_now}
# a seat's turn tag, as the tables word it ("P1 to play", "to declare", "to exchange", "to bid")
TURN_TAG = re.compile(r">to (play|lead|move|declare|bid|exchange|name trumps|discard)<")

STILL = [
    (game, step.id)
    for game in available()
    for step in load(game).steps
    if step.scenario is not None and step.show in (None, "cards")
]


def test_every_game_has_such_steps() -> None:
    assert {g for g, _ in STILL} == set(available())


@pytest.mark.parametrize(("game_id", "step_id"), STILL)
def test_a_step_without_a_decision_draws_nobody_to_move(game_id: str, step_id: str) -> None:
    lesson = load(game_id)
    step = lesson.step(step_id)
    assert task_for(step) is None
    scn = step.scenario
    assert scn is not None
    game = scn.game
    view = step_view(game, step, scn)
    assert not any(seat.to_move for seat in view.seats), (step_id, view.seats)
    html = table_html(view, 56)
    assert not TURN_TAG.search(html), TURN_TAG.search(html)
    if game_id in DUTIES:  # the table's "Now" box of duties at this trick
        mover = game.current_player(scn.state)
        if mover is not None and mover >= 0 and not game.is_over(scn.state):
            duties = DUTIES[game_id](scn.state, -1)
            assert duties not in html, duties
    # the hands stay as the step gives them, ordered as a picture at that step orders them
    # (before trumps are taught, Linger Longer's suit by suit: d18d1e39): only the turn is left out
    full = table_view(scn.state, reveal=True, highlight=False, untaught=taught_later(lesson, step))
    assert [(s.faces, s.backs) for s in view.seats] == [(s.faces, s.backs) for s in full.seats]


def test_spoil_five_s_deal_step_shows_no_turn(app: OpenApp) -> None:
    at = open_step(app("spoil_five:learn"), "spoil_five", "deal")
    text = markdown(at)
    assert 'aria-label="card table"' in text and "turned up: spades are trumps" in text
    assert "Leading: any card" not in text
    assert not TURN_TAG.search(text), TURN_TAG.search(text)
