"""Napoleon's boxes for naming trumps draw the red suits red, as a red card's box is drawn.

Learner walk: /napoleon-quiz?seed=14&kind=declare&level=1 ("You are P0, to name trumps. Which
suits may you name?") offered "Trumps ♣ clubs", "Trumps ♦ diamonds", "Trumps ♥ hearts",
"Trumps ♠ spades", every one black, beside a hand whose ♥ and ♦ cards are red; a red card's box
("A♦") is drawn red (app.py colours a box whose label ends in a red suit, its accessible name
kept plain). The boxes (and Play's buttons) now say the suit and end in its sign, "Hearts ♥",
and the red ones are red in the browser.
"""

from __future__ import annotations

from typing import Any

from test_play_browser import RED, open_page, settle

import engine.games  # noqa: F401
from engine.cards import Suit
from engine.game import REGISTRY
from engine.quiz import practice
from ui.games.napoleon import trump_label

G = REGISTRY.get("napoleon")


def _seed() -> int:
    """The first generated declare question (level 1) at the naming of trumps."""
    return next(
        s
        for s in range(400)
        if practice(G.id, seed=s, kind="declare", level=1).state.phase == "trump"
    )


def test_the_red_suits_boxes_are_red_and_the_black_ones_are_not(server: str, chromium: Any) -> None:
    url = f"{server}/napoleon-quiz?seed={_seed()}&kind=declare&level=1"
    page, errors = open_page(chromium, url)
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=30_000)
        settle(page)
        for suit in Suit:
            name = trump_label(suit)
            box = page.get_by_role("checkbox", name=name, exact=True)
            assert box.count() == 1, name
            label = page.locator("[data-testid=stCheckbox]").filter(has=box)
            colour = label.locator("[data-testid=stMarkdownContainer] p").evaluate(
                "p => getComputedStyle(p).color"
            )
            assert (colour == RED) == suit.is_red, (name, colour)
        assert not errors, errors
    finally:
        page.context.close()
