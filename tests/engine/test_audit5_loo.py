"""Rules audit (5th pass) of Three-card, Irish and Five-card Loo: scenario positions where the
reader or the engine answered otherwise than seeds 000/002 and RULES.md say.
"""

from __future__ import annotations

import yaml
from scenario_answers import ans, refusal

from engine.cards import Card
from engine.games.pool.declaring import exchange
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.scenario import from_dict

DOUBLE5 = """
game: loo
players: 5
pool: 12
trump: H
"""


def test_a_flush_found_in_the_widow_given_as_the_widow_takes_the_pool() -> None:
    # 002: "If any player in a double pool holds three trumps, whether dealt him or found in
    # the widow, he must announce it": the widow's three hearts, taken by P2, are his hand, and
    # a flush; the reader dropped the widow once taken and went on to play.
    text = DOUBLE5 + (
        "declarations: {P1: stand, P2: widow, P3: pass, P4: pass, P0: pass}\nwidow: [2H, 3H, 4H]\n"
    )
    st = ans(text)["settlement"]
    assert st["result"] == "flush"
    nets = {p: v["net"] for p, v in st["players"].items()}
    assert nets == {"P0": 0, "P1": -3, "P2": 12, "P3": 0, "P4": 0}


def test_the_widow_taken_is_the_takers_hand_to_play() -> None:
    # the lone stander's defending dealer plays the widow's cards (002: "must take the widow
    # and play to defend the pool"): P2 leads, P0 must follow and head with the widow's cards
    text = DOUBLE5 + (
        "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
        "widow: [KS, 2S, 3D]\n"
        "hands: {P2: [QS, 5C]}\n"
        "trick: [P2 4S]\n"
    )
    a = ans(text)
    assert a["to_move"] == "P0"
    assert a["legal"] == ["KS"]


def test_the_widow_taken_and_the_takers_hand_both_given_is_refused() -> None:
    text = DOUBLE5 + (
        "declarations: {P1: stand, P2: widow, P3: pass, P4: pass, P0: pass}\n"
        "widow: [2H, 3H, 4H]\n"
        "hands: {P2: [5S, 6S, 7S]}\n"
    )
    msg = refusal(text)
    assert "field 'widow'" in msg and "P2 took the widow" in msg and "hands.P2" in msg


def test_a_revoke_in_a_simple_whose_dealer_turned_a_trump_divides_the_larger_pool() -> None:
    # 002: the dealer who turns a trump in a simple "forfeits three red counters to the current
    # pool, but it remains a simple"; a later revoke in the same deal divides "the pool ... as
    # equally as possible among those who declared to play, with the exception of the
    # offender". Both happen in one deal: the file was refused ('expected one of {revoke:
    # ...}, {dealer_turned_trump: ...}').
    text = "game: loo\nplayers: 4\npool: 3\nirregularity: {dealer_turned_trump: true, revoke: P2}\n"
    st = ans(text)["settlement"]
    nets = {p: v["net"] for p, v in st["players"].items()}
    # 3 + 3 = 6 red among P1, P3 and P0: 2 each; P0 paid his 3 forfeit; P2 pays 6
    assert nets == {"P0": -1, "P1": 2, "P2": -6, "P3": 2}
    assert st["next_pool"] == 6


def test_a_younger_flush_not_looed_says_why() -> None:
    # 002: "If two players hold a flush in trumps, the elder hand wins, whether his trumps are
    # better or not; but the younger hand, holding another flush, is not looed." P3 and P0 are
    # in and pay nothing, while P1's flush takes the pool: the settlement said nothing of them,
    # as if they had been left out (a defending dealer's payment left in the pool has a note).
    text = DOUBLE5 + (
        "declarations: {P1: stand, P2: pass, P3: widow, P4: pass, P0: stand}\n"
        "hands: {P1: [2H, 3H, 4H], P3: [5H, 6H, 7H], P0: [AH, KH, QH]}\n"
    )
    st = ans(text)["settlement"]
    assert {p: v["net"] for p, v in st["players"].items()} == {
        "P0": 0, "P1": 12, "P2": 0, "P3": 0, "P4": 0
    }  # fmt: skip
    assert st["notes"] == [
        {
            "text": f"{p} holds a flush too, but P1's is the elder hand's: he is not looed",
            "rule": "loo.flush_elder",
        }
        for p in ("P3", "P0")
    ]


FIVE4 = """
game: five_card_loo
players: 4
pool: 10
trump: S
declarations: {P1: stand, P2: stand, P3: pass, P0: stand}
"""


def test_a_five_card_flush_made_by_an_exchange_takes_the_pool_at_once() -> None:
    # 002: "Any player holding a flush of five cards in any suit may immediately claim the
    # pool" (RULES.md: "takes the pool at once"): P2's exchange gives him five hearts, so the
    # pool is his before the dealer is asked "How many?"; the engine asked P0 first.
    text = FIVE4 + "exchanged: {P1: 0, P2: 1}\nhands: {P2: [2H, 5H, 9H, JH, KH]}\n"
    st = ans(text)["settlement"]
    assert st["result"] == "flush"
    assert {p: v["net"] for p, v in st["players"].items()} == {
        "P0": -5, "P1": -5, "P2": 10, "P3": -5
    }  # fmt: skip


def test_in_play_the_exchange_that_makes_a_flush_ends_the_deal() -> None:
    # the same in play: P2 discards the 3♣ and draws the K♥, the top of the rest of the pack
    text = FIVE4 + "exchanged: {P1: 0}\nhands: {P2: [2H, 5H, 9H, JH, 3C]}\n"
    s = from_dict(yaml.safe_load(text), "audit").state
    kh = int(Card.parse("KH"))
    s = s._replace(stock=(kh, *(c for c in s.stock if c != kh)))
    s = FIVE_CARD_LOO.apply(s, exchange((int(Card.parse("3C")),)))
    assert (s.phase, s.result, s.flushes, s.to_move) == ("over", "flush", (2,), -1)
