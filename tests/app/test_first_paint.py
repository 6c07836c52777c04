"""An opened page sends its title ahead of the rest (ui.pages.common.title, first_paint): on
the run that opens a page, and not on a click's rerun of the same page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import go
from streamlit.testing.v1 import AppTest

from ui.pages import common

PAGES = ["loo:learn", "loo:quiz", "loo:play", "loo:compare", "loo:rules", "loo:progress"]


@pytest.fixture
def paints(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The page titles sent when each pause came (the pause itself is not waited for)."""
    seen: list[str] = []
    title = common.st.title

    def sent(text: str) -> None:
        seen.append(f"title {text}")
        title(text)

    monkeypatch.setattr(common.st, "title", sent)
    monkeypatch.setattr(common, "first_paint", lambda: seen.append("pause"))
    return seen


@pytest.mark.parametrize("page", PAGES)
def test_an_opened_page_pauses_once_right_after_its_title(
    app: Callable[..., AppTest], paints: list[str], page: str
) -> None:
    at = app(page)
    assert paints.count("pause") == 1
    assert paints[paints.index("pause") - 1] == f"title {at.title[0].value}"


def test_a_click_does_not_pause_and_another_page_does(
    app: Callable[..., AppTest], paints: list[str]
) -> None:
    at = app("loo:quiz")
    at.button[0].click().run()  # Check, with no answer: the quiz's own rerun
    assert not at.exception
    at.run()
    assert paints.count("pause") == 1
    go(at, "loo:rules")
    assert paints.count("pause") == 2
    assert paints[-1] == "pause" and paints[-2] == "title Rules of Loo (three-card)"
