"""A Learn step or a quiz question that puts the learner in a seat speaks to that seat as "you".

A step whose task has a mover (lessons/tasks.py task_for: "You are P2. Play a card the rules
allow.") seats the learner; so does a text that says "You are P2". Its prose must not then talk
about P2 in the third person: the Rams step 'rank' read "P2 holds the A♣, and you will soon see
why he must play it." above "You are P2. Play a card the rules allow." Other seats stay "P1",
and a quoted passage ("..." or “...”) keeps its own words.

A question that asks what the player to move may or should do (engine.quiz.MOVER_KINDS: the
cards he may play, his declarations, bids, claims) seats the learner there too: the Quiz page
draws that seat at the bottom as "P2 (you)", so its prompt says "You are P2. ... Which cards may
you play?", as Loo's did, not "Which cards may P2 play?", as Forty-Five's did. This holds for the
curated questions of every lesson and for the generated practice questions. A question about who
wins a trick, a settlement or a player's card points seats nobody and may name every seat.

The check reads every mention of the learner's seat outside quotes: each must stand beside
"you" as its name ("You are P2", "you, P2,", "You are the dealer, P0"). Every other mention
("P2 holds", "P2's 5♥", "so P2 pays") speaks of the learner as of somebody else.
"""

from __future__ import annotations

import dataclasses
import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import MOVER_KINDS, Question, kinds_for, practice
from lessons import load
from lessons.loader import LESSONS_DIR, Step
from lessons.tasks import task_for
from ui.quiz_picture import question_picture
from ui.widgets import hint, question_html

LESSONS = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
QUESTIONS = [
    pytest.param(q, id=f"{g}:{q.id}")
    for g in LESSONS
    for q in load(g).quiz
    if q.kind in MOVER_KINDS
]
PRACTICE_SEEDS = range(6)  # per game and kind

_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”]*”")
# what stands just before a mention that names the learner: "you are ", "you, ",
# "you are the dealer, ", "you are the eldest hand, "
_YOU = r"\byou(?:,| are(?: (?:the|that)(?: [\w-]+){1,2},)?) "
_YOU_AS = re.compile(_YOU + "$", re.IGNORECASE)
_NAMED = re.compile(_YOU + r"P(\d)\b", re.IGNORECASE)


def _plain(text: str) -> str:
    """The step's own words: quotes blanked out, line breaks as spaces."""
    return " ".join(_QUOTED.sub('""', text).split())


def learner_seat(step: Step) -> int | None:
    """The seat a step puts the learner in: its task's mover, else the seat its text names
    as "you" ("You are P1"); None when it seats nobody."""
    task = task_for(step)
    if task is not None and task.seat is not None:
        return task.seat
    named = {int(m.group(1)) for m in _NAMED.finditer(_plain(step.text))}
    return named.pop() if len(named) == 1 else None


def third_person(step: Step) -> list[str]:
    """The sentences that speak of the learner's seat as of somebody else; and any that
    name the learner as another seat than the task's ("You are P3" above "You are P2")."""
    seat = learner_seat(step)
    return [] if seat is None else third_person_in(step.text, seat)


def third_person_in(words: str, seat: int) -> list[str]:
    """The sentences of ``words`` that speak of ``seat`` (the learner) as of somebody else, or
    that name the learner as another seat."""
    text = _plain(words)
    out = []
    for m in re.finditer(rf"\bP{seat}\b", text):
        if not _YOU_AS.search(text[: m.start()]):
            out.append(_sentence(text, m.start()))
    for m in _NAMED.finditer(text):
        if int(m.group(1)) != seat:
            out.append(_sentence(text, m.start()) + f" (the learner is P{seat})")
    return out


def not_said_to(prompt: str, seat: int) -> list[str]:
    """What is wrong with a question's prompt for the learner in ``seat`` (the player to
    move): it must name him as "you" ("You are P2", "you, P2,") and never as P2 otherwise."""
    named = {int(m.group(1)) for m in _NAMED.finditer(_plain(prompt))}
    out = [] if seat in named else [f"never says 'You are P{seat}'"]
    return out + [
        f"speaks of the learner in the third person: {s!r}" for s in third_person_in(prompt, seat)
    ]


