"""Irish Loo (seed 002) on the pool family: no widow, a trump always turned, and "How many?".

The dealer asks each player in turn, from his left, whether he plays; the cards of those who
decline are taken up; the dealer declares last. Then each player in names how many cards he
exchanges and discards them in the same breath (``exchange 2 7C 3D``; ``exchange 0`` keeps
the hand): the trump card is laid aside and the replacements come off the rest of the pack,
unshuffled. "In all other respects, the game is Three-card Loo": double-pool leading (RULES.md
recommends it, since a trump is always known), head the trick, thirds, loo three red, flushes
of three trumps once the hands are final.

A deal, drawn as a test would draw it (4 players, dealer P0, ♠ turned)::

    P1: A♠ 7♥ 2♣  stand → exchange 2 7♥ 2♣     P2: K♦ Q♦ 9♦  pass
    P3: 5♠ 5♦ 3♣  stand → exchange 1 3♣        P0 (dealer): stand → exchange 0
"""

from __future__ import annotations

from dataclasses import replace
from functools import cache
from typing import ClassVar

from engine.constraints import Obligation
from engine.game import REGISTRY, Option, Variant
from engine.games.pool.family import PoolGame
from engine.games.pool.loo_rules import inherited
from engine.games.pool.play import loo_chain
from engine.games.pool.spec import TRUMP_ALWAYS, WIDOW_EXCHANGE, PoolSpec
from engine.games.pool.state import PoolOpts
from engine.rules import Rule, RuleBook, from_hand, own_moves

SPEC = PoolSpec("Irish Loo", widow=WIDOW_EXCHANGE, trump_source=TRUMP_ALWAYS)
GAME_ID = "irish_loo"
# Three-card Loo's statements say "In a double" and "Once trumps are known": here every deal has
# a trump from the start, and irish_loo.double_leads alone says that every deal is led as a
# double (the Rules page's brief said it in three bullets); Five-card Loo's too
EVERY_DEAL_LEAD = "The eldest hand playing must lead a trump if he has one."
EVERY_TRICK_LEAD = "The winner of a trick must lead a trump if he has one."
# the duties whose quotes speak of Three-card Loo's double pools: they bind here because every
# deal is led as one (double_leads, their Rule.premise)
AS_DOUBLE = ("eldest_leads_trump", "lead_trump_ace")


def led_as_double(game_id: str, rules: list[Rule]) -> list[Rule]:
    """``rules``, the double-pool duties (:data:`AS_DOUBLE`) among them resting on the game's
    ``double_leads``."""
    premise = f"{game_id}.double_leads"
    return [replace(r, premise=premise) if r.id.split(".", 1)[1] in AS_DOUBLE else r for r in rules]


def double_leads(game_id: str, name: str) -> Rule:
    """The rules notes' decision that game ``name`` leads every deal as Three-card Loo leads a
    double pool: the premise of its double-pool duties (:func:`led_as_double`), whose refusals
    give its first clause as their reason (:attr:`engine.rules.Rule.clause`: "you must lead a
    trump: you hold 2♠ (Irish Loo leads every deal as a double pool)")."""
    return Rule(
        f"{game_id}.double_leads",
        f"{name} leads every deal as a double pool: a trump is always known from the start, "
        "as in Three-card Loo's doubles.",
        "RULES.md",
        "Recommended: apply them, since a trump is always known from the start.",
    )


# the Three-card Loo rules Irish Loo keeps ("in all other respects")
KEPT = (
    "ante",
    "counters",
    "eldest_leads_trump",
    "lead_trump_ace",
    "lead_higher_trump",
    "winner_leads_trump",
    "follow_suit",
    "head_the_trick",
    "trump_or_overtrump",
    "trick_winner",
    "thirds",
    "undertaking",
    "limited",
    "unlimited",
    "flush",
    "flush_elder",
    "flush_payment",
    "dealer_takes_pool",
    "revoke",
    "revoke_forfeit",
)

