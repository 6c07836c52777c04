"""The core Spoil Five and Forty-Five share (engine/games/spoil_five/{cards,play,robbing}.py),
held against an independent statement of the rules: the card order as a hand-written table of
all 52 cards under each trump suit (RULES.md §5), and the play duties re-read card by card from
the seed's sentences on that table."""

from __future__ import annotations

import doctest
import itertools
from types import ModuleType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.games.spoil_five.cards as cards_mod
import engine.games.spoil_five.play as play_mod
import engine.games.spoil_five.robbing as robbing_mod
from engine.cards import CARDS, Card, Suit, mask_of, parse_cards
from engine.game import Action
from engine.games.spoil_five import (
    ACE_OF_HEARTS,
    forbidden_plays,
    legal_mask,
    may_withhold,
    order_rules,
    play_rules,
    privilege_note,
    privileged_mask,
    rank_of,
    rob_actions,
    rob_hand,
    rob_refusal,
    rob_rules,
    robber,
    trump_ace,
    which_wins,
)
from engine.rules import quote_in_seed

# ---- the independent table: every card's place under each trump suit ---------------------
# Written out from RULES.md §5 (Peel, the 1911 Britannica), best first. Nothing here is
# computed from ranks: a card's strength is its index in these strings.
TRUMPS = {
    "H": "5H JH AH KH QH 10H 9H 8H 7H 6H 4H 3H 2H",
    "D": "5D JD AH AD KD QD 10D 9D 8D 7D 6D 4D 3D 2D",
    "C": "5C JC AH AC KC QC 2C 3C 4C 6C 7C 8C 9C 10C",
    "S": "5S JS AH AS KS QS 2S 3S 4S 6S 7S 8S 9S 10S",
}
PLAIN = {
    "H": "KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H",
    "D": "KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD",
    "C": "KC QC JC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C",
    "S": "KS QS JS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S",
}
SUITS = {"C": Suit.CLUBS, "D": Suit.DIAMONDS, "H": Suit.HEARTS, "S": Suit.SPADES}


def table(trump: str) -> dict[int, tuple[str, int]]:
    """card -> (the suit it follows as: 'T' for trumps, else its letter; 0 = best)."""
    out: dict[int, tuple[str, int]] = {}
    for i, code in enumerate(TRUMPS[trump].split()):
        out[Card.parse(code)] = ("T", i)
    for s, order in PLAIN.items():
        if s == trump:
            continue
        for i, code in enumerate(order.split()):
            out[Card.parse(code)] = (s, i)
    return out


TABLES = {t: table(t) for t in TRUMPS}


def table_winner(trump: str, cards: list[int]) -> int:
    tab = TABLES[trump]
    led = tab[cards[0]][0]

    def key(c: int) -> tuple[int, int]:
        kind, place = tab[c]
        if kind == "T":
            return (2, -place)
        return (1, -place) if kind == led else (0, 0)

    best = cards[0]
    for c in cards[1:]:
        if key(c) > key(best):
            best = c
    return best


@pytest.mark.parametrize("trump", list(TRUMPS))
def test_the_table_covers_all_52_cards_once(trump: str) -> None:
    assert sorted(TABLES[trump]) == list(range(52))
    n = len(TRUMPS[trump].split())
    assert n == (13 if trump == "H" else 14)  # 13 trumps when hearts are trumps, 14 otherwise


@pytest.mark.parametrize("trump", list(TRUMPS))
def test_order_agrees_with_the_table_for_every_card(trump: str) -> None:
    r = rank_of(SUITS[trump])
    assert " ".join(c.code for c in r.trump_order) == TRUMPS[trump]
    for s, order in PLAIN.items():
        if s != trump:
            assert " ".join(c.code for c in r.suit_order[SUITS[s]]) == order
    for c in CARDS:
        kind, _ = TABLES[trump][c]
        assert r.is_trump(c) == (kind == "T"), c
    # every ordered pair, led by the first: the same winner as the table
    for a, b in itertools.permutations(range(52), 2):
        assert which_wins([a, b], SUITS[trump]) == table_winner(trump, [a, b]), (a, b)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(list(TRUMPS)),
    st.lists(st.integers(0, 51), min_size=2, max_size=10, unique=True),
)
def test_any_trick_has_the_tables_winner(trump: str, trick: list[int]) -> None:
    assert which_wins(trick, SUITS[trump]) == table_winner(trump, trick)


