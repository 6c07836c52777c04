"""Shared checks for the ``<game>.from_hand`` rules (engine.game.Game.not_held): an action that
names a card its player does not hold is refused by that rule, in the same words in every game,
by ``explain`` and by ``apply``."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random
from typing import Any

import pytest

from engine.cards import CARDS
from engine.game import Action, Game, IllegalAction


def positions(game: Game[Any], seeds: range, **deal: Any) -> Iterator[Any]:
    """Every position of random deals of ``game``, one deal per seed, each with a player count
    the game allows (and ``deal``'s arguments to ``new_deal``)."""
    for seed in seeds:
        rng = Random(seed)
        players = rng.choice(game.player_counts(game.make_opts()))
        s = game.new_deal(players=players, seed=seed, **deal)
        while not game.is_over(s):
            yield s
            s = game.apply(s, rng.choice(game.legal_actions(s)))


def refused_not_held(game: Game[Any], state: Any, action: Action, rule_id: str) -> str:
    """Assert that ``action`` is refused by ``rule_id`` alone, by ``explain`` and by ``apply``
    alike, and that the reason names the player to move and every card named but not held;
    return the reason."""
    seat = game.current_player(state)
    assert seat is not None
    refusals = game.explain(state, action)
    assert [r.rule.id for r in refusals] == [rule_id], (str(action), refusals)
    reason = refusals[0].reason
    hand = state.hands[seat]
    named = [c for c in (action.card, *action.cards) if c is not None]
    missing = [c.pretty for c in named if not hand >> c & 1]
    assert missing and all(m in reason for m in missing), reason
    assert reason.startswith(f"P{seat} does not hold "), reason
    with pytest.raises(IllegalAction) as err:
        game.apply(state, action)
    assert err.value.refusals == tuple(refusals)
    return reason


def absent_card(state: Any, seat: int) -> Any:
    """The lowest card of the pack that ``seat`` does not hold."""
    return next(c for c in CARDS if not state.hands[seat] >> c & 1)
