"""Real-browser tests: headless Chromium against one real ``streamlit run`` server (shared by
the browser tests: conftest.py).

They open Loo, take a lesson step, answer a quiz question and play a card, then play a card of
Sixty-Six, and check that card faces are really visible (AppTest cannot see what the browser
strips, e.g. SVG in st.html).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from typing import Any

import pytest
from browsertools import new_tab

import engine.games  # noqa: F401
from bench.serve import CHROMIUM, fresh_learner
from engine.cards import CARDS, Card
from lessons import load
from ui.format import amount
from ui.server import KEPT_FOR

WAIT = 30_000  # ms: the page fills in progressively after load

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    # a real browser against a live server on a 2-core machine shared with the rest of the
    # suite: a timing miss is retried (pytest-rerunfailures); a real fault fails every try
    pytest.mark.flaky(reruns=2, reruns_delay=2),
]


class Tabs:
    """The browser lent to one test: a page it opens (``new_page``) is a tab of the browser
    tests' one context (conftest.py's ``tabs``), a context it opens (``new_context``) a
    browser of its own (a class's learners, each his cookie); both are closed by ``close``
    after it, and the browser stays up for the next test."""

    def __init__(self, browser: Any, shared: Any) -> None:
        self.browser = browser
        self.shared = shared
        self.opened: list[Any] = []

    def new_context(self, **kw: Any) -> Any:
        context = self.browser.new_context(**kw)
        self.opened.append(context)
        return context

    def new_page(self, viewport: dict[str, int]) -> Any:
        page = new_tab(self.shared, viewport)
        self.opened.append(page)
        return page

    def close(self) -> None:
        while self.opened:
            self.opened.pop().close()


@pytest.fixture
def browser(chromium: Any, tabs: Any) -> Iterator[Tabs]:
    lent = Tabs(chromium, tabs)
    try:
        yield lent
    finally:
        lent.close()


def _tick(page: Any, label: str) -> None:
    """Tick a Streamlit checkbox by clicking its label (the input itself is styled away)."""
    box = page.locator("[data-testid=stCheckbox]").filter(has_text=label).first
    box.click()
    page.get_by_role("checkbox", name=label, exact=True).wait_for(state="attached")


def _answer_first_question(page: Any) -> None:
    """Answer the lesson's first quiz question with the engine's answer, as a learner would."""
    q = load("loo").quiz[0]
    sol: Any = q.solve()
    if q.kind == "legal_cards":
        for c in sol:
            _tick(page, CARDS[c].pretty)
    elif q.kind == "declare":
        labels = {
            "stand": "Stand",
            "widow": "Take the widow",
            "pass": "Pass",
            "defend": "Defend the pool",
        }
        for w in sol:
            _tick(page, labels[w])
    elif q.kind == "trick_winner":
        page.get_by_text(f"P{sol} (", exact=False).first.click()
    else:
        for name, v in sol.items():
            page.get_by_label("next pool" if name == "pool" else name, exact=True).fill(amount(v))
            page.keyboard.press("Tab")
    page.get_by_role("button", name="Check").click()


# the page at rest: Streamlit's run over and nothing on the page left stale (a JS expression)
AT_REST = (
    "document.querySelector('[data-testid=stApp]')"
    "?.getAttribute('data-test-script-state') !== 'running'"
    " && !document.querySelector('[data-stale=true]')"
)
# ... and no card button disabled while the computer players think (the learner's move is
# drawn, the page runs again with their replies, and between the two runs Streamlit reports
# neither)
HAND_READY = f"{AT_REST} && !document.querySelector('.st-key-tb-hand button:disabled')"


def steady(page: Any, condition: str, timeout: float = WAIT) -> None:
    """Until the JavaScript ``condition`` has held at three checks in a row, 100 ms apart: a
    state the page has come to rest in, not one it passes through between two runs (a fixed
    pause after the first sight of it stood for this; under load such a pause can fall short,
    and a click in the middle of a run can land on a button the run then draws again)."""
    page.evaluate("() => { window.__tbSteady = 0; }")
    page.wait_for_function(
        f"() => (window.__tbSteady = ({condition}) ? (window.__tbSteady || 0) + 1 : 0) >= 3",
        polling=100,
        timeout=timeout,
    )


def link_to(page: Any, path: str) -> Any:
    """The first link shown on the page to the app's page ``path`` (a page link's address is
    relative, ``loo-learn``; Streamlit's own menu wrote it whole). Shown: the sidebar menu's
    fold of other games holds links while it is closed."""
    return page.locator(f'a[href="{path}"]:visible, a[href$="/{path}"]:visible').first


def test_open_loo_learn_a_step_answer_a_question_and_play_a_card(browser: Any, server: str) -> None:
    lesson = load("loo")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(server)
        page.get_by_role("heading", name="Trickbook").wait_for(timeout=WAIT)
        # the home page's card fan is drawn as real, named SVG faces
        page.get_by_role("img", name="ace of spades").first.wait_for(timeout=WAIT)

        # open Loo's lesson and take a step
        link_to(page, "loo-learn").click()
        page.get_by_role("heading", name=lesson.steps[0].title).wait_for(timeout=WAIT)
        page.get_by_role("button", name="Next").first.click()
        page.get_by_role("heading", name=lesson.steps[1].title).wait_for(timeout=WAIT)

        # answer a quiz question
        link_to(page, "loo-quiz").click()
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        _answer_first_question(page)
        page.get_by_text("Right:").first.wait_for(timeout=WAIT)

        # play a card: the learner (P0) is the eldest hand and leads the first trick
        link_to(page, "loo-play").click()
        button = page.get_by_role("button", name="Play ").first
        button.wait_for(timeout=WAIT)
        card = Card.parse(str(button.get_attribute("aria-label")).split()[-1])
        face = page.get_by_role("img", name=card.name, exact=True)
        face.first.wait_for(state="visible", timeout=WAIT)
        button.click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
        # the played card now lies on the table (in the trick), still a visible face
        trick = page.locator('[aria-label="card table"]').get_by_role(
            "img", name=card.name, exact=True
        )
        trick.first.wait_for(state="visible", timeout=WAIT)
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_open_sixty_six_play_and_play_a_card(browser: Any, server: str) -> None:
    """Sixty-Six in the browser: the learner (P0, the non-dealer) leads a card; it lies on the
    table as a named face, the computer answers, and the opponent's cards stay face down."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/sixty_six-play", "e2e"))
        page.get_by_role("heading", name="Play Sixty-Six").wait_for(timeout=WAIT)
        button = page.get_by_role("button", name="Play ").first
        button.wait_for(timeout=WAIT)
        card = Card.parse(str(button.get_attribute("aria-label")).split()[-1])
        page.get_by_role("img", name=card.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        table = page.locator('[aria-label="card table"]')
        table.get_by_role("img", name="face-down card").first.wait_for(
            state="visible", timeout=WAIT
        )
        assert page.get_by_text("Count for me").is_visible()
        button.click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
        # the card lies on the table (in the trick, or in the trick just won), a named face
        table.get_by_role("img", name=card.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        page.get_by_text("P1 plays").first.wait_for(timeout=WAIT)  # the computer answered
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_a_lesson_step_task_with_its_stars(browser: Any, server: str) -> None:
    """Learn by doing in Chromium: the task's picture lights no card; a wrong card is answered
    with the rule that forbids it; the right one earns two stars and lights the legal card; a
    new tab for the same learner finds the step done with its stars."""
    from lessons.tasks import chapters, task_for

    lesson = load("loo")
    chapter = next(c for c in chapters(lesson) if "follow_head" in c)
    task = task_for(lesson.step("follow_head"))
    assert task is not None
    right = CARDS[min(task.answer())]
    # (the task's moves are actions: a play of each card in hand, then any other move)
    wrong = CARDS[
        next(m.card for m in task.choices() if m.card is not None and m.card not in task.answer())
    ]
    # a learner of its own each try: a rerun after a failure past the chapter jump found the
    # fixed learner 'browsertask0001' left at that chapter, no 'Chapter 1 of' (CI, 3 fails)
    url = fresh_learner(f"{server}/loo-learn", "task")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(url)
        page.get_by_text("Chapter 1 of").first.click()
        k = chapters(lesson).index(chapter)
        page.get_by_role("button", name=f"{k + 1}. {chapter.title}").click()
        page.get_by_role("heading", name=lesson.step("follow_head").title).wait_for(timeout=WAIT)
        page.get_by_role("button", name=f"Play {wrong.pretty}").wait_for(timeout=WAIT)
        table = page.locator('[aria-label="card table"]')
        assert not table.locator("title", has_text="may be played").count()
        page.get_by_role("button", name=f"Play {wrong.pretty}").click()
        page.get_by_text(f"{wrong.pretty} may not be played here").wait_for(timeout=WAIT)
        for rule in task.try_answer(wrong.code).rules:
            page.get_by_text(rule.statement).first.wait_for(timeout=WAIT)
        page.get_by_role("button", name=f"Play {right.pretty}").click()
        page.get_by_text("(2 of 3 stars)").wait_for(timeout=WAIT)
        table.locator("title", has_text="may be played").first.wait_for(
            state="attached", timeout=WAIT
        )

        again = browser.new_page(viewport={"width": 390, "height": 844})
        again.goto(url)
        again.get_by_role("heading", name=lesson.step("follow_head").title).wait_for(timeout=WAIT)
        again.get_by_text("You did this task before: ★★☆ (2 of 3 stars)").wait_for(timeout=WAIT)
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_a_new_tab_resumes_the_learner(browser: Any, server: str) -> None:
    """On a machine's own server (local mode) a new tab with the plain address is the same
    learner: Learn opens at the step reached in the first tab, and the address stays plain.
    The server is every browser module's (conftest.py), so the machine's learner is first made
    a fresh one (the last one an address named), whatever ran before."""
    steps = load("sixty_six").steps
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/sixty_six-learn"))
        page.get_by_role("heading", name=steps[0].title).wait_for(timeout=WAIT)
        page.goto(f"{server}/sixty_six-learn")
        page.get_by_role("heading", name=steps[0].title).wait_for(timeout=WAIT)
        for k in (1, 2):
            page.get_by_role("button", name="Next").first.click()
            page.get_by_role("heading", name=steps[k].title).wait_for(timeout=WAIT)
        assert "learner=" not in page.url

        tab = browser.new_page(viewport={"width": 1400, "height": 1000})
        tab.on("pageerror", lambda e: errors.append(str(e)))
        tab.goto(f"{server}/sixty_six-learn")  # the address typed again, in a new tab
        tab.get_by_role("heading", name=steps[2].title).wait_for(timeout=WAIT)
        link_to(tab, "sixty_six-progress").click()  # (the menu's link: no page load more)
        tab.get_by_text("kept on this computer").wait_for(timeout=WAIT)
        tab.get_by_text(" 3 opened").wait_for(timeout=WAIT)
        assert not tab.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_a_page_at_its_own_address_connects_at_once_and_links_stay_at_the_root(
    browser: Any, server: str
) -> None:
    """``make run`` serves app.py through server.py (``ui.server``): a page opened at its own
    address asks the server's health and opens its websocket at the root straight away, with
    no detour through ``/loo-rules/_stcore/health`` (a 404 and a ~100 ms wait in plain
    Streamlit), and the links it shows lead to the root's pages, not below ``/loo-rules``.
    The components' scripts come with a lifetime (``ui.server.ScriptsKept``)."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    asked: list[str] = []
    scripts: list[str] = []  # the Cache-Control of each component script the page loads

    def loaded(response: Any) -> None:
        if "/_stcore/bidi-components/" in response.url:
            scripts.append(response.headers.get("cache-control", ""))

    page.on("response", loaded)
    sockets: list[str] = []
    errors: list[str] = []
    page.on("request", lambda r: asked.append(r.url))
    page.on("websocket", lambda w: sockets.append(w.url))
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(f"{server}/loo-rules")
        page.locator("h1, h2, h3").first.wait_for(timeout=WAIT)
        assert f"{server}/_stcore/health" in asked
        assert not [u for u in asked if u.startswith(f"{server}/loo-rules/")], asked
        assert [u.split("//", 1)[1].split("/", 1)[1] for u in sockets] == ["_stcore/stream"]
        told = "window.__streamlit && window.__streamlit.BACKEND_BASE_URL"
        assert page.evaluate(told) == f"{server}/"
        page.get_by_role("link", name="Review").first.click()
        page.wait_for_url(f"{server}/review", timeout=WAIT)
        page.locator("h1, h2, h3").first.wait_for(timeout=WAIT)
        # an address that is no page of the app, and Home: nothing said, Streamlit's own way
        for other in ("no-such-page", ""):
            page.goto(f"{server}/{other}")
            page.locator("[data-testid=stApp]").wait_for(timeout=WAIT)
            assert page.evaluate(told) is None
        page.locator("h1, h2, h3").first.wait_for(timeout=WAIT)  # Home, drawn
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
        assert scripts and set(scripts) == {f"public, max-age={KEPT_FOR}"}, scripts
    finally:
        browser.close()


def test_the_sidebar_menu_opens_pages_in_the_same_session(browser: Any, server: str) -> None:
    """The sidebar's menu is plain links (ui.components.nav): a click opens the page as a page
    link does, in the same session (the Learn step taken is still there after a visit to
    Quiz, the document never reloaded), the address follows and Back goes back; the fold of
    other games opens and stays open on the next page; the current page is marked."""
    lesson = load("loo")
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    menu = page.get_by_role("navigation", name="Pages")
    try:
        page.goto(fresh_learner(f"{server}/loo-learn"))
        page.get_by_role("button", name="Next").first.click()
        page.get_by_role("heading", name=lesson.steps[1].title).wait_for(timeout=WAIT)
        page.evaluate("window.__tbSameDocument = true")
        menu.get_by_role("link", name="Quiz", exact=True).click()
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        assert page.url.split("?")[0] == f"{server}/loo-quiz"
        # (the menu is drawn after the page)
        menu.locator('a[aria-current="page"][href="loo-quiz"]').wait_for(timeout=WAIT)
        menu.get_by_role("link", name="Learn", exact=True).click()
        page.get_by_role("heading", name=lesson.steps[1].title).wait_for(timeout=WAIT)
        page.go_back()
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        menu.get_by_text("Other games", exact=True).click()
        menu.get_by_role("link", name="Sixty-Six", exact=True).click()
        page.get_by_role("heading", name="Sixty-Six", exact=True).wait_for(timeout=WAIT)
        assert page.url.split("?")[0] == f"{server}/sixty_six-learn"
        # the new page's menu, its fold still open
        menu.get_by_role("link", name="Loo (three-card)").wait_for(state="visible", timeout=WAIT)
        menu.get_by_role("link", name="Home", exact=True).click()
        page.get_by_role("heading", name="Trickbook").wait_for(timeout=WAIT)
        assert page.evaluate("window.__tbSameDocument") is True
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_class_learners_are_remembered_by_their_browser_only(
    browser: Any, class_server: str
) -> None:
    """On a class's server a learner gives a name once: a reload or a new tab of the same
    browser carries on as that learner (a cookie); another browser is asked for a name and
    cannot take the same one."""
    errors: list[str] = []
    try:
        mine = browser.new_context(viewport={"width": 1400, "height": 1000})
        page = mine.new_page()
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(f"{class_server}/loo-progress")
        page.get_by_role("heading", name="Who is learning?").wait_for(timeout=WAIT)
        page.get_by_role("textbox", name="Your name").fill("Ada L.")
        page.get_by_role("button", name="Start learning").click()
        page.get_by_text("Learning as Ada L.").first.wait_for(timeout=WAIT)
        page.get_by_role("heading", name="Your progress: Loo (three-card)").wait_for(timeout=WAIT)
        # the cookie is written by the page once the name is taken
        deadline = time.monotonic() + WAIT / 1000
        while not any(c["name"] == "trickbook_learners" for c in mine.cookies()):
            assert time.monotonic() < deadline, "no cookie written"
            time.sleep(0.2)

        tab = mine.new_page()  # a new tab of the same browser, the plain address
        tab.on("pageerror", lambda e: errors.append(str(e)))
        tab.goto(f"{class_server}/sixty_six-progress")
        tab.get_by_role("heading", name="Your progress: Sixty-Six").wait_for(timeout=WAIT)
        tab.get_by_text("Learning as Ada L.").first.wait_for(timeout=WAIT)
        tab.reload()
        tab.get_by_text("Learning as Ada L.").first.wait_for(timeout=WAIT)

        other = browser.new_context(viewport={"width": 390, "height": 844}).new_page()
        other.on("pageerror", lambda e: errors.append(str(e)))
        other.goto(f"{class_server}/loo-progress")
        other.get_by_role("heading", name="Who is learning?").wait_for(timeout=WAIT)
        assert not other.get_by_text("Ada L.").count()
        other.get_by_role("textbox", name="Your name").fill("ada l.")
        other.get_by_role("button", name="Start learning").click()
        other.get_by_text("is already a learner on this server").wait_for(timeout=WAIT)
        assert not other.get_by_role("heading", name="Your progress: Loo (three-card)").count()
        for pg in (page, tab, other):
            assert not pg.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_napoleon_bid_name_trumps_and_lead_a_trump(browser: Any, server: str) -> None:
    """Napoleon in the browser: the learner (first to bid) bids nap, names trumps with a button,
    and leads a trump (his first lead must be one); the card lies on the table as a named face
    and the computer answers."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/napoleon-play", "e2e"))
        page.get_by_role("heading", name="Play Napoleon").wait_for(timeout=WAIT)
        page.get_by_role("button", name="Nap (all 5)").click()
        # the suits the learner holds (his first lead must be a trump: a suit he lacks is
        # offered disabled, and the deal is a fresh learner's, so which suits are enabled varies)
        suits = re.compile(r"^(Clubs ♣|Diamonds ♦|Hearts ♥|Spades ♠)$")  # Play's trump buttons
        page.get_by_role("button", name=suits).first.wait_for(timeout=WAIT)
        trumps = page.get_by_role("button", name=suits, disabled=False).first
        trumps.wait_for(timeout=WAIT)
        symbol = trumps.inner_text().split()[-1]  # "Spades ♠"
        trumps.click()
        page.get_by_text("You name").first.wait_for(timeout=WAIT)
        lead = page.locator(f'.st-key-tb-hand button[aria-label$="{symbol}"]').first
        lead.wait_for(timeout=WAIT)
        card = Card.parse(str(lead.get_attribute("aria-label")).split()[-1])
        lead.click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
        table = page.locator('[aria-label="card table"]')
        table.get_by_role("img", name=card.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        page.get_by_text("P1 plays").first.wait_for(timeout=WAIT)  # the computer answered
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


@pytest.mark.parametrize(
    ("gid", "name", "shown"),
    [
        ("linger_longer", "Linger Longer", "Stock:"),  # the learner on the dealer's left
        ("spoil_five", "Spoil Five", "Pool"),  # the eldest hand
        ("forty_five", "Forty-Five", "P0+P2"),  # P0, the eldest, with P2 his partner
    ],
)
def test_lead_a_card(browser: Any, server: str, gid: str, name: str, shown: str) -> None:
    """Linger Longer, Spoil Five and Forty-Five in the browser: the learner leads a card; it
    lies on the table as a named face, the computer answers, and what the game keeps beside
    the trick is shown (the stock's size, the pool, the sides' points)."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/{gid}-play", "e2e"))
        page.get_by_role("heading", name=f"Play {name}").wait_for(timeout=WAIT)
        page.get_by_text(shown).first.wait_for(timeout=WAIT)
        button = page.get_by_role("button", name="Play ").first
        button.wait_for(timeout=WAIT)
        card = Card.parse(str(button.get_attribute("aria-label")).split()[-1])
        button.click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
        table = page.locator('[aria-label="card table"]')
        table.get_by_role("img", name=card.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        page.get_by_text("P1 plays").first.wait_for(timeout=WAIT)  # the computer answered
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


@pytest.mark.parametrize(("gid", "name"), [("rams", "Rams"), ("rounce", "Rounce")])
def test_rams_and_rounce_declare_and_play_a_card(
    browser: Any, server: str, gid: str, name: str
) -> None:
    """Rams and Rounce in the browser: the learner (the eldest hand) declares to play, then plays
    a card when his turn comes; it lies on the table as a named face and the pool is shown."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/{gid}-play", "e2e"))
        page.get_by_role("heading", name=f"Play {name}").wait_for(timeout=WAIT)
        page.get_by_text("Pool").first.wait_for(timeout=WAIT)
        steady(page, AT_REST)  # the first run over: the button is not drawn again under a click
        page.get_by_role("button", name="Play", exact=True).click()
        page.get_by_text("You play this deal.").first.wait_for(timeout=WAIT)
        steady(page, HAND_READY)  # the computers have declared and played up to the learner
        button = page.get_by_role("button", name="Play ").first
        button.wait_for(timeout=WAIT)
        card = Card.parse(str(button.get_attribute("aria-label")).split()[-1])
        button.click()
        page.get_by_text(f"You play {card.pretty}").first.wait_for(timeout=WAIT)
        table = page.locator('[aria-label="card table"]')
        table.get_by_role("img", name=card.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()


def test_bierspiel_declare_and_play_a_card(browser: Any, server: str) -> None:
    """Bierspiel in the browser: after the dealer's "Auf" the learner (the eldest hand) declares
    to play (keeping his hand if the dealer passed and the trump is his to take up), then plays a
    card; it lies on the table as a named face, and the crosses are shown for the pool."""
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        page.goto(fresh_learner(f"{server}/bierspiel-play", "e2e"))
        page.get_by_role("heading", name="Play Bierspiel").wait_for(timeout=WAIT)
        page.get_by_text("Crosses (X = 5 points)").first.wait_for(timeout=WAIT)
        page.get_by_role("button", name="Play", exact=True).click()
        page.get_by_text("You play this deal.").first.wait_for(timeout=WAIT)
        card_button = page.get_by_role("button", name="Play ", disabled=False).first
        keep = page.get_by_role("button", name="Keep my hand")
        for _ in range(40):  # the computers declare; the take-up may come back to him
            if keep.count():
                keep.click()
            if card_button.count():
                break
            page.wait_for_timeout(500)
        card_button.wait_for(timeout=WAIT)
        # a trump must be led (four play) and the refused cards stay buttons: the Hint marks
        # the cards allowed (Trying the cards in turn until one was played cost a run and 3 s
        # or more for each refused card, up to four of them, as the fresh learner's deal fell.)
        steady(page, HAND_READY)
        page.get_by_role("button", name="Hint").click()
        legal = page.locator(".st-key-tb-hand svg[data-state=legal]").first
        legal.wait_for(timeout=WAIT)
        steady(page, HAND_READY)
        played = Card.parse(str(legal.get_attribute("data-card")))
        page.get_by_role("button", name=f"Play {played.pretty}", exact=True).click()
        page.get_by_text(f"You play {played.pretty}").first.wait_for(timeout=WAIT)
        table = page.locator('[aria-label="card table"]')
        table.get_by_role("img", name=played.name, exact=True).first.wait_for(
            state="visible", timeout=WAIT
        )
        assert not page.locator("[data-testid=stException]").count()
        assert not errors, errors
    finally:
        browser.close()