def test_the_ace_of_hearts_is_a_trump_under_every_suit_never_a_heart() -> None:
    for s in Suit:
        r = rank_of(s)
        assert r.is_trump(ACE_OF_HEARTS) and r.place(ACE_OF_HEARTS) == 3
        assert r.follows[ACE_OF_HEARTS] == s
    assert pretty_cards(privileged_mask(Suit.DIAMONDS)) == "5D JD AH"
    assert trump_ace(Suit.HEARTS) == ACE_OF_HEARTS and trump_ace(Suit.CLUBS).code == "AC"


def pretty_cards(mask: int) -> str:
    return " ".join(CARDS[c].code for c in range(52) if mask >> c & 1)


# ---- the play duties, re-read from the seed card by card ---------------------------------
def slow_legal(hand: list[int], led: int, trump: str, strict: bool) -> set[int]:
    """The seed's sentences, one card at a time, on the independent table."""
    tab = TABLES[trump]
    if led < 0:
        return set(hand)
    trumps = [c for c in hand if tab[c][0] == "T"]
    led_kind, led_place = tab[led]
    if led_kind != "T":
        suit = [c for c in hand if tab[c][0] == led_kind]
        if not suit:
            return set(hand)
        return set(suit) | set(trumps)  # follow or trump as you please; no other suit
    if not trumps:
        return set(hand)
    # "confined to the three highest trumps": places 0, 1, 2 are the Five, Jack, A♥
    privileged_above = [c for c in trumps if tab[c][1] <= 2 and tab[c][1] < led_place]
    others = [c for c in trumps if c not in privileged_above]
    if others:  # a smaller trump (or a privileged one the lead outranks): play a trump
        return set(trumps)
    if strict and len(privileged_above) >= 2:
        return set(trumps)
    return set(hand)


@settings(max_examples=600, deadline=None)
@given(
    st.sampled_from(list(TRUMPS)),
    st.lists(st.integers(0, 51), min_size=2, max_size=6, unique=True),
    st.booleans(),
    st.booleans(),
)
def test_legal_cards_agree_with_the_seed_read_card_by_card(
    trump: str, cards: list[int], strict: bool, leading: bool
) -> None:
    led, hand = (-1, cards[1:]) if leading else (cards[0], cards[1:])
    got = legal_mask(mask_of(hand), led, SUITS[trump], strict)
    assert got == mask_of(slow_legal(hand, led, trump, strict))
    bad = forbidden_plays(mask_of(hand), led, SUITS[trump], RULES, strict)
    assert mask_of(f.card for f in bad) == mask_of(hand) & ~got
    for f in bad:  # every refusal names the card led
        assert f"{CARDS[led].pretty} " in f.reason
        for c in hand:  # a card named as not to be held back is the one card he may play
            if f"hold back the {CARDS[c].pretty} here" in f.reason:
                assert got == 1 << c, f.reason


RULES = play_rules("spoil_five")


def H(text: str) -> int:
    return mask_of(parse_cards(text))


def reasons(hand: str, led: str, trump: Suit, strict: bool = False) -> set[tuple[str, str]]:
    return {
        (f.rule.id, f.reason)
        for f in forbidden_plays(H(hand), Card.parse(led), trump, RULES, strict)
    }


def test_refusal_names_the_privilege_and_the_card_led() -> None:
    assert reasons("JS 7D", "5S", Suit.SPADES) == {
        (
            "spoil_five.renege_superior",
            "you may not hold back the J♠ here: the 5♠ led is a higher trump",
        )
    }
    ((rid, why),) = reasons("JS 3S 7D", "2S", Suit.SPADES)
    assert rid == "spoil_five.renege_smaller_trump" and "3♠" in why and "J♠" in why


def test_refusal_never_names_a_privileged_trump_that_may_stay() -> None:
    """The A♥ with an ordinary trump, to a higher trump led: he must play *a* trump and may
    keep the A♥ by playing the other, so the refusal is the duty to follow trumps."""
    assert reasons("AH 3S 9D", "5S", Suit.SPADES) == {
        (
            "spoil_five.follow_trumps",
            "the 5♠ led is a trump: you must play a trump — you hold A♥ and 3♠",
        )
    }
    # two privileged trumps the card led outranks: one of them, either
    assert reasons("JS AH 2H", "5S", Suit.SPADES) == {
        (
            "spoil_five.renege_superior",
            "you may not hold back both the J♠ and the A♥ here: the 5♠ led is a higher trump "
            "than either, so you must play one of them",
        )
    }
    # the lone A♥ to the Five led: the wording
    assert reasons("AH 9D", "5S", Suit.SPADES) == {
        (
            "spoil_five.renege_superior",
            "you may not hold back the A♥ here: the 5♠ led is a higher trump",
        )
    }
    # the Five free against the Jack led, the A♥ (beaten) a smaller trump beside it
    assert reasons("5S AH 9D", "JS", Suit.SPADES) == {
        (
            "spoil_five.renege_smaller_trump",
            "you must play a trump to the J♠ led (5♠ or A♥): with the A♥, a smaller trump, "
            "beside it, the 5♠ has no privilege to renege",
        )
    }
    ((rid, why),) = reasons("5C JC 9H", "2C", Suit.CLUBS, strict=True)
    assert rid == "spoil_five.strict_single_privileged" and "2♣ led" in why
    assert reasons("5C JC 9H", "2C", Suit.CLUBS) == set()  # per card: both may stay
    ((rid, _),) = reasons("KC 9H", "2C", Suit.CLUBS)
    assert rid == "spoil_five.follow_trumps"
    ((rid, why),) = reasons("KC 9H 2D", "3H", Suit.CLUBS)
    assert rid == "spoil_five.follow_or_trump" and "2♦" not in why
    ((rid, _),) = reasons("9H 2D", "3H", Suit.CLUBS)
    assert rid == "spoil_five.no_trump_must_follow"


