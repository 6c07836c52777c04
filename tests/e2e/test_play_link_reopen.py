"""A Play link a teacher sends, in headless Chromium: played to the end of its deal, a reload
of the page keeps the finished deal (its result, Next deal), while the link itself opened
again deals that deal afresh. The page's address carries the table's own mark (``hand``),
which the link sent lacks (ui/pages/play_store.py goes_on).

Learner walk: /loo-play?seed=5&players=5 played to its end, then the same link opened again
showed the finished deal and "Next deal", not the deal the teacher meant.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from browsertools import new_tab
from test_browser import CHROMIUM, HAND_READY, WAIT, steady
from test_play_browser import DESKTOP, HAND, hand_cards, open_page, own_learner, wait_for_hand

from engine.cards import Card

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    # a real browser against a live server on a 2-core machine shared with the rest of the
    # suite: a timing miss is retried (pytest-rerunfailures); a real fault fails every try
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

LINK = "loo-play?seed=5&players=5&seat=0&computer=random"
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
    server: str, tabs: Any
) -> None:
    link = own_learner(f"{server}/{LINK}")  # (one learner for the tabs below)
    page, errors = open_page(tabs, link)
    try:
        wait_for_hand(page)
        dealt, log = hand_cards(page), page.evaluate(MOVES)
        mark = hand_mark(page)
        play_to_the_end(page)
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
        page.close()
