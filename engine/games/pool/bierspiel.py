"""Bierspiel (seed 002; RULES.md §4) on the pool family: Rams as German students play it.

Three chalked crosses of five points stand in front of each player instead of counters; each
trick won wipes out a point; penalties add fresh crosses, and the last player to wipe out his
third cross pays for the beer (the chalk's arithmetic: :class:`ChalkedCrosses`, in
bierspiel_settlement.py). The rest is Rams (:class:`RamsFamily`), with these changes:

* nobody looks at his cards until the trump is turned and the dealer says "Auf": every deal
  opens with the dealer's ``auf`` (the first turn of the declaring phase, see
  :meth:`Bierspiel.before_auf`; every picture draws the hands face down before it);
* the 7♦ is always the second-best trump, next below the ace, whatever suit is trumps (the
  rank-order preset ``bierspiel``); turned up, it does not fix trumps: the next card does, and
  the dealer may take both into his hand (``rob 2 9C 8H``), or the trump card alone;
* if the dealer passes, the eldest hand (if he plays) may take up the trump card (``rob 9C``,
  or ``stand`` to keep his hand);
* a trump must be led to as many tricks as one fewer than the players in (two in: trick 1;
  three: tricks 1 and 2; four: 1 to 3); a leader who owes that lead and has no trump leads his
  smallest card face down, which calls for a trump from everyone who has one; the face-down
  card cannot win, and if nobody had a trump its leader takes the trick;
* no general rams: there is no pool to win or to double.

Where Rams pays counters, Bierspiel chalks (Trickbook's reading): a player ramsed (in, no
trick), the pone who will not play and every irregularity Rams prices take a fresh cross; the
pone's five to the dealer wipes out five of the dealer's points.

A face-down lead, drawn as a test would draw it (three in, ♠ trumps, trick 1)::

    P1 holds 9♥ 9♣ K♦ Q♣ A♥ (no trump) → leads 9♥ or 9♣ face down
    P2: 8♠ 7♦ ... → must answer the call with a trump (either: nothing to head yet)
    P3: no trump  → any card; if nobody trumps, P1 wins the trick with his face-down card
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import combinations
from typing import Any, ClassVar

from engine.cards import CARDS, PACK_32, Suit, indices_in
from engine.constraints import Obligation, PlayContext
from engine.game import (
    REGISTRY,
    Action,
    Ground,
    IllegalAction,
    Refusal,
    play,
)
from engine.games.pool import bierspiel_refusals, rams_grounds
from engine.games.pool.bierspiel_play import (
    ROLES,
    call_ground,
    chain,
    due_lead_grounds,
    face_up_chain,
    smallest,
)
from engine.games.pool.bierspiel_refusals import AUF, SEVEN, SEVEN_TAKEN
from engine.games.pool.bierspiel_rules import GAME_ID, OPTIONS, RULES, VARIANTS
from engine.games.pool.bierspiel_settlement import CROSS as CROSS  # ui/games/bierspiel.py's
from engine.games.pool.bierspiel_settlement import ChalkedCrosses
from engine.games.pool.bierspiel_settlement import chalk as chalk  # ui/games/bierspiel.py's
from engine.games.pool.declaring import STAND
from engine.games.pool.play import ranking_for
from engine.games.pool.rams import RamsFamily, rob
from engine.games.pool.spec import TRUMP_ALWAYS, WIDOW_LOO, PoolSpec, number_word
from engine.games.pool.state import IN, PHASE_WORDS, PoolOpts, PoolState, throw, with_fields
from engine.games.pool.thumb_words import THUMB
from engine.ranking import Ranking
from engine.rules import Rule
from engine.sentence import Sentence

SPEC = PoolSpec(
    "Bierspiel",
    pack=PACK_32,
    hand=5,
    units=1,
    ante_red=0,  # no pool: the crosses are the score
    loo_red=5,  # a fresh cross
    start_red=15,  # three crosses of five points
    widow=WIDOW_LOO,
    trump_source=TRUMP_ALWAYS,
    min_players=3,
    max_players=6,
    unit_word="points",
)
# a face-down lead in the trick as a seat that did not lead it sees it (``Bierspiel.view``):
# there, its face unknown; only its leader saw it (seed 002: "he must lead his smallest card,
# face downward")
HIDDEN = -1


def hidden_lead(view: PoolState) -> int:
    """The seat whose face-down lead lies in the trick with its face hidden, else -1."""
    return view.trick[0][0] if view.trick and view.trick[0][1] == HIDDEN else -1


def rob_both(a: int, b: int) -> Action:
    """``rob 2 9C 8H``: the dealer takes the turned 7♦ and the trump card, discarding two."""
    return Action("rob", number=2, cards=(CARDS[a], CARDS[b]))


# the seat a generated declare question asks (:meth:`Bierspiel.practice_interest`)
ASKED = 0
# the words questions' word for taking both turned cards (``rob_both``, whatever its discards)
BOTH = "rob 2"


class Bierspiel(ChalkedCrosses):
    id = GAME_ID
    name = "Bierspiel"
    description = (
        "Rams as German students play it, for 3 to 6: three chalked crosses each, a trick "
        "wipes out a point; the 7\u2666 always the second trump; trumps led by the number "
        "playing. The last to wipe out his crosses pays for the beer."
    )
    spec = SPEC
    min_players = 3
    max_players = 6
    rules = RULES
    # a follower who can neither follow suit nor trump: Rams' words, Bierspiel being a form of it
    free_rules: ClassVar[dict[str, str]] = {"void": "bierspiel.discard"}
    book = RULES
    options = OPTIONS
    variants = VARIANTS
    default_variant = "foster1897"
    units_per_counter = 1
    amount_unit = "points"
    has_rams = False
    quiz_kinds = ("legal_cards", "trick_winner", "settlement", "declare")
    # taking both turned cards after a turned 7♦ ("rob 2"), a choice of its own; no "rams":
    # Bierspiel has no general rams (bierspiel.general_rams), so no page offers it, and the
    # move stays one the game refuses by that rule (trickbook answer, a scenario)
    declaration_words: ClassVar[tuple[str, ...]] = ("auf", "stand", "widow", "pass", "rob", BOTH)
    absent_kinds: ClassVar[frozenset[str]] = frozenset({"rams"})
    # the dealer or the eldest "take up" the trump card (seed 002), they do not "rob" it
    move_verbs: ClassVar[dict[str, str]] = {
        **RamsFamily.move_verbs,
        "rob": "take up the trump",
        BOTH: "take up both turned cards",
    }
    card_words = frozenset({"rob"})
    # a trick is a point; a fresh cross is five
    review_marks: ClassVar[tuple[float, float, float]] = (0.4, 1.0, 2.5)

    # ---- options and rules --------------------------------------------------------------------
    def make_opts(self, variant: str | None = None, **overrides: Any) -> PoolOpts:
        return super().make_opts(variant, **overrides)._replace(order="bierspiel")

    def rule_for(self, opts: PoolOpts, role: str) -> Rule:
        return RULES[f"{GAME_ID}.{ROLES[role]}"]

    def chain_for(self, opts: PoolOpts) -> tuple[Obligation, ...]:
        return chain()

    # ---- the deal -------------------------------------------------------------------------------
    def new_deal(
        self,
        players: int = 4,
        dealer: int = 0,
        seed: int | None = None,
        variant: str | None = None,
        counters: Sequence[int] | None = None,
        pool: int = 0,
        opts: PoolOpts | None = None,
        auf: bool = False,
        **overrides: Any,
    ) -> PoolState:
        """Rams' deal with crosses for counters; a turned 7♦ makes the dealer turn again; the
        deal waits for the dealer's "Auf" (``auf=True``: he has said it, the eldest declares).

        >>> s = BIERSPIEL.new_deal(players=4, seed=1)
        >>> s.phase, s.pool, s.counters, [h.bit_count() for h in s.hands]
        ('declare', 0, (15, 15, 15, 15), [5, 5, 5, 5])
        """
        s = super().new_deal(players, dealer, seed, variant, counters, 0, opts, **overrides)
        if s.turn_card == SEVEN:
            # the next card of the same shuffle (any unseen card, with no seed)
            deck = [c for c in range(52) if self.spec.pack >> c & 1]
            random.Random(seed).shuffle(deck)
            nxt = next(c for c in deck if s.undealt >> c & 1 and c != SEVEN)
            s = s._replace(seven_turned=SEVEN, turn_card=nxt, trump=int(CARDS[nxt].suit))
        s = s._replace(phase="declare", to_move=s.dealer)
        return self.apply(s, AUF) if auf else s

    def under_variant(self, state: PoolState, variant: str) -> PoolState:
        """The same deal under the other reading: only the options change (the readings deal
        alike)."""
        return state._replace(opts=self.make_opts(variant))

    # ---- "Auf" ----------------------------------------------------------------------------------
    def before_auf(self, s: PoolState) -> bool:
        """Has the dealer not yet said "Auf"? The deal opens in the declaring phase with the
        dealer to move and nothing declared: later the eldest declares first, and the dealer
        is to move only once others have declared."""
        return (
            s.phase == "declare"
            and s.to_move == s.dealer
            and not any(s.declarations)
            and not s.robbed
        )

    def hands_face_down(self, state: PoolState) -> bool:
        """Before "Auf" nobody has looked at his cards (seed 002): every hand lies face down."""
        return self.before_auf(state)

    def legal_actions(self, state: PoolState) -> list[Action]:
        if self.before_auf(state):
            return [AUF]
        return super().legal_actions(state)

    def apply(self, state: PoolState, action: Action) -> PoolState:
        if self.before_auf(state):
            if action != AUF:
                raise IllegalAction(self.explain(state, action))
            return state._replace(phase="declare", to_move=self.order(state)[0])
        return super().apply(state, action)

    # ---- refusals: the work is in bierspiel_refusals.py ---------------------------------------
    def refusals(self, state: PoolState) -> list[Refusal]:
        if self.before_auf(state):
            return bierspiel_refusals.before_auf(self, state)
        return super().refusals(state)

    def not_available(self, state: PoolState, action: Action) -> Refusal:
        own = bierspiel_refusals.not_available(self, state, action)
        return own if own is not None else super().not_available(state, action)

    # ---- words questions: taking both turned cards is not taking up the trump card ------------
    def action_word(self, action: Action) -> str:
        return BOTH if action.kind == "rob" and action.number == 2 else action.kind

    def word_action(self, word: str) -> Action:
        return Action("rob", number=2) if word == BOTH else Action(word)

    def move_words(self, action: Action) -> str:
        """Taking both turned cards named as such, not as taking up the trump card."""
        if action.kind != "rob" or action.number != 2:
            return super().move_words(action)
        cards = " and ".join(c.pretty for c in action.cards)
        return f"{self.move_verbs[BOTH]}, putting out {cards}" if cards else self.move_verbs[BOTH]

    def both_refused(self, s: PoolState, refusals: list[Refusal]) -> Refusal:
        """Why the player to move may not take both turned cards
        (:func:`bierspiel_refusals.both_refused`)."""
        return bierspiel_refusals.both_refused(self, s, refusals)

    def discards_refused(self, s: PoolState, action: Action) -> Refusal:
        """A take-up whose discards do not fit it (:func:`bierspiel_refusals.discards_refused`)."""
        return bierspiel_refusals.discards_refused(self, s, action)

    # ---- declaring: the 7♦ taken with the trump card, the eldest taking up the trump ------------
    def taking_up(self, s: PoolState) -> bool:
        """Is this the eldest's turn to take up the trump card after the dealer passed?"""
        return (
            s.phase == "declare"
            and not s.robbed
            and s.declarations[s.dealer] == "pass"
            and s.to_move == self.order(s)[0]
            and s.declarations[s.to_move] in IN
        )

    def turn_holder(self, s: PoolState) -> int:
        """Who took up the trump card: the dealer, the eldest (the dealer having passed), or -1."""
        if not s.robbed:
            return -1
        return self.order(s)[0] if s.declarations[s.dealer] == "pass" else s.dealer

    def turn_card_holder(self, opts: PoolOpts, dealer: int) -> int:
        """No given hand holds the turned cards: a hand that took them up is given as held
        before (docs/scenarios.md)."""
        return -1

    def turn_card_taker(self, r: Any, opts: PoolOpts, dealer: int) -> int:
        """The seat whose declarations take up the trump card: the dealer, or the eldest after
        the dealer passed (his rob is checked as the declarations are replayed)."""
        words = r.per_seat("declarations", lambda v, p: str(v).lower())
        return next((p for p, w in words.items() if "rob" in w), -1)

    def dealer_holds_turn_card(self, s: PoolState) -> bool:
        return self.turn_holder(s) == s.dealer

    def may_rob(self, s: PoolState, seat: int) -> tuple[bool, Rule, str | Sentence]:
        if seat != s.dealer:  # the eldest's chance comes if the dealer passes
            return bierspiel_refusals.may_not_rob(self, s, seat)
        ok, rule, why = super().may_rob(s, seat)
        if ok and s.seven_turned == SEVEN:
            rule = self.rule("dealer_takes_both")
        return ok, rule, why

    def declare_options(
        self, state: PoolState, explain: bool = False
    ) -> tuple[list[Action], list[Refusal]]:
        s = state
        if self.taking_up(s):
            legal = [STAND, *(rob(c) for c in indices_in(s.hands[s.to_move]))]
            return legal, bierspiel_refusals.taking_up(self, s) if explain else []
        legal, refusals = super().declare_options(s, explain)
        if s.seven_turned == SEVEN and any(a.kind == "rob" for a in legal):
            hand = indices_in(s.hands[s.to_move])
            legal += [rob_both(a, b) for a, b in combinations(hand, 2)]
        if explain:
            refusals = bierspiel_refusals.declaring(self, s, legal, refusals)
        return legal, refusals

    def declare(self, state: PoolState, action: Action) -> PoolState:
        s, seat = state, state.to_move
        if self.taking_up(s):
            if action.kind == "rob" and action.card is not None:
                bit, tc = 1 << action.card, 1 << s.turn_card
                hands = list(s.hands)
                hands[seat] = hands[seat] & ~bit | tc
                s = s._replace(
                    hands=tuple(hands),
                    thrown=throw(s.thrown, seat, bit),
                    undealt=s.undealt & ~tc,
                    robbed=True,
                )
            return super().begin_play(s)
        if action.kind == "rob" and action.number == 2:
            out = sum(1 << c for c in action.cards)
            both = 1 << s.turn_card | 1 << SEVEN
            hands = list(s.hands)
            hands[seat] = hands[seat] & ~out | both
            decl = list(s.declarations)
            decl[seat] = "widow" if s.widow_taker == seat else "stand"
            s = s._replace(
                hands=tuple(hands),
                thrown=throw(s.thrown, seat, out),
                undealt=s.undealt & ~both,
                robbed=True,
                seven_turned=SEVEN_TAKEN,
                declarations=tuple(decl),
            )
            return self.finish_turn(s, seat)
        return super().declare(s, action)

    def begin_play(self, s: PoolState) -> PoolState:
        """If the dealer passed, the eldest (if he plays) may first take up the trump."""
        if not s.robbed and s.declarations[s.dealer] == "pass":
            eldest = self.order(s)[0]
            if s.declarations[eldest] in IN:
                return s._replace(phase="declare", to_move=eldest)
        return super().begin_play(s)

    # ---- play: trump leads by the number playing, the face-down call ----------------------------
    def leads_due(self, s: PoolState) -> int:
        """To how many tricks a trump must be led: one fewer than the players in."""
        return min(len(s.active) - 1, self.spec.hand)

    def trump_lead_due(self, state: PoolState) -> bool:
        return len(state.history) < self.leads_due(state)

    def face_down(self, s: PoolState, plays: tuple[tuple[int, int], ...], index: int) -> bool:
        """Was trick ``index`` (0-based) led face down: a trump was due and none was led? (A
        view's lead whose face is hidden, ``HIDDEN``, was.)"""
        if not plays or index >= self.leads_due(s):
            return False
        lead = plays[0][1]
        return lead == HIDDEN or not ranking_for(s.opts, s.trump).trump_mask >> lead & 1

    def play_context(self, state: PoolState) -> PlayContext:
        r = ranking_for(state.opts, state.trump)
        tmask = r.trump_mask
        hand = state.hands[state.to_move]
        if not state.trick:
            due = self.trump_lead_due(state)
            need = smallest(hand) if due and hand and not hand & tmask else 0
            return PlayContext(hand, True, 0, tmask, 0, False, -1, need, due, not state.history)
        if not self.face_down(state, state.trick, len(state.history)):
            return super().play_context(state)
        trumps = [c for _, c in state.trick[1:] if tmask >> c & 1]
        if trumps:
            best = max(trumps, key=r.strength.__getitem__)
            return PlayContext(hand, False, tmask, tmask, r.over[best], True, best, 0, True)
        lead = state.trick[0][1]
        return PlayContext(hand, False, tmask, tmask, tmask, False, lead, 0, True)

    def lead_count(self, state: PoolState) -> str:
        """Why a trump lead is due, who plays and the seed's count in words, so a reason that
        opens with it reads as a sentence (it had read "2 play, so ...": a digit for a
        subject, and "play" left to the reader to take as "are playing this deal").

        >>> s = BIERSPIEL.new_deal(players=4, seed=1)
        >>> BIERSPIEL.lead_count(s._replace(declarations=("stand", "stand", "stand", "pass")))
        'three players are playing this deal, so a trump must be led to the first two tricks'
        """
        n, due = len(state.active), self.leads_due(state)
        players = f"{number_word(n)} player{'s are' if n != 1 else ' is'} playing this deal"
        tricks = f"the first {number_word(due)} tricks" if due > 1 else "the first trick"
        return f"{players}, so a trump must be led to {tricks}"

    def grounds(self, state: PoolState, action: Action) -> list[Ground]:
        """A lead under the trump leads says who leads and what he owes, though the duty
        narrows his hand (:func:`due_lead_grounds`); the dealer's "Auf" and the eldest's
        taking up (:func:`rams_grounds.bierspiel_grounds`); any other move as the family's."""
        if action.kind != "play" and state.phase == "declare":
            own = rams_grounds.bierspiel_grounds(self, state, action)
            if own is not None:
                return own
        card = action.card if action.kind == "play" else None
        if state.phase != "play" or state.trick or card is None or not self.trump_lead_due(state):
            return super().grounds(state, action)
        if not self.legal_cards(state) >> int(card) & 1:
            return []
        ctx, count = self.play_context(state), self.lead_count(state)
        eldest = state.to_move == self.order(state)[0]
        leader = "winner" if state.history else "eldest" if eldest else "after_passes"
        found = due_lead_grounds(ctx, int(card), count, leader)
        return [Ground(action, rule, why, "allows") for rule, why in found]

    def free_ground(self, state: PoolState, hand: int) -> tuple[Rule, str] | None:
        """Bierspiel's own duties, which the family's reading leaves: the call of a face-down
        lead; a face-up trick as Rams. A lead under the trump leads is :meth:`grounds`'; one
        past them is left uncited (no seed says what may be led there)."""
        ctx = self.play_context(state)
        if ctx.leading:
            return None
        if ctx.lead_trump:  # a face-down lead (``play_context``)
            return call_ground(ctx)
        return self.follow_ground(state, ctx, face_up_chain())

    def card_refusals(self, state: PoolState) -> list[Refusal]:
        """The family's refusals, with the trump-lead reasons counting the players in."""
        return bierspiel_refusals.counted_leads(self, state, super().card_refusals(state))

    def play_card(self, state: PoolState, card: int) -> PoolState:
        """A face-down lead cannot win: with no trump on it, its leader takes the trick."""
        t = super().play_card(state, card)
        if len(t.history) == len(state.history):
            return t
        plays, winner = t.history[-1]
        leader = plays[0][0]
        if winner == leader or not self.face_down(state, plays, len(state.history)):
            return t
        tmask = ranking_for(state.opts, state.trump).trump_mask
        if any(tmask >> c & 1 for _, c in plays):
            return t
        tricks = list(t.tricks)
        tricks[winner] -= 1
        tricks[leader] += 1
        history = (*t.history[:-1], (plays, leader))
        over = t.phase == "over"
        return with_fields(
            t,
            tricks=tuple(tricks),
            history=history,
            leader=leader,
            to_move=-1 if over else leader,
        )

    def follows_as(self, state: PoolState, card: int) -> int:
        """The 7♦ follows as a trump, never as a diamond (RULES.md)."""
        return int(ranking_for(state.opts, state.trump).follows[card])

    # ---- search: the 7♦ and the trump card wherever they were taken, the face-down lead ---------
    def view(self, state: PoolState, seat: int) -> PoolState:
        """The family's view, and a face-down lead in the trick as its back to every seat but
        its leader (:data:`HIDDEN`). Once the trick is won it lies among the tricks as before:
        neither text says whether it is then turned up."""
        v = super().view(state, seat)
        if v.trick and v.trick[0][0] != seat and self.face_down(v, v.trick, len(v.history)):
            return v._replace(trick=((v.trick[0][0], HIDDEN), *v.trick[1:]))
        return v

    def known_cards(self, view: PoolState) -> int:
        known = super().known_cards(view)
        return known | (1 << SEVEN if view.seven_turned >= 0 else 0)

    def unseen(self, view: PoolState) -> int:
        """As the family's, and before "Auf" the mover's own hand too: nobody has looked at
        his cards yet, and the picture (:meth:`table_cards`) shows them face down."""
        hidden = super().unseen(view)
        if self.before_auf(view) and view.to_move >= 0:
            hidden += view.hands[view.to_move].bit_count()
        return hidden

    def hidden_counts(self, view: PoolState) -> dict[int, int]:
        out = super().hidden_counts(view)
        holder = self.turn_holder(view)
        if (
            holder >= 0
            and holder != view.dealer
            and holder != view.to_move
            and not self._played(view, view.turn_card)
            and out.get(holder, 0) > 0
        ):
            out[holder] -= 1
        d = view.dealer
        if (
            view.seven_turned == SEVEN_TAKEN
            and d != view.to_move
            and not self._played(view, SEVEN)
            and out.get(d, 0) > 0
        ):
            out[d] -= 1
        lead = hidden_lead(view)
        if lead >= 0:  # his hand as it was when he led: one card more than he holds now
            out[lead] = out.get(lead, 0) + 1
        return out

    def determinize(self, view: PoolState, rng: random.Random) -> PoolState:
        w = super().determinize(view, rng)
        hands = list(w.hands)
        undealt = w.undealt
        holder = self.turn_holder(view)
        tc = view.turn_card
        if (
            holder >= 0
            and holder != view.dealer
            and holder != view.to_move
            and not self._played(view, tc)
        ):
            hands[holder] |= 1 << tc
            undealt &= ~(1 << tc)
        if view.seven_turned == SEVEN_TAKEN:
            if view.dealer != view.to_move and not self._played(view, SEVEN):
                hands[view.dealer] |= 1 << SEVEN
        elif view.seven_turned == SEVEN:
            undealt |= 1 << SEVEN
        trick = w.trick
        lead = hidden_lead(view)
        if lead >= 0:  # the face-down card: one of the smallest of the hand he led from
            tmask = ranking_for(view.opts, view.trump).trump_mask
            low = indices_in(smallest(hands[lead] & ~tmask or hands[lead]))
            card = low[rng.randrange(len(low))] if len(low) > 1 else low[0]
            hands[lead] &= ~(1 << card)
            trick = ((lead, card), *trick[1:])
        return w._replace(hands=tuple(hands), undealt=undealt, trick=trick)

    def voids(self, view: PoolState) -> dict[int, int]:
        """What play has shown, leaving out the face-down tricks (a trump played to a call
        says nothing about the suit of the face-down card), whose leaders had no trump."""
        tricks = [p for p, _ in view.history] + [view.trick]
        down = [i for i, p in enumerate(tricks) if self.face_down(view, p, i)]
        hist = tuple(t for i, t in enumerate(view.history) if i not in down)
        trick = () if len(view.history) in down else view.trick
        out = super().voids(view._replace(history=hist, trick=trick))
        tmask = ranking_for(view.opts, view.trump).trump_mask
        for i in down:
            leader = tricks[i][0][0]
            out[leader] = out.get(leader, 0) | tmask
        return out

    def heuristic_move(self, state: PoolState, rng: random.Random) -> tuple[Action, str]:
        """Rams' rule of thumb; "Auf" at once; a dealer takes both turned cards when he robs;
        the eldest takes up a trump for his weakest card. The move and why (:mod:`.thumb_words`)."""
        if self.before_auf(state):
            return AUF, THUMB["auf"]
        if state.phase == "declare":
            acts = self.legal_actions(state)
            robs = [a for a in acts if a.kind == "rob"]
            if robs:
                r = ranking_for(state.opts, state.trump)
                hand = state.hands[state.to_move]
                order = sorted(
                    indices_in(hand), key=lambda c: (r.trump_mask >> c & 1, r.strength[c])
                )
                both = rob_both(order[0], order[1]) if len(order) >= 2 else None
                if both in acts:  # the dealer after a turned 7♦ (never the eldest)
                    return both, THUMB["robs_both"]
                return rob(order[0]), THUMB["takes_up"]
        if hidden_lead(state) >= 0:  # a view's face-down lead: only a trump beats it
            r = ranking_for(state.opts, state.trump)
            beaters = self.play_context(state).beaters
            cards = [int(a.card) for a in self.legal_actions(state) if a.card is not None]
            beat = [c for c in cards if beaters >> c & 1]
            why = THUMB["trumps_hidden" if beat else "throws_hidden"]
            return play(min(beat or cards, key=r.strength.__getitem__)), why
        return super().heuristic_move(state, rng)

    # ---- generated practice: every declaring turn, not only the first ---------------------------
    def practice_setup(self, rng: random.Random, kind: str) -> dict[str, Any]:
        """For a declare question, whether the deal starts after the dealer's "Auf", one in
        two: P0 dealing is then asked his declaration, else his "Auf" (the other kinds draw
        nothing here, as before)."""
        extra = super().practice_setup(rng, kind)
        return {**extra, "auf": rng.random() < 0.5} if kind == "declare" else extra

    def practice_interest(self, kind: str, state: PoolState) -> int | None:
        """A declare question asks P0's turn, by the generic measure (the rules refusing some
        move), and no other seat's (0: kept only if a deal offers none). The deal's dealer is
        drawn at random, so P0 sits anywhere in the order: eldest (who may also take up the
        trump card once the dealer passed), a later hand, or the dealer (his "Auf", his
        declaration with its take-ups). The first turn of every deal, the dealer's "Auf", had
        been asked in every question (60 of 60 seeds at level 1), the eldest's first
        declaration at every higher level."""
        if kind == "declare" and state.phase == "declare" and state.to_move != ASKED:
            return 0
        return super().practice_interest(kind, state)

    # ---- scenarios ------------------------------------------------------------------------------
    @property
    def scenario_fields(self) -> frozenset[str]:
        return (super().scenario_fields - {"pool"}) | {"auf", "seven_turned"}

    def replay_declarations(self, r: Any, state: PoolState, given: dict[int, str]) -> PoolState:
        """``auf: false`` (the dealer has not yet said it), ``seven_turned: true`` (the 7♦
        was turned before the trump card), then Rams' declarations."""
        s = state
        for seat, left in enumerate(s.counters):
            if left < 0:
                raise r.error(f"counters.P{seat}", f"expected points left, 0 or more, got {left}")
        if s.turn_card == SEVEN:
            raise r.error(
                "turn_card",
                "a turned 7\u2666 does not fix trumps: give the next card turned as turn_card, "
                "with seven_turned set to true",
            )
        if r.has("seven_turned"):
            v = r.raw("seven_turned")
            if not isinstance(v, bool):
                raise r.error("seven_turned", f"expected true or false, got {v!r}")
            if v:
                held = s.widow | s.discards
                for h in s.hands:
                    held |= h
                taker = self.turn_card_taker(r, s.opts, s.dealer)
                for p, c in r.plays("trick"):  # (the 7♦ the dealer took up, he may play now)
                    held |= 1 << c if p != taker else 0
                if held >> SEVEN & 1:  # hands are given as held before any taking up
                    raise r.error("seven_turned", "the 7\u2666 lies turned up, so no hand holds it")
                s = s._replace(seven_turned=SEVEN, undealt=s.undealt | 1 << SEVEN)
        auf = r.raw("auf", True)
        if not isinstance(auf, bool):
            raise r.error("auf", f"expected true or false, got {auf!r}")
        if not auf:
            early = [f for f in ("tricks_won", "trick") if r.has(f)]
            if given or early:
                what = "nobody declares" if given else "no trick is played"
                field = "declarations" if given else early[0]
                raise r.error(field, f"{what} before the dealer says \u201cAuf\u201d")
            return s._replace(phase="declare", to_move=s.dealer)
        s = super().replay_declarations(r, s, given)
        if self.taking_up(s) and (r.has("tricks_won") or r.has("trick")):
            s = self.declare(s, STAND)  # play has begun: the eldest kept his hand
        taker = self.turn_holder(s)  # a card he took up, played to the trick now, is not held
        now = sum(
            1 << c for p, c in r.plays("trick") if p == taker and c in (s.turn_card, s.seven_turned)
        )
        s = s._replace(hands=tuple(h & ~now if p == taker else h for p, h in enumerate(s.hands)))
        return s

    def first_leader_words(self, state: PoolState) -> str:
        return "the eldest hand playing, leads the first trick"

    # ---- text -------------------------------------------------------------------------------
    def table_cards(self, state: PoolState) -> dict[str, int]:
        """As the family's, but a view's face-down lead (:data:`HIDDEN`) shows no card, and
        before "Auf" no hand does: every hand dealt lies face down, for nobody may look at his
        cards until the dealer says it (``bierspiel.auf``; ui/games/bierspiel.py draws them so)."""
        if hidden_lead(state) >= 0:
            state = state._replace(trick=state.trick[1:])
        out = super().table_cards(state)
        if self.before_auf(state):
            out = {k: v for k, v in out.items() if not k.endswith("'s hand")}
        if self.turn_holder(state) >= 0:
            out.pop("the trump card", None)
        if state.seven_turned == SEVEN:
            out["the 7\u2666 turned up"] = 1 << SEVEN
        return out

    def trick_winner_rule(self, state: PoolState) -> Rule:
        """A face-down trick is judged by its own rule (RULES.md §4: the face-down card cannot
        win), not by the highest card of the suit led."""
        k = len(state.history) - 1
        if k >= 0 and self.face_down(state, state.history[k][0], k):
            return self.rule("face_down_trick")
        return super().trick_winner_rule(state)

    def trick_reason(self, state: PoolState) -> str:
        """A face-down lead's trick: its note says why (a lower card of the suit led may win
        it, the face-down card being unable to), not 'the highest card of the suit led'."""
        i = len(state.history) - 1
        if self.face_down(state, state.history[i][0], i):
            return ""
        return super().trick_reason(state)

    def trick_ranking(self, state: PoolState) -> Ranking:
        """The deal's order: the 7♦ that took a trick in diamonds trumps says why it beat the
        K♦ (its place, second to the A♦), as it does in another suit's trumps."""
        return ranking_for(state.opts, state.trump)

    def trick_notes(self, state: PoolState) -> tuple[list[str], list[Rule]]:
        if not state.history or not state.history[-1][0]:
            return [], []  # (a trick given by count only has no cards to explain)
        i = len(state.history) - 1
        plays, winner = state.history[i]
        # the 7♦ winning as a trump (in diamonds too, over the K♦): the trick's reason says its
        # place in the order (trick_ranking, Ranking.out_of_face_place), and this is its rule
        won = next(c for p, c in plays if p == winner)
        seven_won = won == SEVEN and state.trump_suit is not None
        seven_note = "the 7♦ is always a trump, second only to the ace of trumps"
        if not self.face_down(state, plays, i):  # the trick's reason says why (its rule here)
            return ([], [self.rule("seven_of_diamonds")]) if seven_won else ([], [])
        lead_seat, lead = plays[0]
        tmask = ranking_for(state.opts, state.trump).trump_mask
        answered = any(tmask >> c & 1 for _, c in plays)
        note = (
            f"P{lead_seat} had no trump for the trump lead and led {CARDS[lead].pretty} face "
            "down; it cannot win: "
            + (
                "the highest trump played to the call wins"
                if answered
                else f"nobody had a trump, so P{lead_seat}, the leader, wins it"
            )
        )
        if seven_won:  # the call won by the 7♦: its place, as the reason would say it
            return [f"{note}, here P{winner}'s 7♦ ({seven_note})"], [
                self.rule("face_down_trick"),
                self.rule("seven_of_diamonds"),
            ]
        return [note], [self.rule("face_down_trick")]

    def last_trick_info(self, state: PoolState) -> dict[str, Any] | None:
        info = super().last_trick_info(state)
        if info is not None:
            i = len(state.history) - 1
            if self.face_down(state, state.history[i][0], i):
                info["rule"] = self.rule("face_down_trick").id
                info["face_down"] = True
        return info

    def render(self, state: PoolState) -> str:
        lines = super().render(state).splitlines()
        lines[0] = (
            f"Bierspiel — dealer P{state.dealer}, trumps "
            f"{Suit(state.trump).symbol if state.trump >= 0 else 'not turned'}"
            + (", the 7\u2666 turned first" if state.seven_turned >= 0 else "")
            + f", {PHASE_WORDS[state.phase]}; points left "
            + " ".join(f"P{i} {c}" for i, c in enumerate(state.counters))
        )
        return "\n".join(lines)


BIERSPIEL = Bierspiel()
REGISTRY.register(BIERSPIEL)

__all__ = [
    "AUF",
    "BIERSPIEL",
    "BOTH",
    "GAME_ID",
    "SEVEN",
    "SPEC",
    "Bierspiel",
    "rob_both",
    "smallest",
]
