"""A Learn step's text seats the learner where its task does. The text often says who "you"
are ("You are the dealer, P0", "you are P2, next to speak", "You, P1, won the last trick")
above a task whose own prompt says "You are P0." over a picture marking "P0 (you) to move":
were the text to name another seat, or call the mover the dealer, the eldest or the first to
speak where the position makes him something else, the learner would be told he is one
player and asked to act as another. ae57ff5 held the lesson questions' prompts to their
pictures' turn; this holds the step texts to their tasks' positions, the engine's position
being the truth.

Each clause of a text that seats "you" ("you are ...", "you, P2, ...", quotes left out; "if
you are ..." states a rule) is read for the seat it names and what it says that seat is
(:data:`ROLES`), and held to the task's mover and the engine's state: the dealer
(``state.dealer``), the eldest (the dealer's left), the pone (his right), the non-dealer;
first, next or last to speak (the declarations or bids the position holds); to lead (an
empty trick, his turn); the winner of the last or first trick (``state.history``).

Read at e2fb03a over all eleven lessons, the 102 such clauses of the task steps (40 of them
giving a role, 45 in the six lessons below) all agree with their positions: the 18 that seat
the learner by the order of play ("the dealer", "first to declare", "next to speak") name
the seat the picture marks "(you) to move", and were found so in the app (Bierspiel's auf,
Napoleon's rising, Spoil Five's rob_dealer at 390 px). So this is a guard, and its examples
below show what it catches. LESSONS holds the lessons checked here: all eleven (the pool
lessons joined from their own session).
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from lessons import load
from lessons.loader import Step
from lessons.tasks import Task, task_for

LESSONS = [
    "sixty_six",
    "spoil_five",
    "forty_five",
    "bierspiel",
    "napoleon",
    "linger_longer",
    # the pool lessons (poolpics): their 63 seated task steps agree with their positions too
    "loo",
    "irish_loo",
    "five_card_loo",
    "rams",
    "rounce",
]
SEATED = [
    (game, step.id)
    for game in LESSONS
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.seat is not None
]

_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”]*”")
# a clause seating the learner: "You are P1, ...", "you, P2, ...", "You are the dealer, P0"
_YOU = re.compile(r"(?<!\bif )\byou(?: are\b|, (?=P\d|the\b))([^.;:!?()]*)", re.I)
_SEAT = re.compile(r"^\s*(?:(?:the [\w-]+(?: hand)?|that player),? )?P(\d)\b", re.I)
# what a clause may say the seat is, each read off the engine's position by _holds
ROLES = {
    "dealer": re.compile(r"(?<![\w-])the dealer\b(?!')", re.I),
    "non-dealer": re.compile(r"\bthe non-dealer\b", re.I),
    "eldest": re.compile(r"\bthe eldest\b(?! hand of)", re.I),
    "pone": re.compile(r"\bthe pone\b", re.I),
    "first": re.compile(r"\bfirst to (?:speak|declare|bid)\b|\basked first\b", re.I),
    "next": re.compile(r"\bnext to (?:speak|declare|bid)\b", re.I),
    "last": re.compile(r"\blast to (?:speak|declare|bid)\b", re.I),
    "lead": re.compile(
        r"\b(?:you lead|about to lead|to lead|lead to the (?:first|next) trick)\b", re.I
    ),
    "won last": re.compile(r"\b(?:won|have just won) (?:the|a|the last) trick\b", re.I),
    "won first": re.compile(r"\bwon the first trick\b", re.I),
    "partner": re.compile(r"\bP(\d)'s partner\b", re.I),
}


def seated(text: str) -> list[tuple[int | None, list[str], str]]:
    """Each clause of ``text`` seating "you": the seat it names (None if none), the roles it
    gives him, and the clause.

    >>> seated("P1 has bid 2, and you are P2, next to speak.")
    [(2, ['next'], 'you are P2, next to speak')]
    >>> seated("If you are the eldest hand, you must lead a trump. You are the dealer, P0.")
    [(0, ['dealer'], 'You are the dealer, P0')]
    """
    out = []
    for m in _YOU.finditer(" ".join(_QUOTED.sub('""', text).split())):
        seat = _SEAT.match(m[1])
        roles = [r for r, p in ROLES.items() if p.search(m[0])]
        out.append((int(seat[1]) if seat else None, roles, m[0]))
    return out


def _holds(role: str, clause: str, seat: int, step: Step, task: Task) -> bool:
    """Is ``seat`` what ``role`` says he is, in the task's position?"""
    s: Any = task.question.state
    n, dealer = s.n, s.dealer
    data = step.scenario.data if step.scenario is not None else {}
    said = {str(k) for k in (data.get("declarations") or data.get("bids") or {})}
    if role == "partner":
        m = ROLES["partner"].search(clause)
        return m is not None and n == 4 and (int(m[1]) + 2) % 4 == seat
    truth: dict[str, bool] = {
        "dealer": seat == dealer,
        "non-dealer": seat != dealer,
        "eldest": seat == (dealer + 1) % n,
        "pone": n > 2 and seat == (dealer - 1) % n,
        "first": not said,
        "next": s.to_move == seat,
        "last": said >= {f"P{p}" for p in range(n) if p != seat},
        "lead": s.to_move == seat and not s.trick,
        "won last": bool(s.history) and s.history[-1][1] == seat,
        "won first": bool(s.history) and s.history[0][1] == seat,
    }
    return truth[role]


