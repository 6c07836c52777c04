"""The pages' components (ui.components: the page helper, the card pictures, the page menu, the
red suits, Play's hand) name their scripts as files the server serves, and carry none of them
inline: given inline, each element carried its script in every run's messages: the page helper's 18 kB of the
28.7 kB a Loo Learn click's messages held (issue 12, part 5: click -> feedback; bench.click_trace). The browser
test (tests/e2e/test_component_scripts_browser.py) checks that the server serves them and that a
click fetches none."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from apptools import nodes
from streamlit.testing.v1 import AppTest

from ui.components import HAND, HELPER, NAV, PICTURE, RED_SUITS

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
    assert names == {HELPER, NAV, PICTURE, RED_SUITS} | hand, (page, names)
    for n in found:
        proto = n.proto
        inline = len(proto.js_content)
        assert not inline, f"{page}: {proto.component_name} carries its script ({inline} chars)"
        short = proto.component_name.split(".", 1)[1]
        assert proto.js_source_path == f"{short}.js", (page, proto.component_name)
        assert (SCRIPTS / proto.js_source_path).is_file(), proto.js_source_path
