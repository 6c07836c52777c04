"""A rule's note (how its source bears on it, where the source does not state it outright)
stands with its rule on the Rules page, and the statement above it reads as a rule
(engine.rules.Rule.note; learner walk 2026-12-02). The "All rules" table lays the statement,
its note, the quote and the id out in wrapping cells, the note under the statement: a data
grid kept each on one line and put the note off-screen to the right at 1400 px (Napoleon)."""

from __future__ import annotations

import re
from collections.abc import Callable
from html import escape
from urllib.parse import urlsplit

from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.pages.rules import book_tab_key, rules_html

OpenApp = Callable[..., AppTest]


def _row(html: str, rule_id: str) -> str:
    found = re.search(rf'<tr data-rule="{re.escape(rule_id)}">(.*?)</tr>', html)
    assert found, rule_id
    return found[1]


def test_the_rules_page_keeps_the_note_with_its_rule(app: OpenApp) -> None:
    at = app("napoleon:rules")
    at.session_state[book_tab_key(REGISTRY.get("napoleon"))] = "All rules"  # (the tab open)
    tables = [m.value for m in at.run().markdown if 'class="tb-rules"' in m.value]
    assert tables and not at.dataframe  # "All rules" is the last, no grid
    row = _row(tables[-1], "napoleon.from_hand")
    cells = re.findall(r"<td>(.*?)</td>", row)
    assert len(cells) == 3, cells
    says, source, rule_id = cells
    # the statement, its note under it in the same cell
    assert says.startswith("You play only cards from your own hand.")  # Napoleon's one move
    assert 'class="tb-rule-note">Note: The lesson never says so outright' in says
    assert escape("Each player receives 5 cards, one at a time.") in source
    assert "napoleon.from_hand" in rule_id


def _site(url: str) -> str:
    return urlsplit(url).netloc.removeprefix("www.")


def test_every_rule_of_every_game_has_its_row() -> None:
    for game in REGISTRY:
        html = rules_html(list(game.rules))
        for r in game.rules:
            row = _row(html, r.id)
            # a web address in the quote is shown as a link named by its site (ui.format)
            # and a code span as its words (engine.rules.shown_quote: 0ea6c46b)
            quote = re.sub(r"<(https?://[^>\s]+)>", lambda m: _site(m[1]), r.quote)
            quote = re.sub(r"`([^`]+)`", r"\1", quote)
            assert escape(quote) in re.sub(r"<[^>]+>", "", row), r.id
            assert (r.note != "") == ("tb-rule-note" in row), r.id
