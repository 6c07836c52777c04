"""Search hooks for the pool family (``engine.bots.MonteCarloBot`` reads them): the unseen
cards, dealing them consistently with what a seat has seen, a cheap playout and the value.

What a seat has seen: his own hand, the cards he gave up himself (``PoolState.thrown``: a hand
passed or given for the widow, an exchange, a widow or rob discard), every card played, the
trump card once turned, who is in and who took the widow, and the *voids* play revealed — a
player who did not follow the suit led holds none of it, one who did not trump when he could
not follow holds no trump that would do, one who did not head a trick holds no card of the
suit led that would head it.

How strong this player is, and why no stronger (Loo, five players, the bench's deals 0-999
against four rule-of-thumb bots, 2026-12-04; "paired": the same deals, seat and seeded
opponents with the rule of thumb in this player's seat, one standard error of the per-deal
difference in brackets, red counters a deal):

* It is stronger than the rule of thumb: +0.31 (+-0.07) paired at the 25 ms budget. The
  bench's unpaired net (+0.11 +-0.14 over 400 deals) could not see it: the deals' luck moves
  the rule of thumb's own net to -0.09 over these 1,000. bench/loo.py now prints the paired
  figure beside the net.
* The declarations carry all of it: its declarations with the rule of thumb's card play
  +0.29 (+-0.06); the rule of thumb's declarations with its card play +0.02 (+-0.02).
* What is left is information the seat does not have: every world the true deal (the same
  playouts) +1.35 (+-0.07) over the rule of thumb; sight for the declarations alone +0.88
  (+-0.06) over this player, for the card play alone +0.13 (+-0.04).
* The model is near its limit: the playouts play the rule of thumb, which is what the bench's
  table plays, so only sampling noise is left to win. Offline, each of 2,000 declarations in
  deals 0-2999 scored by its true outcome (the rest of the deal played by the same seeded
  bots): 40 worlds +0.296 (+-0.035) over the rule of thumb, 100 +0.320, 400 +0.347 (the best
  declaration in hindsight +1.25). At the budget: 100 ms +0.087 (+-0.040) over 25 ms,
  declarations at 400 ms +0.085 (+-0.042). The same code at 25 ms run twice on a loaded
  machine differs by -0.02 (+-0.04) (the budget's worlds follow the load).

Tried for strength, none kept (no gain of two standard errors):

* worlds read from the declarations seen (the rule of thumb stands on a trump or an ace, so
  a stander holds one; one who passed or took the widow threw in a hand without), a world
  weighted 0.1 for each misfit (rejection): standers strong in 95% of the worlds instead of
  66%, but +0.00 (+-0.05) at the budget, +0.010 (+-0.023) offline at 40 worlds, and four
  times the time a world;
* common random numbers (each declaration's playouts in a world draw the same numbers: the
  later declarers' coin for the widow) and a pass scored 0 without a playout (a passer nets
  nothing in Loo): +0.018 (+-0.025) offline at 40 worlds, +0.00 (+-0.04) at the budget;
* the rule of thumb played in place (:meth:`PoolGame.playout`, kept as a speed-up: the same
  choices, a decision at 40 worlds 16-21 -> 10-11 ms): at 25 ms 67 worlds a declaration and
  83 a card (medians) instead of 33 and 44, +0.043 (+-0.033) over the run before it.
"""

from __future__ import annotations

import random

from engine.game import ReviewChoice
from engine.games.pool import review_words
from engine.games.pool.play import ACES, PAM_BIT, ranking_for
from engine.games.pool.scenario import PoolScenario
from engine.games.pool.state import PoolState, thrown_by
from engine.ledger import seat_account
from engine.sentence import Sentence

DEAL_TRIES = 30


