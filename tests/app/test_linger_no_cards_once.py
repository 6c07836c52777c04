"""A Linger Longer quiz picture says "no cards" once for a seat that is out (learner report:
the Quiz page's pictures drew a player out of the game as 'P2 [no cards]' over 'no cards',
e.g. /?game=linger_longer&question=q_settle at 1400 and 390 px, every seat but the winner's).
In a quiz a seat out was tagged "no cards" (not when he went out, which a question may ask)
and, having no cards, said so again under his name as every empty seat does. The tag is
gone; the seat is still greyed. Every curated question and seeded practice questions of each
kind, as the Quiz page draws them before the answer."""

from __future__ import annotations

import re

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import Question, kinds_for, practice
from lessons import load
from ui.pages.quiz import question_picture

LL = "linger_longer"
SEAT = re.compile(r'<div role="group" aria-label="(P\d)" data-seat="\d"')


def _seats(html: str) -> dict[str, str]:
    """Each seat's box: from its opening tag to the next seat's (or the end)."""
    starts = [(m.start(), m.group(1)) for m in SEAT.finditer(html)]
    ends = [s for s, _ in starts[1:]] + [len(html)]
    return {name: html[s:e] for (s, name), e in zip(starts, ends, strict=True)}


def _said_twice(q: Question, curated: bool) -> dict[str, int]:
    html = question_picture(q, None, curated=curated) or ""
    seats = _seats(html)
    assert seats, q.prompt
    counts = {p: len(re.findall(r">no cards<", box)) for p, box in seats.items()}
    return {p: n for p, n in counts.items() if n > 1}


def test_a_curated_question_says_no_cards_once_a_seat() -> None:
    lesson = load(LL)
    asked = {q.id: _said_twice(q, True) for q in lesson.quiz}
    assert {"q_settle", "q_settle_last_trick", "q_still_in_empty"} <= set(asked)
    assert not any(asked.values()), asked  # q_settle: P0, P1, P2, P4 twice each


@pytest.mark.parametrize("kind", kinds_for(REGISTRY.get(LL)))
def test_a_practice_question_says_no_cards_once_a_seat(kind: str) -> None:
    for seed in range(6):
        q = practice(LL, seed=seed, kind=kind, level=2)
        assert not _said_twice(q, False), (kind, seed)


def test_a_seat_out_is_still_greyed_in_a_quiz() -> None:
    """q_settle: P1 and P2 were out before the trick; P4, P0 and P3 play to it, and the picture
    draws it unjudged (tests/lessons/test_settlement_quiz_trick.py), so none of them is out yet."""
    q = next(q for q in load(LL).quiz if q.id == "q_settle")
    boxes = _seats(question_picture(q, None) or "")
    out = [p for p in ("P0", "P1", "P2", "P3", "P4") if "opacity:0.6" in boxes[p]]
    assert out == ["P1", "P2"], boxes.keys()
