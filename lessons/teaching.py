"""Which Learn step teaches each rule: one answer for the Rules page's brief, Review's and the
Quiz's "Learn:" links.

A rule is taught by the first step that declares it (``teaches:`` in the lesson file), whether
or not its quote holds the rule's words; else by the first step quoting the rule's very words
(same source, the same passage once folded as :func:`engine.rules.normalise` folds it). A
step whose longer passage merely holds a rule's words does not teach it: Linger Longer's
'last_left' quotes "The last one left, ..., wins the game.", which holds the words of the
stake rule ("wins the game."), taught by the step 'stake'. No step at all is better than a
step about another rule: guessing one (a step whose position refused a card by the rule, or
whose words shared a third of its statement) linked Bierspiel's "Three to six play" to "A
turned 7♦ does not fix trumps" (tests/app/test_teaching_step_declared.py).

>>> import engine.games
>>> from engine.game import REGISTRY
>>> from lessons import load
>>> taught = teaching_steps(load("spoil_five"), REGISTRY.get("spoil_five").rules)
>>> taught["spoil_five.lead"].id, taught["spoil_five.rob_dealer"].id
('lead', 'rob_dealer')
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.rules import Rule, normalise
from lessons.loader import Lesson, Step


def teaching_steps(
    lesson: Lesson, rules: Iterable[Rule], reading: str | None = None
) -> dict[str, Step]:
    """Each rule of ``rules`` a step teaches → that step (see the module's docstring); rules no
    step teaches are left out. With ``reading``, only the steps of that reading count (the
    brief gives another reading's steps their own place, under the reading's name)."""
    steps = [s for s in lesson.steps if reading is None or (s.variant or lesson.variant) == reading]
    book = list(rules)
    known = {r.id for r in book}
    out: dict[str, Step] = {}
    for step in steps:
        for rule_id in step.teaches:
            if rule_id in known:
                out.setdefault(rule_id, step)
    said = {(r.id, r.seed): normalise(r.quote) for r in book if r.id not in out}
    for step in steps:
        quote = normalise(step.rule.quote)
        for (rule_id, seed), words in said.items():
            if quote and seed == step.rule.seed and words == quote:
                out.setdefault(rule_id, step)
    return out


def sources_beside(step: Step, rules: Iterable[Rule]) -> list[tuple[tuple[Rule, ...], Rule]]:
    """The other sources a step gives: for each passage its quote does not hold (another book,
    or other words) that a rule the step declares (``teaches:``) quotes, the rules quoting it
    and one of them for its quote, book and note. Forty-Five's 'follow_or_trump' quotes the
    rules notes' "must follow suit if possible, or trump." and declares who leads, which rests
    on Foster's "These names are given to Spoil Five ...": a step teaching two rules gives each
    rule's source, as the Rules page does.

    >>> import engine.games
    >>> from engine.game import REGISTRY
    >>> from lessons import load
    >>> step = load("forty_five").step("follow_or_trump")
    >>> [(ids, r.book_shown) for ids, r in
    ...  [([x.id for x in rs], r) for rs, r in sources_beside(step, REGISTRY.get("forty_five").rules)]]
    [(['forty_five.lead'], "Foster's Hoyle, 1897")]
    """
    book = {r.id: r for r in rules}
    held = normalise(step.rule.quote)
    groups: dict[tuple[str, str], list[Rule]] = {}
    for rule_id in step.teaches:
        r = book.get(rule_id)
        if r is None or r.guard:
            continue
        words = normalise(r.quote)
        if r.seed == step.rule.seed and held and words and (words in held or held in words):
            continue
        groups.setdefault((r.seed, words), []).append(r)
    return [(tuple(rs), rs[0]) for rs in groups.values()]
