"""A deal's settlement rows come once the deal is over, as engine.errors.NotNow documents ('a
deal still in play for what only a finished deal has (its settlement rows, ...)'): the pool
games' settlement_rows gave a table of zeros for a deal in play (Loo's 'receives 0, pays 0,
net 0' for every seat, with the counters before the deal), Sixty-Six, Spoil Five, Napoleon and
Linger Longer likewise, Forty-Five an empty table; notebook 01 guarded its cell with
ui.widgets.played_out for it. Now every game refuses them with NotNow in plain words, and a
finished deal's table is as before: one row a player (or side), the pool's too."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Game, NotNow


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_settlement_rows_wait_for_the_end_of_the_deal(game: Game[Any]) -> None:
    for players in game.player_counts(game.make_opts(None))[:2]:
        for seed in range(3):
            rng = random.Random(seed)
            state = game.new_deal(players=players, dealer=0, seed=seed)
            moves = 0
            while not game.is_over(state):
                with pytest.raises(
                    NotNow, match=f"^the {game.deal_word} is still in play: its settlement"
                ):
                    game.settlement_rows(state)
                state = game.apply(state, rng.choice(list(game.legal_actions(state))))
                moves += 1
            assert moves, "not vacuous: a deal in play was asked"
            rows = game.settlement_rows(state)
            assert rows and all(isinstance(r, dict) for r in rows)


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_the_check_is_game_s_own_and_the_rows_the_game_s(
    game: Game[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    """settlement_rows was written in every game, each calling Game.require_over first by
    hand: a game that forgot it gave rows for a deal in play. It is now Game's final method,
    the check and then the game's settled_rows, which is never asked of a deal in play."""
    assert type(game).settlement_rows is Game.settlement_rows
    asked: list[bool] = []
    rows_of = game.settled_rows

    def watched(state: Any) -> list[dict[str, Any]]:
        asked.append(game.is_over(state))
        return rows_of(state)

    monkeypatch.setattr(game, "settled_rows", watched)
    rng = random.Random(1)
    state = game.new_deal(players=game.usual_players(game.make_opts(None)), dealer=0, seed=1)
    while not game.is_over(state):
        with pytest.raises(NotNow):
            game.settlement_rows(state)
        state = game.apply(state, rng.choice(list(game.legal_actions(state))))
    assert game.settlement_rows(state) == rows_of(state)
    assert asked == [True]
