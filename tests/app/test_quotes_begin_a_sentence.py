"""A quote shown to a learner begins at a sentence's start, or shows where it was cut (seen at
1400 and 390 px, /?game=spoil_five&step=jink: the source read 'for if he continues playing he
must jink it, ...', the second half of Foster's sentence, as if it were a sentence of its own;
44 lesson steps and some 60 of the engine's rules quote their seed from mid-sentence, in
lowercase). The jink step now quotes Foster's whole sentence; a quote that still begins
mid-sentence opens with an ellipsis where a page shows it (engine.rules.shown_quote: Learn,
Quiz, Compare and Play's citations, ui.pages.common.cite, and the Rules page's table), while
the quote itself stays verbatim for the checks against the seeds."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.rules import ELLIPSIS, SEED_FILES, Rule, seed_text
from lessons import available, load
from ui.pages.rules import rules_html

OpenApp = Callable[..., AppTest]


def _flat(text: str) -> str:
    """As engine.rules.normalise folds a seed and a quote to match them, keeping their case."""
    text = text.replace("_=", "").replace("=_", "").replace("\u2019", "'")
    return re.sub(r"\s+", " ", text.replace("\u201c", '"').replace("\u201d", '"')).strip()


def _mid_sentence(rule: Rule) -> bool:
    """Does the quote begin in the middle of a sentence of its seed: in lowercase, or (a seed's
    text read) after words that end no sentence, heading or quotation?"""
    if rule.quote[:1].islower():
        return True
    if rule.seed not in SEED_FILES:
        return False
    seed, quote = _flat(seed_text(rule.seed)), _flat(rule.quote)
    at = seed.lower().find(quote.lower())
    assert at >= 0, rule.id
    before = seed[:at].rstrip()
    return bool(before) and not re.search(r"[.!?:)\"A-Z]$", before)


def _shown_rules() -> list[tuple[str, Rule]]:
    """Every rule a page quotes: each lesson step's source, and every rule of every game."""
    out = [(f"{g}/{s.id}", s.rule) for g in available() for s in load(g).steps]
    return out + [(r.id, r) for game in REGISTRY for r in game.rules]


def test_a_quote_cut_mid_sentence_is_shown_with_an_ellipsis() -> None:
    bad = [
        (where, rule.shown[:50])
        for where, rule in _shown_rules()
        if _mid_sentence(rule) != rule.shown.startswith(ELLIPSIS)
    ]
    assert bad == []


def test_the_jink_step_quotes_fosters_whole_sentence() -> None:
    quote = _flat(load("spoil_five").step("jink").quote)
    assert quote.startswith("When a player has won three tricks, he should immediately")
    assert quote.endswith("as if no one had won three tricks.")


@pytest.mark.parametrize(
    ("game", "step", "shown"),
    [
        ("spoil_five", "jink", "> When a player has won three tricks, he should"),
        ("loo", "deal", f"> {ELLIPSIS}the dealer gives three cards to each player"),
    ],
)
def test_the_learn_page_shows_where_a_quote_begins(
    app: OpenApp, game: str, step: str, shown: str
) -> None:
    at = open_step(app(f"{game}:learn"), game, step)
    assert shown in " ".join(markdown(at).split())


def test_the_rules_page_shows_the_cut_too() -> None:
    rule = REGISTRY.get("spoil_five").rules["spoil_five.jink"]
    assert f"“{ELLIPSIS}for if he continues playing" in rules_html([rule])
