"""A Napoleon trick that an ace took from a card of its own suit cites ``napoleon.ace_high``,
seed 003's own "Ace ranks highest.", the sentence that decided it.

Every Napoleon trick cited ``napoleon.trick_winner``, which quotes the sentence seed 003 gives
for Linger Longer ("A trick is won by the highest trump, or, if it contains no trump, by the
highest card played of the suit led.") with a note that the Napoleon section says nothing of
who wins a trick, also where the A♠ beat the K♠: the Napoleon section does say what decided
that trick, in the ace's rank. Now that trick cites ace_high, as Spoil Five's and Forty-Five's
tricks cite the rule of their order that decided them (26aa48f); a trump over plain cards, a
lone card of the suit led, or a king or lower over its suit keep trick_winner.

What decided each trick is read here from the cards themselves: the winner is an ace, and
another card of the same suit, trumps or the suit led, was on the trick.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.cards import CARDS, Card
from engine.games.napoleon import NAPOLEON
from engine.quiz import Question
from engine.quiz_words import explanation
from engine.rules import quote_in_seed, section_of
from engine.scenario import Scenario

G = NAPOLEON
PLAYED = tuple[tuple[tuple[int, int], ...], int]


def _ace_over_its_suit(trick: PLAYED, trump: int) -> bool:
    plays, winner = trick
    won = CARDS[dict(plays)[winner]]
    led = CARDS[plays[0][1]].suit
    if won.rank != 14 or won.suit not in (trump, led):  # not an ace, or it could not win
        return False
    return any(CARDS[c].suit == won.suit for p, c in plays if p != winner)


def test_ace_high_is_napoleons_own_sentence() -> None:
    rule = G.rules["napoleon.ace_high"]
    assert rule.seed == "003" and quote_in_seed(rule) and rule.quote == "Ace ranks highest."
    assert section_of("003", rule.quote) == "Napoleon"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_trick_an_ace_took_from_its_suit_cites_ace_high(players: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(40):
        rng = random.Random(seed)
        s = G.new_deal(players=players, dealer=seed % players, seed=seed)
        done = 0
        while not G.is_over(s):
            s = G.apply(s, G.heuristic_action(s, rng))
            if len(s.history) == done:
                continue
            done = len(s.history)
            want = (
                "napoleon.ace_high"
                if _ace_over_its_suit(s.history[-1], s.trump)
                else ("napoleon.trick_winner")
            )
            seen[want] += 1
            assert G.trick_winner_rule(s).id == want, (seed, s.history[-1])
            info = G.last_trick_info(s)  # trickbook answer's trick_winner
            if info is not None:
                assert info["rule"] == want, (seed, info)
            q = Question(id="t", kind="trick_winner", prompt="", scenario=Scenario(G, s))
            _, rules = explanation(q)
            assert [r.id for r in rules] == [want], (seed, s.history[-1])
    assert seen["napoleon.ace_high"] >= 10 and seen["napoleon.trick_winner"] >= 10, seen


def test_a_trumped_ace_and_an_ace_alone_keep_trick_winner() -> None:
    """Hearts trumps. The A♠ led and trumped by the 2♥, and the A♠ over off-suit cards: no
    ace's rank decided either; the A♠ over the K♠ led, and the A♥ over the 2♥, it did."""
    s = G.new_deal(players=3, dealer=0, seed=1)
    s = s._replace(trump=int(Card.parse("2H").suit))
    for cards, winner, want in (
        (("AS", "2H", "KS"), 1, "napoleon.trick_winner"),
        (("AS", "KD", "QC"), 0, "napoleon.trick_winner"),
        (("KS", "AS", "QC"), 1, "napoleon.ace_high"),
        (("KS", "2H", "AH"), 2, "napoleon.ace_high"),
    ):
        trick = tuple((seat, Card.parse(c)) for seat, c in enumerate(cards))
        assert G.trick_winner_rule(s._replace(history=((trick, winner),))).id == want, cards
