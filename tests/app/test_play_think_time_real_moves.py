"""Play's status line times the computer's real decisions, not the moves it had no choice in.

Found by the learner walk: /bierspiel-play at the Monte-Carlo level, before the learner's
first declaration, said 'computer: Monte-Carlo (about 0 ms a move)': the only computer move
so far was the dealer's "Auf" (the one action open to him), timed as a move like any other,
and a learner read that the strongest level does not think at all."""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, open_box
from streamlit.testing.v1 import AppTest

from engine.games.pool.bierspiel import BIERSPIEL

GID = "bierspiel"
OpenApp = Callable[..., AppTest]


def test_a_forced_move_is_not_timed(app: OpenApp) -> None:
    at = app(f"{GID}:play", **{f"{GID}__seed": 5})
    open_box(at, f"{GID}:play:setup_box")
    at.radio(key=f"w:{GID}:bots").set_value("Monte-Carlo").run()
    click(at, f"{GID}:new_game")
    t = at.session_state[f"{GID}:table"]
    assert t.bots == "Monte-Carlo" and BIERSPIEL.current_player(t.state) == t.seat
    assert any(e.startswith(f"P{t.state.dealer} says “Auf”") for e in t.events), t.events
    assert t.think == [], t.think  # the "Auf" was the dealer's only action
    assert not any("ms a move" in c.value for c in at.caption)
