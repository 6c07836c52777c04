"""Napoleon's rules as data (seed 003, and RULES.md §8 where the seed is silent), its options
and variants, and the play obligations in force.

Every rule the engine enforces is a :class:`engine.rules.Rule` quoting seed 003 word for word,
or citing RULES.md for a reading the seed leaves open (rising bids, a redeal when everyone
passes, the dealer forced to bid, a trump suit the bidder holds). Who wins a trick is stated
by neither for Napoleon: that rule quotes seed 003's Linger Longer section, and its note says so.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.constraints import FollowSuit, LeadTrump, Obligation
from engine.game import Action, Option, Variant, register_declaration
from engine.rules import Rule, RuleBook, from_hand, outside_source, own_moves

# The older Britannica text RULES.md §8 quotes for the dealer forced to bid.
OLDER_BRITANNICA = outside_source(
    "http://media-3.web.britannica.com/eb-diffs/790/402790-14533-54801.html",
    "an older Encyclop\u00e6dia Britannica text",
)

R = Rule
RULES = RuleBook(
    [
        R(
            "napoleon.players",
            "Two to six play, with the 52-card pack.",
            "003",
            "Number of Players: 2 to 6. The more, the merrier. Cards: A regular deck of 52.",
        ),
        R(
            "napoleon.deal",
            "Each player is dealt five cards, one at a time.",
            "003",
            "Each player receives 5 cards, one at a time.",
        ),
        R(
            "napoleon.first_bid",
            "The player on the dealer's left bids first; the turn passes to the left.",
            "003",
            "Player at left of the dealer has first turn to bid the number of tricks he will "
            "take if he is allowed to name the trump suit.",
        ),
        R(
            "napoleon.one_turn",
            "Each player has one turn to bid: pass, or bid from one to five tricks.",
            "003",
            "Each has one turn, in which he may pass or may bid from one to five.",
        ),
        R(
            "napoleon.nap",
            'A bid of five tricks, all of them, is "nap".',
            "003",
            'A bid of five is called "nap."',
        ),
        R(
            "napoleon.rising_bids",
            "Each bid must be higher than every bid before it.",
            "RULES.md",
            "Recommended: strictly rising bids, and a redeal if everyone passes.",
        ),
        R(
            "napoleon.redeal",
            "If everyone passes, nobody pays and the cards are dealt again.",
            "RULES.md",
            "Recommended: strictly rising bids, and a redeal if everyone passes.",
        ),
        R(
            "napoleon.dealer_forced_one",
            "Variant: if everyone before him passed, the dealer may not pass; he bids 1.",
            "RULES.md",
            "If all hands pass, the dealer bids 1",
            url=OLDER_BRITANNICA,
        ),
        R(
            "napoleon.name_trump",
            "The highest bidder names the trump suit and leads to the first trick.",
            "003",
            "The highest bidder names the trump suit and has the first lead.",
        ),
        R(
            "napoleon.trump_held",
            "The bidder names a suit he holds, so that he can lead a trump as he must.",
            "RULES.md",
            "What if the bidder names a suit he does not hold?",
            note="Trickbook's rules notes ask this and do not answer it. This app's reading: "
            "the lesson says \u201cHe must lead a trump for his first lead.\u201d, which a "
            "bidder holding no trump could not do.",
        ),
        R(
            "napoleon.lead_trump",
            "The bidder's first lead must be a trump.",
            "003",
            "He must lead a trump for his first lead.",
        ),
        from_hand(
            "napoleon.from_hand",
            "003",
            "Each player receives 5 cards, one at a time.",
            "the lesson never says so outright; each plays from the 5 cards he receives",
        ),
        own_moves(
            "napoleon.own_moves",
            "Napoleon",
            "to pass or bid (one to five tricks, five being nap), for the highest bidder to name "
            "trumps, and to play a card",
            "003",
            "Each has one turn, in which he may pass or may bid from one to five.",
            "the lesson names the bidding, the bidder's trumps and the play of the cards, and no "
            "other move",
        ),
        R(
            "napoleon.follow_suit",
            "Follow suit to the card led if you can.",
            "003",
            "A player must follow suit to the lead if he can.",
        ),
        R(
            "napoleon.otherwise_free",
            "Otherwise play or lead any card: no duty to head the trick or to trump.",
            "003",
            "Otherwise, there is no restriction on what he may play or lead.",
        ),
        R(
            "napoleon.trick_winner",
            "Ace high: the highest trump wins the trick, else the highest card of the suit led.",
            "003",
            "A trick is won by the highest trump, or, if it contains no trump, by the highest "
            "card played of the suit led.",
            note="The lesson's Napoleon section does not say who wins a trick, nor do Trickbook's "
            "rules notes: this is the general rule of trick games, which the same lesson states "
            "for Linger Longer.",
        ),
        R(
            "napoleon.ace_high",
            "Ace ranks highest, then king, queen, jack, 10 down to 2.",
            "003",
            "Ace ranks highest.",
        ),
        R(
            "napoleon.stop_early",
            "Play stops as soon as the bidder has won his bid, or lost too many tricks to make it.",
            "003",
            "Play stops the moment the outcome is sure\u2014success or defeat for the bidder.",
        ),
        R(
            "napoleon.bid_made",
            "A bidder who makes his bid collects its number of counters from each other player.",
            "003",
            "When a bidder wins, he collects from each other player the same number of "
            "counters as his bid.",
        ),
        R(
            "napoleon.bid_failed",
            "A bidder who fails pays its number of counters to each other player.",
            "003",
            "If he is defeated, he pays this number to each.",
        ),
        R(
            "napoleon.nap_pays",
            "Nap made collects 10 from each player; nap failed pays only 5 to each.",
            "003",
            "If it is made, the bidder collects 10 counters each, but if he fails he pays "
            "only 5 each.",
        ),
    ]
)

NAP_BID = 5
TRICKS = 5  # cards in each hand, and tricks in a deal


class Opts(NamedTuple):
    dealer_forced_one: bool = False
    variant: str = "seed"


OPTIONS = (
    Option(
        "dealer_forced_one",
        "If all pass, the dealer must bid",
        False,
        help="An older Britannica text: 'If all hands pass, the dealer bids 1'. By default "
        "everyone may pass and the cards are dealt again.",
    ),
)
VARIANTS = {
    "seed": Variant(
        "seed",
        "The lesson text (How to Play Some Trump Card Games)",
        "Strictly rising bids; if everyone passes, the cards are dealt again.",
        {},
    ),
    "dealer_forced_one": Variant(
        "dealer_forced_one",
        "The dealer must bid if all pass",
        "Strictly rising bids; if everyone before him passed, the dealer bids 1.",
        {"dealer_forced_one": True},
    ),
}

# The bidder's first lead only: LeadTrump(first=True) binds when the context says so.
CHAIN: tuple[Obligation, ...] = (
    LeadTrump(RULES["napoleon.lead_trump"], first=True),
    FollowSuit(RULES["napoleon.follow_suit"]),
)

register_declaration("nap", "pass")
PASS = Action("pass")
NAP = Action("nap")
BIDS: tuple[Action, ...] = tuple(Action("bid", number=k) for k in range(1, NAP_BID)) + (NAP,)
"""Every bid, lowest first: ``bid 1`` .. ``bid 4``, ``nap``."""


def bid_value(action: Action) -> int:
    """The tricks a bid promises (``nap`` = 5; 0 for anything else)."""
    if action.kind == "nap":
        return NAP_BID
    if action.kind == "bid" and action.number is not None:
        return action.number
    return 0


def bid_action(value: int) -> Action:
    """The action for a bid of ``value`` tricks (1..5)."""
    return BIDS[value - 1]
