"""Progress's "mastered" means one thing: a rule you should still know in a week.

look21 (Chromium at 1400 and 390 px, /loo-progress after a seeded week): the Quiz table's last
column read "mastered: yes" for "Which cards may be played?" (three right first time in a row)
over the rule counts "Mastered 2 · Still learning 6", where a rule is mastered when the
scheduler says you should still know it in 7 days: two meanings of one word on one page. The
column is gone (the streak beside it still counts the answers in a row); the caption says when
a rule is mastered."""

from __future__ import annotations

from collections.abc import Callable

from apptools import html_table
from streamlit.testing.v1 import AppTest

from ui.progress import Progress

STREAK = 3  # right first time, three in a row

OpenApp = Callable[..., AppTest]


def test_the_quiz_table_counts_answers_in_a_row_not_mastery(app: OpenApp) -> None:
    at = app("loo:progress")
    store, code = Progress(), at.session_state["learner"]
    for right in (False, *[True] * STREAK):
        store.record_answer(code, "loo", "foster1897", "q_cannot_head", "legal_cards", right)
    at.run()
    assert not at.exception, at.exception
    table = html_table(at, "answered")
    assert list(table.columns) == [
        "question",
        "answered",
        "right first time",
        "right first time in a row",
    ]
    rows = dict(zip(table["question"], table["right first time in a row"], strict=True))
    assert rows["Which cards may be played?"] == str(STREAK)
    assert rows["Who wins the trick?"] == "0"
    caption = next(c.value for c in at.caption if "by your first try" in c.value)
    assert "A rule is mastered (below) when you should still know it in 7 days." in caption
