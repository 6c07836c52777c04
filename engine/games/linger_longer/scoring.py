"""Linger Longer's settlement: the winner takes the game, one counter from each other player
(``linger_longer.stake``), and a note of how he won it, under the rule that made him the
winner (``last_left``, ``last_trick`` or ``winner_out``). A settlement is a list of transfers,
so it sums to zero.

The stakes say who wins, first: "P3 wins the game: P3 takes 1 counter from P0, 1 from P1 and 1
from P2"; the note only how: "P3 is the last player left holding cards" (it had said "… P3
wins the game" again, the whole of Play's log's last line)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.games.linger_longer.play import dropped_in, end_how, end_reason, end_rule
from engine.games.linger_longer.rules import STAKE
from engine.games.linger_longer.state import LingerState
from engine.ledger import TAKES_FROM, Note, Settlement, Transfer, seat_account
from engine.sentence import says

# the stakes said in words, the winner their subject (engine.ledger's taken_said): "P3 wins the
# game: P3 takes 1 from P0, 1 from P1 and 1 from P2", not "P0 → P3 1, P1 → P3 1, P2 → P3 1"
# (linger_longer.stake: "each other player pays him one counter")


def settlement(state: LingerState) -> Settlement | None:
    if state.phase != "over":
        return None
    w = seat_account(state.winner)
    why = says(w, "wins", "win", " the game")
    # how he won it, under the rule that made him the winner: the stakes cite only
    # linger_longer.stake, so a settlement question cited no last_trick or winner_out, even the
    # lesson's q_settle_last_trick, and Review never asked them (a note beside transfers, as
    # Bierspiel's beer). Only how (end_how): the stakes' reason, read first, says he wins the
    # game, and Play's log's last line (end_said) says both at once
    rule = end_rule(state)
    won = (Note(end_how(state), rule.id),) if rule is not None else ()
    return Settlement(
        tuple(
            Transfer(seat_account(p), w, STAKE, why, "linger_longer.stake", taken_said=TAKES_FROM)
            for p in range(state.n)
            if p != state.winner
        ),
        won,
    )


def payoff(state: LingerState, seat: int) -> int:
    """What a finished game is worth to ``seat`` (counters won minus paid)."""
    if state.winner < 0:
        return 0
    return STAKE * (state.n - 1) if seat == state.winner else -STAKE


def quiz_amounts(state: LingerState) -> dict[str, Fraction]:
    st = settlement(state)
    net = st.net() if st else {}
    return {seat_account(p): Fraction(net.get(seat_account(p), 0)) for p in range(state.n)}


def game_trick_no(state: LingerState, k: int) -> int | None:
    """The game's number for trick ``k`` of the record, or None where the position does not
    say how many tricks came before it (:attr:`LingerState.counted`: an empty stock set up by
    hand, or ``reshuffle``'s), as the app's tables number no trick there ("This trick")."""
    return state.trick_no(k) if state.counted else None


def drop_order(state: LingerState) -> list[dict[str, Any]]:
    """Who dropped out after which trick of the game, in order (0: out before the position's
    first trick, a scenario's; None: after a trick of the position whose number in the game
    it does not say). Not the winner, who may have played his last card to the last trick
    (:meth:`LingerState.is_out`)."""
    return [
        {
            "after_trick": game_trick_no(state, k) if k else 0,
            "players": [seat_account(p) for p in dropped_in(state, k)],
        }
        for k in sorted({o for p, o in enumerate(state.out) if state.is_out(p)})
    ]


def settlement_json(state: LingerState) -> dict[str, Any]:
    """The result as ``trickbook answer`` prints it: the winner, why, who dropped out when,
    and each transfer with its rule. The game's trick numbers are null where the position
    does not say them (:func:`game_trick_no`)."""
    st = settlement(state)
    if st is None:
        return {}
    return {
        "winner": seat_account(state.winner),
        "result": state.result,
        "rule": f"linger_longer.{state.result}",
        "why": end_reason(state),
        "tricks_played": game_trick_no(state, len(state.history)),
        "stock_left": len(state.stock),
        "dropped_out": drop_order(state),
        "net": {k: int(v) for k, v in quiz_amounts(state).items()},
        "transfers": [t.as_dict() for t in st.transfers],
    }
