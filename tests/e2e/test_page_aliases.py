"""An address a learner may type for a page reaches it: ``/home`` opens Home, a game's bare name
(``/napoleon``, ``/sixty-six``) its first page, with the parameters a link carries.

Learner walk (colour2): typing /home showed Streamlit's "Page not found ... Running the app's
main page" over Home (Home is served at the app's root; its own address was reserved, not
served), and /napoleon the same. ui.pages.aliases names those addresses; each is a hidden page
that sends the learner on to its page.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import AT_REST, WAIT, steady
from test_play_browser import open_page

import engine.games  # noqa: F401
from engine.game import REGISTRY


@pytest.mark.parametrize(
    ("typed", "lands", "heading"),
    [
        ("home", "", "Trickbook"),
        ("napoleon", "napoleon-learn", REGISTRY.get("napoleon").name),
        ("sixty-six?step=trump_card", "sixty_six-learn", REGISTRY.get("sixty_six").name),
        # a link to the root naming a page (Home's links): sent on before the page loads
        ("?game=sixty_six&step=trump_card", "sixty_six-learn", REGISTRY.get("sixty_six").name),
    ],
)
def test_a_typed_address_opens_its_page(
    server: str, tabs: Any, typed: str, lands: str, heading: str
) -> None:
    page, errors = open_page(tabs, f"{server}/{typed}")
    try:
        page.get_by_role("heading", name=heading, exact=True).first.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        address = page.url.split("?")[0].removeprefix(server).strip("/")
        assert address == lands, page.url
        if "step=" in typed:  # the link's own step kept
            assert f"step={typed.split('step=')[1]}" in page.url, page.url
        assert not page.get_by_text("Page not found").count()
        assert not errors, errors
    finally:
        page.close()
