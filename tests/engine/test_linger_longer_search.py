"""Linger Longer's search hooks: the follower's plays the Monte-Carlo search is not asked about
(:func:`engine.games.linger_longer.search.obvious_action`)."""

from __future__ import annotations

from typing import Any

import yaml

from engine.cards import Card
from engine.games.linger_longer import LINGER_LONGER
from engine.scenario import from_dict

G = LINGER_LONGER
# four players: P0 deals, 7♥ turned (hearts are trumps), P1 led
FOUR = "game: linger_longer\nplayers: 4\ndealer: 0\nturned: 7H\n"


def obvious(text: str, stock: int = 33) -> str | None:
    """The card played without a search, in a position that adds up (docs/scenarios.md): 33 in
    the stock is three tricks over, so the four hold 7 cards with the trick's, at least one
    each and two for P1, who leads after winning the last; 34 is two over, 10 cards, at least
    two each and three for P1."""
    s: Any = from_dict(yaml.safe_load(FOUR + f"stock: {stock}\n" + text), "test").state
    a = G.obvious_action(G.view(s, s.to_move))
    return None if a is None or a.card is None else Card(a.card).code


def test_cannot_win_throws_the_cheapest() -> None:
    # following spades below the A♠: the lower spade; void and without trumps: the lowest card
    assert (
        obvious("hands: {P0: [7H], P1: [3D], P2: [9S, 4S, KD], P3: [5S]}\ntrick: [P1 AS]") == "4S"
    )
    assert (
        obvious("hands: {P0: [7H], P1: [3D], P2: [4D, KC, 2C], P3: [5S]}\ntrick: [P1 AS]") == "2C"
    )


def test_last_to_play_wins_with_the_weakest_winner() -> None:
    hands = "hands: {P0: [7H, 9H, 2C], P1: [3D, JD], P2: [4D], P3: [6D]}\n"
    assert obvious(hands + "trick: [P1 KS, P2 4S, P3 5S]", stock=34) == "7H"


def test_the_search_decides_the_rest() -> None:
    # a lead, and a follower who could win with players still to come after him
    assert obvious("hands: {P0: [7H], P1: [3D, AS], P2: [4D, 8C], P3: [5S, 6C]}") is None
    assert (
        obvious("hands: {P0: [7H], P1: [3D], P2: [AS, 4S, 9H], P3: [5S]}\ntrick: [P1 KS]") is None
    )
