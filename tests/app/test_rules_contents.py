"""Every game's Rules page opens its brief with a line of links to its chapters.

At 390 px Spoil Five's brief ran to about 3,000 px: "The pool" began below 2,100 px and the
books below 4,000, and nothing at the top of the page said what lay further down. The brief now
opens with "Chapters:" and a link to each chapter, to the other readings and to the books; each
link's target is on the page once (tests/e2e/test_rules_contents_phone.py follows them in
Chromium).
"""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import available, load
from ui.pages.rules import BOOKS, anchor, brief

OpenApp = Callable[..., AppTest]
LINK = re.compile(r'<a href="#([^"]+)"[^>]*>(.*?)</a>')


@pytest.mark.parametrize("game_id", [g for g in available() if load(g).steps])
def test_the_brief_opens_with_a_link_to_each_chapter(app: OpenApp, game_id: str) -> None:
    at = app(f"{game_id}:rules")
    assert not at.exception, at.exception
    game = REGISTRY.get(game_id)
    b = brief(game, load(game_id))
    lines = [m.value for m in at.markdown if m.value.startswith('<nav aria-label="Chapters"')]
    assert len(lines) == 1, [m.value[:80] for m in at.markdown]
    links = LINK.findall(lines[0])
    words = [re.sub(r"<[^>]+>", "", w).replace("&amp;", "&") for _, w in links]
    chapters = [chapter for chapter, _ in b.sections]
    assert words == [*chapters, *(["Other readings"] if b.readings else []), "The books"]
    assert [t for t, _ in links[: len(chapters)]] == [anchor(c) for c in chapters]
    page = "\n".join(m.value for m in at.markdown)
    for target, _ in links[:-1]:  # a chapter's title, or the other readings', follows its target
        assert page.count(f'id="{target}"') == 1, target
    assert links[-1][0] == BOOKS
    assert [h.proto.anchor for h in at.subheader if h.value == "The books"] == [BOOKS]
