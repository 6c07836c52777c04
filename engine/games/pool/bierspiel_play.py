"""Bierspiel's play duties (seed 002; RULES.md §4): trumps led by the number playing, the
smallest card led face down by a leader with no trump, and the call for a trump it makes; the
rule each role of the pool family is cited by.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.cards import CARDS, RANK_NAMES, Card, HandOrder, indices_in, said
from engine.constraints import (
    FollowSuit,
    HeadTheTrick,
    LeadRequired,
    LeadTrump,
    MustTrump,
    Obligation,
    PlayContext,
)
from engine.games.pool.bierspiel_rules import RULES
from engine.rules import Rule
from engine.sentence import HIS, Sentence, he, you


def smallest(hand: int) -> int:
    """The cards of the lowest rank in ``hand`` (ace high), any suit: the face-down lead."""
    low = min(CARDS[c].rank for c in indices_in(hand))
    return sum(1 << c for c in indices_in(hand) if CARDS[c].rank == low)


# ---- the play duties Bierspiel adds ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LeadTrumpByNumber(LeadTrump):
    """A trump must be led to this trick: the number playing says to how many."""

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            *you("must", "must"),
            " lead a trump \u2014 ",
            *he("holds", "hold"),
            f" {said(allowed, order)}",
        )


@dataclass(frozen=True, slots=True)
class LeadSmallestFaceDown(LeadRequired):
    """The leader who owes a trump lead and has none leads his smallest card, face down."""

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            *you("has", "have"), " no trump: ", *he("must", "must"), " lead ", HIS,
            f" smallest card face down \u2014 {said(allowed, order, 'or')}",
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class AnswerTheCall(Obligation):
    """The face-down lead calls for a trump from every player who has one. (On a following
    context, Bierspiel's ``play_context`` marks a face-down lead with ``lead_trump``.)"""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        return 0 if ctx.leading or not ctx.lead_trump else cands & ctx.trump_mask

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            "the face-down lead calls for a trump: ", *you("holds", "hold"),
            f" {said(allowed, order)}",
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class HeadTheCall(HeadTheTrick):
    """Heading a face-down lead: beat the trumps already played, if you can. Only a face-down
    trick (its context marked ``lead_trump``): on any other trick following suit comes first.
    Rams' duty to head (``bierspiel.head_the_trick``, "Each player in turn must head the
    trick"), not the call, which asks only for a trump."""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if ctx.leading or not ctx.lead_trump or not ctx.trumped:
            return 0
        return cands & ctx.beaters


ROLES = {
    "follow": "follow_suit",
    "head": "head_the_trick",
    "trump": "must_trump",
    "trick_winner": "trick_winner",
    "rejudge": "trick_winner",
    "flush": "trick_winner",
    "flush_payment": "trick_winner",
    "declare": "declare",
    "dealer_must_play": "dealer_must_play",
    "defender": "dealer_must_play",
    "defend": "dealer_must_play",
    "widow_unopposed": "dealer_must_play",
    "ante": "crosses",
    "deal": "deal",
    "single_exchange": "widow",
    "exchange": "widow",
    "exchange_count": "widow",
    "replacements": "widow",
    "widow_once": "widow_once",
    "dealer_takes_pool": "pone",
    "share_simple": "wipe_out",
    "share_double": "wipe_out",
    "over": "wipe_out",
    "looed_simple": "ramsed",
    "looed_double": "ramsed",
    "unlimited": "ramsed",
    "revoke": "penalty",
    "revoke_forfeit": "penalty",
    "irregular_trump": "penalty",
    "trump_turn": "trump_turned",
}


@cache
def face_up_chain() -> tuple[Obligation, ...]:
    """Rams' duties, the only ones that bind a follower to a trick led face up."""
    r = RULES.__getitem__
    return (
        FollowSuit(r("bierspiel.follow_suit")),
        MustTrump(r("bierspiel.must_trump"), undertrump=True),
        HeadTheTrick(r("bierspiel.head_the_trick")),
    )


@cache
def chain() -> tuple[Obligation, ...]:
    r = RULES.__getitem__
    return (
        LeadTrumpByNumber(r("bierspiel.trump_leads")),
        LeadSmallestFaceDown(r("bierspiel.face_down")),
        AnswerTheCall(r("bierspiel.calls_for_trump")),
        HeadTheCall(r("bierspiel.head_the_trick")),
        *face_up_chain(),
    )


# ---- why a card may go (``Bierspiel.grounds``, ``Bierspiel.free_ground``) ---------------------
def due_lead_grounds(
    ctx: PlayContext, card: int, count: str, leader: str
) -> list[tuple[Rule, str]]:
    """(rule, reason) pairs for a lead of ``card`` that may go under a trump lead due
    (``count`` says why it is due): who leads and why he does (``leader``: "eldest", the
    player at the dealer's left; "after_passes", the first after him who plays, by
    ``eldest_leads``; "winner", the last trick's, by ``winner_leads``); then what he leads, a
    trump (``trump_leads``) or, holding none, his smallest card face down (``face_down``). A
    right lead said only "may be played" while a wrong one cited the trump leads, and nothing
    cited the eldest hand. Empty past the trump leads: no seed says what may be led there
    (Rams' "The winner of the trick leads for the next trick" says only who)."""
    if not ctx.lead_trump:
        return []
    who = {
        "eldest": "you sit at the dealer's left and play: the first lead is yours",
        "after_passes": "everyone between the dealer and you passed: the first lead is yours",
        "winner": "you won the last trick: you lead the next",
    }[leader]
    rule = RULES["bierspiel.winner_leads" if leader == "winner" else "bierspiel.eldest_leads"]
    found = [(rule, who)]
    pretty = CARDS[card].pretty
    if ctx.hand & ctx.trump_mask:
        every = not ctx.hand & ~ctx.trump_mask
        what = "every card you hold is a trump" if every else f"the {pretty} is a trump"
        return [*found, (RULES["bierspiel.trump_leads"], f"{count}: {what}")]
    low = smallest(ctx.hand)
    rank = RANK_NAMES[CARDS[card].rank]
    if low == ctx.hand:  # one rank: any card of the hand is his smallest
        a = "an" if rank[0] in "aeiou" else "a"
        what = f"every card you hold is {a} {rank}, your smallest: lead any face down"
    elif low.bit_count() > 1:
        what = f"the {pretty} is one of your smallest cards: lead it, or another {rank}, face down"
    else:
        what = f"the {pretty} is your smallest card: lead it face down"
    return [*found, (RULES["bierspiel.face_down"], f"{count}; you hold no trump, and {what}")]


def call_ground(ctx: PlayContext) -> tuple[Rule, str]:
    """(rule, reason) for a follower to a face-down lead every card of whose hand may go: he
    holds no trump (the call is "from such of the other players as have one"), or only trumps
    that all head, or all fail to head, the trumps played."""
    rule = RULES["bierspiel.calls_for_trump"]
    if not ctx.hand & ctx.trump_mask:
        return (
            rule,
            "the face-down lead calls for a trump, and you hold none: you may play any card",
        )
    if not ctx.trumped:
        return rule, "every card you hold is a trump: each answers the call"
    head = "every trump you hold heads" if ctx.hand & ctx.beaters else "no trump you hold heads"
    return rule, f"{head} the {CARDS[ctx.winner].pretty}: any of them answers the call"
