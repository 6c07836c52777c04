"""A page style's :has() stands on an element named by its class or test id, never on any div or
any element (issue 12, part 5: what the browser does after a click).

Chrome files a rule under the most specific part of its last compound. ``div:has(> x)`` is filed
under ``div``: every div of the page is tested against the :has() at each style pass and, once
tested, restyled after every change of the page (Chrome's style invalidation trace names the
reason 'Affected by :has()'). Play's log box (ui.pages.common.fit_box_css) and its phone rules
(ui.pages.play.HAND_CSS) did: a Loo Play move (seed 5, four players) restyled 745 elements at
1400 px, 525 of them for that reason, and 527 (4) with the log box's wrapper named by its test
id; at 390 px 2,065 (771), and 1,793 (572) with the phone rules' subjects named too.

Read from the styles the pages draw with st.html (the app's own, Play's, Compare's), as AppTest
sees them; the card pictures' own styles are not page styles (they are scoped to a picture)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import nodes
from streamlit.testing.v1 import AppTest

OpenApp = Callable[..., AppTest]
PAGES = ["loo:play", "loo:quiz", "loo:learn", "loo:compare", "sixty_six:play"]
SEPARATORS = " \n\t>+~,{}"


def page_styles(at: AppTest) -> list[str]:
    """The CSS of every ``<style>`` the page draws with st.html."""
    bodies = [n.proto.body for n in nodes(at._tree) if getattr(n, "type", "") == "html"]
    return [css for body in bodies for css in re.findall(r"<style>(.*?)</style>", body, re.S)]


def has_compounds(css: str) -> list[str]:
    """The compound each ``:has(`` of ``css`` belongs to (``div`` for ``div:has(> x)``, ``''``
    for ``> :has(+ x)``, ``.a:not(`` for ``.a:not(:has(b))``: a :has() inside :not() or :is()
    belongs to the compound round it)."""
    out = []
    for m in re.finditer(r":has\(", css):
        depth, j = 0, m.start() - 1
        while j >= 0:
            c = css[j]
            if c == ")":
                depth += 1
            elif c == "(":
                depth = max(depth - 1, 0)  # (an open parenthesis: the compound round it)
            elif depth == 0 and c in SEPARATORS:
                break
            j -= 1
        out.append(css[j + 1 : m.start()])
    return out


def named(compound: str) -> bool:
    """Does ``compound`` name its element by a class, an id or an attribute other than class
    (``[class*=...]`` is filed under every element with a class)?"""
    rest = re.sub(r"\[class[^\]]*\]", "", compound)
    return bool(re.search(r"\.[A-Za-z_-]|#[A-Za-z_-]|\[", rest))


def test_the_check_reads_compounds() -> None:
    css = (
        "div:has(> .a) {x:1} .b:has(> .c) > :has(+ .d) {x:1}"
        '.e:not(:has(> :nth-child(6))) {x:1} [data-testid="w"]:has(> .f) ~ * {x:1}'
        '.g [class*="h-"]:has(i) {x:1}'
    )
    found = has_compounds(css)
    assert found == ["div", ".b", "", ".e:not(", '[data-testid="w"]', '[class*="h-"]'], found
    assert [named(c) for c in found] == [False, True, False, True, True, False]


@pytest.mark.parametrize("page", PAGES)
def test_page_styles_name_the_has_subject(app: OpenApp, page: str) -> None:
    at = app(page)
    styles = page_styles(at)
    assert styles, f"{page}: no page style read (the app draws its own on every page)"
    bad = [
        (compound, css[max(css.find(compound + ":has("), 0) :][:120])
        for css in styles
        for compound in has_compounds(css)
        if not named(compound)
    ]
    assert not bad, f"{page}: a :has() on any div or element: {bad}"
