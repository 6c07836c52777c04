"""What a quiz answer was evidence of, rule by rule, and in words: the lapses the scheduler
records (:meth:`ui.mastery.RuleMemory.record`) and the headings the Quiz page, Review and the
notebooks' quiz box put over the rules a feedback cites. Apart from :mod:`ui.mastery` so that
the notebooks' box (:mod:`ui.widgets`) says them without importing the scheduler and its store
(fsrs, SQLite: 60 ms of a notebook's first import)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.quiz import Feedback
from engine.rules import Rule


def lapses(correct: bool, touched: Iterable[str], missed: Iterable[str]) -> set[str]:
    """The rules of ``touched`` an answer is a lapse on: none for a right answer; for a wrong
    one those ``missed``, or every one where it names none missed (a refusal, a caller with no
    feedback). :meth:`ui.mastery.RuleMemory.record` schedules by it, and the pages say it by it."""
    return set() if correct else set(missed) or set(touched)


# ---- what an answer was evidence of, in words (the Quiz and Review pages, the notebook box) ----
# A wrong answer's feedback cited every rule alike, though the scheduler counts it a lapse only
# on the rules it missed and Good on the others (record_check): the learner did not see which
# evidence his answer gave. Said in the same words wherever a feedback is shown.
MISSED = ("The rule you missed", "The rules you missed")
GOT_RIGHT = ("The rule you got right", "The rules you got right")


def judged_rules(fb: Feedback) -> list[tuple[Rule, bool]]:
    """Each rule a feedback cites with whether the answer is a lapse on it, as
    :meth:`ui.mastery.RuleMemory.record_check` records it (:func:`lapses`): for a wrong answer
    the rules it missed first, then the others, each once and in the engine's order within its
    part."""
    touched = list({r.id: r for r in [*fb.rules, *fb.missed]}.values())
    lapsed = lapses(fb.correct, [r.id for r in touched], [r.id for r in fb.missed])
    return sorted(((r, r.id in lapsed) for r in touched), key=lambda x: not x[1])


def judged_groups(fb: Feedback) -> list[tuple[str, list[Rule]]]:
    """The rules a feedback cites, grouped as the answer was evidence about them, each group
    under its heading: "The rule(s) you missed", then "The rule(s) you got right", a group left
    out where it has none. A right answer: the rules under no heading, as cited (it is right
    on each; nothing to tell apart).

    >>> from engine.quiz import check
    >>> from lessons import load
    >>> q = load("forty_five").question("q_privilege_kept")
    >>> for head, rules in judged_groups(check(q, ["AH"])):  # the A♥ ticked alone
    ...     print(f"{head}: {', '.join(r.id for r in rules)}")
    The rule you missed: forty_five.renege_privilege
    The rule you got right: forty_five.rob_optional
    """
    if fb.correct:
        return [("", list(fb.rules))] if fb.rules else []
    judged = judged_rules(fb)
    groups = []
    for words, lapse in ((MISSED, True), (GOT_RIGHT, False)):
        rules = [r for r, lapsed in judged if lapsed == lapse]
        if rules:
            groups.append((words[len(rules) > 1], rules))
    return groups


def judged_word(lapse: bool) -> str:
    """One rule's part in an answer, after its statement: "you missed it" or "you got it
    right" (the Review page's rules reviewed, as :data:`MISSED` and :data:`GOT_RIGHT` head
    them in the feedback)."""
    return "you missed it" if lapse else "you got it right"
