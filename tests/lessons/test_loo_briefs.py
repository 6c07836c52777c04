"""The Rules page's 'rules in brief' for the Loo games (ui/pages/rules.py brief, built from
the lesson steps' quotes): the Loo and Irish Loo flush steps quoted the payment passage ('The
player with the flush then shows it, ...'), so the brief said 'Each other player in pays three
red when a flush takes the pool' and never what a flush is or that it takes the pool."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief


@pytest.mark.parametrize("gid", ["loo", "irish_loo", "five_card_loo"])
def test_the_brief_says_a_flush_takes_the_pool(gid: str) -> None:
    b = brief(REGISTRY.get(gid), load(gid))
    ids = [r.id for _, rules in b.sections for r in rules]
    assert f"{gid}.flush" in ids, ids
