"""A wrong answer's link to the Learn step it names opens Learn with that step in view, on a
phone (390x844). The Quiz page, scrolled to the link under the verdict (1,200-odd px down),
opened Learn scrolled as it had been, or what of it survived the swap of the pages: Loo's
q_dealer_two_in, answered wrongly, opened 'The dealer against a single player' at 0 px in 3
of 5 tries and at 900 and 1,176 px in the others, the step's title above the screen. Now a page
opened from another one opens at its top (ui/components/js/page_helper.js)."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady

import engine.games  # noqa: F401
from lessons import load

PHONE = {"width": 390, "height": 844}
# the scroll the Quiz leaves depends on timing: at 4x, a clean export of HEAD kept it (1,096 px,
# the title above the screen) in 2 of 5 tries, twice, and 1 of 5 at full speed
TRIES = 5
# The processor is slowed for the swap of the pages alone, from the link's click on: the race is
# there. A slowed page costs Chromium more CPU, not less: slowed from the Quiz's load on, the test
# took 63 s of CPU (cpuacct: the test alone, its server and Chromium), the most of any test in the
# suite; 25 s at full speed; 35 s slowed from the click, and with the fix taken out (toTop) it
# still failed (a try at 1,112 px)
SLOWER = 4
SCROLL = "document.querySelector('[data-testid=stMain]').scrollTop"


@pytest.mark.parametrize("game, question", [("loo", "q_dealer_two_in")])
def test_a_wrong_answer_s_learn_link_opens_its_step_in_view(
    server: str, tabs: Any, game: str, question: str
) -> None:
    lesson = load(game)
    step = lesson.step(lesson.question(question).step).title
    seen = []
    for _ in range(TRIES):
        page = new_tab(tabs, PHONE, fresh=True)  # (slowed below: a tab of its own)
        cdp = page.context.new_cdp_session(page)
        page.goto(f"{server}/{game}-quiz?question={question}")
        form = page.locator("[data-testid=stForm]")
        form.get_by_role("checkbox").last.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        boxes = form.get_by_role("checkbox")
        for k in range(boxes.count()):  # every choice: more than the engine allows
            boxes.nth(k).click(force=True)
        form.get_by_role("button", name="Check").click()
        page.locator("[data-testid=stAlertContentError]").first.wait_for(timeout=WAIT)
        link = page.locator("a").filter(has_text=f"Learn: {step}")
        link.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        link.scroll_into_view_if_needed()
        quiz_scroll = page.evaluate(SCROLL)
        assert quiz_scroll > PHONE["height"], quiz_scroll  # the link lies far down the Quiz
        # a phone's slower processor (4x): the old page's scroll survives the swap more often
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": SLOWER})
        link.click()
        page.wait_for_url(f"**/{game}-learn**", timeout=WAIT)
        title = page.get_by_role("heading", name=step).first
        title.wait_for(timeout=WAIT)
        steady(page, AT_REST)
        box = title.bounding_box()
        assert box is not None
        seen.append((quiz_scroll, page.evaluate(SCROLL), round(box["y"]), round(box["height"])))
        page.close()
    # the title under the header (60 px) and on the screen, at every try
    assert all(y >= 60 and y + h <= PHONE["height"] for _, _, y, h in seen), seen
