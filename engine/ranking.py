"""The rank-order layer: for a deal and its trump, which cards are trumps, in what order, which
suit each card follows as, and how the plain suits rank.

A card's face (``AH``) says nothing about its strength: the A♥ is the third trump in Spoil Five
whatever the trump suit and never a heart; Pam (the J♣) is the best trump in Five-Card Loo and
not a club; the 7♦ is the second trump in Bierspiel. :func:`ranking` builds one immutable
:class:`Ranking` per *order* (a named preset, see :data:`ORDERS`), trump suit and pack, and
caches it, so a game, a bot, a quiz explanation and the UI all read the same table. Everything
is a tuple indexed by card (or by suit, then card) and a bitmask, so the hot path of a random
playout does tuple look-ups and mask arithmetic, nothing else.

>>> r = ranking("spoil_five", Suit.DIAMONDS)
>>> pretty(r.trump_order)
'5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦'
>>> AH = Card.parse("AH")
>>> r.is_trump(AH), r.follows[AH]  # the A♥ follows as a diamond: it is a trump, never a heart
(True, <Suit.DIAMONDS: 1>)
>>> pretty(r.suit_order[Suit.HEARTS]), pretty(r.suit_order[Suit.CLUBS])
('K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥', 'K♣ Q♣ J♣ A♣ 2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣')

"The cards of the suit led" are one mask, whatever the game:

>>> from engine.cards import parse_cards
>>> hand = mask_of(parse_cards("AH 2D QS"))
>>> pretty(hand & r.suit_mask[r.follows[Card.parse("KD")]])  # a diamond is led
'2♦ A♥'

A trick's winner, and the cards that would beat the card now winning it:

>>> r.winner([(0, Card.parse("KH")), (1, Card.parse("2D")), (2, AH)])
2
>>> pretty(r.beaters(Suit.DIAMONDS, AH))
'5♦ J♦'

Pam, and Bierspiel's seven of diamonds, whatever the trump suit:

>>> pretty(ranking("pam", Suit.HEARTS).trump_order[:3])
'J♣ A♥ K♥'
>>> pretty(ranking("bierspiel", Suit.SPADES).trump_order)
'A♠ 7♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠'

Orders read aloud, for lessons and quiz feedback:

>>> print("\\n".join(ranking("sixty_six", Suit.HEARTS).describe()))
Trumps (hearts), best first: A♥ 10♥ K♥ Q♥ J♥ 9♥
Clubs, best first: A♣ 10♣ K♣ Q♣ J♣ 9♣
Diamonds, best first: A♦ 10♦ K♦ Q♦ J♦ 9♦
Spades, best first: A♠ 10♠ K♠ Q♠ J♠ 9♠

A new game with its own order adds one :class:`Order` to :data:`ORDERS` (or calls
:func:`register_order`): plain-suit ranks per suit, the trump suit's own ranks per trump suit,
and the cards that are trumps whatever the suit, with their place.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from engine.cards import (
    CARDS,
    PACK_24,
    PACK_32,
    PACK_52,
    Card,
    Suit,
    listed,
    mask_of,
    pretty,
)

__all__ = [
    "ORDERS",
    "TRUMP_BASE",
    "Order",
    "Play",
    "Ranking",
    "TrickMasks",
    "register_order",
    "ranking",
]

# A play on a trick: (seat, card). The same shape as ``engine.tricks.Play``; spelled out here so
# that the ranking layer imports nothing above engine.cards.
Play = tuple[int, int]

Ranks = tuple[int, ...]  # face ranks (2..14, ace 14), best first
PerSuit = tuple[Ranks, Ranks, Ranks, Ranks]  # indexed by Suit: clubs, diamonds, hearts, spades

# A trump's power is TRUMP_BASE + its strength, so every trump beats every plain card.
TRUMP_BASE = 100

# The UI's suit order for a hand (alternating colours): ♠ ♥ ♣ ♦.
_HAND_SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True, slots=True)
class Order:
    """A named rank order: data, not code. :func:`ranking` turns it into tables.

    ``plain[s]`` are suit ``s``'s face ranks, best first, when it is a plain suit; ``trumps[s]``
    are suit ``s``'s own ranks, best first, when it is the trump suit. ``specials`` are cards
    that are trumps whatever the trump suit, each with its place in the trump order (0 = best);
    they leave their own suit, and with no trump at all they rank in it as ``plain`` says.
    """

    name: str
    title: str
    summary: str  # the order in a sentence or two, for lessons and quiz feedback
    plain: PerSuit
    trumps: PerSuit
    specials: tuple[tuple[Card, int], ...] = ()
    pack: int = PACK_52  # the pack a game usually plays this order with
    specials_said: tuple[tuple[str, str], ...] = ()
    """For each of ``specials``: its name ("Pam"; "" where its face says all) and why it takes
    a trick as a trump though its face is of another suit (:func:`special_trump_words`)."""

    def __post_init__(self) -> None:
        for ranks in (*self.plain, *self.trumps):
            if len(set(ranks)) != len(ranks) or not set(ranks) <= set(range(2, 15)):
                raise ValueError(f"order {self.name!r}: bad rank list {ranks}")
        places = [p for _, p in self.specials]
        if self.specials_said and len(self.specials_said) != len(self.specials):
            raise ValueError(f"order {self.name!r}: words for some special trumps only")
        if len(set(places)) != len(places):
            raise ValueError(f"order {self.name!r}: two special trumps share a place")


def _each(ranks: Ranks) -> PerSuit:
    return (ranks, ranks, ranks, ranks)


def _by_colour(black: Ranks, red: Ranks) -> PerSuit:
    return (black, red, red, black)


ACE_HIGH: Ranks = (14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2)
ECARTE: Ranks = (13, 12, 11, 14, 10, 9, 8, 7)
SIXTY_SIX: Ranks = (14, 10, 13, 12, 11, 9, 8, 7)
# Spoil Five (RULES.md §5): "highest in red, lowest in black". The red ace is the lowest plain
# card; only the A♦ is ever a plain red ace, since the A♥ is always a trump (it ranks at the foot
# of the hearts only when no trump is known, e.g. when sorting a hand before the turn-up).
SPOIL_FIVE_RED: Ranks = (13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 14)
SPOIL_FIVE_BLACK: Ranks = (13, 12, 11, 14, 2, 3, 4, 5, 6, 7, 8, 9, 10)
SPOIL_FIVE_RED_TRUMPS: Ranks = (5, 11, 14, 13, 12, 10, 9, 8, 7, 6, 4, 3, 2)
SPOIL_FIVE_BLACK_TRUMPS: Ranks = (5, 11, 14, 13, 12, 2, 3, 4, 6, 7, 8, 9, 10)

ORDERS: dict[str, Order] = {}


def register_order(order: Order) -> Order:
    """Add a preset (once: rankings already built from a name are cached)."""
    if order.name in ORDERS:
        raise ValueError(f"a rank order named {order.name!r} already exists")
    ORDERS[order.name] = order
    return order


register_order(
    Order(
        "ace_high",
        "Ace high",
        "In every suit, trumps included: A K Q J 10 9 8 7 6 5 4 3 2.",
        plain=_each(ACE_HIGH),
        trumps=_each(ACE_HIGH),
    )
)
register_order(
    Order(
        "pam",
        "Ace high with Pam",
        "Ace high, and the jack of clubs (Pam) is always the best trump, above the ace of "
        "trumps, whatever the trump suit; it is a trump only, never a club.",
        plain=_each(ACE_HIGH),
        trumps=_each(ACE_HIGH),
        specials=((Card.parse("JC"), 0),),
        specials_said=(("Pam", "Pam ranks above every trump, even the ace of trumps"),),
    )
)
register_order(
    Order(
        "ecarte",
        "Écarté order",
        "As at Écarté, in every suit: K Q J A 10 9 8 7 (the ace ranks between the jack and the "
        "ten).",
        plain=_each(ECARTE),
        trumps=_each(ECARTE),
        pack=PACK_32,
    )
)
register_order(
    Order(
        "sixty_six",
        "Sixty-Six order",
        "In every suit: A 10 K Q J 9 (then 8 7 in the 32-card pack); the ten ranks between the "
        "ace and the king.",
        plain=_each(SIXTY_SIX),
        trumps=_each(SIXTY_SIX),
        pack=PACK_24,
    )
)
register_order(
    Order(
        "spoil_five",
        "Spoil Five order",
        "Trumps: the five, the jack, the ace of hearts (always the third trump, never a heart), "
        "the ace of trumps, king, queen, then the rest highest in red, lowest in black. Plain "
        "suits: highest in red, lowest in black. Hearts K Q J 10 9 8 7 6 5 4 3 2; diamonds the "
        "same then the ace, lowest; clubs and spades K Q J A 2 3 4 5 6 7 8 9 10.",
        plain=_by_colour(SPOIL_FIVE_BLACK, SPOIL_FIVE_RED),
        trumps=_by_colour(SPOIL_FIVE_BLACK_TRUMPS, SPOIL_FIVE_RED_TRUMPS),
        specials=((Card.parse("AH"), 2),),
        specials_said=(("", "the A♥ is always a trump, third after the Five and the Jack"),),
    )
)
register_order(
    Order(
        "bierspiel",
        "Bierspiel order",
        "Ace high, and the seven of diamonds is always a trump, the second-best, next below "
        "the ace of trumps, whatever the trump suit.",
        plain=_each(ACE_HIGH),
        trumps=_each(ACE_HIGH),
        specials=((Card.parse("7D"), 1),),
        pack=PACK_32,
        specials_said=(("", "the 7♦ is always a trump, second only to the ace of trumps"),),
    )
)


def special_trump_words(card: int) -> tuple[str, str] | None:
    """The name and the reason that explain ``card`` taking a trick as a trump, where the rank
    orders make it a trump whatever the trump suit (:attr:`Order.specials_said`); None for any
    other card, or where two orders would word it differently.

    >>> special_trump_words(Card.parse("JC"))
    ('Pam', 'Pam ranks above every trump, even the ace of trumps')
    >>> special_trump_words(Card.parse("KC")) is None
    True
    """
    said = {
        words
        for order in ORDERS.values()
        for (c, _), words in zip(order.specials, order.specials_said, strict=False)
        if int(c) == int(card)
    }
    return said.pop() if len(said) == 1 else None


class TrickMasks(NamedTuple):
    """What a player on a trick needs to know, as masks (see ``engine.constraints.PlayContext``)."""

    led: Suit  # the suit led (the trump suit when a trump is led)
    led_mask: int  # the cards that count as the suit led
    winner: int  # the seat now winning
    winning_card: Card
    beaters: int  # every card that would beat the winning card
    trumped: bool  # the winning card is a trump


@dataclass(frozen=True, slots=True, eq=False)
class Ranking:
    """One order under one trump suit (or none) and one pack. Build it with :func:`ranking`.

    Tables are indexed by card (0..51), or by suit then card. Cards outside the pack are in no
    mask and no order, have strength and power -1, and follow as their face suit.
    """

    spec: Order
    trump: Suit | None
    pack: int
    trump_mask: int  # every card that is a trump (specials included)
    follows: tuple[Suit, ...]  # follows[card]: the suit the card follows as
    suit_mask: tuple[int, ...]  # suit_mask[s]: the cards that follow as s
    suit_order: tuple[tuple[Card, ...], ...]  # suit_order[s]: those cards, best first
    strength: tuple[int, ...]  # strength[card]: 0 = lowest of its suit (as followed), -1 off pack
    powers: tuple[tuple[int, ...], ...]  # powers[led][card]: higher wins; -1 can never win
    above: tuple[int, ...]  # above[card]: the cards of its suit (as followed) that beat it
    below: tuple[int, ...]  # below[card]: the cards of its suit (as followed) that it beats
    beat_masks: tuple[tuple[int, ...], ...]  # beat_masks[led][card]: cards that beat card
    over: tuple[int, ...]  # over[card]: the cards that beat card when it is winning a trick
    # takes[winning][card]: does card beat winning on its trick (``over`` as bools: two
    # look-ups, where ``over[winning] >> card & 1`` is two int operations Python 3.11 leaves
    # unspecialised, a board's check for every card followed)
    takes: tuple[tuple[bool, ...], ...]
    # ... and a follower's other two look-ups: led_masks[card]: the cards that follow a lead
    # of card (suit_mask[follows[card]]); trump_cards[card]: is card a trump (trump_mask)
    led_masks: tuple[int, ...]
    trump_cards: tuple[bool, ...]
    sort_keys: tuple[int, ...]  # a hand's order: ♠ ♥ ♣ ♦ (as followed), best first
    sort_keys_trumps_first: tuple[int, ...]  # the same with the trumps first

    # ---- what it is -----------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.spec.name

    @property
    def trump_order(self) -> tuple[Card, ...]:
        """The trumps, best first (empty when there is no trump)."""
        return () if self.trump is None else self.suit_order[self.trump]

    def __repr__(self) -> str:
        t = "no trump" if self.trump is None else self.trump.name.lower()
        return f"<Ranking {self.name} {t} ({self.pack.bit_count()} cards)>"

    # ---- single cards ---------------------------------------------------------------------
    def is_trump(self, card: int) -> bool:
        return bool(self.trump_mask >> card & 1)

    def out_of_face_place(self, card: int) -> bool:
        """Whether ``card`` is one of this order's trumps whatever the trump suit
        (:attr:`Order.specials`) and not where its face would put it among these trumps: of
        another suit's face (Pam in diamonds), or of the trump suit's face in another place
        (Pam above the A♣, Bierspiel's 7♦ second to the A♦, above the K♦). The A♥ in hearts at
        Spoil Five stands where the ace of trumps would: not out of place.

        >>> [ranking(o, t).out_of_face_place(Card.parse(c)) for o, t, c in
        ...  (("bierspiel", Suit.DIAMONDS, "7D"), ("pam", Suit.CLUBS, "JC"),
        ...   ("spoil_five", Suit.HEARTS, "AH"), ("ace_high", Suit.CLUBS, "JC"))]
        [True, True, False, False]
        """
        if self.trump is None:
            return False
        c = CARDS[card]
        for special, place in self.spec.specials:
            if int(special) == int(card):
                return c.suit != self.trump or self.spec.trumps[self.trump].index(c.rank) != place
        return False

    def power(self, card: int, led: int) -> int:
        """Strength on a trick led in suit ``led`` (as followed): trumps above the suit led,
        the suit led by its order, any other card -1 (it can never win)."""
        return self.powers[led][card]

    def beats(self, card: int, other: int, led: int) -> bool:
        """Does ``card`` beat ``other`` on a trick led in suit ``led``?"""
        p = self.powers[led]
        return p[card] > p[other]

    def beaters(self, led: int, winning_card: int) -> int:
        """The cards that would beat ``winning_card`` on a trick led in suit ``led``.

        >>> r = ranking("ace_high", Suit.HEARTS)
        >>> pretty(r.beaters(Suit.SPADES, Card.parse("QS")))
        '2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ K♠ A♠'
        """
        return self.beat_masks[led][winning_card]

    def beaters_of(self, winning_card: int) -> int:
        """The cards that would beat ``winning_card``, the card now winning a trick: the
        suit led needs no saying, since a winning card is a trump or of the suit led.

        >>> r = ranking("spoil_five", Suit.HEARTS)
        >>> pretty(r.beaters_of(Card.parse("AH")))
        '5♥ J♥'
        >>> pretty(r.beaters_of(Card.parse("2S")))  # black plain suits: K Q J A 2 3 ... 10
        '2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥ J♠ Q♠ K♠ A♠'
        """
        return self.over[winning_card]

    def higher_trumps(self, card: int) -> int:
        """The trumps that beat ``card``: the higher trumps, or every trump for a plain card."""
        return self.above[card] if self.trump_mask >> card & 1 else self.trump_mask

    def lower_trumps(self, card: int) -> int:
        """The trumps that ``card`` beats (none for a plain card)."""
        return self.below[card] if self.trump_mask >> card & 1 else 0

    def place(self, card: int) -> int:
        """1 for the best card of its suit (as followed, trumps as one suit), 2 for the next...;
        0 for a card outside the pack.

        >>> ranking("spoil_five", Suit.CLUBS).place(Card.parse("AH"))
        3
        """
        s = self.strength[card]
        return 0 if s < 0 else len(self.suit_order[self.follows[card]]) - s

    # ---- tricks ---------------------------------------------------------------------------
    def winning_play(self, plays: Sequence[Play]) -> Play:
        """The play that takes the trick so far (the first card sets the suit led)."""
        best = plays[0]
        p = self.powers[self.follows[best[1]]]
        top = p[best[1]]
        for play in plays[1:]:
            v = p[play[1]]
            if v > top:
                best, top = play, v
        return best

    def winner(self, plays: Sequence[Play]) -> int:
        """The seat that takes the trick so far.

        >>> r = ranking("ace_high", None)
        >>> r.winner([(0, Card.parse("QS")), (1, Card.parse("KS")), (2, Card.parse("2H"))])
        1
        >>> ranking("ace_high", Suit.HEARTS).winner(
        ...     [(0, Card.parse("QS")), (1, Card.parse("KS")), (2, Card.parse("2H"))]
        ... )
        2
        """
        return self.winning_play(plays)[0]

    def winning_card(self, cards: Sequence[int]) -> Card:
        """The card that takes a trick of these cards, in the order played."""
        p = self.powers[self.follows[cards[0]]]
        best = cards[0]
        for c in cards[1:]:
            if p[c] > p[best]:
                best = c
        return CARDS[best]

    def rival(self, plays: Sequence[Play], winner: int) -> Card | None:
        """The card the winner's had to beat: the best other card on the trick that could
        have won it (a trump, or of the suit led); None when no other could. The comparison
        that decided a trick, whose order a trick's explanation names (Spoil Five's trumps,
        Napoleon's ace).

        >>> r = ranking("ace_high", Suit.HEARTS)
        >>> plays = [(0, Card.parse("KS")), (1, Card.parse("AS")), (2, Card.parse("QD"))]
        >>> r.rival(plays, 1), r.rival(plays[1:], 1)
        (Card('KS'), None)
        """
        p = self.powers[self.follows[plays[0][1]]]
        others = [c for s, c in plays if s != winner and p[c] >= 0]
        return CARDS[max(others, key=p.__getitem__)] if others else None

    def trick_masks(self, plays: Sequence[Play]) -> TrickMasks:
        """The masks a player on a (non-empty) trick needs: suit led, winner, beaters."""
        led = self.follows[plays[0][1]]
        seat, card = self.winning_play(plays)
        return TrickMasks(
            led=led,
            led_mask=self.suit_mask[led],
            winner=seat,
            winning_card=CARDS[card],
            beaters=self.over[card],
            trumped=bool(self.trump_mask >> card & 1),
        )

    # ---- masks of cards ---------------------------------------------------------------------
    def best(self, mask: int, led: int | None = None) -> Card | None:
        """The strongest card of ``mask`` on a trick led in ``led`` (trumps first, then by
        strength, when ``led`` is None); None for an empty mask. Ties go to the lower index."""
        return self._pick(mask, led, best=True)

    def worst(self, mask: int, led: int | None = None) -> Card | None:
        """The weakest card of ``mask``, as :meth:`best` measures it."""
        return self._pick(mask, led, best=False)

    def _pick(self, mask: int, led: int | None, best: bool) -> Card | None:
        p = self.powers[led] if led is not None else None
        out = -1
        top = 0
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            if p is not None:
                v = p[c]
            else:
                v = self.strength[c] + (TRUMP_BASE if self.trump_mask >> c & 1 else 0)
            if out < 0 or (v > top if best else v < top):
                out, top = c, v
        return None if out < 0 else CARDS[out]

    def sort_key(self, card: int) -> int:
        """A hand's order for display: suits ♠ ♥ ♣ ♦ as followed (so a special trump sits with
        the trumps), best first within each."""
        return self.sort_keys[card]

    def sorted(self, cards: Iterable[int] | int, trumps_first: bool = False) -> list[Card]:
        """Cards (an iterable or a mask) in hand order; ``trumps_first`` puts the trumps left.

        >>> from engine.cards import parse_cards
        >>> r = ranking("spoil_five", Suit.DIAMONDS)
        >>> pretty(r.sorted(parse_cards("AH 2S AS 10D 5D KH"), trumps_first=True))
        '5♦ A♥ 10♦ A♠ 2♠ K♥'
        """
        keys = self.sort_keys_trumps_first if trumps_first else self.sort_keys
        if isinstance(cards, int):
            cards = [c for c in range(52) if cards >> c & 1]
        return [CARDS[c] for c in sorted(cards, key=keys.__getitem__)]

    # ---- words ------------------------------------------------------------------------------
    def describe(self) -> tuple[str, ...]:
        """One line per suit, best first: the trumps, then the plain suits (♣ ♦ ♥ ♠), each
        naming the cards of its face that rank elsewhere."""
        lines: list[str] = []
        if self.trump is None:
            lines.append("No trumps.")
        else:
            lines.append(
                f"Trumps ({self.trump.name.lower()}), best first: {pretty(self.trump_order)}"
            )
        for s in Suit:
            if s == self.trump:
                continue
            line = f"{s.name.capitalize()}, best first: {pretty(self.suit_order[s])}"
            away = [c for c in CARDS if c.suit == s and self.pack >> c & 1 and self.follows[c] != s]
            if away:
                noun = s.name.lower()
                if len(away) == 1:
                    line += f" ({pretty(away)} is a trump, never a {noun[:-1]})"
                else:
                    line += f" ({pretty(away)} are trumps, never {noun})"
            lines.append(line)
        return tuple(lines)

    def explain(self, card: int, other: int, led: int) -> str:
        """Why one card beats the other (or not) on a trick led in ``led``, in plain words.

        >>> r = ranking("spoil_five", Suit.CLUBS)
        >>> r.explain(Card.parse("JC"), Card.parse("AH"), Suit.CLUBS)
        'J♣ beats A♥: both are trumps, and the trumps rank 5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣.'
        >>> r.explain(Card.parse("2S"), Card.parse("10S"), Suit.SPADES)
        '2♠ beats 10♠: spades rank K♠ Q♠ J♠ A♠ 2♠ 3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠.'
        """
        a, b = CARDS[card], CARDS[other]
        p = self.powers[led]
        led_name = Suit(led).name.lower()
        if card == other:
            return f"{a} is the same card as {b}."
        if p[card] == p[other]:  # only two cards that cannot win tie
            return (
                f"Neither {a} nor {b} can win: neither is a trump or of the suit led ({led_name})."
            )
        if p[card] < p[other]:
            a, b = b, a
        ta, tb = self.is_trump(a), self.is_trump(b)
        if ta and tb:
            why = f"both are trumps, and the trumps rank {pretty(self.trump_order)}."
        elif ta:
            why = f"{a} is a trump and {b} is not."
        elif p[b] < 0:
            why = f"{b} is neither a trump nor of the suit led ({led_name}), so it cannot win."
        else:
            why = f"{led_name} rank {pretty(self.suit_order[led])}."
        return f"{a} beats {b}: {why}"

    def with_why(
        self, said: str, plays: Sequence[Play], winner: int, rival: Card | None = None
    ) -> str:
        """A trick's reason ``said`` (who won it), and why the winner beats the best other card
        that could have won (:meth:`rival`, or ``rival`` where the caller has found it), in
        :meth:`explain`'s words; ``said`` alone when no other card could have won. A clause
        like ``said``: the page that shows it ends the sentence.

        >>> r = ranking("ace_high", Suit.SPADES)
        >>> plays = [(0, Card.parse("KS")), (1, Card.parse("AS"))]
        >>> r.with_why("A♠ is the highest trump (♠) in the trick", plays, 1)
        'A♠ is the highest trump (♠) in the trick — A♠ beats K♠: both are trumps, and the trumps rank A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠'
        """
        if rival is None:
            rival = self.rival(plays, winner)
        if rival is None:  # nothing else could have won: the sentence says all there is
            return said
        card = next(c for p, c in plays if p == winner)
        why = self.explain(card, int(rival), int(self.follows[plays[0][1]]))
        return f"{said} — {why.removesuffix('.')}"


def ranking(order: str, trump: Suit | int | None, pack: int | None = None) -> Ranking:
    """The cached :class:`Ranking` of preset ``order`` (a key of :data:`ORDERS`) under ``trump``
    (a suit, or None / -1 for no trump) in ``pack`` (a mask; by default the order's own pack).

    >>> ranking("ace_high", 2) is ranking("ace_high", Suit.HEARTS, PACK_52)
    True
    """
    key = (order, trump, pack)
    r = _SEEN.get(key)  # one dict look-up on the hot path; Suit(...) alone costs more
    if r is None:
        spec = ORDERS.get(order)
        if spec is None:
            known = listed(ORDERS, "or")
            raise ValueError(f"no rank order named {order!r} (expected one of {known})")
        t = None if trump is None or trump < 0 else Suit(trump)
        r = _SEEN[key] = _build(order, t, spec.pack if pack is None else pack)
    return r


# the rankings already asked for, by the arguments as given (2 and Suit.HEARTS are one key)
_SEEN: dict[tuple[str, Suit | int | None, int | None], Ranking] = {}


@cache
def _build(name: str, trump: Suit | None, pack: int) -> Ranking:
    spec = ORDERS[name]
    specials = sorted(
        ((c, place) for c, place in spec.specials if pack >> c & 1 and trump is not None),
        key=lambda cp: cp[1],
    )
    special = {c for c, _ in specials}
    orders: list[tuple[Card, ...]] = []
    for s in Suit:
        ranks = spec.trumps[s] if s == trump else spec.plain[s]
        cards = [c for c in (Card.of(r, s) for r in ranks) if pack >> c & 1 and c not in special]
        if s == trump:
            for sc, place in specials:
                cards.insert(place, sc)
        orders.append(tuple(cards))

    ranked = [c for o in orders for c in o]
    if len(set(ranked)) != len(ranked) or mask_of(ranked) != pack:
        missing = pack & ~mask_of(ranked)
        raise ValueError(
            f"the {spec.name} order does not rank every card of this pack"
            + (f" (missing {pretty(missing)})" if missing else "")
        )

    follows = [CARDS[c].suit for c in range(52)]
    strength = [-1] * 52
    above = [0] * 52
    below = [0] * 52
    for suit, o in zip(Suit, orders, strict=True):
        n = len(o)
        for i, card in enumerate(o):
            follows[card] = suit
            strength[card] = n - 1 - i
            above[card] = mask_of(o[:i])
            below[card] = mask_of(o[i + 1 :])
    suit_mask = tuple(mask_of(o) for o in orders)
    trump_mask = 0 if trump is None else suit_mask[trump]

    powers: list[tuple[int, ...]] = []
    beat_masks: list[tuple[int, ...]] = []
    for led in Suit:
        pw: list[int] = []
        bm: list[int] = []
        for c in range(52):
            if strength[c] < 0:
                pw.append(-1)
                bm.append(suit_mask[led] | trump_mask)
            elif trump_mask >> c & 1:
                pw.append(TRUMP_BASE + strength[c])
                bm.append(above[c])
            elif follows[c] == led:
                pw.append(strength[c])
                bm.append(above[c] | trump_mask)
            else:
                pw.append(-1)
                bm.append(suit_mask[led] | trump_mask)
        powers.append(tuple(pw))
        beat_masks.append(tuple(bm))

    hand_group = {s: i for i, s in enumerate(_HAND_SUITS)}
    first = [] if trump is None else [trump]
    trump_group = {s: i for i, s in enumerate(first + [s for s in _HAND_SUITS if s != trump])}
    sort_keys: list[int] = []
    sort_first: list[int] = []
    for c in range(52):
        f = follows[c]
        # best first; cards outside the pack go to the end of their suit
        rank = len(orders[f]) - 1 - strength[c] if strength[c] >= 0 else 32 + CARDS[c].rank
        sort_keys.append(hand_group[f] * 64 + rank)
        sort_first.append(trump_group[f] * 64 + rank)

    over = tuple(beat_masks[follows[c]][c] for c in range(52))
    return Ranking(
        spec=spec,
        trump=trump,
        pack=pack,
        trump_mask=trump_mask,
        follows=tuple(follows),
        suit_mask=suit_mask,
        suit_order=tuple(orders),
        strength=tuple(strength),
        powers=tuple(powers),
        above=tuple(above),
        below=tuple(below),
        beat_masks=tuple(beat_masks),
        over=over,
        takes=tuple(tuple(bool(m >> c & 1) for c in range(52)) for m in over),
        led_masks=tuple(suit_mask[follows[c]] for c in range(52)),
        trump_cards=tuple(bool(trump_mask >> c & 1) for c in range(52)),
        sort_keys=tuple(sort_keys),
        sort_keys_trumps_first=tuple(sort_first),
    )
