"""Play's line under the table after a pone at six passed says nobody would have played
against him, not that he would not "play against P0 (the dealer)": at six the dealer takes no
cards (seed 002: "when six play the dealer takes no cards"), so the pone who passed had nobody
to play against (482026e's settlement note says the books are silent on what he owes then).
Below six, and at six in Rounce, whose dealer plays, the line is as before."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.pool.rams import RamsFamily
from ui.games.pool import pool_ending

PASS = Action("pass")
CASES = [
    (g.id, n)
    for g in REGISTRY
    if isinstance(g, RamsFamily)
    for n in g.player_counts(g.make_opts(None))
]


def all_pass(game: Any, players: int, seed: int) -> Any:
    """A deal where every declarer passes (the dealer's word first, where the game has one)."""
    s = game.new_deal(players=players, dealer=seed % players, seed=seed)
    while s.phase == "declare":
        legal = game.legal_actions(s)
        s = game.apply(s, PASS if PASS in legal else legal[0])
    return s


def test_the_cases_cover_six_with_and_without_the_dealer() -> None:
    games = {gid: REGISTRY.get(gid) for gid, _ in CASES}
    sits = {gid for gid, n in CASES if n == 6 and games[gid].dealer_sits_out(6)}
    assert {"rams", "bierspiel"} <= sits and ("rounce", 6) in CASES


@pytest.mark.parametrize(("gid", "players"), CASES)
def test_the_pone_paid_line_names_whom_he_would_have_played(gid: str, players: int) -> None:
    game = REGISTRY.get(gid)
    for seed in range(6):
        s = all_pass(game, players, seed)
        assert s.result == "pone_paid", (gid, players, seed, s.result)
        pone, dealer = game.pone(s), s.dealer
        other = next(p for p in range(players) if p not in (pone, dealer))
        lines = {seat: pool_ending(s, seat) or "" for seat in (pone, dealer, other)}
        if game.dealer_sits_out(players):
            assert not s.hands[dealer]
            for line in lines.values():
                assert "play against" not in line, line
                assert "no cards" in line and "nobody would have played against" in line, line
            assert lines[pone].endswith("against you"), lines[pone]
            assert "you, the dealer, hold no cards" in lines[dealer], lines[dealer]
            assert f"the dealer, P{dealer}, holds no cards" in lines[other], lines[other]
        else:
            assert lines[other] == (
                f"Everyone passed, P{pone} (the pone) last, rather than play against "
                f"P{dealer} (the dealer)"
            )
