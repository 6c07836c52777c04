"""Bierspiel's settlement: points wiped out (a trick, a point: won from the chalk) and fresh
crosses (penalties: paid to it), each with its reason, its seats as fields
(:mod:`engine.sentence`). A function of the game, kept apart so bierspiel.py stays short."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.pool.state import PoolState
from engine.ledger import Settlement, Transfer, seat_account
from engine.sentence import He, Part, Sentence, Verb, Who, he_does

if TYPE_CHECKING:
    from engine.games.pool.bierspiel import Bierspiel

CROSS = 5  # a fresh cross: five points to wipe out
WIPED = "chalk"  # the ledger account: a point wiped out is won from it, a fresh cross paid to it


def settlement(game: Bierspiel, s: PoolState) -> Settlement:
    """A finished deal's wipes and crosses, so a player's net is what he gained, as in every
    game; his points left go down by it, and never below nothing."""
    o = s.opts
    left = list(s.counters)
    t: list[Transfer] = []
    off = s.offender if s.penalty else -1

    def wipe(p: int, k: int, why: Sentence, rule: str) -> None:
        k = min(k, left[p])
        if k:
            left[p] -= k
            t.append(Transfer(WIPED, seat_account(p), k, why, rule))

    def cross(p: int, why: Sentence, rule: str) -> None:
        left[p] += CROSS
        t.append(Transfer(seat_account(p), WIPED, CROSS, why, rule))

    if s.result == "pone_paid":
        pone, d = game.pone(s), seat_account(s.dealer)
        rule = game.rule("pone").id
        who = Who(seat_account(pone))
        cross(
            pone,
            Sentence.of(who, " (the pone) would not play against the dealer: a fresh cross"),
            rule,
        )
        paid = Sentence.of(Who(d), " (dealer) ", Verb(d, "is", "are"), " paid five by the pone")
        n = min(CROSS, left[s.dealer])
        if n < CROSS:  # his slate holds fewer than five: the five wipe out what is left
            many = "s" if n > 1 else ""
            paid += Sentence.of(" and ", Verb(d, "wipes", "wipe"), f" out {n} point{many} (all ")
            paid += Sentence.of(He(d, "he"), " had left)")
        wipe(s.dealer, CROSS, paid, rule)
    else:
        for p in s.active:
            if p == off:
                continue
            a = seat_account(p)
            k = s.tricks[p]
            if k:
                n = min(k, left[p])
                # "P1 won 2 tricks and wipes out 2 points": the verb has its subject
                # (after a colon, "P1 won 2 tricks: wipes out 2 points" had none)
                won: tuple[Part, ...] = (Who(a), f" won {k} trick{'s' if k > 1 else ''}")
                if not n:
                    won += (", with nothing left to wipe out",)
                else:
                    won += (
                        " and ",
                        Verb(a, "wipes", "wipe"),
                        f" out {n} point{'s' if n > 1 else ''}",
                    )
                    if n < k:
                        won += (" (all ", He(a, "he"), " had left)")
                wipe(p, k, Sentence(won), game.rule("wipe_out").id)
            elif o.ramsed_cross:
                ramsed = Sentence.of(Who(a), " played and won no trick: ramsed, a fresh cross")
                cross(p, ramsed, game.rule("ramsed").id)
    if off >= 0:
        a = seat_account(off)
        why = Sentence.of(
            Who(a),
            f" {game.penalties.get(s.penalty, s.penalty)}: ",
            *he_does(a, "wipes", "wipe"),
            " out nothing this deal and ",
            Verb(a, "takes", "take"),
            " a fresh cross",
        )
        cross(off, why, game.rule("penalty_cross").id)
    return Settlement(tuple(t))
