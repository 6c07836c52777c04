"""A card picture that changes is patched in place, not replaced (ui/components/js/
card_picture.js; issue 12, part 5: click -> feedback): Check on a Quiz question marks the
deciding cards in the picture, and Next question draws the next position in the same place.
Replaced whole, each took the picture's few hundred nodes off the page and put as many back,
its <style> with them, and a style sheet removed and added again has Chrome restyle the whole
page. Patched, the picture ends as its new HTML parsed afresh would be, and its style element,
unchanged, is the one the page had."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import WAIT, steady
from test_play_browser import own_learner
from test_quiz_next_one_run import AT_REST, CHECK

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

# the picture as the page shows it, against its data (the HTML the server sent) parsed afresh:
# the same nodes, attributes and text (isEqualNode: attributes in any order); and its HTML
AS_SENT = """() => {
  const box = document.querySelector('.tb-picture');
  const fresh = document.createElement('div');
  fresh.className = box.className;
  fresh.innerHTML = box.tbHtml;
  return {same: fresh.isEqualNode(box), html: box.tbHtml};
}"""
# the picture's style element and its first card face, kept to be found again after the click
KEEP = """() => {
  const box = document.querySelector('.tb-picture');
  window.__tbStyle = box.querySelector('style');
  window.__tbFace = box.querySelector('svg');
  return !!window.__tbStyle && !!window.__tbFace;
}"""
STILL_THERE = "() => [window.__tbStyle.isConnected, window.__tbFace.isConnected]"


def test_a_changed_picture_is_patched_in_place(server: str, tabs: Any) -> None:
    page = new_tab(tabs, {"width": 1400, "height": 900})
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(own_learner(f"{server}/loo-quiz"))
    page.wait_for_selector(CHECK, timeout=WAIT)
    page.locator(".tb-picture svg").first.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    asked = page.evaluate(AS_SENT)
    assert asked["same"]
    assert page.evaluate(KEEP), "the question's picture has no style or no card face"

    # Check: the same position, the deciding cards marked
    form = page.locator("[data-testid=stForm]")
    form.locator("input[type=checkbox], input[type=radio]").first.click(force=True)
    page.locator(CHECK).click()
    page.get_by_role("button", name="Next question").wait_for(timeout=WAIT)
    steady(page, AT_REST)
    marked = page.evaluate(AS_SENT)
    assert marked["html"] != asked["html"], "Check left the picture as it was"
    assert marked["same"], "the picture patched is not the picture sent"
    assert page.evaluate(STILL_THERE) == [True, True], "the picture was replaced, not patched"

    # Next question: another position, in the same place
    page.get_by_role("button", name="Next question").click()
    page.wait_for_selector(CHECK, timeout=WAIT)
    steady(page, AT_REST)
    following = page.evaluate(AS_SENT)
    assert following["html"] != marked["html"], "Next question left the picture as it was"
    assert following["same"], "the next picture patched is not the picture sent"
    assert page.evaluate(STILL_THERE)[0], "the table's unchanged style was put back"
    assert not errors, errors
