"""Cards, suits, ranks and packs.

A card is a small immutable value: an ``int`` from 0 to 51 (``suit * 13 + rank - 2``) with a
canonical text form (``AS``, ``10H``, ``JC``) and a pretty form (``A♠``, ``10♥``). Because a card is
an int, a hand is a plain bitmask: ``hand & SUIT_MASK[Suit.HEARTS]`` are the hearts in it.

Rank *order* is not a property of a card: each game supplies its own strength function.

>>> Card.parse("10H"), Card.parse("qs").pretty
(Card('10H'), 'Q♠')
>>> mask_of([Card.parse("AS"), Card.parse("2C")]) & SUIT_MASK[Suit.SPADES] == 1 << Card.parse("AS")
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from enum import IntEnum


class Suit(IntEnum):
    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        s = _SUIT_FORMS.get(text.strip().upper())
        if s is not None:
            return s
        raise CardParseError(f"not a suit: {text!r} (expected one of C, D, H, S)")


RANK_CODES = {
    2: "2",
    3: "3",
    4: "4",
    5: "5",
    6: "6",
    7: "7",
    8: "8",
    9: "9",
    10: "10",
    11: "J",
    12: "Q",
    13: "K",
    14: "A",
}
RANK_NAMES = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
    14: "ace",
}
# "T" is ten, as bridge and PBN write it; a "1" is refused, not read as an ace: "1S" is far
# likelier a ten with its 0 dropped than an ace, and read silently it put the wrong card in
# a teacher's scenario
_CODE_TO_RANK = {v: k for k, v in RANK_CODES.items()} | {"T": 10}


class CardParseError(ValueError):
    """A card or suit written in a form the engine does not read."""


class Card(int):
    """One of the 52 cards. Use :meth:`parse` or the ``CARDS`` tuple; never build new ones."""

    __slots__ = ()

    @property
    def suit(self) -> Suit:
        return _SUITS[self // 13]

    @property
    def rank(self) -> int:
        """2..14, ace = 14 (the *face* value; a game decides how strong it is)."""
        return self % 13 + 2

    @property
    def code(self) -> str:
        return _CODES[self]

    @property
    def pretty(self) -> str:
        return _PRETTY[self]

    @property
    def name(self) -> str:
        """Accessible name, e.g. ``queen of spades``."""
        return f"{RANK_NAMES[self.rank]} of {self.suit.name.lower()}"

    @property
    def bit(self) -> int:
        return 1 << self

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.pretty

    @staticmethod
    def of(rank: int, suit: Suit) -> Card:
        return CARDS[suit * 13 + rank - 2]

    @staticmethod
    def parse(text: str) -> Card:
        """Read ``AS``, ``10H``, ``th``, ``Q♠``; raise :class:`CardParseError` otherwise."""
        t = str(text).strip().upper()
        if len(t) < 2:
            raise CardParseError(f"not a card: {text!r} (expected e.g. AS, 10H, QC)")
        rank = _CODE_TO_RANK.get(t[:-1])
        if rank is None:
            raise CardParseError(
                f"not a card: {text!r} (rank {t[:-1]!r} is not one of 2-10, J, Q, K, A)"
            )
        return Card.of(rank, Suit.parse(t[-1]))


CARDS: tuple[Card, ...] = tuple(Card(i) for i in range(52))

# What a card's properties read, by card, worked out once: the engine asks a card its suit and
# code millions of times in a run of the tests (Suit(...) is an enum look-up each time). The
# same values as before: the suit of index ``card // 13``, the rank's code and the suit's
# letter or symbol; a suit is read from any of its forms (letter, symbol, name, name less its S).
_SUITS: tuple[Suit, ...] = tuple(Suit(i) for i in range(4))
_CODES: tuple[str, ...] = tuple(RANK_CODES[c % 13 + 2] + _SUITS[c // 13].letter for c in range(52))
_PRETTY: tuple[str, ...] = tuple(RANK_CODES[c % 13 + 2] + _SUITS[c // 13].symbol for c in range(52))
_SUIT_FORMS: dict[str, Suit] = {
    form: s for s in _SUITS for form in (s.letter, s.symbol, s.name, s.name.rstrip("S"))
}

SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))
FULL_52 = (1 << 52) - 1


def mask_of(cards: Iterable[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_in(mask: int) -> Iterator[Card]:
    """The cards of a mask, lowest index first (clubs 2 .. spades A)."""
    while mask:
        low = mask & -mask
        yield CARDS[low.bit_length() - 1]
        mask ^= low


def indices_in(mask: int) -> list[int]:
    """The card indices of a mask, lowest first, as plain ints (:func:`cards_in` gives
    :class:`Card` objects)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def card_list(mask: int) -> list[Card]:
    return list(cards_in(mask))


