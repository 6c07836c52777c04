"""One Playwright driver a test process (:func:`playwright_driver`), shared by every test that
drives Chromium: the layout tests' pages (tests/app/conftest.py ``html_page``) and the browser
tests' (tests/e2e). Playwright's sync API allows one driver at a time in a process, so each
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
