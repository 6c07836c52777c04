"""Play obligations, one small object each.

An obligation narrows the cards a player may play, *if he can*: it returns the subset it
demands, and when that subset is empty the duty does not bind and the candidates stand. A game
lists its obligations in order (a *chain*); the legal cards are what is left at the end, and
every card removed on the way is forbidden by the obligation that removed it — which is how the
engine answers "why can't I play that?".

The context (:class:`PlayContext`) is a handful of masks the game computes once per decision:
the hand, the cards that count as the suit led, the trumps, the cards that would beat the trick
so far. Obligations only ever look at masks, so the chain is cheap enough for search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from engine.cards import CARDS, Card, HandOrder, cards_in, said
from engine.rules import Rule
from engine.sentence import REFUSED, AsideEnds, AsideOpens, He, Sentence, Who, he, you

if TYPE_CHECKING:
    from engine.ranking import TrickMasks


class PlayContext(NamedTuple):
    hand: int
    leading: bool
    led_mask: int = 0  # cards of the suit led (0 when leading)
    trump_mask: int = 0  # cards that are trumps (0 while no trump is known)
    beaters: int = 0  # every card that would beat the trick's current winner
    trumped: bool = False  # a trump already lies on the trick
    winner: int = -1  # the card now winning the trick (-1 when leading)
    lead_required: int = 0  # a specific lead demanded (e.g. the ace of trumps), as a mask
    lead_trump: bool = False  # the leader is under a duty to lead a trump
    first_lead: bool = False  # the lead to the deal's first trick


def following(hand: int, trump_mask: int, masks: TrickMasks) -> PlayContext:
    """The context of a player who follows to a trick: his ``hand``, the trumps
    (``trump_mask``) and the trick read off its ``masks``
    (:meth:`engine.ranking.Ranking.trick_masks`): the suit led, the cards that would beat the
    winning card, whether a trump lies on it, the winning card. Napoleon's and Linger
    Longer's followers alike (a lead's context carries each game's own duties). The fields
    in order, not by name: a legal move's hot path, where keywords cost more than the call."""
    _, led_mask, _, card, beaters, trumped = masks
    return PlayContext(hand, False, led_mask, trump_mask, beaters, trumped, card)


@dataclass(frozen=True, slots=True)
class Obligation:
    """Base: subclasses implement :meth:`demand` (the subset required, given candidates)."""

    rule: Rule

    def demand(self, cands: int, ctx: PlayContext) -> int:
        return cands

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        """Why ``card`` is refused, written to the player refused: plain words, or a sentence
        that names him as :data:`REFUSED` ("you must follow suit: you hold A♣", said of P1
        "P1 must follow suit: he holds A♣")."""
        return f"{self.rule.statement} ({said(allowed, order)} allowed)"


@dataclass(frozen=True, slots=True)
class FollowSuit(Obligation):
    def demand(self, cands: int, ctx: PlayContext) -> int:
        return 0 if ctx.leading else cands & ctx.led_mask

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        cards = said(allowed, order)
        return Sentence.of(
            *you("must", "must"), " follow suit: ", *he("holds", "hold"), f" {cards}"
        ) + (not_of_the_suit(1 << card, ctx) or _of_the_suit(allowed, ctx))


def not_of_the_suit(cards: int, ctx: PlayContext, named: bool = False) -> str:
    """Cards (a mask) that bear the suit led's mark but are trumps, no cards of it (Bierspiel's
    7♦ to a diamond lead, Pam to a club lead): why, since the learner sees a diamond refused
    as "you must follow suit", or told he must trump while holding one (" (the 7♦ is a trump,
    not a diamond)"). ``named``: ``cards`` are the cards the sentence has just listed, so a
    card that is all of them is not named again: "you hold 7♦ (a trump, not a diamond)", where
    "you hold 7♦ (the 7♦ is a trump, not a diamond)" said it twice."""
    led = {CARDS[x].suit for x in cards_in(ctx.led_mask)}
    odd = [x for x in cards_in(cards & ctx.trump_mask & ~ctx.led_mask) if CARDS[x].suit in led]
    alone = named and odd == [*cards_in(cards)]
    return "".join(
        f" ({'a' if alone else f'the {CARDS[x].pretty} is a'} trump, not a "
        f"{CARDS[x].suit.name.lower().removesuffix('s')})"
        for x in odd
    )


def _of_the_suit(allowed: int, ctx: PlayContext) -> str:
    """Cards that follow a trump lead though they bear another suit's mark (Pam to a heart
    lead with hearts trumps, the A♥ or the 7♦ to another trump suit's lead): why they count,
    since the learner sees "you must follow suit: you hold J♣" to the A♥ led (" (the J♣ is a
    trump)" beside another card; " (a trump)" where it is the one card listed, not named twice).
    """
    if not ctx.led_mask & ctx.trump_mask:
        return ""
    led = list(cards_in(ctx.led_mask))
    main = max({CARDS[x].suit for x in led}, key=lambda u: sum(CARDS[x].suit == u for x in led))
    odd = [CARDS[x].pretty for x in cards_in(allowed) if CARDS[x].suit != main]
    if not odd:
        return ""
    if len(odd) == allowed.bit_count():  # every card listed: "you hold J♣ (a trump)"
        return " (a trump)" if len(odd) == 1 else f" ({'both' if len(odd) == 2 else 'all'} trumps)"
    verb = "is a trump" if len(odd) == 1 else "are trumps"
    return f" (the {' and the '.join(odd)} {verb})"