def count(mask: int) -> int:
    return mask.bit_count()


def parse_cards(texts: Iterable[str] | str) -> list[Card]:
    """Parse a list of card codes, or one string of codes separated by spaces or commas."""
    if isinstance(texts, str):
        texts = [t for t in texts.replace(",", " ").split() if t]
    return [Card.parse(t) for t in texts]


HandOrder = Callable[[list[int]], Sequence[int]]
"""The order a hand is drawn in, for one position: the game's ``hand_order`` bound to it
(:meth:`engine.game.Game.hand_order`), cards in, the same cards as the table draws them out."""


def pretty(cards: Iterable[int] | int, order: HandOrder | None = None) -> str:
    """``"A♠ 10♥"`` for a mask or an iterable of cards: as given (a mask lowest index first),
    or with ``order`` in the order the table draws them. Every reason that lists cards of a
    hand takes the game's order, so it names them as the learner sees them ("you hold 9♠ 4♠"
    under a hand drawn 9♠ 4♠).

    >>> pretty(mask_of(parse_cards("4S 9S 2H")))
    '2♥ 4♠ 9♠'
    >>> pretty(mask_of(parse_cards("4S 9S 2H")), lambda cs: sorted(cs, reverse=True))
    '9♠ 4♠ 2♥'
    """
    return " ".join(_names(cards, order))


def _names(cards: Iterable[int] | int, order: HandOrder | None) -> list[str]:
    """The cards' names, as given (a mask lowest index first) or in ``order``."""
    if order is not None:
        cards = order(
            [c for c in range(52) if cards >> c & 1] if isinstance(cards, int) else [*cards]
        )
    cs = cards_in(cards) if isinstance(cards, int) else (CARDS[c] for c in cards)
    return [c.pretty for c in cs]


def listed(words: Iterable[str], conj: str = "and") -> str:
    """Words said together in a sentence: ``A``, ``A and B``, ``A, B and C`` (or ``or``).

    >>> listed(["pass", "widow", "auf"]), listed(["9♠", "4♠"], "or"), listed([])
    ('pass, widow and auf', '9♠ or 4♠', '')
    """
    ws = list(words)
    return f"{', '.join(ws[:-1])} {conj} {ws[-1]}" if len(ws) > 1 else "".join(ws)


def said(cards: Iterable[int] | int, order: HandOrder | None = None, conj: str = "and") -> str:
    """The cards of :func:`pretty`, in its order, as a sentence names them: ``9♠, 4♠ and 2♠``
    ("you hold 9♠, 4♠ and 2♠"; ``conj="or"`` when any one of them will do).

    >>> said(mask_of(parse_cards("4S 9S 2H")), lambda cs: sorted(cs, reverse=True))
    '9♠, 4♠ and 2♥'
    """
    return listed(_names(cards, order), conj)


def ranks_mask(ranks: Iterable[int]) -> int:
    rs = set(ranks)
    return mask_of(c for c in CARDS if c.rank in rs)


PACK_52 = FULL_52
PACK_32 = ranks_mask(range(7, 15))  # A K Q J 10 9 8 7
PACK_24 = ranks_mask(range(9, 15))  # A K Q J 10 9


def rank_mask(rank: int) -> int:
    return mask_of(Card.of(rank, s) for s in Suit)
