"""A curated question makes the learner apply the rule it tests to a position of a real deal:
a learner who missed the rule must get it wrong. The teaching audit found two that did not.

* Bierspiel's q_seven (the 7♦ is always a trump) led the 8♦ to a hand of 7♦ 9♦ K♥ with
  spades trumps: the answer, the 9♦ alone, is what a learner gets who takes the 7♦ for a
  plain diamond too (he follows suit and heads the 8♦ with the 9♦), so it tested heading, not
  the 7♦. Checked against Rams, the game Bierspiel is a form of, where the 7♦ is a plain
  diamond: the same position must have another answer there.
* Irish Loo's q_white_counters asked for thirds of a pool of 4 red, a pool no deal of Irish
  Loo can hold: the dealer puts up three red and every payment is "always three or six" red
  (Foster), so a pool is a whole number of threes, and its thirds are whole reds. White
  counters matter where a pool is shared some other way (a revoke shares it among the others
  who are in): the question's answer holds a third of a red counter, from a pool a deal can
  hold."""

from __future__ import annotations

from fractions import Fraction

from engine.quiz import Question
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


def test_irish_loo_pools_are_whole_threes_and_q_white_counters_needs_whites() -> None:
    lesson = load("irish_loo")
    positions = [(s.id, s.scenario) for s in lesson.steps if s.scenario is not None]
    positions += [(q.id, q.scenario) for q in lesson.quiz]
    odd = [
        (where, scn.data["pool"])
        for where, scn in positions
        if "pool" in scn.data and Fraction(str(scn.data["pool"])) % 3
    ]
    assert odd == [], "a pool no Irish Loo deal can hold (the dealer's 3 and payments of 3 or 6)"
    q = {q.id: q for q in lesson.quiz}["q_white_counters"]
    assert any(Fraction(v).denominator == 3 for v in q.solve().values())
