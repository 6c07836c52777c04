"""A closed fold (ui.pages.common.drawn_when_open: a button drawn as a closed expander, 9 React
components a pass of a click where the expander was 28) looks and works as the expander it
stands for: the box as tall and as round, the chevron and the label where the expander's
summary has them, "collapsed" to a screen reader; Enter opens it, the focus on the expander's
summary, and Enter there closes it, the focus back on the fold (the element pressed is gone in
each redraw: ui/components/page_helper.js). In Chromium, /loo-learn at 1400 px and 390 px:
its reading's fold stands at the top, under the title."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import WAIT

from bench.serve import fresh_learner

FOLD = "[class*='st-key-tb-fold-w-loo-learn-rules'] button"
SUMMARY = "[class*='st-key-w-loo-learn-rules'] [data-testid=stExpander] summary"
LABEL = "[data-testid=stMarkdownContainer]"
# a box's height, corner, and its label's left edge and middle from the box's own
MEASURE = """(box) => {
  const r = box.getBoundingClientRect();
  const label = box.querySelector('[data-testid=stMarkdownContainer]').getBoundingClientRect();
  const frame = box.closest('[data-testid=stExpander] details') || box;
  return {height: frame.getBoundingClientRect().height, width: r.width,
          radius: getComputedStyle(frame).borderTopLeftRadius,
          left: Math.round(label.left - r.left), middle: Math.round(label.top + label.height / 2 - r.top),
          size: getComputedStyle(box.querySelector('p')).fontSize};
}"""


@pytest.mark.parametrize("width", [1400, 390])
def test_a_closed_fold_looks_and_works_as_an_expander(server: str, tabs: Any, width: int) -> None:
    page = new_tab(tabs, {"width": width, "height": 900})
    page.goto(fresh_learner(f"{server}/loo-learn"))
    fold = page.locator(FOLD)
    fold.wait_for(timeout=WAIT)
    assert fold.get_attribute("aria-expanded") == "false" or _marked(page)
    closed = fold.evaluate(MEASURE)
    label = fold.locator(LABEL).inner_text()
    assert label == "Rules: Foster's Hoyle (1897)"
    # named by its words alone (the chevron is drawn by the icon font from its name)
    assert page.get_by_role("button", name=label, exact=True).count() == 1

    fold.focus()
    page.keyboard.press("Enter")
    summary = page.locator(SUMMARY)
    summary.wait_for(timeout=WAIT)
    page.get_by_text("Which reading of the rules").wait_for(timeout=WAIT)
    page.wait_for_function(f"() => document.activeElement.matches({SUMMARY!r})", timeout=WAIT)
    opened = summary.evaluate(MEASURE)
    assert summary.locator(LABEL).inner_text() == label
    # the fold is the expander's closed box: as tall (its 1 px borders), as round, as wide, its
    # label where the summary has it (the chevron before it) and in the same type
    assert abs(closed["height"] - 40) <= 1 and closed["radius"] == opened["radius"] == "8px"
    assert abs(closed["width"] - opened["width"]) <= 2, (closed, opened)
    assert abs(closed["left"] - opened["left"]) <= 1, (closed, opened)
    assert abs(closed["middle"] - opened["middle"]) <= 1, (closed, opened)
    assert closed["size"] == opened["size"], (closed, opened)

    page.keyboard.press("Enter")  # closed again: the fold, with the focus
    fold.wait_for(timeout=WAIT)
    page.wait_for_function(f"() => document.activeElement.matches({FOLD!r})", timeout=WAIT)
    assert page.get_by_text("Which reading of the rules").count() == 0
    assert fold.get_attribute("aria-expanded") == "false" or _marked(page)


def _marked(page: Any) -> bool:
    """The page helper marks a new fold on the next animation frame."""
    page.wait_for_function(
        f"() => document.querySelector({FOLD!r}).getAttribute('aria-expanded') === 'false'",
        timeout=WAIT,
    )
    return True
