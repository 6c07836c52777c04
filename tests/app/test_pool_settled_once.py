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


def _deal(G: Any, t: play.Table, rng: random.Random) -> None:
    """The table's deal played out as the page plays it, the learner's moves at random."""
    ui = play.game_ui(G.id)
    while not G.is_over(t.state):
        if t.pause:
            t.pause = False
            play.advance(G, t)
            continue
        play.play_or_ask(G, t, rng.choice(G.legal_actions(ui.seen(t.state, t.seat))), True)


def _deals(G: Any, t: play.Table, seed: int, result: str) -> bool:
    """Up to three deals played on ``t``, stopping at the first that ends in ``result``."""
    rng = random.Random(seed)
    for k in range(3):
        if k:
            play.next_deal(G, t)
        _deal(G, t, rng)
        if t.state.result == result:
            return True
    return False


@pytest.mark.parametrize(("gid", "result"), CASES)
def test_the_settlement_leaves_the_ending_to_the_line_under_the_table(
    app: OpenApp, gid: str, result: str
) -> None:
    G = REGISTRY.get(gid)
    cfg = {"players": 4, "seat": 0, "bots": "rule of thumb"}
    settings = {"variant": G.default_variant, "options": {}}
    for seed in range(400):
        if _deals(G, play.new_table(G, dict(cfg), settings, seed), seed, result):
            break
    else:
        raise AssertionError(f"no {gid} deal in 400 ends {result}")
    at = app()
    at.session_state[f"{gid}:seed"] = seed
    at.session_state[f"{gid}:play_cfg"] = dict(cfg)
    go(at, f"{gid}:play")
    t = at.session_state[f"{gid}:table"]
    assert _deals(G, t, seed, result)
    at.run()
    assert not at.exception, at.exception
    text = re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))
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
