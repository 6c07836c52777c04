"""Issue 11, item 4, quick form: random clicking over every registered game's pages.

``make stress`` takes 1,000 random interactions per game (bench/stress_clicks.py); here each
game gets a few, with a seed of its own, so a game registered later is clicked through too.
A failure names the seed and the click path and how to replay it.
"""

from __future__ import annotations

import itertools

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from bench import stress_clicks
from engine.compare import compare
from engine.game import REGISTRY

QUICK_CLICKS = 8
GAMES = [g.id for g in REGISTRY]


@pytest.mark.parametrize("game", GAMES)
def test_random_clicks_quick(game: str) -> None:
    res = stress_clicks.random_clicks(game, QUICK_CLICKS, seed=11)
    assert not res.failures, "\n".join(str(f) for f in res.failures)
    assert res.clicks == QUICK_CLICKS


def test_a_click_path_replays() -> None:
    """The same seed gives the same clicks on the same pages (so a failure replays)."""
    a = stress_clicks.random_clicks(GAMES[0], 8, seed=5)
    b = stress_clicks.random_clicks(GAMES[0], 8, seed=5)
    assert a.path == b.path and len(a.path) > 8


def test_the_checker_sees_a_python_error_on_the_page() -> None:
    """Not vacuous: an exception, or a Python error shown as text, is caught."""
    at = AppTest.from_string(
        "import streamlit as st\nst.warning(\"Could not resume (KeyError: 'hands')\")\n"
        "st.markdown('plain words')\n"
    )
    at.run()
    assert len(stress_clicks.page_errors(at)) == 1
    at = AppTest.from_string("raise RuntimeError('boom')")
    at.run()
    assert stress_clicks.page_errors(at)


# ---- regression tests for what random clicking found ---------------------------------------
# Found by random clicking (rams seed 1, click 22, on the Compare page): a Rams deal compared
# under 'dealer_card_trump_000' and 'simple_pool_compulsory' crashed in the pool family's rule
# of thumb (min() of no cards); fixed by Rams' under_variant (commit 28028a3).
@pytest.mark.parametrize("game", [g for g in REGISTRY if len(g.variants) > 1], ids=lambda g: g.id)
def test_compare_every_pair_of_readings(game) -> None:  # type: ignore[no-untyped-def]
    """Every pair of a game's readings compares on a few deals at every player count both
    allow (the Compare page offers exactly those)."""
    for a, b in itertools.permutations(game.variants, 2):
        lo = max(game.players_range(game.make_opts(v))[0] for v in (a, b))
        hi = min(game.players_range(game.make_opts(v))[1] for v in (a, b))
        for n in range(lo, hi + 1):
            if game.fit_players(game.make_opts(a), n) != n:
                continue
            for seed in range(3):
                compare(game, players=n, seed=seed, variants=(a, b))
