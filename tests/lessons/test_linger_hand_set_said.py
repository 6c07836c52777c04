"""A Linger Longer Learn step whose position no game reaches says it is set up by hand (learner
walk at 1400 px, 2026-12-02: /?game=linger_longer&step=last_trick showed an empty stock as the
plain end of a game, and two steps later stock_out says a game dealt from a full pack never
empties it, "It matters only in a position set up by hand, like this one")."""

from __future__ import annotations

from engine.games.linger_longer.scenario import unreachable
from lessons import load


def test_a_step_with_a_stock_no_game_empties_says_it_is_set_up_by_hand() -> None:
    lesson = load("linger_longer")
    hand_set = []
    for step in lesson.steps:
        scn = step.scenario
        if scn is None or scn.data.get("variant") == "reshuffle":
            continue
        stock, n = scn.data.get("stock"), int(scn.data["players"])
        # the engine's own word on it: an empty stock is the one size unreachable() leaves
        # unjudged, because no deal from a full pack (52 - n*n cards in the stock) empties it
        if stock == 0 and unreachable(n, 0, [n] * n) is None and 52 - n * n > 0:
            hand_set.append(step.id)
            assert "set up by hand" in " ".join(step.text.split()), step.id
    assert "last_trick" in hand_set and "stock_out" in hand_set
