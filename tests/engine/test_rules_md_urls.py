"""A RULES.md decision whose quote is a passage RULES.md gives from an outside page names that
page. Seen on /sixty_six-rules under the German-practice reading: the words of symuli.com and
kartenspiele.net, and Sixty-Six's 1895 bartender's guide, stood as "Trickbook's rules notes
(where the books are silent or disagree)" with no link, as if they were the notes' own words.

Driven by RULES.md (the owners' file, ../shared/RULES.md, read in the project's copy,
docs/RULES.md: tests/engine/rules_md.py): for every rule of every registered game citing RULES.md, each line of RULES.md
holding its quote is read, and where an address (``<https://...>``) stands before the quote's
end on that line, the nearest such address is the page the words come from: the rule's
``url`` is that address, and the address has a plain name (:data:`OUTSIDE_SOURCES`). A quote
of RULES.md's own words ("Recommended: ...", "Use ≥ 66.") has no address before it and keeps
none. Every address a rule gives is one RULES.md gives (none invented)."""

from __future__ import annotations

import re

import pytest
from rules_md import RULES_MD

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import OUTSIDE_SOURCES, Rule

ADDRESS = re.compile(r"<(https?://[^>\s]+)>")


def fold(text: str) -> str:
    """Markdown emphasis and code marks, dashes and white space folded away (as
    test_rules_md_quotes.py folds them)."""
    text = re.sub(r"[*`]", "", text).replace("\u2014", "-").replace("\u2013", "-")
    return re.sub(r"\s+", " ", text).strip().lower()


def addresses_before(quote: str) -> set[str]:
    """The address standing nearest before the end of ``quote``, on each RULES.md line
    holding it (an empty set: RULES.md's own words)."""
    q = fold(quote)
    found = set()
    for line in RULES_MD.read_text(encoding="utf-8").splitlines():
        at = fold(line).find(q)
        if at < 0:
            continue
        end = at + len(q)
        before = [m[1] for m in ADDRESS.finditer(line) if len(fold(line[: m.start()])) < end]
        if before:
            found.add(before[-1])
    return found


DECISIONS = [r for g in REGISTRY for r in g.rules if r.seed == "RULES.md"]


@pytest.mark.parametrize("rule", DECISIONS, ids=[r.id for r in DECISIONS])
def test_a_decision_quoting_an_outside_page_names_it(rule: Rule) -> None:
    pages = addresses_before(rule.quote)
    if not pages:
        return  # RULES.md's own words, or words it gives without an address beside them
    assert rule.url in pages, f"{rule.id}: quotes {sorted(pages)}, url {rule.url!r}"
    assert OUTSIDE_SOURCES.get(rule.url), f"{rule.id}: {rule.url} has no plain name"
    assert rule.book_shown.endswith(f", after {OUTSIDE_SOURCES[rule.url]}")


def test_the_outside_pages_quoted_are_named() -> None:
    """The sweep finds the pages the German-practice and 1895 readings of Sixty-Six, Napoleon's
    dealer_forced_one and Linger Longer's reshuffle quote (a check on the reading above)."""
    quoted = {r.id: addresses_before(r.quote) for r in DECISIONS}
    assert quoted["sixty_six.strict.follow_and_head"] == {"http://symuli.com/other/card-game-66/"}
    assert quoted["sixty_six.strict.trump"] == {"http://www.kartenspiele.net/spiele/66.htm"}
    assert "cld.bz" in next(iter(quoted["sixty_six.foster_closing"]))
    assert quoted["sixty_six.threshold"] == set()  # "Use ≥ 66.": the notes' own
    assert quoted["five_card_loo.pam_trump_only"] == set()  # the address stands after it


def test_every_address_a_rule_gives_is_one_rules_md_gives() -> None:
    given = set(ADDRESS.findall(RULES_MD.read_text(encoding="utf-8")))
    cited = {r.url for g in REGISTRY for r in g.rules if r.url}
    assert cited <= given, cited - given
