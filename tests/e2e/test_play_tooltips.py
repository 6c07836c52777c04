"""The Play page in headless Chromium: nothing lies over the table and the cards after a click,
and the log of the moves before the latest is as tall as its lines; and a Play link a teacher
sends, played to the end of its deal, is kept by a reload and dealt afresh by the link itself.

A learner walk found tooltips left open over the content: the focus stays on Hint after it is
pressed, and after the last card the page puts the focus on "Next deal" (ui/components), and a
Streamlit ``help=`` tooltip shows for as long as its button has the focus, so "name the actions
the rules allow you now" lay over the cards and "the deal passes to the left ..." over the
result line. The words that matter (what carries over to the next deal) now stand beside the
button. The "What happened" box was 320 px tall whatever it held: half a phone screen, nearly
empty, at the start of a deal.

The tests walk one deal at each width (:func:`teachers_link`): the tooltips' test plays the
teacher's link's deal to its end; at 1400 px the link's test then reloads it and opens the link
again (it was test_play_link_reopen's, which played that deal to its end on a page of its own),
and at 390 px the hand review's test reviews it (it was test_hand_review_browser's, which dealt
and played a Loo deal of its own to its end at 390 px).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from browsertools import KEPT, new_tab
from test_browser import AT_REST, HAND_READY, WAIT, steady
from test_hand_review_browser import REVIEW, shot
from test_play_browser import (
    DESKTOP,
    HAND,
    PHONE,
    focused,
    hand_cards,
    open_page,
    own_learner,
    settle,
    wait_for_hand,
)

from bench.serve import CHROMIUM
from engine.cards import Card

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser)
]

# a seeded three-card Loo deal, five players, the learner P0 and the computer at random
# (quick): the teacher's link of the learner walk below
LINK = "loo-play?seed=5&players=5&seat=0&computer=random"
TOOLTIPS = (
    "() => [...document.querySelectorAll('[role=tooltip], [data-testid=stTooltipContent]')]"
    ".filter(e => e.getClientRects().length).map(e => e.innerText)"
)
LOG = (
    "() => { const e = document.querySelector('.st-key-tb-log'); if (!e) return null;"
    " return [e.getBoundingClientRect().height, e.scrollHeight, e.clientHeight]; }"
)
# the deal's moves as the page says them: the log of those before the latest (none at the
# deal's start), then the line of the latest under the table
LATEST = ".tb-latest"
MOVES = (
    "() => [...document.querySelectorAll('.st-key-tb-log, .tb-latest')]"
    ".map(e => e.innerText).join('\\n')"
)


def hand_mark(page: Any) -> list[str]:
    """The ``hand`` the page's address carries (the table's own mark)."""
    return parse_qs(urlsplit(page.url).query).get("hand", [])


class Link:
    """The teacher's link (:data:`LINK`) opened at a screen's size for a learner of its own
    (the one learner of every tab the tests open at it), and what it showed at the deal's
    start: the cards dealt, the moves said, the address's mark."""

    def __init__(self, server: str, tabs: Any, viewport: dict[str, int]) -> None:
        self.link = own_learner(f"{server}/{LINK}")
        self.page, self.errors = open_page(tabs, self.link, viewport)
        wait_for_hand(self.page)
        self.dealt, self.log = hand_cards(self.page), self.page.evaluate(MOVES)
        self.mark = hand_mark(self.page)


class Kept:
    """The teacher's link's page at each screen (:class:`Link`), opened when a test first
    calls for it and kept for the next: the tooltips' test plays it to its end, at 1400 px the
    link's test then reloads it (and plays it to its end first, if it comes first), and at
    390 px the hand review's test reviews the deal (and plays it first, likewise). A test that
    failed lets it go (:meth:`drop`), so that its rerun opens the link afresh."""

    def __init__(self, server: str, tabs: Any) -> None:
        self.server, self.tabs = server, tabs
        self.kept: dict[int, Link] = {}

    def __call__(self, viewport: dict[str, int] = DESKTOP) -> Link:
        width = viewport["width"]
        if width not in self.kept:
            self.kept[width] = Link(self.server, self.tabs, viewport)
            KEPT.add(self.kept[width].page)
        return self.kept[width]

    def drop(self, viewport: dict[str, int] | None = None) -> None:
        """Let the page at ``viewport`` go (every page: None)."""
        for width in [viewport["width"]] if viewport else list(self.kept):
            if width in self.kept:
                page = self.kept.pop(width).page
                KEPT.discard(page)
                page.close()


