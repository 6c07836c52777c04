"""A game with one reading answers at its Compare address (an old link, or typed) with why there
is nothing to compare, where Streamlit said "Page not found" (linkaudit). The page in a real
browser: tests/e2e/test_compare_one_reading_browser.py."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.pages import address, addresses
from ui.pages.common import free_options

ALONE = [g for g in REGISTRY if len(g.variants) == 1]  # Compare needs two readings


def test_every_game_without_compare_has_its_compare_address_served() -> None:
    assert {"rounce", "irish_loo"} <= {g.id for g in ALONE}
    served = addresses()
    for game in REGISTRY:  # each Compare address once: a page, or the page saying why not
        assert served.count(address(game, "compare")) == 1, game.id


def test_the_words_name_the_game_and_where_its_options_are_switched() -> None:
    from ui.pages.compare_one import one_reading_words  # (new with the page)

    for game in ALONE:
        said = one_reading_words(game)
        assert said.startswith(f"{game.name} has one reading of its rules in this app"), said
        assert "no two readings to compare" in said and "Rules" in said, said
        for o in free_options(game):
            assert f"“{o.label}”" in said, (game.id, o.label, said)
