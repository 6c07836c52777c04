"""A trick given by count only (a scenario about the end of a deal may give the tricks won
without their cards: a history entry with no plays) has no cards to explain: every game's
:meth:`~engine.game.Game.trick_notes` and :meth:`~engine.game.Game.trick_reason` say nothing
of it, as :meth:`~engine.game.Game.last_trick_info` already answers None, instead of raising
StopIteration while looking for the winner's card (Bierspiel's notes and every game's reason
did).
"""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY

GAMES = REGISTRY.ids()


def by_count(game_id: str) -> tuple[Any, Any]:
    """The game and a deal whose one finished trick was won by P1, its cards not given."""
    g = REGISTRY.get(game_id)
    s = g.new_deal(players=g.usual_players(g.make_opts()), dealer=0, seed=1)
    return g, s._replace(history=(((), 1),))


@pytest.mark.parametrize("game_id", GAMES)
def test_trick_by_count_has_no_notes(game_id: str) -> None:
    g, s = by_count(game_id)
    assert g.last_trick_info(s) is None
    assert g.trick_notes(s) == ([], [])


@pytest.mark.parametrize("game_id", GAMES)
def test_trick_by_count_has_no_reason(game_id: str) -> None:
    g, s = by_count(game_id)
    assert g.trick_reason(s) == ""


def test_bierspiel_notes_still_explain_a_trick_with_cards() -> None:
    """The guard reads only a trick without cards: a played one keeps its reason."""
    g = REGISTRY.get("bierspiel")
    s = g.new_deal(players=4, dealer=0, seed=3)
    while not s.history:
        s = g.apply(s, g.legal_actions(s)[0])
    assert g.trick_reason(s) or g.trick_notes(s)[0]
