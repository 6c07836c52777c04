"""A lesson says who plays with whom before its pictures tag the seats with their sides.

Learner walk (learnwalk2, 390x2200): Forty-Five's lesson taught partnerships in its last
chapter, "Sides and scoring" (step 19 of 23, 'partners': "partners sit alternately: P0 and P2
play against P1 and P3"), while the pictures from step 1 on (/forty_five-learn?step=
order_diamonds) drew four seats tagged "side P0+P2" and "P1+P3": tags no step had explained.
Now 'partners' opens the lesson in a chapter of its own, "Two sides", and its text says what the
tags are; scoring (all five, game, per trick, counting out) stays last, after play.

Checked for every lesson: the first step whose picture (as Learn draws it) tags a seat with its
side comes at or after the first step whose text says who the partners are.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from lessons import available, load
from ui.cards import TableView
from ui.pages.learn_position import step_view

PARTNERS = re.compile(r"\bpartners?\b|\bpartnerships?\b", re.IGNORECASE)


def first_sides_drawn(game_id: str) -> int | None:
    """The index of the lesson's first step whose picture tags a seat with its side."""
    for i, step in enumerate(load(game_id).steps):
        if step.scenario is None:
            continue
        view = step_view(step.scenario.game, step, step.scenario, "")
        if isinstance(view, TableView) and any(seat.side_name for seat in view.seats):
            return i
    return None


SIDED = [g for g in available() if first_sides_drawn(g) is not None]


def test_the_partnership_games_draw_sides() -> None:
    assert {"forty_five", "sixty_six"} <= set(SIDED)


@pytest.mark.parametrize("game_id", SIDED)
def test_the_partners_are_said_before_the_pictures_tag_the_sides(game_id: str) -> None:
    steps = load(game_id).steps
    drawn = first_sides_drawn(game_id)
    assert drawn is not None
    said = next((i for i, s in enumerate(steps) if PARTNERS.search(s.text)), None)
    assert said is not None and said <= drawn, (steps[drawn].id, said and steps[said].id)


def test_forty_five_opens_on_its_two_sides() -> None:
    lesson = load("forty_five")
    first = lesson.steps[0]
    assert first.id == "partners" and first.chapter == "Two sides"
    text = " ".join(first.text.split())
    assert "P0+P2" in text and "P1+P3" in text  # the tags the pictures draw
    # scoring stays after play: its chapter is the last
    assert lesson.steps[-1].id == "count_out"
