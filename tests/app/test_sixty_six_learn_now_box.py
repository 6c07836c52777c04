"""A Sixty-Six Learn picture states no duty before the step that teaches it.

Learner walk (learnwalk, /sixty_six-learn, 390 and 1400 px): the table's "Now" box read
"Stock open: play any card; the trick's winner draws first, then the other." on the pack, the
deal, the trump card and the card points (steps 1-5), before free play (step 7) and drawing
(step 9) are taught; on four_trump_card it read "Every trick: follow suit and head the trick
(even over your partner); when void, trump or over-trump. No melding, no claiming.", the
answers of the next two tasks (four_head, four_trump). A Learn step's text teaches the duties
one at a time, so its picture leaves the box out; Play and the notebooks keep it.

Checked over every Sixty-Six step, drawn as the Learn page draws it (the task's picture, and
the position with its answer): each duty a "Now" box names is taught in the step's title or
text or in a step before it.
"""

from __future__ import annotations

import re
from html import unescape

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from lessons import Step, load
from lessons.tasks import task_for
from ui.cards import TableView, table_view
from ui.pages.learn_position import step_view
from ui.quiz_picture import task_view

# a duty the box may state, the words that state it there, and the words that teach it
DUTIES: dict[str, tuple[str, str]] = {
    "free play": (r"play any card", r"any card"),
    "drawing": (r"draws? first", r"draws?|drawing"),
    "following": (r"follow suit", r"follow suit|follows? suit"),
    "heading": (r"head the trick", r"head (?:the|a) trick|heads? it"),
    "trumping": (r"trump or over-trump", r"over-?trump"),
    "no melding": (r"no melding", r"no melding|no marriages?|nor meld"),
    "no claiming": (r"no claiming", r"no claiming|nor claim"),
    "marriages late": (r"marriages may still be shown", r"marriages?"),
    "no drawing": (r"no more drawing", r"no more drawing|nobody draws|no one draws"),
}
_TAG = re.compile(r"<[^>]+>")


def now_words(view: TableView) -> str:
    return " ".join(
        " ".join(unescape(_TAG.sub(" ", inner)).split())
        for label, inner in view.extras
        if label == "Now"
    )


def learn_pictures(step: Step) -> list[TableView]:
    """The pictures the Learn page draws for a step: its task's, then its answer's."""
    if step.scenario is None:
        return []
    game = step.scenario.game
    out = [step_view(game, step, step.scenario)]
    task = task_for(step)
    if task is not None:
        out.insert(0, task_view(task, seat=task.seat))
    return out


def early_duties() -> list[str]:
    said, out = "", []
    for step in load("sixty_six").steps:
        said += f" {step.title}. {step.text}"
        for view in learn_pictures(step):
            box = now_words(view)
            for duty, (states, teaches) in DUTIES.items():
                if re.search(states, box, re.I) and not re.search(teaches, said, re.I):
                    out.append(f"{step.id}: {duty} ({box!r})")
    return sorted(set(out))


def test_no_sixty_six_learn_picture_states_a_duty_before_its_step() -> None:
    assert early_duties() == []


def test_play_keeps_the_box() -> None:
    """The box stays where a game is played (no lesson's text beside it): the deal's
    position, drawn as Play and the notebooks draw it."""
    step = load("sixty_six").step("first_lead")
    assert step.scenario is not None
    view = table_view(step.scenario.state, viewer=1)
    assert "play any card" in now_words(view)
