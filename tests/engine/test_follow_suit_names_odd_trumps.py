""" "You must follow suit" to a trump lead names why a card of another suit's mark counts:
Five-card Loo's Pam (J♣) to a heart lead, Bierspiel's 7♦ to a trump lead of another suit. The
learner read "you must follow suit: you hold J♣" with the A♥ led and could not see a heart in
it; now " (the J♣ is a trump)" beside another card that follows, and " (a trump)" where the J♣
is the one card listed ("you hold J♣ (the J♣ is a trump)" named it twice running). A lead whose
cards all bear its mark says nothing more."""

from __future__ import annotations

from scenario_answers import ans

PAM = """
game: five_card_loo
players: 4
dealer: P0
trump: H
declarations: {P1: stand, P2: stand, P3: pass, P0: stand}
exchanged: {P1: 0, P2: 1, P0: 2}
hands:
  P2: [JC, 4C, 9S, 2D, 3C]
trick: [P1 AH]
"""


def _reasons(text: str) -> dict[str, str]:
    return {r["action"]: r["reason"] for r in ans(text)["illegal"]}


def test_pam_held_to_a_trump_lead_is_named_a_trump() -> None:
    reasons = _reasons(PAM)
    assert set(reasons) == {"4C", "9S", "2D", "3C"}, reasons
    for reason in reasons.values():
        assert reason == "you must follow suit: you hold J♣ (a trump)", reason


def test_pam_beside_a_heart_is_named() -> None:
    # the 4♥ led (the A♥ would make Pam pass it): the J♣ and the 5♥ both head it
    text = PAM.replace("[JC, 4C, 9S, 2D, 3C]", "[JC, 5H, 9S, 2D, 3C]").replace("P1 AH", "P1 4H")
    reasons = _reasons(text)
    assert set(reasons) == {"9S", "2D", "3C"}, reasons
    for reason in reasons.values():
        assert reason == "you must follow suit: you hold J♣ and 5♥ (the J♣ is a trump)", reason


def test_a_natural_suit_followed_says_nothing_more() -> None:
    reasons = _reasons(PAM.replace("[JC, 4C, 9S, 2D, 3C]", "[7H, 4C, 9S, 2D, 3C]"))
    assert reasons["4C"] == "you must follow suit: you hold 7♥", reasons


def test_bierspiels_seven_of_diamonds_to_a_trump_lead_is_named_a_trump() -> None:
    text = """
game: bierspiel
players: 4
dealer: P0
turn_card: 9S
declarations: {P1: stand, P2: stand, P3: pass, P0: stand}
hands:
  P2: [7D, 8H, KH, QC, 9C]
trick: [P1 AS]
"""
    reasons = _reasons(text)
    assert reasons, "a trump led: the spade and hearts are refused"
    assert all(r.endswith("you hold 7♦ (a trump)") for r in reasons.values()), reasons
