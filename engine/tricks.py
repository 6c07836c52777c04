"""A trick and its winner under a game's card strength.

A *strength* function maps ``(card, led_suit, trump_suit)`` to an int; higher wins, and a card
that can never win (a discard of another plain suit) gets a negative number. Each game supplies
its own (ace-high, Sixty-Six's A 10 K Q J 9, Spoil Five's red/black orders, Pam ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import CARDS, Card, Suit

Strength = Callable[[int, "Suit | None", "Suit | None"], int]

# A play on a trick: (seat, card)
Play = tuple[int, int]


def ace_high(card: int) -> int:
    """Natural order, 2 low .. A high (A = 14)."""
    return card % 13 + 2


def plain_trump_strength(card: int, led: Suit | None, trump: Suit | None) -> int:
    """Ace high; the highest trump wins, else the highest card of the suit led."""
    s = card // 13
    if trump is not None and s == trump:
        return 100 + card % 13
    if s == led:
        return card % 13
    return -1


def winning_play(
    plays: Sequence[Play], trump: Suit | None, strength: Strength = plain_trump_strength
) -> Play:
    """The play that takes the trick so far (the first card sets the suit led)."""
    led = Suit(plays[0][1] // 13)
    best = plays[0]
    best_s = strength(best[1], led, trump)
    for p in plays[1:]:
        s = strength(p[1], led, trump)
        if s > best_s:
            best, best_s = p, s
    return best


def trick_winner(
    plays: Sequence[Play], trump: Suit | None, strength: Strength = plain_trump_strength
) -> int:
    """Seat that wins the trick.

    >>> from engine.cards import Card
    >>> QS, KS, TWO_H = Card.parse("QS"), Card.parse("KS"), Card.parse("2H")
    >>> trick_winner([(0, QS), (1, KS), (2, TWO_H)], trump=None)
    1
    >>> trick_winner([(0, QS), (1, KS), (2, TWO_H)], trump=Suit.HEARTS)
    2
    """
    return winning_play(plays, trump, strength)[0]


def describe(plays: Sequence[Play], names: Sequence[str]) -> str:
    return ", ".join(f"{names[s]} {CARDS[c].pretty}" for s, c in plays)


def card_of(c: int) -> Card:
    return CARDS[c]