@dataclass(frozen=True, slots=True)
class HeadTheTrick(Obligation):
    """Play a card that beats every card on the trick, if you can (not necessarily your best)."""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        return 0 if ctx.leading else cands & ctx.beaters

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        verb = "beats" if allowed.bit_count() == 1 else "beat"
        return Sentence.of(
            *you("must", "must"),
            f" head the trick: {said(allowed, order)} {verb} the "
            f"{CARDS[ctx.winner].pretty} on the table",
        )


@dataclass(frozen=True, slots=True)
class MustTrump(Obligation):
    """When void in the suit led, trump if you can.

    ``undertrump``: True when the duty holds even below a trump already on the trick (Loo per
    seed 000, Rams); False when it becomes a duty to *over*-trump once the trick is trumped
    (Foster's Loo: "need not under-trump a trick already trumped").
    """

    undertrump: bool = True

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if ctx.leading or not ctx.trump_mask or ctx.hand & ctx.led_mask:
            return 0
        if ctx.trumped and not self.undertrump:
            return cands & ctx.trump_mask & ctx.beaters
        return cands & ctx.trump_mask

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        void = (*you("has", "have"), " no card of the suit led and must ")
        if ctx.trumped and not self.undertrump:
            verb = "beats" if allowed.bit_count() == 1 else "beat"
            duty = f"over-trump: {said(allowed, order)} {verb} the {CARDS[ctx.winner].pretty}"
            return Sentence.of(*void, duty) + not_of_the_suit(allowed, ctx, named=True)
        return Sentence.of(
            *void, "trump: ", *he("holds", "hold"), f" {said(allowed, order)}"
        ) + not_of_the_suit(allowed, ctx, named=True)


@dataclass(frozen=True, slots=True)
class LeadTrump(Obligation):
    """The leader must lead a trump if he has one (when the game puts him under that duty).

    ``first``: True binds only the opening lead, False only later leads, None every lead — so
    a game can cite a different rule for the eldest hand and for a trick's winner. ``because``:
    words said after the cards where the cited quote needs them (Irish Loo cites Three-card
    Loo's "In all double pools ...", in a game with no simple pools).
    """

    first: bool | None = None
    because: str = ""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if not (ctx.leading and ctx.lead_trump):
            return 0
        if self.first is not None and self.first != ctx.first_lead:
            return 0
        return cands & ctx.trump_mask

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        cards = said(allowed, order)
        return Sentence.of(
            *you("must", "must"), " lead a trump: ", *he("holds", "hold"), f" {cards}", self.because
        )


@dataclass(frozen=True, slots=True)
class LeadRequired(Obligation):
    """The leader must lead one particular card (the ace of trumps, the highest trump ...)."""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        return cands & ctx.lead_required if ctx.leading else 0

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            *you("must", "must"), f" lead {said(allowed, order, 'or')}, not another card"
        )


def legal_mask(chain: Sequence[Obligation], ctx: PlayContext) -> int:
    """The cards the player may play: each obligation narrows the candidates if it can."""
    cands = ctx.hand
    for ob in chain:
        narrowed = ob.demand(cands, ctx)
        if narrowed:
            cands = narrowed
    return cands


@dataclass(frozen=True, slots=True)
class Forbidden:
    card: Card
    rule: Rule
    words: str | Sentence  # written to the player refused (see Obligation.why)

    @property
    def reason(self) -> str:
        """The reason as the player refused reads it (see :class:`engine.refusal.Refusal`)."""
        w = self.words
        return w if isinstance(w, str) else w.text(REFUSED, opens=False)


def forbidden(
    chain: Sequence[Obligation], ctx: PlayContext, order: HandOrder | None = None
) -> list[Forbidden]:
    """Every card in hand that may not be played, with the obligation that forbids it; a reason
    lists the cards it names in ``order``, the game's hand order for the position (so "you hold
    9♠ 4♠" under a hand drawn so). When a later obligation refuses some of the cards a reason
    names, the reason says which of them may be played after all, so that it never points the
    player at a card the next reason refuses ("you must follow suit: you hold J♣ and 9♦; of
    those you may play 9♦", where Pam must pass the ace of trumps)."""
    out: list[Forbidden] = []
    legal = legal_mask(chain, ctx)
    cands = ctx.hand
    for ob in chain:
        narrowed = ob.demand(cands, ctx)
        if narrowed and narrowed != cands:
            for c in cards_in(cands & ~narrowed):
                why = ob.why(c, narrowed, ctx, order)
                if narrowed != legal:
                    why = _of_those(why, said(legal, order, "or"))
                out.append(Forbidden(c, ob.rule, why))
            cands = narrowed
    return out


def _of_those(why: str | Sentence, cards: str) -> Sentence:
    """``why`` and which of the cards it names may be played after all: "; of those you may
    play 9♦" (said of him, "he may play" after he is named, else "P1 may play"), an aside
    (:class:`engine.sentence.AsideOpens`): it names the answer, which a Learn task's wrong try
    leaves to the learner (:attr:`engine.refusal.Refusal.bare_reason`)."""
    said = Sentence.of(why) if isinstance(why, str) else why
    named = any(isinstance(p, Who) and p.account == REFUSED for p in said.parts)
    him = He(REFUSED, "he") if named else Who(REFUSED)
    return said + Sentence.of(AsideOpens(), "; of those ", him, f" may play {cards}", AsideEnds())
