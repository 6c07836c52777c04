"""On a phone, the Quiz's cards to tick stand in even lines under the trick, with Check on the
screen (ui.card_css.TICKS_PHONE_CSS): Rams' first question and two of Sixty-Six's, at four
phone sizes, in headless Chromium. The tests were test_phone_play's, whose layout helpers they
use, each loading its page afresh; they share a page an address now (:func:`quiz_page`), in a
module of their own so that the last page is handed back once their last test is done.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browsertools import KEPT
from test_browser import WAIT, steady
from test_phone_play import _TICKS, ANDROID, STYLED
from test_play_browser import PHONE, open_page, settle

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

UNDER_HEADER = PHONE["height"] - 60
SMALL_PHONE = {"width": 375, "height": 844}  # (an iPhone SE's or mini's width)
SMALLEST = {"width": 320, "height": 568}  # (an iPhone SE's, first generation)

FREE, FOUR = "sixty_six-quiz?question=q_free_play", "sixty_six-quiz?question=q_four_overtrump"
# a measure come to rest: each check finds it as the last one did (``steady``: three in a row)
_SAME_TWICE = (
    "(() => { const s = JSON.stringify(MEASURE); const same = s === window.__tbLastSeen;"
    " window.__tbLastSeen = s; return same; })()"
)


def _ticks_case(address: str, screen: dict[str, int], per_line: list[int], span: int) -> Any:
    size = f"{screen['width']}x{screen['height']}"
    return pytest.param(address, per_line, span, screen, id=f"{address}-{size}")


@pytest.fixture(scope="module")
def quiz_page(
    server: str, tabs: Any
) -> Iterator[Callable[[str, dict[str, int]], tuple[Any, list[str]]]]:
    """The Quiz page at ``address``, at ``screen``'s size, and its errors, for the ticks tests
    (none acts on it): the page the last test read, resized, if it is at that address (the
    tests come in order of address), else that page handed back and this address loaded, 3
    page loads for the 8 tests instead of 8 (about 1.8 CPU-s a load, Chromium and the server).
    The rows' layout is the page's CSS (ui.card_css.TICKS_PHONE_CSS: media and container
    queries) and the app reads no screen size, so a page resized is laid out as one loaded at
    that size: checked for these eight cases when the page was first shared, a fresh load at
    each screen against the page loaded at its address's first screen and resized in this
    order (each card's box and face, the row's size, from the trick to the row and to Check:
    the same to the half pixel). A test that failed is rerun on the same page."""
    opened: dict[str, tuple[Any, list[str]]] = {}

    def at(address: str, screen: dict[str, int]) -> tuple[Any, list[str]]:
        if address not in opened:
            for page, _ in opened.values():
                KEPT.discard(page)
                page.close()
            opened.clear()
            page, errors = open_page(tabs, f"{server}/{address}", screen)
            KEPT.add(page)
            page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
            settle(page)
            opened[address] = page, errors
        page, errors = opened[address]
        page.set_viewport_size(screen)
        return page, errors

    try:
        yield at
    finally:
        for page, _ in opened.values():
            KEPT.discard(page)
            page.close()


@pytest.mark.parametrize(
    "address,per_line,span,screen",
    [
        _ticks_case("rams-quiz", PHONE, [5], UNDER_HEADER),
        _ticks_case("rams-quiz", ANDROID, [5], ANDROID["height"] - 60),
        _ticks_case(FREE, PHONE, [6], UNDER_HEADER),
        _ticks_case(FREE, SMALL_PHONE, [6], UNDER_HEADER),
        _ticks_case(FREE, ANDROID, [6], ANDROID["height"] - 60),
        _ticks_case(FREE, SMALLEST, [6], ANDROID["height"] - 60),
        _ticks_case(FOUR, PHONE, [4, 4], UNDER_HEADER),
        _ticks_case(FOUR, ANDROID, [4, 4], ANDROID["height"] - 60),
    ],
)
def test_on_a_phone_a_question_s_cards_to_tick_stand_in_even_lines(
    quiz_page: Callable[[str, dict[str, int]], tuple[Any, list[str]]],
    address: str,
    per_line: list[int],
    span: float,
    screen: dict[str, int],
) -> None:
    """390×844, 'Which cards may you play?': Rams' first question's five cards wrapped four and
    one; Sixty-Six's six-card hand (two-hand) and eight-card one (four-hand), at the Quiz's
    72 px, stood three and three and three, three and two, 346 and 519 px of cards between the
    trick and Check. On a phone five and six now keep one line and eight stand four and four
    (ui.cards TICKS_PHONE_CSS): the trick, the cards to tick and Check share the screen under
    the header (784 px).
    At 375 px (a 311 px row) the six wrapped five and one at 48 px: they are 46 px, 4 apart.
    At 360×800 (a 296 px row) five wrapped four and one and six five and one (from the trick
    to Check 760 and 713 px): the faces narrow to the row's width (52.8 and 45.3 px). At
    320 px (a 256 px row) six stood five and one: the faces narrowed to 38.7 px, but a box
    and its card's name, 8 px apart, kept a cell 39-46 px wide; under a 290 px row they are
    2 px apart (584 px from the trick to Check, more than that screen). Four hands' eight ran
    829 px from the trick to Check at 390×844 and 360×800, and 785 with the eight 46 px wide
    and each box 6 px under its card: the picture's hand stood six and two; it fans on one
    line now (test_notebook_hand_fits_phone), 719 px."""
    page, errors = quiz_page(address, screen)
    page.evaluate("() => { delete window.__tbLastSeen; }")  # (the last test's measure)
    steady(page, STYLED)
    steady(page, _SAME_TWICE.replace("MEASURE", f"({_TICKS})('.st-key-tb-quiz-cards')"))
    seen = page.evaluate(_TICKS, ".st-key-tb-quiz-cards")
    assert seen["per_line"] == per_line, seen
    assert seen["from_trick"] is not None, seen
    assert seen["from_trick"] <= span, seen
    assert not errors, errors
