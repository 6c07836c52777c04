"""Play says how a Spoil Five deal was settled once, and the pool left in words.

Seen after a deal another seat won (/spoil_five-play?seed=1&players=3, at 390 px): under the
caption 'P1 won three tricks and takes the pool.', the Settlement's first line 'P1 takes the
pool: pool → P1 7 counters · rule: Whoever wins three tricks takes the pool.': who takes the
pool (the caption's), the counters moved (the table under it gives every seat's) and the rule
(cited, with its source, in the fold below). After five tricks, each payer's counter had a
line of its own ('P1 pays P5 a counter for all five tricks: P1 → P5 1 counter', five of them
at six hands); to the winner the result box said 'You take the pool of 7.' under 'You won
three tricks and take the pool.'. And a pool nobody took showed '0 (stays: spoiled)' in its
cell, the program's shorthand.

Now every transfer's reason is how the deal ended, the caption's sentence, so the Settlement
leaves it out (a reason the caption says is not said again with its moves); the result box
gives the winner his figures ('The pool held 7 counters.'); what the pool held and carries
the counters across deals say ('pool 7', 'pool after 7'; the pool row's note had said it
again: tests/app/test_deal_end_said_once.py).

A deal of each ending (won by the learner, by another, five tricks each way, a jink lost,
spoiled) at three and six hands, played out through the page's table and drawn by the page."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from apptools import go, html_tables
from deals import play_out
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _folded, _page_text

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from ui.cards import table_view
from ui.format import md
from ui.pages import play

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("spoil_five")
# (an ending, the learner's or another's, and the hands to look for it at)
CASES = [
    ("won", True, 3),
    ("won", False, 3),
    ("five", True, 3),
    ("five", False, 6),
    ("jink_failed", True, 3),
    ("spoiled", False, 3),
]


def _moves(t: play.Table, seed: int, jink: bool) -> None:
    """The table's deal played out as the page plays it, the learner's moves at random (a
    jink whenever one is offered, if ``jink``)."""
    rng = random.Random(seed)

    def choose(acts: list[Action]) -> Action:
        jinks = [a for a in acts if a.kind == "jink"]
        return jinks[0] if jink and jinks else rng.choice(acts)

    play_out(G, t, choose)


def _ends(t: play.Table, result: str, learner: bool) -> bool:
    s = t.state
    who = s.jinker if result == "jink_failed" else s.winner
    return s.result == result and (who == t.seat) == learner


def _deal_ending(app: OpenApp, result: str, learner: bool, n: int) -> tuple[AppTest, Any]:
    cfg = {"players": n, "seat": 0, "bots": "rule of thumb"}
    settings = {"variant": G.default_variant, "options": {}}
    jink = result in ("five", "jink_failed") and learner
    for seed in range(300):
        t = play.new_table(G, dict(cfg), settings, seed)
        _moves(t, seed, jink)
        if _ends(t, result, learner):
            break
    else:
        raise AssertionError(f"no deal in 300 ends {result}")
    at = app()
    at.session_state["spoil_five:seed"] = seed
    at.session_state["spoil_five:play_cfg"] = dict(cfg)
    go(at, "spoil_five:play")
    t = at.session_state["spoil_five:table"]
    _moves(t, seed, jink)
    assert _ends(t, result, learner)
    at.run()
    assert not at.exception, at.exception
    return at, t


@pytest.mark.parametrize(("result", "learner", "n"), CASES)
def test_the_settlement_says_the_deal_once(
    app: OpenApp, result: str, learner: bool, n: int
) -> None:
    at, t = _deal_ending(app, result, learner, n)
    s = t.state
    text = _page_text(at)
    settled = text.split("\nSettlement\n", 1)[1].split("\nCounters across deals\n", 1)[0]
    caption = table_view(s, viewer=t.seat, reveal=True).caption
    assert caption in text
    # no line of moves under "Settlement": the caption says why, the table the counters
    assert "\u2192" not in settled, settled
    took = "take the pool" if learner else "takes the pool"
    if result in ("won", "five"):
        assert text.count(took) == 1, text  # the caption's
    # the rule: cited once, with its source, in the fold
    statement = (
        md(G.rules[G.settlement(s).transfers[0].rule].statement)
        if result
        in (
            "won",
            "five",
        )
        else md(G.rules[G.settlement(s).notes[0].rule].statement)
    )
    assert statement not in text and statement in _folded(at)
    # the pool's row: its figures; what it held and carries the sheet below says, once (its
    # note, 'held 7, which stays: next pool 7', said the sheet's 'pool 7 ... pool after 7')
    assert "(stays" not in text
    left = G.pool_after(s)
    assert "next pool" not in settled and "which stays" not in settled, settled
    sheet = next(x for x in html_tables(at) if x and "pool after" in x[0])
    assert sheet[-1]["pool"] == str(s.pool) and sheet[-1]["pool after"] == str(left), sheet
    # the result box: the winner's figures, not the caption's words again
    if learner and result in ("won", "five"):
        got = G.settlement(s).net()[f"P{t.seat}"]
        (box,) = [a.value for a in at.success]
        assert f"The pool held {s.pool} counters" in box and took not in box, box
        assert (f"{got} in all" in box) == (result == "five"), box
