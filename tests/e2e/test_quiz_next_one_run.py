"""Next question is one run of the Quiz's fragment, not that run and then the whole page's
(issue 12, part 5: click -> feedback). The fragment found the question's address changed and
called st.rerun(), so that the address and the "Link to this question" box, drawn by the page
around it, followed the question: the browser redrew the page once for the fragment's run and
again for the whole page's (its title, settings, sidebar and styles sent again). Now the
fragment keeps the address itself, and reruns the page only while the link's box is open
(closed, it shows no address).

Counted from the server's messages in the browser (Streamlit's ForwardMsg: a ``new_session``
starts each run; a whole page's run also sends the page menu, ``navigation``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from browsertools import message_kind, new_tab
from test_browser import WAIT, steady
from test_play_browser import own_learner

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

CHECK = "[data-testid=stFormSubmitButton] button"
AT_REST = (
    "document.querySelector('[data-testid=stApp]')"
    "?.getAttribute('data-test-script-state') === 'notRunning'"
    " && !document.querySelector('[data-stale=true]')"
)


SCROLL_DOWN = (
    "() => { const m = document.querySelector('[data-testid=stMain]');"
    " m.scrollTop = m.scrollHeight; window.scrollTo(0, document.body.scrollHeight); }"
)
TITLE_SHOWN = (
    "document.querySelector('[data-testid=stMainBlockContainer] h1')"
    ".getBoundingClientRect().top >= 0"
)


def _answer(page: Any) -> None:
    """The question answered (its first choice, right or wrong) and checked, the page at rest
    on its feedback and Next question."""
    form = page.locator("[data-testid=stForm]")
    form.locator("input[type=checkbox], input[type=radio]").first.click(force=True)
    page.locator(CHECK).click()
    page.get_by_role("button", name="Next question").wait_for(timeout=WAIT)
    steady(page, AT_REST)


def _next(page: Any, received: list[Any]) -> list[str]:
    """Next question pressed, until the next question's Check shows, the page at rest: the
    kinds of the messages the server sent meanwhile."""
    seen = len(received)
    page.get_by_role("button", name="Next question").click()
    page.wait_for_selector(CHECK, timeout=WAIT)
    steady(page, AT_REST)
    return [message_kind(p) for p in received[seen:]]


def _link(page: Any) -> dict[str, str]:
    """The address the open "Link to this question" box shows, its parameters."""
    code = page.locator("[data-testid=stExpander] [data-testid=stCode]").last
    code.wait_for(timeout=WAIT)
    return dict(parse_qsl(urlsplit(code.inner_text().strip()).query))


def _address(page: Any) -> dict[str, str]:
    shown = dict(parse_qsl(urlsplit(page.url).query))
    shown.pop("learner", None)  # (a learner's own code is not in the link sent)
    return shown


def test_next_question_is_one_run_of_the_fragment(server: str, tabs: Any) -> None:
    page = new_tab(tabs, {"width": 1400, "height": 600})  # (a verdict longer than the screen)
    received: list[Any] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: received.append(p)))
    page.goto(own_learner(f"{server}/loo-quiz"))
    page.wait_for_selector(CHECK, timeout=WAIT)
    steady(page, AT_REST)
    _answer(page)
    first = _address(page)
    assert "question" in first, first

    # the learner at the page's foot, where Next question is below a long verdict
    page.evaluate(SCROLL_DOWN)
    kinds = _next(page, received)
    assert kinds.count("new_session") == 1, kinds  # one run: the fragment's
    # the next question shown from the page's top, as when the whole page ran again
    steady(page, TITLE_SHOWN)
    assert "navigation" not in kinds, kinds  # (a whole page's run sends the page menu)
    # the address followed the question, and the link, opened, says it
    second = _address(page)
    assert "question" in second and second != first, (first, second)
    assert "Lesson question 2 of" in page.locator("[data-testid=stMain]").inner_text()
    page.get_by_text("Link to this question").click()
    assert _link(page) == second

    # with the link's box open, its address follows the question too (the page's run)
    _answer(page)
    _next(page, received)
    third = _address(page)
    assert "question" in third and third not in (first, second), (second, third)
    assert "Lesson question 3 of" in page.locator("[data-testid=stMain]").inner_text()
    assert _link(page) == third
