"""A game with one reading has no Compare page, but its address says why instead of "Page not
found".

linkaudit (after walk10): /rounce-compare and /irish_loo-compare, an old link or an address
typed, showed Streamlit's "Page not found" over Home. Each such game's Compare address is now a
hidden page saying it has one reading, so there is nothing to compare, where its options are
switched, and linking its Rules and Play (ui.pages.compare.one_reading); so does
``/?game=rounce&page=compare``.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import AT_REST, WAIT, steady
from test_play_browser import PHONE, open_page

import engine.games  # noqa: F401
from engine.game import REGISTRY

ALONE = [g.id for g in REGISTRY if len(g.variants) == 1]  # Compare needs two readings


def test_the_games_with_one_reading_are_asked_here() -> None:
    assert {"rounce", "irish_loo"} <= set(ALONE)


@pytest.mark.parametrize(
    ("typed", "game_id"),
    [("rounce-compare", "rounce"), ("?game=irish_loo&page=compare", "irish_loo")],
)
def test_a_compare_address_of_a_game_with_one_reading_says_so(
    server: str, tabs: Any, typed: str, game_id: str
) -> None:
    game = REGISTRY.get(game_id)
    page, errors = open_page(tabs, f"{server}/{typed}", PHONE)
    try:
        page.get_by_role("heading", name=f"Compare readings: {game.name}").wait_for(timeout=WAIT)
        steady(page, AT_REST)
        assert page.url.split("?")[0].removeprefix(server).strip("/") == f"{game_id}-compare"
        said = page.get_by_text(f"{game.name} has one reading of its rules in this app")
        assert said.count() == 1
        assert not page.get_by_text("Page not found").count()
        page.get_by_role("link", name=f"{game.name}: Rules").click()
        page.wait_for_url(f"**/{game_id}-rules*", timeout=WAIT)
        assert not errors, errors
    finally:
        page.close()
