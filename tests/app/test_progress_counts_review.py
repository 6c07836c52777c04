"""Progress says that its quiz table counts the answers given in Review too.

Found by the learner walk (walk9, /linger_longer-progress at 390 px and /loo-progress at 1400
px): one wrong answer on the Quiz page, then one in Review, and the table under "Quiz" read
'Which cards may be played? answered 2', its caption 'A question counts once, by your first
try' (a Review answer counts as a quiz answer by design, and a lesson question asked again in
Review counts again). The caption now says whose answers the table counts."""

from __future__ import annotations

from collections.abc import Callable

from apptools import go, html_table
from streamlit.testing.v1 import AppTest
from test_review import _answer, _make_all_due

from lessons import load

OpenApp = Callable[..., AppTest]


def test_the_quiz_table_says_it_counts_review_answers(app: OpenApp) -> None:
    k = next(i for i, q in enumerate(load("loo").quiz) if q.id == "q_cannot_head")
    at = app("loo:quiz", loo__quiz_start=k, review__seed=3)
    qs = at.session_state["loo:quiz"]
    _answer(at, f"loo:quiz:{qs.index}:{qs.attempt}", qs.current, right=False)
    _make_all_due()
    go(at, "review")
    rs = at.session_state["review"]
    assert rs.asked is not None
    _answer(at, f"review:{rs.quiz.index}:{rs.quiz.attempt}", rs.asked.question, right=False)
    progress = app("loo:progress", learner=at.session_state["learner"])
    table = html_table(progress, "answered")
    assert table["answered"].astype(int).sum() == 2  # one on the Quiz page, one in Review
    caption = next(c.value for c in progress.caption if "first try" in c.value)
    assert "Quiz page and in Review" in caption, caption
    assert "counts once" not in caption, caption  # a question put again in Review counts again
