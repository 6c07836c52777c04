"""Linger Longer's Play header names the learner "you" among the players out: it read
'Stock: 0 cards · out: P0, P2, P3 · 4 players · you are P3' (learner walk). The line is the
game's status told to the learner's seat (ui/games/linger_longer.py status, GameUI.status)."""

from __future__ import annotations

import random

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table
from ui.play_view import status_line


def _table(state: object, seat: int) -> Table:
    game = REGISTRY.get("linger_longer")
    variant = next(iter(game.variants))
    return Table(game.id, 4, seat, "random", variant, {}, random.Random(0), state=state)


def test_the_header_names_the_learner_you_among_those_out() -> None:
    game = REGISTRY.get("linger_longer")
    rng = random.Random(3)
    s = game.new_deal(players=4, dealer=0, seed=3)
    while not game.is_over(s) and not any(o >= 0 for o in s.out):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    out = [p for p in range(4) if s.out[p] >= 0]
    assert out, "nobody went out in the seeded deal"
    me, other = out[0], next(p for p in range(4) if p != out[0])
    line = status_line(game, _table(s, me))
    assert "you" in line.split(" · out: ")[1].split(" · ")[0], line
    assert f"P{me}," not in line and not line.split(" · out: ")[1].startswith(f"P{me} "), line
    theirs = status_line(game, _table(s, other))
    assert f"P{me}" in theirs.split(" · out: ")[1], theirs
