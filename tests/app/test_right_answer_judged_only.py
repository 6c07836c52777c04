"""A right answer is *Good* only on the rules its question can judge, and the pages say so.

``ui.judged.evidence`` recorded a right answer *Good* on every rule its feedback cited
("every one for a right answer"), a rule no answer to the question could keep or miss among
them (not :func:`engine.quiz_evidence.judgeable` there): the learner was then scheduled as if
he had shown a rule the question never tested, and the Quiz page listed it with the others as
got right. Measured on HEAD (judged22): over every curated question of the 11 lessons and 3,
then 8 generated ones a kind at levels 1 and 3 and 2 aimed at each rule of play (4,467
questions), no right answer's feedback cites such a rule since b7a8422d stopped citing what a
move costs; the scheduler took it on trust all the same, and a caller giving the rules itself
(``record_answer``) had it recorded. Now ``Feedback.kept`` of a right answer is the rules its
question can judge, as Review reads them to choose a question (one definition), the scheduler
records those, and a rule cited beside them is headed "also at work here", as for a wrong
answer. Sixty-Six's q_may_after_trick with the closer's 66 passed beside its rules, as its
explanation cited it before b7a8422d.
"""

from __future__ import annotations

from dataclasses import replace

import engine.games  # noqa: F401
from engine.quiz import check
from engine.quiz_evidence import judgeable
from lessons import load
from ui.judged import GOT_RIGHT, NOT_SHOWN, judged_groups, judged_rules
from ui.mastery import RuleMemory, question_rules
from ui.progress import Progress
from ui.widgets import feedback_text

LEARNER = "rightjudged2026"
Q = load("sixty_six").question("q_may_after_trick")
COST = Q.game.rules["sixty_six.closer_fails"]  # what closing costs: no answer here shows it


def _right() -> list[str]:
    return sorted(Q.solve())


def test_a_right_answer_keeps_what_its_question_can_judge() -> None:
    fb = check(Q, _right())
    assert fb.correct and fb.rules
    assert fb.kept == judgeable(Q, fb.rules)
    assert COST not in judgeable(Q, [*fb.rules, COST])


def test_a_right_answer_is_good_only_on_the_rules_judged() -> None:
    memory = RuleMemory(Progress())
    fb = check(Q, _right())
    cited = replace(fb, rules=[*fb.rules, COST])
    memory.record_check(LEARNER, Q, cited, "quiz", at=1000.0)
    assert set(memory.cards(LEARNER, "sixty_six")) == {r.id for r in fb.rules}
    # a caller with no feedback, giving the rules itself: the same reading
    memory.record_answer("rightjudged2027", Q, [*question_rules(Q), COST.id], True, "quiz")
    assert set(memory.cards("rightjudged2027", "sixty_six")) == set(question_rules(Q))


def test_the_pages_say_what_is_recorded() -> None:
    fb = check(Q, _right())
    cited = replace(fb, rules=[*fb.rules, COST])
    heads = {head: [r.id for r in rules] for head, rules in judged_groups(cited)}
    got = GOT_RIGHT[len(fb.rules) > 1]
    assert heads == {got: [r.id for r in fb.rules], NOT_SHOWN[0]: [COST.id]}
    assert dict((r.id, lapse) for r, lapse in judged_rules(cited))[COST.id] is None  # Review
    text = feedback_text(cited, Q)  # the notebooks' quiz box
    assert f"{got}:" in text and f"{NOT_SHOWN[0]}:" in text
    assert text.index(NOT_SHOWN[0]) < text.index(COST.statement)
    # a right answer whose rules are all judged reads as before: no heading
    assert [head for head, _ in judged_groups(fb)] == [""]
