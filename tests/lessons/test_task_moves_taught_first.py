"""A task asks only for the kinds of move a step has taught by then, by the rules the steps
declare, not by the words they say.

Learner walk, /rounce-learn?step=widow_dead (step 5 of 16): "You are P0, the dealer ... you
took the widow and laid down one of its six cards. Which of the moves below ... are yours to
make?", and the right answer was Play *and* Rob the trump. Nothing before it had said that the
dealer may rob: the 'pone' step, two steps on, was the first to say "when he plays he may rob
the turned card". A learner who ticked Play alone was marked wrong on a rule he had not met.

And a play task offers only the moves taught by its step (learnwalk, /sixty_six-learn?step=
first_lead, step 6 of 41: "Meld K♦/Q♦", "Close the stock", "Claim 66" and "Exchange the 9♥ for
the J♥" stood beside the six cards, before marriages, closing, claiming and the exchange are
taught, and "Claim 66", legal there, was counted right as "a move the rules allow").

A kind of move is taught by the first step that teaches (declares, ``teaches:``, or quotes) a
rule the engine allows such a move by (:meth:`engine.game.Game.grounds`):
:func:`lessons.teaching.kinds_taught`, the one definition Learn's tasks read too. A step's
words do not count: Sixty-Six's 'closing' says "A player may also claim 66 at his turn; a later
step shows when that pays" and teaches no rule of claiming, so the later-play tasks after it
offered "Claim 66" while the regex over the steps' words counted it taught.
"""

from __future__ import annotations

import dataclasses

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import available, load
from lessons.checks import check_lesson, untaught_problems
from lessons.loader import Lesson
from lessons.tasks import task_for
from lessons.teaching import kinds_taught, untaught


def offered_untaught(lesson: Lesson) -> list[str]:
    """``step: kind`` for each kind of move a task offers (a play task beside a card to play;
    every declaring task) that is not taught by its step (:func:`lessons.teaching.untaught`)."""
    out = []
    for step in lesson.steps:
        task = task_for(step, lesson)
        if task is None or task.kind == "trick_winner":
            continue
        g = task.question.game
        if task.kind == "legal_cards":
            kinds = [a.kind for a in task.choices()]
            offered = [k for k in kinds if k != "play"] if "play" in kinds else []
        else:
            offered = [g.word_action(w).kind for w in task.choices()]
        out += [f"{step.id}: {k}" for k in untaught(lesson, step, offered)]
    return out


@pytest.mark.parametrize("game_id", available())
def test_a_task_offers_only_the_moves_taught_at_or_before_it(game_id: str) -> None:
    assert offered_untaught(load(game_id)) == []


@pytest.mark.parametrize("game_id", available())
def test_a_declaring_task_counts_a_taught_move_right(game_id: str) -> None:
    """Holding back leaves every declaring task something right to tick (the lesson check)."""
    lesson = load(game_id)
    for step in lesson.steps:
        task = task_for(step, lesson)
        if task is not None and task.kind == "declare":
            assert task.answer() and task.answer() <= set(task.choices()), step.id
            assert untaught_problems(lesson, step) == [], step.id


def test_a_move_refused_by_a_rule_taught_is_offered() -> None:
    """Bierspiel's 'auf' teaches that nobody declares before the word "Auf": the widow,
    taught two steps on, is offered there, refused by that rule; robbing, refused by no rule
    there, waits for its step."""
    lesson = load("bierspiel")
    task = task_for(lesson.step("auf"))
    assert task is not None and "widow" in task.choices() and task.held == ("rob",)
    assert "bierspiel.auf" in [r.id for r in task.try_answer(["widow"]).rules]
    assert "widow" not in kinds_taught(lesson)["auf"]


def test_a_move_taught_later_is_held_back_until_its_step() -> None:
    """Without Rounce's 'pone' (rounce.rob), the dealer's robbing is taught by no step: the
    'widow_dead' task no longer asks about it; with it, it does from 'pone' on."""
    lesson = load("rounce")
    dead = task_for(lesson.step("widow_dead"), lesson)
    assert dead is not None and "rob" in dead.answer()
    late = dataclasses.replace(lesson, steps=tuple(s for s in lesson.steps if s.id != "pone"))
    task = task_for(late.step("widow_dead"), late)
    assert task is not None and task.held == ("rob",)
    assert "rob" not in task.choices() and task.answer() == {"stand"}


