"""Settlement: shares of the pool for tricks, loos, flushes, and the irregularities the seed
prices. Every amount is a transfer to or from the pool, in white units, so it sums to zero.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.cards import CARDS, indices_in
from engine.games.pool.declaring import PoolDeclaring
from engine.games.pool.spec import FLUSH_ANY_SUIT, red_words
from engine.games.pool.state import PoolState, counters_json
from engine.ledger import (
    POOL,
    Note,
    Settlement,
    Transfer,
    format_counters,
    seat_account,
    unit_said,
)
from engine.sentence import He, Part, Sentence, Verb, Who, does, he_does
from engine.tricks import n_tricks


class PoolSettlement(PoolDeclaring):
    """Who receives or pays what once a deal is over."""

    def loo_payment(self, state: PoolState) -> int:
        """What a looed player pays: three red (limited), or under Unlimited Loo "an amount equal
        to that in the current pool" (the dealer's forfeit for a mistaken trump went into it)."""
        return state.pool + state.forfeit if state.opts.unlimited else self.spec.loo_payment

    def share(self, state: PoolState) -> int:
        """What one trick takes: a third (a fifth) of the pool, in white units; odd whites
        stay in the pool."""
        return (state.pool + state.forfeit) // self.spec.shares

    def settlement(self, state: PoolState) -> Settlement | None:
        """Who receives or pays what, as transfers to and from the pool (they sum to zero)."""
        if state.phase != "over":
            return None
        o = state.opts
        t: list[Transfer] = []
        d = seat_account(state.dealer)
        if state.forfeit:
            # 002: "he forfeits three red counters to the current pool": one sentence, the move
            # in words after it ("P0 pays 3 into this pool"), as a revoke's forfeit
            why = Sentence.of(
                Who(d),
                " (dealer) turned a trump in a simple, so ",
                *he_does(d, "pays", "pay"),
                " a forfeit",
            )
            rule = self.rule_for(o, "irregular_trump").id
            t.append(Transfer(d, POOL, state.forfeit, why, rule, pool_said="this pool"))
        if state.result in ("dealer_takes", "widow_unopposed"):  # nobody played against him
            dealer = state.result == "dealer_takes"
            w = seat_account(state.dealer if dealer else state.widow_taker)
            ended, took = self.ending_said(state), self.ending_rule(state)
            assert ended is not None and took is not None
            # the move in words after the ending ("P3 takes 12 from the pool"), as a share's
            t.append(Transfer(POOL, w, state.pool, ended, took, pool_said="the pool"))
        elif state.result == "flush":
            t += self.flush_transfers(state)
        elif state.result == "revoke":
            t += self.revoke_transfers(state)
        elif state.result == "played":
            t += self.played_transfers(state)
        return Settlement(tuple(t), self.defender_notes(state) + self.younger_flush_notes(state))

    def ending_said(self, state: PoolState) -> Sentence | None:
        """How a deal ended short of being played out, in one sentence: the line Play says
        under the table, and the reason of the transfers that ending makes, so a page says it
        once (Play's Settlement had said 'All passed but P3, who took the widow: he takes the
        pool' under 'Everyone but P3 passed, so he takes the pool with the widow, without
        play'). None for a deal played out.

        >>> from engine.games.loo import LOO
        >>> s = LOO.new_deal(players=5, dealer=4, seed=1)
        >>> s = s._replace(phase="over", result="widow_unopposed", widow_taker=3)
        >>> print(LOO.ending_said(s).text())
        Everyone but P3 passed, so he takes the pool with the widow, without play
        >>> print(LOO.ending_said(s).text(3))
        Everyone but you passed, so you take the pool with the widow, without play
        """
        r = state.result
        if r == "flush":
            w = seat_account(state.flushes[0])
            held = [int(c) for c in indices_in(state.hands[state.flushes[0]])]
            cards = " ".join(CARDS[c].pretty for c in self.hand_order(state, held))
            return Sentence.of(
                *does(w, "shows", "show"), f" a flush ({cards}) and ", Verb(w, "takes", "take"),
                " the pool",
            )  # fmt: skip
        if r == "widow_unopposed":
            w = seat_account(state.widow_taker)
            return Sentence.of(
                "Everyone but ", Who(w), " passed, so ", *he_does(w, "takes", "take"),
                " the pool with the widow, without play",
            )  # fmt: skip
        if r == "dealer_takes":
            d = seat_account(state.dealer)
            return Sentence.of(
                "Everyone before ", Who(d), " (the dealer) passed, so ",
                *he_does(d, "takes", "take"), " the pool",
            )  # fmt: skip
        return None

    def ending_rule(self, state: PoolState) -> str | None:
        """The rule of the transfers whose reason is the deal's ending (:meth:`ending_said`),
        as :meth:`settlement` makes them, so a page that tells the ending names them by their
        key (:func:`engine.ledger.item_key`) and not by its words: the pool taken on a flush,
        by the dealer or with the widow unopposed. None where no transfer carries it: a deal
        played out, or a flush shown by the dealer defending the pool (he takes nothing for
        it; the others' loo has its own reason)."""
        r, o = state.result, state.opts
        if r == "flush":
            return None if state.flushes[0] == state.defender else self.rule_for(o, "flush").id
        if r in ("dealer_takes", "widow_unopposed"):
            dealer = r == "dealer_takes"
            return self.rule_for(o, "dealer_takes_pool" if dealer else "widow_unopposed").id
        return None

    def younger_flush_notes(self, state: PoolState) -> tuple[Note, ...]:
        """A younger flush that pays nothing (002: "the younger hand, holding another flush, is
        not looed"; Five-card Loo's ``younger_flush_pays`` off): say why, as he is in."""
        if state.result != "flush" or state.opts.younger_flush_pays:
            return ()
        rule = next(
            r for r in (f"{self.id}.younger_flush", f"{self.id}.flush_elder") if r in self.rules
        )
        w = seat_account(state.flushes[0])
        notes = []
        for p in state.flushes[1:]:
            if p == state.defender:  # his note says he is not looed
                continue
            a = seat_account(p)
            said = Sentence.of(
                Who(a), " holds a flush too, but ", Who(w, possessive=True),
                " is the elder hand's: ", *he_does(a, "is", "are"), " not looed",
            )  # fmt: skip
            notes.append(Note(said, rule))
        return tuple(notes)

    def defender_notes(self, state: PoolState) -> tuple[Note, ...]:
        """A defending dealer has no transfer: say what stays in the pool, and why."""
        d = state.defender
        if d < 0 or state.result not in ("played", "flush", "revoke") or d == state.offender:
            return ()
        k = state.tricks[d]
        a = seat_account(d)
        why: tuple[Part, ...]
        if state.result == "flush":
            why = (
                (He(a, "his"), " flush takes nothing from it: the pool stays")
                if state.flushes[0] == d
                else (*he_does(a, "is", "are"), " not looed by the flush")
            )
        elif state.result == "revoke":
            why = (*he_does(a, "takes", "take"), " no part of the pool")
        elif k:
            amount = format_counters(self.share(state) * k, self.spec.units)
            why = (
                "the payment for ",
                He(a, "his"),
                f" {n_tricks(k)} ({unit_said(amount, self.amount_unit)}) stays in the pool",
            )
        else:
            why = (He(a, "he"), " won no trick and ", Verb(a, "is", "are"), " not looed")
        said = Sentence.of(Who(a), " (dealer) defended the pool: ", *why)
        return (Note(said, self.rule_for(state.opts, "defender").id),)

    def flush_transfers(self, state: PoolState) -> list[Transfer]:
        o = state.opts
        t: list[Transfer] = []
        win = state.flushes[0]
        w = seat_account(win)
        shows, rule = self.ending_said(state), self.ending_rule(state)
        if rule is not None:  # (not the dealer defending the pool)
            assert shows is not None
            # 002: "shows it, and claims the pool": "P2 takes 12 from the pool" after it
            t.append(Transfer(POOL, w, state.pool, shows, rule, pool_said="the pool"))
        whole_table = self.spec.flush == FLUSH_ANY_SUIT
        payers = range(state.n) if whole_table else state.active
        where = "at the table" if whole_table else "in"
        # one reason for every payer, so a record says it once (Play's settlement)
        why = Sentence.of(
            f"Everyone {where} against ",
            Who(w, possessive=True),
            f" flush is looed {red_words(self.spec.flush_red)}",
        )
        for p in payers:
            if p == win or p == state.defender:
                continue
            if p in state.flushes and not o.younger_flush_pays:
                continue
            rule = self.rule_for(o, "flush_payment").id
            # 002: "each of those who are 'in' being looed three red counters"; "pays five red
            # counters to the next pool": the move in words ("P1 and P2 each pay 3 into ...")
            paid = self.spec.flush_payment
            t.append(Transfer(seat_account(p), POOL, paid, why, rule, pool_said="the next pool"))
        return t

    def revoke_transfers(self, state: PoolState) -> list[Transfer]:
        """The hands are abandoned: the pool divided as equally as possible among those who
        declared to play, the offender excepted (odd whites stay); he forfeits to the next."""
        o = state.opts
        off = state.offender
        a = seat_account(off)
        takers = [p for p in state.active if p != off and p != state.defender]
        t: list[Transfer] = []
        pool = state.pool + state.forfeit
        if takers:
            each = pool // len(takers)
            for p in takers:
                if each:
                    b = seat_account(p)
                    # "the pool is divided as equally as possible among those who declared
                    # to play, with the exception of the offender" (002)
                    why = Sentence.of(
                        Who(a), " revoked, so ", *does(b, "takes", "take"), " an equal part"
                    )
                    rule = self.rule_for(o, "revoke").id
                    t.append(Transfer(POOL, b, each, why, rule, pool_said="the pool"))
        # 002: "must pay a forfeit of six red counters to the next pool": one sentence, the
        # move in words after it ("P0 pays 6 into the next pool")
        why = Sentence.of(Who(a), " revoked, so ", *he_does(a, "pays", "pay"), " a forfeit")
        forfeit = self.spec.revoke_red * self.spec.units
        rule = self.rule_for(o, "revoke_forfeit").id
        t.append(Transfer(a, POOL, forfeit, why, rule, pool_said="the next pool"))
        return t

    def played_transfers(self, state: PoolState) -> list[Transfer]:
        o = state.opts
        t: list[Transfer] = []
        share = self.share(state)
        simple = not state.double
        win_rule = self.rule_for(o, "share_simple" if simple else "share_double").id
        for p in state.active:
            k = state.tricks[p]
            if p == state.defender:
                continue
            a = seat_account(p)
            if k:
                why = Sentence.of(Who(a), f" won {k} trick{'s' if k > 1 else ''}")
                t.append(Transfer(POOL, a, share * k, why, win_rule, pool_said="the pool"))
            else:
                role = (
                    "unlimited" if o.unlimited else ("looed_simple" if simple else "looed_double")
                )
                # 002: "Those who have not won a trick are looed, and must contribute three red
                # counters each for the next pool": one sentence, the move in words after it
                why = Sentence.of(Who(a), " won no trick, so ", *he_does(a, "is", "are"), " looed")
                rule = self.rule_for(o, role).id
                paid = self.loo_payment(state)
                t.append(Transfer(a, POOL, paid, why, rule, pool_said="the next pool"))
        return t

    def balances_after(self, state: PoolState) -> dict[str, int]:
        before = {seat_account(i): c for i, c in enumerate(state.counters)}
        before[POOL] = state.pool
        st = self.settlement(state)
        return st.apply(before) if st else before

    def not_declared(self, state: PoolState, seat: int) -> str:
        """The settlement table's "declared" cell of a seat that made no declaration, said for
        what it means: look6 found a bare "-" there (Five-card Loo's flush steps, a dealer the
        pone paid). A flush shown ends the deal before anyone declares; otherwise declaring
        ended before his turn (everyone passed to the pone, who paid the dealer)."""
        if seat in state.flushes:
            return "showed a flush"
        return "not asked" if state.flushes or seat == state.dealer else "did not declare"

    def settled_rows(self, state: PoolState) -> list[dict[str, Any]]:
        """One row per seat (and the pool): counters before, receive, pay, after — for tables."""
        st = self.settlement(state) or Settlement(())
        net = st.net()
        after = self.balances_after(state)
        rows: list[dict[str, Any]] = []
        u = self.spec.units
        for i in range(state.n):
            a = seat_account(i)
            got = sum(x.amount for x in st.transfers if x.payee == a)
            paid = sum(x.amount for x in st.transfers if x.payer == a)
            said = state.declarations[i] or self.not_declared(state, i)
            if self.spec.has_simple_pools and not (state.double or state.opts.widow_in_single):
                said = "plays (simple pool)"  # nobody declares: the engine's "stand" for each
            elif i == state.dealer and state.result == "dealer_takes":
                said = "took the pool"  # everyone else passed: the "stand" only ends declaring
            rows.append(
                {
                    "player": self.seat_name(i),
                    "declared": said,
                    "tricks": state.tricks[i],
                    "receives": format_counters(got, u),
                    "pays": format_counters(paid, u),
                    "net": format_counters(net.get(a, 0), u),
                    "counters": format_counters(after[a], u),
                }
            )
        rows.append(
            {
                "player": "pool",
                "declared": "",
                "tricks": "",  # text, so a learner's table shows whole numbers, not 1.0
                "receives": format_counters(
                    sum(x.amount for x in st.transfers if x.payee == POOL), u
                ),
                "pays": format_counters(sum(x.amount for x in st.transfers if x.payer == POOL), u),
                "net": format_counters(net.get(POOL, 0), u),
                "counters": format_counters(after[POOL], u),
            }
        )
        return rows

    def quiz_amounts(self, state: PoolState) -> dict[str, Fraction]:
        """Net counters per player for the deal, and the next pool (before the next ante)."""
        st = self.settlement(state)
        net = st.net() if st else {}
        u = self.spec.units
        out = {f"P{i}": Fraction(net.get(seat_account(i), 0), u) for i in range(state.n)}
        out["pool"] = Fraction(self.balances_after(state)[POOL], u)
        return out

    def settlement_json(self, state: PoolState) -> dict[str, Any]:
        st = self.settlement(state) or Settlement(())
        u = self.spec.units
        net = st.net()
        players = {}
        for i in range(state.n):
            a = seat_account(i)
            got = sum(x.amount for x in st.transfers if x.payee == a)
            paid = sum(x.amount for x in st.transfers if x.payer == a)
            players[f"P{i}"] = {
                "receives": counters_json(got, u),
                "pays": counters_json(paid, u),
                "net": counters_json(net.get(a, 0), u),
            }
        after = self.balances_after(state)
        return {
            "result": state.result,
            "unit": "red counters",
            "players": players,
            "next_pool": counters_json(after[POOL], u),
            "transfers": [
                t.as_dict() | {"amount": counters_json(t.amount, u)} for t in st.transfers
            ],
        }
