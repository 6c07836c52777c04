"""Progress counts a deal's counters as Play's tables do: stakes and antes taken in.

A learner walk (Spoil Five on Play, seed 155, four players: the learner robbed, took three
tricks, jinked and won all five) read "Counters won: 12" on Progress, what the settlement paid
him (9 + 3), while Play's "Counters across deals" rose by 10 for that deal: he had staked 2 into
the pool as it was dealt. Play recorded the settlement's net alone; it now records
:func:`ui.tables.deal_change` (net + stake), the figure the settlement table's "stake" +
"counters" columns add up to. The result line says both: "You take the pool of 9 and a counter
from each of the 3 others. With your stake of 2, this deal leaves you +10." Loo's dealer antes in the same way. Deals recorded before keep their figure.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from fractions import Fraction

import pytest
from apptools import click, go, html_tables, metrics
from deals import play_out
from streamlit.testing.v1 import AppTest
from test_settlement_table_play import amount, net_column

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table
from ui.progress import Progress
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]
LEARNER = "learnerstake001"
SEAT = 1


def _result_line(at: AppTest) -> str:
    return " ".join(x.value for x in [*at.success, *at.info, *at.warning])


@pytest.mark.parametrize(("gid", "deals"), [("spoil_five", 1), ("loo", 2)])
def test_progress_counts_what_the_tables_show(app: OpenApp, gid: str, deals: int) -> None:
    """Spoil Five's first deal (every seat stakes), Loo's first two (the learner, P1, deals
        the second and antes 3): Progress's sum is the change in the learner's column of the
        running table, each deal's stake + net on the settlement table, and "Counters won or lost" on
    the Progress page."""
    game = REGISTRY.get(gid)
    cfg = {"players": 4, "seat": SEAT, "bots": "random"}
    at = app(f"{gid}:play", seed=155, learner=LEARNER, **{f"{gid}__play_cfg": cfg})
    word = game_ui(gid).stakes_word
    shown, lines = Fraction(0), []
    for deal in range(deals):
        if deal:
            click(at, f"{gid}:next_deal")
        t: Table = at.session_state[f"{gid}:table"]
        play_out(game, t, random.Random(155 + deal).choice)
        at.run()
        assert not at.exception, at.exception
        you = next(
            r for tb in html_tables(at) for r in tb if str(next(iter(r.values()))) == "P1 (you)"
        )
        staked = amount(you.get(word, 0))
        shown += staked + amount(you[net_column(you)])
        if staked:
            lines.append(
                (f"With your {word} of {amount(-staked)}, this deal leaves you", _result_line(at))
            )
    running = next(tb for tb in html_tables(at) if tb and "pool after" in tb[0])
    change = amount(running[-1]["P1"]) - amount(running[0]["P1"])
    assert shown == change
    stats = Progress().deal_stats(LEARNER, gid)
    assert stats.played == deals
    assert Fraction(stats.net, game.units_per_counter) == change, (stats, running)
    assert lines and all(said in line for said, line in lines), lines
    go(at, f"{gid}:progress")
    (won,) = [m.value for m in metrics(at) if m.label.startswith("Counters won or lost")]
    assert amount(won) == change, (won, change)
