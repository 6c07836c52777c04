"""A pool game's settlement reasons begin as sentences: Play's record prints each as a line of
its own ('Everyone before P3 (the pone) passed: he pays the dealer 5 to drop ...: P3 → P4 5
counters'), and it began in lower case (seen on /rams-play?seed=3&seat=0, everyone passing;
the dealer taking the pool when everyone passed; a flush's payers)."""

from __future__ import annotations

import random

import pytest
from narrow import settled

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action

POOL = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]


def reasons(gid: str) -> dict[str, str]:
    """Each settlement reason of seeded random deals (and of everyone passing in Rams), by
    the deal's result."""
    game = REGISTRY.get(gid)
    out: dict[str, str] = {}
    for seed in range(60):
        rng = random.Random(seed)
        s = game.new_deal(players=4, seed=seed)
        while not game.is_over(s):
            s = game.apply(s, rng.choice(game.legal_actions(s)))
        for t in settled(game, s).transfers:
            out.setdefault(t.reason, s.result)
    if gid == "rams":
        s = game.new_deal(players=5, dealer=4, seed=3)
        while not game.is_over(s):
            s = game.apply(s, Action("pass"))
        assert s.result == "pone_paid"
        out |= {t.reason: s.result for t in settled(game, s).transfers}
    return out


@pytest.mark.parametrize("gid", POOL)
def test_settlement_reasons_begin_with_a_capital(gid: str) -> None:
    said = reasons(gid)
    assert said
    assert not [(r, why) for r, why in said.items() if not r[:1].isupper()]
