"""A trick and its winner, read from the rank-order layer (:mod:`engine.ranking`).

A *strength* function maps ``(card, led_suit, trump_suit)`` to an int; higher wins, and a card
that can never win (a discard of another plain suit) gets a negative number. The default is the
natural ace-high order; a game passes its own order's ``Ranking.power`` (Sixty-Six's A 10 K Q J 9,
Spoil Five's red/black orders, Pam ...) or asks its ``Ranking`` for the winner directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import CARDS, Suit
from engine.ranking import Play, ranking

Strength = Callable[[int, "Suit | None", "Suit | None"], int]

__all__ = [
    "Play",
    "Strength",
    "describe",
    "n_tricks",
    "plain_trump_strength",
    "trick_winner",
    "winning_play",
]


def n_tricks(n: int) -> str:
    """``1 trick``, ``2 tricks``: a count of tricks in words."""
    return f"{n} trick{'' if n == 1 else 's'}"


def plain_trump_strength(card: int, led: Suit | None, trump: Suit | None) -> int:
    """Ace high; the highest trump wins, else the highest card of the suit led."""
    r = ranking("ace_high", trump)
    if led is None:  # nothing led yet: only a trump has any strength
        return r.power(card, r.follows[card]) if r.is_trump(card) else -1
    return r.power(card, led)


def winning_play(
    plays: Sequence[Play], trump: Suit | None, strength: Strength = plain_trump_strength
) -> Play:
    """The play that takes the trick so far (the first card sets the suit led)."""
    if strength is plain_trump_strength:
        return ranking("ace_high", trump).winning_play(plays)
    led = CARDS[plays[0][1]].suit
    return max(plays, key=lambda p: (strength(p[1], led, trump), -plays.index(p)))


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
