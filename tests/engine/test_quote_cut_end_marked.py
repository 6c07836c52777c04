"""A quote cut in the middle of its seed's sentence shows the cut with a closing ellipsis.

Notebooks 10 and 11 quoted Spoil Five's and Forty-Five's robbing without the ace as "Foster's
Hoyle, 1897: “If any player robs when he does not hold the ace”", where Foster goes on "; leads
or plays out of turn; ... he loses all his right to the pool": the learner read half a sentence
as a whole one. A cut start already opened with "…" (engine.rules.shown_quote); no rule's quote
marked a cut end (about forty rules' and twenty lesson steps' quotes stop at a comma or
semicolon). test_citations checks only that a quote is in its seed, not where it stops; this
test reads the seed after each quote itself.
"""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.rules import SEED_FILES, Rule, normalise, normalised_seed
from lessons import available, load

ELLIPSIS = "\u2026"


def quoted() -> list[Rule]:
    rules = {r.id: r for g in REGISTRY for r in g.rules}
    steps = [s.rule for g in available() for s in load(g).steps]
    return [*rules.values(), *steps]


def goes_on(rule: Rule) -> bool:
    """The seed's next character after the quote continues its sentence."""
    text, q = normalised_seed(rule.seed), normalise(rule.quote)
    at = text.find(q)
    assert at >= 0, rule.id
    return text[at + len(q) : at + len(q) + 1] in (",", ";")


def test_every_quote_cut_mid_sentence_ends_with_an_ellipsis() -> None:
    cut = 0
    for rule in quoted():
        if rule.seed not in SEED_FILES:
            continue
        if goes_on(rule):
            cut += 1
            assert rule.shown.endswith(ELLIPSIS), (rule.id, rule.shown)
            assert rule.cite_plain().endswith(ELLIPSIS + "\u201d"), rule.cite_plain()
        else:
            assert not rule.shown.endswith(ELLIPSIS), (rule.id, rule.shown)
    assert cut >= 40


def test_robbing_without_the_ace_reads_as_cut() -> None:
    for game in ("spoil_five", "forty_five"):
        rule = REGISTRY.get(game).rules[f"{game}.rob_without_ace"]
        assert rule.quote == "If any player robs when he does not hold the ace"  # verbatim
        assert rule.cite_plain() == (
            "Foster's Hoyle, 1897: \u201cIf any player robs when he does not hold the ace\u2026\u201d"
        )
