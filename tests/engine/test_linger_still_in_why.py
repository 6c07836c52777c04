"""Linger Longer's "who is still in after this trick?" feedback: the answer names the card that
won ("P0, P2 (P2's A♠ won the trick)", f0cea98), so the Why's first line says why that card
won and who takes the trick, not the answer again ("P2 wins the trick with A♠"); the lines
after it say what follows (who draws, who drops out)."""

from __future__ import annotations

import pytest

from engine.quiz import Question, check, practice
from lessons import load


def _questions() -> list[Question]:
    curated = [q for q in load("linger_longer").quiz if q.kind == "still_in"]
    made = [practice("linger_longer", seed=s, kind="still_in", level=2) for s in range(12)]
    return curated + made


@pytest.mark.parametrize("q", _questions(), ids=lambda q: q.id)
def test_the_why_says_why_the_card_won(q: Question) -> None:
    g, s = q.game, q.state
    plays, w = s.history[-1]
    reason = g.trick_reason(s)  # "no trump was played: A♠ is the highest spade, the suit led"
    assert reason
    _, lines, _ = g.still_in(s)
    assert lines[0] == f"{reason}, so P{w} takes the trick", lines
    fb = check(q, sorted(q.solve()))
    assert fb.explanation[0] == lines[0]
    assert not any(line.startswith(f"P{w} wins the trick with ") for line in fb.explanation)
    # what follows is still said: whether the winner draws, and who is out
    assert any(f"P{w} draws" in line for line in fb.explanation), fb.explanation
