"""A player's view offers exactly what the full position offers him.

The Monte-Carlo player chooses among the legal actions of its *view* (``engine.search.
montecarlo``), and so does the hand review: an option the view loses is one the computer never
weighs. Rams, Rounce and Bierspiel lost taking the widow so (a view hides the widow's cards, and
taking it asked whether it had any). Every registered game, over random deals and every phase.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Game

DEALS = 30
STEPS = 40


def _players(game: Game[Any], k: int) -> int:
    """The table sizes the default reading allows, in turn."""
    counts = game.player_counts(game.make_opts(game.default_variant))
    return counts[k % len(counts)]


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_the_view_offers_the_positions_actions(game: Game[Any]) -> None:
    rng = random.Random(11)
    checked = 0
    for k in range(DEALS):
        s = game.new_deal(players=_players(game, k), seed=k)
        for _ in range(STEPS):
            if game.is_over(s):
                break
            seat = game.current_player(s)
            assert seat is not None
            legal = game.legal_actions(s)
            seen = game.legal_actions(game.view(s, seat))
            assert sorted(map(str, seen)) == sorted(map(str, legal)), (game.id, k, s)
            checked += 1
            s = game.apply(s, rng.choice(legal))
    assert checked >= DEALS * 3


def test_a_rams_view_offers_the_widow() -> None:
    """The case that was lost: the eldest hand of a Rams deal may take the widow, and his view
    (the widow's cards hidden) says so, with the rule that allows it."""
    rams = next(g for g in REGISTRY if g.id == "rams")
    s = rams.new_deal(players=4, seed=3)
    seat = rams.current_player(s)
    assert seat is not None
    view = rams.view(s, seat)
    assert view.widow == 0 and s.widow  # dealt, and not seen
    assert "widow" in [a.kind for a in rams.legal_actions(view)]
    assert "widow" not in [r.action.kind for r in rams.refusals(view)]
