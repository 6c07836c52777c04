"""A seat with no cards drawn is a small box with its name and a short note, not an empty box
as tall as a hand (learner walk, /?game=five_card_loo&step=elder_flush and pam_flush at 1400
and 390 px: P2, whose cards the flush leaves unshown, sat beside P3's five cards in the row
across the table, stretched to their height, an empty box; the note there was empty too).
Cause: the row across the table stretched every seat to its tallest (a flex row's default),
and the pool family's drawing gave a seat of a deal over no note, though no trick was played.
Now each seat of a row is as tall as its own contents, and such a seat says 'cards not shown'
as it does before the deal is over. Laid out by Chromium from the HTML alone."""

from __future__ import annotations

from typing import Any

import pytest
from apptools import lay_out

import ui.games  # noqa: F401  (registers the games' drawings)
from lessons import load
from ui.cards import table_html, table_view

COLUMNS = [(1400, 689), (390, 358)]  # the screen, and the Learn page's table column in it
STEPS = [("five_card_loo", "elder_flush"), ("five_card_loo", "pam_flush")]


def _view(game_id: str, step_id: str) -> Any:
    step = load(game_id).step(step_id)
    assert step.scenario is not None
    return table_view(step.scenario.state, reveal=True)


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_seat_whose_cards_a_flush_leaves_unshown_says_so(game_id: str, step_id: str) -> None:
    view = _view(game_id, step_id)
    empty = [s for s in view.seats if not s.faces and not s.backs]
    assert empty and all(s.note == "cards not shown" for s in empty), empty


@pytest.mark.parametrize(("screen", "column"), COLUMNS)
@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_seat_without_cards_is_not_stretched_to_its_neighbour(
    html_page: Any, screen: int, column: int, game_id: str, step_id: str
) -> None:
    lay_out(html_page, table_html(_view(game_id, step_id), 56), screen, column)
    got = html_page.evaluate(
        """() => [...document.querySelectorAll('[data-seat]')].map(s => ({
             name: s.getAttribute('aria-label'), place: s.dataset.place,
             height: s.getBoundingClientRect().height, cards: s.querySelectorAll('svg').length}))"""
    )
    empty = [s for s in got if not s["cards"]]
    assert empty, got
    for seat in empty:
        beside = [s["height"] for s in got if s["place"] == seat["place"] and s["cards"]]
        # P2 was as tall as P3's hand beside it; now its name and note, under half that
        assert all(seat["height"] < h * 0.6 for h in beside), (seat, got)
        assert seat["height"] < 60, (seat, got)
