"""Three-card Loo (seeds 000 and 002).

Default reading: Foster's (seed 002, variant ``foster1897``). Seed 000's lesson text is the named
variant ``lesson_000``. Where the two differ the difference is an *option*, never a copy:

==================== =========================== ==========================================
option               foster1897 (002)            lesson_000 (000)
==================== =========================== ==========================================
widow_in_single      no widow in a simple         widow offered in every deal
lead_duties          trump leads (ace/king)       none
undertrump           need not under-trump         must trump even below a trump
dealer_always_plays  only vs a lone stander       vs any lone player
flushes              three trumps take the pool   no flushes
==================== =========================== ==========================================

Counters are kept in *white* units (3 white = 1 red), so a pool always divides in thirds with
nothing lost; an odd white counter stays in the pool.

A deal, drawn as in a test comment (5 players, dealer P0, a double, ♥ trumps)::

    P1: A♥ 7♠ 2♣   stand     P2: K♠ Q♠ 9♦  pass     P3: widow      P4: 5♥ 5♦ 3♣ stand
    P0 (dealer): must play or defend — P1 and P4 are in, so he may also pass
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any, ClassVar, NamedTuple

from engine.cards import CARDS, SUIT_MASK, Card, Suit, card_list, cards_in, pretty
from engine.constraints import (
    FollowSuit,
    HeadTheTrick,
    LeadRequired,
    LeadTrump,
    MustTrump,
    Obligation,
    PlayContext,
    forbidden,
    legal_mask,
)
from engine.game import REGISTRY, Action, Game, IllegalAction, Option, Refusal, Variant, play
from engine.ledger import (
    POOL,
    Settlement,
    Transfer,
    format_counters,
    fraction_text,
    seat_account,
)
from engine.rules import Rule, RuleBook
from engine.scenario import ScenarioError
from engine.tricks import Play, plain_trump_strength

WHITE_PER_RED = 3
ANTE = 3 * WHITE_PER_RED  # the dealer's three red counters
LOO_PAYMENT = 3 * WHITE_PER_RED  # limited loo: three red
START_COUNTERS = 20 * WHITE_PER_RED  # 18 red and 6 white = 20 red
HAND = 3

STAND, WIDOW, PASS, DEFEND = Action("stand"), Action("widow"), Action("pass"), Action("defend")

# --------------------------------------------------------------------------------------------
# The rules, with their sources. ``loo.X`` cites Foster (002); ``loo.lesson_000.X`` cites 000.
# --------------------------------------------------------------------------------------------
R = Rule
RULES = RuleBook(
    [
        # pools and the deal
        R(
            "loo.ante",
            "Each dealer puts three red counters in the pool.",
            "002",
            "Each successive dealer places three red counters in the pool.",
        ),
        R(
            "loo.counters",
            "Counters are red and white; 3 white make 1 red, so pools divide in thirds.",
            "002",
            "Each player should begin with 18 red and 6 white, which is equal to 20 reds.",
        ),
        R(
            "loo.simple_pool",
            "A pool holding only the dealer's three red is a simple: no widow and no trump turned.",
            "002",
            "In Simple Pools, no trump is turned, and no widow dealt.",
        ),
        R(
            "loo.double_pool",
            "More than three red in the pool makes a double: a widow is dealt and a trump turned.",
            "002",
            "If there are more than three red counters in the pool, it is "
            "known as a double, and an extra hand must be dealt for the widow, and after all have been "
            "helped, the next card in the pack is turned up for a trump.",
        ),
        R(
            "loo.deal",
            "Three cards each, one at a time from the dealer's left; the widow gets its "
            "card just before the dealer.",
            "002",
            "The dealer gives cards to the widow just before helping himself in each round.",
        ),
        # declaring
        R(
            "loo.declare",
            "In a double, each player in turn stands, takes the widow, or passes.",
            "002",
            "The player may stand with the cards dealt him; or may take the widow in exchange; "
            "or may pass.",
        ),
        R(
            "loo.undertaking",
            "Standing or taking the widow is a promise to win a trick; a player who "
            "passes gives up his hand.",
            "002",
            "If he takes the widow or stands, he must win at least "
            "one trick, or he is looed, and will forfeit three red counters to the next pool.",
        ),
        R(
            "loo.widow_once",
            "The widow can be taken only once: by the first player who wants it.",
            "000",
            "Then each player in turn has a chance to take the widow, until somebody takes it "
            "or all refuse it.",
        ),
        R(
            "loo.widow_unopposed",
            "If everyone passes but the widow-taker, he wins the pool without play.",
            "002",
            "If all pass but the player who has taken the widow, he wins the pool "
            "without playing, and the next deal must be a simple.",
        ),
        R(
            "loo.dealer_takes_pool",
            "If everyone before the dealer passes, the dealer takes the pool.",
            "000",
            "If all but the dealer drop out, he takes the pool.",
        ),
        R(
            "loo.dealer_must_play",
            "If only one player stands (without the widow), the dealer must "
            "play: for himself, or take the widow and defend the pool.",
            "002",
            "If only one player "
            "stands, and he has not taken the widow, the dealer, if he will not play for himself, must "
            "take the widow and play to defend the pool.",
        ),
        R(
            "loo.defender",
            "A defending dealer is not looed; what his tricks win stays in the pool.",
            "002",
            "If he fails to take a trick, he is not looed; but the payment for any tricks he "
            "wins must be left in the pool",
        ),
        R(
            "loo.flush",
            "A player in the game holding three trumps takes the pool without play; "
            "everyone else in is looed.",
            "002",
            "If any player in a double pool holds three trumps, "
            "whether dealt him or found in the widow, he must announce it as soon as all have declared "
            "whether or not they will play.",
        ),
        R(
            "loo.flush_elder",
            "Of two flushes the elder hand wins; the younger flush is not looed.",
            "002",
            "If two players hold a flush in trumps, the elder hand wins, whether his trumps are "
            "better or not; but the younger hand, holding another flush, is not looed.",
        ),
        R(
            "loo.flush_payment",
            "Each other player in pays three red when a flush takes the pool.",
            "002",
            "The player with the flush then shows it, and claims the pool without playing, each "
            "of those who are \u201cin\u201d being looed three red counters.",
        ),
        # leading
        R(
            "loo.simple_lead",
            "In a simple the eldest hand leads any card he pleases.",
            "002",
            "The eldest hand leads any card he pleases",
        ),
        R(
            "loo.eldest_leads_trump",
            "In a double the eldest hand playing must lead a trump if he has one.",
            "002",
            "In all double pools, the eldest hand of those playing must lead a trump "
            "if he has one.",
        ),
        R(
            "loo.lead_trump_ace",
            "He must lead the ace of trumps if he holds it, or the king when the ace is turned up.",
            "002",
            "If he has the ace of trumps he must lead that; or if he has the "
            "King and the ace is turned up.",
        ),
        R(
            "loo.lead_higher_trump",
            "Old rule (switched on): with two or more trumps the first leader "
            "must lead the highest.",
            "002",
            "The old rule was that a player must lead the higher of two "
            "trumps, but this is obsolete.",
        ),
        R(
            "loo.winner_leads_trump",
            "Once trumps are known, the winner of a trick must lead a trump if he has one.",
            "002",
            "In any case, the winner of the trick must lead a trump for the "
            "next trick if he has one.",
        ),
        # following
        R(
            "loo.follow_suit",
            "Follow suit if you can.",
            "002",
            "the others must not only follow suit, but must head the trick if they can.",
        ),
        R(
            "loo.head_the_trick",
            "Head the trick if you can: play a card that beats every card on it "
            "(any such card, not necessarily your best).",
            "002",
            "This does not necessarily mean that "
            "they shall play the best card they hold of the suit led, but that they shall play a better "
            "one than any already played.",
        ),
        R(
            "loo.trump_or_overtrump",
            "With none of the suit led, trump if you can, or over-trump a "
            "trumped trick; you need not under-trump.",
            "002",
            "if he has none of the suit led he must "
            "trump or over-trump if he can; but he need not under-trump a trick already trumped.",
        ),
        # tricks and trumps
        R(
            "loo.trump_turn",
            "In a simple, once someone fails to follow, the dealer turns the top "
            "card after the trick: it sets trumps.",
            "002",
            "But if in any trick any player is unable "
            "to follow suit, as soon as the trick is complete the dealer turns up the top card on the "
            "remainder of the pack, and the suit to which it belongs is the trump.",
        ),
        R(
            "loo.trick_winner",
            "The highest trump wins the trick; if there is none, the highest card "
            "of the suit led. Ace is high.",
            "002",
            "If any trump has been played, the highest trump wins the trick.",
        ),
        # settlement
        R(
            "loo.thirds",
            "Each trick wins one third of the pool.",
            "002",
            "When all three tricks "
            "have been played, the winner of each is entitled to one-third of the contents of the "
            "pool.",
        ),
        R(
            "loo.looed_simple",
            "In a simple everyone plays; a player with no trick is looed three red.",
            "002",
            "Those who have not won a trick are looed, and must contribute three red "
            "counters each for the next pool.",
        ),
        R(
            "loo.limited",
            "Limited Loo: a loo costs three red counters.",
            "002",
            "In Limited Loo the penalty is always three or six red counters.",
        ),
        R(
            "loo.unlimited",
            "Unlimited Loo: a player who fails pays as much as the current pool holds.",
            "002",
            "any player failing in his undertaking must put up for the next pool an "
            "amount equal to that in the current pool.",
        ),
        # ---- seed 000's readings (variant lesson_000) ------------------------------------------
        R(
            "loo.lesson_000.deal",
            "Three cards each, one at a time; a widow is dealt just to the dealer's left.",
            "000",
            "Each player receives 3 cards, one at a time. An extra hand is "
            "dealt just to left of the dealer. This is the widow.",
        ),
        R(
            "loo.lesson_000.widow_exchange",
            "In a single pool, starting at the widow's left, each "
            "player in turn may swap his hand for the widow or say he is satisfied.",
            "000",
            "The "
            "player at left of the widow, if he does not like his hand, may throw it away and take the "
            "widow instead. If he is satisfied with his hand, he must say so.",
        ),
        R(
            "loo.lesson_000.ante",
            "Each dealer antes 3; a pool of no more than that is a single.",
            "000",
            "Each dealer must ante 3 counters to start a pool. When the pool contains no more "
            "than these 3, it is a single",
        ),
        R(
            "loo.lesson_000.single_lead",
            "In a single the player at the dealer's left leads.",
            "000",
            "After the matter of the widow is settled, the player at left of the dealer makes the "
            "opening lead.",
        ),
        R(
            "loo.lesson_000.double_trump",
            "In a double the next card is turned for trumps straight after the deal.",
            "000",
            "After the deal, the next card of the deck is turned, deciding "
            "the trump suit immediately.",
        ),
        R(
            "loo.lesson_000.declare",
            "In a double each player in turn plays or drops out.",
            "000",
            "The players look at their hands and each in turn must say whether he will play or drop "
            "out.",
        ),
        R(
            "loo.lesson_000.dealer_must_play",
            "If only one player ahead of the dealer plays, the "
            "dealer must play too: his own hand, or the widow to defend the pool.",
            "000",
            "If only one "
            "player ahead of the dealer decides to play, the dealer is obliged to play, too.",
        ),
        R(
            "loo.lesson_000.defend",
            "Defending: the dealer throws away his hand and takes the widow.",
            "000",
            'Or he may play to "defend the pool," in which case he must throw away his hand '
            "and take the widow.",
        ),
        R(
            "loo.lesson_000.defender",
            "A defending dealer neither collects nor pays.",
            "000",
            'When the dealer plays merely to "defend the pool," he neither collects nor pays any '
            "counters; the pool settles with his opponent alone.",
        ),
        R(
            "loo.lesson_000.double_lead",
            "In a double the nearest active player at the dealer's left leads.",
            "000",
            "The nearest active player at left of the dealer leads first.",
        ),
        R(
            "loo.lesson_000.follow_suit",
            "Follow suit if you can.",
            "000",
            "A player must always follow suit to the lead when he can",
        ),
        R(
            "loo.lesson_000.head_the_trick",
            "Play higher than any card on the trick if you can.",
            "000",
            "must play higher than any other card on the trick when he can",
        ),
        R(
            "loo.lesson_000.must_trump",
            "With none of a plain suit led, trump if you can, even below a trump already played.",
            "000",
            "when a plain suit is led of which he has none, must trump if he can.",
        ),
        R(
            "loo.lesson_000.trump_turn",
            "When someone fails to follow, the trick is finished, then the "
            "top card of the rest of the pack is turned for trumps.",
            "000",
            "When somebody fails to "
            "follow suit, play to the trick is finished, then the top card of the undealt remainder of "
            "the deck is turned over. This card decides the trump suit.",
        ),
        R(
            "loo.lesson_000.rejudge",
            "The finished trick is judged again: a discard may now be a trump.",
            "000",
            "The trick just played must be examined to see who won the trick, since a "
            'card that was merely "discarded" may turn out to be a trump.',
        ),
        R(
            "loo.lesson_000.trick_winner",
            "The highest trump, or the highest card of the suit led, wins. Ace is high.",
            "000",
            "The highest trump, or the highest card of the suit led, wins "
            "a trick. Ace is highest card.",
        ),
        R(
            "loo.lesson_000.single_pays",
            "A single pays 1 counter a trick; no trick costs 3 into the next pool.",
            "000",
            "After the play, the pool pays out 1 counter for each trick won. Every "
            "player who has won no trick must pay 3 counters into the next pool, thus making it a "
            "double (or jackpot).",
        ),
        R(
            "loo.lesson_000.double_pays",
            "A double pays one third a trick; a player who stayed in and won nothing pays 3.",
            "000",
            "The double pool pays out one-third of its contents for "
            "each trick won. A player who stayed in and won no trick must pay 3 counters to the next "
            "pool.",
        ),
    ]
)

# --------------------------------------------------------------------------------------------
# Options and variants
# --------------------------------------------------------------------------------------------
OPTIONS = (
    Option(
        "text", "Source text", "002", ("002", "000"), "Which seed's wording the shared rules cite."
    ),
    Option(
        "widow_in_single",
        "Widow in a single pool",
        False,
        help="000 deals a widow in every deal; 002 deals none in a simple.",
    ),
    Option(
        "lead_duties",
        "Trump-lead duties",
        True,
        help="002: the eldest leads a trump (the ace, or the king when the ace is turned) "
        "and a trick winner leads a trump; 000 has no leading rules.",
    ),
    Option(
        "undertrump",
        "Must under-trump",
        False,
        help="000: must trump even below a trump already played; 002: need not.",
    ),
    Option(
        "dealer_always_plays",
        "Dealer plays against any lone player",
        False,
        help="000: even against a lone widow-taker; 002: only against a lone stander.",
    ),
    Option("flushes", "Flushes", True, help="002: three trumps take a double pool unplayed."),
    Option(
        "unlimited",
        "Unlimited Loo",
        False,
        help="A player who fails pays as much as the current pool holds.",
    ),
    Option(
        "lead_higher_trump",
        "Old rule: lead the higher trump",
        False,
        help="Peel's older rule, which Foster calls obsolete.",
    ),
)

VARIANTS = {
    "foster1897": Variant(
        "foster1897",
        "Foster's Hoyle (1897, seed 002)",
        "The default: simple and double pools, widow in doubles only, "
        "trump-lead duties, flushes, need not under-trump.",
        {},
    ),
    "lesson_000": Variant(
        "lesson_000",
        "Lesson text (seed 000)",
        "Widow in every deal, no leading rules, compulsory under-trump, the "
        "dealer must play against any lone player, no flushes.",
        {
            "text": "000",
            "widow_in_single": True,
            "lead_duties": False,
            "undertrump": True,
            "dealer_always_plays": True,
            "flushes": False,
        },
    ),
}


class Opts(NamedTuple):
    text: str = "002"
    widow_in_single: bool = False
    lead_duties: bool = True
    undertrump: bool = False
    dealer_always_plays: bool = False
    flushes: bool = True
    unlimited: bool = False
    lead_higher_trump: bool = False
    variant: str = "foster1897"


@cache
def rule_for(opts: Opts, role: str) -> Rule:
    """The rule that governs ``role`` under these options (so citations follow the variant)."""
    t000 = opts.text == "000"
    table = {
        "follow": "loo.lesson_000.follow_suit" if t000 else "loo.follow_suit",
        "head": "loo.lesson_000.head_the_trick" if t000 else "loo.head_the_trick",
        "trump": "loo.lesson_000.must_trump" if opts.undertrump else "loo.trump_or_overtrump",
        "trump_turn": "loo.lesson_000.trump_turn" if t000 else "loo.trump_turn",
        "trick_winner": "loo.lesson_000.trick_winner" if t000 else "loo.trick_winner",
        "declare": "loo.lesson_000.declare" if t000 else "loo.declare",
        "dealer_must_play": (
            "loo.lesson_000.dealer_must_play"
            if opts.dealer_always_plays
            else "loo.dealer_must_play"
        ),
        "defender": "loo.lesson_000.defender" if t000 else "loo.defender",
        "ante": "loo.lesson_000.ante" if t000 else "loo.ante",
        "deal": "loo.lesson_000.deal" if t000 else "loo.deal",
    }
    return RULES[table[role]]


@dataclass(frozen=True, slots=True)
class LeadTrumpAce(LeadRequired):
    """The eldest's opening lead: the ace of trumps, or the king when the ace is turned up."""

    def why(self, card: Card, allowed: int, ctx: PlayContext) -> str:
        need = CARDS[allowed.bit_length() - 1]
        if need.rank == 13:
            ace = Card.of(14, need.suit)
            return f"the {ace.pretty} is turned up and you hold the king: you must lead the {need.pretty}"
        return f"you hold the ace of trumps: you must lead the {need.pretty}"


