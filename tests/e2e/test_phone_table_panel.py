"""The table's side panel on a phone (390×844) in headless Chromium: Rounce's and Bierspiel's
trumps, widow and pool or crosses stood one under another below the seats, one item a row
(the widow's five or six backs a row of their own, the crosses one player a line), and their
tables 665 and 730 px tall once the learner plays: with the 784 px under Streamlit's header,
the trick, the seats and the learner's own cards did not share the screen. The panel is now
compact there (ui.cards.PHONE_CSS): its items side by side, the widow overlapped as a hand is,
the crosses in three columns, and nothing a learner reads there is gone. With the panel compact,
a long refusal stays in its place under the cards, the trick on the screen above it.

The helpers, the server and the browser are test_play_browser's (seeded deals by their link).
Each address is opened and declared on once (:func:`declared`), for every test that reads the
table then, at either screen, and the refusal's test plays on from there: the tests had each
loaded the page and declared, 8 page loads for 8 tests (with test_phone_play's two refusals,
which declared as these do), 3 now.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import pytest
from browsertools import KEPT
from test_browser import AT_REST, steady, sync_api
from test_play_browser import (
    _TRICK_AND_REASON,
    FOCUS_TRIES,
    HAND,
    PHONE,
    declare,
    in_view,
    open_page,
    refuse_a_card,
)

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]


class Declared:
    """Each address's Play page with the learner's declaration made (test_play_browser's
    ``declare``: "Play", "Pass"), at the screen the test asks: the page the module keeps for
    that address, resized, if it has one, else the address loaded at that screen and the
    declaration made. The panel's layout is the page's CSS and the app reads no screen size
    for it: measured when the pages were first shared, Rounce's and Napoleon's panel items
    read the same words on one line at 360x800 loaded there and resized from 390x844 (their
    common top 514 and 515 px, the page scrolled by a pixel more). A test that acts on the
    page (a card refused) takes it (:meth:`take`) and closes it: a later test, or its rerun,
    loads it again. A test that only reads and failed is rerun on the same page."""

    def __init__(self, server: str, tabs: Any) -> None:
        self.server, self.tabs = server, tabs
        self.pages: dict[str, tuple[Any, list[str]]] = {}

    def __call__(self, address: str, said: str, screen: dict[str, int]) -> tuple[Any, list[str]]:
        if address not in self.pages:
            page, errors = open_page(self.tabs, f"{self.server}/{address}", screen)
            KEPT.add(page)
            self.pages[address] = page, errors
            declare(page, said)
        page, errors = self.pages[address]
        page.set_viewport_size(screen)
        steady(page, AT_REST)
        return page, errors

    def take(self, address: str) -> None:
        """The page at ``address`` is the test's now, to act on and close."""
        if address in self.pages:
            KEPT.discard(self.pages.pop(address)[0])

    def close(self) -> None:
        for page, _ in self.pages.values():
            KEPT.discard(page)
            page.close()
        self.pages.clear()


@pytest.fixture(scope="module")
def declared(server: str, tabs: Any) -> Iterator[Declared]:
    """The module's Play pages, declared on (:class:`Declared`)."""
    pages = Declared(server, tabs)
    try:
        yield pages
    finally:
        pages.close()


# The table's height, from the header's foot to the foot of the hand's lowest card button, the
# room under the header, the panel's words, and for each widow card whether a point of its
# left strip (where a face has its corner index) is its own: each card of the widow shows.
_PANEL = """() => {
  const header = document.querySelector('[data-testid=stHeader]').getBoundingClientRect().bottom;
  const table = document.querySelector('[aria-label="card table"]').getBoundingClientRect();
  const buttons = [...document.querySelectorAll('.st-key-tb-hand button')]
    .map(b => b.getBoundingClientRect().bottom);
  const widow = [...document.querySelectorAll('.tb-extras [role=img]')].map(svg => {
    const r = svg.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width * 0.13, r.top + r.height * 0.3);
    return hit !== null && hit.closest('[role=img]') === svg;
  });
  return {table: table.height, span: Math.max(...buttons) - table.top,
          room: innerHeight - header, panel: document.querySelector('.tb-extras').innerText,
          widow};
}"""

# the tallest table that leaves the learner's cards on the screen under it: the 784 px under
# the header less the 200 px from the table's foot to the hand's buttons' (the latest moves,
# the hand's box and the gaps between them: 199-206 px in Rounce, Bierspiel, Forty-Five and
# Spoil Five at 390 px)
TALLEST = 584


