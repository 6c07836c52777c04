"""Linger Longer: the winner of a game's last trick who played his last card to it is not "out"
(quiz audit). The still-in explanation of such a trick said "P2 played his last card: out",
then "the game ends, and as winner of the last trick P2 wins it"; ``trickbook answer`` listed the
winner under ``dropped_out`` and the text table drew him "out after the trick shown" above "P3
won that trick and wins the game". Seed 003: "When a player is left without any cards, he drops
out of the hand, and the others play on" — here nobody plays on: "If two or more are down to one
card each at the end, the winner of the last trick wins the game" (``last_trick``), and where he
has no card to lead with the stock empty, RULES.md's "the game ends under the last-trick rule"
(``winner_out``). The words now say he played his last card but won, citing that rule."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401
from engine.games.linger_longer.text import render
from engine.quiz import Question, explanation
from engine.scenario import Scenario, answer, from_dict
from lessons import load
from ui.games.linger_longer import status

LL4 = "game: linger_longer\nplayers: 4\ndealer: P0\nturned: 7H\nstock: 0\n"
POSITIONS = {
    # last_trick: P1, P2 and P3 play their last cards; P3's Q♥ wins
    "last_trick": LL4 + "hands: {P0: [], P1: [], P2: [], P3: []}\nleader: P1\n"
    "trick: [P1 AC, P2 KC, P3 QH]",
    # winner_out: P2 wins with his last card, three others still hold cards
    "winner_out": LL4 + "hands: {P0: [9D], P1: [3D], P2: [], P3: [2C]}\nleader: P1\n"
    "trick: [P1 KS, P2 AS, P3 6S, P0 5S]",
    # winner_out, and P1 played his last card too: he is out, the winner is not
    "winner_out, one out": LL4 + "hands: {P0: [9D], P1: [], P2: [], P3: [2C]}\nleader: P1\n"
    "trick: [P1 KS, P2 AS, P3 6S, P0 5S]",
}
LESSON = load("linger_longer")
CASES: list[tuple[str, Scenario]] = [
    *((name, from_dict(yaml.safe_load(text), "audit.yaml")) for name, text in POSITIONS.items()),
    *((f"step {s.id}", s.scenario) for s in LESSON.steps if s.scenario is not None),
    *((f"quiz {q.id}", q.scenario) for q in LESSON.quiz),
]
# every game over on a trick its winner took with his last card
WON_EMPTY = [
    (name, scn)
    for name, scn in CASES
    if scn.state.phase == "over" and scn.state.out[scn.state.winner] >= 0
]


def test_the_lesson_and_the_audit_positions_reach_both_endings() -> None:
    results = {scn.state.result for _, scn in WON_EMPTY}
    assert results == {"last_trick", "winner_out"}
    assert {"step last_trick", "step winner_out", "quiz q_settle_last_trick"} <= {
        name for name, _ in WON_EMPTY
    }


@pytest.mark.parametrize(("name", "scn"), WON_EMPTY, ids=[n for n, _ in WON_EMPTY])
def test_the_winner_who_played_his_last_card_is_not_called_out(name: str, scn: Scenario) -> None:
    s: Any = scn.state
    w = f"P{s.winner}"
    # the still-in explanation: others may be out, he is not; he played his last card but won
    lines, rules = explanation(Question("x", "still_in", "?", scn))
    said_out = [ln for ln in lines if ln.endswith(": out")]
    assert all(w not in re.findall(r"P\d", ln) for ln in said_out), lines
    won = [ln for ln in lines if ln.startswith(f"{w} played his last card")]
    assert len(won) == 1 and "but he won" in won[0] and f"{w} wins it" in won[0], lines
    assert "nobody drops out" not in " ".join(lines)
    assert f"linger_longer.{s.result}" in [r.id for r in rules]
    # trickbook answer: he is the winner, never among those who dropped out
    st = answer(scn)["settlement"]
    assert st["winner"] == w
    assert all(d["players"] and w not in d["players"] for d in st["dropped_out"]), st
    # the text table and the Play page's status line
    row = next(ln for ln in render(s).splitlines() if ln[2:].startswith(f"{w}:"))
    assert "out" not in row and "won the game" in row, row
    assert w not in status(s).split("out:")[1]


def test_a_player_out_with_him_is_still_out() -> None:
    scn = dict(WON_EMPTY)["winner_out, one out"]
    lines, _ = explanation(Question("x", "still_in", "?", scn))
    assert "P1 played his last card: out" in lines
    assert "P2 played his last card too, but he won the trick" in lines[-1]
    assert answer(scn)["settlement"]["dropped_out"] == [{"after_trick": None, "players": ["P1"]}]
