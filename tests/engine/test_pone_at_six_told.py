"""The pone at six who will not play is told why he pays a dealer with no cards (brief3).

Rams and Bierspiel (Rams' pone rule: "If all pass except the pone, he must play against the
dealer ... If he declines to play, he must pay the dealer five counters", seed 002): at six "the
dealer takes no cards", and neither Foster nor Trickbook's rules notes say what the pone owes
then. The engine keeps the rule as worded: everyone before the pone passed, he passed too, and
he paid the dealer 5 (Bierspiel: took a fresh cross), though had he played he would have played
every trick alone (f30161d's note tells that player so). The settlement said only 'Everyone
before P5 (the pone) passed: he pays the dealer 5 to drop, and the pool stays'. Now a note,
citing the six-player rule as the lone player's does, says the text is silent and what the app
does. Every game of the Rams family whose dealer sits out at some table is checked.
"""

from __future__ import annotations

from typing import Any

import pytest
from narrow import rams_family, settled

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.pool.rams import RamsFamily
from ui.games.pool_result import pool_ending

PASS = Action("pass")
GAMES = [
    g.id
    for g in REGISTRY
    if isinstance(g, RamsFamily) and any(g.dealer_sits_out(n) for n in range(3, 10))
]


def all_pass(game: Any, players: int, seed: int) -> Any:
    """A deal where every declarer passes (the dealer's word first, where the game has one)."""
    s = game.new_deal(players=players, dealer=seed % players, seed=seed)
    while s.phase == "declare":
        legal = game.legal_actions(s)
        s = game.apply(s, PASS if PASS in legal else legal[0])
    return s


def test_the_games_checked() -> None:
    assert {"rams", "bierspiel"} <= set(GAMES)


@pytest.mark.parametrize("gid", GAMES)
def test_the_pone_who_pays_a_dealer_with_no_cards_is_told_why(gid: str) -> None:
    game = rams_family(gid)
    rule = game.rule("players")
    for seed in range(12):
        s = all_pass(game, 6, seed)
        pone = game.pone(s)
        assert s.result == "pone_paid" and not s.hands[s.dealer]
        settle = settled(game, s)
        assert [t.payer for t in settle.transfers if t.amount][0] == f"P{pone}"
        notes = [n for n in settle.notes if n.rule == rule.id]
        assert len(notes) == 1, [n.told(-1) for n in settle.notes]
        told, said = notes[0].told(pone), notes[0].told(-1)
        assert f"the dealer (P{s.dealer}) takes no cards" in said
        assert "Foster does not say what the pone owes" in said
        assert f"P{pone} pays for not playing" in said, said
        assert "so you pay for not playing, though you would have played" in told, told


@pytest.mark.parametrize("gid", GAMES)
def test_no_such_note_where_the_dealer_holds_cards(gid: str) -> None:
    game = rams_family(gid)
    for players in (3, 4, 5):
        for seed in range(6):
            s = all_pass(game, players, seed)
            assert s.result == "pone_paid" and s.hands[s.dealer]
            settle = settled(game, s)
            assert not [n for n in settle.notes if n.rule == game.rule("players").id]


# Play's line under the table after such a deal (ui.games.pool.pool_ending) said the pone passed
# "rather than play against P0 (the dealer)", a dealer with no cards: it says nobody would have
# played against him. Below six, and Rounce at six (its dealer plays), the line is as before.
CASES = [
    (g.id, n)
    for g in REGISTRY
    if isinstance(g, RamsFamily)
    for n in g.player_counts(g.make_opts(None))
]


def test_the_cases_cover_six_with_and_without_the_dealer() -> None:
    games = {gid: rams_family(gid) for gid, _ in CASES}
    sits = {gid for gid, n in CASES if n == 6 and games[gid].dealer_sits_out(6)}
    assert {"rams", "bierspiel"} <= sits and ("rounce", 6) in CASES


@pytest.mark.parametrize(("gid", "players"), CASES)
def test_the_pone_paid_line_names_whom_he_would_have_played(gid: str, players: int) -> None:
    game = rams_family(gid)
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
            # (what the pass costs him is his transfer's move, said after the line)
            assert "nobody would have played against you" in lines[pone], lines[pone]
            assert "you (the dealer) hold no cards" in lines[dealer], lines[dealer]
            assert f"P{dealer} (the dealer) holds no cards" in lines[other], lines[other]
        else:
            assert lines[other].startswith(
                f"Everyone passed, P{pone} (the pone) last, rather than play against "
                f"P{dealer} (the dealer)"
            )
