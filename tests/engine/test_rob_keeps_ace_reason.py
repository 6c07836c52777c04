"""The trump ace's holder who tries to rob with the ace itself is told why, not what he did.

Since 80d9b104 a refusal is said "X is not allowed, because <reason>". Spoil Five's and
Forty-Five's rob_keeps_ace reason opened by restating the move refused: notebook 10 read "not
rob A♠, because P3 robs with the A♠: it stays in his hand beside the 6♠ he takes in, so he must
put out another card", and the Quiz and Play "because you rob with the A♠: ...". The reason is
the rule's (seed 002: the robber "must have at least the ace and the turn-up in trumps"): the
ace is what lets him rob, so it stays beside the turn-up he takes in. Checked told to the
player and said of his seat, through :meth:`Game.refusals` and the refusal of applying the
move, in both games; the rule cited is unchanged.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, IllegalAction
from engine.refusal import Refusal
from engine.scenario import from_dict

SPOIL_FIVE = """
game: spoil_five
players: 3
dealer: 0
turn_card: 9S
hands:
  P0: [2C, 3C, 4C, 6C, 7C]
  P1: [5S, JS, AS, 2H, 3H]
  P2: [KH, QH, 2D, 3D, 4D]
"""
FORTY_FIVE = """
game: forty_five
players: 2
dealer: P0
turn_card: 6C
hands: {P1: [AC, 3C, KH, 9D, 8S]}
"""
CASES = [
    pytest.param("spoil_five", SPOIL_FIVE, "rob AS", "A♠", "9♠", id="spoil_five"),
    pytest.param("forty_five", FORTY_FIVE, "rob AC", "A♣", "6♣", id="forty_five"),
]


def _refused(game_id: str, text: str, move: str) -> tuple[int, list[Refusal]]:
    """The seat to move and the rob_keeps_ace refusals of ``move``: among the game's refusals
    and as applying the move raises it."""
    game = REGISTRY.get(game_id)
    state: Any = from_dict(yaml.safe_load(text), "test").state
    action = Action.parse(move)
    listed = [r for r in game.refusals(state) if r.action == action]
    with pytest.raises(IllegalAction) as e:
        game.apply(state, action)
    return state.to_move, [*listed, *e.value.refusals]


@pytest.mark.parametrize(("game_id", "text", "move", "ace", "turned"), CASES)
def test_rob_keeps_ace_gives_a_reason(
    game_id: str, text: str, move: str, ace: str, turned: str
) -> None:
    seat, refusals = _refused(game_id, text, move)
    assert len(refusals) == 2, refusals  # one listed, one raised
    for r in refusals:
        assert r.rule.id == f"{game_id}.rob_keeps_ace"
        told, said = r.reason, r.reason_of(seat)
        # the move refused is not restated as its reason ("you rob with the A♠: ...")
        assert not re.match(r"(you|P\d) robs? ", told), told
        assert not re.match(r"(you|P\d) robs? ", said), said
        assert told == (
            f"the {ace} is what lets you rob: it stays in your hand beside the {turned} "
            "you take in, so you must put out another card"
        )
        assert said == (
            f"the {ace} is what lets P{seat} rob: it stays in his hand beside the {turned} "
            "he takes in, so he must put out another card"
        )
