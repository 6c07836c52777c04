"""Progress says that its quiz table counts the answers given in Review too.

Found by the learner walk (walk9, /linger_longer-progress at 390 px and /loo-progress at 1400
px): one wrong answer on the Quiz page, then one in Review, and the table under "Quiz" read
'Which cards may be played? answered 2', its caption 'A question counts once, by your first
try' (a Review answer counts as a quiz answer by design, and a lesson question asked again in
Review counts again). The caption now says whose answers the table counts."""

from __future__ import annotations

from collections.abc import Callable

from apptools import html_table
from streamlit.testing.v1 import AppTest
from test_review import _answer, missed_then_review

OpenApp = Callable[..., AppTest]


def test_the_quiz_table_says_it_counts_review_answers(app: OpenApp) -> None:
    at, _ = missed_then_review(app)
    rs = at.session_state["review"]
    assert rs.asked is not None
    _answer(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", rs.asked.question, right=False)
    progress = app("loo:progress", learner=at.session_state["learner"])
    table = html_table(progress, "answered")
    assert table["answered"].astype(int).sum() == 2  # one on the Quiz page, one in Review
    caption = next(c.value for c in progress.caption if "first try" in c.value)
    assert "Quiz page and in Review" in caption, caption
    assert "counts once" not in caption, caption  # a question put again in Review counts again
