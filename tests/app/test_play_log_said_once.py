"""Play's log holds the moves before the latest, and the line under the table the latest: each
move is said once on the page, in one of them, and none is lost.

Seen on a phone (390x2200) after a Napoleon deal everyone passed
(/napoleon-play?seed=9&players=2&seat=1&computer=rule+of+thumb): "You pass. P0 passes.
Everyone passed: nobody pays, and the cards are dealt again." under the table, then, under the
result and "Next deal", "What happened" with the same three lines; a spoiled Spoil Five deal
the same of its last trick and "Nobody won three tricks: ...". The cause was the Play page's
own (ui/pages/play.py drew every line of the deal in the log, the latest too), so every game
said its latest moves twice, during the deal as well as after it (at 1400 px side by side).

Every game with a Play page is played out on its page (AppTest), the learner at random; at
its first screen, after each of the learner's moves and at the end of the deal the log and
the latest moves are read off the page."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from html import unescape

import pytest
from apptools import nodes, open_random_deal
from deals import walk
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import Block

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import md
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GAMES = [g.id for g in REGISTRY if game_ui(g.id).play]


def _log(at: AppTest) -> list[str]:
    """The log's lines (the Markdown in its box, keyed tb-log), none if it is not drawn."""
    boxes = [n for n in nodes(at.main) if isinstance(n, Block) and n.key == "tb-log"]
    assert len(boxes) <= 1, boxes
    texts = [n.value for b in boxes for n in nodes(b) if getattr(n, "type", "") == "markdown"]
    return [x for text in texts for x in text.split("\n\n") if x]


def _latest(at: AppTest) -> str:
    """The line of latest moves under the table, tags stripped."""
    found = [n.value for n in nodes(at.main) if 'class="tb-latest"' in str(getattr(n, "value", ""))]
    return unescape(re.sub(r"<[^>]+>", "", found[0])) if found else ""


def _check(at: AppTest, t: Table) -> None:
    assert not at.exception, at.exception
    log, latest = _log(at), _latest(at)
    assert log == [md(e) for e in t.events[: t.last]], (log, t.events)  # none lost
    for line in t.events[: t.last]:
        assert line.strip() not in latest, (line, latest)  # said once: in the log, or below


@pytest.mark.parametrize("gid", GAMES)
def test_each_move_is_said_once_in_the_log_or_under_the_table(app: OpenApp, gid: str) -> None:
    game = REGISTRY.get(gid)
    at, t = open_random_deal(app, gid, 4)
    _check(at, t)
    let_go = True  # (the first screen, just read, or a trick let go: no move since the last look)
    for x in walk(game, t, random.Random(4).choice):
        if not let_go:
            at.run()
            _check(at, t)
        let_go = x.pause
    at.run()
    _check(at, t)
    assert t.last > 0 or len(t.events) == 1  # the deal's end: its earlier moves in the log
