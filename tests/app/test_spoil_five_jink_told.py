"""Another player's claim-or-jink choice is said of him, not to the learner: after a computer
won the first three tricks (/spoil_five-play?seed=1&players=3, 390 px) the log read 'P1 has won
the first three tricks: claim the pool, or jink for five.' and the table's Now box 'P1 has won
the first three tricks: claim the pool now, or jink — ...', orders the learner at P0 could
not follow. Now 'P1 has won the first three tricks: he may claim the pool, or jink for five.';
to the learner who won them, as before, 'You have won ...: claim the pool, or jink ...'."""

from __future__ import annotations

import random

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.games.spoil_five import duties_now
from ui.pages import play
from ui.tables import game_ui

G = REGISTRY.get("spoil_five")
SETTINGS = {"variant": G.default_variant, "options": {}}


def _at_the_choice(mine: bool) -> play.Table:
    """A table whose deal reaches the claim-or-jink choice, the learner's or another's."""
    for seed in range(200):
        t = play.new_table(G, {"players": 3, "seat": 0, "bots": "rule of thumb"}, SETTINGS, seed)
        rng = random.Random(seed)
        while not G.is_over(t.state):
            s = t.state
            if s.phase == "jink" and (s.to_move == t.seat) == mine:
                return t
            if t.pause:
                t.pause = False
                play.advance(G, t)
                continue
            if G.current_player(s) != t.seat:
                break
            assert play.human_move(G, t, rng.choice(G.legal_actions(game_ui(G.id).seen(s, 0))))
    raise AssertionError("no deal reaches the choice")


def test_anothers_choice_is_said_of_him() -> None:
    t = _at_the_choice(mine=False)
    p = t.state.to_move
    said = f"P{p} has won the first three tricks: he may claim the pool"
    assert any(e.startswith(said) for e in t.events), t.events
    assert not any("tricks: claim the pool" in e for e in t.events), t.events
    assert duties_now(t.state, t.seat).startswith(said), duties_now(t.state, t.seat)
    # the learner's own choice is told to him, as before
    t = _at_the_choice(mine=True)
    said = "You have won the first three tricks: claim the pool"
    assert any(e.startswith(said) for e in t.events), t.events
    assert duties_now(t.state, t.seat).startswith(said)
