"""A learner's first quiz answer on a new database is evidence once, not twice.

Found by the learner walk: on a fresh database (bench.serve), /rams-quiz, the first question
(q_follow) answered wrongly, then Progress's "The rules you have met" said 'Follow suit when
you can.' was met 2 times and missed 2 before any other answer touched it. The quiz wrote the
answer's row, then asked for the rule memory, whose first use migrates a database's answers
from before rule evidence (ui.mastery.migrate): it carried the row just written over as
'earlier' evidence, and the quiz then recorded the same answer as 'quiz' evidence."""

from __future__ import annotations

from collections.abc import Callable

from apptools import html_table, open_box
from streamlit.testing.v1 import AppTest
from test_pages import _answer

OpenApp = Callable[..., AppTest]


def test_the_first_answer_is_met_and_missed_once(app: OpenApp) -> None:
    at = app("rams:quiz")
    q = _answer(at, right=False, game_id="rams")
    assert q.id == "q_follow"
    progress = open_box(
        app("rams:progress", learner=at.session_state["learner"]), "rams:progress:met"
    )
    met = html_table(progress, "wrong")  # (the columns read "met" and "missed" before)
    row = met[met["rule"] == "Follow suit when you can."]
    assert (row["right"].tolist(), row["wrong"].tolist()) == (["0"], ["1"]), met
    # and no other rule was met twice by the one answer
    assert {int(r) + int(w) for r, w in zip(met["right"], met["wrong"], strict=True)} == {1}, met
