"""The Play page in headless Chromium, as a learner meets it: a card played by clicking its face
and by the keyboard (a skip link within three Tabs, Enter, the focus back on the cards), the
table and the cards on one 390×844 phone screen before and after a move, clean accessible
names, and the hand in progress resumed in a new tab.

The browser tests' one ``streamlit run`` server (``server``, conftest.py), in local mode: every
page is the machine's one learner, so each test deals itself a new game first, on the Play
page opened straight away (Home first, as the tests did, was a page load more for each), or
opens a seeded deal's link for a learner of its own. The tests that read a new game at
1400 px share its deal (:func:`dealt`: a card clicked on its face, the hand resumed in a new
tab, the cards' names), as the phone's refusals share theirs (conftest.py's
``phone_refusals``, :func:`refuse_a_card`).
"""

from __future__ import annotations

import contextlib
import re
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from browsertools import KEPT, TRICK_AND_REFUSAL, WATCH_TABLE, new_tab
from test_browser import AT_REST, HAND_READY, WAIT, steady, sync_api

import engine.games  # noqa: F401
from bench.serve import CHROMIUM, fresh_learner
from engine.cards import CARDS, Card
from lessons import load

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    # a real browser against a live server on a 2-core machine shared with the rest of the
    # suite: a timing miss is retried (pytest-rerunfailures); a real fault fails every try
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]

DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}
HAND = ".st-key-tb-hand"
RED = "rgb(198, 40, 40)"  # ui.cards.RED


def open_page(
    tabs: Any, url: str | None, viewport: dict[str, int] = DESKTOP, fresh: bool = False
) -> tuple[Any, list[str]]:
    """A tab of ``tabs`` (conftest.py; ``fresh``: browsertools.new_tab's), its errors
    collected, at ``url`` (None: left blank, for :func:`new_game` to open the Play page, one
    page load instead of two), for a learner of its own (:func:`own_learner`)."""
    page = new_tab(tabs, viewport, fresh)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if url is not None:
        page.goto(own_learner(url))
    return page, errors


def own_learner(url: str) -> str:
    """``url`` with a fresh learner's code (local mode adopts the code an address carries):
    a Play link resumes the learner's hand in progress when the hand is that link's game (a
    reload, 2d31b9e), so on the one server every module shares, a test opening
    /rounce-play?seed=11 found the hand test_phone_play had left there, its 'Play' already
    declared, and timed out waiting for the button (a fresh-clone CI run)."""
    if "learner=" in url:
        return url
    code = fresh_learner(url.split("?")[0], "play").split("learner=")[1]
    return f"{url}{'&' if '?' in url else '?'}learner={code}"


# s the page tries to put the focus on the cards after a move (ui/components/js/page_helper.js,
# focusWhenSettled: 8 s from the move's nonce), then leaves the focus and the scroll as they are
FOCUS_TRIES = 8.0
NONCE = "() => String(window.__tbFocusNonce)"  # page_helper.js: the last move it focused after


def new_game(page: Any, server: str, game: str) -> None:
    """Open the game's Play page and deal a new game: the learner (P0) leads the first trick.

    Waited for, each in turn: the table box's run (it draws New game when opened: a click
    during that run was lost, the old deal left on the page), the new game's run (the page's
    focus nonce, the number of moves made, changes: the old hand, still drawn, passed for the
    new one), and the focus put on the cards, for as long as the page tries (FOCUS_TRIES): it
    scrolls the page to them, and a card's place measured before that scroll was clicked after
    it, on whatever lay there then (a five-second wait had stood for this: the Loo test failed
    so now and then, Loo's table and hand filling more than the 900-pixel screen). The tests
    that are about the focus assert it themselves with focus_on_hand."""
    page.goto(f"{server}/{game}-play")
    # the page's first run at rest before the box is opened: a click during it was lost now
    # and then under a loaded fresh-clone CI (Sixty-Six: New game never drawn, 30 s waited)
    box = page.get_by_text("Table: players, your seat, computer level")
    box.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    box.click()
    button = page.get_by_role("button", name="New game")
    button.wait_for(timeout=WAIT)
    steady(page, f"{still(f'{game}-new_game')} && {AT_REST}")  # (still: sampled first)
    before = page.evaluate(NONCE)
    button.click()
    page.wait_for_function(f"n => ({NONCE})() !== n", arg=before, timeout=WAIT)
    tries_until = time.monotonic() + FOCUS_TRIES + 1.0
    wait_for_hand(page)
    with contextlib.suppress(sync_api.TimeoutError):
        focus_on_hand(page, timeout=max(1_000, int((tries_until - time.monotonic()) * 1000)))


