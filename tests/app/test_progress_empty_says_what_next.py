"""A new learner's Progress says where each of its parts begins.

look21 (Chromium at 1400 and 390 px, /loo-progress of a learner with nothing done yet): the
page was zeros and "not yet" from top to bottom ("0 of 37 steps done", a Quiz table of 0s,
"Deals 0 · Tricks won 0"), with no word of what fills them or a way there; Review's empty
state already named the Quiz pages. Each empty part now links the page that fills it, and the
link goes once the part has something in it. The Quiz caption said "A kind of question is
mastered": a word of the code's ("kind"), not the learner's."""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from ui.progress import Progress

OpenApp = Callable[..., AppTest]
STARTS = {
    "Start the lesson in Learn": "loo-learn",
    "Answer your first questions in Quiz": "loo-quiz",
    "Play your first deal in Play": "loo-play",
}


def _links(at: AppTest) -> dict[str, str]:
    """The page's links: label -> the address of the page each opens."""
    return {link.proto.label: link.proto.page.strip("/") for link in at.get("page_link")}


def test_each_empty_part_links_the_page_that_fills_it(app: OpenApp) -> None:
    at = app("loo:progress")
    assert not at.exception, at.exception
    links = _links(at)
    assert {k: links.get(k) for k in STARTS} == STARTS, links
    caption = next(c.value for c in at.caption if "by your first try" in c.value)
    assert "kind" not in caption, caption


def test_a_part_with_something_in_it_links_nothing(app: OpenApp) -> None:
    at = app("loo:progress")
    store, code = Progress(), at.session_state["learner"]
    store.record_step(code, "loo", "deal")
    store.record_answer(code, "loo", "foster1897", "q_cannot_head", "legal_cards", False)
    store.record_deal(code, "loo", "foster1897", -3, 0)
    at.run()
    assert not at.exception, at.exception
    assert not set(_links(at)) & set(STARTS), _links(at)
