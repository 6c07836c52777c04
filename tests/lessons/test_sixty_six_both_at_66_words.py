"""Sixty-Six's claim feedback says 'both at 66 or more' when both players have reached 66, not
'both over 66': with both at exactly 66 (look14, reading the claim answers against the rule
'A claim needs 66 points or more', sixty_six.threshold) nobody is over 66, yet nobody scores."""

from __future__ import annotations

import yaml

import engine.games  # noqa: F401
from engine.quiz import Question, check
from engine.scenario import from_dict
from lessons import load

# ♥ trumps. P1 to lead: 46 in cards + 20 in marriages = 66. P0: 26 in cards + 40 = 66.
BOTH_66 = """
game: sixty_six
turned: JH
won: {P1: [AS, 10S, KC, 9S, AD, 10D], P0: [AH, 10C, QS, JC]}
melds: {P1: 20, P0: 40}
leader: P1
"""


def test_both_at_exactly_66_is_not_called_over_66() -> None:
    q = Question("q", "should_claim", "?", from_dict(yaml.safe_load(BOTH_66), "test"))
    fb = check(q, "yes" if not q.solve() else "no")
    said = " ".join(fb.explanation)
    assert "66" in said and "your opponent also has" in said, fb.explanation
    assert "over 66" not in said, fb.explanation
    assert "both at 66 or more" in said, fb.explanation


def test_the_lesson_s_tie_step_title_says_66_or_more() -> None:
    """Learn's step on the tie was titled 'Both over 66, or 65 each' over 'The same happens
    when both players reach 66.'"""
    step = load("sixty_six").step("tie")
    assert "over 66" not in step.title and "66 or more" in step.title, step.title
