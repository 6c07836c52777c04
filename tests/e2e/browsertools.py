"""What the browser tests share beyond test_browser's waits: scripts a test runs in the page.

A test module imports another's public names (test_browser's ``steady``, test_play_browser's
``open_page``); a script the Play, Quiz and Learn tests all run lives here, not as one test
module's private name that another imports.
"""

from __future__ import annotations

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
