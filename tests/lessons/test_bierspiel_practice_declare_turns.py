"""Generated Bierspiel declare questions ask every declaring turn the seed teaches, not one.

Seed 002 teaches several turns: the dealer's word of command (“Auf”), each player's play or
pass in turn, the dealer's own turn (take up the trump card; after a turned 7♦, both cards),
and the eldest's take-up once the dealer passed. ``engine.quiz.practice`` takes a deal's first
position good enough for the level, and every deal opens with the dealer's "Auf": 60 of 60
seeds at level 1 asked it, 60 of 60 at levels 2 and 3 the eldest's first declaration, so a
learner practising never met the dealer's turn or a later hand's.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.games.pool.bierspiel import AUF
from engine.games.pool.bierspiel import BIERSPIEL as G
from engine.games.pool.state import PoolState
from engine.quiz import practice

SEEDS = range(60)


def turn(s: PoolState) -> str:
    """The declaring turn a question asks, in the seed's terms."""
    if G.before_auf(s):
        return "auf"
    if s.to_move == s.dealer:
        return "dealer"
    if G.taking_up(s):
        return "eldest taking up"
    return "eldest" if s.to_move == G.order(s)[0] else "later hand"


@pytest.mark.parametrize("level", [1, 2, 3])
def test_the_questions_ask_the_dealers_turn_the_eldests_and_a_later_hands(level: int) -> None:
    turns = Counter(turn(practice(G.id, seed, kind="declare", level=level).state) for seed in SEEDS)
    wanted = {"dealer", "eldest", "later hand"} | ({"auf"} if level == 1 else set())
    assert wanted <= set(turns), turns
    assert max(turns.values()) <= len(SEEDS) // 2, turns


def test_a_question_after_auf_is_one_the_engine_reaches_by_it() -> None:
    """``new_deal(auf=True)``, the practice deal's start after the word, is the deal with the
    dealer's "Auf" said."""
    for seed in range(5):
        s = G.new_deal(players=4, dealer=seed % 4, seed=seed)
        assert G.new_deal(players=4, dealer=seed % 4, seed=seed, auf=True) == G.apply(s, AUF)