@dataclass(frozen=True, slots=True)
class LeadHighestTrump(Obligation):
    """Peel's old rule (an option): the eldest with two or more trumps leads the highest."""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if not (ctx.leading and ctx.lead_trump and ctx.first_lead):
            return 0
        trumps = cands & ctx.trump_mask
        return 1 << (trumps.bit_length() - 1) if trumps.bit_count() > 1 else 0

    def why(self, card: Card, allowed: int, ctx: PlayContext) -> str:
        return (
            f"by the old rule, with two or more trumps you must lead the highest: {pretty(allowed)}"
        )


@cache
def chain_for(opts: Opts) -> tuple[Obligation, ...]:
    """The play obligations, in the order they narrow the candidates."""
    chain: list[Obligation] = []
    if opts.lead_duties:
        chain.append(LeadTrump(RULES["loo.eldest_leads_trump"], first=True))
        chain.append(LeadTrump(RULES["loo.winner_leads_trump"], first=False))
        chain.append(LeadTrumpAce(RULES["loo.lead_trump_ace"]))
        if opts.lead_higher_trump:
            chain.append(LeadHighestTrump(RULES["loo.lead_higher_trump"]))
    chain.append(FollowSuit(rule_for(opts, "follow")))
    chain.append(MustTrump(rule_for(opts, "trump"), undertrump=opts.undertrump))
    chain.append(HeadTheTrick(rule_for(opts, "head")))
    return tuple(chain)


