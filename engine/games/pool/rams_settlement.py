"""Rams' settlement lines for a rams (made or lost) and for a deal played out: the pool by
fifths, a ramsed player's 5 to the next pool. Functions of the game (``RamsFamily`` and the
games built on it call them), kept apart so each engine module stays short."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.pool.state import PoolState
from engine.ledger import POOL, Transfer, seat_account

if TYPE_CHECKING:
    from engine.games.pool.rams import RamsFamily


def rams_transfers(game: RamsFamily, s: PoolState, off: int) -> list[Transfer]:
    """A rams made or lost. A player under Rams' one penalty wins "nothing on the deal": an
    announcer who offended takes neither the pool nor the fives, an adversary who offended is
    not paid his five by an announcer who lost."""
    o, r = s.opts, s.rams
    five = game.spec.loo_payment
    others = [p for p in s.active if p != r]
    t: list[Transfer] = []
    if s.tricks[r] == game.spec.hand:
        if r == off:
            return t
        # one reason for the pool and every five, so a record says it once (Play's settlement)
        why = f"P{r} made his rams: he takes the pool and 5 from each other player"
        t.append(Transfer(POOL, seat_account(r), s.pool, why, game.lesson(o, "rams_made").id))
        for p in others:
            t.append(
                Transfer(
                    seat_account(p), seat_account(r), five, why, game.lesson(o, "rams_made").id
                )
            )
        return t
    why = f"P{r} lost his rams: he doubles the pool and pays 5 to each other player"
    if off in others:  # an adversary under the penalty wins nothing on the deal
        why += f" but P{off}"
    t.append(Transfer(seat_account(r), POOL, s.pool, why, game.lesson(o, "rams_lost").id))
    for p in others:
        if p == off:
            continue
        t.append(
            Transfer(seat_account(r), seat_account(p), five, why, game.lesson(o, "rams_lost").id)
        )
    return t


def played_transfers(game: RamsFamily, s: PoolState, off: int) -> list[Transfer]:
    o = s.opts
    share = s.pool // game.spec.shares
    dfd = game.defender(s)
    t: list[Transfer] = []
    for p in s.active:
        if p in (dfd, off):
            continue
        k = s.tricks[p]
        if k:
            t.append(
                Transfer(
                    POOL,
                    seat_account(p),
                    share * k,
                    f"P{p} won {k} trick{'s' if k > 1 else ''}: {k} fifth"
                    f"{'s' if k > 1 else ''} of the pool",
                    game.lesson(o, "fifths").id,
                )
            )
        else:
            t.append(
                Transfer(
                    seat_account(p),
                    POOL,
                    game.spec.loo_payment,
                    f"P{p} played and won no trick: ramsed, 5 to the next pool",
                    game.lesson(o, "ramsed").id,
                )
            )
    return t


def in_rams_words(rows: list[dict[str, Any]], s: PoolState) -> list[dict[str, Any]]:
    """A settlement table's "declared" column in Rams' words: a player "may either play or
    pass" (seed 002), where the pool family's state records Loo's "stand"; the player who
    announced rams, "rams" (with the widow, if he took it: "either before or after taking
    the widow", seed 002)."""
    out = [{**r, "declared": "play" if r["declared"] == "stand" else r["declared"]} for r in rows]
    if s.rams >= 0:
        said = out[s.rams]["declared"]
        out[s.rams]["declared"] = "rams with the widow" if said == "widow" else "rams"
    return out
