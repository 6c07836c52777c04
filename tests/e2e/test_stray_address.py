"""An address no page has opens Home with one plain line saying so, as a link's unknown
``?game=`` does (ui.pages.links.home_link), not Streamlit's "Page not found" box.

Learner walk (words28): a mistyped link, ``/lo-play``, put Streamlit's own dialog ("Page not
found. You have requested page /lo-play, but no corresponding file was found in the app's
pages/ directory. Running the app's main page.") over Home: it names a directory the learner
never sees and no page he meant. Streamlit sends that box from ``st.navigation`` whenever the
address matches none of its pages (streamlit/commands/navigation.py, ``send_page_not_found``),
and offers no default page for stray addresses; ui.pages.navigation now gives the address a
hidden page of that run, which sends the learner Home with the line
(ui.pages.links.stray_address), naming the nearest address where one is near.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import AT_REST, WAIT, steady
from test_play_browser import open_page


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("lo-play", "There is no page at /lo-play: did you mean /loo-play?"),
        ("cribbage", "There is no page at /cribbage (a game's pages are at /GAME-PAGE"),
    ],
)
def test_an_address_no_page_has_opens_home_saying_so(
    server: str, tabs: Any, typed: str, said: str
) -> None:
    page, errors = open_page(tabs, f"{server}/{typed}")
    try:
        page.get_by_role("heading", name="Trickbook", exact=True).first.wait_for(timeout=WAIT)
        page.get_by_text(said).first.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        assert page.get_by_text("The home page opens instead.").count() == 1
        assert not page.get_by_text("Page not found").count()
        assert page.url.split("?")[0].removeprefix(server).strip("/") == "", page.url
        assert not errors, errors
        # the address it lands on is Home's own: opened again, it says nothing
        page.goto(page.url)
        page.get_by_role("heading", name="Trickbook", exact=True).first.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        assert not page.get_by_text("There is no page at").count()
    finally:
        page.close()


def test_a_page_s_own_address_still_opens_it(server: str, tabs: Any) -> None:
    page, errors = open_page(tabs, f"{server}/loo-rules")
    try:
        page.get_by_role("heading", name="Rules of Loo (three-card)", exact=True).first.wait_for(
            timeout=WAIT
        )
        steady(page, AT_REST)
        assert page.url.split("?")[0].removeprefix(server).strip("/") == "loo-rules", page.url
        assert not page.get_by_text("There is no page at").count()
        assert not page.get_by_text("Page not found").count()
        assert not errors, errors
    finally:
        page.close()
