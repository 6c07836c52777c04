"""Robbing the turn-up is asked in the Quiz of both games that have it: some curated question
of Spoil Five and of Forty-Five judges each rob rule below (:attr:`ui.mastery.Asked.judged`,
the measure Review asks by: some answer to it shows the rule known or not), so Review can ask
it and Progress does not leave it "never met".

Before the lessons' q_rob_* questions no curated question of either game judged the dealer's
rob of a turned ace, the ace kept by its holder, or (Forty-Five's reading) the King's rob, and
Review's generated deals at seeds 0 and 1 met none of them (quizrob1's count). The ace's
holder's rob, rob_ace_holder, is judged since a right "Rob" keeps the rule allowing it
(tests/lessons/test_right_word_judged.py). One rob rule is still judged by no question:
rob_without_ace (its question, "may you rob?" with no ace, has no word to tick).
"""

from __future__ import annotations

import re

import pytest

from engine.quiz import Question, explanation
from lessons import available, load
from ui.labels import box_names
from ui.mastery import curated_bank

JUDGED = {
    "spoil_five": ("rob_dealer", "rob_ace_holder", "rob_keeps_ace", "rob_optional"),
    "forty_five": (
        "rob_dealer",
        "rob_ace_holder",
        "rob_keeps_ace",
        "rob_optional",
        "rob_with_king",
    ),
}


@pytest.mark.parametrize("game", sorted(JUDGED))
def test_rob_rules_are_judged_by_a_curated_question(game: str) -> None:
    judged = {
        r: [a.question.id for a in curated_bank(game) if r in a.judged]
        for r in (f"{game}.{x}" for x in JUDGED[game])
    }
    assert [r for r, qs in judged.items() if not qs] == [], judged
    # asked where the Learn page teaches robbing, as a question of its own
    rob = [a.question for a in curated_bank(game) if a.question.id.startswith("q_rob_")]
    assert {q.step for q in rob} >= {"rob_dealer", "rob_ace"}


def _words_questions() -> list[Question]:
    return [q for g in available() for q in load(g).quiz if q.form == "words"]


def test_a_right_box_is_never_said_not_allowed() -> None:
    """The ace's holder may rob, but not by putting out the ace: the Quiz said "“Rob” is not
    allowed, because the A♦ is what lets you rob" right after "You left out “Rob”: it is
    allowed here" (q_rob_holder answered "Let it lie", at 1400 px): a refused move of a word
    that is right is said as the move ("rob A♦"), not as the box. Every lesson's words
    question, each box ticked alone."""
    said = []
    for q in _words_questions():
        names = box_names(q.game, q)
        right = q.solve()
        for w in q.choices():
            lines, _ = explanation(q, frozenset({w}), names)
            said += [
                (q.id, w, line)
                for x in right
                for line in lines
                if x in names and line.startswith(f"{names[x]} is not allowed")
            ]
    assert said == []


_CARD = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


def test_a_words_rule_is_said_once_not_card_by_card() -> None:
    """Spoil Five's and Forty-Five's dealer, an ace turned, may rob by putting out any card:
    the answer's lines said "an ace is turned and you deal: you may put out any card (here
    the 3♣) and take the A♣ ..." five times, a card each (q_rob_dealer, at 1400 px). Every
    lesson words question: no two lines of its explanation differ only in their cards."""
    twice = []
    for q in _words_questions():
        lines, _ = explanation(q)
        shapes = [_CARD.sub("#", line) for line in lines]
        twice += [
            (q.id, line) for line, k in zip(lines, shapes, strict=True) if shapes.count(k) > 1
        ]
    assert twice == []
