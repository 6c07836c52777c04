"""A Learn step draws its title, its source and its task's heading as few Markdown elements.

The browser draws every element of the page again at each change of a click's run state, four
or five times a Next (issue 12, part 5: click -> feedback): the lesson's title was an st.title
(23 React components each time, a Markdown heading 9), and between the step's prose and its
picture stood up to three elements, "The source" with its passage, "Also taught here" (the
other rules' sources, folded) and the task's "Your turn". Now the title is a Markdown <h1> and
those three are one element (ui/pages/learn.py's source_md), in the same order, drawn the same.
"""

from __future__ import annotations

from collections.abc import Callable

from apptools import click, headings, open_step
from streamlit.testing.v1 import AppTest

from lessons import load
from lessons.tasks import task_for

OpenApp = Callable[..., AppTest]
LEARNER = "learnsource0001"
FOLD = '<details class="tb-beside"'


def _with_source(at: AppTest) -> list[str]:
    """The main area's Markdown elements that give a step's source."""
    return [str(m.value) for m in at.main.markdown if "**The source**" in str(m.value)]


def test_the_lesson_s_title_is_a_markdown_heading(app: OpenApp) -> None:
    at = app("sixty_six:learn", learner=LEARNER)
    assert not at.main.title  # (no heading element)
    assert headings(at, 1) == [load("sixty_six").title]


def test_source_fold_and_task_heading_are_one_element_in_order(app: OpenApp) -> None:
    """Forty-Five's follow_or_trump: a task, and a rule taught beside the step's own."""
    at = open_step(app("forty_five:learn", learner=LEARNER), "forty_five", "follow_or_trump")
    [said] = _with_source(at)
    step = load("forty_five").step("follow_or_trump")
    quote = " ".join(step.quote.split())[:30]
    assert quote in " ".join(said.split())
    places = [said.index("**The source**"), said.index(FOLD), said.index("\n\n### Your turn")]
    assert places == sorted(places), said
    assert said.rstrip().endswith("### Your turn")
    # the heading is said once on the page, not also in an element of its own
    lines = [line for m in at.main.markdown for line in str(m.value).split("\n")]
    assert lines.count("### Your turn") == 1


def test_a_solved_task_s_heading_says_done_in_the_same_element(app: OpenApp) -> None:
    at = open_step(app("sixty_six:learn", learner=LEARNER), "sixty_six", "rank")
    task = task_for(load("sixty_six").step("rank"))
    assert task is not None
    [said] = _with_source(at)
    assert said.endswith("### Your question")  # (a trick's winner: a question, not his turn)
    click(at, f"sixty_six:learn:try:P{task.answer()}")
    [said] = _with_source(at)
    assert said.endswith("### Your question: done")


def test_a_step_without_a_task_or_fold_gives_its_source_alone(app: OpenApp) -> None:
    at = open_step(app("loo:learn", learner=LEARNER), "loo", "counters")
    [said] = _with_source(at)
    assert FOLD not in said and "\n### " not in said