def test_a_move_named_in_passing_is_not_taught() -> None:
    """Sixty-Six's 'closing' named claiming in passing ("A player may also claim 66 at his
    turn; a later step shows when that pays", words taken out since: its task does not offer
    the claim); claiming is taught by the 'claim' step (sixty_six.claim), so the later-play
    tasks between them offer the cards alone, though a claim there is legal (held back, not
    made illegal), the passing words or not."""
    lesson = load("sixty_six")
    closing = lesson.step("closing")
    passing = " A player may also claim 66 at his turn; a later step shows when that pays."
    said = dataclasses.replace(closing, text=closing.text + passing)
    lesson = dataclasses.replace(
        lesson, steps=tuple(said if s is closing else s for s in lesson.steps)
    )
    assert "claim 66" in lesson.step("closing").text.lower()
    assert "claim" not in kinds_taught(lesson)["later_play"]
    for sid in ("closed_follow", "later_play", "later_play_strict"):
        task = task_for(lesson.step(sid), lesson)
        assert task is not None
        assert "claim" in task.legal_moves() and task.held == ("claim",), sid
        assert "claim" not in {a.kind for a in task.choices()}, sid
        assert task.prompt.endswith("Play a card the rules allow."), sid
    claim = task_for(lesson.step("claim"))
    assert claim is not None and "claim" in claim.answer()


def test_a_move_taught_in_other_words_is_taught() -> None:
    """A step that declares a rule allowing a move teaches it, whatever its words: Sixty-Six's
    first lead declaring sixty_six.claim (its text never says 'claim') offers the claim."""
    lesson = load("sixty_six")
    first = lesson.step("first_lead")
    assert "claim" not in first.text.lower()
    told = dataclasses.replace(first, teaches=(*first.teaches, "sixty_six.claim"))
    steps = tuple(told if s is first else s for s in lesson.steps)
    taught = dataclasses.replace(lesson, steps=steps)
    task = task_for(told, taught)
    assert task is not None and "claim" not in task.held
    assert "claim" in {a.kind for a in task.choices()}
    standing = task_for(first, lesson)
    assert standing is not None and "claim" in standing.held  # as the lesson stands


def test_sixty_six_exchange_asks_about_the_exchange() -> None:
    """The exchange step (13 of 41) asked which of meld, exchange, close and claim P1 may
    choose, counting close and claim right before 'closing' and 'claim' teach them; it now
    asks about what is taught (the marriage, refused here, and the exchange)."""
    task = task_for(load("sixty_six").step("exchange"))
    assert task is not None
    assert set(task.held) == {"close", "claim"}
    assert task.choices() == ["meld", "exchange"]
    assert task.answer() == {"exchange"}
    assert task.try_answer(["exchange"]).correct
    assert {"close", "claim"} <= task.question.solve()  # the engine's answer is unchanged


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
    later = task_for(lesson.step("three_deal"))
    assert later is not None and {"claim", "close"} <= {a.kind for a in later.choices()}


def test_the_check_names_a_declaring_step_with_nothing_taught_to_tick() -> None:
    """A declaring step asking only about moves no step up to it teaches is a lesson problem
    (``trickbook check``), naming the kinds and where they are taught."""
    lesson = load("sixty_six")
    step = lesson.step("exchange")
    bare = dataclasses.replace(step, id="early", rule=lesson.step("pack").rule, teaches=())
    alone = dataclasses.replace(lesson, steps=(bare, *lesson.steps))
    problems = untaught_problems(alone, bare)
    assert len(problems) == 1
    assert (
        "exchange (a rule allowing it: sixty_six.exchange; first taught by step 'exchange')"
        in (problems[0])
    )
    assert check_lesson(lesson) == []
