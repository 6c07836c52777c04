"""The Play page's "Review this deal" asks by the deal's result: it asked "Where did you lose?"
after every deal, one the learner won too (Forty-Five: "You score 5. You win 4 tricks to 1").
The question now follows the learner's result as the Play page's result line gives it (the
game's verdict, else the engine's settlement for his account)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from apptools import go
from streamlit.testing.v1 import AppTest
from test_hand_review import PLAYABLE, finished_table

from engine.game import REGISTRY, Action
from ui.pages.review_hand import question
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def last(acts: list[Action]) -> Action:
    return acts[-1]


def first(acts: list[Action]) -> Action:
    return acts[0]


def _caption(
    app: OpenApp, game_id: str, choose: Callable[[list[Action]], Action], seed: int
) -> str:
    t = finished_table(game_id, seed=seed, choose=choose)
    at = app()
    at.session_state[f"{game_id}:table"] = t
    go(at, f"{game_id}:play")
    assert not at.exception, at.exception
    return next(c.value for c in at.caption if "judges each of your decisions" in c.value)


def test_a_won_deal_is_not_asked_where_it_was_lost(app: OpenApp) -> None:
    # Forty-Five, seed 0, the learner taking the last action on offer: "You score 5"
    t = finished_table("forty_five", seed=0, choose=last)
    verdict = game_ui("forty_five").verdict
    assert verdict is not None and verdict(t.state, t.seat)[0] == "success"
    text = _caption(app, "forty_five", last, 0)
    assert "Where did you lose?" not in text, text
    assert text.startswith("You won: could you have won more?"), text


def test_a_lost_deal_is_asked_where_it_was_lost(app: OpenApp) -> None:
    # Forty-Five, seed 1, the first action on offer: "You lost this deal: P1 scores 5"
    t = finished_table("forty_five", seed=1, choose=first)
    verdict = game_ui("forty_five").verdict
    assert verdict is not None and verdict(t.state, t.seat)[0] == "warning"
    assert _caption(app, "forty_five", first, 1).startswith("Where did you lose?")


@pytest.mark.parametrize("game_id", PLAYABLE)
def test_the_question_follows_the_result_line(game_id: str) -> None:
    """Every game the Play page runs: a lost deal is asked where it was lost, a won or even
    one is not (the result line's kind: success won, info even, warning lost)."""
    game = REGISTRY.get(game_id)
    ui = game_ui(game_id)
    verdict = ui.verdict
    for choose in (first, last):
        t = finished_table(game_id, seed=1, choose=choose)
        asked = question(game, t)
        if ui.standing is not None:  # read against the others (test_review_bierspiel_standing)
            rank = ui.standing(t.state, t.seat)
            assert asked.startswith("Another player did better") == (rank < 0), (game_id, asked)
            assert "You won" not in asked and "lose" not in asked, (game_id, asked)
            continue
        if verdict is not None:
            kind = verdict(t.state, t.seat)[0]
        else:
            settle = game.settlement(t.state)
            net = settle.net().get(game_ui(game_id).account(t.state, t.seat), 0) if settle else 0
            kind = "success" if net > 0 else "warning" if net < 0 else "info"
        assert (asked == "Where did you lose?") == (kind == "warning"), (game_id, kind, asked)
        assert (asked.startswith("You won")) == (kind == "success"), (game_id, kind, asked)
