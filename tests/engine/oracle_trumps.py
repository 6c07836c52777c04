"""A second, independent reading of the play rules of Spoil Five, Forty-Five, Sixty-Six (two-,
three- and four-hand), Napoleon and Linger Longer: which cards a player may play, and who wins a
trick.

Written from the source texts only (``seeds/*.txt`` and RULES.md §5-9), without reading the
engine's rule code, so that ``test_oracle_trumps.py`` compares two readings of the same words.
It is deliberately plain: a card is ``(rank, suit)`` with rank 2..14 (J 11, Q 12, K 13, A 14)
and suit one of ``"CDHS"``; hands are lists; a trick is a list of ``(seat, card)`` in the order
played. Nothing here is fast or clever.

Where the texts leave a point open, the comment says so and quotes the reading taken.
"""

from __future__ import annotations

from functools import cache

Card = tuple[int, str]
Played = tuple[int, Card]

ACE, KING, QUEEN, JACK = 14, 13, 12, 11
ACE_OF_HEARTS: Card = (ACE, "H")


def _suit_of(card: Card) -> str:
    return card[1]


# ==== Spoil Five and Forty-Five ==================================================================
# The seed (002) starts after the card order, so the order is RULES.md §5 "Missing from the seed:
# card ranking": "Trumps, high to low (the A♥ is always the third trump)":
#   ♥ trumps: 5♥ J♥ A♥ K♥ Q♥ 10♥ 9♥ 8♥ 7♥ 6♥ 4♥ 3♥ 2♥
#   ♦ trumps: 5♦ J♦ A♥ A♦ K♦ Q♦ 10♦ 9♦ 8♦ 7♦ 6♦ 4♦ 3♦ 2♦
#   ♣ trumps: 5♣ J♣ A♥ A♣ K♣ Q♣ 2♣ 3♣ 4♣ 6♣ 7♣ 8♣ 9♣ 10♣
#   ♠ trumps: 5♠ J♠ A♥ A♠ K♠ Q♠ 2♠ 3♠ 4♠ 6♠ 7♠ 8♠ 9♠ 10♠
# "Plain suits, high to low: ♥: K Q J 10 9 8 7 6 5 4 3 2 ... ♦: K Q J 10 9 8 7 6 5 4 3 2 A ...
#  ♣ and ♠: K Q J A 2 3 4 5 6 7 8 9 10" ("highest in red, lowest in black").
# Forty-Five is "Spoil Five when it is played by two persons only, or by four or six divided
# into two equal partnerships" (002), so the same play rules serve both.

_RED = ("D", "H")


@cache
def _spoil_trump_order(trump: str) -> tuple[Card, ...]:
    """The trumps of a deal, highest first, written out as RULES.md §5 lists them (once a
    suit: asked about every card of every trick, 470,000 times over the oracle tests)."""
    top: list[Card] = [(5, trump), (JACK, trump), ACE_OF_HEARTS]
    if trump != "H":
        top.append((ACE, trump))
    top += [(KING, trump), (QUEEN, trump)]
    numerals = [10, 9, 8, 7, 6, 4, 3, 2]  # the 5 is already the best trump
    if trump not in _RED:  # "lowest in black": 2 high ... 10 low
        numerals.reverse()
    return (*top, *((r, trump) for r in numerals))


