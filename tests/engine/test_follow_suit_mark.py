"""A card that bears the suit led but is no card of it is refused with why (learner walk,
Bierspiel's Learn step seven and Play: P2, holding 7♦ 9♦ K♥ with spades trumps, tried the 7♦
to the 8♦ led and read only "you must follow suit: you hold 9♦", a diamond refused for not
following diamonds). The 7♦ is "always the second-best card of the trump suit" (seed 002);
Pam is a trump only (RULES.md's reading for Five-card Loo). Each is now told: "(the 7♦ is a
trump, not a diamond)"; a card of another suit is refused as before."""

from __future__ import annotations

import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.scenario import answer, from_dict


def _reasons(text: str) -> dict[str, str]:
    a = answer(from_dict(yaml.safe_load(text), "case.yaml"))
    return {r["action"]: r["reason"] for r in a.get("illegal", [])}


def test_bierspiel_seven_of_diamonds_to_a_diamond_lead() -> None:
    why = _reasons(
        "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 2}\n"
        "leader: P1\nhands: {P2: [7D, 9D, KH]}\ntrick: [P1 8D]\n"
    )
    assert why["7D"] == "you must follow suit: you hold 9♦ (the 7♦ is a trump, not a diamond)"
    assert why["KH"] == "you must follow suit: you hold 9♦"


def test_pam_to_a_club_lead() -> None:
    why = _reasons(
        "game: five_card_loo\nplayers: 5\npool: 5\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [JC, 3C, 8D, 9D, 2S]}\ntrick: [P1 QC]\n"
    )
    assert why["JC"].endswith("(the J♣ is a trump, not a club)"), why
    assert "not a" not in why["2S"]
