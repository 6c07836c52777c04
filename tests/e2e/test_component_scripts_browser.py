"""The components' scripts (ui/components/js) reach the browser as files, once a page, and no
longer as text in the server's messages (issue 12, part 5: each run's elements carried them,
the page helper's 18 kB in each run a click makes), and the page helper still does its work: Sixty-Six's Play
opened at a seeded deal, the skip link is there, a card is played, and the focus comes back to
the learner's cards with no script fetched for the click."""

from __future__ import annotations

import urllib.request
from pathlib import Path
from typing import Any

from test_browser import WAIT
from test_play_browser import (
    KEYBOARD_DEAL,
    focus_on_hand,
    hand_cards,
    open_page,
    settle,
    wait_for_hand,
)

SCRIPTS = Path(__file__).resolve().parents[2] / "ui" / "components" / "js"
ROUTE = "/_stcore/bidi-components/"
# each component's address under ROUTE: its name (the manifest's project, then its own) and file
SERVED = {
    f"trickbook.{s}/{s}.js"
    for s in ("page_helper", "card_picture", "nav", "red_suits", "hand", "moves")
} | {  # what hand.js and moves.js share, imported beside each (one module an address)
    f"trickbook.{s}/verdict.js" for s in ("hand", "moves")
}
# words of each script that only its text holds: none may ride in a message from the server
MARKS = {
    "page_helper.js": "focusWhenSettled",
    "nav.js": "tb-nav-fold-open",
    "red_suits.js": "RED_CARD",
    "card_picture.js": "tbHtml",
    "hand.js": "tbComponent",
    "moves.js": "keyOf",
    "verdict.js": "SETTLE_MS",
}


def test_the_scripts_are_served_once_a_page_and_the_helper_still_works(
    server: str, tabs: Any
) -> None:
    page, errors = open_page(tabs, None, fresh=True)  # (a document of its own: its first load)
    asked: list[str] = []
    page.on("request", lambda r: asked.append(r.url) if ROUTE in r.url else None)
    frames: list[bytes] = []
    page.on(
        "websocket",
        lambda ws: ws.on(
            "framereceived", lambda p: frames.append(p if isinstance(p, bytes) else p.encode())
        ),
    )
    page.goto(f"{server}/sixty_six-play?{KEYBOARD_DEAL}")
    wait_for_hand(page)
    page.locator("#tb-skip").wait_for(state="attached", timeout=WAIT)  # the helper ran
    for file, mark in MARKS.items():
        sent = sum(mark.encode() in f for f in frames)
        assert not sent, f"{file} sent in {sent} of {len(frames)} messages"
    names = [u.split(ROUTE, 1)[1] for u in asked]
    assert set(names) == SERVED, names
    assert len(names) == len(SERVED), f"a script fetched twice on opening the page: {names}"
    for name in sorted(SERVED):  # the files themselves, as JavaScript
        with urllib.request.urlopen(f"{server}{ROUTE}{name}", timeout=30) as answer:
            assert "javascript" in answer.headers["Content-Type"], answer.headers["Content-Type"]
            assert answer.read() == (SCRIPTS / name.split("/")[1]).read_bytes(), name

    fetched = len(asked)
    first = hand_cards(page)[0]
    page.locator(".st-key-tb-hand").get_by_role("button", name=f"Play {first}").click()
    page.locator(".tb-latest").get_by_text(f"You play {first}").wait_for(timeout=WAIT)
    settle(page)
    focus_on_hand(page)  # the helper put the focus back on the cards after the move
    assert asked[fetched:] == [], f"scripts fetched for a click: {asked[fetched:]}"
    for file, mark in MARKS.items():
        sent = sum(mark.encode() in f for f in frames)
        assert not sent, f"{file} sent in {sent} of {len(frames)} messages"
    assert not errors, errors
