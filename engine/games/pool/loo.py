"""Three-card Loo (seeds 000 and 002) on the pool family.

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
from functools import cache
from typing import Any

from engine.cards import Card, card_list
from engine.constraints import Obligation
from engine.game import REGISTRY
from engine.games.pool.declaring import DEFEND, PASS, STAND, WIDOW
from engine.games.pool.family import PoolGame
from engine.games.pool.loo_rules import OPTIONS, PLAYERS, RULES, VARIANTS
from engine.games.pool.play import loo_chain
from engine.games.pool.spec import PoolSpec
from engine.games.pool.state import PoolOpts, PoolState
from engine.rules import Rule

SPEC = PoolSpec("Loo")
WHITE_PER_RED = SPEC.units
ANTE = SPEC.ante  # the dealer's three red counters
LOO_PAYMENT = SPEC.loo_payment  # limited loo: three red
START_COUNTERS = SPEC.start_counters  # 18 red and 6 white = 20 red
HAND = SPEC.hand

Opts = PoolOpts
LooState = PoolState

__all__ = [
    "ANTE",
    "DEFEND",
    "HAND",
    "LOO",
    "LOO_PAYMENT",
    "OPTIONS",
    "PASS",
    "RULES",
    "STAND",
    "START_COUNTERS",
    "VARIANTS",
    "WHITE_PER_RED",
    "WIDOW",
    "Loo",
    "LooState",
    "Opts",
    "chain_for",
    "hand_cards",
    "rule_for",
]


@cache
def rule_for(opts: PoolOpts, role: str) -> Rule:
    """The rule that governs ``role`` under these options (so citations follow the variant)."""
    t000 = opts.text == "000"
    table = {
        "follow": "loo.lesson_000.follow_suit" if t000 else "loo.follow_suit",
        "head": "loo.lesson_000.head_the_trick" if t000 else "loo.head_the_trick",
        "trump": "loo.lesson_000.must_trump" if opts.undertrump else "loo.trump_or_overtrump",
        "trump_turn": "loo.lesson_000.trump_turn" if t000 else "loo.trump_turn",
        "rejudge": "loo.lesson_000.rejudge" if t000 else "loo.trump_turn",
        "trick_winner": "loo.lesson_000.trick_winner" if t000 else "loo.trick_winner",
        "declare": "loo.lesson_000.declare" if t000 else "loo.declare",
        "dealer_must_play": (
            "loo.lesson_000.dealer_must_play"
            if opts.dealer_always_plays
            else "loo.dealer_must_play"
        ),
        "defender": "loo.lesson_000.defender" if t000 else "loo.defender",
        "defend": "loo.lesson_000.defend" if t000 else "loo.defend",
        "ante": "loo.lesson_000.ante" if t000 else "loo.ante",
        "deal": "loo.lesson_000.deal" if t000 else "loo.deal",
        "single_exchange": "loo.lesson_000.widow_exchange",
        "widow_once": "loo.widow_once",
        "widow_unopposed": "loo.widow_unopposed",
        "dealer_takes_pool": "loo.dealer_takes_pool",
        "flush": "loo.flush",
        "flush_payment": "loo.flush_payment",
        "share_simple": "loo.lesson_000.single_pays" if t000 else "loo.thirds",
        "share_double": "loo.lesson_000.double_pays" if t000 else "loo.thirds",
        "looed_simple": "loo.lesson_000.single_pays" if t000 else "loo.looed_simple",
        "looed_double": "loo.lesson_000.double_pays" if t000 else "loo.undertaking",
        "unlimited": "loo.unlimited",
        "over": "loo.thirds",
        "exchange": "loo.declare",
        "exchange_count": "loo.declare",
        "replacements": "loo.declare",
        "revoke": "loo.revoke",
        "revoke_forfeit": "loo.revoke_forfeit",
        "irregular_trump": "loo.irregular_trump",
        "from_hand": "loo.lesson_000.from_hand" if t000 else "loo.from_hand",
    }
    return RULES[table[role]]


@cache
def chain_for(opts: PoolOpts) -> tuple[Obligation, ...]:
    """The play obligations, in the order they narrow the candidates."""
    return tuple(
        loo_chain(opts, lambda n: RULES[f"loo.{n}"], lambda r: rule_for(opts, r), opts.undertrump)
    )


class Loo(PoolGame):
    id = "loo"
    name = "Loo (three-card)"
    description = (
        "A pool game for 3 to 8: three cards each, a widow, simple and double pools; "
        "win a trick or be looed."
    )
    spec = SPEC
    min_players = 3
    max_players = 8
    rules = RULES
    free_rules = {"simple_lead": "loo.simple_lead"}
    options = OPTIONS
    variants = VARIANTS
    default_variant = "foster1897"
    units_per_counter = WHITE_PER_RED

    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        return rule_for(opts, role)

    def hand_rule(self, state: PoolState) -> Rule:
        """Seed 000's sentence under its text, Foster's under his."""
        return rule_for(state.opts, "from_hand")

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return chain_for(opts)

    def players_range(self, opts: PoolOpts) -> tuple[int, int]:
        return PLAYERS[opts.text]

    def practice_setup(self, rng: random.Random, kind: str) -> dict[str, Any]:
        """A generated question's pool: a simple or a double of 3, 6 or 9 red carried over
        (declaring happens only with a widow, so a declare question always gets a double)."""
        carried = [0, 0, 3, 6, 9] if kind != "declare" else [3, 6, 9]
        return {"pool": rng.choice(carried) * WHITE_PER_RED}


def hand_cards(state: PoolState, seat: int) -> list[Card]:
    return card_list(state.hands[seat])


LOO = Loo()
REGISTRY.register(LOO)