@pytest.mark.parametrize(
    ("address", "words"),
    [
        ("rounce-play?seed=11", ["Trumps ♦", "A♦ robbed", "Widow", "Pool", "5 counters"]),
        (
            "bierspiel-play?seed=12",
            ["Trumps ♠", "K♠ taken up", "Widow", "Crosses (X = 5 points)"]
            + [f"P{i}: X X X" for i in range(5)],
        ),
    ],
)
def test_on_a_phone_the_tables_side_panel_is_compact(
    declared: Declared, address: str, words: list[str]
) -> None:
    """390×844, Rounce seed 11 and Bierspiel seed 12, the learner playing (he declares first):
    the table no taller than TALLEST (was 665 and 730 px), the table's top to the hand's
    buttons within the room under the header (was 843 and 929 px of 784), every card of the
    widow showing, and the panel saying all it said."""
    page, errors = declared(address, "Play", PHONE)
    seen = page.evaluate(_PANEL)
    assert seen["table"] <= TALLEST, seen
    assert seen["span"] <= seen["room"], seen
    assert len(seen["widow"]) >= 5 and all(seen["widow"]), seen
    panel = " ".join(seen["panel"].split())
    assert all(w in panel for w in words), (words, panel)
    assert not errors, errors


# the side panel's items: each one's words and top, px
_ITEMS = """() => [...document.querySelector('.tb-extras').children]
  .map(c => [c.innerText.split('\\n')[0], Math.round(c.getBoundingClientRect().top)])"""


@pytest.mark.parametrize(
    ("address", "said", "items", "words"),
    [
        ("rounce-play?seed=11", "Play", ["Trumps ♦", "Widow", "Pool"], "A♦ robbed"),
        ("napoleon-play?seed=6", "Pass", ["Trumps ♦", "Bid"], "P1 bids 1"),
    ],
)
@pytest.mark.parametrize("screen", [PHONE, {"width": 360, "height": 800}])
def test_on_a_phone_the_panel_s_few_items_share_one_line(
    declared: Declared,
    address: str,
    said: str,
    items: list[str],
    words: str,
    screen: dict[str, int],
) -> None:
    """Rounce seed 11, the learner plays and the dealer (P4) robs the A♦: at 390 px the head
    'Trumps ♦ (A♦ robbed)' (140 px) put the pool under the trumps and the widow, a line of its
    own (the table 51 px taller); the robbed card is now said under the suit's sign. Napoleon
    seed 6, the learner passes and P1 bids one: the bid's note ('needs 1 more trick; the others
    need 5 more to beat the bid', one line of some 330 px) stood the bid under the trumps (the
    table 44 px taller); it now wraps, as Spoil Five's notes do. At 390 and 360 px the items
    stand on one line."""
    page, errors = declared(address, said, screen)
    seen = page.evaluate(_ITEMS)
    assert len({top for _, top in seen}) == 1, seen
    assert [w for w, _ in seen] == items, seen
    assert words in page.locator(".tb-extras").inner_text(), seen
    assert not errors, errors


@pytest.mark.parametrize("address", ["rounce-play?seed=11", "bierspiel-play?seed=12"])
def test_on_a_phone_a_long_refusal_the_trick_and_the_cards_share_the_screen(
    declared: Declared, address: str
) -> None:
    """390×844, Rounce (five players, the widow and the pool under the seats) and Bierspiel
    (a 316-character reason): with tables 713 and 730 px tall a refused card's reason under
    the cards lay 800-850 px below the trick's top, and the page, showing the reason's first
    lines, left 10% and 0% of the trick on the screen; the refusal was then lifted under the
    table (html[data-tb-lift]), the whole trick on the screen and the learner's cards below it
    (their top 835 and 912 px). Their side panels are compact now (the tests above: tables of
    545 and 553 px), and the refusal stays in its own place, under the cards, as in the other
    games: every card of the trick, at least half the trick, the reason's first lines and the
    learner's cards share the screen. (The pages the tests above read, declared on: the
    learner declares first, as refuse_a_card would pass, and plays.)"""
    page, errors = declared(address, "Play", PHONE)
    declared.take(address)  # (played on: closed after this test, a rerun loads it afresh)
    try:
        words = refuse_a_card(page)
        # the page scrolls itself once the redraw has settled: given until it rests there
        rests = f"(s => s.trick >= 0.5 && s.top >= 0 && s.lines <= {PHONE['height']})"
        with contextlib.suppress(sync_api.TimeoutError):
            steady(page, f"{rests}(({_TRICK_AND_REASON})({words!r}))", timeout=FOCUS_TRIES * 1000)
        seen = page.evaluate(_TRICK_AND_REASON, words)
        assert seen["trick"] >= 0.5, seen
        if seen["cards"] is not None:  # the cards played to it (none: the learner leads)
            assert seen["cards"][0] >= 0 and seen["cards"][1] <= seen["room"], seen
        assert seen["top"] >= 0 and seen["lines"] <= PHONE["height"], seen
        top, bottom = in_view(page, HAND)
        assert top >= 0 and bottom <= PHONE["height"], ("hand", top, bottom, seen)
        assert not errors, errors
    finally:
        page.close()
