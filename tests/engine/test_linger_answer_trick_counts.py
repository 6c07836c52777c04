"""``trickbook answer`` on a Linger Longer position says the game's trick numbers only where the
position says them (follows 30a23d4 and f8d836f, which made the app's tables and titles say
"This trick" and count no tricks there). docs/examples/linger_longer_last_trick.yaml, an empty
stock set up by hand, answered ``tricks_played: 1`` and P1, P2 and P3 out ``after_trick: 1``, as
if the game began at the trick shown: an empty stock does not say how many tricks came before
(no game from a full pack empties it), nor does a stock under ``reshuffle``. Such a position
(``LingerState.counted`` false) now answers ``null`` for both; a stock that says keeps the
game's numbers (52 − n² − s tricks before the position), and ``0`` still marks a player
already out when the position begins (docs/scenarios.md)."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.cli import main
from engine.scenario import Scenario, answer, load_file
from lessons import load

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("linger_longer_*"))
LESSON = load("linger_longer")
CASES: list[tuple[str, Scenario]] = [
    *((p.name, load_file(p)) for p in EXAMPLES),
    *((f"step {s.id}", s.scenario) for s in LESSON.steps if s.scenario is not None),
    *((f"quiz {q.id}", q.scenario) for q in LESSON.quiz),
]
SETTLED = [(name, scn) for name, scn in CASES if "settlement" in answer(scn)]


@pytest.mark.parametrize(("name", "scn"), SETTLED, ids=[name for name, _ in SETTLED])
def test_the_answer_numbers_tricks_only_where_the_position_says(name: str, scn: Scenario) -> None:
    s: Any = scn.state
    st = answer(scn)["settlement"]
    # the game's winner, who may have played his last card to the last trick, is not out
    out_now = {f"P{p}" for p in range(s.n) if s.out[p] > 0 and s.is_out(p)}
    out_before = {f"P{p}" for p in range(s.n) if s.out[p] == 0}
    after = {p: d["after_trick"] for d in st["dropped_out"] for p in d["players"]}
    assert {p for p, k in after.items() if k == 0} == out_before
    if s.counted:
        assert st["tricks_played"] == s.before + len(s.history) > 0
        assert {p: s.before + s.out[int(p[1:])] for p in out_now} == {
            p: k for p, k in after.items() if p in out_now
        }
    else:
        assert st["tricks_played"] is None
        assert {p for p, k in after.items() if k is None} == out_now


def test_both_kinds_of_position_are_judged() -> None:
    counted = {name for name, scn in SETTLED if scn.state.counted}
    assert counted and len(counted) < len(SETTLED)
    assert {"linger_longer_last_trick.yaml", "step last_trick", "step winner_out"} <= {
        name for name, _ in SETTLED
    } - counted


def test_the_command_prints_null_for_the_hand_set_last_trick() -> None:
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        rc = main(["answer", str(ROOT / "docs" / "examples" / "linger_longer_last_trick.yaml")])
    st = json.loads(buf.getvalue())["settlement"]
    assert rc == 0 and st["tricks_played"] is None and st["stock_left"] == 0
    assert st["dropped_out"] == [
        {"after_trick": 0, "players": ["P0"]},
        {"after_trick": None, "players": ["P1", "P2"]},  # P3, who won the last trick, wins
    ]
