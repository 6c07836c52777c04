"""Sixty-Six's first marriage step lets the learner show the marriage it talks about.

look14 (Learn at 390 px): 'Marriages' reads 'You, P1, have just won a trick and hold the K♥ Q♥
and the K♠ Q♠', yet its task offered six cards and no meld: showing a marriage counted as
untaught there, because the rule that allows it was first taught a step later. The step now
teaches that rule, so its task offers both marriages, and the engine judges a meld right.
"""

from __future__ import annotations

from lessons import load
from lessons.tasks import task_for


def test_marriage_step_offers_the_marriages_it_names() -> None:
    step = load("sixty_six").step("marriage_value")
    assert "K♥ Q♥" in step.text and "K♠ Q♠" in step.text
    task = task_for(step)
    assert task is not None
    melds = {str(a) for a in task.choices() if a.kind == "meld"}
    assert {"meld KH", "meld KS"} <= melds, (task.prompt, melds)
    assert "meld" in task.prompt
    assert task.try_answer("meld KH").correct and task.try_answer("meld KS").correct


def test_marriage_words_not_said_twice() -> None:
    """How a marriage is shown (lay down the pair, lead one of them) is said once, on the step
    that first offers it; the next step says who may not show one."""
    lesson = load("sixty_six")
    told = [
        s.id
        for s in lesson.steps
        if "lays down the pair" in s.text or "lay down the pair" in s.text
    ]
    assert told == ["marriage_value"], told
