"""The Rules page's 'rules in brief' says the price of an offence the engine settles (learner
walk, /loo-rules): Loo's brief said 'A revoke ends the deal: the pool is divided ... the
offender excepted' and left out the offender's six red to the next pool (loo.revoke_forfeit,
the next sentence of the same passage, which the engine charges); Rounce's said each trick
takes a fifth but not that a player with no trick is ramsed five (rounce.ramsed), nor that a
pone who will not play pays the dealer five (rounce.pone); Irish Loo's said standing is a
promise to win a trick but nowhere what breaking it costs."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief


def _listed(gid: str) -> dict[str, str]:
    b = brief(REGISTRY.get(gid), load(gid))
    return {r.id: r.statement for _, rules in (*b.sections, *b.readings) for r in rules}


@pytest.mark.parametrize(
    ("gid", "rule"),
    [
        ("loo", "loo.revoke_forfeit"),
        ("rounce", "rounce.ramsed"),
        ("rounce", "rounce.pone"),
    ],
)
def test_the_brief_gives_the_penalty_the_engine_charges(gid: str, rule: str) -> None:
    assert rule in _listed(gid)


def test_the_revoke_and_its_forfeit_stand_together() -> None:
    b = brief(REGISTRY.get("loo"), load("loo"))
    chapter = next(rs for _, rs in b.sections if any(r.id == "loo.revoke" for r in rs))
    ids = [r.id for r in chapter]
    assert ids.index("loo.revoke_forfeit") == ids.index("loo.revoke") + 1


@pytest.mark.parametrize("gid", ["loo", "irish_loo"])
def test_standing_says_what_a_loo_costs(gid: str) -> None:
    assert "three red" in _listed(gid)[f"{gid}.undertaking"]
