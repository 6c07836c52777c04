"""Spoil Five's rules as data (seed 002, and RULES.md §5 with Peel and the 1911 Britannica
where the seed is silent), its options and variants.

The card order, the play duties and robbing come from the shared core (:func:`order_rules`,
:func:`play_rules`, :func:`rob_rules`, with ids ``spoil_five.<role>``); this module adds the
pool, the objects of the game (three tricks, five tricks, spoiling, jinking) and the
irregularities with their penalty.
"""

from __future__ import annotations

from typing import NamedTuple

from engine.game import Action, Option, Variant, register_declaration
from engine.games.spoil_five.cards import BRITANNICA, PEEL, order_rules
from engine.games.spoil_five.play import play_rules
from engine.games.spoil_five.robbing import rob_rules
from engine.rules import Rule, RuleBook, own_moves

GAME = "spoil_five"
TRICKS = 5  # cards in each hand, and tricks in a deal
STAKE = 2  # each player's stake to a fresh pool (Peel: 2-3) ...
DEALER_STAKE = 3  # ... and the dealer's, more
SPOIL_ADD = 1  # what each adds after a spoil (Peel)
FIVE_EXTRA = 1  # what each other player pays the winner of all five tricks (seed 002)
START_COUNTERS = 20  # each player's counters when a table sits down

# who leads, which Forty-Five shares (engine.games.forty_five.core), citing its own source
FIRST_LEAD = "he puts out any card face down and takes in the ace before the eldest hand leads."
LATER_LEADS = (
    "no source kept here says who leads a later trick: Trickbook has the winner of each trick "
    "lead to the next, as in the other trick games of these books."
)


def lead_rule(game: str, seed: str, quote: str, note: str, url: str = "") -> Rule:
    """Who leads, with the id ``<game>.lead``: one statement for Spoil Five and Forty-Five,
    each citing the source it rests on in that game (``note``: how the quote bears on it)."""
    return Rule(
        f"{game}.lead",
        "The eldest hand (the dealer's left) leads to the first trick; the winner of each "
        "trick leads to the next.",
        seed,
        quote,
        url,
        note=note,
    )


ORDER_RULES = order_rules(GAME)
PLAY_RULES = play_rules(GAME)
ROB_RULES = rob_rules(GAME)

R = Rule
OWN = [
    own_moves(
        "spoil_five.own_moves",
        "Spoil Five",
        "to play a card, to rob the trump card (or, the dealer, let it lie), and to claim the "
        "pool or jink",
        "002",
        "When a player has won three tricks, he should immediately abandon his hand and claim "
        "the pool",
        "Foster's text begins in the middle of the play; it names playing, claiming the pool and "
        "jinking, Trickbook's rules notes add robbing, and none names another move",
    ),
    lead_rule(
        GAME,
        "RULES.md",
        FIRST_LEAD,
        "The sentence is the Britannica's on robbing, and it names only the first lead. "
        f"Foster's text begins in the middle of the game and {LATER_LEADS}",
        BRITANNICA,
    ),
    R(
        "spoil_five.pool_stake",
        f"A fresh pool: each player puts in {STAKE} counters, the dealer {DEALER_STAKE}.",
        "RULES.md",
        "Peel: each player stakes 2\u20133 and the dealer more.",
        PEEL,
    ),
    R(
        "spoil_five.spoil_adds",
        f"After a spoiled deal the pool stays, and each player adds {SPOIL_ADD} to it for "
        "the next deal, until it is won.",
        "RULES.md",
        "After a spoil, each adds 1 per deal until the pool is won.",
        PEEL,
    ),
    R(
        "spoil_five.three_tricks",
        "Whoever wins three tricks takes the pool.",
        "002",
        "If any one person can win three tricks he takes the pool.",
    ),
    R(
        "spoil_five.five_tricks",
        "Whoever wins all five tricks takes the pool and a counter from each other player.",
        "002",
        "If he can win all five tricks he not only gets the pool, but receives an extra "
        "counter from each of the other players.",
    ),
    R(
        "spoil_five.spoiled",
        "If nobody wins three tricks the deal is spoiled: the pool stays for the next deal.",
        "002",
        "When this is done, the game is said to be spoiled",
    ),
    R(
        "spoil_five.claim",
        "A player who has won three tricks claims the pool and the deal ends.",
        "002",
        "When a player has won three tricks, he should immediately abandon his hand and "
        "claim the pool",
    ),
    R(
        "spoil_five.jink",
        "Having won the first three tricks, a player may go on for five (jink); if he fails "
        "he loses the pool and the deal is spoiled.",
        "002",
        "for if he continues playing he must jink it, and get all five tricks or lose "
        "what he has already won, the game being spoiled just as if no one had won three "
        "tricks.",
    ),
    R(
        "spoil_five.foul_hand",
        "Irregularity: a hand with too many or too few cards is foul; it is abandoned and its "
        "holder forfeits the pool for that deal, keeping the tricks he has won.",
        "002",
        "that hand is foul, and must be abandoned, the holder forfeiting all right to the "
        "pool for that deal.",
    ),
    R(
        "spoil_five.out_of_turn",
        "Irregularity: leading or playing out of turn.",
        "002",
        "leads or plays out of turn",
    ),
    R(
        "spoil_five.renege_higher",
        "Irregularity: holding back a privileged trump from the lead of a higher trump.",
        "002",
        "reneges to the lead of a higher trump",
    ),
    R(
        "spoil_five.renounce_trumps",
        "Irregularity: not following a trump lead while holding a trump that must be played.",
        "002",
        "renounces in the trump suit",
    ),
    R(
        "spoil_five.revoke_plain",
        "Irregularity: throwing another suit to a plain suit led while holding the suit led.",
        "002",
        "revokes in a plain suit",
    ),
    R(
        "spoil_five.exposed_card",
        "Irregularity: exposing a card once any player has won two tricks.",
        "002",
        "or exposes a card after any player has won two tricks",
    ),
    R(
        "spoil_five.penalty",
        "The offender loses all right to the current pool, on this deal and every later one "
        "until it is won, but still pays into it.",
        "002",
        "he loses all his right and interest in the current pool, which he cannot win, "
        "either on that or any subsequent deal, but to which he must continue to contribute "
        "when it comes to his turn to deal.",
    ),
    R(
        "spoil_five.penalty_lifted",
        "Once the pool has been won and a fresh one formed, the penalty is removed.",
        "002",
        "After the pool has been won, and a fresh one formed, the penalty is removed.",
    ),
]

