"""A trick of one card says why it is won as it is: the only card played to it. Rams and
Bierspiel at six, everyone else passing, leave one player alone (the dealer takes no cards,
seed 002), and every trick holds his card alone; Play explained each 'A♣ is the highest trump
(♣) in the trick', a comparison with no other card (walk7). A trick of two or more cards keeps
its reason."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.game import REGISTRY, Action
from engine.games.pool.rams import RamsFamily

GAMES = [g.id for g in REGISTRY if isinstance(g, RamsFamily) and g.dealer_sits_out(6)]


def lone_deal(game: Any, seed: int) -> Any:
    """A six-hand deal where the first to declare plays and everyone else passes (the
    dealer's own word first, where the game has one), played to its end, lowest card first."""
    s = game.new_deal(players=6, dealer=0, seed=seed)
    first = True
    while s.phase == "declare":
        legal = game.legal_actions(s)
        words = {a.kind for a in legal}
        if "stand" in words and first and game.current_player(s) != s.dealer:
            s, first = game.apply(s, Action("stand")), False
        else:
            s = game.apply(s, Action("pass") if "pass" in words else legal[0])
    return s


@pytest.mark.parametrize("gid", GAMES)
def test_a_lone_players_trick_is_his_as_the_only_card(gid: str) -> None:
    game = REGISTRY.get(gid)
    seen = 0
    for seed in range(20):
        s = lone_deal(game, seed)
        while not game.is_over(s):
            s = game.apply(s, game.legal_actions(s)[0])
            if s.history and len(s.history[-1][0]) == 1 and not s.trick:
                reason = game.trick_reason(s)
                card = s.history[-1][0][0][1]
                assert reason in ("", f"{CARDS[card].pretty} is the only card played to the trick")
                assert "highest" not in reason, reason
                seen += reason != ""
    assert seen >= 20, seen  # lone tricks met and explained


def test_a_trick_of_several_cards_keeps_its_reason() -> None:
    game = REGISTRY.get("rams")
    s = game.new_deal(players=4, dealer=0, seed=3)
    while not s.history:
        s = game.apply(s, game.legal_actions(s)[0])
    assert len(s.history[0][0]) >= 2
    assert "only card" not in game.trick_reason(s)
    assert "highest" in game.trick_reason(s)
