"""Progress counts a partnership's tricks as the side's, and says so.

Forty-Five by four or six and four-hand Sixty-Six are played in two partnerships: the tricks
a partner takes are the side's, as the deal's result line and its score say ("Your side
(P1+P3) scores 10"). Progress's "Tricks won" summed the learner's own seat's tricks alone
(Play recorded ``state.tricks[seat]``), so a deal his partner carried read as one he had lost.
Play now records his side's tricks beside his own (``Game.partners``); Progress shows both
once he has played in a partnership, "Tricks you took" and "Tricks your side took", and a deal
played alone (two-hand) counts his own in both. A database from before keeps its rows: their
tricks were his own, and count so.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from apptools import go, metrics
from streamlit.testing.v1 import AppTest
from test_deal_told_to_you import play_out

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY
from ui.play_table import Table
from ui.progress import Progress

OpenApp = Callable[..., AppTest]
SEAT = 1


def _won(t: Table, seats: set[int]) -> int:
    """Tricks the finished deal's history gives to ``seats``."""
    return sum(1 for _, winner in t.state.history if winner in seats)


@pytest.mark.parametrize(
    ("gid", "players", "seed"), [("forty_five", 4, 3), ("forty_five", 6, 5), ("sixty_six", 4, 3)]
)
def test_progress_counts_the_tricks_of_the_learner_s_side(
    app: OpenApp, gid: str, players: int, seed: int
) -> None:
    """A partnership deal played out on Play (partners sit alternately, so the learner's side
    is the seats of his parity): the store and the Progress page give his own tricks and his
    side's, and the partners took tricks he did not."""
    game = REGISTRY.get(gid)
    learner = f"partnership{gid.replace('_', '')}{players}"
    cfg = {"players": players, "seat": SEAT, "bots": "random"}
    at = app(f"{gid}:play", seed=seed, learner=learner, **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(game, t, seed)
    at.run()
    assert not at.exception, at.exception
    own = _won(t, {SEAT})
    side = _won(t, {p for p in range(players) if p % 2 == SEAT % 2})
    assert side > own, (own, side)  # his partners took tricks: the deal tells the two apart
    stats = Progress().deal_stats(learner, gid)
    assert (stats.played, stats.tricks, stats.side_tricks, stats.partnered) == (1, own, side, 1)
    go(at, f"{gid}:progress")
    assert not at.exception, at.exception
    shown = {m.label: m.value for m in metrics(at)}
    assert shown["Tricks you took"] == str(own), shown
    assert shown["Tricks your side took"] == str(side), shown
    assert "Tricks won" not in shown, shown
    assert any("played in a partnership" in c.value for c in at.caption), [
        c.value for c in at.caption
    ]


def test_a_database_from_before_keeps_its_deals(tmp_path: Path) -> None:
    """Deals recorded before the side's tricks were kept count as the learner's own (they
    were); a partnership deal recorded after adds its side's tricks to the side's figure."""
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:  # the deals table as older versions made it
        db.execute(
            "CREATE TABLE deals (learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT "
            "NULL, net INTEGER NOT NULL, tricks INTEGER NOT NULL, at REAL NOT NULL)"
        )
        db.execute("INSERT INTO deals VALUES ('oldlearner01', 'forty_five', 'v', 5, 2, 1.0)")
    db.close()
    store = Progress(path)
    before = store.deal_stats("oldlearner01", "forty_five")
    assert (before.played, before.tricks, before.side_tricks, before.partnered) == (1, 2, 2, 0)
    store.record_deal("oldlearner01", "forty_five", "v", 10, 1, 3)
    store.record_deal("oldlearner01", "forty_five", "v", -5, 2)  # a two-hand deal
    after = Progress(path).deal_stats("oldlearner01", "forty_five")
    assert (after.played, after.net, after.tricks, after.side_tricks, after.partnered) == (
        3,
        10,
        5,
        7,
        1,
    )
