"""A pool lesson's "Who wins this trick?" step leaves the winner out of its text.

/rams-learn?step=trick_winner said "P2's A♣ headed the clubs, but P0 had none and trumped with
the 7♥." just above "Who wins this trick?", and /five_card_loo-learn?step=pam "Pam ranks above
even the ace of trumps. ... P2 heads it with the A♥, and P4 plays the J♣.": the rule, and then
the winner by seat and card, so the learner had nothing left to compare. Irish Loo's
trick_winner ("P4, who had no club, played the 2♦"), Rounce's ("and P0 the 2♠") and Loo's
trump_turn ("P3 has no spade and throws the 2♥ ... a trump beats any spade") did the same.

The picture draws every card of the trick, so the text need not name the winning one. Checked
against the engine's answer (the task's winner and his card, :meth:`lessons.tasks.Task.answer`)
for every trick-winner step of the five pool lessons: the text, quotes left out, names neither
the winner's seat nor his card. The texts now state the rule and tell the trick up to the card
that decides it ("the last card played is not a club"), and the learner judges that card.
The other lessons are held to answer_told.py's check (tests/lessons/test_trick_winner_told.py),
which lets a text tell every play so long as it does not judge one: it passes the old Pam text,
whose rule ("above even the ace of trumps") and plays left nothing to judge; these texts pass
it too. (Tasks of the other kinds: tests/lessons/test_task_texts_leave_the_answer.py.)
"""

from __future__ import annotations

import re

import pytest
from answer_told import told, winner_told

from engine.cards import CARDS
from lessons import load
from lessons.tasks import task_for

POOL_LESSONS = ("loo", "irish_loo", "five_card_loo", "rams", "rounce")
TRICK_STEPS = [
    (game, step.id)
    for game in POOL_LESSONS
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.kind == "trick_winner"
]
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def winner_named(text: str, seat: int, card: str) -> list[str]:
    """The sentences of ``text`` (quotes left out) naming seat ``seat`` or ``card`` ("7♥").

    >>> winner_named("P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥.", 0, "7♥")
    ["P2's A♣ headed the clubs, but P0 had none and trumped with the 7♥."]
    >>> winner_named('A trump "beats P0". P1 led the 9♣; the last card is not a club.', 0, "7♥")
    []
    """
    plain = " ".join(_QUOTED.sub('""', text).split())
    who = re.compile(rf"\bP{seat}\b|{re.escape(card)}")
    return [s for s in re.split(r"(?<=[.!?])\s+", plain) if who.search(s)]


@pytest.mark.parametrize(("game", "step_id"), TRICK_STEPS)
def test_a_trick_step_s_text_leaves_the_winner_out(game: str, step_id: str) -> None:
    step = load(game).step(step_id)
    task = task_for(step)
    assert task is not None
    seat = int(task.answer())
    card = CARDS[dict(task.question.shown_trick())[seat]].pretty
    assert winner_named(step.text, seat, card) == []
    # (so also the other lessons' check, which lets the plays be told: answer_told.py)
    assert winner_told(step, {"JC": ["Pam"]}) == []


QUIZ_TRICKS = [
    (game, q.id) for game in POOL_LESSONS for q in load(game).quiz if q.kind == "trick_winner"
]


@pytest.mark.parametrize(("game", "qid"), QUIZ_TRICKS)
def test_a_who_wins_question_leaves_the_judging_to_the_learner(game: str, qid: str) -> None:
    """A question's prompt may tell the trick's plays, but not judge them (answer_told's check,
    which the other lessons' steps are held to): Loo's q_highest_trump read "P2 trumps with the
    3♥, P3 over-trumps with the 9♥. Who wins?"."""
    q = next(q for q in load(game).quiz if q.id == qid)
    seat = int(q.solve())
    plays = dict(q.shown_trick())
    s, g = q.state, q.game
    trumps = [c for c in plays.values() if s.trump >= 0 and g.follows_as(s, c) == s.trump]
    card = CARDS[plays[seat]]
    names = ["Pam"] if card.code == "JC" else []
    assert told(q.prompt, seat, card.pretty, trumps == [plays[seat]], names) == []


def test_every_pool_lesson_asks_who_wins() -> None:
    assert {game for game, _ in TRICK_STEPS} == set(POOL_LESSONS)
