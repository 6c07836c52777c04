"""Playing the cards: the play context read off the rank-order layer, the obligations, a trick.

The hot path of the family. A trick's winner, the suit a card follows as and the cards that
would beat the trick come from one cached :class:`engine.ranking.Ranking` per order and trump,
so Pam (a trump only, never a club) needs no special case here.
"""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import ClassVar

from engine.cards import CARDS, Card, HandOrder, rank_mask, said
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
    not_of_the_suit,
)
from engine.game import Action, Game, Ground, Refusal, play
from engine.games.pool.declare_grounds import declaring_grounds
from engine.games.pool.spec import PoolSpec
from engine.games.pool.state import PoolOpts, PoolState, next_active
from engine.ranking import Play, Ranking, ranking
from engine.rules import Rule
from engine.sentence import Sentence, he, you

# the play actions of every legal mask met so far (a hand's masks recur across deals)
MASK_ACTIONS: dict[int, tuple[Action, ...]] = {}
# field positions, for building a successor state without ``_replace`` on the hot path
_HANDS, _TRICK, _LEADER, _TO_MOVE, _TRICKS, _HISTORY, _TRUMP, _TURNED_AFTER, _PHASE, _RESULT = (
    PoolState._fields.index(f)
    for f in (
        "hands",
        "trick",
        "leader",
        "to_move",
        "tricks",
        "history",
        "trump",
        "turned_after",
        "phase",
        "result",
    )
)

_new = tuple.__new__  # a NamedTuple built from all its fields, without its __new__'s call

PAM = Card.parse("JC")
PAM_BIT = 1 << PAM
ACES = rank_mask(14)
KINGS = rank_mask(13)


def play_actions(mask: int) -> tuple[Action, ...]:
    """The play actions of a legal mask, lowest card first (one tuple per mask, kept)."""
    acts = MASK_ACTIONS.get(mask)
    if acts is None:
        found = []
        m = mask
        while m:
            low = m & -m
            found.append(PLAYS[low.bit_length() - 1])
            m ^= low
        if len(MASK_ACTIONS) >= _ACTIONS_KEPT:  # five-card hands alone are 2.6 million masks
            MASK_ACTIONS.clear()
        acts = MASK_ACTIONS[mask] = tuple(found)
    return acts


PLAYS = tuple(play(c) for c in range(52))  # each card's play action, made once
# the suit a card turned up makes trumps, as an int (a ``Suit`` made from a card is an enum
# call: about 5,800 instructions, where a trump is turned in every simple pool)
TURNED_SUIT = tuple(int(c.suit) for c in CARDS)
_ACTIONS_KEPT = 1 << 16


def free_choice(opts: PoolOpts, hand: int, trick: Sequence[Play], trump: int) -> bool:
    """May the player to move play any card he holds? A last card is always playable, and no
    obligation of the family binds a lead while no trump is known or the lead duties are off
    (the chain agrees: the fast-path test runs both)."""
    return not hand & (hand - 1) or (not trick and free_lead(opts, trump))


def free_lead(opts: PoolOpts, trump: int) -> bool:
    """May a leader lead any card (``free_choice`` of an empty trick)? A board asks once per
    trump, not once per lead."""
    return trump < 0 or not opts.lead_duties


def failed_to_follow(opts: PoolOpts, trick: Sequence[Play]) -> bool:
    """Did anyone play a card of another suit than the one led (no trump being known)?"""
    follows = ranking_for(opts, -1).follows
    led = follows[trick[0][1]]
    for _, c in trick:  # noqa: SIM110 (``any`` over a generator costs more, for five cards)
        if follows[c] != led:
            return True
    return False


def order_name(opts: PoolOpts) -> str:
    """The rank-order preset the options play with: ace high, ace high with Pam, or Écarté's
    K Q J A (Rams' ``ecarte_rank``)."""
    return opts.order or ("ecarte" if opts.ecarte else "pam" if opts.pam else "ace_high")


def ranking_for(opts: PoolOpts, trump: int) -> Ranking:
    """The cached table for these options under ``trump`` (a suit index, or -1 for none)."""
    global _LAST_RANKINGS
    last = _LAST_RANKINGS
    if last[0] is not opts:  # a deal asks with one options record throughout
        last = _LAST_RANKINGS = (opts, [None] * 5)  # one tuple, swapped whole (threads read it)
    r = last[1][trump + 1]
    if r is None:
        r = last[1][trump + 1] = ranking(order_name(opts), trump)
    return r


