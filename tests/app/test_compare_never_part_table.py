"""Compare's reason why Linger Longer's two readings never part speaks of the deal shown.

walk9, on a five-player game: "a game lasts at most 11 tricks with 6 players, against a stock
of 16 cards", the largest table's figures, whatever the table. The engine's sentence
(``Game.readings_never_part``) took the players and left them unused; it now gives the
figures of the table compared."""

from __future__ import annotations

import re
from collections.abc import Callable

from apptools import go
from streamlit.testing.v1 import AppTest
from test_compare_page import boxes

import engine.games  # noqa: F401
from engine.compare import variant_pairs
from engine.game import REGISTRY
from ui.format import md

OpenApp = Callable[..., AppTest]
GAME = REGISTRY.get("linger_longer")


def test_the_never_part_reason_gives_the_figures_of_the_table_shown(app: OpenApp) -> None:
    at = go(app(), "linger_longer:compare")
    box = at.selectbox(key="w:linger_longer:cmp_players")
    assert len(box.options) > 1
    for n in (int(o) for o in box.options):
        at.selectbox(key="w:linger_longer:cmp_players").set_value(n).run()
        assert not at.exception, at.exception
        said = boxes(at)
        why = GAME.readings_never_part(*variant_pairs(GAME)[0], n)
        assert why is not None and md(why) in said, (n, said)
        # every table size it names is this one, and the stock is the one dealt at it
        assert set(re.findall(r"(\d+) players", why)) == {str(n)}, why
        stock = len(GAME.new_deal(players=n, seed=0).stock)
        assert f"a stock of {stock} cards" in why, why
