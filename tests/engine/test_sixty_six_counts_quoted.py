"""Sixty-Six's card-points rule gives the learner the counts its source gives: its quote stops at
"Cards won in tricks are counted as follows:", and the table after the colon draws its leaders
as runs of underscores ("Each Ace ___________11"), which a quotation cannot show cleanly. Under
the quote (its note, shown wherever the rule is cited) every line of the seed's table is given,
leaders left out, as the seed reads it; the statement says the same counts."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import seed_text

RULE = REGISTRY.get("sixty_six").rules["sixty_six.card_points"]


def _table() -> list[tuple[str, str]]:
    """The seed's lines after the rule's quote, up to the last trick's: (card, count) each."""
    text = seed_text(RULE.seed)
    after = text[text.index(RULE.quote) + len(RULE.quote) :]
    rows = re.findall(
        r"^Each ([A-Za-z]+) *_+ *(\d+)\s*$", after.split("last trick")[0], re.MULTILINE
    )
    assert [card for card, _ in rows] == ["Ace", "ten", "King", "Queen", "Jack"], rows
    return rows


def test_the_quote_ends_where_the_table_begins() -> None:
    assert RULE.quote.endswith("as follows:")


def test_every_count_of_the_seed_table_is_given_under_the_quote() -> None:
    for card, count in _table():
        assert f"\u201cEach {card} {count}\u201d" in RULE.note, (card, count, RULE.note)
    assert "(No count for 9's)" in seed_text(RULE.seed) and "(No count for 9's)" in RULE.note


def test_the_statement_gives_the_same_counts() -> None:
    short = {"Ace": "A", "ten": "10", "King": "K", "Queen": "Q", "Jack": "J"}
    for card, count in _table():
        assert f"{short[card]} {count}" in RULE.statement, (card, RULE.statement)