# the options asked for last and their rankings by trump + 1, filled as asked (an identity
# test and an index: no hashing, and a trump turned in a simple pool finds its table too)
_LAST_RANKINGS: tuple[PoolOpts | None, list[Ranking | None]] = (None, [None] * 5)


@dataclass(frozen=True, slots=True)
class LeadTrumpAce(LeadRequired):
    """The eldest's opening lead: the ace of trumps, or the king when the ace is turned up.
    ``because``: why the duty binds where its quote speaks of double pools only, said after
    the card as :class:`engine.constraints.LeadTrump` says it (Irish and Five-card Loo)."""

    because: str = ""

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        need = CARDS[allowed.bit_length() - 1]
        if need.rank == 13:
            ace = Card.of(14, need.suit)
            return Sentence.of(
                f"the {ace.pretty} is turned up and ", *you("holds", "hold"), " the king: ",
                *he("must", "must"), f" lead the {need.pretty}", self.because,
            )  # fmt: skip
        return Sentence.of(
            *you("holds", "hold"), " the ace of trumps: ", *he("must", "must"),
            f" lead the {need.pretty}", self.because,
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class LeadHighestTrump(Obligation):
    """Peel's old rule (an option): a leader who must lead a trump (the eldest in a double
    pool, the winner of a trick) and holds two or more leads the highest. (Loo and Irish Loo
    only: their trumps are one natural suit, the highest card the highest index.)"""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if not (ctx.leading and ctx.lead_trump):
            return 0
        trumps = cands & ctx.trump_mask
        return 1 << (trumps.bit_length() - 1) if trumps.bit_count() > 1 else 0

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            "by the old rule, with two or more trumps ", *you("must", "must"),
            f" lead the highest: {said(allowed, order)}",
        )  # fmt: skip


def loo_chain(
    opts: PoolOpts,
    lead: Callable[[str], Rule],
    role: Callable[[str], Rule],
    undertrump: bool,
) -> list[Obligation]:
    """Three-card Loo's play obligations, in the order they narrow the candidates, cited by the
    game that plays them: ``lead(name)`` gives its lead rules (``eldest_leads_trump`` ...),
    ``role(name)`` the rule for following, trumping and heading under these options. Irish and
    Five-card Loo play the same duties ("in all other respects ... Three-card Loo") in every
    deal, their eldest's leads resting on a rule of their own (its :attr:`Rule.premise`): the
    eldest hand refused a plain lead, or any lead but his ace of trumps, is told, in that
    rule's words, why a quote about double pools binds him ("you must lead a trump: you hold
    2♠ (Irish Loo leads every deal as a double pool)": :attr:`Rule.clause`)."""
    chain: list[Obligation] = []
    if opts.lead_duties:
        eldest, ace = lead("eldest_leads_trump"), lead("lead_trump_ace")
        chain.append(LeadTrump(eldest, first=True, because=_because(eldest, lead)))
        chain.append(LeadTrump(lead("winner_leads_trump"), first=False))
        chain.append(LeadTrumpAce(ace, because=_because(ace, lead)))
        if opts.lead_higher_trump:
            chain.append(LeadHighestTrump(lead("lead_higher_trump")))
    chain.append(FollowSuit(role("follow")))
    chain.append(MustTrump(role("trump"), undertrump=undertrump))
    chain.append(HeadTheTrick(role("head")))
    return chain


def _because(rule: Rule, lead: Callable[[str], Rule]) -> str:
    """Why ``rule`` binds here, in brackets after a refusal's cards, where it rests on another
    rule of the game (its premise: "(Irish Loo leads every deal as a double pool)"); else "".
    """
    premise = rule.premise.split(".", 1)[-1]  # the rule's name in its game's book
    return f" ({lead(premise).clause})" if rule.premise else ""


