"""The pages' components (ui.components: the page helper, the card pictures, the page menu, the
red suits, Play's hand and its other moves' verdicts, class mode's learner cookie) name their scripts as files the server
serves, and carry none of them inline: given inline, each element carried its script in every run's messages: the page helper's 18 kB of the
28.7 kB a Loo Learn click's messages held (issue 12, part 5: click -> feedback; bench.click_trace). The browser
test (tests/e2e/test_component_scripts_browser.py) checks that the server serves them and that a
click fetches none. Class mode's cookie writer was the one left inline (~400 characters each
run, ui/pages/common.py), unseen here: these pages were opened in local mode only."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from apptools import nodes
from streamlit.testing.v1 import AppTest

from ui.components import HAND, HELPER, LEARNER_COOKIE, MOVES, NAV, PICTURE, RED_SUITS

SCRIPTS = Path(__file__).resolve().parents[2] / "ui" / "components" / "js"


def components(at: AppTest) -> list[Any]:
    """The component elements of the page, its sidebar's (the page menu) included."""
    return [
        n
        for root in (at.main, at.sidebar)
        for n in nodes(root)
        if getattr(n, "type", "") == "bidi_component"
    ]


@pytest.mark.parametrize("page", ["loo:learn", "loo:quiz", "loo:play", "sixty_six:play"])
def test_each_component_names_its_script_file_and_carries_none_inline(
    app: Callable[..., AppTest], page: str
) -> None:
    at = app(page)
    found = components(at)
    names = {n.proto.component_name for n in found}
    hand = {HAND} if page.endswith(":play") else set()  # Play's hand (da32dd5a)
    # the verdicts of Sixty-Six's buttons under the cards (close, exchange ...: moves.js)
    moves = {MOVES} if page == "sixty_six:play" else set()
    assert names == {HELPER, NAV, PICTURE, RED_SUITS} | hand | moves, (page, names)
    _served_as_files(page, found)


def _served_as_files(page: str, found: list[Any]) -> None:
    for n in found:
        proto = n.proto
        inline = len(proto.js_content)
        assert not inline, f"{page}: {proto.component_name} carries its script ({inline} chars)"
        short = proto.component_name.split(".", 1)[1]
        assert proto.js_source_path == f"{short}.js", (page, proto.component_name)
        assert (SCRIPTS / proto.js_source_path).is_file(), proto.js_source_path


def test_class_mode_s_learner_cookie_names_its_script_file_too(
    app: Callable[..., AppTest], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRICKBOOK_MODE", "class")
    at = app("loo:learn")  # "Who is learning?" until a name is given; the cookie is written
    found = components(at)
    _served_as_files("loo:learn (class mode)", found)
    assert LEARNER_COOKIE in {n.proto.component_name for n in found}
