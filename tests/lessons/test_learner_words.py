"""A lesson speaks of its books by name, not by the project's file names. Seen at 390 px,
/?game=spoil_five&step=rob_dealer: "the seed does not say what failing to rob costs, and
optional robbing is this app's default reading (RULES.md, after Peel and Bicycle)", under which
the quote is signed "Trickbook's rules notes" and the page never says what a seed or RULES.md
is; Napoleon's and Linger Longer's introductions said "This lesson follows seed 003", and
Linger Longer had a chapter "Where the seed is silent". The pages name each source as the
quotes do (:data:`engine.rules.BOOKS`): Foster's Hoyle, the lesson texts, Trickbook's rules
notes. Every word a learner reads in a lesson is checked here: the introduction, each step's
chapter, title and text, and each question's prompt."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load

# "seed" or "seeds" as a word ("a seeded deal" is the app's own word for a numbered deal),
# "RULES.md", and a seed's number as the project writes it
JARGON = re.compile(r"\bseeds?\b|RULES\.md|\b00[0-4]\b", re.IGNORECASE)


def learner_texts(game_id: str) -> list[tuple[str, str]]:
    lesson = load(game_id)
    out = [("intro", lesson.intro)]
    for s in lesson.steps:
        out += [(f"{s.id}.chapter", s.chapter), (f"{s.id}.title", s.title), (s.id, s.text)]
    out += [(f"{q.id}.prompt", q.prompt) for q in lesson.quiz]
    return out


@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_a_lesson_names_its_books_not_its_files(game_id: str) -> None:
    found = [
        f"{where}: ...{text[max(0, m.start() - 30) : m.end() + 20]!r}"
        for where, text in learner_texts(game_id)
        for m in JARGON.finditer(text)
    ]
    assert not found, "\n".join(found)
