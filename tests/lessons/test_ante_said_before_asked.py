"""A lesson whose settlement questions speak of the dealer's "ante" says the word in a step.

Learner look (look11): Rams' and Rounce's settlement questions, the lesson's and the practice
ones, ask for "the next pool before the next dealer's ante", and the answer's field says "next
pool (before the next dealer's ante)"; neither lesson ever said "ante" (Rams' pool step: "Each
dealer puts five counters into the pool", Rounce's as_rams: "The dealer puts five counters in
the pool"), where Loo's has a step "The dealer's ante". Each now names the five his *ante*
where it first says he puts them up. Irish Loo's and Five-card Loo's lessons asked it too and
did not say it either (look11's report): their first steps with the pool ("The pool holds just
his 3 red", "the dealer puts five red counters into the pool") name it now. Read from the
curated questions' prompts and answer fields and the game's practice settlement prompt.
"""

from __future__ import annotations

import re

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import PROMPTS, next_pool_label
from lessons import load

ANTE = re.compile(r"\bante\b", re.IGNORECASE)


def _asked(gid: str) -> list[str]:
    """Where the game's settlement questions say what they ask: each curated prompt and its
    next pool's field, and the game's practice prompt."""
    lesson, game = load(gid), REGISTRY.get(gid)
    said = []
    for q in lesson.quiz:
        if q.kind == "settlement":
            said += [q.prompt, next_pool_label(q)]
            said.append(game.practice_prompt("settlement", q.state, PROMPTS["settlement"]))
    return said


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "five_card_loo", "rams", "rounce"])
def test_the_lesson_says_ante_which_its_questions_ask(gid: str) -> None:
    assert any(ANTE.search(s) for s in _asked(gid)), gid  # the questions do say it
    steps = load(gid).steps
    said = [s.id for s in steps if ANTE.search(f"{s.title}\n{s.text}")]
    first_settled = next(i for i, s in enumerate(steps) if s.show == "settlement")
    assert said and [s.id for s in steps].index(said[0]) < first_settled, (gid, said)
