"""Sixty-Six: two-hand (seeds 000 = 001), three-hand and four-hand (seed 000).

One family, three forms: ``players=2`` is the seed's two-hand game, ``players=3`` lets the dealer
sit out and score what the deal's winner scores, ``players=4`` is the partnership game with 32
cards. Where the sources differ the difference is an *option* (see ``../shared/RULES.md`` §7):

================================= ========================== ==================================
option                            default (seed / RULES.md)  other reading
================================= ========================== ==================================
strict_later_play                 follow suit only (seed)    head the trick, trump when void
closing_penalty                   ``modern``: opponent 2/3   ``foster``: 1, 2 or 3 (1895 text)
last_trick_after_closing          no 10 after closing        10 still scored
marriages_after_exhaustion        no (seed)                  yes (Morehead copies)
undertrump (four-hand)            need not under-trump       must trump even below
game_to                           7 (seed)                   10 (chereshnitsa.org)
================================= ========================== ==================================

A two-hand position, drawn as in a test comment (♥ trumps, stock of 8 under the 9♥ after an
exchange, P1 to lead having won the last trick)::

    P0: A♠ 10♠ J♣ Q♦ 9♦ K♦        stock: ▒▒▒▒▒▒▒ 9♥       P0 won 14, P1 won 25 + 40 (K♥ Q♥)
    P1: K♥ A♥ 10♣ Q♣ J♠ 9♣  > to lead: may meld K♣/Q♣? no (no K♣), may close, may claim

Card points are counted from the cards won (``won`` masks), so the scoring can always be shown.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator, Sequence
from fractions import Fraction
from functools import cache
from typing import Any, ClassVar, NamedTuple

from engine.cards import (
    CARDS,
    PACK_24,
    PACK_32,
    SUIT_MASK,
    Card,
    Suit,
    card_list,
    cards_in,
    pretty,
)
from engine.constraints import (
    FollowSuit,
    HeadTheTrick,
    MustTrump,
    Obligation,
    PlayContext,
    forbidden,
    legal_mask,
)
from engine.game import (
    REGISTRY,
    Action,
    Game,
    IllegalAction,
    Option,
    Refusal,
    Variant,
    play,
    register_declaration,
)
from engine.ledger import Settlement, Transfer, seat_account
from engine.rules import Rule, RuleBook
from engine.scenario import ScenarioError
from engine.tricks import Play

register_declaration("exchange", "close", "claim", "meld")

EXCHANGE, CLOSE, CLAIM = Action("exchange"), Action("close"), Action("claim")
TARGET = 66
ROLLOUT_RANDOM = 0.25  # share of random moves in a playout (the rest follow a greedy habit)
BANK = "game points"  # the account game points are drawn from, so a settlement sums to zero

# ---- card tables (indexed by card int) ---------------------------------------------------------
# Rank order A 10 K Q J 9 (8 7 in the 32-card pack): the ten sits between the ace and the king.
_ORDER = (14, 10, 13, 12, 11, 9, 8, 7)
RANK_STRENGTH = {r: len(_ORDER) - i for i, r in enumerate(_ORDER)}
CARD_VALUE = {14: 11, 10: 10, 13: 4, 12: 3, 11: 2, 9: 0, 8: 0, 7: 0}
STRENGTH: tuple[int, ...] = tuple(RANK_STRENGTH.get(c.rank, 0) for c in CARDS)
POINTS: tuple[int, ...] = tuple(CARD_VALUE.get(c.rank, 0) for c in CARDS)
# ABOVE[c]: the cards of c's suit that beat c
ABOVE: tuple[int, ...] = tuple(
    sum(1 << d for d in CARDS if d // 13 == c // 13 and STRENGTH[d] > STRENGTH[c]) for c in CARDS
)


_PACK24: tuple[int, ...] = tuple(card_list(PACK_24))
_PACK32: tuple[int, ...] = tuple(card_list(PACK_32))
QUEENS = sum(1 << (s * 13 + 10) for s in range(4))
MELD: tuple[Action, ...] = tuple(Action("meld", c) for c in CARDS)


# play actions per suit for every set of the ranks 7..A (bits 5..12 of a suit): a hand's plays
# are four table look-ups, not a walk over its bits
_SUIT_PLAYS: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(tuple(play(s * 13 + 5 + i) for i in range(8) if sub >> i & 1) for sub in range(256))
    for s in range(4)
)


def _plays(mask: int) -> list[Action]:
    """The play actions for a mask of Sixty-Six cards (7s to aces), clubs first."""
    c, d, h, s = _SUIT_PLAYS
    return [
        *c[mask >> 5 & 255],
        *d[mask >> 18 & 255],
        *h[mask >> 31 & 255],
        *s[mask >> 44 & 255],
    ]


def card_points(mask: int) -> int:
    """Card points in a pile: A 11, 10 10, K 4, Q 3, J 2, 9 8 7 nothing."""
    total = 0
    while mask:
        low = mask & -mask
        total += POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def strength(card: int, led: Suit | None, trump: Suit | None) -> int:
    """Sixty-Six strength: a trump beats any plain card; else the suit led, A 10 K Q J 9."""
    s = card // 13
    if trump is not None and s == trump:
        return 100 + STRENGTH[card]
    if s == led:
        return STRENGTH[card]
    return -1


def _beats(card: int, best: int, trump: int) -> bool:
    """Does ``card`` beat ``best`` (the card now winning the trick)?"""
    cs, bs = card // 13, best // 13
    if cs == bs:
        return STRENGTH[card] > STRENGTH[best]
    return cs == trump


def king_of(suit: int) -> int:
    return suit * 13 + 11


def queen_of(suit: int) -> int:
    return suit * 13 + 10


def nine_of(suit: int) -> int:
    return suit * 13 + 7


# --------------------------------------------------------------------------------------------
# The rules, with their sources
# --------------------------------------------------------------------------------------------
R = Rule
RULES = RuleBook(
    [
        # the deal
        R(
            "sixty_six.pack",
            "Two-hand: 24 cards, A K Q J 10 9 of each suit.",
            "000",
            "A deck of 24 cards: A-K-Q-J-10-9 of each suit.",
        ),
        R(
            "sixty_six.deal",
            "Six cards each, dealt three at a time.",
            "000",
            "Each player receives 6 cards, dealt 3 at a time.",
        ),
        R(
            "sixty_six.trump_card",
            "The next card is turned and put partly under the stock: it decides trumps.",
            "000",
            "The top card of the stock is turned face up and placed partly "
            "underneath the stock. This trump card decides the trump suit.",
        ),
        R(
            "sixty_six.rank",
            "Cards rank A 10 K Q J 9 in every suit.",
            "000",
            "(Highest) A 10 K Q J 9 (Lowest)",
        ),
        # early play
        R(
            "sixty_six.first_lead",
            "The non-dealer leads first (in three- and four-hand, the player "
            "at the dealer's left).",
            "000",
            "The nondealer leads first.",
        ),
        R(
            "sixty_six.trick_winner",
            "A trick goes to the higher trump, or to the higher card of the suit led.",
            "000",
            "A trick is won by the higher trump or by the higher card of the suit led.",
        ),
        R(
            "sixty_six.draw",
            "The trick winner draws the top card of the stock, then his opponent the next.",
            "000",
            "The winner of a trick draws the top card of the stock, and his "
            "opponent draws the next card.",
        ),
        R(
            "sixty_six.free_play",
            "While the stock lasts you need not follow suit: any card may be played.",
            "000",
            "During this early play (before the stock is exhausted), you do not "
            "have to follow suit to the lead: you may play any card.",
        ),
        # marriages
        R(
            "sixty_six.marriage_value",
            "A marriage (king and queen of a suit) counts 40 in trumps, 20 otherwise.",
            "000",
            "A marriage is a King and Queen of the same suit. In the trump suit, "
            "a marriage counts 40; in any other suit, 20.",
        ),
        R(
            "sixty_six.marriage_after_trick",
            "Show a marriage after winning a trick, then lead the king or queen of it.",
            "000",
            "To score a marriage you must show it after winning a "
            "trick, then lead one of the two cards.",
        ),
        R(
            "sixty_six.opening_marriage",
            "The non-dealer may show a marriage on the opening lead; it "
            "scores only once he wins a trick.",
            "000",
            "If nondealer wants to lead a King or Queen "
            "from a marriage for the opening lead, he may show the marriage and do so. But he does "
            "not score the marriage until after he has won a trick.",
        ),
        R(
            "sixty_six.no_marriage_after_exhaustion",
            "No marriages once the stock is exhausted (only closing keeps them).",
            "RULES.md",
            "the seed implies they are not allowed (only closing keeps them)",
        ),
        R(
            "sixty_six.marriage_after_exhaustion",
            "Option: marriages may still be scored after the stock is exhausted.",
            "RULES.md",
            'Some Morehead-derived copies say "Marriages may still be scored".',
        ),
        # the nine of trumps
        R(
            "sixty_six.exchange",
            "The holder of the 9 of trumps may exchange it for the trump card, "
            "only after winning a trick and before leading.",
            "000",
            "A player having the 9 of trumps "
            "may exchange it for the trump card (to get a higher trump). You may make this exchange "
            "only after winning a trick, before making the next lead.",
        ),
        R(
            "sixty_six.exchange_open_stock",
            "No exchange once the stock is closed or exhausted.",
            "RULES.md",
            "Recommended: not allowed once the stock is closed or exhausted.",
        ),
        # closing and later play
        R(
            "sixty_six.close",
            "At a turn to lead a player may close: no more drawing.",
            "000",
            "At any turn to lead, a player may turn the trump card face down. This signifies that he "
            "closes, that is, stops any further drawing from the stock.",
        ),
        R(
            "sixty_six.closed_play",
            "After closing the hands are played out as in later play, but "
            "marriages may still be melded.",
            "000",
            "The hands are played out as in Later Play "
            "(below), with the difference that marriages may still be melded.",
        ),
        R(
            "sixty_six.follow_suit",
            "Once the stock is exhausted (or closed) you must follow suit if you can.",
            "000",
            "After the stock is exhausted, the 6 cards in each hand are played "
            "out. At this time, a player must follow suit to the lead if he can.",
        ),
        R(
            "sixty_six.strict.follow_and_head",
            "German practice (variant): in later play follow suit and win the trick if you can.",
            "RULES.md",
            "must follow the suit led (winning the trick when possible), they must trump",
        ),
        R(
            "sixty_six.strict.trump",
            "German practice (variant): in later play, trump when you cannot follow.",
            "RULES.md",
            "muss Farbe bedient werden. Ist bedienen nicht möglich, muss "
            "man eine Trumpfkarte spielen",
        ),
        # counting
        R(
            "sixty_six.card_points",
            "Cards won count A 11, 10 10, K 4, Q 3, J 2, 9 nothing.",
            "000",
            "Cards won in tricks are counted as follows:",
        ),
        R("sixty_six.last_trick", "The last trick scores 10.", "000", "For winning last trick"),
        R(
            "sixty_six.no_last_trick_after_closing",
            "After closing the last trick scores no 10.",
            "RULES.md",
            "After closing, the last trick scores no 10.",
        ),
        R(
            "sixty_six.marriage_scored",
            "Marriages are scored when melded; trick points when counted.",
            "000",
            "Marriages are scored on paper whenever melded.",
        ),
        # claiming and game points
        R(
            "sixty_six.claim",
            "At your turn to play you may claim 66: play stops and the cards are counted.",
            "000",
            "In your turn to play, you may claim that you have reached 66. Play "
            "stops at once and the cards are counted.",
        ),
        R(
            "sixty_six.claim_score",
            "A correct claim scores 1, 2 if the opponent has under 33, 3 if he has no trick.",
            "000",
            "If you are right, you score 1 game point\u2014 or 2 if your "
            "opponent has less than 33, or 3 if he has not even won a trick.",
        ),
        R(
            "sixty_six.wrong_claim",
            "A wrong claim gives the opponent 2 game points.",
            "000",
            "If you are wrong, not having 66, your opponent scores 2 game points.",
        ),
        R("sixty_six.threshold", "66 means 66 or more.", "RULES.md", "Use \u2265 66."),
        R(
            "sixty_six.no_winner",
            "Both at 66 or more, or 65 each: nobody scores; the next hand's winner gets 1 extra.",
            "000",
            "If you and your opponent both get more than 66, or if you "
            "tie at 65, neither wins. But the winner of the next hand gets 1 additional game point.",
        ),
        R(
            "sixty_six.played_out",
            "A hand played out with one player at 66 or more scores as his correct claim.",
            "RULES.md",
            "Recommended: score it as a correct claim at the end of the hand.",
        ),
        R(
            "sixty_six.closer_fails",
            "A closer who fails to reach 66 gives the opponent 2, or 3 if "
            "the opponent had no trick when the stock was closed.",
            "RULES.md",
            "a player who closes "
            "must reach 66 himself; if he does not (or his opponent reaches 66 first), the opponent "
            "scores 2 game points, or 3 if the opponent had not won a trick when the stock was "
            "closed.",
        ),
        R(
            "sixty_six.foster_closing",
            "Variant: a failed closer gives the opponent 1, 2 if the "
            "closer has under 33, 3 if he closed before the opponent won a trick.",
            "RULES.md",
            "If the closer fails, the opponent scores 1, or 2 if the closer has fewer than 33, or 3 "
            "if the closer closed before the opponent had won a trick.",
        ),
        R(
            "sixty_six.game",
            "Seven game points win the game.",
            "000",
            "The one who first scores 7 game points wins an overall game.",
        ),
        # three-hand
        R(
            "sixty_six.three.deal",
            "Three-hand: the dealer deals to the other two, who play two-hand Sixty-Six.",
            "000",
            "The dealer gives cards to the other two but none to himself. They "
            "play regular two-hand Sixty-Six.",
        ),
        R(
            "sixty_six.three.dealer_scores",
            "The dealer scores what the deal's winner scores.",
            "000",
            "The dealer scores the same number of game points as the winner of the deal.",
        ),
        R(
            "sixty_six.three.no_winner",
            "Both at 66 or more, or 65 each without a claim: the dealer alone scores 1.",
            "000",
            "If both players get 66 or more, or tie at 65 (without a "
            "claim), they score nothing and dealer gets 1.",
        ),
        R(
            "sixty_six.three.dealer_cap",
            "As dealer a player cannot reach 7: his total stops at 6.",
            "000",
            "If the usual scoring would put him up to 7 or over, his total becomes 6, and he "
            "must win the last point as an active player.",
        ),
        # four-hand
        R(
            "sixty_six.four.partners",
            "Four-hand: partners sit opposite.",
            "000",
            "The players sitting Opposite each other are partners.",
        ),
        R(
            "sixty_six.four.deal",
            "32 cards (7s and 8s added), all dealt, 8 each.",
            "000",
            "The deck is increased to 32 cards by adding the 8's and 7's. All the cards are dealt "
            "out, each player receiving 8.",
        ),
        R(
            "sixty_six.four.trump_card",
            "The last card is turned for trumps and taken by the dealer.",
            "000",
            "The last card is turned for trump, then taken in hand by the dealer.",
        ),
        R("sixty_six.four.no_melding", "No marriages in four-hand.", "000", "There is no melding."),
        R(
            "sixty_six.four.follow_suit",
            "Always follow suit if you can.",
            "000",
            "At all times a player must follow suit to a lead, if he can",
        ),
        R(
            "sixty_six.four.head_the_trick",
            "Always play higher than every card on the trick if you can, even over your partner.",
            "000",
            "also must if possible play higher than any card already played to the trick.",
        ),
        R(
            "sixty_six.four.trump_when_void",
            "With none of a plain suit led, trump or over-trump if you can.",
            "000",
            "When a plain suit is led and he has none, he must trump or overtrump if he can.",
        ),
        R(
            "sixty_six.four.undertrump",
            "Option: when you cannot over-trump you must still trump "
            "(default: you need not under-trump).",
            "RULES.md",
            "Under-trumping when you cannot overtrump",
        ),
        R(
            "sixty_six.four.played_out",
            "Every hand is played out: no claims.",
            "000",
            "Every hand is played out. There is no advantage in claiming to have won.",
        ),
        R(
            "sixty_six.four.scoring",
            "66-99 scores 1, 100-129 scores 2, every trick scores 3.",
            "000",
            "The winning side scores 1 game point for having taken 66 to 99, or 2 for 100 to 129, or "
            "3 for every trick (130).",
        ),
        R(
            "sixty_six.four.tie",
            "A 65-65 tie: 1 extra game point to the side winning the next hand.",
            "000",
            "If the sides tie at 65, 1 extra game point goes to the side winning the next hand.",
        ),
    ]
)

OPTIONS = (
    Option(
        "strict_later_play",
        "Later play: head the trick and trump",
        False,
        help="German practice: after the stock, follow suit and win the trick if you can, "
        "trump when void. The seed asks only to follow suit.",
    ),
    Option(
        "closing_penalty",
        "Closer fails",
        "modern",
        ("modern", "foster"),
        help="modern: the opponent scores 2 (3 if he had no trick when closed); foster: 1, 2 "
        "if the closer has under 33, 3 if closed before the opponent won a trick.",
    ),
    Option(
        "last_trick_after_closing",
        "Last trick scores 10 after closing",
        False,
        help="The 1895 text and Bicycle deny the 10 after closing.",
    ),
    Option(
        "marriages_after_exhaustion",
        "Marriages after the stock is exhausted",
        False,
        help="The seed allows them only after closing; some Morehead copies allow them.",
    ),
    Option(
        "undertrump",
        "Four-hand: must under-trump",
        False,
        help="When void and unable to over-trump, must you still play a trump?",
    ),
    Option(
        "game_to",
        "Game points for a game",
        7,
        (7, 10),
        help="The seeds play to 7; one copy plays to 10.",
    ),
)

VARIANTS = {
    "seed": Variant(
        "seed",
        "Seed rules (000/001)",
        "Follow suit only in later play; a failed "
        "closer gives 2 or 3; no 10 for the last trick after closing.",
        {},
    ),
    "strict_second_phase_german_practice": Variant(
        "strict_second_phase_german_practice",
        "German practice: strict later play",
        "After the stock is exhausted or closed, follow suit and head the trick, trump when "
        "void (kartenspiele.net, symuli.com).",
        {"strict_later_play": True},
    ),
    "foster_closing": Variant(
        "foster_closing",
        "1895 closing penalties",
        "A failed closer gives the opponent 1, 2 if "
        "the closer has under 33, 3 if he closed before the opponent won a trick.",
        {"closing_penalty": "foster"},
    ),
}


class Opts(NamedTuple):
    strict_later_play: bool = False
    closing_penalty: str = "modern"
    last_trick_after_closing: bool = False
    marriages_after_exhaustion: bool = False
    undertrump: bool = False
    game_to: int = 7
    variant: str = "seed"


@cache
def chain_for(opts: Opts, four: bool) -> tuple[Obligation, ...]:
    """The obligations of compulsory play (later play, closed play, four-hand at all times)."""
    if four:
        return (
            FollowSuit(RULES["sixty_six.four.follow_suit"]),
            MustTrump(RULES["sixty_six.four.trump_when_void"], undertrump=opts.undertrump),
            HeadTheTrick(RULES["sixty_six.four.head_the_trick"]),
        )
    if opts.strict_later_play:
        return (
            FollowSuit(RULES["sixty_six.strict.follow_and_head"]),
            MustTrump(RULES["sixty_six.strict.trump"], undertrump=True),
            HeadTheTrick(RULES["sixty_six.strict.follow_and_head"]),
        )
    return (FollowSuit(RULES["sixty_six.follow_suit"]),)


# --------------------------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------------------------
class HandRecord(NamedTuple):
    """One finished hand on the score sheet."""

    hand_no: int
    dealer: int
    result: str  # "claim" | "played"
    hand_points: tuple[int, ...]  # per score slot (seat, or side in four-hand)
    game_points: tuple[int, ...]  # scored this hand, per slot
    totals: tuple[int, ...]  # after this hand
    reason: str
    rule: str


class SixtySixState(NamedTuple):
    """An immutable Sixty-Six position.

    Seats are 0..n-1 clockwise. Card sets are masks (see :mod:`engine.cards`). In a *view*
    (``viewer >= 0``) the other hands hold only the cards everyone knows to be there, ``hidden``
    counts the rest, and unknown stock cards are ``-1``.
    """

    opts: Opts
    n: int  # seats at the table: 2, 3 or 4
    dealer: int
    seats: tuple[int, ...]  # seats dealt in, in order from the first leader
    phase: str  # "play" | "over"
    to_move: int  # -1 when over
    hands: tuple[int, ...]
    stock: tuple[int, ...]  # top first; the last is the face-up trump card (or the 9)
    turned: int  # the card turned for trumps
    trump: int  # trump suit 0..3
    closed_by: int  # seat that closed, or -1
    closed_after: int  # tricks played when the stock was closed (-1: not closed)
    exchanged_by: int  # seat that exchanged the 9 of trumps, or -1
    trick: tuple[Play, ...]  # plays to the current trick
    leader: int
    history: tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners
    won: tuple[int, ...]  # cards won in tricks, per seat
    tricks: tuple[int, ...]  # tricks won per seat
    points: tuple[int, ...]  # card points won (and 10 for the last trick), per seat
    melds: tuple[int, ...]  # marriage points scored, per seat
    pending: tuple[int, ...]  # opening-lead marriage not yet scored, per seat
    marriages: tuple[tuple[int, int, int], ...]  # (seat, suit, value) as shown
    known: tuple[int, ...]  # cards everyone knows a seat holds (or held)
    excluded: tuple[int, ...]  # cards a seat has shown he does not hold
    claimant: int  # seat that claimed, or -1
    result: str  # "" | "claim" | "played"
    moves: tuple[tuple[int, Action], ...]  # every action in order (a replay)
    start: tuple[tuple[int, ...], tuple[int, ...]]  # the deal: hands and stock (not in views)
    scores: tuple[int, ...]  # game points before this hand (per seat; per side if four)
    carry: int  # extra game points for the winner of this hand (ties)
    sheet: tuple[HandRecord, ...]  # earlier hands of the game
    viewer: int  # -1 for the full state; else the seat whose view this is
    hidden: tuple[int, ...]  # per seat: cards in hand the viewer cannot see

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def four(self) -> bool:
        return self.n == 4

    @property
    def trump_suit(self) -> Suit:
        return Suit(self.trump)

    @property
    def closed(self) -> bool:
        return self.closed_by >= 0

    @property
    def exhausted(self) -> bool:
        return not self.stock

    @property
    def compulsory(self) -> bool:
        """Are the later-play duties in force (stock closed or gone, or four-hand)?"""
        return self.closed_by >= 0 or not self.stock

    @property
    def face_up(self) -> int:
        """The trump card showing under the stock (-1 once closed or drawn)."""
        return self.stock[-1] if self.stock and self.closed_by < 0 else -1

    @property
    def hand_no(self) -> int:
        return len(self.sheet) + 1

    def hand_size(self, seat: int) -> int:
        return self.hands[seat].bit_count() + self.hidden[seat]

    def __str__(self) -> str:
        return render(self)


# field positions, for the hot path's cheaper copy-with-changes (see SixtySix._play)
_FIELD = {name: i for i, name in enumerate(SixtySixState._fields)}
_F_HANDS, _F_TRICK, _F_TO_MOVE, _F_MOVES = (
    _FIELD[k] for k in ("hands", "trick", "to_move", "moves")
)
_F_EXCLUDED, _F_HIDDEN, _F_LEADER, _F_WON = (
    _FIELD[k] for k in ("excluded", "hidden", "leader", "won")
)
_F_TRICKS, _F_POINTS, _F_MELDS, _F_PENDING = (
    _FIELD[k] for k in ("tricks", "points", "melds", "pending")
)
_F_HISTORY, _F_STOCK, _F_KNOWN, _F_PHASE, _F_RESULT = (
    _FIELD[k] for k in ("history", "stock", "known", "phase", "result")
)


def _new_state(cls: type[SixtySixState], fields: list[Any]) -> SixtySixState:
    return tuple.__new__(cls, fields)


def side_of(state: SixtySixState, seat: int) -> int:
    """The score slot of a seat: the seat itself, or its partnership (0 or 1) in four-hand."""
    return seat % 2 if state.n == 4 else seat


def slot_name(state: SixtySixState, slot: int) -> str:
    return f"P{slot}+P{slot + 2}" if state.n == 4 else f"P{slot}"


def slot_account(state: SixtySixState, slot: int) -> str:
    return slot_name(state, slot) if state.n == 4 else seat_account(slot)


def hand_points(state: SixtySixState, seat: int) -> int:
    """What a seat (or, in four-hand, his side) counts now: cards won, last trick, marriages."""
    if state.n == 4:
        return state.points[seat % 2] + state.points[seat % 2 + 2]
    return state.points[seat] + state.melds[seat]


def opponent(state: SixtySixState, seat: int) -> int:
    a, b = state.seats[0], state.seats[1]
    return b if seat == a else a


class Outcome(NamedTuple):
    """How a finished hand scores: game points per slot, and why."""

    game_points: tuple[int, ...]
    winner: int  # slot that won the hand, or -1
    reason: str
    rule: str
    carry_next: int  # extra game points for the next hand's winner


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------
class SixtySix(Game[SixtySixState]):
    id = "sixty_six"
    name = "Sixty-Six"
    description = (
        "Two-hand with a stock, marriages, the 9 of trumps, closing and claiming; "
        "three-hand with a sitting-out dealer; four-hand partnerships with 32 cards."
    )
    min_players = 2
    max_players = 4
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "seed"
    # a random claim is nearly always wrong and ends the hand: random players leave it out
    random_excludes = frozenset({"claim"})
    supports_search = True
    amount_unit = "game points"

    # ---- set-up ---------------------------------------------------------------------------
    opts_type = Opts

    def make_opts(self, variant: str | None = None, **overrides: Any) -> Opts:
        opts: Opts = super().make_opts(variant, **overrides)
        return opts

    def new_deal(
        self,
        players: int = 2,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        scores: Sequence[int] | None = None,
        carry: int = 0,
        sheet: Sequence[HandRecord] = (),
        opts: Opts | None = None,
        **overrides: Any,
    ) -> SixtySixState:
        """Shuffle (seeded) and deal a hand.

        >>> s = SixtySix().new_deal(players=2, dealer=0, seed=3)
        >>> s.to_move, len(s.stock), [h.bit_count() for h in s.hands]
        (1, 12, [6, 6])
        """
        o = opts or self.make_opts(variant, **overrides)
        if players not in (2, 3, 4):
            raise ValueError(f"Sixty-Six is for 2, 3 or 4 players, not {players}")
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat 0..{players - 1}, not {dealer}")
        slots = 2 if players == 4 else players
        sc = tuple(scores) if scores is not None else (0,) * slots
        if len(sc) != slots:
            raise ValueError(f"scores: expected {slots} values, got {len(sc)}")
        pack = list(_PACK32 if players == 4 else _PACK24)
        random.Random(seed).shuffle(pack)
        hands = [0] * players
        stock: tuple[int, ...] = ()
        if players == 4:
            seats = tuple((dealer + 1 + i) % 4 for i in range(4))
            for i, c in enumerate(pack):  # all dealt out, the dealer's last card is turned
                hands[seats[i % 4]] |= 1 << c
            turned, stock = pack[-1], ()
        else:
            seats = (
                ((dealer + 1) % players, (dealer + 2) % players)
                if players == 3
                else ((dealer + 1) % 2, dealer)
            )
            it = iter(pack)
            for _ in range(2):  # 3 at a time: non-dealer, dealer, twice
                for s in seats:
                    for _ in range(3):
                        hands[s] |= 1 << next(it)
            rest = list(it)
            turned = rest[0]
            stock = (*rest[1:], turned)  # the turned card lies under the stock
        return self.from_deal(
            o, players, dealer, tuple(hands), tuple(stock), turned, sc, carry, tuple(sheet)
        )

    def from_deal(
        self,
        o: Opts,
        players: int,
        dealer: int,
        hands: tuple[int, ...],
        stock: tuple[int, ...],
        turned: int,
        scores: tuple[int, ...],
        carry: int = 0,
        sheet: tuple[HandRecord, ...] = (),
    ) -> SixtySixState:
        """The opening position of a given deal (used by replays and scenarios)."""
        if players == 4:
            seats = tuple((dealer + 1 + i) % 4 for i in range(4))
        elif players == 3:
            seats = ((dealer + 1) % 3, (dealer + 2) % 3)
        else:
            seats = ((dealer + 1) % 2, dealer)
        known = [0] * players
        if players == 4:
            known[dealer] = 1 << turned
        zero = (0,) * players
        return SixtySixState(
            opts=o,
            n=players,
            dealer=dealer,
            seats=seats,
            phase="play",
            to_move=seats[0],
            hands=hands,
            stock=stock,
            turned=turned,
            trump=turned // 13,
            closed_by=-1,
            closed_after=-1,
            exchanged_by=-1,
            trick=(),
            leader=seats[0],
            history=(),
            won=zero,
            tricks=zero,
            points=zero,
            melds=zero,
            pending=zero,
            marriages=(),
            known=tuple(known),
            excluded=zero,
            claimant=-1,
            result="",
            moves=(),
            start=(hands, stock),
            scores=scores,
            carry=carry,
            sheet=sheet,
            viewer=-1,
            hidden=zero,
        )

    def replay(self, state: SixtySixState) -> list[SixtySixState]:
        """The hand again from the deal: the opening position and the position after each
        action, re-applied through the rules (so a replay can never show an illegal move)."""
        if state.viewer >= 0:
            raise ValueError("a view cannot be replayed: it does not hold the deal")
        hands, stock = state.start
        s = self.from_deal(
            state.opts,
            state.n,
            state.dealer,
            hands,
            stock,
            state.turned,
            state.scores,
            state.carry,
            state.sheet,
        )
        out = [s]
        for _, act in state.moves:
            s = self.apply(s, act)
            out.append(s)
        return out

    def replay_tricks(self, state: SixtySixState) -> list[SixtySixState]:
        """Positions at the end of each trick (and the deal, and the end): trick-by-trick."""
        states = self.replay(state)
        out = [states[0]]
        for prev, s in zip(states, states[1:], strict=False):
            if len(s.history) > len(prev.history) or s.phase == "over":
                out.append(s)
        return out

    # ---- the protocol ---------------------------------------------------------------------
    def current_player(self, state: SixtySixState) -> int | None:
        return None if state.phase == "over" else state.to_move

    def is_over(self, state: SixtySixState) -> bool:
        return state.phase == "over"

    def legal_cards(self, state: SixtySixState) -> int:
        """Mask of the cards the player to move may play (the hot path)."""
        hand = state.hands[state.to_move]
        if not state.trick or not (state.n == 4 or state.closed_by >= 0 or not state.stock):
            return hand
        if state.n != 4 and not state.opts.strict_later_play:
            follow = hand & SUIT_MASK[state.trick[0][1] // 13]
            return follow or hand
        return legal_mask(chain_for(state.opts, state.n == 4), self.play_context(state))

    def play_context(self, state: SixtySixState) -> PlayContext:
        seat = state.to_move
        hand = state.hands[seat]
        tmask = SUIT_MASK[state.trump]
        if not state.trick:
            return PlayContext(hand=hand, leading=True, trump_mask=tmask)
        led = state.trick[0][1] // 13
        wcard = _winning_card(state.trick, state.trump)
        w_trump = wcard // 13 == state.trump
        beaters = ABOVE[wcard] if w_trump else ABOVE[wcard] | tmask
        return PlayContext(
            hand=hand,
            leading=False,
            led_mask=SUIT_MASK[led],
            trump_mask=tmask,
            beaters=beaters,
            trumped=w_trump,
            winner=wcard,
        )

    def may_meld(self, state: SixtySixState, seat: int) -> bool:
        """Is showing a marriage possible for ``seat`` at this lead (ignoring the cards)?"""
        if state.n == 4 or state.trick or state.to_move != seat:
            return False
        if not state.stock and state.closed_by < 0 and not state.opts.marriages_after_exhaustion:
            return False
        if state.history:
            return state.history[-1][1] == seat
        return seat == state.seats[0]

    def meld_cards(self, state: SixtySixState) -> int:
        """K and Q the player to move could lead with a marriage shown."""
        seat = state.to_move
        hand = state.hands[seat]
        queens = hand & (hand >> 1) & QUEENS  # a queen whose king (the next card up) is held
        if not queens or not self.may_meld(state, seat):
            return 0
        return queens | (queens << 1)

    def may_exchange(self, state: SixtySixState) -> bool:
        seat = state.to_move
        if state.n == 4 or state.trick or state.closed_by >= 0 or len(state.stock) < 2:
            return False
        if not state.history or state.history[-1][1] != seat:
            return False
        return bool((state.hands[seat] >> nine_of(state.trump)) & 1)

    def may_close(self, state: SixtySixState) -> bool:
        return state.n != 4 and not state.trick and state.closed_by < 0 and len(state.stock) > 0

    def legal_actions(self, state: SixtySixState) -> list[Action]:
        if state.phase != "play":
            return []
        acts = _plays(self.legal_cards(state))
        if state.n == 4:
            return acts
        if not state.trick:
            melds = self.meld_cards(state)
            if melds:
                acts.extend(MELD[c] for c in cards_in(melds))
            if self.may_exchange(state):
                acts.append(EXCHANGE)
            if self.may_close(state):
                acts.append(CLOSE)
        acts.append(CLAIM)
        return acts

    def apply(self, state: SixtySixState, action: Action) -> SixtySixState:
        if state.phase != "play":
            raise IllegalAction([self.not_available(state, action)])
        kind, card = action.kind, action.card
        if kind == "play" and card is not None:
            if not (self.legal_cards(state) >> card) & 1:
                raise IllegalAction(self.explain(state, action))
            return self._play(state, card, action)
        if kind == "meld" and card is not None:
            if not (self.meld_cards(state) >> card) & 1:
                raise IllegalAction(self.explain(state, action))
            return self._meld(state, card, action)
        if kind == "exchange" and card is None and self.may_exchange(state):
            return self._exchange(state)
        if kind == "close" and card is None and self.may_close(state):
            return state._replace(
                closed_by=state.to_move,
                closed_after=len(state.history),
                moves=(*state.moves, (state.to_move, action)),
            )
        if kind == "claim" and card is None and state.n != 4:
            return state._replace(
                phase="over",
                result="claim",
                claimant=state.to_move,
                to_move=-1,
                moves=(*state.moves, (state.to_move, action)),
            )
        raise IllegalAction(self.explain(state, action))

    # ---- doing things -------------------------------------------------------------------------
    def _exchange(self, state: SixtySixState) -> SixtySixState:
        seat = state.to_move
        nine = nine_of(state.trump)
        up = state.stock[-1]
        hands = list(state.hands)
        hands[seat] = (hands[seat] & ~(1 << nine)) | (1 << up)
        known = list(state.known)
        known[seat] |= 1 << up
        return state._replace(
            hands=tuple(hands),
            stock=(*state.stock[:-1], nine),
            known=tuple(known),
            exchanged_by=seat,
            moves=(*state.moves, (seat, EXCHANGE)),
        )

    def _meld(self, state: SixtySixState, card: int, action: Action) -> SixtySixState:
        seat = state.to_move
        suit = card // 13
        value = 40 if suit == state.trump else 20
        pair = (1 << king_of(suit)) | (1 << queen_of(suit))
        known = list(state.known)
        known[seat] |= pair
        if state.history:
            melds = list(state.melds)
            melds[seat] += value
            s = state._replace(melds=tuple(melds))
        else:  # the opening lead: scored once he wins a trick
            pending = list(state.pending)
            pending[seat] += value
            s = state._replace(pending=tuple(pending))
        s = s._replace(known=tuple(known), marriages=(*state.marriages, (seat, suit, value)))
        return self._play(s, card, action)

    def _play(self, state: SixtySixState, card: int, action: Action) -> SixtySixState:
        seat = state.to_move
        hands = list(state.hands)
        hands[seat] &= ~(1 << card)
        moves = (*state.moves, (seat, action))
        excluded = state.excluded
        if state.trick and (state.n == 4 or state.closed_by >= 0 or not state.stock):
            excluded = self._reveal(state, seat, card)
        trick = (*state.trick, (seat, card))
        hidden = state.hidden
        if state.viewer >= 0 and seat != state.viewer and hidden[seat]:
            h = list(hidden)
            h[seat] -= 1
            hidden = tuple(h)
        seats = state.seats
        if len(trick) < len(seats):
            nxt = seats[1] if seat == seats[0] else seats[(seats.index(seat) + 1) % len(seats)]
            f = list(state)  # the hot path: a field list is cheaper than _replace
            f[_F_HANDS] = tuple(hands)
            f[_F_TRICK] = trick
            f[_F_TO_MOVE] = nxt
            f[_F_MOVES] = moves
            f[_F_EXCLUDED] = excluded
            f[_F_HIDDEN] = hidden
            if not state.trick:
                f[_F_LEADER] = seat
            return _new_state(SixtySixState, f)
        # the trick is complete
        trump = state.trump
        winner, best = trick[0]
        pile = 1 << best
        got = POINTS[best]
        for p, c in trick[1:]:
            pile |= 1 << c
            got += POINTS[c]
            if c // 13 == best // 13:
                if STRENGTH[c] > STRENGTH[best]:
                    winner, best = p, c
            elif c // 13 == trump:
                winner, best = p, c
        won = list(state.won)
        won[winner] |= pile
        tricks = list(state.tricks)
        tricks[winner] += 1
        points = list(state.points)
        points[winner] += got
        melds, pending = state.melds, state.pending
        if pending[winner]:  # the opening-lead marriage scores with his first trick
            ml, pl = list(melds), list(pending)
            ml[winner] += pl[winner]
            pl[winner] = 0
            melds, pending = tuple(ml), tuple(pl)
        stock, known = state.stock, state.known
        # draw from the stock: the winner first (two- and three-hand, stock open)
        if stock and state.closed_by < 0:
            loser = trick[0][0] if winner != trick[0][0] else trick[1][0]
            top, nxt_card = stock[0], stock[1]
            if top >= 0:
                hands[winner] |= 1 << top
            if nxt_card >= 0:
                hands[loser] |= 1 << nxt_card
            stock = stock[2:]
            if not stock:  # the face-up card went to the loser: everyone saw it
                kl = list(known)
                kl[loser] |= 1 << nxt_card
                known = tuple(kl)
            if state.viewer >= 0:
                h = list(hidden)
                for p, c in ((winner, top), (loser, nxt_card)):
                    if c < 0:
                        h[p] += 1
                hidden = tuple(h)
        phase, result, to_move = "play", "", winner
        left = 0
        for p in seats:
            left |= hands[p]
        if not left and not (state.viewer >= 0 and any(hidden)):
            # every card is played: the last trick
            if state.closed_by < 0 or state.opts.last_trick_after_closing:
                points[winner] += 10
            phase, result, to_move = "over", "played", -1
        f = list(state)
        f[_F_HANDS] = tuple(hands)
        f[_F_TRICK] = ()
        f[_F_LEADER] = winner
        f[_F_TO_MOVE] = to_move
        f[_F_WON] = tuple(won)
        f[_F_TRICKS] = tuple(tricks)
        f[_F_POINTS] = tuple(points)
        f[_F_MELDS] = melds
        f[_F_PENDING] = pending
        f[_F_HISTORY] = (*state.history, (trick, winner))
        f[_F_MOVES] = moves
        f[_F_EXCLUDED] = excluded
        f[_F_HIDDEN] = hidden
        f[_F_STOCK] = stock
        f[_F_KNOWN] = known
        f[_F_PHASE] = phase
        f[_F_RESULT] = result
        return _new_state(SixtySixState, f)

    def _reveal(self, state: SixtySixState, seat: int, card: int) -> tuple[int, ...]:
        """Cards a follower has just shown he does not hold (compulsory play only): a card
        off the suit led shows a void; under the strict duties, not trumping shows no trump
        he would have had to play, and not heading shows no card that would have headed."""
        strict = state.n == 4 or state.opts.strict_later_play
        if not strict:  # follow suit only: a card off the suit led shows a void, nothing more
            led_mask = SUIT_MASK[state.trick[0][1] // 13]
            if (1 << card) & led_mask or not ~state.excluded[seat] & led_mask:
                return state.excluded
            ex = list(state.excluded)
            ex[seat] |= led_mask
            return tuple(ex)
        ctx = self.play_context(state)
        undertrump = state.opts.undertrump if state.n == 4 else True
        bit = 1 << card
        led, tm, beaters = ctx.led_mask, ctx.trump_mask, ctx.beaters
        out = 0
        if not bit & led:
            out |= led
            if strict and not bit & tm:
                out |= tm & beaters if ctx.trumped and not undertrump else tm
        if strict and not bit & beaters:
            out |= beaters & (led if bit & led else tm if bit & tm else beaters)
        if not out:
            return state.excluded
        ex = list(state.excluded)
        ex[seat] |= out
        return tuple(ex)

    # ---- explanations ---------------------------------------------------------------------
    def refusals(self, state: SixtySixState) -> list[Refusal]:
        if state.phase != "play":
            return []
        seat = state.to_move
        out: list[Refusal] = []
        if state.trick and (state.n == 4 or state.compulsory):
            out.extend(
                Refusal(play(f.card), f.rule, f.reason)
                for f in forbidden(chain_for(state.opts, state.n == 4), self.play_context(state))
            )
        if state.n == 4:
            out.append(
                Refusal(
                    CLAIM,
                    RULES["sixty_six.four.played_out"],
                    "four-hand is always played out: there is no claiming",
                )
            )
            for s in range(4):
                if (state.hands[seat] >> king_of(s)) & 1 and (state.hands[seat] >> queen_of(s)) & 1:
                    out.append(
                        Refusal(
                            Action("meld", CARDS[king_of(s)]),
                            RULES["sixty_six.four.no_melding"],
                            "there is no melding in four-hand",
                        )
                    )
            return out
        hand = state.hands[seat]
        for s in range(4):
            k, q = king_of(s), queen_of(s)
            if (hand >> k) & 1 and (hand >> q) & 1 and not (self.meld_cards(state) >> k) & 1:
                r = self._meld_refusal(state)
                out.append(Refusal(Action("meld", CARDS[k]), r.rule, r.reason))
                out.append(Refusal(Action("meld", CARDS[q]), r.rule, r.reason))
        if (hand >> nine_of(state.trump)) & 1 and not self.may_exchange(state):
            out.append(self._exchange_refusal(state))
        if not self.may_close(state):
            out.append(self._close_refusal(state))
        return out

    def _meld_refusal(self, state: SixtySixState) -> Refusal:
        a = Action("meld")
        if state.n == 4:
            return Refusal(
                a, RULES["sixty_six.four.no_melding"], "there is no melding in four-hand"
            )
        if state.trick:
            return Refusal(
                a,
                RULES["sixty_six.marriage_after_trick"],
                "a marriage is shown when you lead, and you are following",
            )
        if not state.stock and state.closed_by < 0 and not state.opts.marriages_after_exhaustion:
            return Refusal(
                a,
                RULES["sixty_six.no_marriage_after_exhaustion"],
                "the stock is "
                "exhausted: marriages may no longer be melded (only closing keeps "
                "them)",
            )
        if not state.history:
            return Refusal(
                a,
                RULES["sixty_six.opening_marriage"],
                "only the non-dealer may show a marriage on the opening lead",
            )
        return Refusal(
            a,
            RULES["sixty_six.marriage_after_trick"],
            "you must have won the last trick to show a marriage",
        )

    def _exchange_refusal(self, state: SixtySixState) -> Refusal:
        if state.n == 4:
            return Refusal(
                EXCHANGE,
                RULES["sixty_six.four.trump_card"],
                "in four-hand the dealer takes the trump card; there is no exchange",
            )
        if state.closed_by >= 0 or len(state.stock) < 2:
            what = "closed" if state.closed_by >= 0 else "exhausted"
            return Refusal(
                EXCHANGE,
                RULES["sixty_six.exchange_open_stock"],
                f"the stock is {what}: the 9 of trumps can no longer be exchanged",
            )
        if state.trick:
            return Refusal(
                EXCHANGE,
                RULES["sixty_six.exchange"],
                "exchange before you lead, not while following",
            )
        if (state.hands[state.to_move] >> nine_of(state.trump)) & 1 == 0:
            return Refusal(
                EXCHANGE,
                RULES["sixty_six.exchange"],
                f"you do not hold the {CARDS[nine_of(state.trump)].pretty}",
            )
        return Refusal(
            EXCHANGE,
            RULES["sixty_six.exchange"],
            "you may exchange only after winning a trick, before the next lead",
        )

    def _close_refusal(self, state: SixtySixState) -> Refusal:
        r = RULES["sixty_six.close"]
        if state.n == 4:
            return Refusal(CLOSE, RULES["sixty_six.four.deal"], "four-hand has no stock")
        if state.closed_by >= 0:
            return Refusal(CLOSE, r, f"P{state.closed_by} has already closed the stock")
        if not state.stock:
            return Refusal(CLOSE, r, "the stock is exhausted: there is nothing to close")
        return Refusal(CLOSE, r, "you may close only at a turn to lead")

    def not_available(self, state: SixtySixState, action: Action) -> Refusal:
        if state.phase == "over":
            return Refusal(action, RULES["sixty_six.claim"], "the hand is over")
        kind, card = action.kind, action.card
        seat = state.to_move
        if kind == "meld":
            if card is None or card % 13 not in (10, 11):
                return Refusal(
                    action,
                    RULES["sixty_six.marriage_value"],
                    "a marriage is shown with its king or queen: meld KH or QH",
                )
            if (
                state.n != 4
                and not (state.hands[seat] >> (king_of(card // 13) + queen_of(card // 13) - card))
                & 1
            ):
                other = CARDS[king_of(card // 13) + queen_of(card // 13) - card]
                return Refusal(
                    action,
                    RULES["sixty_six.marriage_value"],
                    f"you do not hold the {other.pretty} to make a marriage",
                )
            r = self._meld_refusal(state)
            return Refusal(action, r.rule, r.reason)
        if kind == "exchange":
            return self._exchange_refusal(state)
        if kind == "close":
            return self._close_refusal(state)
        if kind == "claim":
            return Refusal(
                action,
                RULES["sixty_six.four.played_out"],
                "four-hand is always played out: there is no claiming",
            )
        if kind == "play" and card is not None and not (state.hands[seat] >> card) & 1:
            return Refusal(
                action, RULES["sixty_six.free_play"], f"P{seat} does not hold {card.pretty}"
            )
        return Refusal(
            action,
            RULES["sixty_six.claim"],
            f"{action} is not an action in Sixty-Six (play a card, meld, exchange, close or claim)",
        )

    def trick_winner_rule(self, state: SixtySixState) -> Rule:
        return RULES["sixty_six.trick_winner"]

    # ---- scoring -------------------------------------------------------------------------
    def outcome(self, state: SixtySixState) -> Outcome | None:
        """How the finished hand scores (``None`` while it is in play)."""
        if state.phase != "over":
            return None
        if state.n == 4:
            return _four_outcome(state)
        return _two_outcome(state)

    def settlement(self, state: SixtySixState) -> Settlement | None:
        """Game points as transfers from the game-points bank (they sum to zero)."""
        out = self.outcome(state)
        if out is None:
            return None
        t: list[Transfer] = []
        after = self.scores_after(state)
        for slot, gp in enumerate(out.game_points):
            got = after[slot] - state.scores[slot]
            if gp:
                reason = (
                    out.reason if got == gp else (f"{out.reason}; as dealer his total stops at 6")
                )
                rule = out.rule if got == gp else "sixty_six.three.dealer_cap"
                if got:
                    t.append(Transfer(BANK, slot_account(state, slot), got, reason, rule))
        return Settlement(tuple(t))

    def scores_after(self, state: SixtySixState, out: Outcome | None = None) -> tuple[int, ...]:
        """Game-point totals once this hand is scored (the three-hand dealer capped at 6)."""
        out = out or self.outcome(state)
        if out is None:
            return state.scores
        totals = list(state.scores)
        for slot, gp in enumerate(out.game_points):
            new = totals[slot] + gp
            if state.n == 3 and slot == state.dealer and new >= state.opts.game_to:
                new = max(totals[slot], state.opts.game_to - 1)
            totals[slot] = new
        return tuple(totals)

    def game_winner(self, state: SixtySixState) -> int | None:
        """The slot (seat, or side in four-hand) that has won the game with this hand."""
        after = self.scores_after(state)
        best = max(range(len(after)), key=lambda i: after[i])
        return best if after[best] >= state.opts.game_to else None

    def record(self, state: SixtySixState, out: Outcome | None = None) -> HandRecord:
        out = out or self.outcome(state)
        if out is None:
            raise ValueError("the hand is not over yet")
        slots = 2 if state.n == 4 else state.n
        return HandRecord(
            state.hand_no,
            state.dealer,
            state.result,
            tuple(_slot_points(state, s) for s in range(slots)),
            out.game_points,
            self.scores_after(state, out),
            out.reason,
            out.rule,
        )

    def next_deal(self, state: SixtySixState, seed: int | None = None) -> SixtySixState:
        """Score ``state`` and deal the next hand (the deal passes left, ties carry over)."""
        if state.phase != "over":
            raise ValueError("the hand is not over yet")
        out = self.outcome(state)
        assert out is not None
        after = self.scores_after(state, out)
        if max(after) >= state.opts.game_to:
            raise ValueError("the game is over: start a new one with new_deal")
        return self.new_deal(
            players=state.n,
            dealer=(state.dealer + 1) % state.n,
            seed=seed,
            scores=after,
            carry=out.carry_next,
            sheet=(*state.sheet, self.record(state, out)),
            opts=state.opts,
        )

    def settlement_rows(self, state: SixtySixState) -> list[dict[str, Any]]:
        """One row per player (per side in four-hand) for this hand: a table for pandas."""
        out = self.outcome(state)
        after = self.scores_after(state)
        slots = 2 if state.n == 4 else state.n
        rows: list[dict[str, Any]] = []
        for slot in range(slots):
            seats = (slot, slot + 2) if state.n == 4 else (slot,)
            last = _last_trick_bonus(state, seats)  # points may be given without their cards
            cards = sum(state.points[s] for s in seats) - last
            rows.append(
                {
                    "player": slot_name(state, slot),
                    "role": "dealer" if state.n < 4 and slot == state.dealer else "",
                    "tricks": sum(state.tricks[s] for s in seats),
                    "card points": cards,
                    "last trick": last,
                    "marriages": sum(state.melds[s] for s in seats),
                    "hand points": _slot_points(state, slot),
                    "game points": out.game_points[slot] if out else 0,
                    "total": after[slot],
                }
            )
        return rows

    def score_table(self, state: SixtySixState) -> list[dict[str, Any]]:
        """The game's score sheet: one row per finished hand (this one too, once over)."""
        recs = list(state.sheet)
        if state.phase == "over":
            recs.append(self.record(state))
        slots = 2 if state.n == 4 else state.n
        rows: list[dict[str, Any]] = []
        for r in recs:
            row: dict[str, Any] = {"hand": r.hand_no, "dealer": f"P{r.dealer}", "result": r.result}
            for s in range(slots):
                name = slot_name(state, s)
                row[f"{name} points"] = r.hand_points[s]
                row[f"{name} +"] = r.game_points[s]
                row[f"{name} total"] = r.totals[s]
            row["why"] = r.reason
            rows.append(row)
        return rows

    # ---- hidden information ---------------------------------------------------------------
    def view(self, state: SixtySixState, seat: int) -> SixtySixState:
        """What ``seat`` may know: his own hand, cards shown (marriages, the exchanged and the
        turned trump card), cards played, the stock's size and its face-up card."""
        if state.viewer >= 0:
            if state.viewer != seat:
                raise ValueError(f"this is P{state.viewer}'s view, not P{seat}'s")
            return state
        hands = []
        hidden = []
        for i, h in enumerate(state.hands):
            if i == seat:
                hands.append(h)
                hidden.append(0)
            else:
                hands.append(h & state.known[i])
                hidden.append((h & ~state.known[i]).bit_count())
        stock = tuple(-1 for _ in state.stock[:-1]) + state.stock[-1:]
        return state._replace(
            hands=tuple(hands), stock=stock, start=((), ()), viewer=seat, hidden=tuple(hidden)
        )

    def unseen(self, view: SixtySixState) -> int:
        """Cards the viewer has not seen: in other hands (not shown) or in the stock."""
        pack = PACK_32 if view.n == 4 else PACK_24
        seen = 0
        for i in range(view.n):
            seen |= view.hands[i] | view.won[i]
        for _, c in view.trick:
            seen |= 1 << c
        for c in view.stock:
            if c >= 0:
                seen |= 1 << c
        return pack & ~seen

    def determinize(self, view: SixtySixState, rng: random.Random) -> SixtySixState:
        """A full state consistent with everything ``view.viewer`` has seen: the unseen cards
        dealt at random to the hidden places, never to a seat known to be void of them."""
        if view.viewer < 0:
            return view
        pool = card_list(self.unseen(view))
        rng.shuffle(pool)
        slots: list[int] = []  # seat per hidden hand place; -1 for a stock place
        for i in range(view.n):
            slots.extend([i] * view.hidden[i])
        n_stock = sum(1 for c in view.stock if c < 0)
        slots.extend([-1] * n_stock)
        if len(slots) != len(pool):
            raise ValueError(
                f"view of P{view.viewer}: {len(pool)} unseen cards for {len(slots)} hidden places"
            )
        assign = _match(pool, slots, view.excluded, rng)
        hands = list(view.hands)
        stock_cards = []
        for c, seat in zip(pool, assign, strict=True):
            if seat < 0:
                stock_cards.append(c)
            else:
                hands[seat] |= 1 << c
        it = iter(stock_cards)
        stock = tuple(c if c >= 0 else next(it) for c in view.stock)
        return view._replace(hands=tuple(hands), stock=stock, viewer=-1, hidden=(0,) * view.n)

    # ---- computer play helpers ----------------------------------------------------------------
    def rollout_action(self, state: SixtySixState, rng: random.Random) -> Action:
        """A cheap playout policy: claim at 66, exchange, meld, else a random card (no closing)."""
        seat = state.to_move
        if state.n != 4 and hand_points(state, seat) >= TARGET:
            return CLAIM
        if not state.trick and state.n != 4:
            if self.may_exchange(state):
                return EXCHANGE
            melds = self.meld_cards(state)
            if melds:
                return Action("meld", CARDS[melds.bit_length() - 1])
        cards = card_list(self.legal_cards(state))
        if len(cards) == 1 or rng.random() < ROLLOUT_RANDOM:
            return play(cards[rng.randrange(len(cards))])
        trump = state.trump
        if not state.trick:
            return play(_cheapest(cards, trump))
        best = _winning_card(state.trick, trump)
        same = [c for c in cards if c // 13 == best // 13 and STRENGTH[c] > STRENGTH[best]]
        if same:  # win in the suit led with the card that brings the most
            return play(max(same, key=lambda c: POINTS[c]))
        if POINTS[best] >= 10 or state.compulsory:
            winners = [c for c in cards if _beats(c, best, trump)]
            if winners:
                return play(min(winners, key=lambda c: STRENGTH[c]))
        return play(_cheapest(cards, trump))

    def playout_by_rules(self, state: SixtySixState, rng: random.Random) -> SixtySixState:
        """Play the hand to its end with :meth:`rollout_action` through :meth:`apply`."""
        while state.phase == "play":
            state = self.apply(state, self.rollout_action(state, rng))
        return state

    def playout(self, state: SixtySixState, rng: random.Random) -> SixtySixState:
        """The same playout as :meth:`playout_by_rules` (same policy, same random draws, same
        end), on plain ints instead of a new state per action: the bots' inner loop. Only the
        scoring fields of the end state are filled in (cards won, the tricks' history and the
        action log are not kept). A test holds the two to the same result."""
        if state.phase != "play":
            return state
        four = state.n == 4
        seats = state.seats
        nxt = {seats[i]: seats[(i + 1) % len(seats)] for i in range(len(seats))}
        hands = list(state.hands)
        stock = list(state.stock)
        points, melds = list(state.points), list(state.melds)
        pending, tricks = list(state.pending), list(state.tricks)
        trump = state.trump
        nine = nine_of(trump)
        closed = state.closed_by >= 0
        late_melds = state.opts.marriages_after_exhaustion
        simple_follow = not four and not state.opts.strict_later_play
        chain = chain_for(state.opts, four)
        trick = list(state.trick)
        n_tricks = len(state.history)
        last_winner = state.history[-1][1] if state.history else -1
        seat = state.to_move
        rand, randrange = rng.random, rng.randrange
        claimant = -1
        while True:
            if not four and points[seat] + melds[seat] >= TARGET:
                claimant = seat
                break
            hand = hands[seat]
            card = -1
            if not trick and not four:
                if (
                    not closed
                    and len(stock) >= 2
                    and last_winner == seat
                    and n_tricks
                    and (hand >> nine) & 1
                ):
                    up = stock[-1]
                    hand = hands[seat] = (hand & ~(1 << nine)) | (1 << up)
                    stock[-1] = nine
                queens = hand & (hand >> 1) & QUEENS
                if queens and (stock or closed or late_melds):
                    may = last_winner == seat if n_tricks else seat == seats[0]
                    if may:
                        card = (queens << 1).bit_length() - 1  # the highest king of a marriage
                        value = 40 if card // 13 == trump else 20
                        if n_tricks:
                            melds[seat] += value
                        else:
                            pending[seat] += value
            if card < 0:
                if not trick or not (four or closed or not stock):
                    legal = hand
                elif simple_follow:
                    legal = hand & SUIT_MASK[trick[0][1] // 13] or hand
                else:
                    led = trick[0][1] // 13
                    w = _winning_card(tuple(trick), trump)
                    wt = w // 13 == trump
                    ctx = PlayContext(
                        hand=hand,
                        leading=False,
                        led_mask=SUIT_MASK[led],
                        trump_mask=SUIT_MASK[trump],
                        beaters=ABOVE[w] if wt else ABOVE[w] | SUIT_MASK[trump],
                        trumped=wt,
                        winner=w,
                    )
                    legal = legal_mask(chain, ctx)
                cards = card_list(legal)
                if len(cards) == 1 or rand() < ROLLOUT_RANDOM:
                    card = cards[randrange(len(cards))]
                elif not trick:
                    card = _cheapest(cards, trump)
                else:
                    best = _winning_card(tuple(trick), trump)
                    same = [
                        c for c in cards if c // 13 == best // 13 and STRENGTH[c] > STRENGTH[best]
                    ]
                    if same:
                        card = max(same, key=lambda c: POINTS[c])
                    else:
                        card = -1
                        if POINTS[best] >= 10 or four or closed or not stock:
                            winners = [c for c in cards if _beats(c, best, trump)]
                            if winners:
                                card = min(winners, key=lambda c: STRENGTH[c])
                        if card < 0:
                            card = _cheapest(cards, trump)
            hands[seat] &= ~(1 << card)
            trick.append((seat, card))
            if len(trick) < len(seats):
                seat = nxt[seat]
                continue
            winner, best = trick[0]
            pile = 1 << best
            for p, c in trick[1:]:
                pile |= 1 << c
                if c // 13 == best // 13:
                    if STRENGTH[c] > STRENGTH[best]:
                        winner, best = p, c
                elif c // 13 == trump:
                    winner, best = p, c
            points[winner] += card_points(pile)
            tricks[winner] += 1
            if pending[winner]:
                melds[winner] += pending[winner]
                pending[winner] = 0
            if stock and not closed:
                loser = trick[0][0] if winner != trick[0][0] else trick[1][0]
                hands[winner] |= 1 << stock[0]
                hands[loser] |= 1 << stock[1]
                del stock[:2]
            trick = []
            n_tricks += 1
            last_winner = seat = winner
            if not any(hands[p] for p in seats):
                if not closed or state.opts.last_trick_after_closing:
                    points[winner] += 10
                break
        return state._replace(
            phase="over",
            to_move=-1,
            result="claim" if claimant >= 0 else "played",
            claimant=claimant,
            hands=tuple(hands),
            stock=tuple(stock),
            trick=tuple(trick),
            points=tuple(points),
            melds=tuple(melds),
            pending=tuple(pending),
            tricks=tuple(tricks),
        )

    def value(self, state: SixtySixState, seat: int) -> int:
        """Game points won minus lost by ``seat``'s slot in a finished hand (carry included)."""
        out = self.outcome(state)
        if out is None:
            raise ValueError("the hand is not over yet")
        me = side_of(state, seat)
        gp = out.game_points
        if state.n == 3:
            return gp[me] - gp[opponent(state, seat)]
        return gp[me] - gp[1 - me]

    def obvious_action(self, view: SixtySixState) -> Action | None:
        """A move no search can improve: claim at 66 (waiting can only lose: the opponent's
        count never falls), and take the trump card for the 9 whenever allowed."""
        seat = view.to_move
        if view.phase != "play":
            return None
        if view.n != 4 and hand_points(view, seat) >= TARGET:
            return CLAIM
        if self.may_exchange(view):
            return EXCHANGE
        return None

    def searchable(self, view: SixtySixState) -> bool:
        """Small enough for exact search in every world: play is compulsory (stock closed or
        gone) and at most 12 cards are left in hand (three tricks in four-hand)."""
        if not (view.n == 4 or view.closed_by >= 0 or not view.stock):
            return False
        left = sum(view.hands[i].bit_count() + view.hidden[i] for i in view.seats)
        return left <= 12

    def rollout_value(self, state: SixtySixState, seat: int) -> float:
        """:meth:`value` plus a share of the point margin (a 40-point margin is worth one game
        point; tuned in seeded duplicate matches): one playout's game points are a coarse
        signal, the margin says how near the hand came to going the other way."""
        me = hand_points(state, seat)
        other = max(
            hand_points(state, p) for p in state.seats if side_of(state, p) != side_of(state, seat)
        )
        return self.value(state, seat) + (me - other) / 40

    def heuristic_action(self, state: SixtySixState, rng: random.Random) -> Action:
        """A rule-of-thumb player (reads only what its seat may see)."""
        return _heuristic(self, state, rng)

    def search(
        self,
        state: SixtySixState,
        seat: int,
        deadline: float = 0.0,
    ) -> dict[Action, int] | None:
        """Exact values (game points for ``seat``) of each action in a full state once play is
        compulsory (stock closed or exhausted, or late in four-hand). ``None`` if the search
        runs past ``deadline`` (a ``time.perf_counter()`` value; 0 for none)."""
        return _solve_root(self, state, seat, deadline)

    # ---- scenarios (docs/scenarios.md) ----------------------------------------------------
    SCENARIO_FIELDS = frozenset(
        {
            "game",
            "variant",
            "options",
            "players",
            "dealer",
            "trump",
            "turned",
            "turn_card",
            "stock",
            "stock_size",
            "face_up",
            "closed_by",
            "tricks_at_close",
            "exchanged_by",
            "hands",
            "won",
            "tricks_won",
            "tricks",
            "points",
            "melds",
            "marriages",
            "trick",
            "leader",
            "claimed_by",
            "played_out",
            "last_trick",
            "scores",
            "carry",
            "title",
            "note",
        }
    )

    def from_scenario(self, r: Any) -> SixtySixState:
        """Build the position a scenario describes (two-, three- or four-hand); every
        inconsistency is a :class:`engine.scenario.ScenarioError` naming the field."""
        return _ScenarioBuilder(self, r).build()

    def table_cards(self, state: SixtySixState) -> dict[str, int]:
        """The hands and the trick, each seat's won cards (a scenario may give them without
        their tricks), the trump card face up under the stock and the four-hand turned card."""
        out = super().table_cards(state)
        for seat, mask in enumerate(state.won):
            if mask:
                key = f"P{seat}'s tricks"
                out[key] = out.get(key, 0) | mask
        if state.face_up >= 0:
            out["the trump card"] = 1 << state.face_up
        elif state.n == 4 and state.turned >= 0:
            out["the trump card"] = 1 << state.turned
        return out

    def last_trick_info(self, state: SixtySixState) -> dict[str, Any] | None:
        """The trick just finished (when its cards are known), for ``trickbook answer``."""
        if not state.history or state.trick or not state.history[-1][0]:
            return None
        plays, winner = state.history[-1]
        card = next(c for s, c in plays if s == winner)
        return {
            "player": f"P{winner}",
            "card": CARDS[card].code,
            "trump": Suit(state.trump).letter,
            "card_points": sum(POINTS[c] for _, c in plays),
            "rule": "sixty_six.trick_winner",
        }

    def settlement_json(self, state: SixtySixState) -> dict[str, Any]:
        """Game points per slot for a finished hand, with the reason and the rule."""
        out = self.outcome(state)
        if out is None:
            return {"result": "", "unit": "game points"}
        after = self.scores_after(state)
        slots = 2 if state.n == 4 else state.n
        st = self.settlement(state) or Settlement(())
        rule = next((x for x in self.rules if x.id == out.rule), None)
        return {
            "result": state.result,
            "claimed_by": f"P{state.claimant}" if state.claimant >= 0 else None,
            "closed_by": f"P{state.closed_by}" if state.closed_by >= 0 else None,
            "unit": "game points",
            "players": {
                slot_name(state, k): {
                    "hand_points": _slot_points(state, k),
                    "tricks": _slot_tricks(state, k),
                    "game_points": after[k] - state.scores[k],
                    "total": after[k],
                }
                for k in range(slots)
            },
            "reason": out.reason,
            "rule": rule.as_dict() if rule is not None else None,
            "carry_to_next_hand": out.carry_next,
            "game_won_by": (
                slot_name(state, w) if (w := self.game_winner(state)) is not None else None
            ),
            "transfers": [t.as_dict() for t in st.transfers],
        }

    # ---- quiz hooks (engine.quiz) -----------------------------------------------------------
    quiz_kinds: ClassVar[tuple[str, ...]] = (
        "legal_cards",
        "trick_winner",
        "card_points",
        "may_act",
        "should_claim",
        "game_points",
    )
    declaration_words: ClassVar[tuple[str, ...]] = ("meld", "exchange", "close", "claim")
    card_words: ClassVar[frozenset[str]] = frozenset({"meld"})

    def practice_prompt(self, kind: str, state: SixtySixState, prompt: str) -> str:
        if kind == "card_points" and state.four:  # partners count together
            return f"How many card points have P{state.to_move} and his partner taken so far?"
        return prompt

    def practice_interest(self, kind: str, state: SixtySixState) -> int | None:
        if kind == "trick_winner":  # a discard or a trump on the trick adds interest
            plays, _ = state.history[-1]
            led = plays[0][1] // 13
            return 1 + any(c // 13 != led for _, c in plays)
        if kind == "may_act":  # more of the words decided, either way
            words = self.declaration_words
            allowed = {a.kind for a in self.legal_actions(state) if a.kind in words}
            if not allowed:
                return -1  # nothing to choose (four-hand): never ask
            refused = {r.rule.id for r in self.refusals(state) if r.action.kind in words}
            return len(refused) + len(allowed) - 1
        if kind == "card_points":  # more counting cards to add up
            return self.pile_points(state, state.to_move)[0] // 20
        if kind == "should_claim":  # a count near 66 is the real decision
            if not any(a.kind == "claim" for a in self.legal_actions(state)):
                return -1  # no claiming here (four-hand): never ask
            mine = self.pile_points(state, state.to_move)[0] + state.melds[state.to_move]
            return 3 if mine >= 66 else 2 if mine >= 56 else 1 if mine >= 40 else 0
        return None

    def quiz_amounts(self, state: SixtySixState) -> dict[str, Fraction]:
        """Game points scored this hand per slot (``P0``/``P1``…, or ``P0+P2``/``P1+P3``),
        as the score sheet records them (the three-hand dealer's cap included)."""
        after = self.scores_after(state)
        slots = 2 if state.n == 4 else state.n
        return {slot_name(state, k): Fraction(after[k] - state.scores[k]) for k in range(slots)}

    def pile_points(self, state: SixtySixState, seat: int) -> tuple[int, list[str], list[Rule]]:
        """Count the cards a seat (his side, in four-hand) has taken, card by card."""
        seats = (seat % 2, seat % 2 + 2) if state.n == 4 else (seat,)
        who = slot_name(state, side_of(state, seat))
        pile = 0
        for s in seats:
            pile |= state.won[s]
        counted = card_points(pile)
        total = sum(state.points[s] for s in seats)
        last = _last_trick_bonus(state, seats)
        given = total - counted - last  # card points a scenario gave without the cards
        cards = sorted(cards_in(pile), key=lambda c: (-POINTS[c], c // 13))
        terms = [f"{CARDS[c].pretty} {POINTS[c]}" for c in cards if POINTS[c]]
        if given:
            terms.append(f"{given} (cards not listed)")
        if last:
            terms.append("10 for the last trick")
        lines = []
        if not terms:
            lines.append(f"{who} has taken no counting cards: 0")
        else:
            lines.append(f"{who}: " + " + ".join(terms) + f" = {total}")
        blanks = [CARDS[c].pretty for c in cards if not POINTS[c]]
        if blanks:
            lines.append(f"{' '.join(blanks)} count{'s' if len(blanks) == 1 else ''} nothing")
        if state.n != 4 and state.melds[seat]:
            lines.append(
                f"marriages ({state.melds[seat]}) are scored on paper, not counted in the pile"
            )
        rules = [RULES["sixty_six.card_points"]]
        if last:
            rules.append(RULES["sixty_six.last_trick"])
        return total, lines, rules

    def claim_check(self, state: SixtySixState) -> tuple[bool, list[str], list[Rule]]:
        """Should the player to move claim 66 now? The count, and what the claim would score."""
        seat = state.to_move
        if state.phase != "play" or seat < 0:
            return False, ["the hand is over: there is nothing to claim"], []
        if state.n == 4:
            return (
                False,
                ["four-hand is always played out: there is no claiming"],
                [RULES["sixty_six.four.played_out"]],
            )
        opp = opponent(state, seat)
        cards, melds = state.points[seat], state.melds[seat]
        mine = cards + melds
        theirs = hand_points(state, opp)
        enough = mine >= TARGET
        count = f"you have {cards} in cards + {melds} in marriages = {mine}"
        lines = []
        rules = [RULES["sixty_six.claim"], RULES["sixty_six.threshold"]]
        if state.pending[seat]:
            lines.append(
                f"your opening-lead marriage ({state.pending[seat]}) does not count until you "
                "win a trick"
            )
            rules.append(RULES["sixty_six.opening_marriage"])
        claimed = self.apply(state, CLAIM)
        out = self.outcome(claimed)
        assert out is not None
        gained = self.scores_after(claimed)[side_of(state, seat)] - state.scores[seat]
        if enough:
            lines.insert(0, f"{count} \u2265 66: claim now")
            if out.winner < 0:
                lines.append(
                    f"but your opponent also has {theirs}: both over 66, nobody scores "
                    "(the next hand's winner gets 1 extra)"
                )
                rules.append(RULES[out.rule])
            else:
                why = (
                    "your opponent has not won a trick"
                    if state.tricks[opp] == 0
                    else f"your opponent has {theirs}"
                    + (" (under 33)" if theirs < 33 else " (33 or more)")
                )
                if out.rule != "sixty_six.claim_score":
                    why = "your opponent closed the stock and has not made 66"
                lines.append(
                    f"it would score {gained} game point{'s' if gained != 1 else ''} because {why}"
                )
                rules.append(RULES[out.rule])
                lines.append("playing on can only lose: your opponent's count never falls")
        else:
            lines.insert(0, f"{count} < 66: do not claim, play on")
            won_by = out.winner if out.winner >= 0 else opp
            their_gp = self.scores_after(claimed)[side_of(state, won_by)] - state.scores[won_by]
            lines.append(
                f"a claim now would be wrong and give your opponent {their_gp} game points"
            )
            rules.append(RULES[out.rule])
        return enough, lines, rules

    # ---- text -----------------------------------------------------------------------------
    def render(self, state: SixtySixState) -> str:
        return render(state)


def _winning_card(trick: tuple[Play, ...], trump: int) -> int:
    best = trick[0][1]
    for _, c in trick[1:]:
        if _beats(c, best, trump):
            best = c
    return best


def _slot_points(state: SixtySixState, slot: int) -> int:
    if state.n == 4:
        return state.points[slot] + state.points[slot + 2]
    return state.points[slot] + state.melds[slot]


def _match(
    pool: Sequence[int], slots: list[int], excluded: tuple[int, ...], rng: random.Random
) -> list[int]:
    """Give each card a place (a seat or the stock, -1) with no seat getting a card he is known
    not to hold: a bipartite matching (augmenting paths) over a shuffled order."""
    if not any(excluded[s] for s in set(slots) if s >= 0):
        return list(slots)  # nothing is excluded: the shuffled pool fills the places in order
    places = list(range(len(slots)))
    rng.shuffle(places)
    owner: dict[int, int] = {}  # place -> index of card in pool

    def ok(ci: int, p: int) -> bool:
        s = slots[p]
        return s < 0 or not (excluded[s] >> pool[ci]) & 1

    def augment(ci: int, seen: set[int]) -> bool:
        for p in places:
            if p in seen or not ok(ci, p):
                continue
            seen.add(p)
            if p not in owner or augment(owner[p], seen):
                owner[p] = ci
                return True
        return False

    for ci in range(len(pool)):
        if not augment(ci, set()):
            raise ValueError(
                f"no deal of the unseen cards fits what was seen "
                f"({CARDS[pool[ci]].pretty} has no place)"
            )
    out = [0] * len(pool)
    for p, ci in owner.items():
        out[ci] = slots[p]
    return out


def _claim_value(opts: Opts, claimer_opp_pts: int, claimer_opp_tricks: int) -> int:
    if claimer_opp_tricks == 0:
        return 3
    return 2 if claimer_opp_pts < 33 else 1


def _closing_value(state: SixtySixState, closer: int, other: int) -> tuple[int, str]:
    """What the closer's opponent scores when the closer fails, and the rule."""
    before = state.history[: state.closed_after]
    other_had_trick = any(w == other for _, w in before)
    if state.opts.closing_penalty == "foster":
        if not other_had_trick:
            return 3, "sixty_six.foster_closing"
        return (2 if hand_points(state, closer) < 33 else 1), "sixty_six.foster_closing"
    return (2 if other_had_trick else 3), "sixty_six.closer_fails"


def _two_outcome(state: SixtySixState) -> Outcome:
    """Two-hand scoring (three-hand adds the dealer's share)."""
    a, b = state.seats
    pa, pb = hand_points(state, a), hand_points(state, b)
    slots = state.n
    gp = [0] * slots
    winner, value, rule, reason = -1, 0, "", ""
    closer = state.closed_by
    if pa >= TARGET and pb >= TARGET or (state.result == "played" and pa == pb == 65):
        rule = "sixty_six.no_winner"
        reason = f"both have 66 or more ({pa}-{pb})" if pa >= TARGET else "a tie at 65: nobody wins"
    elif state.result == "claim":
        c = state.claimant
        o = b if c == a else a
        pc, po = hand_points(state, c), hand_points(state, o)
        if pc >= TARGET and closer == o:
            winner = c
            value, rule = _closing_value(state, o, c)
            reason = f"P{c} claims {pc}: P{o} closed and failed"
        elif pc >= TARGET:
            winner = c
            value, rule = _claim_value(state.opts, po, state.tricks[o]), "sixty_six.claim_score"
            reason = f"P{c} claims correctly with {pc} (P{o} has {po}"
            reason += ", no trick)" if state.tricks[o] == 0 else ")"
        elif closer == c:
            winner = o
            value, rule = _closing_value(state, c, o)
            reason = f"P{c} closed and claims wrongly with {pc}"
        else:
            winner, value, rule = o, 2, "sixty_six.wrong_claim"
            reason = f"P{c} claims wrongly with only {pc}: P{o} scores 2"
    else:  # played out
        if closer >= 0:
            o = b if closer == a else a
            if hand_points(state, closer) >= TARGET:
                winner = closer
                value = _claim_value(state.opts, hand_points(state, o), state.tricks[o])
                rule = "sixty_six.played_out"
                reason = f"played out: P{closer} closed and made {hand_points(state, closer)}"
            else:
                winner = o
                value, rule = _closing_value(state, closer, o)
                reason = f"played out: P{closer} closed and made only {hand_points(state, closer)}"
        elif pa >= TARGET or pb >= TARGET:
            w, o = (a, b) if pa >= TARGET else (b, a)
            winner = w
            value = _claim_value(state.opts, hand_points(state, o), state.tricks[o])
            rule = "sixty_six.played_out"
            reason = f"played out: P{w} has {hand_points(state, w)}"
        else:
            rule = "sixty_six.no_winner"
            reason = f"nobody reached 66 ({pa}-{pb})"
    if winner < 0:
        if state.n == 3:
            gp[state.dealer] = 1
            return Outcome(
                tuple(gp), -1, reason + "; the dealer scores 1", "sixty_six.three.no_winner", 0
            )
        return Outcome(
            tuple(gp), -1, reason + "; the next hand's winner gets 1 extra", rule, state.carry + 1
        )
    gp[winner] = value + state.carry
    if state.carry:
        reason += f" (+{state.carry} carried from a tied hand)"
    if state.n == 3:
        gp[state.dealer] = gp[winner]
        reason += "; the dealer scores the same"
    return Outcome(tuple(gp), winner, reason, rule, 0)


def _four_outcome(state: SixtySixState) -> Outcome:
    p = [state.points[0] + state.points[2], state.points[1] + state.points[3]]
    t = [state.tricks[0] + state.tricks[2], state.tricks[1] + state.tricks[3]]
    if p[0] == p[1]:
        return Outcome(
            (0, 0),
            -1,
            f"a tie at {p[0]}: the next hand's winner gets 1 extra",
            "sixty_six.four.tie",
            state.carry + 1,
        )
    w = 0 if p[0] > p[1] else 1
    total = sum(state.tricks)
    if t[w] == total:
        value, why = 3, "every trick"
    elif p[w] >= 100:
        value, why = 2, f"{p[w]} (100 to 129)"
    else:
        value, why = 1, f"{p[w]} (66 to 99)"
    gp = [0, 0]
    gp[w] = value + state.carry
    reason = f"P{w}+P{w + 2} take {why}"
    if state.carry:
        reason += f" (+{state.carry} carried from a tied hand)"
    return Outcome(tuple(gp), w, reason, "sixty_six.four.scoring", 0)


# --------------------------------------------------------------------------------------------
# Exact search (perfect information, compulsory play)
# --------------------------------------------------------------------------------------------
class _Timeout(Exception):
    pass


def _search_moves(game: SixtySix, s: SixtySixState) -> list[Action]:
    """Moves worth searching: plays (a K or Q of a marriage is led *with* the marriage when
    melding is allowed: it can only add points), strongest first."""
    m = game.legal_cards(s)
    melds = game.meld_cards(s) if not s.trick and s.n != 4 else 0
    cards = sorted(cards_in(m), key=lambda c: -(STRENGTH[c] + (20 if c // 13 == s.trump else 0)))
    return [Action("meld", c) if (melds >> c) & 1 else play(c) for c in cards]


def _solve_root(
    game: SixtySix, state: SixtySixState, seat: int, deadline: float
) -> dict[Action, int] | None:
    counter = [0]

    def val(s: SixtySixState, alpha: int, beta: int) -> int:
        counter[0] += 1
        if deadline and counter[0] & 255 == 0 and time.perf_counter() > deadline:
            raise _Timeout
        if s.phase == "over":
            return game.value(s, seat)
        mover = s.to_move
        if s.n != 4 and hand_points(s, mover) >= TARGET:
            return game.value(game.apply(s, CLAIM), seat)
        maxing = side_of(s, mover) == side_of(s, seat)
        if maxing:
            best = -99
            for a in _search_moves(game, s):
                v = val(game.apply(s, a), alpha, beta)
                if v > best:
                    best = v
                if best > alpha:
                    alpha = best
                if alpha >= beta:
                    break
            return best
        best = 99
        for a in _search_moves(game, s):
            v = val(game.apply(s, a), alpha, beta)
            if v < best:
                best = v
            if best < beta:
                beta = best
            if alpha >= beta:
                break
        return best

    try:
        out: dict[Action, int] = {}
        if state.n != 4 and hand_points(state, seat) >= TARGET:
            return {CLAIM: game.value(game.apply(state, CLAIM), seat)}
        for a in _search_moves(game, state):
            out[a] = val(game.apply(state, a), -99, 99)
        return out
    except _Timeout:
        return None


# --------------------------------------------------------------------------------------------
# A rule-of-thumb player
# --------------------------------------------------------------------------------------------
def _cheapest(cards: Sequence[int], trump: int) -> int:
    """The card it hurts least to give away: fewest points, non-trump first."""
    return min(cards, key=lambda c: (c // 13 == trump, POINTS[c], STRENGTH[c]))


def _heuristic(game: SixtySix, s: SixtySixState, rng: random.Random) -> Action:
    seat = s.to_move
    acts = game.legal_actions(s)
    mine = hand_points(s, seat)
    if CLAIM in acts and mine >= TARGET:
        return CLAIM
    if EXCHANGE in acts:
        return EXCHANGE
    hand = s.hands[seat]
    trump = s.trump
    legal = card_list(game.legal_cards(s))
    if not s.trick:
        melds = [a for a in acts if a.kind == "meld"]
        if melds:  # the trump marriage first; lead the queen and keep the king
            return max(
                melds,
                key=lambda a: (
                    a.card is not None and a.card // 13 == trump,
                    a.card is not None and a.card % 13 == 10,
                ),
            )
        tcount = (hand & SUIT_MASK[trump]).bit_count()
        if CLOSE in acts and mine >= 46 and tcount >= 3 and (hand >> (trump * 13 + 12)) & 1:
            return CLOSE
        if s.compulsory and s.n != 4:
            # lead a trump ace or ten while trumps are out, else keep the small cards moving
            top = [c for c in legal if c // 13 == trump and STRENGTH[c] >= 7]
            if top:
                return play(max(top, key=lambda c: STRENGTH[c]))
        marriage_cards = 0
        for x in range(4):
            k, q = king_of(x), queen_of(x)
            if (hand >> k) & 1 and (hand >> q) & 1:
                marriage_cards |= (1 << k) | (1 << q)
        pool = [c for c in legal if not (marriage_cards >> c) & 1] or legal
        return play(_cheapest(pool, trump))
    best = _winning_card(s.trick, trump)
    winners = [c for c in legal if _beats(c, best, trump)]
    if s.n == 4:
        partner_winning = side_of(s, _trick_leader_of(s, best)) == side_of(s, seat)
        if partner_winning:
            return play(
                _cheapest(legal, trump) if not winners else min(winners, key=lambda c: STRENGTH[c])
            )
    on_table = sum(POINTS[c] for _, c in s.trick)
    same = [c for c in winners if c // 13 == best // 13]
    if same:  # win in the suit led with the card that brings the most
        return play(max(same, key=lambda c: POINTS[c]))
    if winners and (on_table >= 10 or s.compulsory):
        return play(min(winners, key=lambda c: (STRENGTH[c], POINTS[c])))
    return play(_cheapest(legal, trump))


def _trick_leader_of(s: SixtySixState, card: int) -> int:
    for p, c in s.trick:
        if c == card:
            return p
    return s.leader


# --------------------------------------------------------------------------------------------
# Scenario files (docs/scenarios.md): a position from a few fields, every field checked
# --------------------------------------------------------------------------------------------
def _last_trick_bonus(state: SixtySixState, seats: Sequence[int]) -> int:
    """The 10 for the last trick in these seats' count (only when every card was played)."""
    if state.result != "played" or not state.history or state.history[-1][1] not in seats:
        return 0
    return 10 if state.closed_by < 0 or state.opts.last_trick_after_closing else 0


def _slot_tricks(state: SixtySixState, slot: int) -> int:
    if state.n == 4:
        return state.tricks[slot] + state.tricks[slot + 2]
    return state.tricks[slot]


class _ScenarioBuilder:
    """Reads a Sixty-Six scenario (an :class:`engine.scenario.Reader`) into a state.

    The cards a scenario leaves out are simply not there: unknown stock cards are ``-1`` (a
    draw from them adds nothing), and tricks whose cards are not given are counted only.
    """

    def __init__(self, game: SixtySix, r: Any) -> None:
        self.g, self.r = game, r

    # -- small readers ------------------------------------------------------------------------
    def err(self, key: str, message: str) -> Exception:
        e: Exception = self.r.error(key, message)
        return e

    def one_of(self, *keys: str) -> str | None:
        given = [k for k in keys if self.r.has(k)]
        if len(given) > 1:
            raise self.err(given[1], f"give one of {', '.join(keys)}, not both")
        return given[0] if given else None

    def whole(self, value: Any, path: str, lo: int, hi: int) -> int:

        if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
            raise ScenarioError(
                self.r.source, path, f"expected a whole number from {lo} to {hi}, got {value!r}"
            )
        return value

    def in_pack(self, card: Card, path: str) -> int:

        if not (self.pack >> card) & 1:
            size = "32-card pack (A K Q J 10 9 8 7)" if self.four else "24-card pack (A K Q J 10 9)"
            raise ScenarioError(self.r.source, path, f"{card.pretty} is not in the {size}")
        return int(card)

    def playing(self, seat: int, key: str) -> int:
        if seat not in self.seats:
            raise self.err(key, f"P{seat} is the dealer and sits out in three-hand")
        return seat

    def seat_map(self, key: str, parse: Any) -> dict[int, Any]:
        out: dict[int, Any] = self.r.per_seat(key, parse)
        for seat in out:
            self.playing(seat, f"{key}.P{seat}")
        return out

    # -- the build ----------------------------------------------------------------------------
    def build(self) -> SixtySixState:  # noqa: C901 - one check after another, in field order

        g, r = self.g, self.r
        r.check_unknown(set(g.SCENARIO_FIELDS))
        opts: Opts = r.game_options(g)
        n = r.integer("players", 2, 4, 2)
        r.players = n
        dealer = r.seat("dealer", 0)
        self.four = four = n == 4
        self.pack = PACK_32 if four else PACK_24
        if four:
            seats: tuple[int, ...] = tuple((dealer + 1 + i) % 4 for i in range(4))
        elif n == 3:
            seats = ((dealer + 1) % 3, (dealer + 2) % 3)
        else:
            seats = ((dealer + 1) % 2, dealer)
        self.seats = seats
        per_trick = len(seats)
        in_hand = 8 if four else 6
        if four:
            for key, why in (
                ("stock", "four-hand has no stock: all 32 cards are dealt"),
                ("stock_size", "four-hand has no stock: all 32 cards are dealt"),
                ("face_up", "four-hand has no stock: the dealer takes the trump card"),
                ("closed_by", "four-hand has no stock to close"),
                ("tricks_at_close", "four-hand has no stock to close"),
                ("exchanged_by", "four-hand has no 9 exchange: the dealer takes the trump card"),
                ("marriages", "there is no melding in four-hand"),
                ("melds", "there is no melding in four-hand"),
                ("claimed_by", "four-hand is always played out: there is no claiming"),
            ):
                if r.has(key):
                    raise self.err(key, why)

        # ---- cards in their places ------------------------------------------------------------
        def cards_at(v: Any, p: str) -> list[int]:
            return [self.in_pack(c, f"{p}[{i}]") for i, c in enumerate(r.card_list(v, p))]

        hands_given = self.seat_map("hands", cards_at)
        won_key = self.one_of("won", "tricks_won") or "won"
        won_given = self.seat_map(won_key, cards_at)
        trick = [
            (self.playing(s, f"trick[{i}]"), self.in_pack(c, f"trick[{i}]"))
            for i, (s, c) in enumerate(r.plays("trick"))
        ]
        turned_key = self.one_of("turned", "turn_card") or "turned"
        turned_card = r.card(turned_key)
        turned = -1 if turned_card is None else self.in_pack(turned_card, r.path(turned_key))
        face_card = r.card("face_up")
        face_up = -1 if face_card is None else self.in_pack(face_card, r.path("face_up"))
        trump_suit = r.suit("trump")

        # ---- trumps -------------------------------------------------------------------------------
        trump = -1
        for key, card in ((turned_key, turned), ("face_up", face_up)):
            if card < 0:
                continue
            if trump_suit is not None and card // 13 != trump_suit:
                raise self.err(
                    "trump",
                    f"the {'turned' if key != 'face_up' else 'face-up'} card "
                    f"{CARDS[card].pretty} makes {Suit(card // 13).symbol} trumps, "
                    f"not {trump_suit.symbol}",
                )
            if trump >= 0 and card // 13 != trump:
                raise self.err(
                    "face_up",
                    f"the face-up card under the stock is the trump card or the 9 of trumps "
                    f"({Suit(trump).symbol}), not {CARDS[card].pretty}",
                )
            trump = card // 13
        if trump < 0:
            if trump_suit is None:
                raise self.err("trump", "is required: a suit (C, D, H, S), or give 'turned'")
            trump = int(trump_suit)

        # ---- tricks, points and marriages --------------------------------------------------------
        counts = self.seat_map("tricks", lambda v, p: self.whole(v, p, 0, 12))
        tricks = [0] * n
        for s in seats:
            cards = won_given.get(s, [])
            need = -(-len(cards) // per_trick)
            if s in counts:
                if len(cards) > counts[s] * per_trick:
                    raise self.err(
                        f"{won_key}.P{s}",
                        f"{len(cards)} cards cannot come from {counts[s]} trick"
                        f"{'s' if counts[s] != 1 else ''} of {per_trick} cards",
                    )
                tricks[s] = counts[s]
            else:
                tricks[s] = need
        given_pts = self.seat_map("points", lambda v, p: self.whole(v, p, 0, 120))
        for s, v in given_pts.items():
            if s in won_given:
                raise self.err(
                    f"points.P{s}",
                    f"give P{s}'s cards taken ({won_key}) or his card points, not both",
                )
            if v and not tricks[s]:
                raise self.err(
                    f"points.P{s}", f"P{s} has {v} card points but no trick: give tricks.P{s}"
                )
        played = sum(tricks)
        closed_by = -1
        if r.has("closed_by"):
            closed_by = self.playing(r.seat("closed_by"), "closed_by")
        stock_kind = r.choice(
            "stock",
            ["open", "closed", "exhausted"],
            "closed" if closed_by >= 0 else "exhausted" if played >= 6 else "open",
        )
        if four:
            stock_kind = "exhausted"
        limit = 8 if four else 12
        if played > limit:
            raise self.err("tricks", f"expected at most {limit} tricks in a hand, got {played}")
        if stock_kind == "closed" and closed_by < 0:
            raise self.err("closed_by", "is required when the stock is closed (who closed it?)")
        if closed_by >= 0 and stock_kind != "closed":
            raise self.err("stock", f"P{closed_by} closed it: expected closed, got {stock_kind}")
        if stock_kind == "open" and played >= 6:
            raise self.err(
                "stock", f"after {played} tricks the stock is exhausted (6 tricks use it up)"
            )
        if stock_kind == "exhausted" and not four and played < 6:
            raise self.err(
                "stock",
                f"after {played} tricks {12 - 2 * played} cards are left in the stock "
                "(it lasts 6 tricks): expected open or closed",
            )
        # when the stock was closed: tricks each had won then
        at_close = self.seat_map("tricks_at_close", lambda v, p: self.whole(v, p, 0, 5))
        if at_close and closed_by < 0:
            raise self.err("tricks_at_close", "only a closed stock has tricks at closing")
        closed_after = -1
        if closed_by >= 0:
            if at_close:
                closed_after = sum(at_close.values())
            elif r.has("stock_size"):
                size = r.integer("stock_size", 0, 12)
                if size % 2 or size < 2:
                    raise self.err(
                        "stock_size",
                        f"a stock closed before it ran out holds 12, 10, ... or 2 cards, "
                        f"got {size}",
                    )
                closed_after = (12 - size) // 2
            else:
                closed_after = played
            if closed_after > min(played, 5):
                raise self.err(
                    "tricks_at_close",
                    f"expected at most {min(played, 5)} tricks played when the stock was "
                    f"closed, got {closed_after}",
                )
            for s, v in at_close.items():
                if v > tricks[s]:
                    raise self.err(
                        f"tricks_at_close.P{s}",
                        f"P{s} has won {tricks[s]} tricks in all, not {v} by the closing",
                    )
            if closed_after == 0 and closed_by != seats[0]:
                raise self.err(
                    "closed_by",
                    f"before the first trick only P{seats[0]}, the first to lead, may close",
                )
        # the stock's size follows from the tricks played
        if stock_kind == "open":
            size = 12 - 2 * played
        elif stock_kind == "closed":
            size = 12 - 2 * closed_after
        else:
            size = 0
        if r.has("stock_size") and not four:
            got = r.integer("stock_size", 0, 12)
            if got != size:
                how = {
                    "open": f"after {played} trick{'s' if played != 1 else ''} with the stock "
                    f"open (12 \u2212 2 \u00d7 {played})",
                    "closed": f"when closed after {closed_after} tricks",
                    "exhausted": "once the stock is exhausted",
                }[stock_kind]
                raise self.err("stock_size", f"expected {size} cards {how}, got {got}")
        if face_up >= 0 and stock_kind != "open":
            raise self.err("face_up", f"the stock is {stock_kind}: no card lies face up")
        nine = nine_of(trump)
        exchanged_by = -1
        if r.has("exchanged_by"):
            exchanged_by = self.playing(r.seat("exchanged_by"), "exchanged_by")
            if not played:
                raise self.err("exchanged_by", "the 9 is exchanged only after winning a trick")
            if face_up < 0 and stock_kind == "open":
                face_up = nine
        if stock_kind == "open":
            if face_up < 0:
                face_up = turned
            if face_up < 0:
                raise self.err(
                    turned_key, "the trump card under the open stock is required (e.g. 10H)"
                )
            if exchanged_by >= 0 and face_up != nine:
                raise self.err(
                    "face_up",
                    f"after the exchange the {CARDS[nine].pretty} lies under the stock, "
                    f"not {CARDS[face_up].pretty}",
                )
            if face_up != turned and face_up != nine:
                raise self.err(
                    "face_up",
                    f"under the stock lies the turned card {CARDS[turned].pretty}, or the "
                    f"{CARDS[nine].pretty} exchanged for it, not {CARDS[face_up].pretty}",
                )
            if turned >= 0 and face_up == nine and turned != nine and played == 0:
                raise self.err("face_up", "the 9 is exchanged only after winning a trick")

        # ---- every card in one place ------------------------------------------------------------
        where: dict[int, str] = {}

        def claim(card: int, place: str) -> None:
            if card in where:
                raise ScenarioError(
                    r.source, place, f"{CARDS[card].pretty} is already in {where[card]}"
                )
            where[card] = place

        if stock_kind == "closed" and turned >= 0 and exchanged_by < 0:
            claim(turned, "the closed stock (the turned card lies under it)")
        for s, cs in hands_given.items():
            for i, c in enumerate(cs):
                claim(c, f"{r.path('hands')}.P{s}[{i}]")
        for s, cs in won_given.items():
            for i, c in enumerate(cs):
                claim(c, f"{r.path(won_key)}.P{s}[{i}]")
        for i, (_, c) in enumerate(trick):
            claim(c, f"{r.path('trick')}[{i}]")
        if face_up >= 0:
            claim(face_up, r.path("face_up") if r.has("face_up") else r.path(turned_key))
        held = where.get(turned, "")
        hands_of = f"{r.path('hands')}.P"
        if four and held.startswith(hands_of) and not held.startswith(f"{hands_of}{dealer}["):
            raise self.err(turned_key, f"the dealer, P{dealer}, took the turned card")

        # ---- hands: at most what a player can hold now ------------------------------------------
        if four:
            at_lead = 8 - played
        elif stock_kind == "open":
            at_lead = 6
        elif stock_kind == "closed":
            at_lead = 6 - (played - closed_after)
        else:
            at_lead = 12 - played
        total = limit if stock_kind != "closed" else closed_after + 6
        if played > total:
            raise self.err(
                "tricks",
                f"after closing at {closed_after} tricks only {total} tricks are played, "
                f"got {played}",
            )
        if len(trick) > per_trick:
            raise self.err("trick", f"expected at most {per_trick} cards, got {len(trick)}")
        if trick and played == total:
            raise self.err("trick", f"all {total} tricks are already counted")
        in_trick = {s for s, _ in trick}
        for s, cs in hands_given.items():
            most = at_lead - (s in in_trick)
            if len(cs) > min(most, in_hand):
                raise self.err(
                    f"hands.P{s}",
                    f"expected at most {min(most, in_hand)} cards after {played} trick"
                    f"{'s' if played != 1 else ''}"
                    + (f" ({stock_kind} stock)" if not four else "")
                    + (" and one played to this trick" if s in in_trick else "")
                    + f", got {len(cs)}",
                )
        won_cards = sum(len(v) for v in won_given.values())
        if won_cards > played * per_trick:
            raise self.err(won_key, f"{won_cards} cards taken in {played} tricks")
        if sum(card_points(_mask(v)) for v in won_given.values()) + sum(given_pts.values()) > 120:
            raise self.err("points", "more than the pack's 120 card points are taken")

        # ---- marriages ------------------------------------------------------------------------------
        shown: list[tuple[int, int, int]] = []  # (seat, suit, card led or -1)
        raw_m = r.raw("marriages", [])
        if isinstance(raw_m, str):
            raw_m = [x for x in raw_m.split(",") if x.strip()]
        elif isinstance(raw_m, dict):
            raw_m = [{k: v} for k, v in raw_m.items()]
        if not isinstance(raw_m, list):
            raise self.err("marriages", f"expected a list such as [P1 H, P0 KS], got {raw_m!r}")
        for i, item in enumerate(raw_m):
            p = f"{r.path('marriages')}[{i}]"
            parts = str(item).replace(":", " ").split() if not isinstance(item, dict) else []
            if isinstance(item, dict) and len(item) == 1:
                parts = [str(x) for x in next(iter(item.items()))]
            if len(parts) != 2:
                raise ScenarioError(r.source, p, f"expected 'P1 H' or 'P1 KH', got {item!r}")
            seat = self.playing(r.parse_seat(parts[0], p), p)
            try:
                suit = int(Suit.parse(parts[1]))
                card = -1
            except ValueError:
                card = int(r.parse_card(parts[1], p))
                if card % 13 not in (10, 11):
                    raise ScenarioError(
                        r.source, p, f"a marriage is shown with its K or Q, not {parts[1]}"
                    ) from None
                suit = card // 13
            if any(x[1] == suit for x in shown):
                raise ScenarioError(r.source, p, f"the {Suit(suit).symbol} marriage is shown twice")
            for c in (king_of(suit), queen_of(suit)):
                held = where.get(c, "")
                if held.startswith(f"{r.path('hands')}.P") and not held.startswith(
                    f"{r.path('hands')}.P{seat}"
                ):
                    raise ScenarioError(
                        r.source, p, f"{CARDS[c].pretty} is in {held}, not with P{seat}"
                    )
            shown.append((seat, suit, card))
        lead_meld = -1
        if trick and shown:
            s0, c0 = trick[0]
            for k, (seat, _, card) in enumerate(shown):
                if seat == s0 and card == c0:  # shown with the card led now
                    lead_meld = k
        melds = [0] * n
        pending = [0] * n
        for k, (seat, suit, _) in enumerate(shown):
            if k == lead_meld:
                continue
            value = 40 if suit == trump else 20
            if tricks[seat]:
                melds[seat] += value
            elif seat == seats[0]:
                pending[seat] += value  # shown on the opening lead: scores with his first trick
            else:
                raise self.err(
                    f"marriages[{k}]",
                    f"P{seat} has won no trick, so cannot have shown a marriage "
                    f"(only P{seats[0]} may, on the opening lead)",
                )
        given_melds = self.seat_map("melds", lambda v, p: self.whole(v, p, 0, 180))
        for s, v in given_melds.items():
            if v % 20:
                raise self.err(f"melds.P{s}", f"marriages score 20 or 40 each, so not {v}")
            if shown and v != melds[s]:
                raise self.err(f"melds.P{s}", f"the marriages shown give P{s} {melds[s]}, not {v}")
            if v and not tricks[s]:
                raise self.err(f"melds.P{s}", f"P{s} has won no trick, so has scored no marriage")
            melds[s] = v

        # ---- who leads, how it ended ----------------------------------------------------------------
        claimant = self.playing(r.seat("claimed_by"), "claimed_by") if r.has("claimed_by") else -1
        played_out = r.boolean("played_out", False)
        if played_out and played != total:
            raise self.err(
                "played_out",
                f"a hand played out has {total} tricks, the tricks given count {played}",
            )
        over_by_play = played == total
        if claimant >= 0 and over_by_play:
            raise self.err("claimed_by", "every trick is played: the hand ended by play")
        last_trick = -1
        if r.has("last_trick"):
            last_trick = self.playing(r.seat("last_trick"), "last_trick")
            if not over_by_play:
                raise self.err(
                    "last_trick", f"the hand is not played out ({played} of {total} tricks)"
                )
        if over_by_play and last_trick < 0:
            raise self.err("last_trick", "is required: who won the last trick of the hand?")
        if trick:
            leader = trick[0][0]
            if r.has("leader") and r.seat("leader") != leader:
                raise self.err("leader", f"P{leader} led the trick (trick[0])")
        elif over_by_play:
            leader = last_trick
        elif r.has("leader"):
            leader = self.playing(r.seat("leader"), "leader")
        elif claimant >= 0 and played:
            leader = claimant  # a claim at his own lead
        elif not played:
            leader = seats[0]
        else:
            raise self.err("leader", "is required once tricks are played: who leads now?")
        if not played and leader != seats[0]:
            raise self.err(
                "leader" if not trick else "trick[0]",
                f"P{seats[0]} leads the first trick"
                + (" (the non-dealer)" if n == 2 else " (the dealer's left)"),
            )
        if played and not tricks[leader]:
            raise self.err(
                "leader" if not trick else "trick[0]",
                f"P{leader} has won no trick, so cannot be leading: the last trick's winner leads",
            )

        # ---- the history: the tricks in an order that fits the facts ---------------------------
        left = list(tricks)
        pre: list[int] = []
        if closed_by >= 0 and closed_after:
            counts_close = dict(at_close)
            if not at_close:
                other = seats[0] if closed_by == seats[1] else seats[1]
                if closed_after == played:  # closed at this lead: every trick came before it
                    counts_close = {s: tricks[s] for s in seats}
                elif tricks[other] == 0:
                    counts_close = {closed_by: closed_after}
                else:
                    raise self.err(
                        "tricks_at_close",
                        f"is required: the stock was closed after {closed_after} of {played} "
                        "tricks; how many had each player won then?",
                    )
            if counts_close.get(closed_by, 0) == 0:
                raise self.err(
                    "tricks_at_close",
                    f"P{closed_by} closed at his lead, so he had won the trick before it",
                )
            for s in seats:
                pre += [s] * counts_close.get(s, 0)
                left[s] -= counts_close.get(s, 0)
            pre.sort(key=lambda s: s == closed_by)  # the closer won the trick before closing
            if closed_after == played and played and pre[-1] != leader:
                raise self.err(
                    "closed_by",
                    f"P{closed_by} closed at his lead, but P{leader} leads now",
                )
        post = [s for s in seats for _ in range(left[s])]
        if post:
            if leader not in post:
                raise self.err(
                    "leader",
                    f"P{leader} has won no trick since the closing, so cannot be leading",
                )
            post.sort(key=lambda s: s == leader)
        history = tuple(((), s) for s in pre + post)

        # ---- the state ------------------------------------------------------------------------
        hands = [_mask(hands_given.get(s, [])) for s in range(n)]
        won = [_mask(won_given.get(s, [])) for s in range(n)]
        points = [card_points(won[s]) + given_pts.get(s, 0) for s in range(n)]
        known = [0] * n
        for seat, suit, _ in shown:
            pair = (1 << king_of(suit)) | (1 << queen_of(suit))
            known[seat] |= pair & hands[seat]
        if four and turned >= 0:
            known[dealer] |= (1 << turned) & hands[dealer]
        if exchanged_by >= 0 and turned >= 0:
            known[exchanged_by] |= (1 << turned) & hands[exchanged_by]
        stock: tuple[int, ...] = ()
        if size:
            under = face_up if stock_kind == "open" else turned if exchanged_by < 0 else -1
            stock = (-1,) * (size - 1) + (under,)
        scores, carry = self.scores(n, opts)
        state = SixtySixState(
            opts=opts,
            n=n,
            dealer=dealer,
            seats=seats,
            phase="play",
            to_move=leader,
            hands=tuple(hands),
            stock=stock,
            turned=turned,
            trump=trump,
            closed_by=closed_by,
            closed_after=closed_after,
            exchanged_by=exchanged_by,
            trick=(),
            leader=leader,
            history=history,
            won=tuple(won),
            tricks=tuple(tricks),
            points=tuple(points),
            melds=tuple(melds),
            pending=tuple(pending),
            marriages=tuple(
                (s, su, 40 if su == trump else 20)
                for k, (s, su, _) in enumerate(shown)
                if k != lead_meld  # the marriage shown with this lead is added as it is led
            ),
            known=tuple(known),
            excluded=(0,) * n,
            claimant=-1,
            result="",
            moves=(),
            start=(tuple(hands), stock),
            scores=scores,
            carry=carry,
            sheet=(),
            viewer=-1,
            hidden=(0,) * n,
        )
        if over_by_play:
            pts = list(state.points)
            if closed_by < 0 or opts.last_trick_after_closing:
                pts[last_trick] += 10
            return state._replace(points=tuple(pts), phase="over", result="played", to_move=-1)

        # ---- the current trick, card by card, through the rules ---------------------------------
        for i, (seat, card) in enumerate(trick):
            if seat != state.to_move:
                raise self.err(
                    f"trick[{i}]", f"expected P{state.to_move} to play next, got P{seat}"
                )
            hl = list(state.hands)
            hl[seat] |= 1 << card  # he held it when he played it
            if i == 0 and lead_meld >= 0:
                partner = king_of(card // 13) + queen_of(card // 13) - card
                hl[seat] |= 1 << partner  # a marriage is shown with both cards in hand
                action = Action("meld", CARDS[card])
            else:
                action = play(card)
            state = state._replace(hands=tuple(hl))
            try:
                state = g.apply(state, action)
            except IllegalAction as e:
                why = "; ".join(x.reason for x in e.refusals)
                raise self.err(f"trick[{i}]", f"P{seat} may not {action.pretty}: {why}") from None
        if state.phase == "over" and played + 1 < total:
            # the hands given ran out, but the hand goes on: undo the engine's end of hand
            w = state.history[-1][1]
            pts = list(state.points)
            if closed_by < 0 or opts.last_trick_after_closing:
                pts[w] -= 10
            state = state._replace(points=tuple(pts), phase="play", result="", to_move=w)
        if claimant >= 0:
            if state.phase != "play":
                raise self.err("claimed_by", "the hand is already over")
            if claimant != state.to_move:
                raise self.err(
                    "claimed_by",
                    f"it is P{state.to_move}'s turn, and a player claims only in his turn",
                )
            state = g.apply(state, CLAIM)
        return state

    def scores(self, n: int, opts: Opts) -> tuple[tuple[int, ...], int]:
        """Game points before this hand (per seat, or per side in four-hand) and the carry."""

        r = self.r
        slots = 2 if n == 4 else n
        out = [0] * slots
        raw = r.raw("scores", {})
        if not isinstance(raw, dict):
            raise self.err(
                "scores", f"expected game points by player such as {{P0: 3}}, got {raw!r}"
            )
        for k, v in raw.items():
            p = f"{r.path('scores')}.{k}"
            names = str(k).replace(" ", "").upper().split("+")
            seats_k = [r.parse_seat(x, p) for x in names]
            slot = seats_k[0] % 2 if n == 4 else seats_k[0]
            if len(seats_k) > (2 if n == 4 else 1) or any(
                (s % 2 if n == 4 else s) != slot for s in seats_k
            ):
                raise ScenarioError(
                    r.source,
                    p,
                    "expected a side P0+P2 or P1+P3" if n == 4 else f"expected one seat, got {k!r}",
                )
            out[slot] = self.whole(v, p, 0, opts.game_to - 1)
        carry = r.integer("carry", 0, 6, 0)
        if n == 3 and carry:
            raise self.err("carry", "three-hand has no carry: a tie gives the dealer 1 instead")
        return tuple(out), carry


def _mask(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


# --------------------------------------------------------------------------------------------
# Text
# --------------------------------------------------------------------------------------------
def render(s: SixtySixState) -> str:
    form = {2: "two-hand", 3: "three-hand", 4: "four-hand"}[s.n]
    stock = (
        ("closed by P" + str(s.closed_by))
        if s.closed_by >= 0
        else (
            f"{len(s.stock)} in stock, {CARDS[s.stock[-1]].pretty} face up"
            if s.stock and s.stock[-1] >= 0
            else ("exhausted" if not s.stock else f"{len(s.stock)} in stock")
        )
    )
    lines = [
        f"Sixty-Six {form} ({s.opts.variant}) — dealer P{s.dealer}, trumps "
        f"{Suit(s.trump).symbol}, {'' if s.n == 4 else stock + ', '}phase {s.phase}"
    ]
    for i in range(s.n):
        if i not in s.seats:
            lines.append(f"  P{i}: sits out (dealer)")
            continue
        mark = ">" if i == s.to_move else " "
        shown = pretty(s.hands[i]) or ""
        if s.hidden[i]:
            shown = (shown + " " if shown else "") + "▒" * s.hidden[i]
        lines.append(
            f"{mark} P{i}: {shown or '-':<22} tricks {s.tricks[i]}, "
            f"points {s.points[i]}, marriages {s.melds[i]}"
            + (f" (+{s.pending[i]} pending)" if s.pending[i] else "")
        )
    if s.trick:
        lines.append("  trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    slots = 2 if s.n == 4 else s.n
    lines.append(
        "  game points: "
        + ", ".join(f"{slot_name(s, k)} {s.scores[k]}" for k in range(slots))
        + (f" (+{s.carry} to this hand's winner)" if s.carry else "")
    )
    return "\n".join(lines)


def iter_tricks(state: SixtySixState) -> Iterator[tuple[int, tuple[Play, ...], int, int]]:
    """(number, plays, winner, card points) for each finished trick, for a replay table."""
    for i, (plays, winner) in enumerate(state.history, 1):
        yield i, plays, winner, sum(POINTS[c] for _, c in plays)


def hand_cards(state: SixtySixState, seat: int) -> list[Card]:
    return card_list(state.hands[seat])


SIXTY_SIX = SixtySix()
REGISTRY.register(SIXTY_SIX)
