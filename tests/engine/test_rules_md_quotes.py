"""A rule that cites RULES.md quotes words of the game's own section there (test_citations.py
checks the seeds' quotes; RULES.md is the owners' file, ../shared/RULES.md, read in the
project's copy, docs/RULES.md: tests/engine/rules_md.py). Audited for Spoil Five (§5), Napoleon (§8) and
Linger Longer (§9): every quote was found in its section."""

from __future__ import annotations

import re

import pytest
from rules_md import RULES_MD

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import Rule

SECTIONS = {"spoil_five": "5", "napoleon": "8", "linger_longer": "9"}


def fold(text: str) -> str:
    """Markdown emphasis and code marks, dashes and white space folded away."""
    text = re.sub(r"[*`_]", "", text).replace("\u2014", "-").replace("\u2013", "-")
    return re.sub(r"\s+", " ", text).strip().lower()


def section(number: str) -> str:
    text = RULES_MD.read_text(encoding="utf-8")
    parts = re.split(r"^## (\d+)\. .*$", text, flags=re.MULTILINE)
    return fold(parts[parts.index(number) + 1])


CASES = [
    (game.id, rule)
    for game in REGISTRY
    if game.id in SECTIONS
    for rule in game.rules
    if rule.seed == "RULES.md"
]


@pytest.mark.parametrize(("game", "rule"), CASES, ids=[r.id for _, r in CASES])
def test_a_rules_md_quote_is_in_its_games_section(game: str, rule: Rule) -> None:
    quote = fold(rule.quote)
    assert quote in section(SECTIONS[game]), rule.id
