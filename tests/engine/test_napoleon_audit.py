"""A third rules audit of Napoleon (seed 003, RULES.md §8): positions built from the seed's
sentences and RULES.md's readings and asked of ``trickbook answer``, that the earlier audit
(test_audit_napoleon_linger.py) and the rule-per-test file do not pin: the suit named for
trumps as a scenario field, tricks only counted, and the round trip of random deals through
the reader (tests/engine/round_trip.py).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from round_trip import answered, answered_legal, engine_legal, positions, some_hands, trick_fields
from scenario_answers import ans, refusal

from engine.cards import Suit
from engine.games.napoleon import NAPOLEON

NAP4 = "game: napoleon\nplayers: 4\nbids: [2, pass, pass, pass]\ntrump: S\n"
ELSEWHERE = "P2: [AS, KS, QS, JS, 10S], P3: [9S, 8S, 7S, 6S, 5S], P0: [4S, 3S, 2S, 2H, 3H]"


def test_the_trump_field_names_a_suit_the_bidder_holds() -> None:
    # 003: "The highest bidder names the trump suit ... He must lead a trump for his first
    # lead."; RULES.md §8 asks "What if the bidder names a suit he does not hold?" and the
    # engine's reading is that he may not (napoleon.trump_held). His hand given without a
    # spade, the file's trump S is refused naming the field and the reading ...
    msg = refusal(NAP4 + "hands: {P1: [2H, AH, KD, 3C, 4C]}")
    assert "field 'trump'" in msg and "P1 holds no spades" in msg  # said of P1 (the bidder)
    assert "What if the bidder names a suit he does not hold?" in msg
    # ... and with his hand not given, so is a suit every card of which is in the others'
    # hands: he cannot have held one (the answer was 'P1's hand is not given', P1 to lead)
    msg = refusal(NAP4 + f"hands: {{{ELSEWHERE}}}")
    assert "field 'trump'" in msg and "every spade" in msg
    assert "What if the bidder names a suit he does not hold?" in msg
    # one spade unaccounted for (the 2♠ not given): he may hold it, and leads
    a = ans(NAP4 + "hands: {" + ELSEWHERE.replace("2S, ", "") + "}")
    assert a["to_move"] == "P1" and "hand_unknown" in a


def test_with_tricks_counted_the_bidder_may_have_played_every_trump() -> None:
    # 003: "He must lead a trump for his first lead": with tricks only counted his trumps may
    # all have gone to them (he led his one spade). His hand given without a spade was refused
    # ('you hold no spades'), though the trump check holds only for the hand he named it from.
    text = NAP4 + "tricks_won: {P1: 1}\nleader: P1\nhands: {P1: [2H, AH, KD, 3C]}"
    a = ans(text)
    assert a["to_move"] == "P1" and set(a["legal"]) == {"2H", "AH", "KD", "3C"}
    # ... but the others still cannot hold every spade now
    msg = refusal(NAP4 + f"tricks_won: {{P1: 1}}\nleader: P1\nhands: {{{ELSEWHERE}}}")
    assert "field 'trump'" in msg and "every spade" in msg


def test_with_tricks_counted_the_trick_under_way_shows_its_leader() -> None:
    # docs/scenarios.md: `leader` is who leads now, "the winner of the last trick". With a trick
    # under way its first card shows him, as in Spoil Five; Napoleon's reader took the bidder by
    # default and refused ('P1 (P1, the bidder, by default) has won no trick', or 'P3 cannot
    # play ... now: it is P1's turn' when the bidder had won one).
    a = ans(NAP4 + "tricks_won: {P1: 1, P3: 1}\ntrick: [P3 2H]\nhands: {P0: [3H, 4D, 5D]}")
    assert a["to_move"] == "P0" and a["legal"] == ["3H"]
    a = ans(NAP4 + "tricks_won: {P3: 1}\ntrick: [P3 2H, P0 4H]")
    assert a["to_move"] == "P1"
    # a trick led by one who has won none is still refused, naming the trick
    msg = refusal(NAP4 + "tricks_won: {P3: 1}\ntrick: [P2 2H]")
    assert "field 'trick[0]'" in msg and "P2" in msg and "has won no trick" in msg


def test_cards_played_where_no_deal_is_played_are_refused_for_why() -> None:
    # RULES.md section 8: "a redeal if everyone passes" (napoleon.redeal): counted tricks or a
    # trick after four passes were refused as "field 'trump': is required once play has
    # begun", sending the writer to name a trump nobody can name. Now the cards' own field is
    # named, and why no card is played: everyone passed, or the bidding is not over.
    passed = "game: napoleon\nplayers: 4\nbids: [pass, pass, pass, pass]\n"
    msg = refusal(passed + "tricks_won: {P1: 1}")
    assert "field 'tricks_won'" in msg and "everyone passed" in msg and "napoleon.redeal" in msg
    msg = refusal(passed + "trick: [P1 AS]")
    assert "field 'trick'" in msg and "dealt again" in msg
    msg = refusal("game: napoleon\nplayers: 4\nbids: [2, pass]\ntricks: [[P1 AS, P2 KS]]")
    assert "field 'tricks'" in msg and "the bidding is not over yet" in msg
    # the bidding over and no trump named: the trump is still the field asked for
    msg = refusal("game: napoleon\nplayers: 4\nbids: [2, pass, pass, pass]\ntrick: [P1 AS]")
    assert "field 'trump'" in msg and "is required once play has begun" in msg


def napoleon_file(s: Any, rng: random.Random, variant: str, counted: bool) -> dict[str, Any]:
    order = [(s.dealer + 1 + i) % s.n for i in range(s.n)]
    bids: list[object] = []
    for p in order:
        if s.bids[p] < 0:
            break
        bids.append({0: "pass", 5: "nap"}.get(s.bids[p], s.bids[p]))
    d: dict[str, Any] = {"game": "napoleon", "variant": variant, "players": s.n}
    d["dealer"], d["bids"] = f"P{s.dealer}", bids
    if s.trump >= 0:
        d["trump"] = Suit(s.trump).letter
    d["hands"] = some_hands(s, rng)
    return d | trick_fields(s, counted)


@pytest.mark.parametrize("counted", [False, True], ids=["tricks", "tricks_won"])
def test_the_reader_answers_as_the_engine_plays(counted: bool) -> None:
    # A deal bid and played at random to a random point, written as a scenario (its tricks in
    # full, or only counted): the answer's legal actions are the state's, and a finished deal
    # is settled as the engine settled it. With tricks_won, 182 of 1,019 positions were
    # refused before (a bidder's hand without the trumps he had played; the trick's leader).
    seen = 0
    for rng, variant, s in positions(NAPOLEON, range(400), (2, 3, 4, 5, 6), 30):
        d = napoleon_file(s, rng, variant, counted)
        if NAPOLEON.is_over(s):
            net = answered(d)["settlement"]["net"]
            assert net == {k: int(v) for k, v in NAPOLEON.settlement_json(s)["net"].items()}, d
            seen += 1
            continue
        got = answered_legal(d)
        if got is not None:
            assert got == engine_legal(NAPOLEON, s), d
            seen += 1
    assert seen > 250
