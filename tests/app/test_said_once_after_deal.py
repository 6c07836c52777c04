"""Napoleon's and Sixty-Six's pages after a deal say each thing once.

Napoleon, seen after a failed nap (/napoleon-play, four hands): its payment four times, the
result box 'Your nap failed (you won 0 tricks): you pay 5 counters to each of the 3 others, 15
counters in all.', the Settlement's line 'You failed nap: you → P1 5 counters, P2 5 counters,
P3 5 counters · rule: ...', its table's counters (−15, +5, +5, +5) and the score sheet's row.
Now the outcome, in the settlement's words, is said once, in the line of latest moves under
the table; the Settlement is its table and the rule's fold; the box says why the counters
moved so (the rule in plain words), not how many.

Sixty-Six, after a wrong claim: 'You claim wrongly with only 11: P1 scores 2: game points → P1
2' (the 2 twice in a line, and the box's 'P1 scores 2 game points' a third time), and the
line over the table 'Hand 2 · game points P0 0, P1 4 · game to 7', the felt's Game points box
again. Now the why is said once, in the line of latest moves; the box who scores what; the
table and the sheet the figures; the line over the table the hand's number.

Deals played at random through the page's table logic; each ending found by seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from apptools import go, nodes
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.napoleon.rules import NAP_BID
from ui.format import capital
from ui.play_table import new_table

OpenApp = Callable[..., AppTest]

ENDINGS: dict[str, tuple[str, int, Callable[[Any], bool]]] = {
    "your nap failed": (
        "napoleon",
        4,
        lambda s: s.bidder == 0 and s.bid == NAP_BID and s.result == "failed",
    ),
    "your bid failed": (
        "napoleon",
        4,
        lambda s: s.bidder == 0 and s.bid < NAP_BID and s.result == "failed",
    ),
    "another's bid made": ("napoleon", 4, lambda s: s.bidder not in (-1, 0) and s.result == "made"),
    "your wrong claim": ("sixty_six", 2, lambda s: s.claimant == 0 and max(s.scores) == 0),
    "a three-hand hand": ("sixty_six", 3, lambda s: True),
}


def _found(ending: str) -> Any:
    """A table whose deal is over as ``ending`` says, the learner's moves at random."""
    game_id, players, wanted = ENDINGS[ending]
    game = REGISTRY.get(game_id)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    for seed in range(300):
        t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
        if wanted(play_out(game, t, random.Random(seed).choice).state):
            return t
    raise AssertionError(f"no deal in 300 seeds where {ending}")


@pytest.mark.parametrize("ending", ENDINGS)
def test_the_outcome_and_its_figures_are_said_once(app: OpenApp, ending: str) -> None:
    game_id = ENDINGS[ending][0]
    game = REGISTRY.get(game_id)
    t = _found(ending)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    settle = game.settlement(t.state)
    assert settle is not None and settle.transfers
    # "You failed nap", "P2 made his bid of 1", "You claim wrongly with only 11"
    why = capital(settle.transfers[0].told(0))
    # the words the learner reads, but the tables (the Settlement's and the score sheet)
    texts = [
        str(n.value)
        for n in nodes(at.main)
        if getattr(n, "type", "") in ("markdown", "alert", "caption")
        and "<table" not in str(n.value)
    ]
    page = "\n".join(texts)
    # no line of moves under Settlement: its table gives them, the rule is in its fold
    assert not [x for x in texts if " \u2192 " in x], texts
    assert page.count(why) == 1, (why, page)
    assert why + "." in " ".join(t.events[t.last :])  # in the line of latest moves
    (box,) = [
        a.value
        for a in (*at.success, *at.warning, *at.info)
        if "point" in a.value or ("counter" in a.value and "deal passes" not in a.value)
    ]
    assert why not in box
    # the line over the table: the deal's number, the points stand on the felt and the sheet
    (line,) = [c.value for c in at.caption if c.value.startswith(("Hand ", "Deal "))]
    assert "points" not in line and "counters" not in line, line
    if game_id == "napoleon":  # the box: what the learner pays or gets from each, and why
        for said in ("you receive", "in all", "you won"):  # (no totals: the tables give them)
            assert said not in box.lower(), box
        assert ("made" if t.state.result == "made" else "failed") in box
        each = f" {settle.transfers[0].amount} counter"
        assert box.count(each) == 1 and "you" in box.lower(), box
    else:  # the box: who scores what, once ('P1 scores 2 game points')
        won = [tr for tr in settle.transfers if tr.amount]
        assert all(f" {tr.amount} game point" in box for tr in won), box
        assert "scores 2:" not in page
