"""The old books' terms of art are explained where a learner first meets them, in every lesson
(a learner may open any game first). A teaching audit found Spoil Five's and Forty-Five's
robbing steps quoting "before the eldest hand leads" with no word on who that is, and Spoil
Five saying "the privilege of renouncing" and "renouncing in trumps" (Foster's irregularity)
without saying what renouncing is; Rams and Rounce listed "renouncing" among their penalties
likewise. And the two lessons called the card turned for trumps both "the turn-up" (Foster's
word: "the ace and the turn-up in trumps") and "the card turned up"."""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load

# A term, and what the text must say where the learner first meets it: the eldest hand is
# the player on the dealer's left; renouncing is defined (in italics, or glossed in brackets)
TERMS = {
    "eldest": re.compile(r"dealer's left"),
    "renounc": re.compile(r"\*renounc\w*\*|renounc\w* \("),
}


def _first_met(game_id: str, term: str) -> tuple[str, str] | None:
    """Where a learner first reads ``term``, in lesson order (the introduction, then each
    step's chapter, title, text and quoted source): that place and the prose there."""
    lesson = load(game_id)
    if term in lesson.intro.lower():
        return "intro", lesson.intro
    for s in lesson.steps:
        read = f"{s.chapter}\n{s.title}\n{s.text}\n{s.quote}"
        if term in read.lower():
            return s.id, f"{s.title}\n{s.text}"
    return None


@pytest.mark.parametrize("term", sorted(TERMS))
@pytest.mark.parametrize("game_id", [g.id for g in REGISTRY])
def test_a_term_is_explained_where_it_is_first_met(game_id: str, term: str) -> None:
    met = _first_met(game_id, term)
    if met is None:
        return
    where, prose = met
    assert TERMS[term].search(" ".join(prose.split())), (
        f"{game_id}: {where!r} is where a learner first meets {term!r}, and it does not say "
        f"what it is: {prose!r}"
    )


# "the card turned up", "the turned card", "a card turned for trumps": Foster's noun is turn-up
OTHER_NAME = re.compile(r"\bcards? turned\b|\bturned card\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", ["spoil_five", "forty_five"])
def test_the_turn_up_has_one_name(game_id: str) -> None:
    lesson = load(game_id)
    texts = [("intro", lesson.intro)]
    for s in lesson.steps:
        texts += [(s.id, f"{s.chapter}\n{s.title}\n{s.text}")]
    texts += [(q.id, q.prompt) for q in lesson.quiz]
    other = [(where, m.group(0)) for where, t in texts for m in OTHER_NAME.finditer(t)]
    assert other == []
    assert any("turn-up" in t for _, t in texts)
