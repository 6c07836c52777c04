"""The deal that ends a game says so in one result box, the game first.

Forty-Five at a game's end (four hands, 390 px) drew two boxes, one under the other: the
deal's ('Your side (P0+P2) won this deal.') and then the game's ('You win the game! Your side
(P0+P2) reaches 45 and wins the game (the game is 45).'), the game's news second and the
win said twice in it. Sixty-Six's game end the same. Now one box: who won the game, then the
deal, coloured by the game's result.

Each game is played with the page's table logic (the learner at P0 moving as the rule of thumb
does) to the deal that ends the game, and that table opened on the page."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import game_won, go
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
GAMES = {"forty_five": 4, "sixty_six": 2}


@pytest.mark.parametrize("seed", [1, 2])
@pytest.mark.parametrize("gid", GAMES)
def test_a_game_won_is_one_box_the_game_first(app: OpenApp, gid: str, seed: int) -> None:
    t = game_won(gid, GAMES[gid], seed)
    ui = game_ui(gid)
    at = app()
    at.session_state[f"{gid}:table"] = t
    go(at, f"{gid}:play")
    boxes = [*at.success, *at.warning, *at.info]
    assert len(boxes) == 1, [b.value for b in boxes]
    (box,) = boxes
    finished = ui.game_over(t.state, t.seat)
    assert box.value.startswith(finished), box.value  # the game first
    assert box.value.lower().count("win the game") + box.value.lower().count("wins the game") == 1
    assert box in (at.success if ui.won_game(t.state, t.seat) else at.warning)
    assert len(box.value) > len(finished)  # and the deal after it
    assert at.button(key=f"{gid}:new_game_after")
