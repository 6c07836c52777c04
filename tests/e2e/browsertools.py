"""What the browser tests share beyond test_browser's waits: how a test opens a page (a tab of
the one browser context, conftest.py), and scripts a test runs in the page.

A test module imports another's public names (test_browser's ``steady``, test_play_browser's
``open_page``); a script the Play, Quiz and Learn tests all run lives here, not as one test
module's private name that another imports.
"""

from __future__ import annotations

from typing import Any

# pages a module fixture keeps open for several of its tests, opened in the first one's body:
# conftest.py's pytest_runtest_call leaves them open after it, and the fixture closes them
KEPT: set[Any] = set()

# the tab a test handed back (Tab.close), blank, for the next test's new_tab; and the tabs that
# are never handed on (opened with ``fresh``: a script added to every document it opens, a
# slowed processor)
IDLE: list[Any] = []
_FRESH: set[Any] = set()


class Tab:
    """A tab lent to a test: the page itself (every method and property is the page's) but for
    :meth:`close`, which hands it back, blank, for the next test. A new tab in Chromium is a
    renderer process started and Streamlit's app set up in it: 2.2-3.0 CPU-s a page load in a
    new tab, 1.2-1.7 in a tab that has had a page of the app (three loads each way, twice,
    measured on this 2-core machine). Each test still opens its page afresh (page.goto: a new
    document, its scripts, its focus and scroll; the app's state is the server's): what a tab
    keeps from one page to the next is its history (Back) and the handlers tests added (each
    filling that test's own list); its sessionStorage is cleared when it is handed back."""

    def __init__(self, page: Any) -> None:
        object.__setattr__(self, "page", page)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.page, name)

    def close(self) -> None:
        hand_back(self.page)


def page_of(page: Any) -> Any:
    """The Playwright page itself (a :class:`Tab`'s, or ``page``)."""
    return page.page if isinstance(page, Tab) else page


def new_tab(tabs: Any, viewport: dict[str, int], fresh: bool = False) -> Any:
    """A tab of the browser context ``tabs`` (conftest.py's ``tabs``, or a page's own context
    for a second tab), its screen ``viewport`` wide and tall: the one a test handed back, if
    any, else a new one. ``fresh``: a new page, closed when the test is done with it (for a
    test that adds a script to its documents or slows its processor). The test closes it
    (:meth:`Tab.close`), or conftest.py's pytest_runtest_call after it."""
    page = None
    while IDLE and page is None and not fresh:
        idle = IDLE.pop()
        if not idle.is_closed() and idle.context is tabs:
            page = idle
        elif not idle.is_closed():
            idle.close()
    if page is None:
        page = tabs.new_page()
    if fresh:
        _FRESH.add(page)
    page.set_viewport_size(viewport)
    return page if fresh else Tab(page)


def hand_back(page: Any) -> None:
    """Done with ``page``: kept blank for the next test's :func:`new_tab` (one tab kept), or
    closed (a ``fresh`` one, a second tab, or one that no longer answers)."""
    page = page_of(page)
    if page.is_closed():
        return
    if page in _FRESH or IDLE:
        _FRESH.discard(page)
        page.close()
        return
    try:
        if page.url.startswith("http"):
            page.evaluate("() => sessionStorage.clear()")
        page.goto("about:blank")  # (the app's page gone: its socket closed, its timers stopped)
    except Exception:  # a page that crashed or hangs: not handed on
        page.close()
        return
    IDLE.append(page)


# From now on, each frame: the first table picture's least height seen and the most its top
# moved on the screen from where it stood, and the layout shift the browser scores
# (PerformanceObserver's 'layout-shift' entries, summed as its CLS is). Read back as
# window.__tbLeast, window.__tbMoved and window.__tbShift.
WATCH_TABLE = """() => {
  window.__tbShift = 0; window.__tbLeast = Infinity; window.__tbMoved = 0;
  new PerformanceObserver(l => { for (const e of l.getEntries()) window.__tbShift += e.value; })
    .observe({type: 'layout-shift'});
  const at = p => p ? p.getBoundingClientRect() : null;
  const start = at(document.querySelector('[class*=st-key-tb-picture-]'));
  const frame = () => {
    const r = at(document.querySelector('[class*=st-key-tb-picture-]'));
    window.__tbLeast = Math.min(window.__tbLeast, r ? r.height : 0);
    if (r && start) window.__tbMoved = Math.max(window.__tbMoved, Math.abs(r.top - start.top));
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""

# Where a refused card's trick stands, for a script to call with the refusal's words: the
# header's foot (Streamlit's header covers the page's top), the trick's share of the screen
# below it and the refusal's box (the alert that says ``words``). The Play tests that ask
# whether the trick and its refusal share a phone's or a laptop's screen open with it.
TRICK_AND_REFUSAL = """words => {
  const header = document.querySelector('[data-testid=stHeader]').getBoundingClientRect().bottom;
  const t = document.querySelector('.tb-trick').getBoundingClientRect();
  const seen = Math.max(0, Math.min(t.bottom, innerHeight) - Math.max(t.top, header));
  const alert = [...document.querySelectorAll('[data-testid=stAlert]')]
    .find(a => a.innerText.includes(words));
  return {header, trick: seen / t.height, alert};
}"""


def message_kind(payload: Any) -> str:
    """What a websocket frame from the Streamlit server is (a ForwardMsg's type: new_session,
    delta, script_finished, page_info_changed, ...), for the tests counting a click's runs."""
    from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

    if isinstance(payload, str):
        return "text"
    msg = ForwardMsg()
    try:
        msg.ParseFromString(payload)
    except Exception:
        return "?"
    return msg.WhichOneof("type") or "?"
