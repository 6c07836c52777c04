"""The browser tests' Chromium and local-mode server, one of each for all of tests/e2e.

Each module had its own (module fixtures, imported from test_browser): seven ``streamlit run``
servers in local mode, each a start of seconds (Python, Streamlit and the app imported, then the
app's first run on its first page), and a Chromium launched for each of eleven modules. The
modules run one after another on one worker (suite_groups.py), so one server and one browser
serve them all: the browser is the process's layout browser (tests/conftest.py, the same
flags), the server a local-mode one on a database of its own. A teacher's server for a class
(learners by name) is started when a test first asks for one (:func:`class_server`:
test_browser's class test, test_many_learners); a test that kills a server starts its own
(test_kill_server); a learner whose history a test prepares is one of the server's database
(:func:`server_db`).

The tests open their pages as tabs of one browser context (:func:`tabs`, a page each opened by
browsertools.new_tab at the test's own screen size), not each in a fresh context: a fresh
context has an empty cache, and each page load fetched and compiled Streamlit's scripts anew,
1.6-1.8 CPU-s a Play page against 0.8-0.9 in a context that has loaded it before (Chromium and
the server together, three loads each way, measured on this 2-core machine). And the tab a test
is done with is handed, blank, to the next one (browsertools.Tab: a new tab is a renderer
process started, about 1 CPU-s more a page load). What one test could leave to the next: no
cookie (only a class's server writes one, and test_browser's class test opens browser contexts
of its own), no sessionStorage (cleared when the tab is handed back), no document (each test
opens its page afresh); a test that adds a script to its documents or slows the processor
opens a tab of its own (new_tab's ``fresh``). The app's state is the server's, as before.

Local mode has one learner, the last one an address named (``?learner=``): the tests that use
the plain address deal themselves a new game first (test_play_browser) or name a fresh learner
first (test_browser's new-tab test), so no module depends on which ran before it.

Every browser context a test opens is closed after it, and every tab closed or handed back
(:func:`pytest_runtest_call`): a page left open on a server that has since stopped keeps trying
to reconnect. A module may keep one page for several tests that only read it (test_phone_play's
Five-card Loo exchange): its fixture opens it and closes it; the refusals on a phone that
test_play_browser's and test_phone_play's tests read are kept for the session
(:func:`phone_refusals`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from browsertools import IDLE, KEPT, hand_back, page_of

from bench.serve import serve


@pytest.fixture(scope="session")
def chromium(layout_browser: Any) -> Any:
    """The process's one Chromium (tests/conftest.py's ``layout_browser``)."""
    return layout_browser


@pytest.fixture(scope="session")
def tabs(chromium: Any) -> Iterator[Any]:
    """The browser context every test opens its pages in (browsertools.new_tab): one cache of
    the app's scripts for all of them."""
    context = chromium.new_context()
    try:
        yield context
    finally:
        context.close()


@pytest.fixture(scope="session")
def server_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The learner database of :func:`server` (kept in pytest's temporary folder). A test that
    needs a learner with a history (rules due for review) writes it there for a learner code of
    its own (ui.progress.new_learner) and opens the pages at ``?learner=`` that code: a server
    of its own, started on a database prepared for it, had cost a start of seconds each
    (test_review_browser's two, test_review_phone_trick's)."""
    return tmp_path_factory.mktemp("db") / "progress.sqlite3"


@pytest.fixture(scope="session")
def server(server_db: Path) -> Iterator[str]:
    """The app in local mode on a learner database of its own (:func:`server_db`)."""
    with serve(mode="local", db=server_db) as url:
        yield url


@pytest.fixture(scope="session")
def class_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The learner database of :func:`class_server`."""
    return tmp_path_factory.mktemp("class_db") / "progress.sqlite3"


@pytest.fixture(scope="session")
def class_server(class_db: Path) -> Iterator[str]:
    """A teacher's server for a class (learners by name, each remembered by a cookie) on a
    database of its own (:func:`class_db`), for every test that needs one: test_browser's
    class test had one of its own, and test_many_learners another (bench.stress_learners
    started it), each a start of seconds. The tests' learners each have a name of their own."""
    with serve(mode="class", db=class_db) as url:
        yield url


@pytest.fixture(scope="session")
def phone_refusals(
    server: str, server_db: Path, tabs: Any
) -> Iterator[Callable[[str], tuple[Any, list[str], str]]]:
    """390×844: the page at a Play address (a seeded deal) with a card refused
    (test_play_browser's ``refuse_a_card``), its errors and the refusal's words, for the tests
    that read it (none acts on it: each waits for the page to rest as it checks). Opened once
    an address, when a test first asks, and kept for the session: Napoleon's refusal, the
    tests of its box and of its trick (test_play_browser), and Forty-Five's seed 1 at four
    hands, the tests of its trick and reason (test_play_browser) and of the whole trick
    (test_phone_play). Every address asked stays open to the session's end (four:
    test_phone_play's other two as well). A test that failed is rerun on the same page.

    The page opens on the link's deal prepared up to the turn where the card is refused
    (play_positions.before_a_refusal: played by the page's own table logic as refuse_a_card
    clicks it, saved for a learner of its own; the link opened again resumes it), then
    refuse_a_card presses Hint and taps the card in the browser. Each address had cost a dozen
    moves clicked in the page, each a run and a wait for it to rest. The tap must be answered
    with the words the prepared turn's first refused card gets: the page was at that turn."""
    from play_positions import before_a_refusal, saved_for_a_learner
    from test_play_browser import PHONE, open_page, refuse_a_card

    opened: dict[str, tuple[Any, list[str], str]] = {}

    def refused(address: str) -> tuple[Any, list[str], str]:
        if address not in opened:
            game, table, expected = before_a_refusal(address)
            url = saved_for_a_learner(server_db, game, table, f"{server}/{address}")
            page, errors = open_page(tabs, url, PHONE)
            words = refuse_a_card(page)
            assert words == expected, (address, words, expected)
            opened[address] = page, errors, words
            KEPT.add(page)
        return opened[address]

    try:
        yield refused
    finally:
        for page, _, _ in opened.values():
            KEPT.discard(page)
            page.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Iterator[None]:
    """Close the browser contexts a test opened and left open, and hand back the tabs it left
    open in :func:`tabs` (browsertools.hand_back): what its body opened or took. A page a module
    keeps for several of its tests (opened by a module fixture, before the body, or in the
    first one's body and browsertools.KEPT) is closed by that fixture."""
    values = getattr(item, "funcargs", {})
    browser, shared = values.get("chromium"), values.get("tabs")
    contexts = set(browser.contexts) if browser is not None else set()
    pages = set(shared.pages) - set(IDLE) if shared is not None else set()
    try:
        return (yield)
    finally:
        for context in browser.contexts if browser is not None else []:
            if context not in contexts:
                context.close()
        kept = {page_of(p) for p in KEPT}
        for page in shared.pages if shared is not None else []:
            if page not in pages and page not in kept and page not in IDLE:
                hand_back(page)
