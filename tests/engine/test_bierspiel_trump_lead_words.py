"""Why a Bierspiel trump lead is due reads as a sentence that says who plays, on every path
that says it. The reason had opened "2 play, so a trump must be led to the first trick": a
digit for a subject, shown on /bierspiel-play as "You cannot play K♣. 2 play, so ...".

Seed 002: "If only two declare to play, a trump must be led for the first trick; if three play,
trumps must be led twice; if four play, three times." (five in: four, this app's reading of
one lead fewer than the players in, bierspiel.trump_leads' note.)

Five at the table (P0 deals, ♠ trumps); P1, the eldest, leads::

    P1 holds A♠ 7♦ K♥ Q♥ 8♣  → must lead a trump (the 7♦ is one): K♥ refused, trump_leads
    P1 holds 9♥ 9♣ K♦ Q♣ A♥  → no trump: a nine face down; K♦ refused, face_down
    P1 holds A♠ 7♦ K♠ 8♠ 9♠  → every card a trump: any may go, trump_leads
    P1 holds Q♥ Q♣ Q♦ (trick 3) → no trump, one rank: any face down, face_down
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.cards import Card
from engine.game import REGISTRY, play
from engine.scenario import from_dict

G = REGISTRY.get("bierspiel")
SEATS = ("P1", "P2", "P3", "P4", "P0")  # the order they declare in, the dealer last
# the seed's count, in the words a learner reads: players in -> the tricks a trump is led to
SAID = {
    2: "two players are playing this deal, so a trump must be led to the first trick",
    3: "three players are playing this deal, so a trump must be led to the first two tricks",
    4: "four players are playing this deal, so a trump must be led to the first three tricks",
    5: "five players are playing this deal, so a trump must be led to the first four tricks",
}


def _state(players_in: int, hand: list[str], tricks: int = 0) -> Any:
    """P1 to lead with ``hand``, the first ``players_in`` of P1, P2, P3, P4, P0 playing."""
    decl = {p: "stand" if i < players_in - 1 or p == "P0" else "pass" for i, p in enumerate(SEATS)}
    doc: dict[str, Any] = {
        "game": "bierspiel",
        "players": 5,
        "dealer": "P0",
        "turn_card": "10S",
        "declarations": decl,
        "hands": {"P1": hand},
    }
    if tricks:
        doc |= {"tricks_won": {"P1": tricks}, "leader": "P1"}
    s = from_dict(yaml.safe_load(yaml.safe_dump(doc)), "t").state
    assert len(s.active) == players_in and s.to_move == 1
    return s


def _refused(s: Any, card: str) -> tuple[str, str]:
    found = G.explain(s, play(Card.parse(card)))
    assert found, card
    return found[0].rule.id, found[0].reason  # as the learner reads it, said to "you"


def _ground(s: Any, card: str) -> tuple[str, str]:
    found = G.grounds(s, play(Card.parse(card)))
    # who leads (the eldest hand playing, or the last trick's winner), then what he owes
    who = "bierspiel.eldest_leads" if not s.history else "bierspiel.winner_leads"
    assert [g.rule.id for g in found][:1] == [who] and len(found) == 2, (card, found)
    return found[1].rule.id, found[1].reason


@pytest.mark.parametrize("players_in", sorted(SAID))
def test_a_due_trump_lead_says_who_plays_in_words(players_in: int) -> None:
    said = SAID[players_in]
    rule, why = _refused(_state(players_in, ["AS", "7D", "KH", "QH", "8C"]), "KH")
    assert rule == "bierspiel.trump_leads"
    assert why.startswith(f"{said}; you must lead a trump"), why
    rule, why = _refused(_state(players_in, ["9H", "9C", "KD", "QC", "AH"]), "KD")
    assert rule == "bierspiel.face_down"
    assert why.startswith(f"{said}; you have no trump"), why
    rule, why = _ground(_state(players_in, ["AS", "7D", "KS", "8S", "9S"]), "KS")
    assert rule == "bierspiel.trump_leads"
    assert why == f"{said}: every card you hold is a trump", why
    if players_in >= 4:  # three cards of one rank and no trump: trick 3, still a trump lead
        rule, why = _ground(_state(players_in, ["QH", "QC", "QD"], tricks=2), "QC")
        assert rule == "bierspiel.face_down"
        assert why.startswith(f"{said}; you hold no trump"), why


def test_the_refusal_on_play_opens_with_a_word() -> None:
    """The Play page writes "You cannot play K♥. " and the reason with a capital: a word."""
    s = _state(2, ["AS", "7D", "KH", "QH", "8C"])
    msg = G.explain(s, play(Card.parse("KH")))[0].message_plain()
    assert msg[0].isalpha() and msg.startswith("two players are playing this deal"), msg
