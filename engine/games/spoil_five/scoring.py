"""Spoil Five's pool: who takes it, the counter each pays the winner of five tricks, and what
carries into the next deal (a spoiled pool, and the penalty of an irregularity).

A settlement is a list of transfers to and from the pool and between seats, in counters, so it
sums to zero by construction. The stakes are paid when a deal is dealt (see
:func:`engine.games.spoil_five.moves.stakes`), so a settlement holds only what the play decided.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.games.spoil_five.moves import result_rule, result_words, settled_said
from engine.games.spoil_five.rules import FIVE_EXTRA, RULES
from engine.games.spoil_five.state import SpoilFiveState
from engine.ledger import (
    POOL,
    TAKES_FROM,
    TAKES_FROM_POOL,
    Note,
    Settlement,
    Transfer,
    seat_account,
)


def settlement(s: SpoilFiveState) -> Settlement | None:
    if s.phase != "over":
        return None
    out: list[Transfer] = []
    # every transfer's reason is how the pool was won ("P1 won three tricks", settled_said):
    # one reason for the pool and the five tricks' counters, so a page says it once, with
    # their moves or, where Play's log says how the deal ended ("P1 won three tricks and takes
    # the pool", ui/games/spoil_five.py settlement_told), without them (Play's Settlement had
    # said 'P1 takes the pool: pool → P1 7 counters' under it, and each payer's counter on a
    # line of its own); not the log's words, which said the pool taken twice: "P1 won three
    # tricks and takes the pool: P1 takes 9 from the pool"
    # The moves are said in words, the winner their subject (engine.ledger's taken_said):
    # "P1 takes 9 from the pool, 1 from P0 and 1 from P2", not "pool → P1 9, P0 → P1 1, P2 →
    # P1 1" (002: "he not only gets the pool, but receives an extra counter from each of the
    # other players")
    why, rule = settled_said(s), result_rule(s)
    if s.result in ("won", "five") and s.winner >= 0:
        w = seat_account(s.winner)
        out.append(Transfer(POOL, w, s.pool, why, rule, taken_said=TAKES_FROM_POOL))
        if s.result == "five":
            for p in range(s.n):
                if p != s.winner:
                    extra = Transfer(
                        seat_account(p), w, FIVE_EXTRA, why, rule, taken_said=TAKES_FROM
                    )
                    out.append(extra)
    # a spoiled pool (or a jink lost): nothing changes hands, and the rule says why
    notes = () if out else (Note(why, rule),)
    return Settlement(tuple(out), notes)


def pool_won(s: SpoilFiveState) -> bool:
    return s.result in ("won", "five") and s.winner >= 0


def payoff(s: SpoilFiveState, seat: int) -> int:
    """What the play of a finished deal gave ``seat`` (the pool, the five-trick counters)."""
    if not pool_won(s):
        return 0
    if seat == s.winner:
        return s.pool + (FIVE_EXTRA * (s.n - 1) if s.result == "five" else 0)
    return -FIVE_EXTRA if s.result == "five" else 0


def jink_ends(s: SpoilFiveState) -> dict[str, SpoilFiveState]:
    """At the claim-or-jink choice (phase "jink"), the deal as each course would end it, by
    the rules' own ends (:func:`engine.games.spoil_five.moves.judge`, ``jink_step``): "won",
    the pool claimed now; "five", jinked and every trick won; "jink_failed", jinked and a
    trick lost. Their :func:`settlement` is what jinking risks and gains."""
    seat = s.to_move
    over = s._replace(phase="over", to_move=-1)
    return {
        "won": over._replace(result="won", winner=seat),
        "five": over._replace(result="five", winner=seat, jinker=seat),
        "jink_failed": over._replace(result="jink_failed", jinker=seat),
    }


def jink_stakes(s: SpoilFiveState) -> dict[str, int]:
    """What the player at the claim-or-jink choice receives by each course (:func:`jink_ends`,
    the play's :func:`payoff`), and what the pool then carries into the next deal.

    >>> from engine.scenario import from_dict
    >>> data = {"game": "spoil_five", "players": 3, "dealer": "P0", "turn_card": "9S",
    ...         "pool": 7, "tricks_won": {"P1": 3}, "hands": {"P1": ["2H", "3H"]}}
    >>> s = from_dict(data, "doc").state
    >>> s.phase, jink_stakes(s)
    ('jink', {'won': 7, 'five': 9, 'jink_failed': 0, 'carried': 7})
    """
    ends = jink_ends(s)
    out = {k: payoff(e, s.to_move) for k, e in ends.items()}
    out["carried"] = carried(ends["jink_failed"])[0]
    return out


def balances_after(s: SpoilFiveState) -> dict[str, int]:
    """Everyone's counters, and the pool, once the settlement is paid."""
    bal = {seat_account(p): s.counters[p] for p in range(s.n)}
    bal[POOL] = s.pool
    st = settlement(s)
    return st.apply(bal) if st else bal


def net_amounts(s: SpoilFiveState) -> dict[str, Fraction]:
    """Net counters for every seat (0 for a seat nothing passes to or from) and the pool."""
    st = settlement(s)
    net = st.net() if st else {}
    out = {seat_account(p): Fraction(net.get(seat_account(p), 0)) for p in range(s.n)}
    out[POOL] = Fraction(net.get(POOL, 0))
    return out


def quiz_amounts(s: SpoilFiveState) -> dict[str, Fraction]:
    """The quiz's answer, as every pool game's (engine/quiz.py: "what is in the next pool"):
    each seat's net counters, and the pool the next deal starts from before its stakes (0
    once won; the whole pool when spoiled)."""
    return {**net_amounts(s), POOL: Fraction(carried(s)[0])}


def carried(s: SpoilFiveState) -> tuple[int, int]:
    """(the pool the next deal starts from before its stakes, the seats still barred from it):
    a won pool starts afresh and lifts every penalty; a spoiled one stays, and so do they."""
    if pool_won(s):
        return 0, 0
    return s.pool, s.barred


def settlement_json(s: SpoilFiveState) -> dict[str, Any]:
    """The result as ``trickbook answer`` prints it."""
    st = settlement(s)
    if st is None:
        return {}
    pool_next, barred = carried(s)
    out: dict[str, Any] = {
        "result": s.result,
        "why": result_words(s),
        "rule": result_rule(s),
        "tricks": {seat_account(p): s.tricks[p] for p in range(s.n)},
        "pool": s.pool,
        "net": {k: int(v) for k, v in net_amounts(s).items()},
        "transfers": [t.as_dict() for t in st.transfers],
        "pool_carried": pool_next,
    }
    if s.result in ("won", "five"):
        out["winner"] = seat_account(s.winner)
    if pool_next:
        out["carry_rule"] = "spoil_five.spoil_adds"
    if barred:
        out["barred"] = [seat_account(p) for p in range(s.n) if barred >> p & 1]
        out["barred_rule"] = "spoil_five.penalty"
    elif s.barred:
        out["penalty_lifted"] = [seat_account(p) for p in range(s.n) if s.barred >> p & 1]
        out["lifted_rule"] = "spoil_five.penalty_lifted"
    if s.events:
        out["irregularities"] = [
            {"player": seat_account(p), "kind": k, "rule": RULES[f"spoil_five.{k}"].id}
            for p, k in s.events
        ]
    return out


def settlement_rows(s: SpoilFiveState) -> list[dict[str, Any]]:
    net = net_amounts(s)
    rows: list[dict[str, Any]] = []
    for p in range(s.n):
        v = int(net[seat_account(p)])
        note = []
        if (s.barred | s.no_win) >> p & 1:
            note.append("no right to the pool")
        if s.folded >> p & 1:
            note.append("foul hand")
        rows.append(
            {
                "player": seat_account(p),
                "tricks": s.tricks[p],
                "counters": f"{v:+d}" if v else "0",
                "note": "; ".join(note),
            }
        )
    v, left = int(net[POOL]), carried(s)[0]
    held = f"held {s.pool}, which stays:" if left else f"held {s.pool};"
    rows.append(
        {
            "player": "pool",
            "tricks": "",
            "counters": f"{v:+d}" if v else "0",
            # as the quiz's field says it: the stakes (a fresh pool's, or each one's counter
            # after a spoil) come on top, so "next pool 7" is not read as the whole next pool;
            # a pool nobody took stays, in the words of the books ('0 (stays: spoiled)' read
            # as the program's shorthand)
            "note": f"{held} next pool {left} (before the next deal's stakes)",
        }
    )
    return rows
