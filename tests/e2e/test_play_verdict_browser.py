"""Play's refused card answered the moment it is pressed, before the click's run (issue 12 part 5,
ui/play_verdict.py, hand.js): in headless Chromium at 390×844, on the Forty-Five page conftest.py's
``phone_refusals`` keeps at a refused card (seed 1, four hands), the same card pressed again
from the keyboard, the websocket's messages to the server held back a second: its refusal is
in the live region under the cards at once, the card still in the hand, the earlier box hidden;
once the run is in, the region is empty and the page's own box says the same words, no longer
an alert (a screen reader read them at the click: read again as the box appeared). The page is
left as it was found (the same card refused: the same words, the focus back on the cards).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_browser import AT_REST, WAIT, steady
from test_play_browser import HAND, PHONE, open_page, settle

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

# the websocket's sends to the server held back `ms` (the click's trigger among them), then
# let through: the page shows what it shows before its run
HOLD = """ms => {
  const proto = WebSocket.prototype;
  if (!proto.tbSend) proto.tbSend = proto.send;
  proto.send = function (d) { setTimeout(() => proto.tbSend.call(this, d), ms); };
  setTimeout(() => { proto.send = proto.tbSend; }, ms);
}"""
# each card of the hand: its name, its verdict's kind and words (hand.js keeps them)
CARDS = f"""() => [...document.querySelectorAll('{HAND} button')].map(b => [
  b.getAttribute('aria-label'), b.tbVerdict && b.tbVerdict.kind,
  b.tbVerdict && b.tbVerdict.text, b.hidden])"""
SAID = "() => document.querySelector('.tb-verdict').textContent"
BOX = "() => { const b = document.querySelector('.st-key-tb-say'); return b ? b.innerText : ''; }"
BOX_SHOWN = "() => !!document.querySelector('.st-key-tb-say')?.getClientRects().length"


def test_a_refused_card_is_answered_at_once_in_the_words_the_run_then_shows(
    phone_refusals: Callable[[str], tuple[Any, list[str], str]],
) -> None:
    page, errors, words = phone_refusals("forty_five-play?seed=1&players=4")
    settle(page)
    cards = page.evaluate(CARDS)
    refused = [c for c in cards if c[1] == "error" and c[2].startswith(words)]
    assert len(refused) == 1, cards
    name = refused[0][0]
    shown = page.evaluate(BOX).strip()  # the run's words after the same card, a click before
    page.evaluate(HOLD, 1500)
    page.get_by_role("button", name=name, exact=True).focus()
    page.keyboard.press("Enter")  # (the keyboard's way: Tab to a card, Enter)
    verdict = page.evaluate(SAID)
    assert verdict == shown  # at once, before the run, as the page shows them
    assert not page.evaluate(BOX_SHOWN)  # (the earlier refusal's box hidden meanwhile)
    assert [c[0] for c in page.evaluate(CARDS) if not c[3]] == [c[0] for c in cards]
    page.wait_for_function(f"() => !({SAID})()", timeout=WAIT)  # the run's page says it now
    settle(page)
    assert page.evaluate(BOX).strip() == verdict and page.evaluate(BOX_SHOWN)
    # read out once: at the click, by the live region; the box, Streamlit's alert, shown plain
    assert not page.locator(".st-key-tb-say [role=alert]").count()
    assert [c[0] for c in page.evaluate(CARDS)] == [c[0] for c in cards]
    assert not errors, errors


# the moves' verdicts (ui.components.move_verdicts, moves.js) under Napoleon's bids
MOVE_SAID = "() => document.querySelector('.st-key-tb-moves .tb-verdict').textContent"
MOVE_LIVE = (
    "() => { const s = document.querySelector('.st-key-tb-moves .tb-verdict'); "
    "return [s.getAttribute('role'), s.getAttribute('aria-live')]; }"
)
ROW_DIMMED = "() => document.querySelector('.st-key-tb-declare').classList.contains('tb-moved')"
# the latest moves: the learner's own line (outside their live region) and the live region's
LATEST = """() => { const l = document.querySelector('.tb-latest');
  const live = l.querySelectorAll('[aria-live]');
  return [l.firstElementChild ? l.firstElementChild.textContent : '', l.hasAttribute('aria-live'),
    live.length, live.length ? live[0].textContent : '']; }"""


def test_a_bid_is_answered_at_once_in_the_words_the_run_then_shows(tabs: Any, server: str) -> None:
    """Napoleon's first move is a bid (seed 5, 390×844): Pass pressed from the keyboard, the
    websocket's messages to the server held back 1.5 s, its words are in the live region under
    the buttons at once, the row dimmed; once the run is in, the region is empty, the row gone,
    and the latest moves begin with the same words, outside their live region (said once)."""
    page, errors = open_page(tabs, f"{server}/napoleon-play?seed=5", PHONE)
    button = page.locator(".st-key-tb-declare").get_by_role("button", name="Pass", exact=True)
    button.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    assert page.evaluate(MOVE_SAID) == ""
    assert page.evaluate(MOVE_LIVE) == ["status", "polite"]
    page.evaluate(HOLD, 1500)
    button.focus()
    page.keyboard.press("Enter")
    verdict = page.evaluate(MOVE_SAID)
    assert verdict == "You pass."  # at once, before the run
    assert page.evaluate(ROW_DIMMED)
    page.locator(".tb-latest").get_by_text(verdict).wait_for(timeout=WAIT)
    steady(page, AT_REST)
    own, whole_live, regions, replies = page.evaluate(LATEST)
    assert own == verdict and not whole_live and regions == 1, (own, whole_live, regions)
    assert replies and verdict not in replies
    assert not page.locator(".st-key-tb-moves .tb-verdict:not(:empty)").count()
    assert not errors, errors
