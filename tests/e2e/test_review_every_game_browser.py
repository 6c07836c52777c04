"""The browser tests' helpers play a deal to its end and open its review in every game.

walk9: test_hand_review_browser's helpers did not match Linger Longer's "Review this game" (its
pattern named only "deal" and "hand"), and timed out on Napoleon's Play, which opens on the
bidding: new_game waited for the cards in hand to be buttons, and during the bidding they are
drawn as pictures beside the bids. The button's name now comes from each game's word for a
deal, and new_game waits for the learner's first move, a card or a declaration. walk10 found
play_to_the_end standing at Irish Loo's exchange ("Keep all (exchange 0)", a button of its own
under the cards to tick): it presses it now."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import CHROMIUM, WAIT
from test_hand_review_browser import PHONE, REVIEW, play_to_the_end, settle
from test_play_browser import new_game

import engine.games  # noqa: F401
from engine.game import REGISTRY

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]


@pytest.mark.parametrize("game_id", ["napoleon", "linger_longer", "irish_loo"])
def test_a_deal_played_to_its_end_opens_its_review(server: str, tabs: Any, game_id: str) -> None:
    game = REGISTRY.get(game_id)
    page = new_tab(tabs, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    new_game(page, server, game_id)
    page.get_by_role("heading", name=f"Play {game.name}").wait_for(timeout=WAIT)
    play_to_the_end(page)
    button = page.get_by_role("button", name=REVIEW)
    assert button.inner_text() == f"Review this {game.deal_word}"
    button.click()
    box = page.locator(".st-key-tb-hand-review")
    box.wait_for(timeout=WAIT)
    settle(page)
    assert f"Marks for {game.name}" in box.inner_text()
    assert not errors, errors
