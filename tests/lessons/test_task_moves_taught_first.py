"""A declaring task's right moves are taught before the learner is asked for them.

Learner walk, /rounce-learn?step=widow_dead (step 5 of 16): "You are P0, the dealer ... you
took the widow and laid down one of its six cards. Which of the moves below ... are yours to
make?", and the right answer was Play *and* Rob the trump. Nothing before it had said that the
dealer may rob: the 'pone' step, two steps on, was the first to say "when he plays he may rob
the turned card". A learner who ticked Play alone was marked wrong on a rule he had not met.
The check, for every lesson: each move a declaring task counts right (each action word of its
answer) is named in the step's own title or text, or in a step before it. The text's list of
"the moves below (...)" does not count: it names every choice, the wrong ones too, and teaches
none of them.

And a play task offers only the moves taught by its step (learnwalk, /sixty_six-learn?step=
first_lead, step 6 of 41: "Meld K♦/Q♦", "Close the stock", "Claim 66" and "Exchange the 9♥ for
the J♥" stood beside the six cards, before marriages, closing, claiming and the exchange are
taught, and "Claim 66", legal there, was counted right as "a move the rules allow").
"""

from __future__ import annotations

import dataclasses
import re

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import available, load
from lessons.loader import Lesson
from lessons.tasks import MOVES_LISTED, TEACHING_WORDS, task_for, taught


def untaught(lesson: Lesson) -> list[str]:
    """``step: move`` for each right move of a declaring task not named at or before its step."""
    said, out = "", []
    for step in lesson.steps:
        said += " " + MOVES_LISTED.sub(" ", f"{step.title}. {step.text}")
        task = task_for(step)
        if task is None or task.question.kind != "declare":
            continue
        for move in sorted(task.answer()):
            word = str(move).split()[0]
            assert word in TEACHING_WORDS, f"{lesson.game}: no teaching words for {word!r}"
            if not re.search(rf"\b(?:{TEACHING_WORDS[word]})\b", said, re.IGNORECASE):
                out.append(f"{step.id}: {move}")
    return out


@pytest.mark.parametrize("game_id", available())
def test_every_right_move_is_taught_at_or_before_its_task(game_id: str) -> None:
    assert untaught(load(game_id)) == []


def test_a_listed_move_is_not_taught_but_a_sentence_is() -> None:
    assert MOVES_LISTED.sub("", "Rob. Which of the moves below (rob, pass) are yours?") == "Rob."
    lesson = load("rounce")
    late = dataclasses.replace(lesson, steps=tuple(s for s in lesson.steps if s.id != "pone"))
    assert "widow_dead: rob" in untaught(late)  # without 'pone', nothing says the dealer robs


def test_teaching_words_may_break_across_a_line() -> None:
    """Bierspiel's 'widow' step: "A dealer who plays may still take up\nthe turned card"."""
    text = load("bierspiel").step("widow").text
    assert re.search(r"take up\n", text), "the step no longer breaks its line there"
    assert taught("rob", text)
    assert taught("discard", "he lays\none down")


def offered_untaught(lesson: Lesson) -> list[str]:
    """``step: kind`` for each kind of move besides a card a play task offers (beside a card to
    play) that no step has named at or before it."""
    said, out = "", []
    for step in lesson.steps:
        said += " " + MOVES_LISTED.sub(" ", f"{step.title}. {step.text}")
        task = task_for(step)
        if task is None or task.kind != "legal_cards":
            continue
        kinds = {a.kind for a in task.choices()}
        if "play" in kinds:
            out += [f"{step.id}: {k}" for k in sorted(kinds - {"play"}) if not taught(k, said)]
    return out


@pytest.mark.parametrize("game_id", available())
def test_a_play_task_offers_only_the_moves_taught_by_its_step(game_id: str) -> None:
    assert offered_untaught(load(game_id)) == []


def test_sixty_six_first_lead_offers_the_cards_alone() -> None:
    """The opening lead offers the six cards and asks for a card; the moves held back are
    still the engine's (a claim there is legal), and come once their steps teach them."""
    lesson = load("sixty_six")
    task = task_for(lesson.step("first_lead"))
    assert task is not None
    assert {a.kind for a in task.choices()} == {"play"}
    assert task.prompt == "You are P1. Play a card the rules allow."
    assert set(task.held) == {"meld", "close", "claim", "exchange"}
    assert "claim" in task.legal_moves()  # held back, not made illegal
    later = task_for(lesson.step("later_play"))
    assert later is not None and {"claim", "close"} <= {a.kind for a in later.choices()}