def wrong_seats(step: Step, text: str | None = None) -> list[str]:
    """What the step's text (or ``text``, on its position) says of "you" that its task's
    position does not bear out: a seat other than the mover, or a role he does not hold."""
    task = task_for(step)
    assert task is not None and task.seat is not None
    out = []
    for seat, roles, clause in seated(step.text if text is None else text):
        if seat is not None and seat != task.seat:
            out.append(f"{clause!r}: the task's mover is P{task.seat}")
        out += [
            f"{clause!r}: P{task.seat} is not {role} here"
            for role in roles
            if not _holds(role, clause, task.seat, step, task)
        ]
    return out


@pytest.mark.parametrize(("game", "step_id"), SEATED)
def test_a_step_s_text_seats_the_learner_as_its_task_does(game: str, step_id: str) -> None:
    assert wrong_seats(load(game).step(step_id)) == []


def test_the_texts_seat_the_learner() -> None:
    clauses = [
        c for game, sid in SEATED for c in seated(load(game).step(sid).text) if c[0] is not None
    ]
    assert len(clauses) > 40  # most task steps say who you are


@pytest.mark.parametrize(
    ("game", "step_id", "text", "found"),
    [
        # Napoleon's rising: P1 bid 2, P2 to move at a table of four dealt by P0
        ("napoleon", "rising", "P1 has bid 2, and you are P2, next to speak.", 0),
        ("napoleon", "rising", "P1 has bid 2, and you are P3, next to speak.", 1),
        ("napoleon", "rising", "You are P2, the dealer.", 1),
        ("napoleon", "rising", "You are P2, first to speak.", 1),
        ("napoleon", "rising", "You are P2, last to speak.", 1),
        ("napoleon", "rising", "If you are the dealer, you bid last. You are P2.", 0),
        # Napoleon's dealer_forced: P1 and P2 passed, P0 (the dealer) to move at three
        ("napoleon", "dealer_forced", "you are P0, the dealer, last to speak", 0),
        ("napoleon", "dealer_forced", "You are the eldest, P1.", 2),
        # Bierspiel's eldest_takes: P1 to move after the dealer passed
        ("bierspiel", "eldest_takes", "You are P1, the eldest, and you play.", 0),
        ("bierspiel", "eldest_takes", "You are P1, the pone.", 1),
        # Sixty-Six: P1 won the last trick and leads; four-hand, P2 is P0's partner
        ("sixty_six", "exchange", "You, P1, won the last trick and hold the 9♥.", 0),
        ("sixty_six", "exchange", "You are P1, the dealer.", 1),
        ("sixty_six", "four_head", "You are P2, P0's partner.", 0),
        ("sixty_six", "four_head", "You are P2, P1's partner.", 1),
        ("sixty_six", "four_head", "You are P2, about to lead.", 1),
        ("bierspiel", "led_twice", "Three play; you are P2 and won the first trick.", 0),
    ],
)
def test_the_check_reads_who_a_text_says_you_are(
    game: str, step_id: str, text: str, found: int
) -> None:
    wrong = wrong_seats(load(game).step(step_id), text)
    assert len(wrong) == found, wrong
