"""A settlement question's answer names the next pool as its answer box does ("next pool
(before the next dealer's ante)") and as the feedback's own sentence does ("The next pool
holds 9 red counters ..."): it read "The right answer: P0 -3; P1 -3; P2 +2; P3 -3; P4 +1;
pool 9." beside a picture whose box says "Pool 3 red", this deal's pool."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.ledger import POOL
from engine.quiz import check, next_pool_label, practice
from lessons import load

WITH_POOL = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "spoil_five")


def test_loo_s_looed_simple() -> None:
    q = next(q for q in load("loo").quiz if q.id == "q_simple_looed")
    right = q.solve()
    wrong = {k: str(v) for k, v in right.items()} | {POOL: "3"}
    fb = check(q, wrong)
    assert fb.message.startswith("Not quite: check the next pool. The right answer: ")
    assert "; next pool 9. The next pool holds 9 red counters" in fb.message, fb.message
    assert "; pool " not in fb.message
    assert check(q, {k: str(v) for k, v in right.items()}).message.endswith("; next pool 9.")


@pytest.mark.parametrize("game_id", WITH_POOL)
def test_every_answer_names_the_next_pool_as_its_box(game_id: str) -> None:
    for seed in range(8):
        q = practice(game_id, seed=seed, kind="settlement")
        assert POOL in q.solve()
        assert next_pool_label(q).startswith("next pool")
        fb = check(q, {k: str(v) for k, v in q.solve().items()})
        parts = fb.answer_text.split("; ")
        assert parts[-1].startswith("next pool "), fb.answer_text
        assert not any(p.startswith("pool ") for p in parts), fb.answer_text