def still(key: str) -> str:
    """A JavaScript test, for :func:`steady`, that the button of the widget keyed ``key`` (as
    its class names it: ``loo-new_game`` for ``loo:new_game``) is where it was at the last
    test. The page still moves once Streamlit's run is over (the table's picture is drawn by
    its component after the run, half a second after it on a busy machine, and the settings
    box opening moves what lies round it): a press on New game and its release 7 ms later fell
    25 px apart, on the button and on the box's Players, and no click reached the button (2 in
    32 runs of the phone test under load, the wait for the new game's run timing out)."""
    return (
        f"(() => {{ const b = document.querySelector('.st-key-{key} button')"
        "?.getBoundingClientRect();"
        " const at = b ? b.top + ',' + b.left : null;"
        " const same = at !== null && at === window.__tbStill; window.__tbStill = at;"
        " return same; })()"
    )


def focus_on_hand(page: Any, timeout: int = WAIT) -> None:
    steady(page, "document.activeElement?.closest('.st-key-tb-hand') != null", timeout)


def wait_for_hand(page: Any) -> None:
    """Until the learner's first move is drawn: his cards, or the declarations he may make
    (Napoleon's Play opens on the bidding, his cards drawn as pictures beside the bids, and
    a wait for the cards' buttons timed out there)."""
    page.locator(f"{HAND} button, .st-key-tb-declare button").first.wait_for(
        state="attached", timeout=WAIT
    )
    settle(page)


def declare(page: Any, name: str) -> None:
    """The learner's declaration ``name`` ("Play", "Pass") at his first turn, once the page
    is ready for it; then until his cards are drawn and the computer players have answered."""
    settle(page)
    page.locator(".st-key-tb-declare").get_by_role("button", name=name, exact=True).click()
    page.locator(f"{HAND} button").first.wait_for(timeout=WAIT)
    settle(page)


def settle(page: Any) -> None:
    """Until Streamlit's run is over, nothing on the page is stale and the computer players
    have answered (while they think, the learner's move is shown with the cards disabled; the
    page then runs again, and between the two runs Streamlit reports neither)."""
    steady(page, HAND_READY)


def hand_cards(page: Any) -> list[str]:
    """The learner's cards, by their buttons' names ("Play A♦" → "A♦")."""
    names = page.locator(f"{HAND} button").evaluate_all("bs => bs.map(b => b.ariaLabel)")
    return [n.removeprefix("Play ").strip() for n in names]


def face_centre(page: Any, card: Card) -> tuple[float, float]:
    face = page.locator(HAND).get_by_role("img", name=card.name, exact=True)
    box = face.bounding_box()
    assert box is not None, f"no face for {card.name}"
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def focused(page: Any) -> str:
    return str(
        page.evaluate(
            "() => { const e = document.activeElement;"
            " const box = e && e.closest('[class*=st-key-tb-]');"
            " const name = e && (e.getAttribute('aria-label') || e.innerText.trim());"
            " return (e ? e.tagName + ' ' + name : '') + ' | ' +"
            " (box ? [...box.classList].filter(c => c.startsWith('st-key-tb-')).join(' ') : '') }"
        )
    )


# a JavaScript test that the element ``s`` lies within the screen's height ``h``
_IN_VIEW = (
    "((r) => r != null && r.top >= 0 && r.bottom <= {h})"
    "(document.querySelector('{s}')?.getBoundingClientRect())"
)


