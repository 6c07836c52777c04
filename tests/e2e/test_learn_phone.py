"""Learn on a phone (390×844): Next at the foot of a step brings the next step's title into
view. A learner walk at /?game=rams&step=rank: the bottom Next drew the next step with the page
scrolled as it was, 939 px down, so the screen showed the foot of its picture and its Back and
Next; its title and text lay above the screen."""

from __future__ import annotations

import contextlib
from typing import Any

from test_browser import AT_REST, WAIT, steady, sync_api

from lessons import load

PHONE = {"width": 390, "height": 844}


def test_next_at_the_foot_of_a_step_shows_the_next_steps_title(server: str, chromium: Any) -> None:
    steps = load("rams").steps
    after = steps[[s.id for s in steps].index("rank") + 1].title
    page = chromium.new_context(viewport=PHONE).new_page()  # (closed by close_contexts)
    page.goto(f"{server}/?game=rams&step=rank")
    bottom = page.locator(".st-key-tb-learn-bottom").get_by_role("button", name="Next")
    bottom.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    bottom.click()  # scrolled into view first, as a learner reaches it
    title = page.get_by_role("heading", name=after)
    title.wait_for(timeout=WAIT)
    in_view = (
        f"(r => r.top >= 0 && r.bottom <= {PHONE['height']})"
        f"([...document.querySelectorAll('h2')].find(h => h.innerText.includes({after!r}))"
        ".getBoundingClientRect())"
    )
    with contextlib.suppress(sync_api.TimeoutError):  # the page scrolls once it has settled
        steady(page, f"{AT_REST} && {in_view}")
    box = title.bounding_box()
    assert box is not None
    assert box["y"] >= 0 and box["y"] + box["height"] <= PHONE["height"], box
