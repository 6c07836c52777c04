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

import os
import random
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
from apptools import go, metrics
from deals import play_out
from streamlit.testing.v1 import AppTest

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
    play_out(game, t, random.Random(seed).choice)
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
    # as many partners as the table seated him with: one at four hands, two at six (the
    # caption said "your partners'" at every table)
    partners = len(game.partners(t.state, SEAT)) - 1
    whose = "your partner's" if partners == 1 else "your partners'"
    said = [c.value for c in at.caption if "played in a partnership" in c.value]
    assert len(said) == 1 and f"tricks are yours and {whose}." in said[0], said


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
    assert (after.partners, after.unknown) == ((None,), 1)  # this side's partners not given


def _old_deals(path: str | Path, *rows: tuple[str, str, int, int]) -> None:
    """A progress file whose deals table is as versions before the side's tricks made it,
    holding ``rows`` (learner, game, net, tricks)."""
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE deals (learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT "
            "NULL, net INTEGER NOT NULL, tricks INTEGER NOT NULL, at REAL NOT NULL)"
        )
        for learner, game, net, tricks in rows:
            db.execute(
                "INSERT INTO deals VALUES (?, ?, 'v', ?, ?, 1.0)", (learner, game, net, tricks)
            )
    db.close()


def _captions(at: AppTest) -> list[str]:
    return [c.value for c in at.caption if "tricks" in c.value]


def test_a_deal_from_before_is_not_said_to_be_played_alone(app: OpenApp) -> None:
    """A Forty-Five deal recorded before the side's tricks were kept may have been played by
    four, a partner's tricks lost: Progress counted its tricks as the side's and said "in the
    other 2 deals, yours alone" of it and of a two-hand deal alike. Now the deal played alone
    and the one from before are told apart, and the one from before is said to count the
    learner's own tricks, a partner's not kept."""
    learner = "olddealsfortyfive"
    _old_deals(os.environ["TRICKBOOK_DB"], (learner, "forty_five", 5, 2))
    store = Progress()
    store.record_deal(learner, "forty_five", "v", 10, 1, 3, partners=1)  # four hands
    store.record_deal(learner, "forty_five", "v", -5, 2)  # two hands
    at = app("forty_five:progress", learner=learner)
    assert not at.exception, at.exception
    shown = {m.label: m.value for m in metrics(at)}
    assert (shown["Tricks you took"], shown["Tricks your side took"]) == ("5", "7"), shown
    assert _captions(at) == [
        "In the deal you played in a partnership, your side's tricks are yours and your "
        "partner's; in the deal you played alone, yours alone; in the deal recorded before "
        "Trickbook kept a side's tricks, yours only (a partner's were not kept)."
    ], _captions(at)


@pytest.mark.parametrize(("gid", "told"), [("forty_five", True), ("loo", False)])
def test_deals_from_before_alone_say_whose_tricks_where_a_partner_may_have_played(
    app: OpenApp, gid: str, told: bool
) -> None:
    """Only deals from before: "Tricks won" as ever; in a game some table of which seats
    partners (Game.partners), a line says they count the learner's own tricks."""
    learner = f"olddealsonly{gid.replace('_', '')}"
    _old_deals(os.environ["TRICKBOOK_DB"], (learner, gid, 5, 2), (learner, gid, -3, 1))
    at = app(f"{gid}:progress", learner=learner)
    assert not at.exception, at.exception
    shown = {m.label: m.value for m in metrics(at)}
    assert shown["Tricks won"] == "3" and "Tricks your side took" not in shown, shown
    expected = (
        [
            "Tricks won counts your own: in the 2 deals recorded before Trickbook kept a side's "
            "tricks, a partner's tricks were not kept."
        ]
        if told
        else []
    )
    assert _captions(at) == expected, _captions(at)
