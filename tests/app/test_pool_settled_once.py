"""Play's Settlement of a pool deal that ends short of play says nothing the line under the
table says: the counters moved are its table's, the rule is in its fold.

Seen at /loo-play?seed=9, deal 2 (walk12): under 'Everyone but P3 passed, so he takes the pool
with the widow, without play.' the Settlement said 'All passed but P3, who took the widow: he
takes the pool: pool → P3 12 red · rule: ...', the same ending in other words; Rams' pone
('Everyone before P3 (the pone) passed: he pays the dealer 5 to drop ...' under 'Everyone
passed, P3 (the pone) last, rather than play against P0 (the dealer).'), a rams lost ('You lost
your rams: ...' under 'You announced rams and lost trick 1, so the cards are thrown in.'),
Bierspiel's pone and a flush alike. Now each transfer's reason is the engine's sentence for the
ending, which the line under the table says (with what it costs: 'he pays P0 to drop, and the
pool stays'), so the Settlement leaves it out, as Spoil Five's does (bd6adf9).

Deals of each game played through the page's table, the learner's moves at random, until one
ends so; drawn by the page."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import go
from deals import play_out
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _folded, _page_text

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import md
from ui.games.pool_result import pool_ending
from ui.pages import play

OpenApp = Callable[..., AppTest]
CASES = [
    ("loo", "widow_unopposed"),
    ("loo", "dealer_takes"),
    ("loo", "flush"),
    ("irish_loo", "dealer_takes"),
    ("rams", "pone_paid"),
    ("rams", "rams_lost"),
    ("rounce", "pone_paid"),
    ("bierspiel", "pone_paid"),
]


def _deals(G: Any, t: play.Table, seed: int, result: str) -> bool:
    """Up to three deals played on ``t``, stopping at the first that ends in ``result``."""
    rng = random.Random(seed)
    for k in range(3):
        if k:
            play.next_deal(G, t)
        play_out(G, t, rng.choice)
        if t.state.result == result:
            return True
    return False


CFG = {"players": 4, "seat": 0, "bots": "rule of thumb"}


def _on_page(
    app: OpenApp, G: Any, found: Callable[[play.Table, int], bool], seeds: int, what: str
) -> tuple[AppTest, play.Table, str]:
    """Play opened on the first seed for which ``found(table, seed)`` (playing the table as
    it goes) holds, the same deals played on the page's table; the page's words."""
    settings = {"variant": G.default_variant, "options": {}}
    for seed in range(seeds):
        if found(play.new_table(G, dict(CFG), settings, seed), seed):
            break
    else:
        raise AssertionError(f"no {G.id} deal in {seeds} {what}")
    at = app()
    at.session_state[f"{G.id}:seed"] = seed
    at.session_state[f"{G.id}:play_cfg"] = dict(CFG)
    go(at, f"{G.id}:play")
    t = at.session_state[f"{G.id}:table"]
    assert found(t, seed)
    at.run()
    assert not at.exception, at.exception
    return at, t, re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))


@pytest.mark.parametrize(("gid", "result"), CASES)
def test_the_settlement_leaves_the_ending_to_the_line_under_the_table(
    app: OpenApp, gid: str, result: str
) -> None:
    G = REGISTRY.get(gid)
    at, t, text = _on_page(
        app, G, lambda t, seed: _deals(G, t, seed, result), 400, f"ends {result}"
    )
    settled = text.split("\nSettlement\n", 1)[1].split("\nCounters across deals\n", 1)[0]
    ending = pool_ending(t.state, t.seat)
    assert ending and text.count(ending) == 1, (ending, text)
    # the Settlement: no line of moves for the ending (its table gives them), no other words
    # for it, its rule in the fold
    settle = G.settlement(t.state)
    said = {x.said.text(t.seat) for x in settle.transfers if x.said is not None}
    assert ending in said, (ending, said)
    for x in settle.transfers:
        if x.said is not None and x.said.text(t.seat) == ending:
            assert md(G.rules[x.rule].statement) in _folded(at)
    assert not any(f"{line}: " in settled for line in said if line == ending), settled
    assert "who took the widow" not in settled and "lost your rams" not in settled, settled
    assert "(the pone) passed" not in settled and "paid five by the pone" not in settled


def _own_line(G: Any, t: play.Table) -> bool:
    """A deal played out in which the learner played his own hand (not the widow's) and has a
    Settlement line of his own."""
    s = t.state
    me = f"P{t.seat}"
    settle = G.settlement(s)
    return (
        s.result == "played"
        and s.rams < 0
        and s.declarations[t.seat] not in ("pass", "widow")
        and any(me in (x.payee, x.payer) for x in settle.transfers)
    )


@pytest.mark.parametrize("gid", ["loo", "five_card_loo", "rams", "bierspiel"])
def test_the_result_box_gives_the_figures_his_settlement_line_explains(
    app: OpenApp, gid: str
) -> None:
    """'You won 3 tricks: you receive 9 counters.' in the box over 'You won 3 tricks: 3
    fifths of the pool: pool → you 9 counters' in the Settlement: now the box gives the
    figures ('You receive 9 counters.'), the Settlement why."""
    G = REGISTRY.get(gid)

    def found(t: play.Table, seed: int) -> bool:
        play_out(G, t, random.Random(seed).choice)
        return _own_line(G, t)

    at, t, text = _on_page(app, G, found, 200, "leaves the learner a line of his own")
    settled = text.split("\nSettlement\n", 1)[1]
    won = t.state.tricks[t.seat]
    tricks = f"{won} trick{'s' if won > 1 else ''}" if won else "no trick"
    assert f"You won {tricks}" in settled or f"You played and won {tricks}" in settled, settled
    (box,) = [b.value for b in (*at.success, *at.warning, *at.info)]
    assert "won " not in box and box.startswith(("You receive", "You pay", "You wipe", "You take"))
