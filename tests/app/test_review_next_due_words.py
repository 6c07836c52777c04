"""The Review page's 'nothing due' line reads as one sentence (learner walk, /review at 1400
and 390 px, after a wrong answer to Spoil Five's q_wins_spades): it read 'Nothing is due now.
Next: A trick goes to its highest trump, ..., by the Spoil Five order. (Spoil Five), in a
minute.', the game's name and the wait hung after the rule's own full stop."""

from __future__ import annotations

from collections.abc import Callable

from apptools import go
from streamlit.testing.v1 import AppTest
from test_review import _answer

from lessons import load

OpenApp = Callable[..., AppTest]


def test_the_next_rule_due_is_told_in_one_sentence(app: OpenApp) -> None:
    k = next(i for i, q in enumerate(load("spoil_five").quiz) if q.id == "q_wins_spades")
    at = app("spoil_five:quiz", spoil_five__quiz_start=k)
    qs = at.session_state["spoil_five:quiz"]
    _answer(at, f"spoil_five:quiz:{qs.index}:{qs.attempt}", qs.current, right=False)
    go(at, "review")
    line = next(s.value for s in at.success if "Nothing is due now" in s.value)
    assert line.startswith("Nothing is due now. Next, in "), line
    assert ", a Spoil Five rule: " in line, line
    assert ". (" not in line and line.endswith("."), line
    # the game named once, before the rule's own words (whichever rule the answer touched)
    head, words = line.split(", a Spoil Five rule: ")
    assert "Spoil Five" not in head and not words.endswith("(Spoil Five)."), line
