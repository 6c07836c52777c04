"""Bierspiel's play duties (seed 002; RULES.md §4): trumps led by the number playing, the
smallest card led face down by a leader with no trump, and the call for a trump it makes; the
rule each role of the pool family is cited by.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from engine.cards import CARDS, Card, HandOrder, said
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
from engine.sentence import HIS, Sentence, you


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def smallest(hand: int) -> int:
    """The cards of the lowest rank in ``hand`` (ace high), any suit: the face-down lead."""
    low = min(CARDS[c].rank for c in _bits(hand))
    return sum(1 << c for c in _bits(hand) if CARDS[c].rank == low)


# ---- the play duties Bierspiel adds ----------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LeadTrumpByNumber(LeadTrump):
    """A trump must be led to this trick: the number playing says to how many."""

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            "lead a trump \u2014 ", *you("holds", "hold"), f" {said(allowed, order)}"
        )


@dataclass(frozen=True, slots=True)
class LeadSmallestFaceDown(LeadRequired):
    """The leader who owes a trump lead and has none leads his smallest card, face down."""

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            *you("has", "have"), " no trump: lead ", HIS,
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
    trick (its context marked ``lead_trump``): on any other trick following suit comes first."""

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
def chain() -> tuple[Obligation, ...]:
    r = RULES.__getitem__
    return (
        LeadTrumpByNumber(r("bierspiel.trump_leads")),
        LeadSmallestFaceDown(r("bierspiel.face_down")),
        AnswerTheCall(r("bierspiel.calls_for_trump")),
        HeadTheCall(r("bierspiel.calls_for_trump")),
        FollowSuit(r("bierspiel.follow_suit")),
        MustTrump(r("bierspiel.must_trump"), undertrump=True),
        HeadTheTrick(r("bierspiel.head_the_trick")),
    )
