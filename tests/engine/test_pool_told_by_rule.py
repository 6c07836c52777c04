"""Play's declaration of what a pool deal's ending tells (ui.games.pool_result
.pool_settlement_told, read by the Settlement to leave those lines out) follows the rule the
ending's transfers are made by, not their words: a transfer whose reason is the ending's
sentence under another rule is not told by the log's line, and the Settlement keeps it. The
declaration had picked every transfer whose reason equalled the ending's sentence."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.games.pool.loo import LOO
from engine.ledger import Settlement, Transfer, item_key
from ui.games.pool_result import _ending_said, pool_settlement_told


def short_endings(gid: str, games: int = 40, deals: int = 4) -> list[Any]:
    """Finished deals of ``gid``, every reading, that ended short of being played out (each
    game a few deals long: Loo's first deal is a simple pool, which nobody may leave)."""
    game = REGISTRY.get(gid)
    out = []
    for v in game.variants:
        o = game.make_opts(v)
        ns = [n for n in range(2, 9) if game.fit_players(o, n) == n]
        for seed in range(games):
            rng = random.Random(seed)
            s = game.new_deal(players=ns[seed % len(ns)], seed=seed, opts=o)
            for deal in range(deals):
                while not game.is_over(s):
                    s = game.apply(s, rng.choice(list(game.legal_actions(s))))
                if s.result not in ("played", "revoke"):
                    out.append(s)
                s = game.deal_after(s, seed=seed * 10 + deal)
    return out


def test_the_declaration_follows_the_rule_not_the_words(monkeypatch: pytest.MonkeyPatch) -> None:
    game = LOO
    # a flush shown by a player who is not the dealer defending the pool: he takes the pool
    s = next(x for x in short_endings("loo") if x.result == "flush" and x.flushes[0] != x.defender)
    said = _ending_said(s)
    settle = game.settlement(s)
    assert said is not None and settle is not None
    flush = game.rule_for(s.opts, "flush").id
    assert item_key(said, flush) in {t.key for t in settle.transfers}
    other = Transfer("P0", "pool", 1, said, game.rule_for(s.opts, "revoke_forfeit").id)
    changed = Settlement((*settle.transfers, other), settle.notes)
    monkeypatch.setattr(type(game), "settlement", lambda self, st: changed)
    assert pool_settlement_told(s) == {item_key(said, flush)}  # not the other's key
