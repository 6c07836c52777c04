"""Who is still in after a trick is answered as every other list of the feedback is said:
Linger Longer's Quiz read 'Right: P0, P2 (P2's A♠ won the trick).' where the cards, the
boxes' words and the players elsewhere read 'A and B' ('The right answer: “Stand” and
“Pass”', 'you hold Q♠ and 10♠'). Over the curated question and generated ones at several
player counts: the players still in are said as engine.cards.listed says a list."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.cards import listed
from engine.quiz import Question, practice
from lessons import load

QUESTIONS = [q for q in load("linger_longer").questions() if q.kind == "still_in"] + [
    practice("linger_longer", seed, kind="still_in", level=1) for seed in range(6)
]


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: q.id)
def test_the_players_still_in_are_said_as_a_list(q: Question) -> None:
    right = q.solve()
    names = [str(w) for w in q.choices() if w in right]
    said = q.check(sorted(right)).answer_text
    assert said.startswith(f"{listed(names) or 'nobody'} ("), said
    assert len(names) < 2 or ", ".join(names) + " (" not in said, said
