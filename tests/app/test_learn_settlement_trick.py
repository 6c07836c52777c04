"""A Learn step that settles a game ended by a trick in its position draws that trick in the
middle of the table, its winning card marked, as a trick-winner step does.

Seen in a learner walk (/?game=linger_longer&step=last_trick at 1400 and 390 px): the step
reads "P1, P2 and P3 each play their last card: P3's Q♥, a trump, wins the trick, and with it
the game", and the seats say "out after the trick shown", but the middle of the table said
only "Tricks: the game is over"; the trick was to be found as three small cards under "P3's
tricks" beside the stock. Linger Longer's last_left, last_trick, winner_out and stake are such
steps (a ``trick`` completed in the scenario); a step with only ``tricks`` or ``tricks_won``
(Napoleon's stop, Sixty-Six's, Loo's) has no trick being played and is drawn as before.

    last_trick:        P2 out            This trick: P3 wins      Stock 0
                 P1 out      P3 winner    A♣ (P1)  K♣ (P2)  [Q♥] (P3)
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

OpenApp = Callable[..., AppTest]
LL = "linger_longer"


@pytest.mark.parametrize(
    ("step", "title"),
    [
        ("last_trick", "This trick: P3 wins"),
        ("last_left", "Trick 5: P2 wins"),
        ("winner_out", "This trick: P2 wins"),
        ("stake", "Trick 7: P3 wins"),
    ],
)
def test_a_settlement_step_draws_the_trick_that_ended_the_game(
    app: OpenApp, step: str, title: str
) -> None:
    at = open_step(app(f"{LL}:learn"), LL, step)
    html = markdown(at)
    assert title in html
    assert "the game is over" not in html  # the middle holds the trick, not the empty note


def test_a_settlement_step_without_a_trick_being_played_is_drawn_as_before(app: OpenApp) -> None:
    at = open_step(app("napoleon:learn"), "napoleon", "stop")
    html = markdown(at)
    assert "the deal is over" in html and ": P1 wins" not in html
