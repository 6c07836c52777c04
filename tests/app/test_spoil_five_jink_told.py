"""Another player's claim-or-jink choice is said of him, not to the learner: after a computer
won the first three tricks (/spoil_five-play?seed=1&players=3, 390 px) the log read 'P1 has won
the first three tricks: claim the pool, or jink for five.' and the table's Now box 'P1 has won
the first three tricks: claim the pool now, or jink — ...', orders the learner at P0 could
not follow. Now 'P1 has won the first three tricks: he may claim the pool, or jink for five.';
to the learner who won them, as before, 'You have won ...: claim the pool, or jink ...'."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest
from apptools import go
from deals import walk
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _page_text

import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.games.spoil_five import duties_now
from ui.pages import play

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("spoil_five")
SETTINGS = {"variant": G.default_variant, "options": {}}


def _at_the_choice(mine: bool) -> play.Table:
    """A table whose deal reaches the claim-or-jink choice, the learner's or another's."""
    for seed in range(200):
        t = play.new_table(G, {"players": 3, "seat": 0, "bots": "rule of thumb"}, SETTINGS, seed)
        walked = walk(G, t, random.Random(seed).choice)
        if any(x.state.phase == "jink" and (x.state.to_move == t.seat) == mine for x in walked):
            return t
    raise AssertionError("no deal reaches the choice")


def test_anothers_choice_is_said_of_him() -> None:
    t = _at_the_choice(mine=False)
    p = t.state.to_move
    said = f"P{p} has won the first three tricks: he may claim the pool"
    assert duties_now(t.state, t.seat).startswith(said), duties_now(t.state, t.seat)
    # the learner's own choice is told to him, as before
    t = _at_the_choice(mine=True)
    said = "You have won the first three tricks: claim the pool"
    assert duties_now(t.state, t.seat).startswith(said)


@pytest.mark.parametrize("mine", [False, True], ids=["another's", "the learner's"])
def test_the_choice_is_said_once_on_the_page(app: OpenApp, mine: bool) -> None:
    """While the choice is open the table's Now box says it, and the line of latest moves
    under the table no longer ('P1 has won the first three tricks: he may claim the pool, or
    jink for five.' under 'Now P1 has won the first three tricks: he may claim the pool now,
    or jink — ...', /spoil_five-play?seed=1&players=3 at 390 px)."""
    text = _page(app, _at_the_choice(mine))
    assert text.count("won the first three tricks") == 1, text
    assert "or jink" in text


def test_a_claim_is_said_once_at_the_deals_end(app: OpenApp) -> None:
    """A deal ended by a claim says who takes the pool once, on the whole page: the table's
    caption 'P1 won three tricks and takes the pool.' had stood just above the line 'P1 claims
    the pool of 7.', and later the Settlement said 'P1 won three tricks and takes the pool:
    pool → P1 7 counters' under that line. Now the line under the table says the claim and
    the engine's reason ('P1 claims. P1 won three tricks and takes the pool.'), as after a
    deal played out, and the Settlement leaves that transfer to it (its rule is cited under
    "The rules behind this settlement", its figures are the table's)."""
    t = _at_the_choice(mine=False)
    while not G.is_over(t.state):
        t.pause = False
        play.advance(G, t)
    if t.state.result != "won" or t.state.history[-1][1] != t.state.winner:
        pytest.skip("the computer jinked")  # (the rule of thumb claims: not seen to jink)
    text = _page(app, t)
    p = t.state.winner
    above, _, below = text.partition("\nSettlement\n")
    assert above.count(f"P{p} claims.") == 1, above[-600:]
    assert text.count("won three tricks and takes the pool") == 1, text
    assert f"pool \u2192 P{p}" not in below, below[:600]


def _page(app: OpenApp, t: play.Table) -> str:
    """The Play page's words with ``t`` on it (Markdown, captions, the table's picture)."""
    at = app()
    at.session_state[f"{G.id}:table"] = t
    go(at, f"{G.id}:play")
    assert not at.exception, at.exception
    text: str = re.sub(r":red\[([^\]]*)\]", r"\1", _page_text(at))
    return text
