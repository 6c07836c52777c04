"""A rule a learner acts on in play is judged by some curated question, so Review can ask it.

Measured before (ui.mastery.question_for over the curated bank and Review's deals at seeds 0
and 1, per game): no question judged Spoil Five's and Forty-Five's ``rob_ace_holder`` (the
ace's holder may rob before his first card), Sixty-Six's ``closed_play`` (after closing a
marriage may still be melded), nor Spoil Five's ``eb_compulsory_rob`` in the default reading.
The first two had questions: q_rob_holder answered "Let it lie" missed ``rob_ace_holder``, and
q_may_closed answered without "Meld" missed ``closed_play``; but a words question's right
answer cited only the rules refusing the other words, so no right answer kept them and they
were no question's rules (:func:`engine.quiz_evidence.right_word_grounds`). The third has a
question of its own, q_rob_compulsory.
"""

from __future__ import annotations

import pytest

from lessons import load
from ui.mastery import curated_bank

RIGHT_WORD = [
    ("spoil_five", "q_rob_holder", "spoil_five.rob_ace_holder"),
    ("spoil_five", "q_rob_second", "spoil_five.rob_ace_holder"),
    ("forty_five", "q_rob_holder", "forty_five.rob_ace_holder"),
    ("sixty_six", "q_may_closed", "sixty_six.closed_play"),
]


@pytest.mark.parametrize(("game", "qid", "rule"), RIGHT_WORD)
def test_a_right_word_keeps_the_rule_that_allows_it(game: str, qid: str, rule: str) -> None:
    q = load(game).question(qid)
    fb = q.check(sorted(q.solve()))
    assert fb.correct
    assert rule in [r.id for r in fb.kept]
    asked = next(a for a in curated_bank(game) if a.question.id == qid)
    assert rule in asked.judged
    # and an answer leaving that word out misses it, as before
    left = [w for w in q.choices() if w not in q.solve()]
    assert rule in [r.id for r in q.check(left).missed]


def test_compulsory_rob_is_judged_by_its_own_question() -> None:
    """Under the 1911 Britannica's reading the ace's holder who plays without robbing cannot
    win the pool: three tricks of his spoil the deal. The question's answer turns on the
    reading: under the default one the same tricks take the pool."""
    q = load("spoil_five").question("q_rob_compulsory")
    assert q.step == "rob_compulsory"
    asked = next(a for a in curated_bank("spoil_five") if a.question.id == "q_rob_compulsory")
    assert "spoil_five.eb_compulsory_rob" in asked.judged
    right = q.solve()
    assert right["P1"] == 0 and right["pool"] > 0
    fb = q.check({**right, "P1": right["pool"], "pool": 0})  # read as the default reading pays
    assert [r.id for r in fb.missed] == ["spoil_five.eb_compulsory_rob"]


def test_compulsory_rob_picture_leaves_the_answer_out() -> None:
    """The question's picture tagged P1 "no right to the pool" before any answer: the fact the
    question asks. Said once answered (the table under the feedback says it)."""
    import ui.games  # noqa: F401  (registers the table pictures)
    from ui.quiz_picture import question_picture

    q = load("spoil_five").question("q_rob_compulsory")
    assert "no right to the pool" not in (question_picture(q, None) or "")
