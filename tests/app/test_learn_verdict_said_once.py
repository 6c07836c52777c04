"""A Learn task's verdict and the position drawn under it do not say the same line twice.

Seen in a learner walk (/?game=napoleon&step=follow at 1400 and 390 px): P3, with no spade to
the A♠ and 6♠, plays the Q♣ and is told "Yes: Q♣ may be played." with "You hold no ♠: you may
play what you please" under it; the picture of the position follows, and under it "You may
play any card in hand ...", "Every card in hand may be played" and "You hold no ♠: you may play
what you please" again. The verdict's lines (the engine's grounds for the move) are left out
of the position's list below it, which keeps its other lines; and since 46e192d the general
"Every card in hand may be played" is not said beside the one ground that frees every card.
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, markdown, open_step
from streamlit.testing.v1 import AppTest

OpenApp = Callable[..., AppTest]


def test_the_follow_tasks_ground_is_said_once(app: OpenApp) -> None:
    at = open_step(app("napoleon:learn"), "napoleon", "follow")
    at = click(at, "napoleon:learn:try:QC")
    html = markdown(at)
    assert "Q♣" in html and "may be played" in html
    assert html.count("you may play what you please") == 1, html.count(
        "you may play what you please"
    )
    # nor is the general line beside the one ground that frees every card (46e192d: said once)
    assert "Every card in hand may be played" not in html
    assert "You may play any card in hand" in html  # the position's own line stays