@dataclass(frozen=True, slots=True)
class PamBeCivil(Obligation):
    """Five-card Loo: when the trump ace is led, Pam's holder passes the trick if he can do so
    without revoking. The play context leaves Pam out of the cards that would head such a trick
    (so the duty to head it does not force Pam); here Pam gives way to any other legal card."""

    def demand(self, cands: int, ctx: PlayContext) -> int:
        if ctx.leading or not ctx.hand & PAM_BIT or ctx.beaters & PAM_BIT:
            return 0
        return cands & ~PAM_BIT

    def why(
        self, card: Card, allowed: int, ctx: PlayContext, order: HandOrder | None
    ) -> str | Sentence:
        return Sentence.of(
            "the ace of trumps was led and ", *you("holds", "hold"),
            " Pam: Pam must pass the trick, so ", *he("must", "must"),
            f" play {said(allowed, order, 'or')}",
        )  # fmt: skip


# obligations (these exact classes; a subclass may bind otherwise) whose ``demand`` is 0 unless
# the player leads, or unless he follows
LEADER_ONLY: frozenset[type[Obligation]] = frozenset(
    {LeadTrump, LeadRequired, LeadTrumpAce, LeadHighestTrump}
)
FOLLOWER_ONLY: frozenset[type[Obligation]] = frozenset(
    {FollowSuit, MustTrump, HeadTheTrick, PamBeCivil}
)
# ... and, among a follower's, those whose ``demand`` is 0 while he holds a card of the suit
# led (MustTrump binds "when void in the suit led"), and 0 while he holds none (FollowSuit: the
# candidates, a subset of his hand as every demand is of its candidates, hold none either)
VOID_ONLY: frozenset[type[Obligation]] = frozenset({MustTrump})
SUITED_ONLY: frozenset[type[Obligation]] = frozenset({FollowSuit})
# the duties :meth:`PoolPlay.free_ground` reads (every chain but Bierspiel's is made of them;
# Bierspiel reads its own lead and call, and a face-up trick by :meth:`PoolPlay.follow_ground`)
PLAIN_DUTIES: frozenset[type[Obligation]] = LEADER_ONLY | FOLLOWER_ONLY


