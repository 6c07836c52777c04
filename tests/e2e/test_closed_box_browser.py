"""A closed box ("Rules: ...", "Link to this question") is one small element drawn as a closed
st.expander is (ui.components.fold, fold.js; issue 12, part 5: a closed expander was 28 React
components at each of a click's redraws). In Chromium: it looks as Streamlit's closed expander
does (each piece of its box, arrow and label where the real one stands, the same size, colour
and font), opens by the keyboard into the real expander with what it holds, the focus on that
expander's label, and closing it brings the fold back with the focus on it."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import WAIT, steady
from test_play_browser import own_learner

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

AT_REST = (
    "document.querySelector('[data-testid=stApp]')"
    "?.getAttribute('data-test-script-state') === 'notRunning'"
    " && !document.querySelector('[data-stale=true]')"
)
# what the learner sees of a box's label, read the same way off the fold and the expander: its
# parts' places in the label's row, their sizes, colours and fonts, and the box's border (not the
# row's background: an open expander's is tinted)
LOOK = """(summary) => {
  const row = summary.getBoundingClientRect();
  const box = getComputedStyle(summary.closest('details'));
  const rgba = (colour) => {  // (rgba(...) and color-mix(...)'s color(srgb ...) alike: as painted)
    const c = document.createElement('canvas').getContext('2d');
    c.fillStyle = colour;
    c.fillRect(0, 0, 1, 1);
    return [...c.getImageData(0, 0, 1, 1).data];
  };
  const parts = [summary, summary.querySelector('p'), summary.querySelector('[aria-hidden]')];
  return parts.map((el) => {
    const r = el.getBoundingClientRect(), s = getComputedStyle(el);
    return [Math.round(r.left - row.left), Math.round(r.top - row.top), Math.round(r.width),
      Math.round(r.height), s.color, s.fontSize, s.fontFamily.split(',')[0], s.fontWeight, s.padding,
      s.lineHeight];
  }).concat([[Math.round(row.width), box.borderTopWidth, box.borderTopStyle,
    rgba(box.borderTopColor), box.borderRadius, summary.innerText.split('\\n').pop()]]);
}"""
FOCUSED = (
    "() => { const a = document.activeElement; return a.tagName === 'SUMMARY' ?"
    " [a.closest('[class*=st-key-]').className.match(/st-key-\\S+/)[0],"
    " a.innerText.split('\\n').pop()] : a.tagName; }"
)


def test_a_closed_box_looks_and_works_as_an_expander(server: str, tabs: Any) -> None:
    page = new_tab(tabs, {"width": 1400, "height": 900})
    page.goto(own_learner(f"{server}/loo-quiz"))
    fold = page.locator(".st-key-w-loo-quiz-rules-fold summary")
    fold.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    assert not page.locator("[data-testid=stExpander]").count()  # no expander drawn yet
    closed = fold.evaluate(LOOK)

    # Tab onto it, Enter: the real expander, open, with the reading's switch; the focus on it
    page.locator("[data-testid=stMainBlockContainer] h1").click()
    page.keyboard.press("Tab")  # (the title's "Link to heading" first, then the box)
    page.keyboard.press("Tab")
    assert page.evaluate(FOCUSED)[0] == "st-key-w-loo-quiz-rules-fold"
    page.keyboard.press("Enter")
    page.get_by_role("radiogroup").wait_for(timeout=WAIT)
    steady(page, AT_REST)
    label = "Rules: Foster's Hoyle (1897)"
    assert page.evaluate(FOCUSED) == ["st-key-w-loo-quiz-rules", label]
    # its label's row as the fold's (the focus and the pointer away, its transitions over)
    summary = page.locator(".st-key-w-loo-quiz-rules [data-testid=stExpander] summary")
    page.evaluate("() => document.activeElement.blur()")
    page.mouse.move(1, 1)
    page.wait_for_timeout(800)
    assert summary.evaluate(LOOK) == closed

    # Enter on it again: closed, the fold back in its place with the focus, as the expander was
    summary.focus()
    page.keyboard.press("Enter")
    fold.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    assert page.evaluate(FOCUSED)[0] == "st-key-w-loo-quiz-rules-fold"
    assert not page.get_by_role("radiogroup").count()
    assert not page.locator("[data-testid=stExpander]").count()
