"""A score sheet fits a phone (learner walk: Sixty-Six's Play page at 390 px, the score sheet
scrolled sideways: 'hand, dealer, result, P0 points, P0 +, P0 total, P1 points, ..., why', 450
px in a 358 px column for two hands; laid out here, 469 for two, 557 for three, and 460-607
for Forty-Five's). The Play page now draws each player's
(or side's) columns under his name, headed by what they count ('points', '+', 'total'), and
the hand's sentence in a row of its own under its figures (ui.format.sheet_html). Forty-Five's
sheet has the same shape. The sheets are the Play page's own (AppTest, a game of several
deals played through the page's table logic), laid out by Chromium with the app's phone
rules in a 390 px phone's 358 px column; read back, they still hold every column the engine
gave, each under its own name."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import go, html_tables
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.format import TABLE_PHONE_CSS
from ui.play_table import new_table, next_deal
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
# a table's cells as Streamlit's Markdown draws them (its theme's padding and borders)
PAGE_CSS = (
    "body{margin:0;font-family:sans-serif;font-size:16px}"
    "table{border-collapse:collapse}th,td{border:1px solid #ddd;padding:.25rem .375rem}"
)
COLUMN = 358  # a 390 px phone's column


def several_deals(game_id: str, players: int, seed: int = 1, deals: int = 5) -> Any:
    """A table several deals into a game, each played to its end at random through the
    page's table logic (the learner's moves and the computer's). The computer plays by rule of
    thumb: a sheet's columns do not depend on how well it plays, and the default level's
    Monte-Carlo search took 15-20 s of a three- or four-hand Sixty-Six game here."""
    game = REGISTRY.get(game_id)
    cfg = {"players": players, "seat": 0, "bots": "rule of thumb"}
    t = new_table(game, cfg, {"variant": game.default_variant, "options": {}}, seed)
    rng = random.Random(seed)
    for deal in range(deals):
        play_out(game, t, rng.choice)
        if deal == deals - 1 or game.game_winner(t.state) is not None:
            break
        next_deal(game, t)
    return t


def _sheet_markup(app: OpenApp, game_id: str, t: Any) -> str:
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    assert not at.exception, at.exception
    return next(m.value for m in at.markdown if "tb-scroll" in m.value and "why" in m.value)


CASES = [("sixty_six", 2), ("sixty_six", 3), ("sixty_six", 4), ("forty_five", 2)]
CASES += [("forty_five", 4), ("forty_five", 6)]


@pytest.mark.parametrize("game_id,players", CASES)
def test_the_score_sheet_fits_a_phone(
    app: OpenApp, html_page: Any, game_id: str, players: int
) -> None:
    t = several_deals(game_id, players)
    html = _sheet_markup(app, game_id, t)
    html_page.set_viewport_size({"width": 390, "height": 800})
    html_page.set_content(
        f"<style>{PAGE_CSS}{TABLE_PHONE_CSS}</style><div style='width:{COLUMN}px'>{html}</div>"
    )
    got = html_page.evaluate(
        """() => {
          const box = document.querySelector('.tb-scroll');
          const t = box.querySelector('table');
          t.style.width = 'min-content';
          const least = t.getBoundingClientRect().width;
          t.style.width = '100%';
          return {least, box: box.clientWidth, scroll: box.scrollWidth};
        }"""
    )
    assert got["scroll"] <= got["box"], got  # was 450-607 px in 358
    assert got["least"] <= COLUMN - 20, got  # with room for a wider font or a longer number


@pytest.mark.parametrize("game_id,players", [("sixty_six", 3), ("forty_five", 4)])
def test_the_sheet_keeps_every_column_under_its_name(
    app: OpenApp, game_id: str, players: int
) -> None:
    t = several_deals(game_id, players)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    shown = next(x for x in html_tables(at) if x and "why" in x[0])
    sheet = game_ui(game_id).score_sheet  # the engine's, told to the learner (Forty-Five's
    assert sheet is not None  # why says only how a deal was counted: its own figures beside)
    engine_rows = sheet(t.state, t.seat)
    assert len(engine_rows) > 1
    # (the row for the deal just finished leaves its why to the log where the game declares
    # that the log's last line tells it: Sixty-Six's, test_sheet_why_told_once)
    told = game_ui(game_id).sheet_why_told(t.state)
    last = len(engine_rows) - 1
    expected = [
        {k: str(v) for k, v in r.items() if not (told and i == last and k == "why")}
        for i, r in enumerate(engine_rows)
    ]
    assert shown == expected
    html = next(m.value for m in at.markdown if "tb-scroll" in m.value and "why" in m.value)
    # each player's or side's name heads his run of columns, once
    for name in {k.rsplit(" ", 1)[0] for k in engine_rows[0] if " " in k}:
        assert len(re.findall(rf'<th colspan="\d">{re.escape(name)}</th>', html)) == 1, name
