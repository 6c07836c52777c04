"""A rule's note (how its source bears on it, where the source does not state it outright)
stands beside its quote on the Rules page, and the statement above it reads as a rule
(engine.rules.Rule.note; learner walk 2026-12-02)."""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

OpenApp = Callable[..., AppTest]


def test_the_rules_page_keeps_the_note_beside_the_quote(app: OpenApp) -> None:
    at = app("napoleon:rules")
    table = at.dataframe[-1].value  # "All rules"
    row = table[table["rule id"] == "napoleon.from_hand"].iloc[0]
    assert row["says"] == "You play, discard or show only cards from your own hand."
    assert row["note"].startswith("The lesson never says so outright")
    assert row["quote"] == "Each player receives 5 cards, one at a time."
