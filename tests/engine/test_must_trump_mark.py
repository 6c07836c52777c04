"""A player told he must trump while holding a card marked with the suit led is told why that
card is a trump and no card of the suit led (learner walk, Bierspiel's Learn step seven: P2,
holding 7♦ K♥ 9♣ with spades trumps, played the K♥ to the 8♦ led and read "you have no card
of the suit led and must trump: you hold 7♦", asking why he must trump holding a diamond).
The words are the ones a card refused for not following suit already gets (see
test_follow_suit_mark.py): "(the 7♦ is a trump, not a diamond)". Pam to a club lead in
Five-card Loo, where Pam is a trump only, is told the same; a plain trump is not.

The card is named once (learnwalk2): "you hold 7♦ (the 7♦ is a trump, not a diamond)" named
it twice running; where it is the one card held that may trump, the note says "you hold 7♦ (a
trump, not a diamond)", and names it only beside another trump ("you hold J♣ and 6♥ (the J♣
is a trump, not a club)")."""

from __future__ import annotations

import yaml

import engine.games  # noqa: F401  (registers the games)
from engine.cards import CARDS, parse_cards
from engine.scenario import answer, from_dict


def _reasons(text: str) -> dict[str, str]:
    a = answer(from_dict(yaml.safe_load(text), "case.yaml"))
    return {r["action"]: r["reason"] for r in a.get("illegal", [])}


def _note(card: str, alone: bool = True) -> str:
    c = CARDS[parse_cards(card)[0]]
    named = "a" if alone else f"the {c.pretty} is a"
    return f"({named} trump, not a {c.suit.name.lower().removesuffix('s')})"


def test_bierspiel_seven_step_says_why_the_seven_is_no_diamond() -> None:
    why = _reasons(
        "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 2}\n"
        "leader: P1\nhands: {P2: [7D, 9C, KH]}\ntrick: [P1 8D]\n"
    )
    assert set(why) == {"9C", "KH"}, why
    for card in ("9C", "KH"):
        assert "must trump" in why[card], why
        assert why[card].endswith(f"you hold 7♦ {_note('7D')}"), why
        assert why[card].count("7♦") == 1, why


def test_pam_to_a_club_lead_when_void_of_clubs() -> None:
    why = _reasons(
        "game: five_card_loo\nplayers: 5\npool: 5\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [JC, 8D, 9D, 2S, 5S]}\ntrick: [P1 QC]\n"
    )
    assert why, "a player void of clubs holding Pam must trump"
    for reason in why.values():
        assert "must trump" in reason, why
        assert reason.endswith(f"you hold J♣ {_note('JC')}"), why
        assert reason.count("J♣") == 1, why


def test_pam_beside_another_trump_is_named_in_the_note() -> None:
    """With two cards to trump with, the note says which of them is the odd one."""
    why = _reasons(
        "game: five_card_loo\nplayers: 5\npool: 5\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [JC, 6H, 9D, 2S, 5S]}\ntrick: [P1 QC]\n"
    )
    assert set(why) == {"9D", "2S", "5S"}, why
    for reason in why.values():
        assert reason.endswith(f"you hold J♣ and 6♥ {_note('JC', alone=False)}"), why


def test_a_plain_trump_gets_no_note() -> None:
    why = _reasons(
        "game: bierspiel\nplayers: 4\ndealer: P0\nturn_card: 9S\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 2}\n"
        "leader: P1\nhands: {P2: [8S, 9C, KH]}\ntrick: [P1 8D]\n"
    )
    assert why and all("must trump" in r and "not a" not in r for r in why.values()), why
