"""The Rules brief gives the rule that makes another bind, wherever a refusal leans on it.

Found by the learner walk: in Five-card Loo the eldest hand who led a plain card was refused
'you must lead a trump: you hold 5♠ (Five-card Loo leads every deal as a double pool)', citing
Foster's Three-card Loo words "In all double pools, the eldest hand ..."; /five_card_loo-rules'
brief listed 'The eldest hand playing must lead a trump if he has one.' but never said that
every deal is led as a double pool (five_card_loo.double_leads, Trickbook's rules notes'
reading, which the option "Double-pool leading duties" switches off), though Irish Loo's brief
does. tests/lessons/test_brief_penalties.py checks that every rule a refusal cites is in the
brief, and the refusal cites eldest_leads_trump: the rule its words lean on was only words.
Now the rule says what it rests on (engine.rules.Rule.premise), and the brief lists the
premise with it."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from lessons.tasks import task_for
from ui.pages.rules import brief

DOUBLE = "as a double pool"


def _brief_ids(gid: str) -> list[str]:
    b = brief(REGISTRY.get(gid), load(gid))
    return [r.id for _, rules in b.sections for r in rules]


def test_a_refusal_that_says_why_its_rule_binds_finds_that_rule_in_the_brief() -> None:
    """Every lesson's tasks and questions: a refusal whose reason says the deal is led as a
    double pool is in a game whose brief says so in a rule of its own."""
    leaning: dict[str, str] = {}
    for game in REGISTRY:
        lesson = load(game.id)
        asked = [t.question for s in lesson.steps if (t := task_for(s)) is not None]
        for q in [*asked, *lesson.quiz]:
            for r in q.game.refusals(q.state):
                if DOUBLE in r.reason:
                    leaning.setdefault(game.id, r.reason)
    assert set(leaning) == {"irish_loo", "five_card_loo"}, leaning  # the check has cases
    rules = {g.id: {r.id: r for r in g.rules} for g in REGISTRY}
    said = {
        gid: [i for i in _brief_ids(gid) if DOUBLE in rules[gid][i].statement] for gid in leaning
    }
    assert {gid: ids for gid, ids in said.items() if not ids} == {}


def test_every_rule_in_the_brief_comes_with_the_rule_it_rests_on() -> None:
    resting = 0
    for game in REGISTRY:
        ids = _brief_ids(game.id)
        for i in ids:
            premise = game.rules[i].premise
            if premise:
                resting += 1
                assert premise in ids and ids.index(premise) < ids.index(i), (i, premise)
    assert resting >= 4  # Irish and Five-card Loo's eldest's and ace's leads
