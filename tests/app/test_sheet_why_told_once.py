"""Sixty-Six's Play page says a finished hand's why once: in the log's last line, not again
under the score sheet's row for that hand.

Seen after a hand (/sixty_six-play, AppTest and Chromium): the latest moves ended 'P1 claims
correctly with 73 (you have 0, no trick).', and the score sheet's last row had the same
sentence under its figures, in every one of 180 seeded hands. The sheet is the record across
hands, so its earlier rows keep their whys (the log has moved on from them); the row for the
hand just finished leaves its why to the log, as the game declares (GameUI.sheet_why_told),
whatever the words.

Several hands of each form, played through the page's table logic; the page drawn after the
last (AppTest)."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import unescape

import pytest
from apptools import go, html_tables
from streamlit.testing.v1 import AppTest
from test_score_sheet_fits_phone import several_deals

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
G = REGISTRY.get("sixty_six")


def _latest(at: AppTest) -> str:
    (box,) = [m.value for m in at.markdown if 'class="tb-latest"' in m.value]
    return unescape(re.sub(r"<[^>]+>", "", box))


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (2, 5), (3, 2), (4, 3)])
def test_the_hands_why_is_the_logs_and_the_sheet_keeps_the_others(
    app: OpenApp, players: int, seed: int
) -> None:
    t = several_deals("sixty_six", players, seed=seed, deals=3)
    assert G.is_over(t.state)
    at = app()
    at.session_state["sixty_six:table"] = t
    go(at, "sixty_six:play")
    engine_rows = G.score_table(t.state, t.seat)
    assert len(engine_rows) > 1  # an earlier hand's row too
    (rows,) = [x for x in html_tables(at) if x and "hand" in x[0]]  # the score sheet
    assert [r["hand"] for r in rows] == [str(r["hand"]) for r in engine_rows]
    why = str(engine_rows[-1]["why"])
    latest = _latest(at).lower()
    assert why.lower() in latest  # the log's last line says it
    assert not rows[-1].get("why"), rows[-1]  # and the sheet's row for this hand does not
    for row, mine in zip(rows[:-1], engine_rows[:-1], strict=True):
        assert row["why"] == mine["why"], row  # the earlier hands keep theirs
    assert game_ui("sixty_six").sheet_why_told(t.state)  # as the game declares
