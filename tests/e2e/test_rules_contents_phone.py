"""The Rules page's line of chapters takes a phone reader to each chapter and to the books.

At 390 px Spoil Five's brief ran to about 3,000 px ("The pool" below 2,100 px, the books below
4,000) with nothing at the top to say what lay further down. "Chapters:" now opens the brief
with a link to each chapter, the other readings and the books (ui.pages.rules.contents_html);
a tap scrolls the page's scrolling main area so the chapter's title stands at the top, clear
of the app's header bar, at 390 px and at 1400 px alike.
"""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady

TOP = """name => {
    const el = [...document.querySelectorAll('strong, b, h3')]
        .find(e => e.textContent.trim() === name && !e.closest('nav'));
    return el ? Math.round(el.getBoundingClientRect().top) : null; }"""


@pytest.mark.parametrize("width", [390, 1400])
def test_each_chapter_link_brings_its_chapter_to_the_top(
    server: str, tabs: Any, width: int
) -> None:
    page = new_tab(tabs, {"width": width, "height": 844})
    page.goto(f"{server}/spoil_five-rules")
    nav = page.locator("nav[aria-label=Chapters]")
    nav.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    names = [a.inner_text() for a in nav.locator("a").all()]
    assert names[:4] == ["The card order", "Robbing the turn-up", "Playing to a trick", "The pool"]
    assert names[-2:] == ["Other readings", "The books"]
    assert page.evaluate(TOP, "The pool") > 844  # below the first screen before the tap
    for name in ("The pool", "The books", "Robbing the turn-up"):
        nav.get_by_text(name, exact=True).click()
        page.wait_for_function(f"n => ({TOP})(n) !== null && ({TOP})(n) < 200", arg=name)
        top = page.evaluate(TOP, name)
        assert 40 <= top < 200, (name, top)  # at the top, below the header bar
        page.evaluate("document.querySelector('[data-testid=stMain]').scrollTo(0, 0)")
        page.wait_for_function(f"() => ({TOP})('The card order') > 0")
