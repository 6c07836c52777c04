"""Search hooks for the pool family (``engine.bots.MonteCarloBot`` reads them): the unseen
cards, dealing them consistently with what a seat has seen, a cheap playout and the value.

What a seat has seen: his own hand, every card played, the trump card once turned, who is in
and who took the widow, and the *voids* play revealed — a player who did not follow the suit
led holds none of it, one who did not trump when he could not follow holds no trump that
would do, one who did not head a trick holds no card of the suit led that would head it.
"""

from __future__ import annotations

import random

from engine.game import ReviewChoice
from engine.games.pool import review_words
from engine.games.pool.play import ACES, PAM_BIT, ranking_for
from engine.games.pool.scenario import PoolScenario
from engine.games.pool.state import PoolState
from engine.ledger import seat_account

DEAL_TRIES = 30


class PoolSearch(PoolScenario):
    supports_search = True

    def known_cards(self, view: PoolState) -> int:
        seat = view.to_move
        known = view.hands[seat] if seat >= 0 else 0
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
    ) -> list[str]:
        """The pool's words: a trick's share of the pool, a loo, a hand worth standing on."""
        return review_words.why(self, view, seat, mine, best)
