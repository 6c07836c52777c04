"""The rules a question cites before any answer, without its words (:func:`rules_cited`).

A practice question aimed at a rule (:func:`engine.quiz.practice`'s ``about``, the Review
page's due rule) asks this of every position its playouts pass, and of every move's position at
every declaring step: about 120,000 times for one Review test, where the reasons' lines were
built each time and only their rules read. A choose-all question's rules are worked out here as
:func:`engine.quiz_words._choice_reasons` cites them with no answer, its lines left unsaid;
tests/engine/test_rules_cited.py holds the two to the same rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.action import Action
from engine.quiz_evidence import PLAYS, choose_all, right_word_grounds
from engine.quiz_words import explanation_judged
from engine.rules import Rule

if TYPE_CHECKING:  # only for annotations: engine.quiz imports this module
    from engine.quiz import Question


def rules_cited(q: Question) -> set[Rule]:
    """The rules :func:`engine.quiz_words.explanation_judged` cites for ``q`` with no answer,
    as a set: a choose-all question's without its lines (:func:`_choice_rules`)."""
    return _choice_rules(q) if choose_all(q) else set(explanation_judged(q).rules)


def _choice_rules(q: Question) -> set[Rule]:
    """What :func:`engine.quiz_words._choice_reasons` cites with no answer (and nothing left
    unsaid): every refusal of a choice asked, a word not on offer by the rule saying when it
    is, the rule refusing a card where no card may be played yet; where nothing is refused
    (no line said), the grounds allowing the moves, a word's rule by its first move only;
    and a words question's right words by their allowing grounds."""
    g, s = q.game, q.state
    right = q.solve()
    cards = q.kind == "legal_cards"
    word = g.action_word
    wanted: tuple[Any, ...] = PLAYS if cards else tuple(q.choices())
    refusing = [
        r for r in g.kept_refusals(s) if (r.action.kind if cards else word(r.action)) in wanted
    ]
    rules = {r.rule for r in refusing}
    said = bool(refusing)  # each refusal is said on a line
    if not cards:  # a word neither right nor refused: not on offer
        refused = {word(r.action) for r in refusing}
        for w in wanted:
            if w not in right and w not in refused:
                rules.add(g.not_available(s, g.word_action(w)).rule)
                said = True
    elif not right and not refusing and q.choices():  # a move comes before any card
        rules.add(g.not_available(s, Action("play", q.choices()[0])).rule)
        said = True
    if not said:
        offered = [
            a for a in g.legal_actions(s) if (a.kind == "play" if cards else word(a) in wanted)
        ]
        by_act = [g.grounds(s, a) for a in offered]
        opener: dict[tuple[str, Rule], Action] = {}  # a word's rule said of its first move
        if not cards:
            for act, xs in zip(offered, by_act, strict=True):
                for x in xs:
                    opener.setdefault((word(act), x.rule), act)
        for act, xs in zip(offered, by_act, strict=True):
            rules.update(
                x.rule for x in xs if x.allows and (cards or opener[(word(act), x.rule)] == act)
            )
    if not cards:
        rules.update(x.rule for x in right_word_grounds(q, right, wanted))
    return rules
