"""Rams (seeds 000 = 004, and 002) on the pool family: five cards from a 32-card pack, a
widow, play or pass, (general) rams, the dealer's duty and his robbing of the trump card.

Default reading (RULES.md §2): ace high, a card turned after the deal for trumps, the dealer
may rob whenever he plays, 3 to 6 players (with six the dealer takes no cards). Named variants:
``ecarte_rank``, ``dealer_card_trump_000`` (the lesson text's deal and readings),
``simple_pool_compulsory`` and ``loo_style_defence``.

Declaring, from the eldest hand round to the dealer::

    stand            play your own hand (a promise to win a trick)
    widow            take the widow instead: that is playing too (then: stand, rams, rob)
    pass             drop out (the pone, when all before him passed, pays the dealer 5)
    rams             undertake to win all five tricks (before or after taking the widow)
    rob 7C           the dealer plays and takes up the trump card, discarding the 7♣

In a rams everyone plays: those who passed take up their hands, the widow (if still there)
goes round, and the announcer leads; play stops at the first trick he loses.

A trick, drawn as a test would draw it (♥ trumps, A leads a club; Foster's own example)::

    A: 9♣   B: K♣ (follows)   C: K♥ (no club: must trump)   D: Q♥ (no club: must trump,
    though the Q♥ cannot beat the K♥)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from typing import Any, ClassVar

from engine.cards import CARDS, PACK_32, indices_in, listed
from engine.constraints import FollowSuit, HeadTheTrick, MustTrump, Obligation, PlayContext
from engine.game import REGISTRY, Action, Ground, Refusal, check_table
from engine.games.pool import rams_declaring, rams_grounds
from engine.games.pool.declaring import PASS, STAND, WIDOW
from engine.games.pool.family import PoolGame
from engine.games.pool.play import ranking_for
from engine.games.pool.rams_declaring import RAMS_ACTION, discard, rob
from engine.games.pool.rams_rules import OPTIONS, RULES, VARIANTS
from engine.games.pool.rams_scenario import after_reading, replay_declarations
from engine.games.pool.rams_settlement import in_rams_words, settlement
from engine.games.pool.spec import TRUMP_ALWAYS, WIDOW_LOO, PoolSpec
from engine.games.pool.state import IN, PoolOpts, PoolState, declare_order, opening_state
from engine.games.pool.thumb_words import THUMB
from engine.ledger import Settlement
from engine.quiz_words import settlement_asked
from engine.rules import Rule, RuleBook
from engine.sentence import Sentence

SPEC = PoolSpec(
    "Rams",
    pack=PACK_32,
    hand=5,
    units=1,
    ante_red=5,
    loo_red=5,
    start_red=50,
    widow=WIDOW_LOO,
    trump_source=TRUMP_ALWAYS,
    min_players=3,
    max_players=6,
    unit_word="counters",
)
GAME_ID = "rams"

# Rams' irregularities, as a scenario names them (``irregularity: {exposed_card: P2}``)
PENALTIES: dict[str, str] = {
    "wrong_card_count": "played with more or less than five cards",
    "exposed_card": "exposed a card",
    "out_of_turn": "led or played out of turn",
    "renounce": "renounced",
    "refused_to_head": "refused to head the trick when able",
    "refused_to_trump": "refused to trump when able",
}


# where the lesson text's rule has another name than Foster's
LESSON_000 = {
    "general_rams": "rams",
    "dealer_must_play": "dealer_defends",
    "widow_once": "widow",
    "trump_turned": "dealer_card_trump",
    "must_trump": "head_and_trump",
    "head_the_trick": "head_and_trump",
}


class RamsFamily(PoolGame):
    """Rams' declaring, play and settlement; Rounce overrides a few of its answers."""

    amount_unit = "counters"
    hot_play = False  # its play_card (a rams lost, a face-down lead) is not the family's
    declaration_words: ClassVar[tuple[str, ...]] = ("stand", "widow", "pass", "rams", "rob")
    # a player "may either play or pass" (seed 002), never "stand", as the Play page's button
    # ("Play") and the settlement's rows (rams_settlement) say it: the terminal's hint read
    # "would stand" where the page's read "would choose “Play”"
    move_verbs: ClassVar[dict[str, str]] = {**PoolGame.move_verbs, "stand": "play this deal"}
    card_words = frozenset({"rob", "discard"})
    # a sixth, a third, two thirds of a 2.6-counter deal (engine.review.MARK_SHARES)
    review_marks: ClassVar[tuple[float, float, float]] = (0.4, 0.85, 1.7)
    has_rams: ClassVar[bool] = True  # Rounce: "there is no such announcement as general rounce"
    penalties: ClassVar[dict[str, str]] = PENALTIES  # what the one penalty is inflicted for
    # as the lessons ask it (Rams', Rounce's: "What does each player receive or pay?"), not the
    # Loo family's "win"
    settlement_prompt = settlement_asked()
    book: ClassVar[RuleBook]

    # ---- rules by role ----------------------------------------------------------------------
    def rule(self, name: str) -> Rule:
        return self.book[f"{self.id}.{name}"]

    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        return _rule_for(self, opts, role)

    def lesson(self, opts: PoolOpts, name: str) -> Rule:
        """The rule ``name`` as the options' text words it (000's own, where it has one)."""
        own = f"{self.id}.lesson_000.{LESSON_000.get(name, name)}"
        if opts.text == "000" and own in self.book:
            return self.book[own]
        return self.rule(name)

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return _rams_chain(self, opts)

    def trump_lead_due(self, state: PoolState) -> bool:
        """Is the leader bound to lead a trump? Never in Rams (Rounce: the lead to trick 2)."""
        return False

    def play_context(self, state: PoolState) -> PlayContext:
        if state.trick:
            return super().play_context(state)
        r = ranking_for(state.opts, state.trump)
        hand = state.hands[state.to_move]
        due = self.trump_lead_due(state)
        return PlayContext(hand, True, 0, r.trump_mask, 0, False, -1, 0, due, not state.history)

    def players_range(self, opts: PoolOpts) -> tuple[int, int]:
        return (3, 5) if opts.text == "000" else (self.min_players, self.max_players)

    def players_rule(self, opts: PoolOpts) -> Rule | None:
        """The lesson text's 3 to 5 under its reading, else the game's own (002's three to
        six)."""
        if opts.text == "000":
            return self.lesson(opts, "players")
        return super().players_rule(opts)

    def not_declared(self, state: PoolState, seat: int) -> str:
        """With six the dealer's "declared" cell says why he made no declaration."""
        if seat == state.dealer and self.dealer_sits_out(state.n):
            return "takes no cards"
        return super().not_declared(state, seat)

    # ---- the deal -------------------------------------------------------------------------
    def dealer_sits_out(self, n: int) -> bool:
        """With six at Rams the dealer takes no cards: the pack holds no hand for him."""
        spec = self.spec
        return n * spec.hand + spec.widow_cards + 1 > spec.pack.bit_count()

    def new_deal(
        self,
        players: int = 4,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        counters: Sequence[int] | None = None,
        pool: int = 0,
        opts: PoolOpts | None = None,
        **overrides: Any,
    ) -> PoolState:
        """Shuffle (seeded), ante, deal in two rounds, turn (or show) the trump card.

        >>> from engine.games.pool.rams import RAMS
        >>> s = RAMS.new_deal(players=4, seed=1)
        >>> s.phase, s.pool, [h.bit_count() for h in s.hands], s.widow.bit_count()
        ('declare', 5, [5, 5, 5, 5], 5)
        """
        spec = self.spec
        o = opts or self.make_opts(variant, **overrides)
        lo, hi = self.players_range(o)
        check_table(f"{spec.name} ({o.variant})", lo, hi, players, dealer)
        cnt = tuple(counters) if counters is not None else (spec.start_counters,) * players
        if len(cnt) != players:
            raise ValueError(f"counters: expected {players} values, got {len(cnt)}")
        deck = [c for c in range(52) if spec.pack >> c & 1]
        random.Random(seed).shuffle(deck)
        order: list[int] = declare_order(dealer, players)
        if self.dealer_sits_out(players):
            order = order[:-1]
        t000 = o.text == "000"
        if t000:  # as in Loo (000): the widow just to the dealer's left; 3 then 2
            order = [-1, *order]
            rounds = (3, 2)
        else:  # 002: the widow just before the dealer; two, then three
            order = [*order[:-1], -1, order[-1]] if order[-1] == dealer else [*order, -1]
            rounds = (2, 3)
        extra = spec.widow_cards - spec.hand  # Rounce's sixth widow card comes in round one
        hands = [0] * players
        widow = 0
        last_to_dealer = -1
        it = iter(deck)
        for k, size in enumerate(rounds):
            for s in order:
                for _ in range(size + (extra if s < 0 and k == 0 else 0)):
                    c = next(it)
                    if s < 0:
                        widow |= 1 << c
                    else:
                        hands[s] |= 1 << c
                        if s == dealer:
                            last_to_dealer = c
        rest = list(it)
        undealt = 0
        for c in rest:
            undealt |= 1 << c
        turn = last_to_dealer if t000 else rest[0]
        counters_after = list(cnt)
        counters_after[dealer] -= spec.ante
        state = opening_state(
            o,
            dealer,
            True,
            tuple(hands),
            widow,
            undealt,
            turn,
            int(CARDS[turn].suit),
            pool + spec.ante,
            tuple(counters_after),
            spec=spec,
        )
        return state._replace(phase="declare", to_move=self.order(state)[0])

    def under_variant(self, state: PoolState, variant: str) -> PoolState:
        """The same deal under another reading (the Compare view). Between the two texts' deals
        the trump card moves, the trump suit kept: Foster's turned card becomes the dealer's own
        exposed card (in place of his lowest card, which is put aside), or the dealer's exposed
        card is laid face up as the turned card (he gets the top card put aside instead)."""
        o = self.make_opts(variant)
        if state.history or state.trick or o.text == state.opts.text or state.turn_card < 0:
            return super().under_variant(state, variant)
        hands = list(state.hands)
        d, tc = state.dealer, state.turn_card
        rest = [c for c in range(52) if state.undealt >> c & 1 and c != tc]
        undealt = state.undealt
        if o.text == "000":  # the turned card becomes the dealer's own last card
            r = ranking_for(o, state.trump)
            low = min(indices_in(hands[d]), key=r.strength.__getitem__)
            hands[d] = hands[d] & ~(1 << low) | 1 << tc
            undealt = undealt & ~(1 << tc) | 1 << low
        elif rest:  # the dealer's exposed card is laid out as the turned card
            hands[d] = hands[d] & ~(1 << tc) | 1 << rest[0]
            undealt = undealt & ~(1 << rest[0]) | 1 << tc
        s = state._replace(opts=o, hands=tuple(hands), undealt=undealt)
        return s._replace(declarations=("",) * s.n, phase="declare", to_move=self.order(s)[0])

    def order(self, s: PoolState) -> list[int]:
        """Who declares, in turn: the dealer's left round to the dealer (who holds no cards
        with six at Rams, and then does not declare)."""
        seats = declare_order(s.dealer, s.n)
        return seats[:-1] if self.dealer_sits_out(s.n) else seats

    def pone(self, s: PoolState) -> int:
        return (s.dealer - 1) % s.n

    def pass_costs(self, s: PoolState) -> bool:
        """Is the player to move the pone with everyone before him passed? His pass then
        costs him five to the dealer (``rams.pone``)."""
        if s.phase != "declare" or s.to_move != self.pone(s) or s.rams >= 0:
            return False
        order = self.order(s)
        return s.to_move in order and all(
            s.declarations[p] == "pass" for p in order[: order.index(s.to_move)]
        )

    def is_simple(self, s: PoolState) -> bool:
        """A simple pool holds nothing but the dealer's five (002)."""
        return s.pool <= self.spec.ante

    def dealer_holds_turn_card(self, s: PoolState) -> bool:
        """The trump card lies in the dealer's hand: he robbed it, or (000) it is his own last
        card and he has not given his hand up for the widow."""
        tc = s.turn_card
        if tc < 0:
            return False
        return s.robbed or (s.opts.text == "000" and s.widow_taker != s.dealer)

    # ---- declaring: the work is in rams_declaring.py ----------------------------------------
    def playing_others(self, s: PoolState, seat: int) -> list[int]:
        return [p for p in range(s.n) if p != seat and s.declarations[p] in IN]

    def may_rob(self, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
        """May ``seat`` rob the trump card, by which rule, and why not (:mod:`rams_declaring`)."""
        return rams_declaring.may_rob(self, s, seat)

    def not_available(self, state: PoolState, action: Action) -> Refusal:
        if action.kind == "rob" and any(a.kind == "rob" for a in self.legal_actions(state)):
            return self.discards_refused(state, action)
        return super().not_available(state, action)

    def discards_refused(self, s: PoolState, action: Action) -> Refusal:
        """A rob the dealer may make, whose discards do not fit it: one card out for the trump
        card (:func:`rams_declaring.discards_refused`; Bierspiel's take-ups have their own)."""
        return rams_declaring.discards_refused(self, s, action)

    def declare_options(
        self, state: PoolState, explain: bool = False
    ) -> tuple[list[Action], list[Refusal]]:
        """The declarations open to the player to move (and, with ``explain``, why not the
        others): stand, widow, pass, rams, rob (:func:`rams_declaring.declare_options`)."""
        return rams_declaring.declare_options(self, state, explain)

    def no_rams(self) -> tuple[bool, Rule, str | Sentence]:
        return False, self.rule("general_rams"), "there is no rams in this game"

    def grounds(self, state: PoolState, action: Action) -> list[Ground]:
        """A card no duty narrows (the family's :meth:`PoolGame.grounds`); a declaration by
        the rule that lets the player to move make it, and any saying what it costs
        (:func:`rams_grounds.declaring_grounds`: the rules :mod:`rams_declaring` allows each
        by)."""
        if action.kind == "play":
            return super().grounds(state, action)
        return rams_grounds.declaring_grounds(self, state, action)

    def widow_is_playing(self) -> Rule:
        """The rule that taking the widow is playing (its taker may not pass, nor take it after
        declaring with his own hand): Foster's "He may play with the hand originally dealt
        him, or he may risk getting a better by taking the widow in exchange" (Rams')."""
        return self.rule("widow")

    def declare(self, state: PoolState, action: Action) -> PoolState:
        """Apply a declaration (already checked legal): :func:`rams_declaring.declare`."""
        return rams_declaring.declare(self, state, action)

    def only_to_play(self, s: PoolState) -> bool:
        """All the player to move may do is play the hand he holds."""
        return rams_declaring.only_to_play(self, s)

    def finish_turn(self, s: PoolState, seat: int) -> PoolState:
        """The next player to declare, or the end of declaring."""
        return rams_declaring.finish_turn(self, s, seat)

    def first_leader(self, s: PoolState) -> int:
        return s.rams if s.rams >= 0 else s.active[0]

    def first_leader_words(self, state: PoolState) -> str:
        if state.rams >= 0:
            return "announced rams, and leads the first trick"
        return super().first_leader_words(state)

    # ---- play -------------------------------------------------------------------------------
    def play_card(self, state: PoolState, card: int) -> PoolState:
        """A rams ends at the first trick its announcer loses: the cards are thrown in."""
        t = super().play_card(state, card)
        if (
            state.rams >= 0
            and t.phase == "play"
            and len(t.history) > len(state.history)
            and t.history[-1][1] != state.rams
        ):
            return t._replace(phase="over", to_move=-1, result="rams_lost")
        return t

    # ---- settlement -------------------------------------------------------------------------
    def defender(self, s: PoolState) -> int:
        """The dealer who had to play against a single player (counts only under
        ``loo_style_defence``, where he neither collects nor pays)."""
        if not s.opts.loo_defence or s.rams >= 0 or s.declarations[s.dealer] not in IN:
            return -1
        return s.dealer if len(s.active) == 2 else -1

    def settlement(self, state: PoolState) -> Settlement | None:
        return settlement(self, state) if state.phase == "over" else None

    def settlement_json(self, state: PoolState) -> dict[str, Any]:
        out = super().settlement_json(state)
        out["unit"] = "counters"
        return out

    # ---- hidden information and search ------------------------------------------------------
    def hidden_counts(self, view: PoolState) -> dict[int, int]:
        """Every seat holds its cards face down whether it plays or passed (a rams brings
        them back); the dealer's trump card, when it lies in his hand, is known."""
        seat, hand = view.to_move, self.spec.hand
        out: dict[int, int] = {}
        played_now = {p for p, _ in view.trick}
        for p in range(view.n):
            if p == seat:
                continue
            if p == view.dealer and self.dealer_sits_out(view.n):
                out[p] = 0
                continue
            if view.phase == "play" and view.declarations[p] in IN:
                out[p] = hand - len(view.history) - (p in played_now)
            else:
                out[p] = hand
            held = self.dealer_holds_turn_card(view) and not self._played(view, view.turn_card)
            if p == view.dealer and held and out[p] > 0:
                out[p] -= 1
        if view.widow_taker < 0 and view.phase == "declare":
            out[-1] = self.spec.widow_cards
        return out

    def _played(self, view: PoolState, card: int) -> bool:
        return any(c == card for plays, _ in view.history for _, c in plays) or any(
            c == card for _, c in view.trick
        )

    def determinize(self, view: PoolState, rng: random.Random) -> PoolState:
        w = super().determinize(view, rng)
        d, tc = view.dealer, view.turn_card
        if self.dealer_holds_turn_card(view) and view.to_move != d and not self._played(view, tc):
            hands = list(w.hands)
            hands[d] |= 1 << tc
            w = w._replace(hands=tuple(hands), undealt=w.undealt & ~(1 << tc))
        return w

    def heuristic_move(self, state: PoolState, rng: random.Random) -> tuple[Action, str]:
        """Declares on two trumps or a trump and an ace, announces rams on four trumps with
        the best, robs discarding the weakest card; in play, the family's rule of thumb. The
        move and why (:mod:`.thumb_words`), from one choice."""
        if state.phase != "declare":
            return super().heuristic_move(state, rng)
        acts = self.legal_actions(state)
        r = ranking_for(state.opts, state.trump)
        hand = state.hands[state.to_move]
        cards = indices_in(hand)
        weakest = min(cards, key=lambda c: (r.trump_mask >> c & 1, r.strength[c]))
        if acts and acts[0].kind == "discard":
            return discard(weakest), THUMB["discards"]
        trumps = [c for c in cards if r.trump_mask >> c & 1]
        top = int(r.trump_order[0]) if r.trump_order else -1
        if RAMS_ACTION in acts and len(trumps) >= 4 and top in trumps:
            return RAMS_ACTION, THUMB["rams"]
        robs = [a for a in acts if a.kind == "rob"]
        if robs:
            return rob(weakest), THUMB["robs"]
        aces = [c for c in cards if CARDS[c].rank == 14 and not r.trump_mask >> c & 1]
        strong = len(trumps) >= 2 or (trumps and aces) or len(aces) >= 2
        if strong or PASS not in acts:
            if not trumps and WIDOW in acts and rng.random() < 0.5:
                return WIDOW, THUMB["no_trump_widow"]
            return STAND, THUMB["plays" if strong else "must_play"]
        if WIDOW in acts and rng.random() < 0.3:
            return WIDOW, THUMB["weak_widow"]
        return PASS, THUMB["passes"]

    # ---- scenarios --------------------------------------------------------------------------
    def replay_declarations(self, r: Any, state: PoolState, given: dict[int, str]) -> PoolState:
        """``declarations: {P1: pass, P2: "widow, rams", P0: rob 7C}``: see rams_scenario."""
        return replay_declarations(self, r, state, given)

    def turn_card_holder(self, opts: PoolOpts, dealer: int) -> int:
        """The dealer's given hand may hold the turned card: he robbed it (given as held now),
        or it is his own last card (the lesson text's deal)."""
        return dealer

    def read_irregularity(self, r: Any, state: PoolState) -> dict[str, Any]:
        """``irregularity: {exposed_card: P2}`` — Rams' one penalty, by what he did."""
        if not r.has("irregularity"):
            r.raw("irregularity")
            return {}
        v = r.raw("irregularity")
        kinds = self.penalties
        if not isinstance(v, dict) or len(v) != 1 or next(iter(v)) not in kinds:
            raise r.error(
                "irregularity",
                f"expected one of {listed((f'{{{k}: P1}}' for k in kinds), 'or')}, got {v!r}",
            )
        kind, val = next(iter(v.items()))
        return {kind: r.parse_seat(val, f"{r.path('irregularity')}.{kind}")}

    def apply_irregularity(self, r: Any, state: PoolState, irregular: dict[str, Any]) -> PoolState:
        if not irregular:
            return state
        kind, seat = next(iter(irregular.items()))
        return state._replace(offender=seat, penalty=kind)

    def from_scenario(self, r: Any) -> PoolState:
        """The family's reading, then Rams' own checks (see rams_scenario.after_reading)."""
        return after_reading(self, r, super().from_scenario(r))

    def no_next_lead(self, state: PoolState, irregular: dict[str, Any]) -> int:
        """A rams lost: the trick another player took from the announcer ends the deal (he
        would lead next, and nobody does)."""
        if state.rams >= 0:
            spoilers = [w for _, w in state.history if w != state.rams]
            if spoilers:
                return spoilers[0]
        return super().no_next_lead(state, irregular)

    # ---- text -------------------------------------------------------------------------------
    def settled_rows(self, state: PoolState) -> list[dict[str, Any]]:
        return in_rams_words(super().settled_rows(state), state)

    def table_cards(self, state: PoolState) -> dict[str, int]:
        out = super().table_cards(state)
        if self.dealer_holds_turn_card(state):
            out.pop("the trump card", None)
        return out


# the rule each role the family asks for is cited by, by name (:meth:`RamsFamily.lesson` picks
# the lesson text's own where the options read it)
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
    "defend": "dealer_must_play",
    "widow_unopposed": "dealer_must_play",
    "ante": "ante",
    "deal": "deal",
    "single_exchange": "widow",
    "exchange": "widow",
    "exchange_count": "widow",
    "replacements": "widow",
    "widow_once": "widow_once",
    "dealer_takes_pool": "pone",
    "share_simple": "fifths",
    "share_double": "fifths",
    "over": "fifths",
    "looed_simple": "ramsed",
    "looed_double": "ramsed",
    "unlimited": "ramsed",
    "revoke": "penalty",
    "revoke_forfeit": "penalty",
    "irregular_trump": "penalty",
    "trump_turn": "trump_turned",
}


