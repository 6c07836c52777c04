"""Rounce (seed 002) on the pool family: "an American corruption of Rams".

The full 52-card pack ranked as at whist (ace high), three to nine players, five cards each and
a widow of six: whoever takes it discards one (``discard 7C``). All pools are alike, and there
is no general rounce. In the play nobody need head the trick or trump; the winner of the first
trick leads a trump if he has one. Where Foster is silent Rounce is Rams (RULES.md §3):
following suit, the hand of five, the dealer's five, fifths of the pool, the ramsed five, play
or pass, the pone's choice, the dealer's duty against one player and his robbing.

The lead to trick 2 (♠ trumps), drawn as a test would draw it::

    P2 won trick 1 and holds 4♠ K♥ 9♣ 2♦ → he must lead the 4♠ (his only trump)
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache
from typing import Any, ClassVar

from engine.cards import PACK_52
from engine.constraints import FollowSuit, LeadTrump, Obligation
from engine.game import REGISTRY, Option, Variant
from engine.games.pool.play import ranking_for
from engine.games.pool.rams import PENALTIES, RamsFamily
from engine.games.pool.rams_rules import RULES as RAMS_RULES
from engine.games.pool.spec import TRUMP_ALWAYS, WIDOW_LOO, PoolSpec
from engine.games.pool.state import PoolOpts, PoolState
from engine.rules import Rule, RuleBook, own_moves

SPEC = PoolSpec(
    "Rounce",
    pack=PACK_52,
    hand=5,
    units=1,
    ante_red=5,
    loo_red=5,
    start_red=50,
    widow=WIDOW_LOO,
    trump_source=TRUMP_ALWAYS,
    min_players=3,
    max_players=9,
    widow_size=6,
    unit_word="counters",
)
GAME_ID = "rounce"

# Rams' rules Rounce keeps where Foster says nothing of its own (RULES.md §3)
FROM_RAMS = (
    "counters",
    "ante",
    "dealer_adds",
    "deal",
    "widow_dealt",
    "trump_turned",
    "declare",
    "pass_out",
    "undertaking",
    "widow_once",
    "widow_dead",
    "eldest_plays",
    "pone",
    "dealer_must_play",
    "rob",
    "rob_dealer_only",
    "eldest_leads",
    "trick_winner",
    "winner_leads",
    "fifths",
    "ramsed",
    "several_ramsed",
    "defender",
    "loo_defence",
    "penalty",
    "from_hand",
)

# Rams' statements that name what Rounce has not (a general rams, a duty to head or trump), in
# words that hold at Rounce; the quote stays Rams'
OWN_WORDS = {
    "pass_out": "A player who passes lays his cards down and takes no further part in the deal.",
    "penalty": "Rams' one penalty (wrong number of cards, a card exposed, playing out of turn, "
    "a renounce): win nothing on the deal and forfeit five to the next pool. Rounce has no duty "
    "to head or trump, so no penalty for not doing so.",
    # Rams' "Otherwise ..." follows its general rams, which Rounce has not
    "eldest_leads": "The eldest hand of those playing (the first on the dealer's left who "
    "plays) leads the first trick, any card he likes.",
}

R = Rule
RULES = RuleBook(
    [
        R(
            "rounce.corruption",
            "Rounce is Rams played the American way: where Foster gives no rule of its own, "
            "Rams' rule holds.",
            "002",
            "This is an American corruption of Rams.",
        ),
        own_moves(
            "rounce.own_moves",
            "Rounce",
            "to play a card and, in declaring, to play or pass, take the widow and discard one "
            "of its six cards, or (the dealer) rob the trump card",
            "002",
            "This is an American corruption of Rams.",
            "Foster's Rounce is Rams' declaring and play with a widow of six cards, one of them "
            "discarded, and no general rounce; it names no other move",
        ),
        R(
            "rounce.pack",
            "The full pack of 52, ranked as at whist (ace high); three to nine players.",
            "002",
            "It is played with the full pack of fifty-two cards, which rank as at Whist, and any "
            "number of players from three to nine.",
        ),
        R(
            "rounce.widow",
            "The widow has six cards; whoever takes it discards one.",
            "002",
            "Six cards are dealt to the widow, one of which must be discarded by the player "
            "taking it.",
        ),
        R(
            "rounce.widow_exchange",
            RAMS_RULES["rams.widow"].statement,
            "002",
            RAMS_RULES["rams.widow"].quote,
            note="Foster says it of Rams; of Rounce's widow he says only that it has six cards "
            "and its taker discards one.",
        ),
        R(
            "rounce.pools_alike",
            "Every pool is played alike: no simple or double, so nobody is compelled to play.",
            "002",
            "All pools are alike, there being no difference between simples and doubles",
            note="Foster does not say what follows from it, nor do Trickbook's rules notes; "
            "reading it as no pool compelling everyone to play, as a simple does at Rams, is "
            "this app's reading.",
        ),
        R(
            "rounce.no_general_rounce",
            "There is no general rounce: nobody undertakes to win all five tricks.",
            "002",
            "there is no such announcement as general rounce.",
        ),
        R(
            "rounce.no_head",
            "Nobody need head the trick, trump, or under-trump.",
            "002",
            "There is no obligation to head the trick, nor to trump or under-trump",
        ),
        R(
            "rounce.lead_trump",
            "The winner of the first trick must lead a trump if he has one.",
            "002",
            "but the winner of the first trick must lead a trump if he has one.",
        ),
        R(
            "rounce.follow_suit",
            "Follow suit when you can (Rams' rule: Foster does not restate it).",
            "RULES.md",
            "Recommended: following suit is compulsory.",
        ),
        R(
            "rounce.inherited",
            "Five cards each and Rams' pool and ramsed scoring.",
            "RULES.md",
            "The hand size (5) and the pool/ramsed scoring are inherited from Rams.",
        ),
        R(
            "rounce.lead_trick_two",
            "The trump lead binds only the lead to the second trick.",
            "RULES.md",
            "The trump-lead duty applies only to the lead of trick 2.",
        ),
        *[
            replace(r, id=f"{GAME_ID}.{name}", statement=OWN_WORDS.get(name, r.statement))
            for name in FROM_RAMS
            for r in [RAMS_RULES[f"rams.{name}"]]
        ],
    ]
)

OPTIONS = (
    Option(
        "loo_defence",
        "Loo-style defence",
        False,
        help="The dealer forced to play against one player neither collects nor pays.",
    ),
    Option(
        "eldest_plays",
        "The eldest must play",
        False,
        help="Rams' 'in some clubs': the eldest hand may not pass.",
    ),
)

VARIANTS = {
    "standard": Variant(
        "standard",
        "Foster's Hoyle (1897), Rams where he is silent",
        "52 cards, a widow of six, no duty to head or trump, the first trick's winner leads a "
        "trump; Rams' pool, declaring and robbing.",
        {},
    ),
}


@cache
def chain_for(game: RamsFamily, opts: PoolOpts) -> tuple[Obligation, ...]:
    """Follow suit; the first trick's winner leads a trump. No heading, no trumping."""
    return (
        LeadTrump(game.rule("lead_trump"), first=False),
        FollowSuit(game.rule("follow_suit")),
    )


