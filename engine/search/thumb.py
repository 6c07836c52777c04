"""The rule-of-thumb framework: the computer's middle level, and the small card choices every
trick-taking habit is made of, read from a game's rank table.

A game writes its habits in ``heuristic_action`` (claim when you can, win a rich trick cheaply,
throw your cheapest card ...) with these helpers; :class:`RuleOfThumbBot` plays them from what
its seat may see. The helpers take masks and break ties towards the lower card index, so a
seeded habit is reproducible.

>>> from engine.cards import Card, Suit, mask_of, parse_cards
>>> from engine.ranking import ranking
>>> r = ranking("sixty_six", Suit.HEARTS)
>>> hand = mask_of(parse_cards("AS 10S 9H KC"))
>>> winning = winning_card(r, [(0, Card.parse("KS"))])
>>> pretty_card(lowest_winner(r, hand, winning))  # the 10♠ heads the K♠ more cheaply
'10♠'
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from engine.cards import CARDS
from engine.game import Action, Game
from engine.ranking import Ranking


def winning_card(r: Ranking, trick: Sequence[tuple[int, int]]) -> int:
    """The card now winning a (non-empty) trick."""
    return r.winning_play(trick)[1]


def winners(r: Ranking, cards: int, winning: int) -> int:
    """The cards of a mask that would beat ``winning``, the card now winning the trick."""
    return cards & r.over[winning]


def lowest_winner(r: Ranking, cards: int, winning: int) -> int:
    """The weakest card of the mask that beats ``winning`` (-1 when none does)."""
    c = r.worst(cards & r.over[winning])
    return -1 if c is None else int(c)


def least(cards: int, key: Sequence[int]) -> int:
    """The card of a non-empty mask with the smallest ``key[card]`` (ties: lower index)."""
    best, top = -1, 0
    while cards:
        low = cards & -cards
        c = low.bit_length() - 1
        cards ^= low
        k = key[c]
        if best < 0 or k < top:
            best, top = c, k
    return best


def most(cards: int, key: Sequence[int]) -> int:
    """The card of a non-empty mask with the largest ``key[card]`` (ties: lower index)."""
    best, top = -1, 0
    while cards:
        low = cards & -cards
        c = low.bit_length() - 1
        cards ^= low
        k = key[c]
        if best < 0 or k > top:
            best, top = c, k
    return best


def pretty_card(card: int) -> str:
    return CARDS[card].pretty


LAST_CARD = "it is your last card"
ONLY_CARD = "it is the only card the rules let you play here"


def advice(game: Game[Any], state: Any, rng: random.Random) -> tuple[Action, str]:
    """The rule-of-thumb move and why, as a hint tells it to the player to move (the
    terminal's and Play's, from his own view ``state``): :meth:`Game.heuristic_move`, but a
    card that is the only one the rules allow is said to be so. The habit's own reason read
    oddly there: "throw your weakest card" over a hand of one card, "lead the strongest card
    you may" with one card left, "throw your cheapest card" over the one card that follows
    suit.

    >>> from engine.games.loo import LOO
    >>> from engine.scenario import from_dict
    >>> s = from_dict({"game": "loo", "players": 5, "hands": {"P2": ["3S"]},
    ...                "trick": ["P1 QS"]}).state
    >>> LOO.heuristic_move(s, random.Random(0))[1]
    'you cannot head the trick: throw your weakest card'
    >>> act, why = advice(LOO, s, random.Random(0))
    >>> act.card.pretty, why
    ('3♠', 'it is your last card')
    """
    act, why = game.heuristic_move(state, rng)
    legal = game.legal_actions(state)
    if act.kind != "play" or act.card is None or len(legal) != 1:
        return act, why
    held = state.hands[game.current_player(state)]  # (the protocol's, as every game says it)
    return act, LAST_CARD if held.bit_count() == 1 else ONLY_CARD


class RuleOfThumbBot:
    """The game's own rule-of-thumb player (``heuristic_action``) on its seat's view."""

    name = "rule of thumb"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action:
        return game.heuristic_action(game.view(state, seat), self.rng)
