"""Review asks a due rule on a question whose answers can show it known or not.

Review served, for a due rule, the first question whose explanation cited it. Measured before
the change, Review's own choice for every rule of play of the 11 games at page seeds 0 and 1
(421 questions served): 10 were questions where no answer keeps or misses the rule
(``Feedback.kept``, ``missed``): Sixty-Six's closing cost, marriage score and wrong claim on
q_may_after_trick, Napoleon's nap and the trump held on generated declarations. The learner
answered, and the rule stayed due. Now Review asks a rule only on a question some answer to
which can keep or miss it (:attr:`ui.mastery.Asked.judged`, read by
:func:`engine.quiz_evidence.judgeable` from the engine's refusals and grounds, and checked here
against every answer to questions of four games).
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import AnswerFormatError, Question, check
from engine.quiz_evidence import judgeable
from lessons import load
from ui import mastery
from ui.mastery import Asked, curated_bank, question_for, question_rules

COSTS = ("sixty_six.closer_fails", "sixty_six.marriage_value", "sixty_six.wrong_claim")


def _answers(q: Question) -> list[Any]:
    """Every answer a learner can give to a choose-all question but the right one (an empty
    one is no answer: ui.empty_answer)."""
    cs, right = q.choices(), q.solve()
    subsets = itertools.chain.from_iterable(
        itertools.combinations(cs, k) for k in range(1, len(cs) + 1)
    )
    return [
        [str(c) for c in sub] if q.kind == "legal_cards" else list(sub)
        for sub in subsets
        if frozenset(sub) != right
    ]


def _shown_by_some_answer(q: Question) -> set[str]:
    shown: set[str] = set()
    for raw in _answers(q):
        try:
            fb = check(q, raw)
        except AnswerFormatError:  # pragma: no cover - every choice is one the page offers
            continue
        shown |= {r.id for r in [*fb.missed, *fb.kept]}
    return shown


@pytest.mark.parametrize(
    ("game_id", "question"),
    [
        ("sixty_six", "q_may_after_trick"),  # words, every move open
        ("loo", "q_head_any"),  # cards: follow suit and head
        ("bierspiel", "q_call"),  # cards: the call for a trump
        ("forty_five", "q_privilege_kept"),  # cards: the privilege of the best trumps
    ],
)
def test_judgeable_is_what_the_answers_show(game_id: str, question: str) -> None:
    """The rules judgeable() finds are those some answer, checked by the engine, keeps or
    misses: each answer to the question tried (cited rules and the costs passed beside)."""
    q = load(game_id).question(question)
    g = q.game
    cited = [g.rules[r] for r in question_rules(q)]
    extra = [g.rules[r] for r in COSTS if r in g.rules]
    found = {r.id for r in judgeable(q, [*cited, *extra])}
    shown = _shown_by_some_answer(q) & {r.id for r in [*cited, *extra]}
    assert found == shown, (sorted(found), sorted(shown))


def test_review_passes_over_a_question_that_cannot_judge_the_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A due rule a curated question cites but no answer to it keeps or misses (as the closer's
    66 stood in q_may_after_trick's rules) is asked on a question whose answers show it: the
    game-points question on a failed closing, not the may-question listed first."""
    g = REGISTRY.get("sixty_six")
    rule = "sixty_six.closer_fails"
    may = load("sixty_six").question("q_may_after_trick")
    citing = Asked(may, frozenset([*question_rules(may), rule]), True)
    judging = next(a for a in curated_bank(g.id) if a.question.id == "q_gp_closer_fails")
    monkeypatch.setattr(mastery, "curated_bank", lambda game_id: (citing, judging))
    asked = question_for(g, rule, budget=0)
    assert asked is judging, asked and asked.question.id
    assert rule not in citing.judged and rule in judging.judged