@cache
def _rule_for(game: RamsFamily, opts: PoolOpts, role: str) -> Rule:
    """The rule that governs ``role`` (the family asks by role; citations follow the text)."""
    if role == "defender":
        return game.rule("loo_defence" if opts.loo_defence else "defender")
    return game.lesson(opts, ROLES[role])


@cache
def _rams_chain(game: RamsFamily, opts: PoolOpts) -> tuple[Obligation, ...]:
    """Follow suit; with none, trump (even below a trump on the trick); head the trick."""
    rf = game.rule_for
    return (
        FollowSuit(rf(opts, "follow")),
        MustTrump(rf(opts, "trump"), undertrump=True),
        HeadTheTrick(rf(opts, "head")),
    )


class Rams(RamsFamily):
    id = GAME_ID
    name = "Rams"
    description = (
        "A pool game for 3 to 6 with a 32-card pack: five cards each and a widow; play or "
        "pass, or announce rams and win all five tricks. Win a trick or be ramsed."
    )
    spec = SPEC
    min_players = 3
    max_players = 6
    rules = RULES
    free_rules = {
        "first_lead": "rams.eldest_leads",
        "void": "rams.discard",
    }
    book = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "standard"
    units_per_counter = SPEC.units

    def practice_setup(self, rng: random.Random, kind: str) -> dict[str, Any]:
        """A generated question's pool: a simple (nothing carried) or a double."""
        return {"pool": rng.choice([0, 0, 5, 10, 15])}

    def readings_never_part(self, a: str, b: str, players: int | None = None) -> str | None:
        """The Loo-style defence is the dealer's, when he must play against one player; with
        six the dealer takes no cards (:meth:`dealer_sits_out`) and never plays, so readings
        that differ only there never part at that table (Compare searched 40,000 lines of
        play over 130 deals and found none).

        >>> RAMS.readings_never_part("standard", "loo_style_defence", 6)[:39]
        'With six players the dealer has no hand'
        >>> RAMS.readings_never_part("standard", "loo_style_defence", 5) is None
        True
        """
        va, vb = self.options_for(a), self.options_for(b)
        if players is None or not self.dealer_sits_out(players):
            return None
        if {k for k in va if va[k] != vb[k]} != {"loo_defence"}:
            return None
        return (
            "With six players the dealer has no hand: he never plays, so he never has to defend "
            "the pool against one player, and the Loo-style defence never comes into a deal. "
            "These readings part with three to five players."
        )


RAMS = Rams()
REGISTRY.register(RAMS)

__all__ = ["GAME_ID", "PENALTIES", "RAMS", "RAMS_ACTION", "SPEC", "Rams", "RamsFamily", "rob"]
