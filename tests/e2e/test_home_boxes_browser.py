"""Home's list of games is one element (ui.components.link_boxes, drawn by nav.js; issue 12,
part 5): each game a box with its name as a heading, its description (♥♦ red) and its pages'
links, which open their page in the same session as Streamlit's page links did; on a phone a
box's links wrap inside it."""

from __future__ import annotations

from typing import Any

from test_browser import AT_REST, WAIT, steady
from test_play_browser import open_page

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.cards import RED

BOXES = """() => [...document.querySelectorAll('.tb-boxes section')].map(s => {
    const box = s.getBoundingClientRect();
    const links = [...s.querySelectorAll('a')].map(a => a.getBoundingClientRect());
    return [s.querySelector('h3').innerText, Math.round(box.left), Math.round(box.right),
            links.every(r => r.left >= box.left && r.right <= box.right && r.bottom <= box.bottom)];
})"""


def test_home_boxes_list_every_game_and_open_its_pages_in_the_session(
    server: str, tabs: Any
) -> None:
    page, errors = open_page(tabs, f"{server}/")
    try:
        page.get_by_role("heading", name="Trickbook").wait_for(timeout=WAIT)
        names = [g.name for g in REGISTRY]
        page.get_by_role("heading", name=names[-1], exact=True).wait_for(timeout=WAIT)
        steady(page, AT_REST)
        assert [b[0] for b in page.evaluate(BOXES)] == names
        red = page.locator(f'.tb-boxes span[style="color:{RED}"]', has_text="7♦")
        assert red.count() == 1  # (Bierspiel's description)
        page.evaluate("window.__tbSameDocument = true")
        box = page.get_by_role("region", name="Sixty-Six", exact=True)
        box.get_by_role("link", name="Quiz", exact=True).click()
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        assert page.url.split("?")[0] == f"{server}/sixty_six-quiz"
        assert page.evaluate("window.__tbSameDocument") is True  # (not a new page load)
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        page.close()


def test_home_boxes_wrap_their_links_on_a_phone(server: str, tabs: Any) -> None:
    page, errors = open_page(tabs, f"{server}/", {"width": 390, "height": 844})
    try:
        last = REGISTRY.get("linger_longer").name
        page.get_by_role("heading", name=last, exact=True).wait_for(timeout=WAIT)
        steady(page, AT_REST)
        boxes = page.evaluate(BOXES)
        assert len(boxes) == len(list(REGISTRY)), boxes
        assert all(left >= 0 and right <= 390 and inside for _, left, right, inside in boxes)
        assert not errors, errors
    finally:
        page.close()
