"""A position's refusals are built once however often they are asked for in turn
(:meth:`engine.game.Game.kept_refusals`): each refusal's words are built with it, and ``apply``
refused an action through ``explain``, which built every refusal of the position for the one
it wanted; a quiz answer's reasons asked for them two or three times."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.game import REGISTRY, Game, IllegalAction
from engine.quiz import Question, check
from engine.scenario import Scenario


def _refusing(game: Game[Any], seed: int = 0) -> Any:
    """A position of a seeded random deal where two or more moves on offer are refused."""
    rng = random.Random(seed)
    state = game.new_deal(players=4, dealer=0, seed=seed)
    while not game.is_over(state):
        legal = game.legal_actions(state)
        if len([r for r in game.refusals(state) if r.action not in legal]) >= 2:
            return state
        state = game.apply(state, rng.choice(legal))
    return _refusing(game, seed + 1)


def _counted(monkeypatch: pytest.MonkeyPatch, game: Game[Any]) -> list[Any]:
    """The positions ``game.refusals`` is asked about from now on."""
    asked: list[Any] = []
    real = game.refusals

    def refusals(state: Any) -> Any:
        asked.append(state)
        return real(state)

    monkeypatch.setattr(game, "refusals", refusals)
    return asked


@pytest.mark.parametrize("game_id", ["loo", "spoil_five"])  # the pool family's explain, and
def test_refusing_each_move_in_turn_builds_the_refusals_once(  # the protocol's own
    monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    game = REGISTRY.get(game_id)
    state = _refusing(game)
    legal = game.legal_actions(state)
    refused = [r for r in game.refusals(state) if r.action not in legal]
    asked = _counted(monkeypatch, game)
    for r in refused:
        with pytest.raises(IllegalAction) as raised:
            game.apply(state, r.action)
        assert r in raised.value.refusals  # each still refused by its own rule and words
        assert r in game.explain(state, r.action)
    assert len(asked) == 1


def test_a_wrong_answers_reasons_build_the_refusals_once(monkeypatch: pytest.MonkeyPatch) -> None:
    game = REGISTRY.get("loo")
    state = _refusing(game)
    q = Question(
        id="x", kind="legal_cards", prompt="", scenario=Scenario(game=game, state=state, source="")
    )
    wrong = [r.action.card for r in game.refusals(state) if r.action.card is not None]
    asked = _counted(monkeypatch, game)
    fb = check(q, [str(c) for c in wrong])
    assert not fb.correct and fb.missed
    assert len(asked) == 1