# --------------------------------------------------------------------------------------------
# The state
# --------------------------------------------------------------------------------------------
class LooState(NamedTuple):
    """An immutable Loo position. Seats are 0..n-1 clockwise; counters in white units."""

    opts: Opts
    n: int
    dealer: int
    double: bool  # False: a simple/single pool
    phase: str  # "declare" | "play" | "over"
    to_move: int  # seat to act (-1 when over)
    hands: tuple[int, ...]  # card masks
    widow: int  # mask (0 once taken, or when none was dealt)
    discards: int  # hands given up (passes, widow exchanges)
    undealt: int  # the rest of the pack, including the turn-up card
    turn_card: int  # top card of the rest of the pack (the trump card)
    trump: int  # trump suit 0..3, or -1 while none is turned
    declarations: tuple[str, ...]  # "" (not yet), "stand", "widow", "pass", "defend"
    widow_taker: int  # seat, or -1
    trick: tuple[Play, ...]  # plays to the current trick, in order
    leader: int
    tricks: tuple[int, ...]  # tricks won per seat
    history: tuple[tuple[tuple[Play, ...], int], ...]  # finished tricks and their winners
    turned_after: int  # the trick (1-based) after which trumps were turned, or 0
    pool: int  # the pool for this deal (after the ante)
    counters: tuple[int, ...]  # each seat's counters (after the ante)
    result: str  # "", "played", "flush", "widow_unopposed", "dealer_takes"
    flushes: tuple[int, ...]  # seats that showed a flush (elder first)

    # ---- small derived facts ----------------------------------------------------------------
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.n

    @property
    def active(self) -> tuple[int, ...]:
        """Seats playing this deal, clockwise from the dealer's left."""
        decl, left = self.declarations, self.dealer + 1
        seats = (*range(left, self.n), *range(left))
        return tuple(s for s in seats if decl[s] in ("stand", "widow", "defend"))

    @property
    def trump_suit(self) -> Suit | None:
        return None if self.trump < 0 else Suit(self.trump)

    @property
    def defender(self) -> int:
        return self.dealer if self.declarations[self.dealer] == "defend" else -1

    def __str__(self) -> str:
        return render(self)


