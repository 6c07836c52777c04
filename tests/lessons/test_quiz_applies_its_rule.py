"""A curated question makes the learner apply the rule it tests to a position of a real deal:
a learner who missed the rule must get it wrong. The teaching audit found two that did not.

* Bierspiel's q_seven (the 7♦ is always a trump) led the 8♦ to a hand of 7♦ 9♦ K♥ with
  spades trumps: the answer, the 9♦ alone, is what a learner gets who takes the 7♦ for a
  plain diamond too (he follows suit and heads the 8♦ with the 9♦), so it tested heading, not
  the 7♦. Checked against Rams, the game Bierspiel is a form of, where the 7♦ is a plain
  diamond: the same position must have another answer there.
* Irish Loo's q_white_counters asked for thirds of a pool of 4 red. No deal leaves 4: the
  dealer puts up three red and every payment is "always three or six" red (Foster); a share
  left in the pool by a penalised winner comes with his three red forfeit, so 1 + 3 + 3 at
  the least. A pool of the dealer's and the looed players' threes, the pools the lesson
  shows, splits into whole reds by thirds; white counters matter where a pool is shared some
  other way, and Foster says so for the revoke ("Any odd white counters must be left for the
  next pool"). The question now shares such a pool after a revoke, and its answer holds a
  third of a red counter."""

from __future__ import annotations

from fractions import Fraction

from engine.quiz import Question, explanation
from engine.scenario import from_dict
from lessons import load


def test_q_seven_has_another_answer_where_the_seven_is_a_plain_diamond() -> None:
    q = {q.id: q for q in load("bierspiel").quiz}["q_seven"]
    data = {k: v for k, v in q.scenario.data.items() if k != "variant"}
    rams = from_dict({**data, "game": "rams"})
    plain = Question(id=q.id, kind=q.kind, prompt=q.prompt, scenario=rams).solve()
    assert q.solve() != plain, (
        f"q_seven's answer {sorted(c.code for c in q.solve())} is also right for a learner "
        "who takes the 7♦ for a plain diamond"
    )


def test_q_white_counters_needs_white_counters_from_a_pool_of_threes() -> None:
    q = {q.id: q for q in load("irish_loo").quiz}["q_white_counters"]
    assert Fraction(str(q.scenario.data["pool"])) % 3 == 0, "the dealer's and looed players' threes"
    assert any(Fraction(v).denominator == 3 for v in q.solve().values())
    _, rules = explanation(q)
    assert "irish_loo.revoke" in [r.id for r in rules]  # the rule that speaks of odd whites
