"""Bierspiel at six: the dealer takes no cards, so a player whom everyone else leaves alone
plays unopposed, and the settlement says why, as Rams' does (f30161d).

Bierspiel is "a popular form of Rams" (seed 002) and plays Rams' "Any number from three to
six may play; but when six play the dealer takes no cards" as bierspiel.players. At six, the
eldest played, P2 to P5 passed, and he played the five tricks alone, each a trick of one
card; the chalk said only "P1 won 5 tricks and wipes out 5 points". Now a note, citing
bierspiel.players, says that nobody played against him and why (Rams' own words and code:
rams_settlement.unopposed_notes).
"""

from __future__ import annotations

from engine.game import Action
from engine.games.pool.bierspiel import BIERSPIEL
from engine.games.pool.state import PoolState

PASS, STAND = Action("pass"), Action("stand")


def lone_deal(players: int, seed: int, standing: int = 1) -> PoolState:
    """The dealer says "Auf"; the first ``standing`` declarers play, every later one passes
    where he may (the dealer below six must play against one); then the cards are played."""
    s = BIERSPIEL.new_deal(players=players, seed=seed)
    stood = 0
    while s.phase == "declare":
        legal = BIERSPIEL.legal_actions(s)
        if STAND in legal and (stood < standing or PASS not in legal):
            s, stood = BIERSPIEL.apply(s, STAND), stood + 1
        else:
            s = BIERSPIEL.apply(s, PASS if PASS in legal else legal[0])
    while s.phase == "play":
        s = BIERSPIEL.apply(s, BIERSPIEL.legal_actions(s)[0])
    return s


def unopposed(s: PoolState) -> list[str]:
    settled = BIERSPIEL.settlement(s)
    assert settled is not None
    return [n.told(-1) for n in settled.notes if n.rule == "bierspiel.players"]


def test_a_lone_player_at_six_is_told_nobody_played_against_him() -> None:
    rule = BIERSPIEL.rule("players")
    assert "when six play the dealer takes no cards" in rule.quote
    for seed in range(20):
        s = lone_deal(6, seed)
        (p,) = s.active
        assert not s.hands[s.dealer] and s.tricks[p] == BIERSPIEL.spec.hand
        settled = BIERSPIEL.settlement(s)
        assert settled is not None
        notes = [n for n in settled.notes if n.rule == rule.id]
        assert len(notes) == 1, [n.told(-1) for n in settled.notes]
        told = notes[0].told(p)
        assert told.startswith("Nobody played against you: everyone else passed"), told
        assert f"the dealer (P{s.dealer}) takes no cards" in told
        assert f"Nobody played against P{p}" in notes[0].told(-1)


def test_nothing_is_noted_where_someone_played_against_him() -> None:
    for seed in range(10):
        s = lone_deal(6, seed, standing=2)
        assert len(s.active) == 2 and not unopposed(s)
        for players in (3, 4, 5):  # the dealer plays against a lone player
            s = lone_deal(players, seed)
            assert s.dealer in s.active and len(s.active) == 2, s.declarations
            assert not unopposed(s)
