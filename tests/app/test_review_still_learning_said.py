"""Review says of a rule it brings back within minutes that the learner is still learning it.

journey11 (Chromium, /review at 1400 px): Follow suit, missed on Loo's Quiz page, answered
rightly in Review, read "Follow suit if you can — back for review in 10 minutes" under a
caption that said a rule you knew comes back after days: right, and back in ten minutes, with
no word of why. The scheduler keeps a rule in its learning steps (FSRS: Learning,
Relearning) after a miss or a first meeting; the line now says so, from the rule's card.
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import markdown
from fsrs import State
from streamlit.testing.v1 import AppTest
from test_review import _answer, missed_then_review

from ui.mastery import RuleMemory
from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def test_a_rule_still_in_its_learning_steps_is_said_to_be(app: OpenApp) -> None:
    at, _ = missed_then_review(app)
    rs = at.session_state["review"]
    assert rs.asked is not None
    _answer(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", rs.asked.question, right=True)
    text = markdown(at)
    reviewed = text.split("**Rules reviewed**", 1)[1].split("\n")
    cards = RuleMemory(Progress()).cards(at.session_state["learner"], "loo")
    game_rules = at.session_state["review"].asked.question.game.rules
    learning = 0
    for rule in rs.asked.rules:
        line = next(x for x in reviewed if game_rules[rule].statement.rstrip(".")[:30] in x)
        still = cards[rule].state != State.Review
        assert ("still learning, so back for review in " in line) == still, line
        assert "back for review in " in line, line
        learning += still
    assert learning, "the rule missed on the Quiz page an hour before is still being learnt"
    assert "while you are still learning it" in "\n".join(c.value for c in at.caption)
