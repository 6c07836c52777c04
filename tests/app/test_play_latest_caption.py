"""The Play page's latest moves, under the table, leave out a line the table's caption says
already (ui/pages/play_record.py latest_moves). A spoiled Spoil Five deal read 'Nobody won
three tricks: the deal is spoiled and the pool stays.' under the picture, then again at the end
of the line of moves under it (seen on /spoil_five-play?seed=2 at 390 px, learner walk)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from html import unescape

from apptools import click, play_card
from deals import moving_as, play_out
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import Action
from engine.games.spoil_five import SPOIL_FIVE as G
from ui.cards import table_view
from ui.games.trick_table import sentence
from ui.pages import play
from ui.pages.common import free_options
from ui.tables import game_ui

CFG = {"players": 3, "seat": 0, "bots": "rule of thumb"}
SETTINGS = {"variant": "rules_md", "options": {o.name: o.default for o in free_options(G)}}


def _thumb(t: play.Table) -> Action:
    """The learner's move by the rule of thumb, from his view."""
    return G.heuristic_action(G.view(t.state, t.seat), random.Random(0))


def _spoiled(seed: int) -> bool:
    t = play.new_table(G, dict(CFG), SETTINGS, seed)
    play_out(G, t, moving_as(_thumb, t))
    return bool(t.state.result == "spoiled")


def test_a_spoiled_deal_is_said_once_under_the_table(app: Callable[..., AppTest]) -> None:
    seed = next(k for k in range(200) if _spoiled(k))
    at = app(f"{G.id}:play", **{f"{G.id}__seed": seed, f"{G.id}__play_cfg": dict(CFG)})
    for _ in range(100):
        t: play.Table = at.session_state[f"{G.id}:table"]
        if G.is_over(t.state):
            break
        if t.pause:
            click(at, f"{G.id}:continue")
        else:
            action = G.heuristic_action(G.view(t.state, t.seat), random.Random(0))
            assert action.card is not None
            play_card(at, G.id, action.card)
    view = table_view(t.state, viewer=t.seat, reveal=True, **game_ui(G.id).table_kw)
    said = sentence(G.result_words(t.state, t.seat))
    assert said.startswith("Nobody won three tricks")
    latest = [
        unescape(re.sub(r"<[^>]+>", "", m.value)) for m in at.markdown if "tb-latest" in m.value
    ]
    assert latest and "Trick 5 goes to" in latest[0]  # the last trick's moves, as before
    # once: Play's table leaves it to the line under it (GameUI.table_kw, why=False), where a
    # deal ended by a claim says it in the claim's own words
    assert (view.caption + " " + latest[0]).count(said) == 1, (view.caption, latest)
