"""One Playwright driver a test process (:func:`playwright_driver`), shared by every test that
drives Chromium: the layout tests' pages (:func:`html_page`) and the browser tests'
(tests/e2e). Playwright's sync API allows one driver at a time in a process, so each
test had started and stopped its own: a driver and a Chromium for every layout test, 1-2 s of
set-up and tear-down each (about 200 s of the suite's CPU on a busy machine, for 79 tests).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bench.serve import CHROMIUM, CHROMIUM_ARGS


@pytest.fixture(scope="session")
def playwright_driver() -> Iterator[Any]:
    """Playwright's driver for this test process, started when first asked for (skipped where
    Playwright is missing)."""
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def layout_browser(playwright_driver: Any) -> Iterator[Any]:
    """One Chromium for this process's layout tests (skipped where Debian's is missing)."""
    if CHROMIUM is None:
        pytest.skip("Debian's chromium is not installed")
    browser = playwright_driver.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
    try:
        yield browser
    finally:
        browser.close()


@pytest.fixture
def html_page(layout_browser: Any) -> Iterator[Any]:
    """A page of Debian's Chromium (Playwright) for a drawing's layout, the HTML alone laid out
    by the browser with no server: 1000 x 1400 px, the test sets its content and any column
    width inside it. A context of its own in the process's one layout browser, closed after the
    test. Skipped where Playwright or Chromium is missing.

    The content is laid out in standards mode, as the app's pages are: set without a doctype
    it was in quirks mode, where a line holding only an empty box takes no height, and an
    empty note's box that stood as a blank line in a seat on the app's pages (34de62a) passed
    every layout test here. Here, not in tests/app, so that tests/e2e's layout checks
    (test_side_seats, test_phone_tables) lay their HTML out the same way; they had pages of
    their own, in quirks mode."""
    context = layout_browser.new_context(viewport={"width": 1000, "height": 1400})
    try:
        page = context.new_page()
        plain = page.set_content
        page.set_content = lambda html, **kw: plain(f"<!DOCTYPE html>{html}", **kw)
        yield page
    finally:
        context.close()
