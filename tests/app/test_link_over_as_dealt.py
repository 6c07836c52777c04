"""A Play link whose deal is over as it is dealt is the teacher's example, not a deal played.

Learner walk: /five_card_loo-play?seed=17&players=5 deals P4 a flush (Q♠ J♠ 9♠ 6♠ 3♠), who
shows it and takes the pool before anyone declares. Opened three times, Progress read
"Deals 3" and "Counters won or lost (red) -15": each open dealt the finished deal afresh (a link
without the table's mark, 6677d0b) and each recorded it, though the learner made no move in
any of them. Such a deal is shown as before (its result and the table's running sheet), but
Progress counts only the deals he played: a deal dealt after it (Next deal) counts."""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

from apptools import click, go, metrics
from deals import play_out
from streamlit.testing.v1 import AppTest
from test_links import _address, _open
from test_settlement_table_play import amount

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table
from ui.tables import deal_change

GID = "five_card_loo"
LINK = {"seed": "17", "players": "5", "seat": "0", "computer": "random"}
OpenApp = Callable[..., AppTest]


def _progress(at: AppTest) -> dict[str, str]:
    go(at, f"{GID}:progress")
    return {m.label: m.value for m in metrics(at)}


def test_a_link_over_as_dealt_is_not_counted_however_often_it_is_opened(app: OpenApp) -> None:
    game = REGISTRY.get(GID)
    dealt = game.new_deal(players=5, dealer=4, seed=17, variant=game.default_variant)
    assert game.is_over(dealt) and dealt.flushes  # (the engine's: a flush shown at the deal)
    for _ in range(3):  # the teacher's link, opened three times
        at = _open(f"{GID}:play", **LINK)
        t: Table = at.session_state[f"{GID}:table"]
        assert str(t.start) == str(dealt) and game.is_over(t.state) and not t.deals[0][1]
        assert any("flush" in e for e in t.events), t.events  # shown as before
    reload = _open(f"{GID}:play", **_address(at))  # and reloaded: the same table
    assert reload.session_state[f"{GID}:table"].hand == t.hand
    shown = _progress(reload)
    assert shown["Deals"] == "0" and shown["Tricks won"] == "0", shown
    # a deal he plays at that table counts, its counters as the table shows them
    go(reload, f"{GID}:play")
    click(reload, f"{GID}:next_deal")
    t = reload.session_state[f"{GID}:table"]
    assert t.deal_no == 2
    play_out(game, t, random.Random(17).choice)
    reload.run()
    assert not reload.exception, reload.exception
    shown = _progress(reload)
    assert shown["Deals"] == "1", shown
    (won,) = [v for k, v in shown.items() if k.startswith("Counters won or lost")]
    change = Fraction(deal_change(game, t.state, t.seat), game.units_per_counter)
    assert amount(won) == change, (won, change)
