"""A session's pages are made at its first run and kept for its next runs (ui.pages
_session_pages): 64 st.Page objects made again each run were ~7 ms of a run's CPU. Kept a
session, not a process: Streamlit marks the page it picked as callable and the page's run
unmarks it, so sessions sharing a page could refuse each other's runs."""

from __future__ import annotations

from collections.abc import Callable

from apptools import headings
from streamlit.testing.v1 import AppTest

from ui.pages.common import PAGES

OpenApp = Callable[..., AppTest]


def test_a_sessions_pages_are_kept_across_its_runs_and_not_shared(app: OpenApp) -> None:
    at = app()  # Home, one run
    first = dict(PAGES)
    assert "loo:play" in first and "review" in first
    at.run()
    assert not at.exception, at.exception
    assert all(PAGES[k] is first[k] for k in first), "the session's pages were made again"
    # a page the session opens, run again: the kept page is callable at every run
    at.session_state["goto"] = "loo:quiz"
    at.run()
    at.run()
    assert not at.exception, at.exception
    assert "Quiz" in headings(at, 1)[0]
    assert PAGES["loo:quiz"] is first["loo:quiz"]
    # another session makes its own
    other = app()
    assert not other.exception, other.exception
    assert all(PAGES[k] is not first[k] for k in ("home", "review", "loo:quiz", "loo:play"))