class PoolPlay(Game[PoolState]):
    """The card play every pool game shares. A game supplies its spec, rules and chain."""

    spec: ClassVar[PoolSpec]

    @abstractmethod
    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        """The rule that governs ``role`` under these options (so citations follow the variant):
        follow, head, trump, trump_turn, trick_winner, declare, dealer_must_play, defender, ante,
        deal, share_simple, share_double, looed_simple, looed_double, unlimited, over, flush,
        flush_elder, flush_payment, widow_unopposed, dealer_takes_pool, widow_once."""

    @abstractmethod
    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        """The play obligations, in the order they narrow the candidates."""

    def seat_name(self, seat: int) -> str:
        return f"P{seat}"

    hot_play: ClassVar[bool] = True
    """True while the game plays its cards with the family's own :meth:`context` and
    :meth:`close_trick` (no override of ``play_context`` or ``play_card``): its
    :class:`~engine.games.pool.board.PoolBoard` then plays cards in place. A game that changes
    how a card is played (Rams' rams lost, Bierspiel's face-down lead) sets it False, and its
    board applies each action to the record instead."""

    # ``apply`` checks the very position ``legal_actions`` just answered: keep the last answer.
    # States are immutable, so one object always has one answer; a reference (not an id) is
    # kept so the object cannot be freed and its id reused.
    _last_legal: tuple[PoolState | None, int] = (None, 0)

    def legal_cards(self, state: PoolState) -> int:
        """Mask of the cards the player to move may play (the hot path)."""
        last = self._last_legal
        if last[0] is state:
            return last[1]
        hand = state.hands[state.to_move]
        if free_choice(state.opts, hand, state.trick, state.trump):
            mask = hand
        else:
            ctx = self.play_context(state)
            mask = legal_mask(self.chain(state.opts, ctx.leading), ctx)
        self._last_legal = (state, mask)
        return mask

    # the chains of the options asked last: a deal asks with one options record throughout,
    # and an identity test is cheaper than hashing a 20-field record for ``chain_for``'s cache
    _last_chain: tuple[PoolOpts | None, tuple[Obligation, ...], tuple[Obligation, ...]] = (
        None,
        (),
        (),
    )

    def chain(self, opts: PoolOpts, leading: bool) -> tuple[Obligation, ...]:
        """``chain_for(opts)`` less the obligations that cannot bind here: a duty of the
        leader alone when following, a follower's alone when leading (their ``demand`` is 0
        then, so the legal cards are the same)."""
        last = self._last_chain
        if last[0] is not opts:
            full = self.chain_for(opts)
            last = (
                opts,
                tuple(ob for ob in full if type(ob) not in FOLLOWER_ONLY),
                tuple(ob for ob in full if type(ob) not in LEADER_ONLY),
            )
            self._last_chain = last
        return last[1] if leading else last[2]

    def card_actions(self, state: PoolState) -> list[Action]:
        mask = self.legal_cards(state)
        return list(play_actions(mask))  # lowest card first, as cards_in() lists them

    free_rules: ClassVar[dict[str, str]] = {}
    """The seed's own words for a play no duty narrows, by case, as rule ids: "first_lead" (the
    opening lead under no lead duty: Rams' eldest hand), "simple_lead" (a simple's: Loo) and
    "void" (a follower with none of the suit led whom no duty to trump binds: Rams' and
    Bierspiel's discard, Rounce's no_head) and "suited" (a follower of the suit led whom no
    duty to head binds, though a card of it would not head: Rounce's no_head)."""

    def grounds(self, state: PoolState, action: Action) -> list[Ground]:
        """A card that no duty narrows, cited by the rule that decides it: the game's
        :attr:`free_rules`, or the duty whose "if he can" fails (a lead trump he has not, a
        trump to play he has not, a trick he cannot head). None where no rule says so (a later
        lead with no duty: the seeds say only who leads it). A declaration or an exchange by
        the rule that offers it (:func:`declaring_grounds`)."""
        if action.kind != "play":
            return declaring_grounds(self, state, action)
        hand = state.hands[state.to_move] if state.phase == "play" else 0
        if action.card is None or hand.bit_count() < 2:
            return []
        legal = self.legal_cards(state)
        if not legal >> int(action.card) & 1:
            return []
        found = self.free_ground(state, hand) if legal == hand else self.lapsed_ground(state)
        return [Ground(action, *found, "allows")] if found else []

    def lapsed_ground(self, state: PoolState) -> tuple[Rule, str] | None:
        """(rule, reason) for a follower some of whose cards are refused, where a duty's "if he
        can" fails for the rest: he holds the suit led but none of it heads the trick, so the
        duty to head lapses and any card of the suit may go (Loo's "must head the trick if he
        can"), though following suit refuses the others. The rule is the one that frees those
        cards, not following suit, which they only obey: a learner who left one out misread
        heading. Where no duty to head binds at all, the game's rule saying so (``free_rules``
        "suited": Rounce's "Nobody need head the trick") frees a card of the suit that would not
        head. None where no duty lapses (every duty binding, or one the game reads itself)."""
        ctx, chain = self.play_context(state), self.chain_for(state.opts)
        if ctx.leading or any(type(ob) not in PLAIN_DUTIES for ob in chain):
            return None
        head = next((ob for ob in chain if type(ob) is HeadTheTrick), None)
        suited = ctx.hand & ctx.led_mask
        first = state.trick[0][1]
        led = "trump" if ctx.trump_mask >> first & 1 else CARDS[first].suit.symbol
        winner = CARDS[ctx.winner].pretty
        free = self.free_book().get("suited")
        if head is None and free is not None and suited & ~ctx.beaters:
            # no duty to head: the rule saying so frees the card of the suit that would not
            # (Rounce's q_follow: the 2♥ beside the K♥ under the 8♥)
            return free, f"you need not head the {winner}, so any {led} may be played"
        if head is None or not suited or suited & ctx.beaters:
            return None
        if suited & PAM_BIT and any(type(ob) is PamBeCivil for ob in chain):
            return None  # Pam passing a led ace: the duty that lapses is civility's, not this
        return head.rule, f"you cannot head the {winner}, so any {led} may be played"

    def free_ground(self, state: PoolState, hand: int) -> tuple[Rule, str] | None:
        """(rule, reason) for a position where every card in ``hand`` may be played."""
        ctx, chain = self.play_context(state), self.chain_for(state.opts)
        if any(type(ob) not in PLAIN_DUTIES for ob in chain):
            return None  # a duty of the game's own: the game reads it (Bierspiel's override)
        if not ctx.leading:
            return self.follow_ground(state, ctx, chain)
        for ob in chain:
            if type(ob) is LeadTrump and ctx.lead_trump and ob.first in (None, ctx.first_lead):
                if hand & ctx.trump_mask:
                    return ob.rule, "every card you hold is a trump: each is a trump lead"
                return ob.rule, "you hold no trump: you may lead any card"
        # Loo's is a simple's; no seed says what a rams announcer leads
        key = "simple_lead" if state.spec.has_simple_pools and not state.double else "first_lead"
        book = self.free_book()
        if ctx.first_lead and not ctx.lead_trump and state.rams < 0 and key in book:
            return book[key], "you lead: you may lead any card"
        return None

    def free_book(self) -> dict[str, Rule]:
        """:attr:`free_rules` as rules."""
        return {k: self.rules[v] for k, v in self.free_rules.items()}

    def follow_ground(
        self, state: PoolState, ctx: PlayContext, chain: Sequence[Obligation]
    ) -> tuple[Rule, str] | None:
        """(rule, reason) for a follower every card of whose hand may be played, under the
        plain duties ``chain`` (follow suit, trump, head the trick)."""
        by_kind = {type(ob): ob for ob in chain if not isinstance(ob, LeadTrump)}
        book = self.free_book()
        first = state.trick[0][1]
        led = "trump" if ctx.trump_mask >> first & 1 else CARDS[first].suit.symbol
        if ctx.hand & ctx.led_mask:  # every card he holds follows suit
            head = by_kind.get(HeadTheTrick)
            if head and ctx.hand & ~ctx.beaters:
                return head.rule, f"no {led} you hold heads the trick: any of them may go"
            if head:
                return head.rule, f"every {led} you hold heads the trick: any of them may go"
            return by_kind[FollowSuit].rule, f"every card you hold is a {led}: each follows suit"
        # what the player cannot do, as the rules' own condition says it ("When a player can
        # neither follow suit nor trump, he may discard any card he pleases", seed 002): it
        # read "you hold no ♥ and no trump", and "you hold no ♦" beside a Bierspiel hand
        # holding the 7♦, a trump (said as the refusals say it: "the 7♦ is a trump, not a
        # diamond")
        odd = not_of_the_suit(ctx.hand, ctx)
        trump, void = by_kind.get(MustTrump), f"you cannot follow the {led} led{odd}"
        held = ctx.hand & ctx.trump_mask
        if not ctx.trump_mask:  # a simple before anyone fails to follow: no trump is known
            rule = by_kind[FollowSuit].rule
            return rule, f"{void}, and no trump is known yet: you may play any card"
        if led != "trump" and not held:
            void = f"you can neither follow the {led} led nor trump{odd}"
        if trump and not ctx.hand & ~ctx.trump_mask:
            return trump.rule, f"{void}, and every card you hold is a trump"
        if trump and held:
            why = "none of your trumps beats the trick: you need not under-trump"
            return trump.rule, f"{void}, and {why}, so you may play any card"
        if "void" in book:
            need = ", and need not trump" if held else ""
            return book["void"], f"{void}{need}: you may play any card"
        if led == "trump" or not trump:  # no trump duty binds: following suit decides
            trump = by_kind[FollowSuit]
        return trump.rule, f"{void}: you may play any card"

    def card_refusals(self, state: PoolState) -> list[Refusal]:
        ctx = self.play_context(state)
        return [
            Refusal(play(f.card), f.rule, f.words)
            for f in forbidden(self.chain_for(state.opts), ctx, partial(self.hand_order, state))
        ]

    def play_context(self, state: PoolState) -> PlayContext:
        o, trump, trick = state.opts, state.trump, state.trick
        r = ranking_for(o, trump)
        hand = state.hands[state.to_move]
        if not trick:
            return self.lead_context(
                o, r, hand, trump, not state.history, state.double, state.turn_card
            )
        return self.follow_context(o, r, hand, trick[0][1], r.winning_play(trick)[1])

    def lead_context(
        self,
        o: PoolOpts,
        r: Ranking,
        hand: int,
        trump: int,
        first: bool,
        double: bool,
        turn_card: int,
    ) -> PlayContext:
        """The context of a player leading with ``hand`` (``first``: to the deal's first trick)."""
        tmask = r.trump_mask
        lead_trump = False
        required = 0
        if o.lead_duties and trump >= 0:
            if first and double:
                lead_trump = True
                ace = tmask & ACES  # the ace of trumps (Pam, a jack, is no ace)
                if hand & ace:
                    required = ace
                elif turn_card >= 0 and (1 << turn_card) & ace and hand & tmask & KINGS:
                    required = tmask & KINGS
            elif not first:
                lead_trump = True  # a trick winner leads
        # every field, in order: hand, leading, led_mask, trump_mask, beaters, trumped,
        # winner, lead_required, lead_trump, first_lead (``tuple.__new__``: the hot path)
        return _new(PlayContext, (hand, True, 0, tmask, 0, False, -1, required, lead_trump, first))

    def follow_context(
        self, o: PoolOpts, r: Ranking, hand: int, lead: int, wcard: int
    ) -> PlayContext:
        """The context of a player following with ``hand`` to a trick led with ``lead`` and now
        won by ``wcard`` (a board keeps both as the trick is played, so it never looks back)."""
        tmask = r.trump_mask
        beaters = r.over[wcard]
        if o.pam and o.pam_civil and hand & PAM_BIT and tmask & ACES & (1 << lead):
            beaters &= ~PAM_BIT  # Pam passes a led trump ace (PamBeCivil)
        led = r.led_masks[lead]  # (the ranking's tables: look-ups, no int operations)
        trumped = r.trump_cards[wcard]
        return _new(
            PlayContext, (hand, False, led, tmask, beaters, trumped, wcard, 0, False, False)
        )

    def failed_to_follow(self, state: PoolState, trick: tuple[tuple[int, int], ...]) -> bool:
        """Did anyone play a card of another suit than the one led (no trump being known)?"""
        return failed_to_follow(state.opts, trick)

    def close_trick(
        self,
        opts: PoolOpts,
        trump: int,
        turn_card: int,
        trick: Sequence[Play],
        winner: int = -1,
    ) -> tuple[int, int, bool]:
        """(winner, trump, turned) of a complete trick. While no trump is known (a simple
        pool), a player who failed to follow makes the dealer turn one, and the trick is
        judged under it (``turned``). ``winner``: the seat taking the trick under ``trump``
        when the caller kept it card by card (a board does, from the same ranking); it
        stands unless a trump is turned."""
        if trump < 0 and failed_to_follow(opts, trick):
            if turn_card < 0:  # only a scenario can leave the pack's top card unknown
                raise ValueError(
                    "someone failed to follow, so a trump must be turned, but this position "
                    "does not say which card is on top of the pack (give turn_card)"
                )
            trump = TURNED_SUIT[turn_card]
            return ranking_for(opts, trump).winning_play(trick)[0], trump, True
        if winner < 0:
            winner = ranking_for(opts, trump).winning_play(trick)[0]
        return winner, trump, False

    def play_card(self, state: PoolState, card: int) -> PoolState:
        """Play ``card`` for the player to move (already checked legal)."""
        seat = state.to_move
        hands = list(state.hands)
        hands[seat] &= ~(1 << card)
        trick = (*state.trick, (seat, card))
        leader = state.leader if state.trick else seat
        nxt = next_active(state, seat)
        if nxt != leader:  # play goes round the players in; the trick is done back at its leader
            f = list(state)  # four fields of a 28-field tuple: cheaper than _replace
            f[_HANDS], f[_TRICK], f[_LEADER], f[_TO_MOVE] = tuple(hands), trick, leader, nxt
            return tuple.__new__(PoolState, f)
        winner, trump, turned = self.close_trick(state.opts, state.trump, state.turn_card, trick)
        tricks = list(state.tricks)
        tricks[winner] += 1
        history = (*state.history, (trick, winner))
        over = len(history) == state.spec.hand
        f = list(state)
        f[_HANDS], f[_TRICK], f[_LEADER], f[_TRICKS] = tuple(hands), (), winner, tuple(tricks)
        f[_HISTORY], f[_TRUMP] = history, trump
        f[_TURNED_AFTER] = len(history) if turned else state.turned_after
        f[_TO_MOVE], f[_PHASE], f[_RESULT] = (
            (-1, "over", "played") if over else (winner, "play", "")
        )
        return tuple.__new__(PoolState, f)

    def trick_winner_rule(self, state: PoolState) -> Rule:
        return self.rule_for(state.opts, "trick_winner")