@cache
def _spoil_plain_order(suit: str) -> tuple[Card, ...]:
    """A plain (non-trump) suit, highest first; the A♥ is never in it (it is always a trump).
    Once a suit, as :func:`_spoil_trump_order`."""
    if suit == "H":
        ranks = [KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2]
    elif suit == "D":
        ranks = [KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2, ACE]
    else:
        ranks = [KING, QUEEN, JACK, ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    return tuple((r, suit) for r in ranks)


def spoil_is_trump(card: Card, trump: str) -> bool:
    return card in _spoil_trump_order(trump)


def spoil_trump_beats(a: Card, b: Card, trump: str) -> bool:
    """Is trump ``a`` higher than trump ``b``?"""
    order = _spoil_trump_order(trump)
    return order.index(a) < order.index(b)


# "Any player holding the Five or Jack of the trump suit; or the ace of hearts ... This privilege
# of reneging is confined to the three highest trumps." (002)
def _privileged(card: Card, trump: str) -> bool:
    return card in ((5, trump), (JACK, trump), ACE_OF_HEARTS)


def spoil_five_legal(
    hand: list[Card], trick: list[Played], trump: str, strict_single_privileged: bool = False
) -> list[Card]:
    """The cards the player to move may play in Spoil Five / Forty-Five."""
    if not trick:
        return list(hand)  # no text restricts the lead
    led = trick[0][1]
    trumps = [c for c in hand if spoil_is_trump(c, trump)]
    if spoil_is_trump(led, trump):
        # A trump led (the A♥ led is a trump led, whatever the suit of trumps).
        # "Any player holding the Five or Jack of the trump suit; or the ace of hearts, but having
        # no smaller trump with them, may refuse to follow suit if any inferior trump is led; but
        # if he has also a smaller trump, he must play one or the other. If a superior trump is
        # led, the player must follow suit in any case." The test is against the card led: "If a
        # superior trump is played in following suit, such as the Five played on an Eight led, the
        # holder of the lone Jack ... need not play it, because the lead was inferior." (002)
        if not trumps:
            return list(hand)
        exempt = [c for c in trumps if _privileged(c, trump) and spoil_trump_beats(c, led, trump)]
        if strict_single_privileged:
            # Named variant (RULES.md §5 Ambiguities): 'Literal Foster/Britannica reading ("the
            # only one held", "having no smaller trump with them"): he must play one of them.'
            may_renege = len(trumps) == 1 and len(exempt) == 1
        else:
            # Default: 'Per-card reading (Peel, "not being obliged to play them"): he may withhold
            # both.' (RULES.md §5) - every trump he holds must be a privileged one above the lead.
            may_renege = len(exempt) == len(trumps)
        return list(hand) if may_renege else trumps
    # A plain suit led. RULES.md §5 "Missing: plain-suit duties": 1911 Britannica "To a plain suit
    # no one need follow except a player who holds no trumps; others may follow or trump as they
    # please"; Bicycle "must follow suit if possible, or trump. If unable to follow suit, a player
    # may play any card." The seed lists "revokes in a plain suit" as an irregularity and speaks
    # of "the privilege of renouncing when holding a card of the suit led". So: holding the suit
    # led, follow it or trump; not holding it, anything. (The A♥ is a trump, never a heart.)
    suit = _suit_of(led)
    following = [c for c in hand if _suit_of(c) == suit and not spoil_is_trump(c, trump)]
    if not following:
        return list(hand)
    return [c for c in hand if c in following or c in trumps]


def spoil_five_winner(trick: list[Played], trump: str) -> int:
    """The seat that wins a finished Spoil Five / Forty-Five trick."""
    trumps = [(seat, c) for seat, c in trick if spoil_is_trump(c, trump)]
    order = _spoil_trump_order(trump)
    if trumps:
        return min(trumps, key=lambda p: order.index(p[1]))[0]
    suit = _suit_of(trick[0][1])
    plain = _spoil_plain_order(suit)
    of_suit = [(seat, c) for seat, c in trick if c in plain]
    return min(of_suit, key=lambda p: plain.index(p[1]))[0]


# ==== Sixty-Six ==================================================================================
# "RANK: The cards in each suit rank.(Highest) A 10 K Q J 9 (Lowest)" (000 = 001).
# Four-hand: "The deck is increased to 32 cards by adding the 8's and 7's." The seed does not say
# where they rank; the only reading that keeps the stated order is below the 9: A 10 K Q J 9 8 7.
SIXTY_SIX_ORDER = [ACE, 10, KING, QUEEN, JACK, 9, 8, 7]


def sixty_six_beats(a: Card, b: Card, trump: str) -> bool:
    """Would ``a``, played after ``b`` (the best card so far, of the suit led or a trump), take
    the trick from it? "A trick is won by the higher trump or by the higher card of the suit
    led." (000)"""
    if _suit_of(a) == _suit_of(b):
        return SIXTY_SIX_ORDER.index(a[0]) < SIXTY_SIX_ORDER.index(b[0])
    return _suit_of(a) == trump


def sixty_six_winner(trick: list[Played], trump: str) -> int:
    best_seat, best = trick[0]
    for seat, card in trick[1:]:
        if sixty_six_beats(card, best, trump):
            best_seat, best = seat, card
    return best_seat


def sixty_six_legal(
    hand: list[Card],
    trick: list[Played],
    trump: str,
    stage: str,
    strict_later: bool = False,
    undertrump: bool = False,
) -> list[Card]:
    """The cards the player to move may play in Sixty-Six.

    ``stage``: ``early`` (two/three-hand, stock open), ``later`` (two/three-hand, the stock
    exhausted or closed), ``four`` (four-hand, where the duties hold "At all times").
    ``undertrump``: the other reading of the four-hand gap below (trump even below a trump).
    """
    if not trick:
        return list(hand)  # no text restricts a lead
    if stage == "early":
        # "During this early play (before the stock is exhausted), you do not have to follow suit
        # to the lead: you may play any card." (000)
        return list(hand)
    led_suit = _suit_of(trick[0][1])
    if stage == "later" and not strict_later:
        # "LATER PLAY: After the stock is exhausted ... a player must follow suit to the lead if
        # he can." Closing: "The hands are played out as in Later Play" (000). RULES.md §7:
        # "Nothing more is required: no heading, no trumping."
        following = [c for c in hand if _suit_of(c) == led_suit]
        return following or list(hand)
    # Four-hand (000): "At all times a player must follow suit to a lead, if he can, and also must
    # if possible play higher than any card already played to the trick. When a plain suit is led
    # and he has none, he must trump or overtrump if he can." The strict later-play variant
    # (RULES.md §7, German practice: "follow the suit led (winning the trick when possible), they
    # must trump") asks the same of the two players once the stock is closed or exhausted.
    best_seat = sixty_six_winner(trick, trump)
    best = next(c for seat, c in trick if seat == best_seat)
    following = [c for c in hand if _suit_of(c) == led_suit]
    if following:
        # "Higher than any card already played" is read as: beating the card that now takes the
        # trick (RULES.md §1 reads the same words in Loo as "beat every card already played").
        # A card of a plain suit led cannot beat a trump already on it; then any card of the suit.
        higher = [c for c in following if sixty_six_beats(c, best, trump)]
        return higher or following
    trumps = [c for c in hand if _suit_of(c) == trump]
    if not trumps:
        return list(hand)
    # Void in the suit led: trump if nobody has, overtrump if somebody has and he can beat him.
    # Whether he must under-trump when he cannot overtrump is a gap: RULES.md §7 Four-hand lists
    # "Under-trumping when you cannot overtrump" among the ambiguities with no resolution.
    # ORACLE FIXED: the first version read "must trump ... if he can" as under-trump compulsory
    # (after RULES.md §1's reading of seed 000's Loo, "must trump if he can"), and parted from the
    # engine on every such trick. The texts favour the engine's reading: where seed 000 means a
    # compulsory under-trump it says so ("he must trump if able, even if the trick has already
    # been trumped", Rams); here it writes "trump or overtrump", naming the overtrump for the
    # trumped trick; and seed 002 uses the same phrase to exclude it: "he must trump or
    # over-trump if he can; but he need not under-trump a trick already trumped" (Loo).
    # So: a trump that beats the trick if he has one, else any card (an under-trump included).
    # (A trump led and none held: nothing can be higher, so any card too.)
    # With ``undertrump`` (the engine's option of that name), the first reading: "must trump
    # ... if he can" binds even below a trump already on the trick.
    higher = [c for c in trumps if sixty_six_beats(c, best, trump)]
    return higher or (trumps if undertrump else list(hand))


# ==== Napoleon and Linger Longer: ace high, follow suit, otherwise free ==========================
# Napoleon: "A regular deck of 52. Ace ranks highest." Linger Longer: no order is stated; RULES.md
# §9: "Ace high is not stated; it is implied, and the other descriptions say so."
PLAIN_ORDER = [ACE, KING, QUEEN, JACK, 10, 9, 8, 7, 6, 5, 4, 3, 2]


def ace_high_winner(trick: list[Played], trump: str) -> int:
    """ "A trick is won by the highest trump, or, if it contains no trump, by the highest card
    played of the suit led." (003, Linger Longer; Napoleon says the same in substance.)"""
    trumps = [(seat, c) for seat, c in trick if _suit_of(c) == trump]
    pool = trumps or [(seat, c) for seat, c in trick if _suit_of(c) == _suit_of(trick[0][1])]
    return min(pool, key=lambda p: PLAIN_ORDER.index(p[1][0]))[0]


def follow_suit_legal(hand: list[Card], trick: list[Played]) -> list[Card]:
    """ "A player must follow suit to the lead when able. Otherwise, he may lead or play what he
    pleases." (003, Linger Longer); Napoleon: "A player must follow suit to the lead if he can.
    Otherwise, there is no restriction on what he may play or lead." """
    if not trick:
        return list(hand)
    led_suit = _suit_of(trick[0][1])
    following = [c for c in hand if _suit_of(c) == led_suit]
    return following or list(hand)


def napoleon_legal(
    hand: list[Card], trick: list[Played], trump: str, first_lead: bool
) -> list[Card]:
    """Napoleon: "The highest bidder names the trump suit and has the first lead. He must lead a
    trump for his first lead." (003) ``first_lead``: no trick has been played yet.

    A gap: RULES.md §8 asks "What if the bidder names a suit he does not hold?" and gives no
    answer. Reading taken: a duty binds "if he can", like the following duty beside it, so a
    bidder without a trump leads what he pleases."""
    if first_lead and not trick:
        trumps = [c for c in hand if _suit_of(c) == trump]
        return trumps or list(hand)
    return follow_suit_legal(hand, trick)
