"""A game-points question and the line under it that says how to answer name the same
scorers: the ones the engine scores, each side where partners score together (the answer's
fields read P0+P2 and P1+P3), each player where everyone scores alone.

Four-hand Sixty-Six's q_gp_four asked "What does each side score?" over "Write the game
points each one scores this hand" (engine.quiz.amount_hint), Forty-Five's partnership
questions likewise ("How many points does each side score in it?"); a generated four-hand
Sixty-Six question asked "each player (or side)", and a generated two-hand Forty-Five one
"each side", where each player scores alone."""

from __future__ import annotations

import re

import pytest

from engine.quiz import Question, amount_hint, practice
from lessons import available, load


def _scorers(q: Question) -> str:
    """The engine's scorers: its answer's fields, a side named by its seats ("P0+P2")."""
    return "side" if any("+" in name for name in q.solve()) else "player"


def _said(text: str) -> set[str]:
    return set(re.findall(r"\beach (side|player|one)\b", text))


def _curated() -> list[Question]:
    return [q for g in available() for q in load(g).quiz if q.kind == "game_points"]


def _generated() -> list[Question]:
    out, seen = [], set()
    for gid, counts in (("sixty_six", {2, 3, 4}), ("forty_five", {2, 4, 6})):
        for seed in range(60):
            q = practice(gid, seed, kind="game_points")
            n = q.state.n
            if n not in seen and n in counts:
                seen.add(n)
                out.append(q)
        assert {n for n in seen if n in counts} == counts, (gid, seen)
        seen.clear()
    return out


@pytest.mark.parametrize("where", ["curated", "generated"])
def test_the_prompt_and_the_hint_name_the_engines_scorers(where: str) -> None:
    off = []
    for q in _curated() if where == "curated" else _generated():
        who = _scorers(q)
        hint = amount_hint(q, "hand")
        if _said(q.prompt) != {who} or _said(hint) != {who} or "(or side)" in q.prompt:
            off.append((q.game.id, q.id, q.state.n, who, q.prompt, hint))
    assert off == []
