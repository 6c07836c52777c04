"""A Linger Longer settlement says before which trick a seat was out, for a position set up
mid-game: its "end" column said a bare "out before" (learner walk: /linger_longer-learn?
step=last_left, P1 and P3 "out before" beside P0 "out after trick 5"; 'stake', 'last_trick'
and the questions q_settle, q_settle_last_trick and q_still_in_empty the same), which says
not of what. Now "out before trick 5" where the stock says how many tricks came before the
position, else "out before the trick shown", as the seats' "out after the trick shown"."""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.games.linger_longer.state import LingerState
from lessons import load

GAME = REGISTRY.get("linger_longer")


def finished() -> dict[str, LingerState]:
    """The lesson's finished positions (steps and questions)."""
    lesson = load("linger_longer")
    found = {s.id: s.scenario.state for s in lesson.steps if s.scenario is not None}
    found |= {q.id: q.scenario.state for q in lesson.quiz}
    return {k: s for k, s in found.items() if GAME.is_over(s)}


def test_a_seat_out_before_the_position_says_before_which_trick() -> None:
    met = set()
    for name, s in finished().items():
        for p, row in enumerate(GAME.settled_rows(s)):
            if s.out[p] != 0 or p == s.winner:
                continue
            met.add(name)
            if s.counted:  # the game's number for the record's first trick
                assert row["end"] == f"out before trick {s.trick_no(1)}", (name, row)
            else:
                assert row["end"] == "out before the trick shown", (name, row)
    assert {"last_left", "stake", "last_trick", "q_settle", "q_still_in_empty"} <= met, met


def test_the_last_left_step_reads_as_the_game_went() -> None:
    rows = GAME.settled_rows(finished()["last_left"])
    assert [r["end"] for r in rows] == [
        "out after trick 5",
        "out before trick 5",
        "won the game",
        "out before trick 5",
    ]
