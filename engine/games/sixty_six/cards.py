"""Sixty-Six's cards: the packs, card points, the marriage pairs and the rank order.

The order (A 10 K Q J 9, then 8 7 in the 32-card pack) is the ``sixty_six`` preset of
:mod:`engine.ranking`: :func:`ranking_for` gives the table for a deal's trump and pack, and every
suit led, trick winner and card that would head a trick is read from it, never computed here.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import CARDS, FULL_52, PACK_24, PACK_32, Card, Suit, card_list, mask_of
from engine.game import Action, play
from engine.ranking import Ranking, ranking

ORDER = "sixty_six"
PACKS = (PACK_24, PACK_32)  # two- and three-hand, four-hand

# card points: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing
CARD_VALUE = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2, 9: 0, 8: 0, 7: 0}
POINTS: tuple[int, ...] = tuple(CARD_VALUE.get(c.rank, 0) for c in CARDS)
BIT: tuple[int, ...] = tuple(1 << c for c in CARDS)  # a card's mask
# ``hand & CLEAR[c]``: the hand without card c (every card of the pack but c: a positive mask,
# which ``&`` takes as it is, where ``~(1 << c)`` is negative and is complemented on each use)
CLEAR: tuple[int, ...] = tuple(FULL_52 ^ 1 << c for c in CARDS)

# the rankings, by [four-hand][trump suit]: one tuple look-up on the hot path
RANKINGS: tuple[tuple[Ranking, ...], ...] = tuple(
    tuple(ranking(ORDER, s, pack) for s in Suit) for pack in PACKS
)
# strength within a suit, 1 (the 7) to 8 (the ace): the order of the 32-card pack, no trump
STRENGTH: tuple[int, ...] = tuple(
    s + 1 if s >= 0 else 0 for s in ranking(ORDER, None, PACK_32).strength
)

# per trump suit, two-hand: does a card take the trick from the card led? ``TAKES[trump][led]
# [card]``, read once from the 24-card pack's rank table, so a two-card trick is judged by
# look-ups (the same answer as ``winning_play``), with no arithmetic on the cards
TAKES: tuple[tuple[bytes, ...], ...] = tuple(
    tuple(
        bytes(
            led < 52 and c < 52 and r.powers[r.follows[led]][c] > r.powers[r.follows[led]][led]
            for c in range(64)
        )
        for led in range(64)
    )
    for r in RANKINGS[0]
)

# per trump suit, two- and three-hand: the cards that follow the suit a card leads
SUIT_LED: tuple[tuple[int, ...], ...] = tuple(
    tuple(r.suit_mask[r.follows[c]] for c in range(52)) for r in RANKINGS[0]
)

KINGS: tuple[Card, ...] = tuple(Card.of(13, s) for s in Suit)
QUEENS: tuple[Card, ...] = tuple(Card.of(12, s) for s in Suit)
NINES: tuple[Card, ...] = tuple(Card.of(9, s) for s in Suit)
NINE_BIT: tuple[int, ...] = tuple(1 << c for c in NINES)  # the 9 of each suit, as a mask
ACES: tuple[Card, ...] = tuple(Card.of(14, s) for s in Suit)
# (king, queen, both as a mask) per suit, for marriages
PAIRS: tuple[tuple[Card, Card, int], ...] = tuple(
    (k, q, mask_of((k, q))) for k, q in zip(KINGS, QUEENS, strict=True)
)
MARRIAGE_CARDS = mask_of((*KINGS, *QUEENS))
# a trump ace or ten: what a leader fetches trumps with once the stock is gone
HIGH = mask_of(c for c in CARDS if c.rank in (14, 10))

PACK24_CARDS: tuple[int, ...] = tuple(card_list(PACK_24))
PACK32_CARDS: tuple[int, ...] = tuple(card_list(PACK_32))
MELD: tuple[Action, ...] = tuple(Action("meld", c) for c in CARDS)
PLAY: tuple[Action, ...] = tuple(play(c) for c in CARDS)
SUIT_OF: tuple[int, ...] = tuple(int(c.suit) for c in CARDS)  # a card's face suit
# the other card of a marriage: the queen for a king, the king for a queen
PARTNER: dict[int, Card] = {int(k): q for k, q, _ in PAIRS} | {int(q): k for k, q, _ in PAIRS}


# every set of kings and queens (a hand & MARRIAGE_CARDS) -> the marriages in it, as a mask
MARRIED: dict[int, int] = {}
for _sub in range(256):
    _held = mask_of(c for i, c in enumerate((*KINGS, *QUEENS)) if _sub >> i & 1)
    MARRIED[_held] = sum(pair for _, _, pair in PAIRS if _held & pair == pair)


def hand_order(cards: Sequence[int]) -> list[int]:
    """A hand as the table draws it: suit by suit as in Loo (♠ ♥ ♣ ♦), each in Sixty-Six's
    order A 10 K Q J 9 (8 7), the rank table's hand sort (the 32-card pack's, which holds
    every card dealt). A reason lists a hand's cards in this order too."""
    return [int(c) for c in RANKINGS[True][0].sorted(list(cards))]


