"""Progress counts a quiz question by its first try, and says so; its words need no jargon.

Reported by the learner walk: /loo-progress and /sixty_six-progress showed 'right 0' after
answers corrected on a second try, for the page keeps the first try only (the quiz's "Score
(first tries)"). The column reads "right first time" and the caption says a corrected answer
counts as answered, not right first time. The rules' caption said "scheduled by FSRS": it says
what the scheduler does."""

from __future__ import annotations

from collections.abc import Callable

from apptools import html_table, markdown
from streamlit.testing.v1 import AppTest
from test_pages import _answer

OpenApp = Callable[..., AppTest]


def test_a_corrected_answer_counts_as_answered_not_right_first_time(app: OpenApp) -> None:
    at = app("loo:quiz")
    _answer(at, right=False)
    at.button(key="loo:quiz:retry").click().run()
    _answer(at, right=True)  # corrected on the second try
    assert "Score (first tries)" in markdown(at)  # the quiz's score says the same
    code = at.session_state["learner"]
    progress = app("loo:progress", learner=code)
    table = html_table(progress, "answered")
    assert table["answered"].astype(int).sum() == 1
    assert table["right first time"].astype(int).sum() == 0
    assert "right" not in table.columns  # no bare "right" a corrected answer seems to miss
    captions = "\n".join(c.value for c in progress.caption)
    assert "by your first try" in captions and "not as right first time" in captions, captions
    # the scheduler named by what it does, not only by its name
    assert "spaced-repetition scheduler (FSRS)" in captions and "scheduled by FSRS" not in captions
    assert "a rule you miss comes back sooner" in captions
