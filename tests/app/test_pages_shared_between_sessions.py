"""Every session's run builds the app's pages again, and the sidebar of another session's run
reads them (``PAGES``, one dict for the server). Seen in a learner walk with two browsers on
one server (the Quiz page, /?game=napoleon&question=q_bid_strong at 1400 px): under the
feedback, "KeyError: 'sixty_six:learn'" from the sidebar's link to another game, because
``navigation`` emptied ``PAGES`` (``PAGES.clear()``) and filled it again one page at a time
while the other session's sidebar looked its pages up. A run now builds its pages apart and
puts them in ``PAGES`` at once, so another session never finds one missing, and it takes its
own decisions (is this Home? where does a link go?) from its own pages.

The test calls ``navigation`` outside a Streamlit run, where ``st.Page`` makes hollow pages (no
script to run: Streamlit's constructor stops early without a run context). The pages it leaves
behind are taken away after it (:func:`no_hollow_pages_left`): left in ``PAGES`` and in the
process's cached alias and one-reading pages, they made every later AppTest in the process fail
at ``st.navigation`` ("'Page' object has no attribute '_page'"; 16 of test_links.py's 17 when
it ran after this file in one process).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import streamlit as st

import ui.pages as pages


class Stopped(Exception):
    """Raised in place of ``st.navigation``: the pages are built by then."""


def _stop(*_: Any, **__: Any) -> Any:
    raise Stopped


@pytest.fixture(autouse=True)
def no_hollow_pages_left() -> Iterator[None]:
    """``PAGES`` as it was, and the process's cached pages made again in the next real run."""
    before = dict(pages.PAGES)
    yield
    pages.PAGES.clear()
    pages.PAGES.update(before)
    pages._alias_pages.cache_clear()
    pages._one_reading_pages.cache_clear()


def test_another_session_finds_every_page_while_a_run_builds_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(st, "navigation", _stop)
    with pytest.raises(Stopped):
        pages.navigation()  # a first run: every page is there
    every = set(pages.PAGES)
    assert {"home", "review", "napoleon:quiz", "sixty_six:learn"} <= every
    seen: list[set[str]] = []
    real = st.Page

    def page(*args: Any, **kw: Any) -> Any:
        # another session's sidebar looking up a page while this run builds one
        seen.append(every - set(pages.PAGES))
        return real(*args, **kw)

    monkeypatch.setattr(st, "Page", page)
    # a session makes its pages at its first run and keeps them (pages._session_pages): the
    # run below is another session's first, as one more session reads
    st.session_state.pop(pages._SESSION_PAGES, None)
    with pytest.raises(Stopped):
        pages.navigation()  # the next session's first run, as another session reads
    assert seen, "no page was built"
    missing = [m for m in seen if m]
    assert not missing, f"pages missing while a run rebuilt them: {sorted(missing[0])[:5]}"
    assert set(pages.PAGES) == every