def ranking_for(four: bool, trump: int) -> Ranking:
    """The rank table of a deal: the 32-card pack in four-hand, else the 24-card pack."""
    return RANKINGS[four][trump]


def card_points(mask: int) -> int:
    """Card points in a pile: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing."""
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def strength(card: int, led: Suit | None, trump: Suit | None) -> int:
    """Sixty-Six strength on a trick: a trump beats any plain card, else the suit led by
    A 10 K Q J 9 (8 7); -1 for a card that cannot win (read from the rank-order layer)."""
    r = ranking(ORDER, trump, PACK_32)
    if led is None:
        return r.power(card, r.follows[card]) if r.is_trump(card) else -1
    return r.power(card, led)


def king_of(suit: int) -> Card:
    return KINGS[suit]


def queen_of(suit: int) -> Card:
    return QUEENS[suit]


def nine_of(suit: int) -> Card:
    return NINES[suit]


# the actions (plays, or melds) of every set of cards of one suit in the 32-card pack, by mask
_SUIT_SETS: dict[int, list[Card]] = {}
for _suit_mask in ranking(ORDER, None, PACK_32).suit_mask:
    _cards = card_list(_suit_mask)
    for _sub in range(1 << len(_cards)):
        _chosen = [c for i, c in enumerate(_cards) if _sub >> i & 1]
        _SUIT_SETS[mask_of(_chosen)] = _chosen
_PLAYS = {m: tuple(PLAY[c] for c in cs) for m, cs in _SUIT_SETS.items()}
_MELDS = {m: tuple(MELD[c] for c in cs) for m, cs in _SUIT_SETS.items()}
_C, _D, _H, _S = ranking(ORDER, None, PACK_32).suit_mask


def plays(mask: int) -> list[Action]:
    """The play actions for a mask of cards of the pack, lowest index first (clubs first):
    one look-up for a mask met before (a hand of six cards has 64 subsets, and the legal
    cards of a hand recur across deals and playouts), else four, one per suit."""
    acts = _HAND_PLAYS.get(mask)
    if acts is None:
        t = _PLAYS
        acts = (*t[mask & _C], *t[mask & _D], *t[mask & _H], *t[mask & _S])
        if len(_HAND_PLAYS) < 1 << 18:  # bounded: at most a few MB
            _HAND_PLAYS[mask] = acts
    return list(acts)


_HAND_PLAYS: dict[int, tuple[Action, ...]] = {}

# Two- and three-hand (the 24-card pack): the play actions of every set of its clubs and
# diamonds, and of its hearts and spades, by mask (4,096 each), so that a hand's plays are two
# look-ups whether or not the hand was met before (a random deal's hands mostly were not)
CLUBS_DIAMONDS, HEARTS_SPADES = _C | _D, _H | _S
_SUBSETS24 = [m for m in _PLAYS if not m & ~PACK_24]


def _two_suit_plays(first: int, second: int) -> dict[int, tuple[Action, ...]]:
    """The play actions of every set of the 24-card pack's cards of two suits (given by their
    masks), by mask: the first suit's plays, then the second's."""
    ones = [m for m in _SUBSETS24 if not m & ~first]
    twos = [m for m in _SUBSETS24 if not m & ~second]
    return {a | b: (*_PLAYS[a], *_PLAYS[b]) for a in ones for b in twos}


PLAYS24_LOW = _two_suit_plays(_C, _D)
PLAYS24_HIGH = _two_suit_plays(_H, _S)


def cards_of(mask: int) -> list[int]:
    """The cards of a mask of cards of the pack, lowest index first (four look-ups)."""
    t = _SUIT_SETS
    return [*t[mask & _C], *t[mask & _D], *t[mask & _H], *t[mask & _S]]


def melds(mask: int) -> list[Action]:
    """The meld actions for a mask of kings and queens, lowest index first."""
    t = _MELDS
    return [*t[mask & _C], *t[mask & _D], *t[mask & _H], *t[mask & _S]]
