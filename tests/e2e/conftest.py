"""The browser tests' Chromium and local-mode server, one of each for all of tests/e2e.

Each module had its own (module fixtures, imported from test_browser): seven ``streamlit run``
servers in local mode, each a start of seconds (Python, Streamlit and the app imported, then the
app's first run on its first page), and a Chromium launched for each of eleven modules. The
modules run one after another on one worker (suite_groups.py), so one server and one browser
serve them all: the browser is the process's layout browser (tests/conftest.py, the same
flags), the server a local-mode one on a database of its own. A test that needs a server of its
own keeps one (test_browser's class server, test_review_browser's prepared database).

Local mode has one learner, the last one an address named (``?learner=``): the tests that use
the plain address deal themselves a new game first (test_play_browser) or name a fresh learner
first (test_browser's new-tab test), so no module depends on which ran before it.

Every browser context a test opens is closed after it (:func:`close_contexts`): a page left
open on a server that has since stopped keeps trying to reconnect.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bench.serve import serve


@pytest.fixture(scope="session")
def chromium(layout_browser: Any) -> Any:
    """The process's one Chromium (tests/conftest.py's ``layout_browser``)."""
    return layout_browser


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app in local mode on a learner database of its own (kept in pytest's temporary
    folder)."""
    with serve(mode="local", db=tmp_path_factory.mktemp("db") / "progress.sqlite3") as url:
        yield url


@pytest.fixture(autouse=True)
def close_contexts(request: pytest.FixtureRequest) -> Iterator[None]:
    """Close the browser contexts a test opened and left open."""
    if "chromium" not in request.fixturenames:
        yield
        return
    browser = request.getfixturevalue("chromium")
    before = set(browser.contexts)
    yield
    for context in browser.contexts:
        if context not in before:
            context.close()
