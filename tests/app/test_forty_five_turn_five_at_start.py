"""Under Forty-Five's ``dealer_turn_five`` the dealer's side scores 5 the moment an ace or a King
is turned up, before a card is played (seed 002: "counting five for the dealer's side if the ace
or King is turned up"). Play's points box said "P0 0, P1 0 · before this deal" through the whole
deal, the 5 first shown in the settlement: a learner who chose the reading saw no sign of it
while he played. The box now says the 5 beside the points before the deal."""

from __future__ import annotations

import re
from html import unescape

from apptools import everything
from rob_pages import OpenApp, RobPages

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.games.forty_five import FORTY_FIVE
from ui.pages import play

G = FORTY_FIVE


def test_the_turn_up_s_five_shown_while_the_deal_is_played(app: OpenApp) -> None:
    p = RobPages(G)
    p.settings = {**p.settings, "variant": "dealer_turn_five"}
    cfg = p.setup(2)
    seed = next(
        s
        for s in range(200)
        if CARDS[play.new_table(G, dict(cfg), p.settings, s).state.turned].rank in (13, 14)
    )
    gid = G.id
    settings = {f"{gid}__seed": seed, f"{gid}__play_cfg": dict(cfg), f"{gid}__settings": p.settings}
    at = app(f"{gid}:play", **settings)
    assert not at.exception, at.exception
    t = p.table(at)
    assert t.state.opts.dealer_turn_five and not G.is_over(t.state)
    card = CARDS[t.state.turned].pretty
    # the table's HTML: a red card on its chip, an apostrophe escaped
    words = unescape(re.sub(r"<[^>]+>", "", everything(at)))
    assert f"the {card} turned up counts 5 for the dealer's side" in words
