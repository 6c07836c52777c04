"""Each card-order step of Spoil Five's and Forty-Five's lessons draws the trumps in a row, best
first, as the engine ranks them (issue 9: "The Learn lesson gives the card order its own steps:
one position per trump suit, the cards drawn in order").

Found by look12 (/forty_five-learn?step=order_diamonds at 1400 and 390 px): Spoil Five's four
steps drew the row "Trumps, best first" beside the table, but Forty-Five's four drew only the
hands, five trumps to a seat in the seats' order (P1 at the left, then P2 at the top, then P3
at the right) and the turn-up in its own box, so the order was left to be pieced together from
three boxes and a fourth; its text said only "Each hand here is drawn best first"."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import open_step, pictures
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS
from engine.games.spoil_five import rank_of
from lessons import load

OpenApp = Callable[..., AppTest]
ROW = "Trumps, best first"


def _turned(state: object) -> int:
    return int(getattr(state, "turn_card", getattr(state, "turned", -1)))


def _order_steps(game_id: str) -> list[tuple[str, int]]:
    """The lesson's steps whose position lays every trump face up, with the trump suit."""
    out = []
    for step in load(game_id).steps:
        if step.scenario is None:
            continue
        state = step.scenario.state
        shown = 1 << _turned(state)
        for hand in state.hands:
            shown |= hand
        if not rank_of(state.trump).trump_mask & ~shown:
            out.append((step.id, state.trump))
    return out


STEPS = [(g, s) for g in ("spoil_five", "forty_five") for s, _ in _order_steps(g)]


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_one_card_order_step_per_trump_suit(game_id: str) -> None:
    assert sorted(t for _, t in _order_steps(game_id)) == [0, 1, 2, 3], _order_steps(game_id)


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_the_step_draws_the_trumps_in_order(app: OpenApp, game_id: str, step_id: str) -> None:
    at = open_step(app(f"{game_id}:learn"), game_id, step_id)
    assert not at.exception, at.exception
    html = pictures(at)[0]
    assert ROW in html, f"{game_id}/{step_id}: no row {ROW!r}"
    row = html.split(ROW, 1)[1]
    drawn = re.findall(r'data-card="(\w+)"', row)
    state = load(game_id).step(step_id).scenario.state  # type: ignore[union-attr]
    order = [CARDS[c].code for c in rank_of(state.trump).trump_order]
    assert drawn[: len(order)] == order, (game_id, step_id, drawn, order)


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_the_lesson_names_the_row(game_id: str) -> None:
    """By its first card-order step the lesson has said where the order is drawn."""
    lesson = load(game_id)
    first = lesson.index(_order_steps(game_id)[0][0])
    assert any(f"*{ROW}*" in s.text for s in lesson.steps[: first + 1]), game_id
