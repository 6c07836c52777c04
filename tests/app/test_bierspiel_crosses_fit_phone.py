"""Bierspiel's crosses stay inside the table on a phone.

At /bierspiel-play?seed=1&players=5, 390 px, after trick 2 (P3's and P4's lines saying '(1
wiped out this deal)'), the side panel ran off both sides of the green table: 'nps ♥' and
'sses (points left)' on the left, 'P' on the right. The phone's rules (ui.card_css) laid the
crosses out in three columns each as wide as its widest line, and two such lines made them
wider than the table. Now the lines stand as many a row as fit.

Five-hand deals played by the page's table logic, the learner at random, up to a trick
paused on after two seats have wiped out points; the Play table's HTML laid out by Chromium
in a phone's column (the phone's rules in force)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from deals import walk

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import PHONE_CSS, table_html
from ui.games.bierspiel import crosses_shown
from ui.pages.play import table_now
from ui.play_table import Table, new_table
from ui.tables import game_ui

G = REGISTRY.get("bierspiel")
UI = game_ui("bierspiel")
COLUMNS = [(390, 358), (360, 328)]  # the screen, and the Play page's table column in it


def _two_wiped(seed: int) -> Table | None:
    cfg = {"players": 5, "seat": 0, "bots": "rule of thumb"}
    t = new_table(G, cfg, {"variant": G.default_variant, "options": {}}, seed)
    walked = walk(G, t, random.Random(seed).choice)
    wiped = (x for x in walked if x.pause and sum(1 for _, w in crosses_shown(x.state) if w) >= 2)
    return next(wiped, None)


@pytest.mark.parametrize(("screen", "column"), COLUMNS)
def test_the_crosses_stay_on_the_table(html_page: Any, screen: int, column: int) -> None:
    tables = [t for seed in range(12) if (t := _two_wiped(seed)) is not None][:4]
    assert tables, "no deal pauses on a trick after two seats have wiped out points"
    html_page.set_viewport_size({"width": screen, "height": 1200})
    for t in tables:
        html = table_html(table_now(G, t, UI))
        html_page.set_content(
            f'<body style="margin:0"><style>{PHONE_CSS}</style>'
            f'<div style="width:{column}px">{html}</div></body>'
        )
        got = html_page.evaluate(
            """() => {
              const felt = document.querySelector('.tb-felt').getBoundingClientRect();
              const parts = [...document.querySelectorAll('.tb-extras *')]
                .map(e => e.getBoundingClientRect()).filter(r => r.width > 0);
              return {felt: [felt.left, felt.right],
                      out: parts.filter(r => r.left < felt.left - 0.5 || r.right > felt.right + 0.5)
                        .map(r => [r.left, r.right])};
            }"""
        )
        assert not got["out"], (t.deals[0][0], got)
