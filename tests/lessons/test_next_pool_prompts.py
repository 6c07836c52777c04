"""A settlement question that asks what is in the next pool says when it is counted, as the
answer's field does ("next pool (before the next dealer's ante)", engine.quiz.next_pool_label):
Loo's q_simple_looed asked only "what is in the next pool?", and the answer (9) leaves out the
next dealer's 3 (learner walk)."""

from __future__ import annotations

import pytest

from engine.quiz import next_pool_label
from lessons import available, load


@pytest.mark.parametrize("gid", available())
def test_a_next_pool_prompt_says_when_it_is_counted(gid: str) -> None:
    for q in load(gid).quiz:
        if q.kind != "settlement" or "next pool" not in q.prompt:
            continue
        label = next_pool_label(q)  # "next pool (before the next dealer's ante)"
        when = label.removeprefix("next pool (").removesuffix(")")
        assert when != label, (gid, q.id, label)
        assert f"next pool {when}?" in q.prompt, (gid, q.id, q.prompt)
