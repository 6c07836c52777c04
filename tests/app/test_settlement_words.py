"""The settlement table's declarations in the app's words, as the Play page's buttons say
them ("Take the widow", "Pass", "Play", "Nap (all 5)"), not the engine's ("widow", "pass",
"stand", "nap"): the table on Play's deal record, for a deal of each game that declares or
bids. ``settlement_json`` (``trickbook answer``) keeps the engine's words."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from apptools import html_tables
from deals import play_out
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui.play_table import Table, action_label, rows_in_app_words
from ui.tables import game_ui

OpenApp = Callable[..., AppTest]


def _says_declarations(game: Game[Any]) -> bool:
    """Does the game's settlement table name declarations (a seeded random deal's rows hold
    one of its words)? Sixty-Six's and Spoil Five's have no such column."""
    rng = random.Random(0)
    s = game.new_deal(players=game.player_counts(game.make_opts(None))[-1], seed=0)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    return any(v in game.declaration_words for r in game.settlement_rows(s) for v in r.values())


GAMES = [g.id for g in REGISTRY if game_ui(g.id).play and _says_declarations(g)]


@pytest.mark.parametrize("gid", GAMES)
def test_the_settlement_table_says_declarations_as_the_buttons_do(app: OpenApp, gid: str) -> None:
    game = REGISTRY.get(gid)
    players = game.player_counts(game.make_opts(None))[0]
    cfg = {"players": max(players, 4) if gid != "sixty_six" else 2, "seat": 0, "bots": "random"}
    at = app(f"{gid}:play", **{f"{gid}__play_cfg": cfg})
    t: Table = at.session_state[f"{gid}:table"]
    play_out(game, t, random.Random(1).choice)
    at.run()
    assert not at.exception, at.exception
    s = t.state
    rows = game.settlement_rows(s)
    labels = {w: action_label(game, s, game.word_action(w)) for w in game.declaration_words}
    # a cell may hold the button's words in lower case already (Rams' and Rounce's 'play')
    labels |= {said.lower(): said for said in list(labels.values())}
    # the page leaves out a column blank in every row (four-hand Sixty-Six's role, no one out)
    kept = {k for k in rows[0] if any(r[k] not in ("", None) for r in rows)}
    shown = next(tb for tb in html_tables(at) if tb and kept <= set(tb[0]))
    said = [c for r in shown for c in r.values()]
    engine_words = [r[k] for r in rows for k in r if isinstance(r[k], str) and r[k] in labels]
    assert engine_words, rows
    for word in engine_words:  # each engine word is shown as its button's words
        assert word not in said and labels[word] in said, (word, shown)
    # the engine's own answer keeps its words
    assert "Take the widow" not in str(game.settlement_json(s))


def test_a_simple_pool_shows_nobody_declaring() -> None:
    """Foster's simple pool has no declaring (loo.looed_simple: 'In a simple everyone
    plays'); the engine keeps a 'stand' for each seat only to close the declaring, and the
    table showed 'Stand' for everyone. It says each plays (simple pool)."""
    game = REGISTRY.get("loo")
    s = game.new_deal(players=5, seed=0)  # the first deal: the dealer's ante alone, a simple
    assert not s.double
    rng = random.Random(1)
    while not game.is_over(s):
        s = game.apply(s, rng.choice(game.legal_actions(s)))
    rows = rows_in_app_words(game, s, game.settlement_rows(s))
    assert [r["declared"] for r in rows[:-1]] == ["plays (simple pool)"] * 5, rows
