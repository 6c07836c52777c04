"""A lesson question is asked on a position of its own, not on the one its step has just
shown: Linger Longer's q_trick, q_still_in and q_settle_last_trick were the very positions of
the steps they link ("Who wins a trick", "Out of cards, out of the game", "Down to one card
each"), whose words or picture give the answer ("P0 won this first trick", "P1 and P3 ... drop
out", the step's settlement table), and q_follow was the "Follow suit" step's own task again
(look13, the Quiz at 390 px: a learner who had read the step was asked what it had just told
him). Each now has a position of its own whose answer the engine computes and the `expect:`
field states. Loo's q_defender (the defender_settles step's deal and settlement, "P1 won one
trick and takes 4 red") and Sixty-Six's q_claim_yes (the claim step's "46 in cards + 20 in
marriages") were their steps' positions too (look13's report): each has its own now (P2 wins
two tricks against a defender of a 9-red pool; 48 + 20 with the ♠ marriage). Checked for every
game."""

from __future__ import annotations

import pytest

from engine.games import REGISTRY
from lessons import load
from lessons.loader import check_expectations

GAMES = REGISTRY.ids()


@pytest.mark.parametrize("gid", GAMES)
def test_no_question_repeats_its_steps_position(gid: str) -> None:
    lesson = load(gid)
    shown = {s.id: s.scenario for s in lesson.steps}
    same = []
    for q in lesson.quiz:
        scn = shown.get(q.step) if q.step else None
        if scn is not None and scn.state == q.state:
            same.append(q.id)
    assert same == [], same


@pytest.mark.parametrize("gid", GAMES)
def test_each_question_answer_is_the_engines(gid: str) -> None:
    assert check_expectations(load(gid)) == []
