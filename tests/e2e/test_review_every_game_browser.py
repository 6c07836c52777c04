"""The browser tests' helpers play a deal to its end and open its review in every game.

walk9: test_hand_review_browser's helpers did not match Linger Longer's "Review this game" (its
pattern named only "deal" and "hand"), and timed out on Napoleon's Play, which opens on the
bidding: new_game waited for the cards in hand to be buttons, and during the bidding they are
drawn as pictures beside the bids. The button's name now comes from each game's word for a
deal, and new_game waits for the learner's first move, a card or a declaration. walk10 found
play_to_the_end standing at Irish Loo's exchange ("Keep all (exchange 0)", a button of its own
under the cards to tick): it presses it now.

Each deal is a seeded one prepared up to the learner's last two moves (test_hand_review_browser's
near_the_end), which the page resumes and play_to_the_end clicks: the deal's end, its button
and the review, in the browser. New game and the whole deal clicked cost 20-37 s a game in a
loaded run (the New game's wait for the focus, up to 9 s where the first move is a bid or an
exchange, among it); Napoleon's bid and trumps clicked are test_browser's, Irish Loo's Keep all
test_phone_play's, the review of every game's deal under AppTest tests/app/test_hand_review's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from browsertools import new_tab
from test_browser import WAIT
from test_hand_review_browser import PHONE, REVIEW, near_the_end, play_to_the_end, settle

import engine.games  # noqa: F401
from bench.serve import CHROMIUM
from engine.game import REGISTRY

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]


@pytest.mark.parametrize("game_id", ["napoleon", "linger_longer", "irish_loo"])
def test_a_deal_played_to_its_end_opens_its_review(
    server: str, server_db: Path, tabs: Any, game_id: str
) -> None:
    game = REGISTRY.get(game_id)
    address = near_the_end(server, server_db, game_id, left=2)
    page = new_tab(tabs, PHONE)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(address)
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
