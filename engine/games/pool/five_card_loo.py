"""Five-card Loo (seed 002) on the pool family: Irish Loo with five cards, fifths and Pam.

1 red = 5 white; the dealer puts up five red; five cards each; a trump always turned; "How
many?" exchanges as in Irish Loo. A flush of five cards in any suit takes the pool at once —
as dealt, or as soon as an exchange makes one — and every player at the table, playing or not, pays
five red; of two flushes the elder hand's wins, even against a flush in trumps. Pam (the J♣,
variant ``foster1897``; off in ``no_pam``) is always the best trump and a trump only (RULES.md),
makes a flush with any four of a suit, and when the trump ace is led Pam must pass the trick if
its holder can play otherwise without revoking. A trick takes a fifth of the pool; a player in
with no trick pays five red (RULES.md: the text is silent on both).

Pam on a led trump ace (♥ trumps), drawn as a test would draw it::

    P1 leads A♥          P2 holds J♣ (Pam) 7♥ 9♠ → must play 7♥: Pam passes the trick
                         P3 holds J♣ (Pam) 9♠ 2♣ → Pam is his only trump: he must play it
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import Any

from engine.constraints import Obligation
from engine.game import REGISTRY, Option, Variant
from engine.games.pool.family import PoolGame
from engine.games.pool.irish_loo import (
    EVERY_DEAL_LEAD,
    EVERY_TRICK_LEAD,
    LEAD_DUTIES,
    double_leads,
    led_as_double,
)
from engine.games.pool.irish_loo import ROLES as IRISH_ROLES
from engine.games.pool.irish_loo import RULES as IRISH
from engine.games.pool.loo_rules import inherited
from engine.games.pool.play import PAM, PamBeCivil, loo_chain, ranking_for
from engine.games.pool.spec import FLUSH_ANY_SUIT, TRUMP_ALWAYS, WIDOW_EXCHANGE, PoolSpec
from engine.games.pool.state import PoolOpts, PoolState
from engine.ranking import Ranking
from engine.rules import Rule, RuleBook, own_moves

SPEC = PoolSpec(
    "Five-card Loo",
    hand=5,
    units=5,
    ante_red=5,
    loo_red=5,
    start_red=50,
    widow=WIDOW_EXCHANGE,
    trump_source=TRUMP_ALWAYS,
    flush=FLUSH_ANY_SUIT,
    flush_red=5,
)
GAME_ID = "five_card_loo"

# Irish Loo's own rules that Five-card Loo keeps, and Three-card Loo's via Irish Loo
FROM_IRISH = (
    "no_widow",
    "trump_turned",
    "declare",
    "dealer_declares",
    "dealer_must_play",
    "exchange",
    "exchange_final",
    "replacements",
    "double_leads",
    "from_hand",
)
FROM_LOO = (
    "eldest_leads_trump",
    "lead_trump_ace",
    "winner_leads_trump",
    "follow_suit",
    "head_the_trick",
    "trump_or_overtrump",
    "trick_winner",
    "undertaking",
    "unlimited",
    "dealer_takes_pool",
    "revoke",
    "revoke_forfeit",
)

R = Rule
RULES = RuleBook(
    [
        R(
            "five_card_loo.as_irish",
            "Five-card Loo is Irish Loo with five cards each and the rules below.",
            "002",
            "This is Irish Loo with some additional variations.",
        ),
        R(
            "five_card_loo.counters",
            "Counters: 1 red = 5 white, so pools divide in fifths; each player starts with 50 red.",
            "002",
            "Each red counter should be worth five white ones, and the players will require "
            "about fifty red counters each at starting.",
        ),
        R(
            "five_card_loo.ante",
            "Each dealer puts five red counters in the pool.",
            "002",
            "The dealer puts up five red counters.",
        ),
        R(
            "five_card_loo.flush",
            "A player holding five cards of one suit takes the pool at once, without play.",
            "002",
            "Any player holding a flush of five cards in any suit may immediately claim the pool",
        ),
        R(
            "five_card_loo.flush_payment",
            "Against a flush every player at the table, playing or not, pays five red.",
            "002",
            "every person at the table, whether playing or not, is supposed to be looed, and "
            "pays five red counters to the next pool.",
        ),
        R(
            "five_card_loo.flush_elder",
            "Of two flushes the elder hand's wins, even against a flush in trumps.",
            "002",
            "If two players hold flushes, the elder hand wins, even if the younger hand holds a "
            "flush in trumps.",
        ),
        R(
            "five_card_loo.pam",
            "Pam, the jack of clubs, is always the best trump, above the ace of trumps.",
            "002",
            "Another variation is to make the club Jack, which is known as Pam, always the best "
            "trump.",
        ),
        R(
            "five_card_loo.pam_trump_only",
            "Pam is a trump only, never a club: it follows a trump lead, not a club lead.",
            "RULES.md",
            "Whether Pam counts as a club is not stated. Recommended: Pam is a trump only",
        ),
        R(
            "five_card_loo.pam_flush",
            "Pam with any four cards of one suit makes a flush.",
            "002",
            "Combined with four cards of any suit, this card will make a flush.",
        ),
        R(
            "five_card_loo.pam_civil",
            "Pam be civil: when the trump ace is led, Pam's holder must not play Pam if he can "
            "play another card without revoking.",
            "002",
            "If any player leads the trump ace, the holder of Pam must pass the trick if he can "
            "do so without revoking.",
        ),
        R(
            "five_card_loo.fifths",
            "Each trick wins one fifth of the pool; odd white counters stay in the pool.",
            "RULES.md",
            "The share per trick is not stated; presumably one fifth.",
        ),
        R(
            "five_card_loo.looed",
            "A player who stands and wins no trick is looed: five red counters to the next pool.",
            "RULES.md",
            "The loo penalty outside flushes is not stated; presumably 5 red.",
        ),
        R(
            "five_card_loo.younger_flush",
            "The text is silent on a younger flush: by default it pays like everyone at the "
            "table; an option lets it off, as in Three-card Loo.",
            "RULES.md",
            "Whether a younger flush is looed is not stated.",
        ),
        own_moves(
            f"{GAME_ID}.own_moves",
            "Five-card Loo",
            "to play a card and, in declaring, to stand or pass, then to exchange cards",
            "002",
            "This is Irish Loo with some additional variations.",
            "Foster's Five-card Loo is Irish Loo's moves (say whether you play, then \u201cHow "
            "many?\u201d) with its own flush and Pam, and names no other move",
        ),
        # the same rules, notes and all (the copies dropped Irish Loo's notes)
        *[
            double_leads(GAME_ID, SPEC.name)  # in its own name: its refusals give the reason
            if name == "double_leads"
            else replace(IRISH[f"irish_loo.{name}"], id=f"{GAME_ID}.{name}")
            for name in FROM_IRISH
        ],
        *led_as_double(
            GAME_ID,
            inherited(
                GAME_ID,
                FROM_LOO,
                undertaking="Standing is a promise to win a trick.",
                eldest_leads_trump=EVERY_DEAL_LEAD,
                winner_leads_trump=EVERY_TRICK_LEAD,
            ),
        ),
    ]
)

OPTIONS = (
    Option("pam", "Pam", True, help="The J♣ is always the best trump (Foster's variation)."),
    Option(
        "pam_civil",
        "Pam be civil",
        True,
        help="When the trump ace is led, Pam passes the trick if its holder can play otherwise.",
    ),
    Option(
        "younger_flush_pays",
        "A younger flush pays",
        True,
        help="Foster: every person at the table pays; off: a younger flush is not looed, as "
        "in Three-card Loo.",
    ),
    LEAD_DUTIES,
    Option("flushes", "Flushes", True, help="Five cards of a suit take the pool at once."),
    Option(
        "unlimited",
        "Unlimited Loo",
        False,
        help="A player who fails pays as much as the current pool holds.",
    ),
)

VARIANTS = {
    "foster1897": Variant(
        "foster1897",
        "Foster's Hoyle (1897), with Pam",
        "Five cards, fifths, five-card flushes taking the pool at once, Pam the best trump.",
        {},
    ),
    "no_pam": Variant(
        "no_pam",
        "Foster's Hoyle (1897), without Pam",
        "Foster's game without the Pam variation: the J♣ is a plain jack.",
        {"pam": False, "pam_civil": False},
    ),
}


# Irish Loo's roles (each names a rule Five-card Loo's book holds under the same name: FROM_IRISH
# and FROM_LOO), but for its deal, its fifths and its loo
ROLES = {
    **IRISH_ROLES,
    "deal": "as_irish",
    "share_simple": "fifths",
    "share_double": "fifths",
    "looed_simple": "looed",
    "looed_double": "looed",
    "over": "fifths",
}


@cache
def rule_for(opts: PoolOpts, role: str) -> Rule:
    """The rule that governs ``role`` in Five-card Loo (:data:`ROLES`)."""
    return RULES[f"{GAME_ID}.{ROLES[role]}"]


@cache
def chain_for(opts: PoolOpts) -> tuple[Obligation, ...]:
    """Irish Loo's obligations, and Pam be civil."""
    lead = lambda n: RULES[f"five_card_loo.{n}"]  # noqa: E731
    rule = lambda r: rule_for(opts, r)  # noqa: E731
    chain = loo_chain(opts, lead, rule, undertrump=False)
    if opts.pam and opts.pam_civil:
        chain.append(PamBeCivil(RULES["five_card_loo.pam_civil"]))
    return tuple(chain)


