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

The two walks at 1400 px are one (:func:`teachers_link`): the tooltips' test plays the
teacher's link's deal to its end, and the link's test reloads it and opens the link again (it
was test_play_link_reopen's, which played that deal to its end on a page of its own).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from browsertools import KEPT, new_tab
from test_browser import CHROMIUM, HAND_READY, WAIT, steady
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
    """The teacher's link (:data:`LINK`) opened at 1400 px for a learner of its own (the one
    learner of every tab the tests open at it), and what it showed at the deal's start: the
    cards dealt, the moves said, the address's mark."""

    def __init__(self, server: str, tabs: Any) -> None:
        self.link = own_learner(f"{server}/{LINK}")
        self.page, self.errors = open_page(tabs, self.link)
        wait_for_hand(self.page)
        self.dealt, self.log = hand_cards(self.page), self.page.evaluate(MOVES)
        self.mark = hand_mark(self.page)


class Kept:
    """The teacher's link's page (:class:`Link`), opened when a test first calls for it and
    kept for the next: the tooltips' test at 1400 px plays it to its end, the link's test
    reloads it (and plays it to its end first, if it comes first). A test that failed lets it
    go (:meth:`drop`), so that its rerun opens the link afresh."""

    def __init__(self, server: str, tabs: Any) -> None:
        self.server, self.tabs = server, tabs
        self.kept: list[Link] = []

    def __call__(self) -> Link:
        if not self.kept:
            self.kept.append(Link(self.server, self.tabs))
            KEPT.add(self.kept[0].page)
        return self.kept[0]

    def drop(self) -> None:
        while self.kept:
            page = self.kept.pop().page
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
    server: str, tabs: Any, teachers_link: Kept, viewport: dict[str, int]
) -> None:
    if viewport is DESKTOP:  # the teacher's link's page, played here to its end
        link = teachers_link()
        page, errors = link.page, link.errors
    else:
        page, errors = open_page(tabs, f"{server}/{LINK}", viewport)
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
        if viewport is DESKTOP:
            teachers_link.drop()  # (a rerun plays the link afresh)
        raise
    finally:
        if viewport is not DESKTOP:
            page.close()


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
        teachers_link.drop()  # (reloaded: a rerun opens the link afresh)
