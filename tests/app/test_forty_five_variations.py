"""Foster's two minor variations of Forty-Five through the Play page (AppTest), each read as
its named reading is chosen in Play's settings: the learner robs with the King (the trump ace in
the pack) by the page's own button, and a deal whose turn-up is an ace or a King ends with the
dealer's side's 5 said on the page beside the odd trick's.

Seeds are found with the page's own table logic, as tests/app/test_forty_five.py finds them."""

from __future__ import annotations

from typing import Any

from apptools import click, everything
from rob_pages import OpenApp, RobPages

import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.games.forty_five import FORTY_FIVE
from ui.pages import play

G = FORTY_FIVE
GID = G.id


def _pages(variant: str) -> RobPages:
    p = RobPages(G)
    p.settings = {**p.settings, "variant": variant}
    return p


def _open(app: OpenApp, p: RobPages, seed: int, cfg: dict[str, Any]) -> Any:
    return app(
        f"{GID}:play",
        **{f"{GID}__seed": seed, f"{GID}__play_cfg": dict(cfg), f"{GID}__settings": p.settings},
    )


def test_rob_with_the_king_through_the_page(app: OpenApp) -> None:
    p = _pages("rob_with_king")
    cfg = p.setup(2)

    def mine(v: Any) -> bool:
        return v.to_move == 0 and v.rob_seat == 0 and v.rob_kind == "king" and v.robber < 0

    seed = next(
        s for s in range(200) if p.play_until(play.new_table(G, dict(cfg), p.settings, s), mine)
    )
    at = _open(app, p, seed, cfg)
    t = p.table(at)
    assert t.state.opts.rob_with_king and p.play_until(t, mine)
    at.run()
    hand, turned = t.state.hands[0], t.state.turned
    king = next(c for c in range(52) if hand >> c & 1 and CARDS[c].rank == 13)
    assert CARDS[king].suit == CARDS[turned].suit
    assert at.button(key=f"{GID}:act:rob {CARDS[king].code}").disabled  # the King stays
    put = next(c for c in range(52) if hand >> c & 1 and c != king)
    click(at, f"{GID}:act:rob {CARDS[put].code}")
    s = p.table(at).state
    assert s.robber == 0 and s.hands[0] >> turned & 1 and s.hands[0] >> king & 1
    assert f"You rob: put out the {CARDS[put].pretty}" in "\n".join(p.table(at).events)


def test_dealer_turn_five_through_the_page(app: OpenApp) -> None:
    p = _pages("dealer_turn_five")
    cfg = p.setup(2)

    def turned_up(s: int) -> bool:
        return CARDS[play.new_table(G, dict(cfg), p.settings, s).state.turned].rank in (13, 14)

    seed = next(s for s in range(200) if turned_up(s))
    at = _open(app, p, seed, cfg)
    t = p.table(at)
    assert t.state.opts.dealer_turn_five
    assert not p.play_until(t)  # the deal played to its end by the page's table logic
    at.run()
    assert not at.exception, at.exception
    card, dealer = CARDS[t.state.turned].pretty, t.state.dealer
    who = "you score" if dealer == 0 else f"P{dealer} scores"
    said = f"turned up counts 5 for the dealer's side: {who} 5 points"
    assert p.table(at).events[-1].endswith(f"; the {card} {said}.")  # the log's last line
    assert said in everything(at)  # the settlement's line (its card drawn in red)
    assert f"the {card} turned up counts 5 for the dealer" in everything(at)  # sheet and log