class FiveCardLoo(PoolGame):
    id = GAME_ID
    name = "Five-card Loo"
    description = (
        "Irish Loo with five cards each, for 3 to 8: fifths of the pool, five-card flushes "
        "that take it at once, and Pam — the jack of clubs — the best trump."
    )
    spec = SPEC
    min_players = SPEC.min_players
    max_players = SPEC.max_players
    rules = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "foster1897"
    units_per_counter = SPEC.units
    # "exchange" too: the "How many?" answer is an action beyond a play that lessons show
    # and quizzes offer (the Learn page lists it as on offer in the exchange phase)
    declaration_words = ("stand", "pass", "exchange")
    absent_kinds = frozenset({"widow"})  # refused by a rule of its own: "no widow is dealt"

    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        return rule_for(opts, role)

    def trick_winner_rule(self, state: PoolState) -> Rule:
        """Pam's rule for a trick Pam took; the highest trump's (or card of the suit led's)
        for any other, Pam being dealt or not."""
        if state.opts.pam and state.history:
            plays, winner = state.history[-1]
            if (winner, PAM) in plays:
                return RULES[f"{GAME_ID}.pam"]
        return rule_for(state.opts, "trick_winner")

    def trick_ranking(self, state: PoolState) -> Ranking:
        """The deal's order: a trick Pam took names Pam in clubs trumps too, where the J♣'s
        face is the trump suit's ("J♣ is the highest trump (♣)" would not say why it beat the
        A♣); without Pam the J♣ is a club like any other."""
        return ranking_for(state.opts, state.trump)

    def last_trick_info(self, state: PoolState) -> dict[str, Any] | None:
        """The family's answer, citing the rule that decided this trick (Pam's or not)."""
        info = super().last_trick_info(state)
        if info is not None:
            info["rule"] = self.trick_winner_rule(state).id
        return info

    def follows_as(self, state: PoolState, card: int) -> int:
        """Pam follows as a trump, never as a club (RULES.md), read off the rank-order layer."""
        return int(ranking_for(state.opts, state.trump).follows[card])

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return chain_for(opts)


FIVE_CARD_LOO = FiveCardLoo()
REGISTRY.register(FIVE_CARD_LOO)
