"""A settlement question asks for everything its answer form takes. Rams' and Rounce's curated
prompts asked "What does each receive or pay?", while the form (and the engine's answer) also
takes the next pool, "next pool (before the next dealer's ante)": a learner who answered what
was asked, every player right, was told "missing an amount for the next pool" (look11,
/rams-quiz?question=q_rams_lost). Spoil Five's q_five and q_spoiled ("... before the next
deal's stakes") and Loo's q_white_counters ("What does each take?") asked the same way. The
practice questions of the same games already ask it; a lesson's "Settle it." asks for the
whole settlement, the pool's part too.
"""

from __future__ import annotations

import pytest

from engine.games import REGISTRY
from engine.ledger import POOL
from engine.quiz import next_pool_label, settlement_answer
from lessons import load

# the games whose settlement answers carry a next pool (the others: no pool carries over)
GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "spoil_five")
WHOLE = "Settle it."


def test_the_games_with_a_next_pool_are_these() -> None:
    """No other game's lesson has a settlement question whose answer takes a next pool."""
    pooled = {
        gid
        for gid in REGISTRY.ids()
        for q in load(gid).quiz
        if q.kind == "settlement" and POOL in settlement_answer(q)
    }
    assert pooled == set(GAMES)


@pytest.mark.parametrize("gid", GAMES)
def test_a_settlement_prompt_asks_the_next_pool_its_form_takes(gid: str) -> None:
    asked = []
    for q in load(gid).quiz:
        if q.kind != "settlement" or POOL not in settlement_answer(q):
            continue
        when = next_pool_label(q).removeprefix("next pool (").removesuffix(")")
        asked.append((q.id, f"next pool {when}?" in q.prompt or q.prompt.endswith(WHOLE)))
    assert asked, gid  # each has settlement questions with a next pool to give
    assert [i for i, ok in asked if not ok] == [], gid


@pytest.mark.parametrize("gid", GAMES)
def test_the_answer_takes_the_next_pool_the_prompt_asks(gid: str) -> None:
    """The other half: the form does take it (a prompt asking for a field the answer lacks
    would be as wrong), and the engine's next pool is counters there can be (none owed: a
    pool is never below nothing; white counters make a third of a red, Irish Loo's
    q_white_counters leaves 6 2/3)."""
    for q in load(gid).quiz:
        if q.kind == "settlement" and "next pool" in q.prompt:
            answer = settlement_answer(q)
            assert POOL in answer and answer[POOL] >= 0, (gid, q.id, answer)