@pytest.fixture(scope="module")
def teachers_link(server: str, tabs: Any) -> Iterator[Kept]:
    """The teacher's link's page, for this module's tests (:class:`Kept`)."""
    kept = Kept(server, tabs)
    try:
        yield kept
    finally:
        kept.drop()


def _legal_card(page: Any) -> None:
    """Ask for the hint and play the first card it marks as allowed."""
    page.get_by_role("button", name="Hint").click()
    page.locator(f"{HAND} svg[data-state=legal]").first.wait_for(timeout=WAIT)
    settle(page)
    assert page.evaluate(TOOLTIPS) == [], "a tooltip stays over the cards after the hint"
    code = page.locator(f"{HAND} svg[data-state=legal]").first.get_attribute("data-card")
    page.locator(f"{HAND} .tb-card-{code}").click()
    page.locator(f"{HAND} .tb-card-{code}").wait_for(state="detached", timeout=WAIT)
    settle(page)


# (1400 px last: the link's test, next, reloads its page, whose address no longer names its
# learner, so no other learner may be named in between: local mode's learner is the last one
# an address named)
@pytest.mark.parametrize("viewport", [PHONE, DESKTOP], ids=["390", "1400"])
def test_no_tooltip_covers_the_table_and_the_log_fits_its_lines(
    teachers_link: Kept, viewport: dict[str, int]
) -> None:
    link = teachers_link(viewport)  # the teacher's link's page, played here to its end
    page, errors = link.page, link.errors
    try:
        wait_for_hand(page)
        most = 320 if viewport is DESKTOP else 240
        # at the start of the deal nothing came before the line under the table: no log box
        assert page.evaluate(LOG) is None
        _legal_card(page)
        # a few lines before the latest moves: a box of those lines (no scrolling), not of
        # 320 px
        height, inner, shown = page.evaluate(LOG)
        assert height < most - 20 and inner <= shown + 2, (height, inner, shown)
        for _ in range(20):  # three tricks, each shown until "Continue"
            if page.get_by_role("button", name="Next deal").count():
                break
            if page.locator(".st-key-tb-next").get_by_role("button", name="Continue").count():
                page.get_by_role("button", name="Continue").click()
                settle(page)
                continue
            _legal_card(page)
        nxt = page.get_by_role("button", name="Next deal")
        nxt.wait_for(timeout=WAIT)
        steady(page, "document.activeElement?.innerText?.trim() === 'Next deal'")
        assert focused(page).startswith("BUTTON Next deal"), focused(page)
        # the focus on the button opens no tooltip over the result; its words stand beside it
        assert page.evaluate(TOOLTIPS) == [], "a tooltip covers the result line"
        beside = page.locator(".st-key-tb-next").get_by_text("The deal passes to the left")
        assert beside.is_visible()
        height, inner, shown = page.evaluate(LOG)
        assert height <= most + 1, (height, most)  # a long log scrolls inside its box
        assert not errors, errors
    except Exception:
        teachers_link.drop(viewport)  # (a rerun plays the link afresh)
        raise


def play_to_the_end(page: Any) -> None:
    """Continue after each trick, else the first card the hint marks playable, until the
    deal is over ("Next deal")."""
    for _ in range(30):
        steady(page, HAND_READY)
        if page.get_by_role("button", name="Next deal").count():
            return
        if page.get_by_role("button", name="Continue", exact=True).count():
            page.get_by_role("button", name="Continue", exact=True).click()
            continue
        page.get_by_role("button", name="Hint").click()
        legal = page.locator(f"{HAND} svg[data-state=legal]").first
        legal.wait_for(timeout=WAIT)
        steady(page, HAND_READY)
        card = Card.parse(str(legal.get_attribute("data-card")))
        page.get_by_role("button", name=f"Play {card.pretty}", exact=True).click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
    raise AssertionError("the deal did not end within 30 moves")


