"""A pool deal that ends short of being played out (a flush shown, the pool taken by the dealer
or with the widow unopposed, the pone paying to drop, a rams lost) carries its rule with its
sentence: the engine's ``ending_rule`` is the rule it makes that ending's transfers by, and
Play's declaration of what the log's line tells (ui.games.pool_result.pool_settlement_told)
is that key, the sentence under the rule. It had picked the transfers whose reason was equal
to the ending's sentence object, whatever their rule.

Seeded deals of every pool game and reading, played at random to their end."""

from __future__ import annotations

from typing import Any

import pytest
from test_pool_told_by_rule import short_endings

import engine.games  # noqa: F401
from engine.games.pool.rams import RamsFamily
from engine.games.pool.rams_settlement import ending_rule
from engine.ledger import item_key
from ui.games.pool_result import _ending_said, pool_game, pool_settlement_told

POOL = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]


def rule_of(s: Any) -> str | None:
    game = pool_game(s)
    return ending_rule(game, s) if isinstance(game, RamsFamily) else game.ending_rule(s)


@pytest.mark.parametrize("gid", POOL)
def test_the_ending_carries_the_rule_of_its_transfers(gid: str) -> None:
    ends = short_endings(gid)
    assert ends, gid
    declared = 0
    for s in ends:
        said, rule = _ending_said(s), rule_of(s)
        assert said is not None
        settle = pool_game(s).settlement(s)
        assert settle is not None
        carry = {t.rule for t in settle.transfers if t.key == item_key(said, t.rule)}
        # the rule the engine names is the one its transfers with that reason are made by
        assert carry == ({rule} if rule else set()), (s.result, carry, rule)
        told = pool_settlement_told(s)
        assert told == ({item_key(said, rule)} if rule else set())
        declared += bool(told)
    assert declared, gid
