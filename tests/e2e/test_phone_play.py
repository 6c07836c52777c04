"""The Play page on a phone (390×844) in headless Chromium: the trick the learner is deciding
about stays on the screen with a refused card's reason (Rounce's and Bierspiel's tall tables
and long reasons).

The helpers, the server and the browser are test_play_browser's (seeded deals by their link).
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest
from test_browser import CHROMIUM, WAIT, steady, sync_api
from test_play_browser import (
    _TRICK_AND_REASON,
    FOCUS_TRIES,
    HAND,
    PHONE,
    open_page,
    refuse_a_card,
    settle,
)

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]


@pytest.mark.parametrize("address", ["rounce-play?seed=11", "bierspiel-play?seed=12"])
def test_on_a_phone_a_long_refusal_leaves_the_whole_trick_on_the_screen(
    server: str, chromium: Any, address: str
) -> None:
    """390×844, Rounce (five players, the widow and the pool under the seats: a table 713 px
    tall, the trick 104 px below its top) and Bierspiel (730 px, a 316-character reason): a
    refused card's reason under the cards lay 800-850 px below the trick's top, so the page,
    showing the reason's first lines, left 10% and 0% of the trick on the screen. The refusal
    is lifted under the table (html[data-tb-lift], as on a laptop): the whole trick and the
    reason's first lines share the screen."""
    page, errors = open_page(chromium, f"{server}/{address}", PHONE)
    try:
        settle(page)  # the learner declares first (refuse_a_card would pass): he plays
        page.locator(".st-key-tb-declare").get_by_role("button", name="Play", exact=True).click()
        page.locator(HAND).wait_for(timeout=WAIT)
        words = refuse_a_card(page)
        # the page scrolls itself once the redraw has settled: given until it rests there
        rests = f"(s => s.trick >= 0.999 && s.top >= 0 && s.lines <= {PHONE['height']})"
        with contextlib.suppress(sync_api.TimeoutError):
            steady(page, f"{rests}(({_TRICK_AND_REASON})({words!r}))", timeout=FOCUS_TRIES * 1000)
        seen = page.evaluate(_TRICK_AND_REASON, words)
        assert seen["trick"] >= 0.999, seen
        assert seen["top"] >= 0 and seen["lines"] <= PHONE["height"], seen
        assert not errors, errors
    finally:
        page.context.close()