def test_seed_examples_of_the_privilege() -> None:
    # "if the Jack is led, and any player holds the Five alone, he need not play it"
    assert may_withhold(H("5S 2H 3H"), Card.parse("JS"), Suit.SPADES) == H("5S")
    # "If the heart ace is led ... the Jack alone, and another the Five alone"
    assert may_withhold(H("JS 2H"), ACE_OF_HEARTS, Suit.SPADES) == H("JS")
    assert may_withhold(H("5S 2H"), ACE_OF_HEARTS, Suit.SPADES) == H("5S")
    # "If the Five of trumps is led, no one can refuse to follow suit"
    assert legal_mask(H("JS AH 2H"), Card.parse("5S"), Suit.SPADES) == H("JS AH")
    # "the Five played on an Eight led": the lone Jack still need not be played
    assert may_withhold(H("JS 2H"), Card.parse("8S"), Suit.SPADES) == H("JS")
    assert privilege_note(H("JS 2H"), Card.parse("8S"), Suit.SPADES).startswith(
        "you may hold back the J♠ (the Jack)"
    )
    # the ace of trumps is the fourth trump: no privilege
    assert legal_mask(H("AS 2H"), Card.parse("2S"), Suit.SPADES) == H("AS")


# ---- robbing ------------------------------------------------------------------------------
ROB_RULES = rob_rules("spoil_five")


def test_robber_dealer_when_an_ace_is_turned_else_the_ace_holder() -> None:
    hands = (H("AC 2D 3D 4D 6D"), H("KS 2S 3S 4S 6S"), H("AH 7H 8H 9H 10H"))
    assert robber(hands, 1, Card.parse("9C")) == (0, "ace")
    assert robber(hands, 1, Card.parse("AD")) == (1, "dealer")
    assert robber(hands, 1, Card.parse("5H")) == (2, "ace")  # the A♥ robs when hearts are trumps
    assert robber(hands, 1, Card.parse("5S")) == (-1, "")  # the A♠ lies in the pack
    assert [str(a) for a in rob_actions(H("2D 3D"))] == ["rob 2D", "rob 3D"]
    assert rob_hand(H("AC 2D"), Card.parse("9C"), Card.parse("2D")) == H("AC 9C")
    with pytest.raises(ValueError, match="not in the hand"):
        rob_hand(H("AC 2D"), Card.parse("9C"), Card.parse("3D"))


def test_rob_refusals_cite_their_rule() -> None:
    who = robber((H("AC 2D"), H("KS 3S")), 0, Card.parse("9C"))
    r = rob_refusal(Action("rob", Card.parse("3S")), who, 1, Card.parse("9C"), ROB_RULES)
    assert r.rule.id == "spoil_five.rob_without_ace" and "A♣" in r.reason
    r = rob_refusal(Action("rob", Card.parse("2D")), who, 0, Card.parse("9C"), ROB_RULES)
    assert r.rule.id == "spoil_five.rob_ace_holder"


def test_every_core_rule_is_quoted_and_named_for_its_game() -> None:
    for game in ("spoil_five", "forty_five"):
        for rules in (order_rules(game), play_rules(game), rob_rules(game)):
            for role, rule in rules.items():
                assert rule.id == f"{game}.{role}" and quote_in_seed(rule)
                assert rule.seed in ("002", "RULES.md")
                assert rule.seed == "002" or rule.url.startswith("http")


@pytest.mark.parametrize("module", [cards_mod, play_mod, robbing_mod])
def test_doctests(module: ModuleType) -> None:
    result = doctest.testmod(module)
    assert result.failed == 0 and result.attempted > 0
