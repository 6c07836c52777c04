"""A web address in a page's text reads as a link named by its site, not the whole address.
Seen at /forty_five-play, 390 px: a card refused by a rule the rules notes take from the 1911
Britannica ended '(https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia_Britannica/Spoil-five)',
two phone-wide lines of address under the quote; and Linger Longer's Learn step on reshuffling
quoted 'Denexa (<https://www.denexa.com/blog/tag/sift-smoke/>) reshuffles the discards.', its
angle brackets and address as written. Learn already named a quote's source by its site
('(en.wikisource.org)', linked); ui.format.md_escape, through which every page's Markdown
text goes, now does the same for an address in the text."""

from __future__ import annotations

from collections.abc import Callable

from apptools import markdown, open_step
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.spoil_five.cards import BRITANNICA
from ui.format import md

OpenApp = Callable[..., AppTest]
DENEXA = "https://www.denexa.com/blog/tag/sift-smoke/"


def test_a_refusal_names_the_site_it_quotes() -> None:
    rule = next(r for r in REGISTRY.get("forty_five").rules if r.url == BRITANNICA)
    shown = md(rule.cite_plain())
    assert shown.endswith(f"([en.wikisource.org]({BRITANNICA}))"), shown
    assert shown.count(BRITANNICA) == 1 and "<" not in shown and "\\" not in shown


def test_a_quote_giving_an_address_in_angle_brackets_names_its_site(app: OpenApp) -> None:
    at = open_step(app("linger_longer:learn"), "linger_longer", "reshuffle")
    text = " ".join(markdown(at).split())
    assert f"Denexa ([denexa.com]({DENEXA})) reshuffles the discards." in text


def test_the_rules_pages_html_names_a_quoted_address_by_its_site() -> None:
    """The Rules page's reading folds and its table of every rule are HTML (ui.pages.rules):
    Linger Longer's reshuffle reading quoted 'Denexa (<https://www.denexa.com/blog/tag/
    sift-smoke/>) reshuffles the discards.', angle brackets and whole address as written."""
    from ui.pages.rules import reading_html, rules_html

    rule = next(r for r in REGISTRY.get("linger_longer").rules if DENEXA in r.quote)
    link = f'<a href="{DENEXA}" target="_blank">denexa.com</a>'
    for html in (reading_html((rule,)), rules_html([rule])):
        assert f"Denexa ({link}) reshuffles the discards." in html, html
        assert "&lt;http" not in html and "&lt;" not in html.split("</style>")[-1]


def test_a_quote_giving_its_own_address_is_not_linked_again(app: OpenApp) -> None:
    """Linger Longer's reshuffle quotes 'Denexa (<https://...>) reshuffles the discards.' and
    names the same page as its outside source: the Rules page's fold and table, Learn's
    quote and the refusal line each linked denexa.com twice, in the quote and again after
    the book. The address now shows once, in the quote; a rule whose quote does not give its
    address keeps the link after the book."""
    from ui.pages.rules import reading_html, rules_html

    rule = next(r for r in REGISTRY.get("linger_longer").rules if DENEXA in r.quote)
    assert rule.url == DENEXA and rule.link == ""
    for html in (reading_html((rule,)), rules_html([rule])):
        assert html.count(f'href="{DENEXA}"') == 1, html
    assert md(rule.cite_plain()).count(DENEXA) == 1
    at = open_step(app("linger_longer:learn"), "linger_longer", "reshuffle")
    assert markdown(at).count(f"]({DENEXA})") == 1
    other = next(r for r in REGISTRY.get("forty_five").rules if r.url == BRITANNICA)
    assert other.link == BRITANNICA and BRITANNICA not in other.quote
    assert rules_html([other]).count(f'href="{BRITANNICA}"') == 1


def test_an_address_with_brackets_of_its_own_is_linked_whole() -> None:
    """Bierspiel's seven-of-diamonds decision notes the Wikipedia article RULES.md names,
    https://en.wikipedia.org/wiki/Rams_(card_game): an address could hold no bracket, so the
    link stopped at 'Rams_' and '(card_game)' stood after it as text. A bracket pair inside an
    address is its own; a closing bracket or full stop after it is still the prose's."""
    from ui.pages.rules import rules_html

    wiki = "https://en.wikipedia.org/wiki/Rams_(card_game)"
    rule = REGISTRY.get("bierspiel").rules["bierspiel.seven_always_trump"]
    assert wiki in rule.note
    assert f"[en.wikipedia.org]({wiki}))." in md(rule.note)
    assert f'<a href="{wiki}" target="_blank">en.wikipedia.org</a>).' in rules_html([rule])
    assert md("(see https://b.org/y).") == "(see [b.org](https://b.org/y))."