def test_a_reload_keeps_the_finished_deal_and_the_link_opened_again_deals_it_afresh(
    teachers_link: Kept,
) -> None:
    """A Play link a teacher sends: played to the end of its deal (by the test just above), a
    reload of the page keeps the finished deal (its result, Next deal), while the link itself
    opened again deals that deal afresh. The page's address carries the table's own mark
    (``hand``), which the link sent lacks (ui/pages/play_store.py goes_on).

    Learner walk: /loo-play?seed=5&players=5 played to its end, then the same link opened again
    showed the finished deal and "Next deal", not the deal the teacher meant."""
    opened = teachers_link()
    page, errors, link = opened.page, opened.errors, opened.link
    dealt, log, mark = opened.dealt, opened.log, opened.mark
    try:
        if not page.get_by_role("button", name="Next deal").count():
            play_to_the_end(page)  # (the test above did, if it ran first)
        over = page.evaluate(MOVES)
        assert over != log
        page.reload()  # the address bar, its mark and all: the finished deal, as it was
        page.get_by_role("button", name="Next deal").wait_for(timeout=WAIT)
        steady(page, HAND_READY)
        assert page.evaluate(MOVES) == over and hand_mark(page) == mark
        other = new_tab(page.context, DESKTOP)  # the link as sent, opened again in a new tab
        try:
            other.goto(link)
            other.locator(LATEST).wait_for(timeout=WAIT)
            steady(other, HAND_READY)
            assert not other.get_by_role("button", name="Next deal").count()
            assert other.evaluate(MOVES) == log
            assert hand_cards(other) == dealt
            assert len(mark) == 1 and hand_mark(other) not in ([], mark)  # a mark of its own
        finally:
            other.close()
        assert not errors, errors
    finally:
        teachers_link.drop(DESKTOP)  # (reloaded: a rerun opens the link afresh)


def test_review_this_deal_in_loo(teachers_link: Kept) -> None:
    """The hand review at 390 px (where its layout is tightest), of the Loo deal the
    tooltips' test played to its end there by clicking: "Review this deal" pressed, the
    review's marks, choices and "what happened" shown, a card face drawn, nothing wider than
    the screen, and the page's phone rules kept after the review's run. (It was
    test_hand_review_browser's, on a deal of its own played to its end: a deal played by
    clicks costs seconds on a busy machine. ``TB_SHOTS=DIR`` saves a screenshot there.)"""
    opened = teachers_link(PHONE)
    page, errors = opened.page, opened.errors
    try:
        if not page.get_by_role("button", name="Next deal").count():
            play_to_the_end(page)  # (the tooltips' test did, if it ran first)
        page.get_by_role("button", name=REVIEW).click()
        box = page.locator(".st-key-tb-hand-review")
        box.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        text = box.inner_text()
        assert " of yours, " in text and "Marks for Loo" in text
        assert "What happened" in text and "What you could see when you chose." in text
        # a card face is drawn for the position the learner judged from
        assert box.locator("svg").count() > 0
        box.scroll_into_view_if_needed()
        shot(page, f"hand_review_loo_{PHONE['width']}")
        # nothing wider than the screen on a phone
        wide = page.evaluate(
            "() => document.querySelector('.st-key-tb-hand-review').scrollWidth"
            " <= document.documentElement.clientWidth + 1"
        )
        assert wide
        # the page's phone rules (app.py) are still on it after the review's run: a bar of
        # tabs (the replay's, the review's) wraps. The review's own style, sent from the
        # table's fragment, had taken their place, and the replay's tabs scrolled sideways
        # (look5)
        wrapped = page.evaluate(
            "() => [...document.querySelectorAll('[role=tablist]')]"
            ".map(t => getComputedStyle(t).flexWrap)"
        )
        assert len(wrapped) >= 2 and set(wrapped) == {"wrap"}, wrapped
        assert not errors, errors
    finally:
        teachers_link.drop(PHONE)  # (reviewed: a rerun opens the link afresh)
