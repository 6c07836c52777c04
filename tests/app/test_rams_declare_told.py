"""Play's record tells a Rams or Rounce declaration to play as playing the deal, not as a bare
"You play." / "P1 plays." beside the card plays "You play J♠." (ui/games/pool.py rams_tell;
seen on /rounce-play?seed=3 at 1400 px, learner walk)."""

from __future__ import annotations

import pytest

import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from ui.games.pool import rams_tell


@pytest.mark.parametrize("gid", ["rams", "rounce"])
def test_playing_the_deal_is_told_as_such(gid: str) -> None:
    game = REGISTRY.get(gid)
    s = game.new_deal(players=4, seed=1)
    mover = game.current_player(s)
    assert mover is not None and Action("stand") in game.legal_actions(s)
    assert rams_tell(s, mover, Action("stand"), seat=mover) == "You play this deal."
    other = (mover + 1) % 4
    assert rams_tell(s, mover, Action("stand"), seat=other) == f"P{mover} plays this deal."