def opening_state(
    opts: Opts,
    dealer: int,
    double: bool,
    hands: tuple[int, ...],
    widow: int,
    undealt: int,
    turn_card: int,
    trump: int,
    pool: int,
    counters: tuple[int, ...],
) -> LooState:
    """A deal as it lies before anyone has declared or played (a new deal, or a scenario's)."""
    n = len(hands)
    return LooState(
        opts=opts,
        n=n,
        dealer=dealer,
        double=double,
        phase="declare",
        to_move=-1,
        hands=hands,
        widow=widow,
        discards=0,
        undealt=undealt,
        turn_card=turn_card,
        trump=trump,
        declarations=("",) * n,
        widow_taker=-1,
        trick=(),
        leader=-1,
        tricks=(0,) * n,
        history=(),
        turned_after=0,
        pool=pool,
        counters=counters,
        result="",
        flushes=(),
    )


def has_widow(state: LooState) -> bool:
    """A widow is dealt in every double, and in single pools too under seed 000."""
    return state.double or state.opts.widow_in_single


def mask_of_cards(cards: Sequence[int]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def counters_json(units: int, per: int) -> int | str:
    """Whole counters as a number; otherwise an exact fraction such as ``"4 1/3"``."""
    return units // per if units % per == 0 else fraction_text(Fraction(units, per))


def _next_active(state: LooState, seat: int) -> int:
    """The next seat clockwise after ``seat`` that is playing this deal."""
    n, decl = state.n, state.declarations
    for i in range(1, n + 1):
        s = (seat + i) % n
        if decl[s] in ("stand", "widow", "defend"):
            return s
    return -1  # pragma: no cover - a deal in play always has a player


def _winning_card(trick: Sequence[Play], trump_mask: int) -> int:
    """The card taking the trick so far: the highest trump on it, else the highest card of the
    suit led (``loo.trick_winner``). Within a suit a card's index rises with its rank, ace high,
    so the best card of a one-suit mask is its top bit: ``plain_trump_strength`` read off masks.
    """
    on_table = 0
    for _, card in trick:
        on_table |= 1 << card
    contenders = on_table & trump_mask or on_table & SUIT_MASK[trick[0][1] // 13]
    return contenders.bit_length() - 1


def _declare_order(dealer: int, n: int) -> list[int]:
    return [(dealer + 1 + i) % n for i in range(n)]


# --------------------------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------------------------
class Loo(Game[LooState]):
    id = "loo"
    name = "Loo (three-card)"
    description = (
        "A pool game for 3 to 8: three cards each, a widow, simple and double pools; "
        "win a trick or be looed."
    )
    min_players = 3
    max_players = 8
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "foster1897"
    units_per_counter = WHITE_PER_RED
    amount_unit = "red counters"

    # ---- set-up ---------------------------------------------------------------------------
    opts_type = Opts

    def make_opts(self, variant: str | None = None, **overrides: Any) -> Opts:
        opts: Opts = super().make_opts(variant, **overrides)
        return opts

    def players_range(self, opts: Opts) -> tuple[int, int]:
        return (5, 8) if opts.text == "000" else (3, 8)

    def new_deal(
        self,
        players: int = 5,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        counters: Sequence[int] | None = None,
        pool: int = 0,
        opts: Opts | None = None,
        **overrides: Any,
    ) -> LooState:
        """Shuffle (seeded), ante, deal. ``pool`` is what the last deal left for this one.

        >>> g = Loo(); s = g.new_deal(players=5, seed=1)
        >>> s.double, s.phase, len(s.hands), s.pool
        (False, 'play', 5, 9)
        """
        o = opts or self.make_opts(variant, **overrides)
        lo, hi = self.players_range(o)
        if not lo <= players <= hi:
            raise ValueError(f"Loo ({o.variant}) is for {lo} to {hi} players, not {players}")
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat 0..{players - 1}, not {dealer}")
        cnt = tuple(counters) if counters is not None else (START_COUNTERS,) * players
        if len(cnt) != players:
            raise ValueError(f"counters: expected {players} values, got {len(cnt)}")
        double = pool > 0  # the pool holds more than the dealer's ante
        deck = list(range(52))
        random.Random(seed).shuffle(deck)
        with_widow = double or o.widow_in_single
        hands = [0] * players
        widow = 0
        order = _declare_order(dealer, players)  # dealer's left .. dealer
        if with_widow:
            # 002: the widow gets its card just before the dealer; 000: just to his left.
            order = [-1, *order] if o.text == "000" else [*order[:-1], -1, order[-1]]
        it = iter(deck)
        for _ in range(HAND):
            for s in order:
                c = next(it)
                if s < 0:
                    widow |= 1 << c
                else:
                    hands[s] |= 1 << c
        rest = list(it)
        undealt = 0
        for c in rest:
            undealt |= 1 << c
        counters_after = list(cnt)
        counters_after[dealer] -= ANTE
        return self._start(
            opening_state(
                o,
                dealer,
                double,
                tuple(hands),
                widow,
                undealt,
                rest[0],
                (rest[0] // 13) if double else -1,
                pool + ANTE,
                tuple(counters_after),
            )
        )

    def _start(self, s: LooState) -> LooState:
        """Open the declaring phase, or go straight to play when there is nothing to declare."""
        if has_widow(s):
            return s._replace(phase="declare", to_move=s.eldest)
        return self._begin_play(s._replace(declarations=("stand",) * s.n))

    def next_deal(self, state: LooState, seed: int | None = None) -> LooState:
        """Settle ``state`` and deal the next hand: the deal passes left, the pool carries."""
        if state.phase != "over":
            raise ValueError("the deal is not over yet")
        bal = self.balances_after(state)
        n = state.n
        return self.new_deal(
            players=n,
            dealer=(state.dealer + 1) % n,
            seed=seed,
            counters=[bal[seat_account(i)] for i in range(n)],
            pool=bal[POOL],
            opts=state.opts,
        )

    # ---- the protocol ---------------------------------------------------------------------
    def current_player(self, state: LooState) -> int | None:
        return None if state.phase == "over" else state.to_move

    def is_over(self, state: LooState) -> bool:
        return state.phase == "over"

    def legal_actions(self, state: LooState) -> list[Action]:
        if state.phase == "play":
            actions = []
            mask = self.legal_cards(state)
            while mask:  # lowest card first, as cards_in() lists them
                low = mask & -mask
                actions.append(play(low.bit_length() - 1))
                mask ^= low
            return actions
        if state.phase == "declare":
            return self._declare_options(state)[0]
        return []

    # ``apply`` checks the very position ``legal_actions`` just answered: keep the last answer.
    # States are immutable, so one object always has one answer; a reference (not an id) is
    # kept so the object cannot be freed and its id reused.
    _last_legal: tuple[LooState | None, int] = (None, 0)

    def legal_cards(self, state: LooState) -> int:
        """Mask of the cards the player to move may play (the hot path)."""
        last = self._last_legal
        if last[0] is state:
            return last[1]
        mask = legal_mask(chain_for(state.opts), self.play_context(state))
        self._last_legal = (state, mask)
        return mask

    def apply(self, state: LooState, action: Action) -> LooState:
        if state.phase == "play":
            card = action.card
            if action.kind != "play" or card is None or not (self.legal_cards(state) >> card) & 1:
                raise IllegalAction(self.explain(state, action))
            return self._play(state, card)
        if state.phase == "declare":
            if action not in self._declare_options(state)[0]:
                raise IllegalAction(self.explain(state, action))
            return self._declare(state, action)
        raise IllegalAction([self.not_available(state, action)])

    # ---- playing a card -------------------------------------------------------------------
    def play_context(self, state: LooState) -> PlayContext:
        seat = state.to_move
        hand = state.hands[seat]
        trump = state.trump
        tmask = SUIT_MASK[trump] if trump >= 0 else 0
        o = state.opts
        if not state.trick:
            lead_trump = False
            required = 0
            if o.lead_duties and trump >= 0:
                first = not state.history
                if first and state.double:
                    lead_trump = True
                    ace, king = Card.of(14, Suit(trump)), Card.of(13, Suit(trump))
                    if (hand >> ace) & 1:
                        required = 1 << ace
                    elif state.turn_card == ace and (hand >> king) & 1:
                        required = 1 << king
                elif not first:
                    lead_trump = True  # a trick winner leads
            return PlayContext(
                hand=hand,
                leading=True,
                trump_mask=tmask,
                lead_trump=lead_trump,
                lead_required=required,
                first_lead=not state.history,
            )
        led_mask = SUIT_MASK[state.trick[0][1] // 13]
        wcard = _winning_card(state.trick, tmask)
        trumped = bool(tmask & (1 << wcard))
        higher = ~((2 << wcard) - 1)  # every card above the winner (same suit: higher rank)
        beaters = tmask & higher if trumped else (led_mask & higher) | tmask
        return PlayContext(
            hand=hand,
            leading=False,
            led_mask=led_mask,
            trump_mask=tmask,
            beaters=beaters,
            trumped=trumped,
            winner=wcard,
        )

    def _play(self, state: LooState, card: int) -> LooState:
        seat = state.to_move
        hands = list(state.hands)
        hands[seat] &= ~(1 << card)
        trick = (*state.trick, (seat, card))
        leader = state.leader if state.trick else seat
        nxt = _next_active(state, seat)
        if nxt != leader:  # play goes round the players in; the trick is done back at its leader
            return state._replace(hands=tuple(hands), trick=trick, leader=leader, to_move=nxt)
        # the trick is complete: turn a trump if someone failed to follow (simple pools)
        trump, turned_after = state.trump, state.turned_after
        led = trick[0][1] // 13
        if trump < 0 and any(c // 13 != led for _, c in trick):
            if state.turn_card < 0:  # only a scenario can leave the pack's top card unknown
                raise ValueError(
                    "someone failed to follow, so a trump must be turned, but this position "
                    "does not say which card is on top of the pack (give turn_card)"
                )
            trump = state.turn_card // 13
            turned_after = len(state.history) + 1
        wcard = _winning_card(trick, SUIT_MASK[trump] if trump >= 0 else 0)
        winner = next(p for p, c in trick if c == wcard)
        tricks = list(state.tricks)
        tricks[winner] += 1
        history = (*state.history, (trick, winner))
        over = len(history) == HAND
        return state._replace(
            hands=tuple(hands),
            trick=(),
            leader=winner,
            tricks=tuple(tricks),
            history=history,
            trump=trump,
            turned_after=turned_after,
            to_move=-1 if over else winner,
            phase="over" if over else "play",
            result="played" if over else "",
        )

    # ---- declaring ------------------------------------------------------------------------
    def _declare_options(
        self, state: LooState, explain: bool = False
    ) -> tuple[list[Action], list[Refusal]]:
        """(legal declarations, refusals of the others) for the player to move.

        The refusals, with their reasons, are built only when ``explain`` is asked for: the
        legal list is on the hot path, the explanations are not.
        """
        seat, o = state.to_move, state.opts
        decl = state.declarations
        widow_free = has_widow(state) and state.widow_taker < 0
        refusals: list[Refusal] = []
        if not state.double:  # 000's single pool: the widow exchange only
            if explain:
                r = RULES["loo.lesson_000.widow_exchange"]
                refusals += [
                    Refusal(
                        PASS,
                        r,
                        "in a single pool everyone plays: you may take the widow "
                        "or say you are satisfied",
                    ),
                    Refusal(DEFEND, r, "there is no pool to defend in a single"),
                ]
            return ([STAND, WIDOW] if widow_free else [STAND]), refusals
        legal = [STAND, WIDOW] if widow_free else [STAND]
        if explain and not widow_free:
            taker = state.widow_taker
            refusals.append(
                Refusal(
                    WIDOW,
                    RULES["loo.widow_once"],
                    f"{self.seat_name(taker)} has already taken the widow"
                    if taker >= 0
                    else "there is no widow",
                )
            )
        if seat != state.dealer:
            legal.append(PASS)
            if explain:
                refusals.append(
                    Refusal(
                        DEFEND, rule_for(o, "dealer_must_play"), "only the dealer defends the pool"
                    )
                )
            return legal, refusals
        ins = [s for s in range(state.n) if s != seat and decl[s] in ("stand", "widow")]
        lone = len(ins) == 1
        if lone and (o.dealer_always_plays or decl[ins[0]] == "stand"):
            # the dealer must play: for himself (his own hand), or take the widow to defend
            if explain:
                rule = rule_for(o, "dealer_must_play")
                lone_name = self.seat_name(ins[0])
                refusals.append(
                    Refusal(
                        PASS,
                        rule,
                        f"only {lone_name} is in against you: you must "
                        + (
                            "play for yourself or defend the pool"
                            if widow_free
                            else "play for yourself, with your own hand (the widow is taken)"
                        ),
                    )
                )
                if not widow_free:
                    refusals.append(
                        Refusal(
                            DEFEND,
                            RULES["loo.lesson_000.defend"],
                            f"{lone_name} has taken the widow, so you cannot defend the pool "
                            "with it: play your own hand",
                        )
                    )
                if widow_free:
                    refusals.append(
                        Refusal(
                            WIDOW,
                            rule,
                            "against a lone player, taking the widow means defending "
                            "the pool: choose defend",
                        )
                    )
            return ([STAND, DEFEND] if widow_free else [STAND]), refusals
        legal.append(PASS)
        if explain:
            if lone:  # a lone widow-taker (002): the dealer is not obliged, and the widow is gone
                why = (
                    f"{self.seat_name(ins[0])} took the widow, so there is none to defend the "
                    "pool with, and you need not play: stand or pass"
                )
            elif ins:
                why = "you defend the pool only when a single player stands against you"
            else:
                why = "nobody is in: the pool is yours"
            refusals.append(Refusal(DEFEND, rule_for(o, "dealer_must_play"), why))
        return legal, refusals

    def _declare(self, state: LooState, action: Action) -> LooState:
        seat = state.to_move
        decl = list(state.declarations)
        hands = list(state.hands)
        widow, discards, taker = state.widow, state.discards, state.widow_taker
        kind = action.kind
        if kind in ("widow", "defend"):
            discards |= hands[seat]
            hands[seat], widow, taker = widow, 0, seat
        elif kind == "pass":
            discards |= hands[seat]
            hands[seat] = 0
        if not state.double:  # single pool widow exchange
            decl[seat] = "widow" if kind == "widow" else "satisfied"
            s = state._replace(
                hands=tuple(hands),
                widow=widow,
                discards=discards,
                widow_taker=taker,
                declarations=tuple(decl),
            )
            if kind == "widow" or seat == state.dealer:
                return self._begin_play(
                    s._replace(
                        declarations=tuple("widow" if d == "widow" else "stand" for d in decl)
                    )
                )
            return s._replace(to_move=(seat + 1) % state.n)
        decl[seat] = kind
        s = state._replace(
            hands=tuple(hands),
            widow=widow,
            discards=discards,
            widow_taker=taker,
            declarations=tuple(decl),
        )
        nxt = (seat + 1) % state.n
        if nxt == state.dealer and seat != state.dealer:
            ins = [p for p in range(state.n) if decl[p] in ("stand", "widow")]
            if not ins:  # everyone before the dealer passed
                decl[state.dealer] = "stand"
                return s._replace(
                    declarations=tuple(decl), phase="over", to_move=-1, result="dealer_takes"
                )
        if seat != state.dealer:
            return s._replace(to_move=nxt)
        return self._after_declaring(s)

    def _after_declaring(self, s: LooState) -> LooState:
        ins = s.active
        if len(ins) == 1:  # only the widow-taker is left in
            return s._replace(phase="over", to_move=-1, result="widow_unopposed")
        if s.opts.flushes and s.double:
            tm = SUIT_MASK[s.trump]
            holders = tuple(
                p for p in ins if s.hands[p].bit_count() == HAND and s.hands[p] & tm == s.hands[p]
            )
            if holders:
                return s._replace(phase="over", to_move=-1, result="flush", flushes=holders)
        return self._begin_play(s)

    def _begin_play(self, s: LooState) -> LooState:
        first = s.active[0]
        return s._replace(phase="play", to_move=first, leader=first)

    # ---- explanations ---------------------------------------------------------------------
    def refusals(self, state: LooState) -> list[Refusal]:
        if state.phase == "play":
            ctx = self.play_context(state)
            return [
                Refusal(play(f.card), f.rule, f.reason)
                for f in forbidden(chain_for(state.opts), ctx)
            ]
        if state.phase == "declare":
            return self._declare_options(state, explain=True)[1]
        return []

    def not_available(self, state: LooState, action: Action) -> Refusal:
        o = state.opts
        if state.phase == "over":
            return Refusal(action, RULES["loo.thirds"], "the deal is over")
        if state.phase == "declare":
            if action.kind == "play":
                return Refusal(
                    action,
                    rule_for(o, "declare"),
                    "first declare: play starts once everyone has declared",
                )
            return Refusal(action, rule_for(o, "declare"), f"{action} is not a declaration here")
        if action.kind != "play" or action.card is None:
            return Refusal(
                action,
                rule_for(o, "follow"),
                f"declaring is over: play a card ({action} is not a play)",
            )
        return Refusal(
            action,
            rule_for(o, "follow"),
            f"{self.seat_name(state.to_move)} does not hold {action.card.pretty}",
        )

    def seat_name(self, seat: int) -> str:
        return f"P{seat}"

    def trick_winner_rule(self, state: LooState) -> Rule:
        return rule_for(state.opts, "trick_winner")

    # ---- settlement -----------------------------------------------------------------------
    def loo_payment(self, state: LooState) -> int:
        return state.pool if state.opts.unlimited else LOO_PAYMENT

    def share(self, state: LooState) -> int:
        """What one trick takes: a third of the pool, in white units (an odd white stays)."""
        return state.pool // 3

    def settlement(self, state: LooState) -> Settlement | None:
        """Who receives or pays what, as transfers to and from the pool (they sum to zero)."""
        if state.phase != "over":
            return None
        o = state.opts
        t: list[Transfer] = []
        name = self.seat_name
        if state.result == "dealer_takes":
            t.append(
                Transfer(
                    POOL,
                    seat_account(state.dealer),
                    state.pool,
                    f"everyone passed: {name(state.dealer)} (dealer) takes the pool",
                    "loo.dealer_takes_pool",
                )
            )
        elif state.result == "widow_unopposed":
            w = state.widow_taker
            t.append(
                Transfer(
                    POOL,
                    seat_account(w),
                    state.pool,
                    f"all passed but {name(w)}, who took the widow: he takes the pool",
                    "loo.widow_unopposed",
                )
            )
        elif state.result == "flush":
            win = state.flushes[0]
            if win != state.defender:
                t.append(
                    Transfer(
                        POOL,
                        seat_account(win),
                        state.pool,
                        f"{name(win)} shows a flush and takes the pool",
                        "loo.flush",
                    )
                )
            for p in state.active:
                if p == win or p in state.flushes or p == state.defender:
                    continue
                t.append(
                    Transfer(
                        seat_account(p),
                        POOL,
                        LOO_PAYMENT,
                        f"{name(p)} is in against a flush: looed three red",
                        "loo.flush_payment",
                    )
                )
        elif state.result == "played":
            share = self.share(state)
            simple_000 = not state.double and o.text == "000"
            win_rule = (
                "loo.lesson_000.single_pays"
                if simple_000
                else ("loo.lesson_000.double_pays" if o.text == "000" else "loo.thirds")
            )
            for p in state.active:
                k = state.tricks[p]
                if p == state.defender:
                    continue
                if k:
                    t.append(
                        Transfer(
                            POOL,
                            seat_account(p),
                            share * k,
                            f"{name(p)} won {k} trick{'s' if k > 1 else ''}",
                            win_rule,
                        )
                    )
                else:
                    rule = (
                        "loo.unlimited"
                        if o.unlimited
                        else (
                            "loo.lesson_000.single_pays"
                            if simple_000
                            else "loo.lesson_000.double_pays"
                            if o.text == "000"
                            else "loo.looed_simple"
                            if not state.double
                            else "loo.undertaking"
                        )
                    )
                    t.append(
                        Transfer(
                            seat_account(p),
                            POOL,
                            self.loo_payment(state),
                            f"{name(p)} won no trick: looed",
                            rule,
                        )
                    )
        return Settlement(tuple(t))

    def balances_after(self, state: LooState) -> dict[str, int]:
        before = {seat_account(i): c for i, c in enumerate(state.counters)}
        before[POOL] = state.pool
        st = self.settlement(state)
        return st.apply(before) if st else before

    def settlement_rows(self, state: LooState) -> list[dict[str, Any]]:
        """One row per seat (and the pool): counters before, receive, pay, after — for tables."""
        st = self.settlement(state) or Settlement(())
        net = st.net()
        after = self.balances_after(state)
        rows: list[dict[str, Any]] = []
        u = WHITE_PER_RED
        for i in range(state.n):
            a = seat_account(i)
            got = sum(x.amount for x in st.transfers if x.payee == a)
            paid = sum(x.amount for x in st.transfers if x.payer == a)
            rows.append(
                {
                    "player": self.seat_name(i),
                    "declared": state.declarations[i] or "-",
                    "tricks": state.tricks[i],
                    "receives": format_counters(got, u),
                    "pays": format_counters(paid, u),
                    "net": format_counters(net.get(a, 0), u),
                    "counters": format_counters(after[a], u),
                }
            )
        rows.append(
            {
                "player": "pool",
                "declared": "",
                "tricks": "",  # text, so a learner's table shows whole numbers, not 1.0
                "receives": format_counters(
                    sum(x.amount for x in st.transfers if x.payee == POOL), u
                ),
                "pays": format_counters(sum(x.amount for x in st.transfers if x.payer == POOL), u),
                "net": format_counters(net.get(POOL, 0), u),
                "counters": format_counters(after[POOL], u),
            }
        )
        return rows

    # ---- hidden information ---------------------------------------------------------------
    def view(self, state: LooState, seat: int) -> LooState:
        """What ``seat`` may know: his own hand, the cards played, the turn-up once turned."""
        hands = tuple(h if i == seat else 0 for i, h in enumerate(state.hands))
        return state._replace(
            hands=hands,
            widow=0,
            discards=0,
            undealt=0,
            turn_card=state.turn_card if state.trump >= 0 else -1,
        )

    # ---- a rule-of-thumb player -----------------------------------------------------------
    def heuristic_action(self, state: LooState, rng: random.Random) -> Action:
        """A simple player: declares on a trump or an ace, wins cheaply, else sheds low."""
        acts = self.legal_actions(state)
        if state.phase == "declare":
            hand = state.hands[state.to_move]
            tm = SUIT_MASK[state.trump] if state.trump >= 0 else 0
            strong = bool(hand & tm) or any(c.rank == 14 for c in cards_in(hand))
            if strong and STAND in acts:
                return STAND
            if WIDOW in acts and rng.random() < 0.5:
                return WIDOW
            if PASS in acts:
                return PASS
            return DEFEND if DEFEND in acts else acts[0]
        cards = [a.card for a in acts if a.card is not None]
        if state.trick:
            ctx = self.play_context(state)
            winners = [c for c in cards if (ctx.beaters >> c) & 1]
            if winners:
                return play(
                    min(
                        winners,
                        key=lambda c: plain_trump_strength(
                            c, Suit(state.trick[0][1] // 13), state.trump_suit
                        ),
                    )
                )
            return play(min(cards, key=lambda c: c % 13))
        return play(max(cards, key=lambda c: c % 13))

    # ---- text -----------------------------------------------------------------------------
    def render(self, state: LooState) -> str:
        return render(state)

    # ---- scenarios (docs/scenarios.md) ----------------------------------------------------
    SCENARIO_FIELDS = frozenset(
        {
            "game",
            "variant",
            "options",
            "players",
            "dealer",
            "pool",
            "counters",
            "trump",
            "turn_card",
            "hands",
            "widow",
            "declarations",
            "tricks_won",
            "trick",
            "leader",
            "title",
            "note",
        }
    )

    def from_scenario(self, r: Any) -> LooState:
        """Build the position a scenario describes; every inconsistency is a ScenarioError."""

        r.check_unknown(set(self.SCENARIO_FIELDS))
        opts = r.game_options(self)
        lo, hi = self.players_range(opts)
        n = r.integer("players", lo, hi)
        r.players = n
        dealer = r.seat("dealer", 0)
        pool = r.counters(r.raw("pool", 3), r.path("pool"), WHITE_PER_RED)
        if pool < ANTE:
            raise r.error("pool", "expected at least the dealer's ante of 3 red counters")
        double = pool > ANTE
        counters = [START_COUNTERS] * n
        for seat, amount in r.per_seat(
            "counters", lambda v, p: r.counters(v, p, WHITE_PER_RED)
        ).items():
            counters[seat] = amount
        hands_given = r.per_seat("hands", r.card_list)
        widow_cards = r.cards("widow")
        decl_given = r.per_seat("declarations", lambda v, p: str(v).strip().lower())
        won = r.per_seat("tricks_won", lambda v, p: self._trick_count(r, v, p))
        trick = r.plays("trick")
        turn_card = r.card("turn_card")
        trump_suit = r.suit("trump")
        # ---- cards are all different -------------------------------------------------------
        seen: dict[int, str] = {}

        def claim(card: int, where: str) -> None:
            if card in seen:
                raise ScenarioError(
                    r.source, where, f"{CARDS[card].pretty} is already in {seen[card]}"
                )
            seen[card] = where

        for seat, cs in hands_given.items():
            if len(cs) > HAND:
                raise r.error(f"hands.P{seat}", f"expected at most {HAND} cards, got {len(cs)}")
            for i, c in enumerate(cs):
                claim(c, f"hands.P{seat}[{i}]")
        for i, c in enumerate(widow_cards):
            claim(c, f"widow[{i}]")
        for i, (_, c) in enumerate(trick):
            claim(c, f"trick[{i}]")
        if turn_card is not None:
            claim(turn_card, "turn_card")
        if len(widow_cards) > HAND:
            raise r.error("widow", f"expected at most {HAND} cards, got {len(widow_cards)}")
        # ---- trumps ------------------------------------------------------------------------
        if turn_card is not None and trump_suit is not None and turn_card.suit != trump_suit:
            raise r.error(
                "trump",
                f"the turned card {turn_card.pretty} makes "
                f"{turn_card.suit.symbol} trumps, not {trump_suit.symbol}",
            )
        if double and trump_suit is None:
            if turn_card is None:
                raise r.error(
                    "trump",
                    "a double pool has a trump turned: expected a suit (C, D, H, S) or a turn_card",
                )
            trump_suit = turn_card.suit
        trump = -1 if trump_suit is None else int(trump_suit)
        hands = tuple(mask_of_cards(hands_given.get(i, [])) for i in range(n))
        state = opening_state(
            opts,
            dealer,
            double,
            hands,
            mask_of_cards(widow_cards),
            0,
            -1 if turn_card is None else int(turn_card),
            trump,
            pool,
            tuple(counters),
        )
        if trump >= 0 and not double:
            state = state._replace(turned_after=1)
        # ---- declaring -----------------------------------------------------------------------
        declaring = double or opts.widow_in_single
        if not double and declaring and not decl_given and (won or trick):
            declaring = False  # 000's single: play has begun, so the widow matter is settled
        if not declaring:
            if decl_given and not opts.widow_in_single:
                raise r.error(
                    "declarations",
                    "nobody declares in a simple pool: everyone plays (leave declarations out)",
                )
            state = state._replace(declarations=("stand",) * n)
        else:
            state = self._replay_declarations(r, state, decl_given)
            if state.phase != "play":
                if won or trick:
                    raise r.error(
                        "tricks_won" if won else "trick",
                        "no trick is played before everyone has declared",
                    )
                return state
        # ---- tricks --------------------------------------------------------------------------
        active = state.active
        for seat in won:
            if seat not in active:
                raise r.error(f"tricks_won.P{seat}", f"P{seat} is not playing this deal")
        done = sum(won.values())
        if done > HAND:
            raise r.error("tricks_won", f"expected at most {HAND} tricks in all, got {done}")
        tricks = tuple(won.get(i, 0) for i in range(n))
        history = tuple(((), s) for s in range(n) for _ in range(won.get(s, 0)))
        state = state._replace(tricks=tricks, history=history)
        if done == HAND:
            if trick:
                raise r.error("trick", "all three tricks are already counted in tricks_won")
            return state._replace(phase="over", to_move=-1, result="played")
        if trick:
            leader = trick[0][0]
        elif done:
            leader = r.seat("leader")
        else:
            leader = active[0]
            if r.has("leader") and r.seat("leader") != leader:
                raise r.error(
                    "leader", f"P{leader}, the eldest hand playing, leads the first trick"
                )
        if leader not in active:
            raise r.error(
                "leader" if not trick else "trick[0]", f"P{leader} is not playing this deal"
            )
        state = state._replace(phase="play", leader=leader, to_move=leader)
        for i, (seat, card) in enumerate(trick):
            if seat != state.to_move:
                raise r.error(f"trick[{i}]", f"expected P{state.to_move} to play next, got P{seat}")
            hands_l = list(state.hands)
            hands_l[seat] |= 1 << card  # the card was in his hand when he played it
            state = state._replace(hands=tuple(hands_l))
            led = (trick[0][1]) // 13
            if state.trump < 0 and state.turn_card < 0 and any(c // 13 != led for _, c in trick):
                raise r.error(
                    "turn_card",
                    "someone failed to follow, so a trump is turned "
                    "after this trick: give the turn_card",
                )
            state = self._play(state, card)
        return state

    @staticmethod
    def _trick_count(r: Any, v: Any, p: str) -> int:

        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= HAND:
            raise ScenarioError(r.source, p, f"expected a number of tricks 0..{HAND}, got {v!r}")
        return v

    def _replay_declarations(self, r: Any, state: LooState, given: dict[int, str]) -> LooState:
        """Apply the declarations in turn, checking each against the rules."""

        words = {"stand", "widow", "pass", "defend"}
        order = _declare_order(state.dealer, state.n)
        hands, widow = state.hands, state.widow
        s = state._replace(phase="declare", to_move=order[0])
        for i, seat in enumerate(order):
            if seat not in given:
                for later in order[i + 1 :]:
                    if later in given:
                        raise r.error(
                            f"declarations.P{later}",
                            f"P{seat} declares before P{later}: give P{seat}'s declaration too",
                        )
                return s
            word = given[seat]
            if word not in words:
                raise ScenarioError(
                    r.source,
                    f"{r.path('declarations')}.P{seat}",
                    f"expected one of stand, widow, pass, defend, got {word!r}",
                )
            if s.phase != "declare":
                raise r.error(
                    f"declarations.P{seat}",
                    f"declaring is already over: {s.result or 'play has begun'}",
                )
            act = Action(word)
            if act not in self._declare_options(s)[0]:
                why = [x for x in self._declare_options(s, explain=True)[1] if x.action == act]
                reason = why[0].message() if why else "not allowed here"
                raise r.error(f"declarations.P{seat}", f"P{seat} may not {word}: {reason}")
            s = self._declare(s, act)
            # hands in a scenario are the cards held now: keep them as given
            s = s._replace(hands=hands, widow=widow if s.widow_taker < 0 else 0, discards=0)
            if s.phase != "declare" and s.result != "dealer_takes":
                # _declare judged the end of declaring with swapped hands: judge it again
                s = self._after_declaring(s._replace(phase="declare", result="", flushes=()))
        return s

    def table_cards(self, state: LooState) -> dict[str, int]:
        """The hands, the trick and the tricks won, plus the widow and the turned trump card."""
        out = super().table_cards(state)
        if state.widow:
            out["the widow"] = state.widow
        tc = state.turn_card
        if state.trump >= 0 and 0 <= tc < 52 and CARDS[tc].suit == state.trump:
            out["the trump card"] = 1 << tc
        return out

    def last_trick_info(self, state: LooState) -> dict[str, Any] | None:
        """The trick just finished (when its cards are known), for ``trickbook answer``."""
        if not state.history or state.trick or not state.history[-1][0]:
            return None
        plays, winner = state.history[-1]
        card = next(c for s, c in plays if s == winner)
        turned = state.turned_after == len(state.history)
        return {
            "player": f"P{winner}",
            "card": CARDS[card].code,
            "trump": Suit(state.trump).letter if state.trump >= 0 else None,
            "trump_turned": turned,
            "rule": rule_for(state.opts, "trick_winner").id,
        }

    # ---- quiz hooks (engine.quiz) -----------------------------------------------------------
    quiz_kinds: ClassVar[tuple[str, ...]] = ("legal_cards", "trick_winner", "settlement", "declare")
    declaration_words: ClassVar[tuple[str, ...]] = ("stand", "widow", "pass", "defend")

    def practice_setup(self, rng: random.Random, kind: str) -> dict[str, Any]:
        """A generated question's pool: a simple or a double of 3, 6 or 9 red carried over
        (declaring happens only with a widow, so a declare question always gets a double)."""
        carried = [0, 0, 3, 6, 9] if kind != "declare" else [3, 6, 9]
        return {"pool": rng.choice(carried) * WHITE_PER_RED}

    def practice_interest(self, kind: str, state: LooState) -> int | None:
        if kind == "trick_winner":  # a discard, and a trump turned after the trick, add interest
            plays, _ = state.history[-1]
            led = plays[0][1] // 13
            off_suit = any(c // 13 != led for _, c in plays)
            return 1 + off_suit + (state.turned_after == len(state.history))
        return None

    def quiz_amounts(self, state: LooState) -> dict[str, Fraction]:
        """Net counters per player for the deal, and the next pool (before the next ante)."""
        st = self.settlement(state)
        net = st.net() if st else {}
        out = {
            f"P{i}": Fraction(net.get(seat_account(i), 0), WHITE_PER_RED) for i in range(state.n)
        }
        out["pool"] = Fraction(self.balances_after(state)[POOL], WHITE_PER_RED)
        return out

    def trick_notes(self, state: LooState) -> tuple[list[str], list[Rule]]:
        """Why the last trick was judged as it was, when a trump was turned after it."""
        if state.turned_after != len(state.history) or state.turn_card < 0:
            return [], []
        rule = RULES["loo.lesson_000.rejudge" if state.opts.text == "000" else "loo.trump_turn"]
        return [
            f"someone failed to follow, so {CARDS[state.turn_card].pretty} was turned after the "
            f"trick: {Suit(state.trump).symbol} are trumps and the trick is judged again"
        ], [rule]

    def settlement_json(self, state: LooState) -> dict[str, Any]:
        st = self.settlement(state) or Settlement(())
        u = WHITE_PER_RED
        net = st.net()
        players = {}
        for i in range(state.n):
            a = seat_account(i)
            got = sum(x.amount for x in st.transfers if x.payee == a)
            paid = sum(x.amount for x in st.transfers if x.payer == a)
            players[f"P{i}"] = {
                "receives": counters_json(got, u),
                "pays": counters_json(paid, u),
                "net": counters_json(net.get(a, 0), u),
            }
        after = self.balances_after(state)
        return {
            "result": state.result,
            "unit": "red counters",
            "players": players,
            "next_pool": counters_json(after[POOL], u),
            "transfers": [
                t.as_dict() | {"amount": counters_json(t.amount, u)} for t in st.transfers
            ],
        }


def render(s: LooState) -> str:
    u = WHITE_PER_RED
    lines = [
        f"Loo ({s.opts.variant}) — {'double' if s.double else 'simple'} pool of "
        f"{format_counters(s.pool, u)}, dealer P{s.dealer}, trumps "
        f"{Suit(s.trump).symbol if s.trump >= 0 else 'not turned'}, phase {s.phase}"
    ]
    for i in range(s.n):
        mark = ">" if i == s.to_move else " "
        d = s.declarations[i]
        lines.append(f"{mark} P{i}: {pretty(s.hands[i]) or '-':<12} {d:<9} tricks {s.tricks[i]}")
    if s.widow:
        lines.append(f"  widow: {pretty(s.widow)}")
    if s.trick:
        lines.append("  trick: " + ", ".join(f"P{p} {CARDS[c].pretty}" for p, c in s.trick))
    return "\n".join(lines)


def hand_cards(state: LooState, seat: int) -> list[Card]:
    return card_list(state.hands[seat])


LOO = Loo()
REGISTRY.register(LOO)
