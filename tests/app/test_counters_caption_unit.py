"""The running table of counters names Loo's unit as a unit (learner walk, /loo-play after a
deal: under "Counters across deals" the caption read "Everyone's counters (in red) after each
deal, ...", which a newcomer reads as a colour: the figures are counted in red counters, Loo's
larger unit, three white to a red). Every pool game's caption comes from one place
(ui.tables.counters_caption): Loo and Irish Loo say "counted in red counters (one red is worth
three white)", Five-card Loo "five white", and Rams and Rounce, whose counters are plain, say
nothing of colour."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def test_loo_play_names_its_unit(app: OpenApp) -> None:
    gid = "loo"
    cfg = {"players": 4, "seat": 1, "bots": "random"}
    at = app(f"{gid}:play", **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(REGISTRY.get(gid), t, random.Random(1).choice)
    at.run()
    assert not at.exception, at.exception
    said = [c.value for c in at.caption if c.value.startswith("Everyone's counters")]
    assert said, [c.value for c in at.caption]
    assert "(in red)" not in said[0]
    assert "counted in red counters (one red is worth three white)" in said[0], said


@pytest.mark.parametrize(
    ("gid", "words"),
    [
        ("loo", "(one red is worth three white)"),
        ("irish_loo", "(one red is worth three white)"),
        ("five_card_loo", "(one red is worth five white)"),
        ("rams", "Everyone's counters after each deal, and what"),
        ("rounce", "Everyone's counters after each deal, and what"),
    ],
)
def test_each_pool_game_says_its_unit(gid: str, words: str) -> None:
    caption = game_ui(gid).ledger_caption
    assert words in caption and "(in red)" not in caption, caption