RULES = RuleBook([*ORDER_RULES.values(), *PLAY_RULES.values(), *ROB_RULES.values(), *OWN])

# the irregularities the seed lists, each with the rule that names it
IRREGULARITIES: dict[str, str] = {
    "foul_hand": "spoil_five.foul_hand",
    "rob_without_ace": "spoil_five.rob_without_ace",
    "out_of_turn": "spoil_five.out_of_turn",
    "renege_higher": "spoil_five.renege_higher",
    "renounce_trumps": "spoil_five.renounce_trumps",
    "revoke_plain": "spoil_five.revoke_plain",
    "exposed_card": "spoil_five.exposed_card",
}

# the irregularity a forbidden card would commit, by the duty that forbids it
COMMITS: dict[str, str] = {
    "follow_or_trump": "revoke_plain",
    "no_trump_must_follow": "revoke_plain",
    "follow_trumps": "renounce_trumps",
    "renege_smaller_trump": "renounce_trumps",
    "strict_single_privileged": "renounce_trumps",
    "renege_superior": "renege_higher",
}


# the options' labels, which Forty-Five's options of the same ids take too (one rule, one label:
# engine.games.forty_five.core hands them on)
TWO_PRIVILEGED = "Two privileged trumps: play one"
COMPULSORY_ROB = "Robbing is compulsory"


class Opts(NamedTuple):
    strict_single_privileged: bool = False
    eb_compulsory_rob: bool = False
    variant: str = "rules_md"


OPTIONS = (
    Option(
        "strict_single_privileged",
        TWO_PRIVILEGED,
        False,
        help="Foster's and the Britannica's literal words ('having no smaller trump with "
        "them'): holding two of the Five, the Jack and the A\u2665 and no other trump, you "
        "must play one of them to an inferior trump lead. By default (Peel) each keeps its "
        "privilege.",
    ),
    Option(
        "eb_compulsory_rob",
        COMPULSORY_ROB,
        False,
        help="The 1911 Britannica: 'A player who fails to rob cannot go out that hand.' By "
        "default robbing is optional.",
    ),
)
VARIANTS = {
    "rules_md": Variant(
        "rules_md",
        # Foster's game, with Peel's order, robbing and per-card privilege where Foster is cut
        # off (beside the variant that reads Foster's privilege literally)
        "Foster's Hoyle (1897), with Peel",
        "Robbing optional; each privileged trump keeps its privilege (Peel).",
        {},
    ),
    "strict_single_privileged": Variant(
        "strict_single_privileged",
        f"{TWO_PRIVILEGED} (Foster, read strictly)",
        "Holding two privileged trumps and no other, one must be played to an inferior lead.",
        {"strict_single_privileged": True},
    ),
    "eb_compulsory_rob": Variant(
        "eb_compulsory_rob",
        "Robbing compulsory (1911 Britannica)",
        "A player who may rob and lets the chance pass cannot win the pool that deal.",
        {"eb_compulsory_rob": True},
    ),
}

register_declaration("claim", "jink", "decline")
CLAIM = Action("claim")
JINK = Action("jink")
