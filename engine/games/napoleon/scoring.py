"""Napoleon's payments: the bid from or to each other player; nap wins 10 each and loses 5.

A settlement is a list of transfers between seats, so it sums to zero by construction.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.games.napoleon.play import bid_word, stop_reason, stop_said
from engine.games.napoleon.rules import NAP_BID, RULES
from engine.games.napoleon.state import NapoleonState
from engine.ledger import PAYS_TO, Note, Settlement, Transfer, seat_account
from engine.rules import Rule
from engine.sentence import He, Sentence, Who

NAP_WINS, NAP_LOSES = 10, 5
_COLLECTS = ("collect", "collects", "{amount} from {payer}")


def rate(bid: int, made: bool) -> tuple[int, str]:
    """What passes between the bidder and each other player, and the rule that says so."""
    if bid == NAP_BID:
        return (NAP_WINS if made else NAP_LOSES), "napoleon.nap_pays"
    return bid, "napoleon.bid_made" if made else "napoleon.bid_failed"


def settlement(state: NapoleonState) -> Settlement | None:
    if state.phase != "over":
        return None
    if state.result == "all_passed":
        # nothing changes hands, and the rule says why (as Spoil Five's spoiled pool does): a
        # settlement with neither said only "nothing changes hands" and cited no rule
        return Settlement((), (Note(stop_said(state), "napoleon.redeal"),))
    b = state.bidder
    made = state.result == "made"
    amount, rule = rate(state.bid, made)
    # "P1 made his bid of 3", "P1 failed nap": a number alone ("P1 failed 2") read as a score
    bidder = seat_account(b)
    word = (
        (bid_word(state.bid),)
        if state.bid == NAP_BID
        else (He(bidder, "his"), f" bid of {state.bid}")
    )
    why = Sentence.of(Who(bidder), " made " if made else " failed ", *word)
    # the payments said in words, the bidder their subject (engine.ledger's taken_said and
    # paid_said): "P2 collects 2 from P0 and 2 from P1", "P1 pays 5 to P0, 5 to P2 and 5 to
    # P3", not "P0 → P2 2, P1 → P2 2" (003: "When a bidder wins, he collects from each other
    # player the same number of counters as his bid. If he is defeated, he pays this number
    # to each.")
    out = []
    for p in range(state.n):
        if p == b:
            continue
        if made:
            out.append(Transfer(seat_account(p), bidder, amount, why, rule, taken_said=_COLLECTS))
        else:
            out.append(Transfer(bidder, seat_account(p), amount, why, rule, paid_said=PAYS_TO))
    return Settlement(tuple(out))


def payoff(state: NapoleonState, seat: int) -> int:
    """What a finished deal is worth to ``seat`` (counters won minus paid)."""
    if state.result == "all_passed" or state.bidder < 0:
        return 0
    made = state.result == "made"
    amount, _ = rate(state.bid, made)
    sign = 1 if made else -1
    if seat == state.bidder:
        return sign * amount * (state.n - 1)
    return -sign * amount


def quiz_amounts(state: NapoleonState) -> dict[str, Fraction]:
    """Net counters for every seat (0 for a seat nothing passes to or from)."""
    st = settlement(state)
    net = st.net() if st else {}
    return {seat_account(p): Fraction(net.get(seat_account(p), 0)) for p in range(state.n)}


def settlement_json(state: NapoleonState) -> dict[str, Any]:
    """The result as ``trickbook answer`` prints it: who bid what, the tricks, why play
    stopped, and each transfer with its rule."""
    st = settlement(state)
    if st is None:
        return {}
    out: dict[str, Any] = {"result": state.result, "why": stop_reason(state)}
    if state.result == "all_passed":
        out["rule"] = "napoleon.redeal"
    else:
        out["bidder"] = seat_account(state.bidder)
        out["bid"] = bid_word(state.bid)
        out["tricks"] = {seat_account(p): state.tricks[p] for p in range(state.n)}
        out["stopped_after"] = len(state.history)
        out["rule"] = rate(state.bid, state.result == "made")[1]
        out["stop_rule"] = "napoleon.stop_early"
    out["net"] = {k: int(v) for k, v in quiz_amounts(state).items()}
    out["transfers"] = [t.as_dict() for t in st.transfers]
    return out


def payment_table(n: int) -> list[dict[str, Any]]:
    """What each other player receives (+) or pays (−) per bid, made or failed: the
    table a lesson shows (the bidder's own amount is ``n - 1`` times the other way)."""
    rows = []
    for bid in range(1, NAP_BID + 1):
        win, _ = rate(bid, True)
        lose, rule = rate(bid, False)
        rows.append(
            {
                "bid": bid_word(bid),
                "made: bidder gets": win * (n - 1),
                "made: each other pays": win,
                "failed: bidder pays": lose * (n - 1),
                "failed: each other gets": lose,
                "rule": rule if bid == NAP_BID else "napoleon.bid_made / napoleon.bid_failed",
            }
        )
    return rows


def rules_of(state: NapoleonState) -> list[Rule]:
    st = settlement(state)
    ids = dict.fromkeys(t.rule for t in st.transfers) if st else {}
    return [RULES[i] for i in ids]
