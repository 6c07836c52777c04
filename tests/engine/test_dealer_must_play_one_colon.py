"""The dealer's refused pass against a lone stander, where no widow is dealt (Irish Loo,
Five-card Loo), is one statement after its ground: it read "only P1 is in against you: you must
play for yourself: there is no widow to defend the pool with", two colons in a row, each
opening a clause the one before it does not explain (journey11's look at a refusal); now
"only P1 is in against you: you must play for yourself, with no widow to defend the pool".
The games with a widow keep their own endings (", or defend the pool", "with your own hand").
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action
from lessons import load


def _refused_pass(gid: str, step: str) -> str:
    s = next(x for x in load(gid).steps if x.id == step)
    game = REGISTRY.get(gid)
    assert s.scenario is not None, f"{gid}: step {step} shows no position"
    state = s.scenario.state
    # each refusal's reason, before its rule's citation (" — Foster's Hoyle, 1897: ...")
    return " ".join(
        r.message_plain().split(" \u2014 ")[0] for r in game.explain(state, Action("pass"))
    )


@pytest.mark.parametrize("gid", ["irish_loo"])
def test_the_dealer_told_why_he_may_not_pass_in_one_clause(gid: str) -> None:
    said = _refused_pass(gid, "dealer_must_play")
    assert "only P1 is in against you: you must play for yourself" in said, said
    assert said.count(":") == 1, said
    assert "no widow to defend the pool" in said, said