def in_view(page: Any, selector: str) -> tuple[float, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box["y"], box["y"] + box["height"]


# the codes of the card buttons put into the hand's row from now on (a card moved is put in)
_WATCH_HAND = """() => { window.tbHandAdded = [];
  new MutationObserver(ms => ms.forEach(m => m.addedNodes.forEach(n =>
    window.tbHandAdded.push(n.dataset && n.dataset.code))))
    .observe(document.querySelector('.tb-hand-row'), {childList: true}); }"""


class Dealt:
    """A new game of ``game`` dealt at 1400 px by :func:`new_game` (the learner leads), the
    cards dealt him (``held``), and once :meth:`play` is called the card he played by clicking
    its face (Sixty-Six: his first card, any card may be played while the stock is open; Loo:
    his last)."""

    def __init__(self, game: str, page: Any, errors: list[str]) -> None:
        self.game, self.page, self.errors = game, page, errors
        self.held = hand_cards(page)
        self.card: Card | None = None

    def play(self) -> Card:
        """The card clicked on its face (once: a test that asks again gets the same card), the
        hand's row watched from before the click (window.tbHandAdded)."""
        if self.card is None:
            card = Card.parse(self.held[0 if self.game == "sixty_six" else -1])
            self.page.evaluate(_WATCH_HAND)
            x, y = face_centre(self.page, card)
            self.page.mouse.click(x, y)  # on the picture of the card, not on any label
            latest = self.page.locator(".tb-latest")
            latest.get_by_text(f"You play {card.pretty}").wait_for(timeout=WAIT)
            settle(self.page)
            self.card = card
        return self.card


@pytest.fixture(scope="module")
def dealt(server: str, tabs: Any) -> Iterator[Callable[[str], Dealt]]:
    """The game's new deal at 1400 px (:class:`Dealt`), dealt when a test first asks: the card
    clicked on its face, the hand resumed in a new tab (Sixty-Six) and the hand's accessible
    names (Loo) are read from one deal, where each test had dealt its own (a New game and a
    card played cost 5-13 s of a loaded run each). A test that failed is rerun on the same
    page (a fault in the page fails each try)."""
    opened: dict[str, Dealt] = {}

    def deal(game: str) -> Dealt:
        if game not in opened:
            page, errors = open_page(tabs, None)
            new_game(page, server, game)
            opened[game] = Dealt(game, page, errors)
            KEPT.add(page)
        return opened[game]

    try:
        yield deal
    finally:
        for each in opened.values():
            KEPT.discard(each.page)
            each.page.close()


@pytest.mark.parametrize("game", ["loo", "sixty_six"])
def test_clicking_a_card_face_plays_it(dealt: Callable[[str], Dealt], game: str) -> None:
    deal = dealt(game)
    page, errors, held = deal.page, deal.errors, deal.held
    card = deal.play()
    table = page.locator('[aria-label="card table"]')
    table.get_by_role("img", name=card.name, exact=True).first.wait_for(state="visible")
    assert card.pretty not in hand_cards(page)
    # the cards kept stay where they are (ui/components/js/hand.js): none is drawn or
    # put in again, only a card drawn from the stock is new
    again = page.evaluate("() => window.tbHandAdded")
    assert not [c for c in again if c in {Card.parse(h).code for h in held}], again
    assert not page.locator("[data-testid=stException]").count()
    assert not errors, errors


def test_a_hand_in_progress_is_resumed_in_a_new_tab(
    server: str, dealt: Callable[[str], Dealt]
) -> None:
    """The Sixty-Six deal of the test above, its first card played: a new tab with the plain
    address (local mode: the machine's learner, the last one an address named; no test comes
    between that deal and this one) shows the same hand, latest moves, trick and log."""
    deal = dealt("sixty_six")
    page, errors = deal.page, deal.errors
    card = deal.play()
    hand, latest = hand_cards(page), page.locator(".tb-latest").inner_text()
    trick = page.locator(".tb-trick").get_by_role("img").all()
    shown = [t.get_attribute("aria-label") for t in trick]
    other = new_tab(page.context, DESKTOP)  # a new tab on the same server, typed address
    try:
        other.goto(f"{server}/sixty_six-play")
        wait_for_hand(other)
        assert hand_cards(other) == hand
        assert other.locator(".tb-latest").inner_text() == latest
        again = other.locator(".tb-trick").get_by_role("img").all()
        assert [t.get_attribute("aria-label") for t in again] == shown
        log = other.get_by_text(f"You play {card.pretty}.", exact=False)
        assert log.count() >= 1
    finally:
        other.close()
    assert not errors, errors


KEYBOARD_DEAL = "seed=0"  # Sixty-Six: the learner leads, wins the first trick, leads again


def test_the_keyboard_reaches_the_cards_in_three_tabs_and_comes_back_to_them(
    server: str, tabs: Any
) -> None:
    """A seeded deal (a link deals it, the computer seeded from it: the same course every
    time), where the learner wins the first trick and leads again, so the card the focus comes
    back to is one he may play. A new game's deal at random now and then had the computer win
    the first trick, close the stock and lead a suit the first card in the hand could not
    follow: Enter pressed it and the page rightly answered "You cannot play ...", and the
    test, waiting for the move, failed (1 in 20 and 1 in 40 of my runs under load: the deal
    decides it, not the load). Opened at its link, the page is fresh and no New game is
    needed."""
    page, errors = open_page(tabs, f"{server}/sixty_six-play?{KEYBOARD_DEAL}")
    try:  # from the top of a freshly opened page
        wait_for_hand(page)
        page.locator("#tb-skip").wait_for(state="attached", timeout=WAIT)  # (page_helper.js)
        tabs = 0
        while tabs < 3:
            page.keyboard.press("Tab")
            tabs += 1
            if page.evaluate("() => document.activeElement.innerText") == "Skip to your cards":
                break
        else:
            raise AssertionError(f"no skip link within 3 Tabs (at: {focused(page)})")
        page.keyboard.press("Enter")
        first = hand_cards(page)[0]
        assert focused(page) == f"BUTTON Play {first} | st-key-tb-hand"
        assert page.evaluate("() => document.activeElement.dataset.code") == Card.parse(first).code
        page.keyboard.press("Enter")  # plays the card that has the focus
        page.locator(".tb-latest").get_by_text(f"You play {first}").wait_for(timeout=WAIT)
        settle(page)
        assert "Trick 1 goes to you" in page.locator(".tb-latest").inner_text(), KEYBOARD_DEAL
        focus_on_hand(page)
        now = focused(page)
        assert now.startswith("BUTTON Play ") and first not in now, now
        page.keyboard.press("Enter")  # and the next card goes the same way
        played = now.split(" | ")[0].removeprefix("BUTTON Play ")
        page.locator(".tb-latest").get_by_text(f"You play {played}").wait_for(timeout=WAIT)
        assert not errors, errors
    finally:
        page.close()


def test_the_table_keeps_its_place_while_a_move_redraws_it(server: str, tabs: Any) -> None:
    """390×844, two cards played in a seeded Sixty-Six deal (KEYBOARD_DEAL: the learner leads
    twice): the table's picture is changed in place, never taken off the page. It was keyed by
    its content, so each move's picture was a new element, mounted empty: the table fell to
    no height until its script drew it (20-450 ms, after Streamlit's run on a busy machine),
    and the cards and buttons under it jumped up and back, a click aimed at one landing on
    another. The browser scored a layout shift of 1.4-1.6 a move then; 0.03-0.11 now."""
    page, errors = open_page(tabs, f"{server}/sixty_six-play?{KEYBOARD_DEAL}", PHONE)
    try:
        wait_for_hand(page)
        table = page.locator("[class*=st-key-tb-picture-]").first.bounding_box()
        assert table is not None
        page.evaluate(WATCH_TABLE)
        for _ in range(2):
            card = Card.parse(hand_cards(page)[0])
            page.get_by_role("button", name=f"Play {card.pretty}", exact=True).click()
            page.locator(".tb-latest").get_by_text(f"You play {card.pretty}").wait_for(timeout=WAIT)
            settle(page)
        least, shift = page.evaluate("() => [window.__tbLeast, window.__tbShift]")
        assert least > table["height"] / 2, (least, table["height"])
        assert shift < 0.5, shift  # two moves' worth
        assert not errors, errors
    finally:
        page.close()


def test_the_quiz_picture_keeps_its_place_on_check_and_next(server: str, tabs: Any) -> None:
    """390×844, /loo-quiz: Check, then Next question, each changes the question's picture in
    place. Keyed by its content, each was a new element mounted empty: the picture fell to no
    height in every Check and Next (10 of 10) and the form and feedback under it jumped up and
    back (layout shift 0.31-0.83 a Check and Next at 390 px, 0.17-0.29 at 1400 px; 0.06-0.52
    and 0.02-0.11 in place)."""
    page, errors = open_page(tabs, f"{server}/loo-quiz", PHONE)
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        settle(page)
        picture = page.locator("[class*=st-key-tb-picture-]").first.bounding_box()
        assert picture is not None
        page.evaluate(WATCH_TABLE)
        page.locator("[data-testid=stCheckbox] label").first.click()
        page.get_by_role("button", name="Check").click()
        page.get_by_role("button", name="Next question").wait_for(timeout=WAIT)
        settle(page)
        page.get_by_role("button", name="Next question").click()
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        settle(page)
        least = page.evaluate("() => window.__tbLeast")
        assert least > picture["height"] / 2, (least, picture["height"])
        assert not errors, errors
    finally:
        page.close()


@pytest.mark.parametrize("game", ["loo", "sixty_six"])
def test_on_a_phone_the_trick_and_the_hand_share_one_screen(
    server: str, tabs: Any, game: str
) -> None:
    """390×844: the table's trick, the latest moves and the learner's cards are all within the
    screen when the hand opens and after a move (the page scrolls itself, if at all)."""
    page, errors = open_page(tabs, None, PHONE)
    try:
        new_game(page, server, game)
        page.evaluate("() => document.querySelector('[data-testid=stMain]').scrollTo(0, 0)")
        for selector in (".tb-trick", HAND):
            top, bottom = in_view(page, selector)
            assert top >= 0 and bottom <= PHONE["height"], (selector, top, bottom)
        card = Card.parse(hand_cards(page)[0])
        page.mouse.click(*face_centre(page, card))
        page.locator(".tb-latest").get_by_text(f"You play {card.pretty}").wait_for(timeout=WAIT)
        settle(page)
        if page.locator(".st-key-tb-next").count():  # Loo stops after a trick: shown, then on
            top, bottom = in_view(page, ".st-key-tb-next")
            assert bottom <= PHONE["height"], ("Continue", top, bottom)
            page.keyboard.press("Enter")  # the focus is on Continue
            wait_for_hand(page)
        focus_on_hand(page)
        # the page scrolls itself once the redraw has settled (ui/components/js/page_helper.js):
        # given until it rests with all three in view, then judged as it is
        seen = (".tb-trick", ".tb-latest", HAND)
        with contextlib.suppress(sync_api.TimeoutError):
            steady(page, " && ".join(_IN_VIEW.format(s=sel, h=PHONE["height"]) for sel in seen))
        for selector in seen:
            top, bottom = in_view(page, selector)
            assert top >= 0 and bottom <= PHONE["height"], (selector, top, bottom)
        assert not errors, errors
    finally:
        page.close()


def test_accessible_names_carry_no_markup_or_icon_names(
    server: str, tabs: Any, dealt: Callable[[str], Dealt]
) -> None:
    page, errors = open_page(tabs, f"{server}/loo-quiz")
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        settle(page)
        tree = page.locator("body").aria_snapshot()
        assert ":red[" not in tree and ":material" not in tree
        for icon in ("school", "playing_cards", "menu_book", "insights", "quiz Quiz", "style"):
            assert not re.search(rf'link "[^"]*{icon}', tree), icon
        # the sidebar's links to this game's pages, and (its box opened) to another game, by
        # their words alone
        page.get_by_text("Other games", exact=True).click()
        page.get_by_role("link", name="Sixty-Six", exact=True).wait_for(timeout=WAIT)
        for title in ("Learn", "Quiz", "Play", "Rules", "Progress", "Sixty-Six"):
            assert page.get_by_role("link", name=title, exact=True).count() >= 1, title
        q = load("loo").quiz[0]
        red = [CARDS[int(c)].pretty for c in q.choices() if CARDS[int(c)].suit.is_red]
        assert red, "the first question offers a red card"
        for pretty in red:  # named by the card alone, and still drawn red
            box = page.get_by_role("checkbox", name=pretty, exact=True)
            assert box.count() == 1, pretty
            label = page.locator("[data-testid=stCheckbox]").filter(has=box)
            colour = label.locator("[data-testid=stMarkdownContainer] p").evaluate(
                "p => getComputedStyle(p).color"
            )
            assert colour == RED, (pretty, colour)
        loo = dealt("loo")  # (a new game's cards, as dealt: the first test's deal)
        for name in loo.held:
            assert re.fullmatch(r"(10|[2-9JQKA])[♠♥♦♣]", name), name
        assert not loo.page.get_by_role("button", name="Deploy").count()  # client.toolbarMode
        assert not errors, errors
        assert not loo.errors, loo.errors
    finally:
        page.close()


def refuse_a_card(page: Any) -> str:
    """Play on as the hint allows (passing, declining, continuing) until the hint marks one of
    the learner's cards refused; tap it. The refusal's words ("You cannot play J♥.")."""
    refused = page.locator(f"{HAND} svg[data-state=illegal]")
    for _ in range(12):
        settle(page)
        for name in ("Continue", "Pass"):
            if page.get_by_role("button", name=name, exact=True).count():
                page.get_by_role("button", name=name, exact=True).click()
                break
        else:
            page.get_by_role("button", name="Hint").click()
            page.locator(f"{HAND} svg[data-state=legal]").first.wait_for(timeout=WAIT)
            settle(page)
            if refused.count():
                break
            allowed = page.locator(f"{HAND} svg[data-state=legal]").first
            played = Card.parse(str(allowed.get_attribute("data-card")))
            page.get_by_role("button", name=f"Play {played.pretty}", exact=True).click()
    else:
        raise AssertionError("no refused card in the learner's hand within 12 moves")
    card = Card.parse(str(refused.first.get_attribute("data-card")))
    page.mouse.click(*face_centre(page, card))
    words = f"You cannot play {card.pretty}."
    page.locator("[data-testid=stAlert]").filter(has_text=words).wait_for(timeout=WAIT)
    settle(page)
    return words


def test_on_a_phone_a_refused_card_says_why_on_the_screen(
    phone_refusals: Callable[[str], tuple[Any, list[str], str]],
) -> None:
    """390×844: a card the rules refuse is answered by a box under the hand saying why; the
    page scrolls to show it (a learner walk at /napoleon-play and /rams-play: the box lay below
    the screen, so a refused card looked like a tap that did nothing). Napoleon, a seeded
    deal: the learner passes, follows to the bidder's lead, and at a trick where the hint
    marks one of his cards refused, plays it."""
    page, errors, words = phone_refusals("napoleon-play?seed=1&players=5")
    why = page.locator("[data-testid=stAlert]").filter(has_text=words)
    # the page scrolls itself once the redraw has settled (as above): given until it rests
    shown = (
        "(() => { const r = [...document.querySelectorAll('[data-testid=stAlert]')]"
        f".find(a => a.innerText.includes({words!r}))?.getBoundingClientRect();"
        f" return r != null && r.top >= 0 && r.bottom <= {PHONE['height']}; }})()"
    )
    with contextlib.suppress(sync_api.TimeoutError):
        steady(page, shown)
    box = why.bounding_box()
    assert box is not None
    top, bottom = box["y"], box["y"] + box["height"]
    assert top >= 0 and bottom <= PHONE["height"], ("why", top, bottom)
    top, bottom = in_view(page, HAND)
    assert top >= 0 and bottom <= PHONE["height"], ("hand", top, bottom)
    assert not errors, errors


# the trick's share of the screen below Streamlit's header, and the bottom of a refusal's
# first three lines of text (its quoted source may run on below the screen); the top and the
# bottom of the cards played to the trick (null before any) and where the reason ends (the
# dash before the book it is quoted from), from the header's foot
_TRICK_AND_REASON = """words => {
  const {header, trick, alert} = (TRICK_AND_REFUSAL)(words);
  const p = alert.querySelector('p');
  const line = parseFloat(getComputedStyle(p).lineHeight);
  const r = alert.getBoundingClientRect();
  const faces = [...document.querySelectorAll('.tb-trick [role=img]')]
    .map(f => f.getBoundingClientRect());
  const text = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  let reason = null;
  for (let n = text.nextNode(); n && reason == null; n = text.nextNode()) {
    const i = n.textContent.indexOf('\u2014');
    if (i < 0) continue;
    const dash = document.createRange();
    dash.setStart(n, i);
    dash.setEnd(n, i + 1);
    reason = dash.getBoundingClientRect().bottom - header;
  }
  return {trick, top: r.top - header,
          lines: Math.min(r.bottom, p.getBoundingClientRect().top + 3 * line),
          cards: faces.length ? [Math.min(...faces.map(f => f.top)) - header,
                                 Math.max(...faces.map(f => f.bottom)) - header] : null,
          reason, room: innerHeight - header};
}""".replace("TRICK_AND_REFUSAL", TRICK_AND_REFUSAL)


@pytest.mark.parametrize(
    "address", ["napoleon-play?seed=1&players=5", "forty_five-play?seed=1&players=4"]
)
def test_on_a_phone_a_refusal_and_the_trick_share_the_screen(
    phone_refusals: Callable[[str], tuple[Any, list[str], str]], address: str
) -> None:
    """390×844: a refused card's reason comes into view with the trick it was refused in (a
    walk at /forty_five-play and /napoleon-play: the whole refusal, with its quoted source,
    was put at the foot of the screen and the trick scrolled off the top, so the learner saw
    why but not the trick). The refusal stands under the cards, the reason's first lines on
    the screen and at least half the trick above them."""
    page, errors, words = phone_refusals(address)
    # the page scrolls itself once the redraw has settled: given until it rests there
    rests = f"(s => s.trick >= 0.5 && s.top >= 0 && s.lines <= {PHONE['height']})"
    with contextlib.suppress(sync_api.TimeoutError):
        steady(page, f"{rests}(({_TRICK_AND_REASON})({words!r}))", timeout=FOCUS_TRIES * 1000)
    seen = page.evaluate(_TRICK_AND_REASON, words)
    assert seen["top"] >= 0 and seen["lines"] <= PHONE["height"], seen
    assert seen["trick"] >= 0.5, seen
    top, bottom = in_view(page, HAND)
    assert top >= 0 and bottom <= PHONE["height"], ("hand", top, bottom)
    assert not errors, errors


LAPTOP = {"width": 1280, "height": 720}


@pytest.mark.parametrize(
    "address", ["forty_five-play?seed=1&players=4", "napoleon-play?seed=1&players=5"]
)
def test_on_a_laptop_a_refusal_and_the_trick_share_the_screen(
    server: str, tabs: Any, address: str
) -> None:
    """1280×720: a refused card's reason comes into view with the trick it was refused in
    (measured over every game's longest refusals: with the box under the cards and Hint, the
    page put it whole at the foot of the screen and the trick above its top, 0% of it seen in
    Forty-Five, Napoleon, Rounce, Irish and Five-card Loo, Bierspiel and Spoil Five). Every
    card played to the trick and the reason, up to the book it quotes, are on the screen; where
    they cannot share it with the box under Hint, the box stands straight under the table."""
    page, errors = open_page(tabs, f"{server}/{address}", LAPTOP)
    try:
        words = refuse_a_card(page)
        # the page scrolls itself once the redraw has settled: given until it rests there
        rests = (
            "(s => s.cards != null && s.cards[0] >= 0 && s.cards[1] <= s.room"
            " && s.top >= 0 && s.reason != null && s.reason <= s.room)"
        )
        with contextlib.suppress(sync_api.TimeoutError):
            steady(page, f"{rests}(({_TRICK_AND_REASON})({words!r}))", timeout=FOCUS_TRIES * 1000)
        seen = page.evaluate(_TRICK_AND_REASON, words)
        assert seen["cards"] is not None, seen  # (refused in a trick the others have begun)
        assert seen["cards"][0] >= 0 and seen["cards"][1] <= seen["room"], seen
        assert seen["top"] >= 0 and seen["reason"] <= seen["room"], seen
        assert not errors, errors
    finally:
        page.close()


def test_on_a_phone_the_hint_says_its_words_on_the_screen(server: str, tabs: Any) -> None:
    """390×844: the hint's words under the hand come into view when Hint is pressed, and the
    focus stays on Hint (a learner walk at /sixty_six-play: Hint stood at the foot of the
    screen, and its words, which also name Close the stock and Claim 66, lay below it; only
    the cards' green rims changed on the screen)."""
    page, errors = open_page(tabs, f"{server}/sixty_six-play?seed=2", PHONE)
    settle(page)
    page.get_by_role("button", name="Hint").click()
    words = page.locator("[data-testid=stAlert]").filter(has_text="Hint: you may play")
    words.wait_for(timeout=WAIT)
    settle(page)
    shown = (
        "(() => { const r = [...document.querySelectorAll('[data-testid=stAlert]')]"
        ".find(a => a.innerText.startsWith('Hint:'))?.getBoundingClientRect();"
        f" return r != null && r.top >= 0 && r.bottom <= {PHONE['height']}; }})()"
    )
    with contextlib.suppress(sync_api.TimeoutError):
        steady(page, shown)
    box = words.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
    assert focused(page).startswith("BUTTON Hint"), focused(page)
    assert not errors, errors
