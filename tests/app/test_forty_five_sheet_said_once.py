"""Forty-Five's Play page says a deal's reason once: in the caption, not again on the sheet.

Seen after a deal (/forty_five-play?seed=1&players=4, at 390 px): under the table 'P1+P3 win
5 tricks to 0: all five tricks score 10.', and at the foot of the score sheet, under the row
'1 · P3 · 0 0 0 · 5 +10 10', the same sentence, which also said the row's own tricks and
points again. The sheet is the record across deals, so each row keeps a why, but only how
its deal was counted ("all five tricks", "the odd trick"): its tricks and points stand in
its columns, and the finished deal's whole reason in the caption above.

Several deals of a game at two, four and six hands, played through the page's table; the
page drawn after the last (AppTest)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import go, html_table
from streamlit.testing.v1 import AppTest
from test_deal_end_said_once import _page_text
from test_score_sheet_fits_phone import several_deals

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import table_view

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("forty_five")


@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_sheet_says_how_each_deal_counted_not_the_caption(app: OpenApp, players: int) -> None:
    t = several_deals("forty_five", players, seed=players)
    assert G.is_over(t.state)
    at = app()
    at.session_state["forty_five:table"] = t
    go(at, "forty_five:play")
    caption = table_view(t.state, viewer=t.seat, reveal=True).caption.removesuffix(".")
    assert caption in _page_text(at)  # under the table
    rows = html_table(at, "why").to_dict("records")
    assert len(rows) == len(G.score_table(t.state)) > 1
    for row in rows:
        why = row["why"]
        assert why and why != caption, row  # the record keeps how each deal scored
        # nothing its own columns say: no "3 tricks to 2", no "scores 5"
        assert not re.search(r"\d+ tricks? to \d|scores? \d", why), row
