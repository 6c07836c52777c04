"""Spoil Five's card order (shared with Forty-Five): the ``spoil_five`` preset of
:mod:`engine.ranking`, the three privileged trumps, the ace that robs, and the rules that cite
the order.

The seed (002) begins after the order was given, so the order comes from RULES.md §5, which
takes it from Peel and the 1911 Britannica: the Five and the Jack of trumps on top, the A♥
always the third trump and never a heart, then the ace of trumps, king, queen and the rest
"highest in red, lowest in black".

>>> pretty(rank_of(Suit.SPADES).trump_order)
'5♠ J♠ A♥ A♠ K♠ Q♠ 2♠ 3♠ 4♠ 6♠ 7♠ 8♠ 9♠ 10♠'
>>> pretty(rank_of(Suit.HEARTS).trump_order)
'5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥'
>>> pretty(privileged_mask(Suit.CLUBS)), trump_ace(Suit.HEARTS).pretty
('5♣ J♣ A♥', 'A♥')
>>> privilege_name(Card.parse("AH"), Suit.CLUBS), privilege_name(Card.parse("JC"), Suit.CLUBS)
('the ace of hearts', 'the Jack')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from engine.cards import CARDS, Card, Suit, pretty
from engine.ranking import Ranking, ranking
from engine.rules import Rule, outside_source

__all__ = [
    "ACE_OF_HEARTS",
    "BRITANNICA",
    "ORDER",
    "PEEL",
    "PEEL_ROBBING",
    "card_order_table",
    "deciding_role",
    "describe_order",
    "order_rules",
    "privilege_name",
    "privileged_mask",
    "rank_of",
    "trump_ace",
    "which_wins",
    "with_order_why",
]

ORDER = "spoil_five"
"""The rank-order preset (:data:`engine.ranking.ORDERS`) both games play with."""

# The outside sources RULES.md §5 takes the order and robbing from.
PEEL = outside_source("http://www.playingcardgames.net/CardGames/Spoil-five.html", "Peel")
PEEL_ROBBING = outside_source("https://playingcardgames.net/CardGames/Robbing.html", "Peel")
BRITANNICA = outside_source(
    "https://en.wikisource.org/wiki/1911_Encyclop%C3%A6dia_Britannica/Spoil-five",
    "the 1911 Encyclop\u00e6dia Britannica",
)

ACE_OF_HEARTS: Card = Card.parse("AH")


def rank_of(trump: int) -> Ranking:
    """The cached order under ``trump`` (a suit index; -1 before the turn-up, when the A♥ is
    the lowest heart only for sorting a hand)."""
    return ranking(ORDER, trump)


def hand_order(trump: int, cards: Sequence[int]) -> list[int]:
    """A hand as the table draws it under ``trump``: the trumps together, best first (the A♥
    among them), then the plain suits ♠ ♥ ♣ ♦, each best first (the rank table's hand sort).
    A reason lists a hand's cards in this order too (Spoil Five and Forty-Five)."""
    return [int(c) for c in rank_of(trump).sorted(list(cards), trumps_first=True)]


def privileged_mask(trump: int) -> int:
    """The three trumps with the reneging privilege: the Five, the Jack and the A♥ (seed 002:
    "This privilege of reneging is confined to the three highest trumps")."""
    s = Suit(trump)
    return 1 << Card.of(5, s) | 1 << Card.of(11, s) | 1 << ACE_OF_HEARTS


def trump_ace(trump: int) -> Card:
    """The ace of the trump suit, the card whose holder robs (the A♥ when hearts are trumps)."""
    return Card.of(14, Suit(trump))


def privilege_name(card: int, trump: int) -> str:
    """``the Five``, ``the Jack`` or ``the ace of hearts`` (empty for any other card)."""
    if card == ACE_OF_HEARTS:
        return "the ace of hearts"
    c = CARDS[card]
    if c.suit == trump and c.rank in (5, 11):
        return "the Five" if c.rank == 5 else "the Jack"
    return ""


def which_wins(cards: Iterable[int], trump: int) -> Card:
    """The card that takes a trick of ``cards`` in the order played (the first is led).

    >>> which_wins([Card.parse(c) for c in ("KH", "AH", "2D")], Suit.DIAMONDS).pretty
    'A♥'
    """
    return rank_of(trump).winning_card(list(cards))


def with_order_why(said: str, plays: Sequence[tuple[int, int]], winner: int, trump: int) -> str:
    """A trick's reason ``said`` (who won it), and why the winner beats the best other card
    that could have won, in the ranking layer's words (:meth:`Ranking.explain`); ``said``
    alone when no other card could have won. Both games' "who wins this trick?" feedback.

    >>> plays = [(0, Card.parse("AD")), (1, Card.parse("AH")), (2, Card.parse("KS"))]
    >>> with_order_why("A♥ is the highest trump (♦) in the trick", plays, 1, Suit.DIAMONDS)
    'A♥ is the highest trump (♦) in the trick — A♥ beats A♦: both are trumps, and the trumps rank 5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦'
    """
    if not plays:  # a trick given by count only: no cards to weigh
        return said
    return rank_of(trump).with_why(said, plays, winner)


def deciding_role(plays: Sequence[tuple[int, int]], winner: int, trump: int) -> str:
    """Which rule of the order decided a trick: the role (of :func:`order_rules`) of the
    comparison :func:`with_order_why` explains, the winner against the best other card that
    could have won. ``top_trumps`` when the Five or the Jack of trumps beats another trump,
    ``ace_of_hearts`` when the A♥ beats or is beaten by a lesser trump, ``trump_order`` for two
    other trumps, for two cards of a plain suit led the rule quoting that suit's line of
    RULES.md (``plain_hearts``, ``plain_diamonds``, and ``plain_order`` for clubs and spades),
    and ``trick_winner`` where no order was needed: a trump over plain cards, or the only card
    of the suit led.

    >>> D = Suit.DIAMONDS
    >>> def role(*cards: str) -> str:
    ...     plays = [(i, Card.parse(c)) for i, c in enumerate(cards)]
    ...     won = which_wins([c for _, c in plays], D)
    ...     return deciding_role(plays, next(p for p, c in plays if c == won), D)
    >>> role("AD", "AH", "KS"), role("AH", "JD"), role("KD", "2D"), role("KS", "2D")
    ('ace_of_hearts', 'top_trumps', 'trump_order', 'trick_winner')
    >>> role("KH", "2H", "AS"), role("2S", "10S"), role("KS", "QC")
    ('plain_hearts', 'plain_order', 'trick_winner')
    >>> deciding_role([(0, Card.parse("AD")), (1, Card.parse("2D"))], 1, Suit.SPADES)
    'plain_diamonds'
    """
    if not plays:
        return "trick_winner"
    r = rank_of(trump)
    rival = r.rival(plays, winner)
    if rival is None:
        return "trick_winner"
    card = next(c for p, c in plays if p == winner)
    if not r.is_trump(rival):  # a trump over plain cards, or two cards of the suit led
        return "trick_winner" if r.is_trump(card) else PLAIN_ROLE[r.follows[card]]
    if privilege_name(card, trump) in ("the Five", "the Jack"):
        return "top_trumps"
    return "ace_of_hearts" if ACE_OF_HEARTS in (card, rival) else "trump_order"


# the rule a trick between two cards of a plain suit cites, by that suit: RULES.md §5 gives
# each red suit a line of its own, and clubs and spades one line together
PLAIN_ROLE = {
    Suit.HEARTS: "plain_hearts",
    Suit.DIAMONDS: "plain_diamonds",
    Suit.CLUBS: "plain_order",
    Suit.SPADES: "plain_order",
}


def card_order_table(trump: int) -> dict[str, tuple[Card, ...]]:
    """The order read aloud, best first: ``trumps`` then each plain suit by its letter."""
    r = rank_of(trump)
    out = {"trumps": r.trump_order}
    for s in Suit:
        if s != trump:
            out[s.letter] = r.suit_order[s]
    return out


def order_rules(game: str, by: str = "by the Spoil Five order") -> dict[str, Rule]:
    """The rules of the card order, with ids ``<game>.<role>`` (roles: ``trump_order``,
    ``top_trumps``, ``ace_of_hearts``, ``plain_order``, ``plain_hearts``, ``plain_diamonds``,
    ``trick_winner``; a trick cites the one
    :func:`deciding_role` names). ``by``: how the trick's rule names the order, for a game
    whose learner does not know Spoil Five (Forty-Five) by what it is."""
    return {
        "trump_order": Rule(
            f"{game}.trump_order",
            "Trumps rank: the Five, the Jack, the A\u2665, the ace of trumps, king, queen, then "
            "the rest highest in red, lowest in black (13 trumps when hearts are trumps, 14 "
            "otherwise).",
            "RULES.md",
            'The rule of thumb is "highest in red, lowest in black".',
            PEEL,
        ),
        "top_trumps": Rule(
            f"{game}.top_trumps",
            "The Five of trumps is the best trump and the Jack of trumps the second, both above "
            "the A\u2665 and every other trump.",
            "002",
            "if the Jack is led, and any player holds the Five alone, he need not play it to the "
            "inferior trump lead. If the heart ace is led, and one player holds the Jack alone, "
            "and another the Five alone, neither of these cards need be played, because the "
            "trump led is inferior to both of them.",
        ),
        "ace_of_hearts": Rule(
            f"{game}.ace_of_hearts",
            "The A\u2665 is always the third trump, whatever the trump suit, and never a heart.",
            "RULES.md",
            'the A\u2665 "is always a trump card, and never counts as a heart", Peel',
            PEEL,
        ),
        "plain_order": Rule(
            f"{game}.plain_order",
            "Clubs and spades, when not trumps, rank lowest in black: K Q J A, then 2 up to "
            "10, the lowest of all.",
            "RULES.md",
            "\u2663 and \u2660: K Q J A 2 3 4 5 6 7 8 9 10",
            BRITANNICA,
        ),
        # a red plain trick quotes its suit's own line, not the black suits' one above
        "plain_hearts": Rule(
            f"{game}.plain_hearts",
            "Hearts, when not trumps, rank highest in red: K Q J 10 down to 2, with no ace (the "
            "A\u2665 is always a trump).",
            "RULES.md",
            "\u2665: K Q J 10 9 8 7 6 5 4 3 2",
            BRITANNICA,
        ),
        "plain_diamonds": Rule(
            f"{game}.plain_diamonds",
            "Diamonds, when not trumps, rank highest in red: K Q J 10 down to 2, and the ace "
            "lowest of all.",
            "RULES.md",
            "\u2666: K Q J 10 9 8 7 6 5 4 3 2 A",
            BRITANNICA,
        ),
        "trick_winner": Rule(
            f"{game}.trick_winner",
            "A trick goes to its highest trump, or, with no trump in it, to the highest card of "
            f"the suit led, {by}.",
            "002",
            "he should trump all doubtful cards; that is, cards that may win the trick if not "
            "trumped.",
            note="Foster's text begins after the order of the cards; this sentence of his "
            "advice takes for granted that a trump takes a trick that a card of the suit led "
            "would otherwise win. A trick between two trumps, or two cards of the suit led, cites the rule of "
            "the order that decided it.",
        ),
    }


def describe_order(trump: int) -> str:
    """The trumps under ``trump`` in one line, best first."""
    return f"{Suit(trump).symbol} trumps, best first: {pretty(rank_of(trump).trump_order)}"
