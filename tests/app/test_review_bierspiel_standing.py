"""Bierspiel's "Review this deal" asks by the learner's deal against the others' (learner walk,
/bierspiel-play): after a deal in which he wiped out one point and P4 wiped out four, it asked
"You won: could you have won more?". Every player in wipes out points; the race is to wipe out
more than the others (the last with points pays for the beer), so one point against four is no
win. The review asked by the sign of his own result line (a point wiped out: "success"); the
game now declares its reading (GameUI.standing) and the review asks by it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import go
from streamlit.testing.v1 import AppTest
from test_hand_review import finished_table

from engine.game import REGISTRY, Action
from engine.ledger import seat_account
from ui.pages.review_hand import question

OpenApp = Callable[..., AppTest]
GID = "bierspiel"
G = REGISTRY.get(GID)


def first(acts: list[Action]) -> Action:
    return acts[0]


def _nets(state: Any) -> list[int]:
    """What each seat gained in the deal: the engine's settlement (a point wiped out +1, a
    fresh cross -5)."""
    settle = G.settlement(state)
    net = settle.net() if settle else {}
    return [net.get(seat_account(p), 0) for p in range(state.n)]


def test_one_point_against_four_is_asked_where_he_fell_behind(app: OpenApp) -> None:
    # seed 5, the learner (P0) taking the first action on offer: one trick, P4 four
    t = finished_table(GID, seed=5, choose=first)
    nets = _nets(t.state)
    assert 0 < nets[t.seat] < max(nets), nets  # he gained, and another gained more
    at = app()
    at.session_state[f"{GID}:table"] = t
    go(at, f"{GID}:play")
    assert not at.exception, at.exception
    caption = next(c.value for c in at.caption if "judges each of your decisions" in c.value)
    assert "You won" not in caption, caption
    assert caption.startswith("Another player did better this deal: where did you fall behind?")


def test_the_most_points_wiped_out_is_asked_whether_he_could_do_better_still() -> None:
    # seed 1, the first action on offer: three points wiped out, the most at the table
    t = finished_table(GID, seed=1, choose=first)
    nets = _nets(t.state)
    others = [n for p, n in enumerate(nets) if p != t.seat]
    assert nets[t.seat] > max(others), nets
    asked = question(G, t)
    assert asked == "You did best at the table this deal: could you have done better still?"
