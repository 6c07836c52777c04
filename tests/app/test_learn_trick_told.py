"""Learn's trick title tells the learner his own win: "Trick 2: you win", not "Trick 2: P0
wins", where the step seats him (its task's mover, or a text that says "You are P0"), as the
rest of a seated lesson speaks to him (ui.format.does). A step that seats nobody names every
seat; the learner in another seat reads the winner's name."""

from __future__ import annotations

import re

import pytest
from apptools import pictures
from streamlit.testing.v1 import AppTest

from lessons import load

STEP = load("rams").step("trick_winner")  # a trick P0 wins; the step seats nobody
assert STEP.scenario is not None and STEP.scenario.state.history[-1][1] == 0
TRICK = f"Trick {len(STEP.scenario.state.history)}"


def _page() -> None:
    import dataclasses

    import streamlit as st

    import ui.games  # noqa: F401  (registers the drawings)
    from lessons import load
    from ui.pages.learn_position import draw_position

    step = load("rams").step("trick_winner")
    seat = st.session_state.get("seat")
    if seat is not None:  # the same step, telling the learner his seat
        step = dataclasses.replace(step, text=f"You are P{seat}. {step.text}")
    assert step.scenario is not None
    draw_position(step.scenario.game, step, step.scenario)


def _drawn(seat: int | None) -> tuple[str, list[str]]:
    """The trick's title and the seats' names in the step's picture."""
    at = AppTest.from_function(_page, default_timeout=60)
    at.session_state["seat"] = seat
    at.run()
    assert not at.exception, at.exception
    html = pictures(at)[0]
    title = re.search(r'class="tb-trick" role="group" aria-label="([^"]*)"', html)
    assert title is not None, html[:400]
    names = re.findall(r'data-place="\w+"[^>]*><div style="font-weight:700[^>]*>([^<]*)<', html)
    return title[1], [name.strip() for name in names]


@pytest.mark.parametrize(
    ("seat", "title", "you"),
    [(0, "you win", "P0 (you)"), (2, "P0 wins", "P2 (you)"), (None, "P0 wins", None)],
)
def test_the_trick_title_tells_the_seated_learner_his_win(
    seat: int | None, title: str, you: str | None
) -> None:
    got, names = _drawn(seat)
    assert got == f"{TRICK}: {title}"
    assert len(names) == STEP.scenario.state.n  # every seat named
    assert [name for name in names if "(you)" in name] == ([you] if you else [])
