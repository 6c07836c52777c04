"""A trick and its winner, read from the rank-order layer (:mod:`engine.ranking`).

A *strength* function maps ``(card, led_suit, trump_suit)`` to an int; higher wins, and a card
that can never win (a discard of another plain suit) gets a negative number. The default is the
natural ace-high order; a game passes its own order's ``Ranking.power`` (Sixty-Six's A 10 K Q J 9,
Spoil Five's red/black orders, Pam ...) or asks its ``Ranking`` for the winner directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine.cards import CARDS, Suit, listed
from engine.ranking import Play, ranking

Strength = Callable[[int, "Suit | None", "Suit | None"], int]

__all__ = [
    "Play",
    "Strength",
    "describe",
    "n_tricks",
    "plain_trump_strength",
    "trick_said",
    "trick_winner",
    "winning_play",
    "won_said",
]


def n_tricks(n: int) -> str:
    """``1 trick``, ``2 tricks``: a count of tricks in words."""
    return f"{n} trick{'' if n == 1 else 's'}"


def won_said(won: Sequence[int], shown: int = 0) -> str:
    """Which tricks a player won, for a record set up mid-game, where "his tricks" would claim
    those before it too: by the game's numbers, or, where the game cannot number them (how
    many came before is unknown), by their places among the ``shown`` tricks of the record.
    One wording for the table's boxes (ui.games.won_tricks) and the text render.

    >>> won_said([4]), won_said([4, 5]), won_said([1], shown=1), won_said([1, 3], shown=3)
    ('won trick 4', 'won tricks 4 and 5', 'won the trick shown', 'won tricks 1 and 3 of 3 shown')
    """
    nos = f"trick{'s' if len(won) > 1 else ''} {listed(str(k) for k in won)}"
    if shown == 1:
        return "won the trick shown"
    return f"won {nos} of {shown} shown" if shown else f"won {nos}"


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


def trick_said(plays: Sequence[Play], winner: int, number: int | None = None) -> str:
    """A finished trick in words, as a notebook or the terminal prints a record of play: its
    cards in the order played, then who wins it and with which card, as the pages say it
    ("Trick 3: P2 wins"; the Compare words' "P2 wins the trick with 7♥"), where the record
    printed an arrow ("... P0 A♥ -> P4"). ``number`` (from 1) heads it "Trick N:".

    >>> from engine.cards import Card
    >>> plays = [(1, Card.parse("9H")), (2, Card.parse("4D")), (0, Card.parse("AH"))]
    >>> trick_said(plays, 2, number=1)
    'Trick 1: P1 9♥, P2 4♦, P0 A♥; P2 wins the trick with the 4♦'
    >>> trick_said([], 3)
    'P3 wins the trick'
    """
    head = "" if number is None else f"Trick {number}: "
    card = next((c for p, c in plays if p == winner), None)
    won = f"P{winner} wins the trick" + ("" if card is None else f" with the {CARDS[card].pretty}")
    cards = describe(plays, [f"P{p}" for p in range(max((p for p, _ in plays), default=0) + 1)])
    return f"{head}{cards}; {won}" if plays else f"{head}{won}"