R = Rule
RULES = RuleBook(
    [
        R(
            "irish_loo.no_widow",
            "No widow is dealt, and every pool is played the same way (no simple or double).",
            "002",
            "In this variation, no widow is dealt, and there is no distinction between simple "
            "and double pools.",
        ),
        R(
            "irish_loo.trump_turned",
            "After the deal the next card is always turned up for trumps.",
            "002",
            "A trump is always turned up",
        ),
        R(
            "irish_loo.declare",
            "From the dealer's left, each player says whether he plays; the cards of those who "
            "decline are taken up.",
            "002",
            "the dealer asks each in turn, beginning on his left, whether or not he will play, "
            "taking up the cards of those who decline to stand.",
        ),
        R(
            "irish_loo.dealer_declares",
            "The dealer declares last, after everyone else.",
            "002",
            "He then announces his own decision",
        ),
        R(
            "irish_loo.dealer_must_play",
            "If only one player stands, the dealer must play against him: with no widow to "
            "defend the pool with, he plays his own hand.",
            "002",
            "If only one player stands, and he has not taken the widow, the dealer, if he will "
            "not play for himself, must take the widow and play to defend the pool.",
        ),
        R(
            "irish_loo.exchange",
            "Each player in, in turn, names how many cards he exchanges (none to all) and "
            "discards that many.",
            "002",
            "The usual question is simply: \u201cHow many?\u201d and the player names the number "
            "of cards he wishes to exchange, if any; at the same time discarding others in their "
            "places.",
        ),
        R(
            "irish_loo.exchange_final",
            "The number first named is final: it is the number of cards discarded, and it "
            "cannot be changed.",
            "002",
            "The number first asked for cannot be amended or recalled.",
        ),
        R(
            "irish_loo.replacements",
            "The trump card is laid aside; replacements come off the top of the rest of the "
            "pack, unshuffled (no more than it holds).",
            "002",
            "The trump is laid aside, and the cards called for are dealt from the remainder of "
            "the pack, without further shuffling.",
        ),
        R(
            "irish_loo.as_three_card",
            "Everything else is played as in Three-card Loo.",
            "002",
            "In all other respects, the game is Three-card Loo.",
        ),
        double_leads(GAME_ID, SPEC.name),
        from_hand(
            "irish_loo.from_hand",
            "002",
            "proceeds to ask those who have declared to play whether or not they wish to "
            "exchange any of the cards originally dealt them.",
            "Foster takes it for granted; a player exchanges 'the cards originally dealt' him, "
            "and plays as at Three-card Loo",
            ("play", "discard"),
        ),
        own_moves(
            "irish_loo.own_moves",
            "Irish Loo",
            "to play a card and, in declaring, to stand or pass, then to exchange cards",
            "002",
            "the dealer asks each in turn, beginning on his left, whether or not he will play",
            "Foster's Irish Loo names these (the dealer's question, then \u201cHow many?\u201d) "
            "and plays as at Three-card Loo; it names no other move, and deals no widow",
        ),
        *led_as_double(
            GAME_ID,
            inherited(
                GAME_ID,
                KEPT,
                flush="A player in holding three trumps once the exchanges are made takes the pool "
                "without play; everyone else in is looed.",
                # no widow and no doubles here (irish_loo.no_widow): Three-card Loo's words for
                # these two named both
                undertaking="Standing is a promise to win a trick, or be looed: three red "
                "counters to the next pool; a player who passes gives up his hand.",
                eldest_leads_trump=EVERY_DEAL_LEAD,
                winner_leads_trump=EVERY_TRICK_LEAD,
            ),
        ),
    ]
)

# Five-card Loo, "Irish Loo with some additional variations", switches the same duties
LEAD_DUTIES = Option(
    "lead_duties",
    "Trump-lead duties",
    True,
    help="Foster does not say whether Three-card Loo's double-pool duties apply here; "
    "Trickbook's rules notes apply them, a trump being always known: the eldest leads a trump "
    "(ace, or king when the ace is turned) and a trick's winner leads a trump. Off, any lead is "
    "free.",
)

OPTIONS = (
    LEAD_DUTIES,
    Option("flushes", "Flushes", True, help="Three trumps take the pool unplayed."),
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
        "Foster's Hoyle (1897)",
        "No widow, a trump always turned, exchanges by \u201cHow many?\u201d, trump-lead "
        "duties in every deal, flushes of three trumps.",
        {},
    ),
}


# the rule of Irish Loo's book that governs each role the pool family asks about
# (PoolGame.rule_for); Five-card Loo's are these, but for its deal, fifths and loo
ROLES = {
    "follow": "follow_suit",
    "head": "head_the_trick",
    "trump": "trump_or_overtrump",
    "trump_turn": "trump_turned",
    "rejudge": "trump_turned",
    "trick_winner": "trick_winner",
    "declare": "declare",
    "dealer_must_play": "dealer_must_play",
    "defender": "dealer_must_play",
    "defend": "no_widow",
    "ante": "ante",
    "deal": "as_three_card",
    "single_exchange": "no_widow",
    "widow_once": "no_widow",
    "widow_unopposed": "no_widow",
    "dealer_takes_pool": "dealer_takes_pool",
    "flush": "flush",
    "flush_payment": "flush_payment",
    "share_simple": "thirds",
    "share_double": "thirds",
    "looed_simple": "undertaking",
    "looed_double": "undertaking",
    "unlimited": "unlimited",
    "over": "thirds",
    "exchange": "exchange",
    "exchange_count": "exchange_final",
    "replacements": "replacements",
    "revoke": "revoke",
    "revoke_forfeit": "revoke_forfeit",
    "irregular_trump": "trump_turned",
}


@cache
def rule_for(opts: PoolOpts, role: str) -> Rule:
    """The rule that governs ``role`` in Irish Loo (:data:`ROLES`)."""
    return RULES[f"{GAME_ID}.{ROLES[role]}"]


@cache
def chain_for(opts: PoolOpts) -> tuple[Obligation, ...]:
    """Three-card Loo's double-pool obligations, cited as Irish Loo's."""
    lead = lambda n: RULES[f"irish_loo.{n}"]  # noqa: E731
    rule = lambda r: rule_for(opts, r)  # noqa: E731
    return tuple(loo_chain(opts, lead, rule, undertrump=False))


class IrishLoo(PoolGame):
    id = GAME_ID
    name = "Irish Loo"
    description = (
        "Loo without a widow for 3 to 8: a trump always turned; say whether you play, then "
        "\u201cHow many?\u201d — exchange cards from the pack; win a trick or be looed."
    )
    spec = SPEC
    # a sixth, a third, two thirds of a 1.5-1.7 red deal (engine.review.MARK_SHARES): no
    # widow and a pass that risks nothing make a deal smaller than three-card Loo's 2.2
    review_marks: ClassVar[tuple[float, float, float]] = (0.3, 0.6, 1.2)
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

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return chain_for(opts)


IRISH_LOO = IrishLoo()
REGISTRY.register(IRISH_LOO)
