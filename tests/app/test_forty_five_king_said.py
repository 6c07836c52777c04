"""Under Forty-Five's ``rob_with_king`` (840b2ec9) the King's holder may rob where the ace of
trumps lies in the pack, but Play's "Now" box told him "You hold the ace of trumps and may rob
the ... before your first card" (seen on Compare's King side at 1400 px: "P0 holds the ace of
trumps and may rob the Q♣"), a card he does not hold. It now says what lets him rob, as the
engine's position text does: "the King of trumps, the ace not in play"."""

from __future__ import annotations

import re
from html import unescape
from typing import Any

from apptools import everything
from rob_pages import OpenApp, RobPages

import ui.games  # noqa: F401
from engine.games.forty_five import FORTY_FIVE
from ui.games.forty_five import duties_now
from ui.pages import play

G = FORTY_FIVE
KING_SAID = "the King of trumps, the ace not in play, and may rob"


def test_the_king_s_holder_is_told_the_king_lets_him_rob(app: OpenApp) -> None:
    p = RobPages(G)
    p.settings = {**p.settings, "variant": "rob_with_king"}
    cfg = p.setup(2)

    def mine(v: Any) -> bool:
        return v.to_move == 0 and v.rob_seat == 0 and v.rob_kind == "king" and v.robber < 0

    seed = next(
        s for s in range(200) if p.play_until(play.new_table(G, dict(cfg), p.settings, s), mine)
    )
    gid = G.id
    at = app(
        f"{gid}:play",
        **{f"{gid}__seed": seed, f"{gid}__play_cfg": dict(cfg), f"{gid}__settings": p.settings},
    )
    t = p.table(at)
    assert p.play_until(t, mine)
    at.run()
    assert not at.exception, at.exception
    words = unescape(re.sub(r"<[^>]+>", "", everything(at)))  # the table's HTML
    assert f"You hold {KING_SAID}" in words
    assert "hold the ace of trumps" not in words, [w for w in words.split("\n") if "ace" in w]
    assert f"P0 holds {KING_SAID}" in duties_now(t.state)  # said of the seat (Compare)
