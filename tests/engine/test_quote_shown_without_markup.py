"""A quote shows RULES.md's words, not its Markdown. Rounce's defender rule (and its Learn
step 'defender') quotes RULES.md "Recommended default: he is an ordinary player; offer
`loo_style_defence` as a variant.", and Learn's source block, the Rules page and Rams' rule
showed the backticks as characters; Linger Longer's reshuffle quotes "Denexa
(<https://...>) reshuffles the discards.", whose angle brackets the pages drop
(ui.format) but a notebook's printed rule (ui.widgets.rule_lines) and ``trickbook answer``'s
JSON kept. Every page, notebook and the CLI read a quote through engine.rules.Rule.shown;
the quote the engine keeps stays RULES.md's text as written, so a citation is found there.
"""

from __future__ import annotations

import re

from rules_md import RULES_MD

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import Rule
from lessons import available, load

MARKUP = re.compile(r"`|<https?://|\*\*")


def quoted() -> list[Rule]:
    return [r for g in REGISTRY for r in g.rules] + [
        s.rule for g in available() for s in load(g).steps
    ]


def test_no_quote_shows_markdown_and_each_keeps_rules_md_words() -> None:
    rules_md = " ".join(RULES_MD.read_text(encoding="utf-8").split())
    shown = [(r.id, r.shown) for r in quoted() if MARKUP.search(r.shown)]
    assert shown == [], shown
    kept = [
        r.id for r in quoted() if r.seed == "RULES.md" and " ".join(r.quote.split()) not in rules_md
    ]
    assert kept == [], kept


def test_the_defender_quote_reads_as_words_wherever_it_is_shown() -> None:
    rule = REGISTRY.get("rounce").rules["rounce.defender"]
    words = "Recommended default: he is an ordinary player; offer loo_style_defence as a variant."
    assert rule.shown == words
    assert rule.as_dict()["quote"] == words  # trickbook answer's JSON
    assert f"\u201c{words}\u201d" in rule.cite_plain()  # Play's and the notebooks' rule lines
    assert "`loo_style_defence`" in rule.quote and "`" in rule.cite()  # RULES.md's own text
