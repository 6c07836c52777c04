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


def evidence(
    correct: bool,
    touched: Iterable[str],
    missed: Iterable[str],
    kept: Iterable[str] | None = None,
) -> dict[str, bool]:
    """Each rule of ``touched`` an answer is evidence about → whether it shows the rule right:
    False for a lapse (:func:`lapses`), True for a rule it shows right: ``kept``
    (``Feedback.kept``: of a right answer the rules some answer to its question could judge,
    :func:`engine.quiz_evidence.judgeable`; of a wrong one those it got right because of
    them), or where a caller gives none, every rule not lapsed. A rule touched but in neither
    is left out: the answer shows nothing of it (a learner who ticked only an off-suit card,
    of heading; a right answer, of what closing costs where no answer keeps or misses it), and
    the scheduler reviews it no more than the pages say he got it right.

    >>> evidence(False, ["follow", "head"], ["follow"], kept=[])
    {'follow': False}
    >>> evidence(False, ["follow", "head"], ["follow"])
    {'follow': False, 'head': True}
    >>> evidence(True, ["may_act", "closer_fails"], [], kept=["may_act"])
    {'may_act': True}
    """
    touched = list(dict.fromkeys(touched))
    lapsed = lapses(correct, touched, missed)
    shown = set(touched) if kept is None else set(kept)
    return {r: r not in lapsed for r in touched if r in lapsed or r in shown}


# ---- what an answer was evidence of, in words (the Quiz and Review pages, the notebook box) ----
# A wrong answer's feedback cited every rule alike, though the scheduler counts it a lapse only
# on the rules it missed and Good on those it shows right (record_check): the learner did not
# see which evidence his answer gave. Said in the same words wherever a feedback is shown. A rule
# the answer shows nothing of is said so, not "got right" (a learner who ticked only an
# off-suit 5♥ read "The rule you got right: Head the trick if you can", journey13).
MISSED = ("The rule you missed", "The rules you missed")
GOT_RIGHT = ("The rule you got right", "The rules you got right")
NOT_SHOWN = ("The rule also at work here", "The rules also at work here")


def judged_rules(fb: Feedback) -> list[tuple[Rule, bool | None]]:
    """Each rule a feedback cites with what the answer was evidence of, as
    :meth:`ui.mastery.RuleMemory.record_check` records it (:func:`evidence`): True a lapse,
    False got right, None nothing shown (nothing recorded); for a wrong answer the rules it
    missed first, then those it got right, then the others, each once and in the engine's
    order within its part."""
    touched = list({r.id: r for r in [*fb.rules, *fb.missed]}.values())
    said = evidence(
        fb.correct, [r.id for r in touched], [r.id for r in fb.missed], [r.id for r in fb.kept]
    )
    judged = [(r, None if r.id not in said else not said[r.id]) for r in touched]
    return sorted(judged, key=lambda x: (x[1] is None, x[1] is False))


def judged_groups(fb: Feedback) -> list[tuple[str, list[Rule]]]:
    """The rules a feedback cites, grouped as the answer was evidence about them, each group
    under its heading: "The rule(s) you missed", "The rule(s) you got right", then "The
    rule(s) also at work here" (the answer shows nothing of them), a group left out where
    it has none. A right answer that shows every rule it cites (``Feedback.kept``): the rules
    under no heading, as cited (it is right on each; nothing to tell apart); one citing a rule
    no answer to the question could show known or not is headed as a wrong one is, that rule
    "also at work here": it is not recorded (:meth:`ui.mastery.RuleMemory.record_check`), so
    it is not said to be got right.

    >>> from engine.quiz import check
    >>> from lessons import load
    >>> q = load("loo").question("q_cannot_head")  # the Q♠ led; 3♠ 8♠ A♦ held
    >>> for head, rules in judged_groups(check(q, ["3S"])):  # the 3♠ ticked alone
    ...     print(f"{head}: {', '.join(r.id for r in rules)}")
    The rule you missed: loo.head_the_trick
    The rule you got right: loo.follow_suit
    """
    if fb.correct and all(r in fb.kept for r in fb.rules):
        return [("", list(fb.rules))] if fb.rules else []
    judged = judged_rules(fb)
    groups = []
    for words, lapse in ((MISSED, True), (GOT_RIGHT, False), (NOT_SHOWN, None)):
        rules = [r for r, lapsed in judged if lapsed is lapse]
        if rules:
            groups.append((words[len(rules) > 1], rules))
    return groups


def judged_word(lapse: bool | None) -> str:
    """One rule's part in an answer, after its statement: "you missed it", "you got it right"
    or, where the answer showed nothing of it, "your answer did not show whether you know it"
    (the Review page's rules reviewed, as :data:`MISSED`, :data:`GOT_RIGHT` and
    :data:`NOT_SHOWN` head them in the feedback)."""
    if lapse is None:
        return "your answer did not show whether you know it"
    return "you missed it" if lapse else "you got it right"