def _sentence(text: str, at: int) -> str:
    before = max(text.rfind(". ", 0, at), text.rfind(": ", 0, at))
    start = before + 2 if before >= 0 else 0
    end = text.find(". ", at)
    return text[start : end + 1 if end >= 0 else len(text)]


@pytest.mark.parametrize("game", LESSONS)
def test_the_learner_is_you(game: str) -> None:
    lesson = load(game)
    found = {s.id: third_person(s) for s in lesson.steps}
    found = {k: v for k, v in found.items() if v}
    assert not found, "\n".join(
        f"{lesson.path}: step {k}: speaks of the learner in the third person: {line!r}"
        for k, lines in found.items()
        for line in lines
    )


def test_the_check_reads_the_learners_seat() -> None:
    """The check itself, on the words of a Rams step whose task's mover is P2 (head; the step
    that prompted the check, rank, now asks who wins a trick) and on the ways a text may name
    the learner."""
    step = load("rams").step("head")
    assert learner_seat(step) == 2

    def said(text: str) -> list[str]:
        return third_person(dataclasses.replace(step, text=text))

    assert said("P1 led the K♣. P2 holds the A♣, and he must play it.") == [
        "P2 holds the A♣, and he must play it."
    ]
    assert said("P1 led the K♣; it beats P2's 10♣.") == ["P1 led the K♣; it beats P2's 10♣."]
    assert said("P1 led the K♣. You are P2: you hold the A♣, and you must play it.") == []
    assert said("P1 led the K♣ and you, P2, hold the A♣.") == []
    assert said("You are the dealer, P2: say it.") == []
    assert said("You are the eldest hand, P2, and you may lead.") == []
    assert said('The text says "P2 must play it".') == []  # a quote keeps its words
    assert said("P1 led the K♣. You are P3.") == ["You are P3. (the learner is P2)"]
    # a step with no task seats whoever its text calls "you"
    prose = dataclasses.replace(step, show=None, text="You are P1. P1 wins.")
    assert learner_seat(prose) == 1 and third_person(prose) == ["P1 wins."]


@pytest.mark.parametrize("q", QUESTIONS)
def test_a_question_seats_the_learner_where_it_asks(q: Question) -> None:
    """A curated question about the mover's choice puts the learner in that seat, in its words
    and in its picture, on the Quiz page and in a notebook (which name that seat "(you)", and no
    other)."""
    seat = q.seat
    assert seat is not None, f"{q.id}: a {q.kind} question with nobody to move"
    wrong = not_said_to(q.prompt, seat)
    assert not wrong, f"{q.game.id} quiz {q.id}: {q.prompt!r}: " + "; ".join(wrong)
    for where, html in (("Quiz page", question_picture(q, None)), ("notebook", question_html(q))):
        names = re.findall(r'aria-label="(P\d[^"]*)"', html or "")
        assert [n for n in names if "(you)" in n] == [f"P{seat} (you)"], (q.id, where, names)
    assert "the player" not in hint(q), hint(q)  # the notebook's line under it: "you may play"


@pytest.mark.parametrize("game", sorted(REGISTRY.ids()))
def test_a_practice_question_seats_the_learner_where_it_asks(game: str) -> None:
    """The generated questions about the mover's choice say 'You are P2' too: their picture
    names the mover "P2 (you)" (the Quiz page draws it from his seat, the others face down)."""
    g = REGISTRY.get(game)
    wrong = []
    for kind in (k for k in kinds_for(g) if k in MOVER_KINDS):
        for seed in PRACTICE_SEEDS:
            q = practice(game, seed, kind=kind)
            seat = q.seat
            assert seat is not None
            wrong += [f"{kind} #{seed}: {q.prompt!r}: {w}" for w in not_said_to(q.prompt, seat)]
    assert not wrong, "\n".join(wrong)


def test_the_check_reads_a_prompt() -> None:
    assert not_said_to("P1 leads the 9♥. You are P2. Which cards may you play?", 2) == []
    assert not_said_to("A double. What may you, P3, declare?", 3) == []
    assert not_said_to("P1 leads the 9♥. Which cards may P2 play?", 2) == [
        "never says 'You are P2'",
        "speaks of the learner in the third person: 'Which cards may P2 play?'",
    ]
    assert not_said_to("You are P2. Which cards may P2 play?", 2) == [
        "speaks of the learner in the third person: 'Which cards may P2 play?'"
    ]