class PoolSearch(PoolScenario):
    supports_search = True

    def known_cards(self, view: PoolState) -> int:
        seat = view.to_move
        known = view.hands[seat] | thrown_by(view, seat) if seat >= 0 else 0
        for plays, _ in view.history:
            for _, c in plays:
                known |= 1 << c
        for _, c in view.trick:
            known |= 1 << c if c >= 0 else 0  # (a card led face down, its face unseen: -1)
        if view.trump >= 0 and view.turn_card >= 0:
            known |= 1 << view.turn_card
        return known

    def unseen(self, view: PoolState) -> int:
        return (self.spec.pack & ~self.known_cards(view)).bit_count()

    def hidden_counts(self, view: PoolState) -> dict[int, int]:
        """How many cards each other seat holds now (the widow as seat -1)."""
        seat, hand = view.to_move, self.spec.hand
        out: dict[int, int] = {}
        played_now = {p for p, _ in view.trick}
        done = len(view.history)
        for s in range(view.n):
            if s == seat:
                continue
            d = view.declarations[s]
            if view.phase in ("declare", "exchange"):
                out[s] = 0 if d == "pass" else hand
            elif d in ("stand", "widow", "defend"):
                out[s] = hand - done - (s in played_now)
            else:
                out[s] = 0
        if self.has_widow(view) and view.widow_taker < 0 and view.phase == "declare":
            out[-1] = hand
        return out

    def voids(self, view: PoolState) -> dict[int, int]:
        """Per seat, the cards play has shown he cannot hold."""
        o = view.opts
        out: dict[int, int] = {}
        tricks = [plays for plays, _ in view.history] + [view.trick]
        for i, plays in enumerate(tricks, start=1):
            if len(plays) < 2:
                continue
            trump = view.trump if (view.turned_after == 0 or i > view.turned_after) else -1
            r = ranking_for(o, trump)
            lead = plays[0][1]
            led_mask = r.suit_mask[r.follows[lead]]
            civil = o.pam and o.pam_civil and r.trump_mask & ACES & (1 << lead)
            for k in range(1, len(plays)):
                seat, c = plays[k]
                w = r.winning_play(plays[:k])[1]
                beaters = r.over[w]
                trumped = bool(r.trump_mask >> w & 1)
                bit = 1 << c
                no = 0
                if not bit & led_mask:
                    no |= led_mask
                    if r.trump_mask and not bit & r.trump_mask:
                        no |= (
                            r.trump_mask & beaters if trumped and not o.undertrump else r.trump_mask
                        )
                    elif bit & r.trump_mask and trumped and not bit & beaters and not o.undertrump:
                        no |= r.trump_mask & beaters
                elif not bit & beaters and not civil:
                    no |= led_mask & beaters
                if civil:
                    no &= ~PAM_BIT
                out[seat] = out.get(seat, 0) | no
        return out

    def determinize(self, view: PoolState, rng: random.Random) -> PoolState:
        """A full state: the unseen cards dealt at random, consistently with the view."""
        unseen = self.spec.pack & ~self.known_cards(view)
        hidden = [c for c in range(52) if unseen >> c & 1]
        counts = self.hidden_counts(view)
        banned = self.voids(view)
        order = sorted(counts, key=lambda s: -(banned.get(s, 0) & ((1 << 52) - 1)).bit_count())
        deal: dict[int, int] = {}
        rest: list[int] = []
        for attempt in range(DEAL_TRIES + 1):
            pool = hidden[:]
            rng.shuffle(pool)
            deal = {}
            ok = True
            for s in order:
                need = counts[s]
                bad = banned.get(s, 0) if attempt < DEAL_TRIES else 0
                got = 0
                keep: list[int] = []
                for c in pool:
                    if need and not bad >> c & 1:
                        got |= 1 << c
                        need -= 1
                    else:
                        keep.append(c)
                if need:
                    ok = False
                    break
                deal[s] = got
                pool = keep
            if ok:
                rest = pool
                break
        hands = list(view.hands)
        for s, m in deal.items():
            if s >= 0:
                hands[s] = m
        undealt = 0
        for c in rest:
            undealt |= 1 << c
        turn_card = view.turn_card
        if turn_card < 0 and rest:
            turn_card = rest[0]
            rest = rest[1:]
        elif view.trump >= 0 and turn_card >= 0:
            undealt |= 1 << turn_card
        return view._replace(
            hands=tuple(hands),
            widow=deal.get(-1, view.widow),
            undealt=undealt,
            turn_card=turn_card,
            stock=tuple(rest[: len(view.stock)]),
        )

    def playout(self, state: PoolState, rng: random.Random) -> PoolState:
        """Every seat plays on by the rule of thumb (on the full state: a cheap stand-in for
        what each would do from his own hand) to the end of the deal."""
        while state.phase != "over":
            state = self.apply(state, self.heuristic_action(state, rng))
        return state

    def value(self, state: PoolState, seat: int) -> int:
        """Net white counters ``seat`` won or lost in the deal."""
        st = self.settlement(state)
        return st.net().get(seat_account(seat), 0) if st else 0

    def review_measures(
        self, view: PoolState, world: PoolState, end: PoolState, seat: int
    ) -> dict[str, float]:
        return review_words.measures(end, seat)

    def review_why(
        self, view: PoolState, seat: int, mine: ReviewChoice, best: ReviewChoice
    ) -> list[str | Sentence]:
        """The pool's words: a trick's share of the pool, a loo, a hand worth standing on."""
        return review_words.why(self, view, seat, mine, best)
