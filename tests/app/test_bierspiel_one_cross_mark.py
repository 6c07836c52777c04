"""Bierspiel's crosses are drawn with one mark, the table picture's Crosses panel and the
settlement's chalk column alike (learner walk, /bierspiel-play at the end of a deal, 1400 and
390 px: the panel on the felt drew P0's crosses as '✗ ✗ ✗ ✗', the chalk column under it as
'X X X X'). Both wrote ✗ (engine.games.pool.bierspiel.chalk), which the felt's font (DejaVu
Sans) draws and the app's text font, which draws the tables, does not: the browser drew it with
another font's glyph. The mark is now the letter X, which every font has."""

from __future__ import annotations

import json
from collections.abc import Callable

from apptools import html_tables, is_picture, nodes, play_card
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL, CROSS, chalk

OpenApp = Callable[..., AppTest]
G = BIERSPIEL
GID = G.id


def test_the_crosses_panel_and_the_chalk_column_draw_one_mark(app: OpenApp) -> None:
    cfg = {"players": 4, "seat": 0, "bots": "random"}
    at = app(f"{GID}:play", **{f"{GID}__seed": 5, f"{GID}__play_cfg": cfg})
    for _ in range(120):  # the learner stands where he may, else his first move; then cards
        keys = {b.key for b in at.button}
        if f"{GID}:next_deal" in keys:
            break
        t = at.session_state[f"{GID}:table"]
        acts = G.legal_actions(t.state)
        if f"{GID}:continue" in keys:
            key = f"{GID}:continue"
        elif t.state.phase == "declare":
            key = f"{GID}:decl:{Action('stand') if Action('stand') in acts else acts[0]}"
        else:
            play_card(at, GID, next(a.card for a in acts if a.card is not None))
            continue
        at.button(key=key).click().run()
        assert not at.exception, at.exception
    s = at.session_state[f"{GID}:table"].state
    assert G.is_over(s)
    after = G.points_after(s)
    assert any(p >= CROSS for p in after)  # (a whole cross to draw)
    table = json.loads(next(n for n in nodes(at.main) if is_picture(n)).proto.json)
    column = next(rows for rows in html_tables(at) if rows and "chalk" in rows[0])
    for i, points in enumerate(after):
        marks = chalk(points)
        assert f"P{i}: <b>{marks}</b>" in table
        assert column[i]["chalk"] == marks
        assert set(marks) <= set("X 0123456789") or marks == "wiped out"
    assert chalk(13) == "X X 3" and chalk(CROSS) == "X" and chalk(0) == "wiped out"
