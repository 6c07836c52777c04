"""A Rams or Rounce settlement question asks for everything its answer form takes. Their curated
prompts asked "What does each receive or pay?", while the form (and the engine's answer) also
takes the next pool, "next pool (before the next dealer's ante)": a learner who answered what
was asked, every player right, was told "missing an amount for the next pool" (look11,
/rams-quiz?question=q_rams_lost). The practice questions of the same games already ask it.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.quiz import POOL, next_pool_label, settlement_answer
from lessons import load

# the games whose lessons this look owns; Spoil Five's q_five and q_spoiled ask the same way
# (named in its report), and the Loo lessons' "Settle it." asks for the whole settlement
GAMES = ("rams", "rounce")


@pytest.mark.parametrize("gid", GAMES)
def test_a_settlement_prompt_asks_the_next_pool_its_form_takes(gid: str) -> None:
    asked = []
    for q in load(gid).quiz:
        if q.kind != "settlement" or POOL not in settlement_answer(q):
            continue
        when = next_pool_label(q).removeprefix("next pool (").removesuffix(")")
        asked.append((q.id, f"next pool {when}?" in q.prompt))
    assert asked, gid  # each has settlement questions with a next pool to give
    assert [i for i, ok in asked if not ok] == [], gid


@pytest.mark.parametrize("gid", GAMES)
def test_the_answer_takes_the_next_pool_the_prompt_asks(gid: str) -> None:
    """The other half: the form does take it (a prompt asking for a field the answer lacks
    would be as wrong), and the engine's next pool is a number a learner can write."""
    for q in load(gid).quiz:
        if q.kind == "settlement" and "next pool" in q.prompt:
            answer = settlement_answer(q)
            assert POOL in answer and answer[POOL].denominator == 1, (gid, q.id, answer)
