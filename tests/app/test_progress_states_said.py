"""Progress says what each of its four rule counts means, and what its chart plots.

journey11 (Chromium, /loo-progress at 1400 and 390 px, after a morning of quiz answers, a
refused card in Play and Review): the counts read "Mastered 0 · Due for review 0 · Still
learning 3 · Never met 48" and only "mastered" was said anywhere, in a caption under the chart;
the chart's box read "Answers a day (1 day)" over the Quiz table's answers, beside the rule
counts, with no word of what a bar counts (first tries at questions, not the rules met, not
Play's refusals).
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import open_box
from streamlit.testing.v1 import AppTest
from test_review import _answer

from lessons import load

OpenApp = Callable[..., AppTest]
STATES = ("Mastered", "Due for review", "Still learning", "Never met")


def _after_a_wrong_answer(app: OpenApp) -> AppTest:
    """Loo's Progress page after one lesson question answered wrongly on the Quiz page."""
    at = app("loo:quiz")
    qs = at.session_state["loo:quiz"]
    _answer(at, f"loo:quiz:{qs.index}:{qs.attempt}", qs.current, right=False)
    assert load("loo").quiz[0].id == qs.current.id
    return app("loo:progress", learner=at.session_state["learner"])


def test_each_rule_count_is_said_under_the_counts(app: OpenApp) -> None:
    at = _after_a_wrong_answer(app)
    captions = [c.value for c in at.caption]
    said = next((c for c in captions if all(f"**{s}**:" in c for s in STATES)), None)
    assert said is not None, captions
    assert "7 days" in said and "Review asks it" in said and "Play refused" in said


def test_the_chart_says_what_a_bar_counts(app: OpenApp) -> None:
    at = _after_a_wrong_answer(app)
    assert [e.label for e in at.expander if e.label.startswith("Answers a day")] == [
        "Answers a day, right and wrong"
    ]
    open_box(at, "loo:progress:days")
    assert at.get("vega_lite_chart")
    said = [c.value for c in at.caption if c.value.startswith("Your first try")]
    assert said == [
        "Your first try at each Loo (three-card) question in Quiz and Review, a bar for each "
        "day you answered on: right in green, wrong in red. The moves Play refused count for "
        "the rules above, not here. Days run midnight to midnight in UTC: your browser did not "
        "say its time zone."  # (AppTest's browser says none)
    ]


def test_the_met_rules_list_says_each_state_as_its_count_does(app: OpenApp) -> None:
    at = _after_a_wrong_answer(app)
    open_box(at, "loo:progress:met")
    text = "\n".join(m.value for m in at.markdown)
    assert ">still learning<" in text and ">learning<" not in text, text
