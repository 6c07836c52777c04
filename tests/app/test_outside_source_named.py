"""A RULES.md decision that quotes an outside source names it and links it where a page shows
the quote. Seen at 390 px, /?game=spoil_five&step=rob_dealer: the text says "The quote below is
from the 1911 Britannica", and the quote under it stood as "— Trickbook's rules notes (where
the books are silent or disagree)", with no Britannica and no address; the Rules page's table
read the same for every Peel, Britannica and Bicycle rule of Spoil Five and Forty-Five, and
only Play's refusal lines gave the address. Now ``Rule.book_shown`` adds "after <source>"
(:data:`engine.rules.OUTSIDE_SOURCES`), a lesson step citing such a decision carries its
address, and Learn and the Rules page link the site."""

from __future__ import annotations

from collections.abc import Callable

from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.spoil_five.cards import BRITANNICA, PEEL
from engine.rules import OUTSIDE_SOURCES
from lessons import load
from ui.pages.rules import rules_html

OpenApp = Callable[..., AppTest]
RULES_NOTES = "Trickbook's rules notes (where the books are silent or disagree)"


def test_every_outside_address_a_rule_cites_has_a_name() -> None:
    cited = {r.url for g in REGISTRY for r in g.rules if r.url}
    assert cited, "no rule cites an outside source"
    assert cited <= set(OUTSIDE_SOURCES), cited - set(OUTSIDE_SOURCES)


def test_a_decision_names_the_source_it_quotes() -> None:
    rules = REGISTRY.get("spoil_five").rules
    rob = rules["spoil_five.rob_dealer"]
    assert rob.url == BRITANNICA
    assert rob.book_shown == f"{RULES_NOTES}, after the 1911 Encyclop\u00e6dia Britannica"
    assert rob.site == "en.wikisource.org"
    assert rules["spoil_five.pool_stake"].book_shown == f"{RULES_NOTES}, after Peel"
    # a decision of the notes' own, with no outside source, reads as before
    no_url = [r for g in REGISTRY for r in g.rules if r.seed == "RULES.md" and not r.url]
    assert no_url and all(r.book_shown == RULES_NOTES for r in no_url)


def test_a_step_citing_such_a_decision_carries_its_address() -> None:
    assert load("spoil_five").step("rob_dealer").rule.url == BRITANNICA
    assert load("forty_five").step("two_privileged").rule.url == PEEL
    # the deal step's rule of thumb is the words of one decision, the trump order after Peel
    # (until 26aa48f the trick's rule quoted them too, after the Britannica: then neither)
    deal = load("spoil_five").step("deal").rule
    assert deal.seed == "RULES.md" and deal.url == PEEL
    assert deal.book_shown == f"{RULES_NOTES}, after Peel"


def test_learn_names_and_links_the_source(app: OpenApp) -> None:
    at = open_step(app("spoil_five:learn"), "spoil_five", "rob_dealer")
    text = " ".join(markdown(at).split())
    assert (
        f"— {RULES_NOTES}, after the 1911 Encyclop\u00e6dia Britannica "
        f"([en.wikisource.org]({BRITANNICA}))"
    ) in text


def test_the_rules_page_links_the_source() -> None:
    rules = REGISTRY.get("spoil_five").rules
    html = rules_html([rules["spoil_five.pool_stake"]])
    assert f'after Peel</b> (<a href="{PEEL}" target="_blank">playingcardgames.net</a>):' in html
    assert "<a " not in rules_html([rules["spoil_five.three_tricks"]])  # a seed's own rule
