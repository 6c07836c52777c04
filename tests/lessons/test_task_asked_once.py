"""A step's text sets the position; the task under the picture asks the question, once.

Learner walk of 2026-12-05 (390x2200): /rams-learn?step=rank ended its text "Which club ranks
highest here, and who wins the trick?", and the task under the picture asked "Who wins this
trick?" with a button per card played: the one question twice, a screen apart on a phone.

The check, for every lesson: a step whose task asks who wins the trick, or which card to play,
asks no such question in its text (a question of its own, "Does the jink stand?", may stay:
the task answers it only through the trick).

Declaring steps too: Rams' widow, rob, dealer_card, dealer_defends_000, simple_compulsory and
rams_000, Rounce's pone, widow_dead, no_general_rounce and rob_dealer_only, Bierspiel's
widow_once, no_general_rams and rob_dealer_only ended "Which of the moves below (play your own
hand, take the widow, pass, announce rams, rob the trump card) are yours to make?" right above
the task's "Which of these may you choose now? Tick every one." over the same boxes. The texts
now teach the rule and set the position; the task lists the moves and asks
(tests/lessons/test_taught_moves_are_offered.py: it offers every move a text names).

Nor does a text give the task's instruction: Irish Loo's how_many ended "... and diamonds are
trumps: choose the cards you lay down." over the task's "You are P1. Choose the cards to
exchange (none to keep them all): one move the rules allow."
"""

from __future__ import annotations

import re

import pytest
from test_book_gap_in_note import every_step

import engine.games  # noqa: F401  (registers the games)
from lessons import load
from lessons.loader import LESSONS_DIR
from lessons.tasks import task_for

# what each kind of task asks, as a question in a step's text would word it
ASKED = {
    "trick_winner": re.compile(r"\bwho (?:wins|takes)\b|\bwhich card wins\b", re.IGNORECASE),
    "legal_cards": re.compile(
        r"\bwhich (?:cards?|of your cards) (?:may|can|must) you\b|\bwhat (?:may|can) you play\b",
        re.IGNORECASE,
    ),
    "declare": re.compile(
        r"\bwhich (?:of (?:the|these) )?(?:moves|choices)\b|\bmoves below\b|\byours to make\b"
        r"|\bmay you (?:choose|make|do)\b|\bwhich are yours\b",
        re.IGNORECASE,
    ),
}
STEPS = [
    (g, s.id)
    for g in sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
    for s in load(g).steps
    if s.show in ("trick_winner", "legal", "declare") and task_for(s) is not None
]


def questions(text: str) -> list[str]:
    """The text's questions, each from the sentence's start to its question mark.

    >>> questions("P1 led the K♣. Which club is highest, and who wins? Next.")
    ['Which club is highest, and who wins?']
    """
    return [q.strip() for q in re.findall(r"[^.?!]*\?", " ".join(text.split()))]


@pytest.mark.parametrize(("game_id", "step_id"), STEPS, ids=[f"{g}-{s}" for g, s in STEPS])
def test_the_text_leaves_the_task_s_question_to_the_task(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    task = task_for(step)
    assert task is not None
    asked = [q for q in questions(step.text) if ASKED[task.kind].search(q)]
    assert not asked, (asked, task.prompt)


def test_a_declaring_question_in_a_text_is_found() -> None:
    old = (
        "P1 passed; you are P2, and nobody has taken the widow. Which of the moves below (play "
        "your own hand, take the widow, pass, announce rams, rob the trump card) are yours to make?"
    )
    bier = "Of the moves below, among them playing your own hand, which are yours to make here?"
    for text in (old, bier):
        assert [q for q in questions(text) if ASKED["declare"].search(q)] == questions(text)
    assert not ASKED["declare"].search("Does the jink stand?")


def test_rams_rank_is_asked_by_its_task_alone() -> None:
    step = load("rams").step("rank")
    task = task_for(step)
    assert task is not None and task.prompt == "Who wins this trick?"
    assert questions(step.text) == []


# a task's own instruction, as a step's text would give it ("choose the cards you lay down")
TOLD = re.compile(r"\b(?:choose|pick|tick) (?:the|a|one|every) (?:cards?|moves?)\b", re.I)
OTHERS: set[tuple[str, str]] = set()  # another helper's pending steps (none now)
TASKS = every_step(OTHERS, lambda s: task_for(s) is not None)


@pytest.mark.parametrize(("game_id", "step_id"), TASKS)
def test_the_text_leaves_the_task_s_instruction_to_the_task(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    said = " ".join(step.text.split())
    assert not TOLD.search(said), said