class Rounce(RamsFamily):
    id = GAME_ID
    name = "Rounce"
    description = (
        "Rams' American cousin for 3 to 9: the full pack, a widow of six, no duty to head or "
        "trump, and the first trick's winner leads a trump."
    )
    spec = SPEC
    # a sixth, a third, two thirds of a 2.8-counter deal (engine.review.MARK_SHARES)
    review_marks: ClassVar[tuple[float, float, float]] = (0.5, 1.0, 2.0)
    min_players = 3
    max_players = 9
    rules = RULES
    free_rules = {
        "first_lead": "rounce.eldest_leads",
        "void": "rounce.no_head",
        "suited": "rounce.no_head",
    }
    book = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "standard"
    units_per_counter = SPEC.units
    has_rams = False
    penalties: ClassVar[dict[str, str]] = {
        k: v for k, v in PENALTIES.items() if k not in ("refused_to_head", "refused_to_trump")
    }
    # no "rams": "there is no such announcement as general rounce", so no page offers it; the
    # move stays one the game refuses by that rule (trickbook answer, a scenario)
    declaration_words: ClassVar[tuple[str, ...]] = ("stand", "widow", "pass", "rob", "discard")
    absent_kinds: ClassVar[frozenset[str]] = frozenset({"rams"})

    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        if role in ("head", "trump"):
            return self.rule("no_head")
        return super().rule_for(opts, role)

    def players_rule(self, opts: PoolOpts) -> Rule:
        return self.rule("pack")  # "... and any number of players from three to nine"

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return chain_for(self, opts)

    def trump_lead_due(self, state: PoolState) -> bool:
        return len(state.history) == 1

    def no_rams(self) -> tuple[bool, Rule, str]:
        return False, self.rule("no_general_rounce"), "there is no general rounce"

    def widow_is_playing(self) -> Rule:
        # rounce.widow is the widow of six and the discard, which says nothing of playing it
        return self.rule("widow_exchange")

    def voids(self, view: PoolState) -> dict[int, int]:
        """Only a failure to follow shows a void: nobody need head or trump."""
        out: dict[int, int] = {}
        tricks = [plays for plays, _ in view.history] + [view.trick]
        r = ranking_for(view.opts, view.trump)
        for plays in tricks:
            if len(plays) < 2:
                continue
            led = r.suit_mask[r.follows[plays[0][1]]]
            for seat, c in plays[1:]:
                if not (1 << c) & led:
                    out[seat] = out.get(seat, 0) | led
        return out

    def practice_setup(self, rng: random.Random, kind: str) -> dict[str, Any]:
        return {"pool": rng.choice([0, 5, 10, 15])}


ROUNCE = Rounce()
REGISTRY.register(ROUNCE)
