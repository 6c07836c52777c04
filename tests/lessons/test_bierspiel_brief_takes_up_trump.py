"""Bierspiel's rules in brief do not contradict themselves on who takes up the trump card.

Learner look (look11, /bierspiel-rules at 1400 px): "The deal" listed "If the dealer passes,
the eldest hand, if he plays, may take up the trump card, discarding a card in its place." and,
three lines on, Rams' "Only the dealer may rob the trump card." (bierspiel.rob_dealer_only,
copied from Rams' book as it stood). The lesson's step (rob_dealer_only: "Only the dealer, or
the eldest hand once the dealer has passed, may take up the turned card") and the refusal the
rule cites ("only the dealer may take up the trump card, or the eldest hand if the dealer
passes") both say the eldest's exception; the rule's own statement now does too.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief


def _statements() -> dict[str, str]:
    b = brief(REGISTRY.get("bierspiel"), load("bierspiel"))
    return {r.id: r.statement for _, rules in (*b.sections, *b.readings) for r in rules}


def test_the_brief_lists_both_rules() -> None:
    said = _statements()
    assert "bierspiel.eldest_takes_trump" in said and "bierspiel.rob_dealer_only" in said


def test_only_the_dealer_names_the_eldest_hand_s_exception() -> None:
    said = _statements()["bierspiel.rob_dealer_only"]
    assert "eldest hand" in said and "dealer" in said and "passe" in said, said


def test_no_statement_of_the_brief_says_only_the_dealer_alone() -> None:
    """No line of the brief gives the dealer alone the trump card, the eldest's chance left out."""
    only = [
        (i, s)
        for i, s in _statements().items()
        if "only the dealer" in s.lower() and "eldest" not in s.lower()
    ]
    assert only == []
