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


def new_tab(tabs: Any, viewport: dict[str, int]) -> Any:
    """A new page in the browser context ``tabs`` (conftest.py's ``tabs``, or a page's own
    context for a second tab), its screen ``viewport`` wide and tall, as a context of that
    viewport opens its pages. The test closes it, or conftest.py's pytest_runtest_call after it."""
    page = tabs.new_page()
    page.set_viewport_size(viewport)
    return page


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
