"""A rules audit of Napoleon and Linger Longer (seed 003, RULES.md §8 and §9): positions the
rule-per-test files do not reach (every turn of the bidding, the passes after a nap, the stop at
each bid, the leader after counted tricks, the first trick and the end of Linger Longer, hand and
stock sizes), each answered by ``trickbook answer`` and checked against the sentence it comes
from.
"""

from __future__ import annotations

import pytest
from scenario_answers import ans, legal, refusal, refused


def nets(text: str) -> dict[str, int]:
    return dict(ans(text)["settlement"]["net"])


# ==== Napoleon: the bidding ========================================================================
NAP4 = "game: napoleon\nplayers: 4\n"
BID3 = "game: napoleon\nplayers: 3\nbids: {P1: 3, P2: pass, P0: pass}\ntrump: S\n"


def test_bids_go_round_from_the_dealers_left_the_dealer_last() -> None:
    # 003: "Player at left of the dealer has first turn to bid"; "Each has one turn".
    # RULES.md: "strictly rising bids". P2 deals: P3, P0, P1 have spoken, P2 is last.
    a = ans(NAP4 + "dealer: P2\nbids: {P3: pass, P0: 1, P1: pass}")
    assert a["to_move"] == "P2" and a["phase"] == "declare"
    assert set(a["legal"]) == {"pass", "bid 2", "bid 3", "bid 4", "nap"}
    assert refused(NAP4 + "dealer: P2\nbids: {P3: pass, P0: 1, P1: pass}") == {
        "bid 1": "napoleon.rising_bids"
    }
    assert "P3 has not bid yet" in refusal(NAP4 + "dealer: P2\nbids: {P0: 1}")


def test_a_bid_of_five_is_nap() -> None:
    # 003: 'A bid of five is called "nap."'
    a = ans(NAP4 + "bids: {P1: 5}")
    assert a["phase"] == "trump" and a["to_move"] == "P1"
    assert "expected pass, a bid 1 to 4, or nap, got 0" in refusal(NAP4 + "bids: {P1: 0}")


def test_the_turns_after_a_nap_can_only_be_passes() -> None:
    # 003: "Each has one turn, in which he may pass or may bid"; RULES.md: "strictly rising
    # bids". After a nap the others' turns can only be passes: a file that lists them is the
    # same position (the bidder names trumps); a bid after a nap is refused as not higher.
    for bids in ("{P1: nap, P2: pass, P3: pass, P0: pass}", "[nap, pass]", "{P1: nap}"):
        a = ans(NAP4 + f"bids: {bids}\nhands: {{P1: [AS, KS, QS, JS, 10S]}}")
        assert a["phase"] == "trump" and a["to_move"] == "P1" and a["legal"] == ["trump S"]
    msg = refusal(NAP4 + "bids: {P1: nap, P2: 3}")
    assert "bids.P2" in msg and "P1 has bid nap: a bid must be higher" in msg
    assert "Recommended: strictly rising bids" in msg
    assert "bids.P3" in refusal(NAP4 + "bids: {P1: nap, P2: pass, P3: nap}")


def test_all_pass_with_two_players_is_a_redeal() -> None:
    # RULES.md: "a redeal if everyone passes": nobody pays.
    a = ans("game: napoleon\nplayers: 2\nbids: {P1: pass, P0: pass}")
    assert a["settlement"]["rule"] == "napoleon.redeal"
    assert a["settlement"]["net"] == {"P0": 0, "P1": 0} and not a["settlement"]["transfers"]


def test_dealer_forced_one_at_two_players_and_only_after_all_passed() -> None:
    # RULES.md variant: "If all hands pass, the dealer bids 1". Two players: P1 deals, P0 passed.
    forced = "game: napoleon\nvariant: dealer_forced_one\nplayers: 2\ndealer: P1\n"
    assert refused(forced + "bids: {P0: pass}") == {"pass": "napoleon.dealer_forced_one"}
    assert legal(forced + "bids: {P0: pass}") == {"bid 1", "bid 2", "bid 3", "bid 4", "nap"}
    # somebody bid: the dealer may pass as usual
    assert "pass" in legal(forced + "bids: {P0: 2}")
    # a file in which the dealer passed too cannot be read under this reading
    msg = refusal(forced + "bids: {P0: pass, P1: pass}")
    assert "bids.P1" in msg and "the dealer must bid" in msg


# ==== Napoleon: trumps and the play ================================================================
def test_the_bidders_first_lead_is_a_trump_even_when_his_hand_is_not_given() -> None:
    # 003: "He must lead a trump for his first lead." He named a suit he holds
    # (napoleon.trump_held), so a first lead of another suit is impossible, hand given or not.
    msg = refusal(BID3 + "trick: [P1 AH]")
    assert "trick[0]" in msg and "He must lead a trump for his first lead." in msg
    a = ans(BID3 + "trick: [P1 2S]")
    assert a["phase"] == "play" and a["to_move"] == "P2"


def test_an_opponent_who_wins_the_first_trick_leads_freely() -> None:
    # 003: the trump lead is the bidder's "first lead" only; "Otherwise, there is no
    # restriction on what he may play or lead."
    text = BID3 + "hands: {P2: [AH, 2C, 3D, 4S]}\ntricks: [[P1 2S, P2 AS, P0 3S]]"
    assert legal(text) == {"AH", "2C", "3D", "4S"} and not refused(text)


def test_a_trump_beats_the_ace_of_the_suit_led_and_its_player_leads() -> None:
    # 003: "A trick is won by the highest trump, or, if it contains no trump, by the highest
    # card played of the suit led."
    a = ans(
        NAP4
        + "bids: {P1: 2, P2: pass, P3: pass, P0: pass}\ntrump: D\n"
        + "tricks: [[P1 2D, P2 AD, P3 3D, P0 4D]]\ntrick: [P2 AC, P3 5D, P0 KC, P1 QC]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P3", "5D")
    assert a["to_move"] == "P3" and a["phase"] == "play"


# ==== Napoleon: when play stops, and the payments ==================================================
def test_a_bid_of_one_is_made_by_the_first_trick() -> None:
    # 003: "Play stops the moment the outcome is sure"; "he collects from each other player
    # the same number of counters as his bid".
    a = ans(
        "game: napoleon\nplayers: 3\nbids: {P1: 1, P2: pass, P0: pass}\ntrump: S\n"
        "hands: {P1: [2H, 3H, 4H, 5H], P2: [2D, 3D, 4D, 5D], P0: [2C, 3C, 4C, 5C]}\n"
        "trick: [P1 AS, P2 KS, P0 QS]"
    )
    st = a["settlement"]
    assert st["result"] == "made" and st["stopped_after"] == 1
    assert st["net"] == {"P0": -1, "P1": 2, "P2": -1} and st["rule"] == "napoleon.bid_made"


def test_a_bid_of_one_survives_four_tricks_lost() -> None:
    # the others must win all five to beat a bid of 1: after four, play goes on
    a = ans(
        "game: napoleon\nplayers: 3\nbids: {P1: 1, P2: pass, P0: pass}\ntrump: S\n"
        "tricks_won: {P2: 4}\nleader: P2"
    )
    assert a["phase"] == "play" and a["to_move"] == "P2"


def test_a_bid_of_four_at_six_players_fails_at_the_second_trick_lost() -> None:
    # 003: "If he is defeated, he pays this number to each." Five others, 4 each.
    text = (
        "game: napoleon\nplayers: 6\nbids: {P1: pass, P2: 4, P3: pass, P4: pass, P5: pass, "
        "P0: pass}\ntrump: H\ntricks_won: {P1: 1, P5: 1}"
    )
    st = ans(text)["settlement"]
    assert st["result"] == "failed" and st["stopped_after"] == 2
    assert st["net"] == {"P0": 4, "P1": 4, "P2": -20, "P3": 4, "P4": 4, "P5": 4}


def test_nap_made_at_two_players() -> None:
    # 003: "If it is made, the bidder collects 10 counters each"
    a = ans("game: napoleon\nplayers: 2\nbids: {P1: nap}\ntrump: H\ntricks_won: {P1: 5}")
    assert a["settlement"]["net"] == {"P0": -10, "P1": 10}
    assert a["settlement"]["rule"] == "napoleon.nap_pays"


def test_tricks_won_past_the_stop_are_refused() -> None:
    # 003: "Play stops the moment the outcome is sure—success or defeat for the bidder." A
    # bidder of 2 never holds three tricks; the others never win four against a bid of 3.
    made = refusal(BID3.replace("3,", "2,") + "tricks_won: {P1: 3}")
    assert "tricks_won" in made and "play stops once he has won 2" in made
    lost = refusal(BID3 + "tricks_won: {P1: 1, P2: 4}")
    assert "play stops once they have won 3" in lost and "Play stops the moment" in lost
    # a nap is lost by the first trick the others win: two is one too many
    assert "tricks_won" in refusal(
        "game: napoleon\nplayers: 3\nbids: {P1: nap}\ntrump: S\ntricks_won: {P1: 2, P2: 2}"
    )
    # the others' three tricks before his second: made at the fifth trick, a position play
    # can reach
    st = ans(BID3.replace("3,", "2,") + "tricks_won: {P1: 2, P2: 3}")["settlement"]
    assert st["result"] == "made" and st["stopped_after"] == 5


def test_the_leader_after_counted_tricks_is_a_tricks_winner() -> None:
    # 003: "has the first lead"; a trick's winner leads the next (as in every seed game).
    text = NAP4 + "bids: {P1: 3, P2: pass, P3: pass, P0: pass}\ntrump: S\n"
    msg = refusal(text + "tricks_won: {P1: 1}\nleader: P3")
    assert "leader" in msg and "P3 has won no trick" in msg and "one of P1" in msg
    assert "P1, the bidder, leads" in refusal(text + "tricks_won: {P1: 0}\nleader: P2")
    # the default leader (the bidder) is refused in the same way when he has won nothing
    assert "the bidder, by default" in refusal(text + "tricks_won: {P2: 1}")
    assert ans(text + "tricks_won: {P1: 1, P2: 1}\nleader: P2")["to_move"] == "P2"


def test_a_hand_holds_one_card_fewer_for_each_trick_counted() -> None:
    # 003: "Each player receives 5 cards": one goes to each trick, counted ones too
    text = BID3.replace("3,", "2,") + "tricks_won: {P1: 1, P2: 2}\nleader: P2\n"
    msg = refusal(text + "hands: {P1: [AS, KS, QS, JS, 10S]}")
    assert "hands.P1" in msg and "holds 5 cards" in msg and "2 left" in msg
    msg = refusal(text + "hands: {P2: [AH, KH, QH]}\ntrick: [P2 2H]")
    assert "hands.P2" in msg and "1 left" in msg
    assert legal(text + "hands: {P2: [AH, KH]}") == {"AH", "KH"}


def test_napoleon_malformed_fields_are_named() -> None:
    base = "game: napoleon\nplayers: 3\n"
    played = base + "bids: {P1: 2, P2: pass, P0: pass}\ntrump: S\n"
    cases = {
        "game: napoleon\nplayers: true": "players",
        base + "dealer: P5": "dealer",
        base + "bids: {P1: true}": "bids.P1",
        base + "hands: {P1: null}": "hands.P1",
        base + "hands: {P1: [XS]}": "hands.P1[0]",
        played + "tricks_won: {P1: 2.5}": "tricks_won.P1",
        played + "tricks: [P1 AS]": "tricks[0]",
        played + "tricks: [[P1 AS, P2 AS, P0 3S]]": "tricks[0][1]",
    }
    for text, field in cases.items():
        assert f"field '{field}'" in refusal(text), text


# ==== Linger Longer: the deal and the first trick ==================================================
LL4 = "game: linger_longer\nplayers: 4\nturned: 7H\n"


def test_five_players_first_lead_at_the_dealers_left() -> None:
    # 003: "Each receives as many cards as there are players"; "The player at left of the
    # dealer makes the first lead." P2 deals five: P3 leads, anything he likes.
    a = ans(
        "game: linger_longer\nplayers: 5\ndealer: P2\nturned: 7H\nstock: 27\nhands: "
        "{P0: [2C, 3C, 4C, 5C, 6C], P1: [2D, 3D, 4D, 5D, 6D], P2: [7H, 2S, 3S, 4S, 5S], "
        "P3: [8H, 9H, 10H, JH, QH], P4: [AC, KC, QC, JC, 10C]}"
    )
    assert a["to_move"] == "P3" and set(a["legal"]) == {"8H", "9H", "10H", "JH", "QH"}


def test_a_full_stock_means_the_first_trick() -> None:
    # 003: a trick's winner "draws the top card of the stock": with the stock as the deal left
    # it (36 with four), no trick is over yet, so all hold four and the dealer's left leads.
    full = LL4 + "stock: 36\nhands: {P0: [7H, 2C, 3C, 4C], P1: [2D, 3D, 4D, 5D], "
    msg = refusal(full + "P2: [2S, 3S, 4S], P3: [8H, 9H, 10H, JH]}")
    assert "hands.P2" in msg and "holds 3 cards" in msg
    msg = refusal(full + "P2: [2S, 3S, 4S, 5S], P3: [8H, 9H, 10H, JH]}\nleader: P2")
    assert "leader" in msg and "P1, at the dealer's left, leads" in msg
    assert ans(full + "P2: [2S, 3S, 4S, 5S], P3: [8H, 9H, 10H, JH]}")["to_move"] == "P1"


def test_nobody_holds_more_cards_than_players() -> None:
    # 003: "as many cards as there are players"; "When a player wins a trick, he draws": one
    # card played to each trick, at most one drawn after it, so a hand never grows past n.
    msg = refusal(LL4 + "stock: 10\nhands: {P0: [7H], P1: [2D, 3D, 4D, 5D, 6D], P2: [2S], P3: []}")
    assert "hands.P1" in msg and "holds 5 cards" in msg and "more than 4" in msg
    # the card on the trick counts: four in hand plus one played is five
    msg = refusal(
        LL4 + "stock: 10\nhands: {P0: [7H], P1: [2D, 3D, 4D, 5D], P2: [2S], P3: [3S]}\n"
        "trick: [P1 AD]"
    )
    assert "hands.P1" in msg


def test_the_stock_is_what_the_deal_left_or_less() -> None:
    # 003: "The rest of the deck ... forming the stock": 52 - 16 = 36 with four; it only
    # shrinks. The reshuffle reading (RULES.md, Denexa) can make a bigger one from the played
    # cards.
    hands = "hands: {P0: [7H], P1: [2D], P2: [2S], P3: [3S]}\n"
    msg = refusal(LL4 + hands + "stock: 37")
    assert "field 'stock'" in msg and "the deal leaves 36" in msg
    assert ans(LL4 + "variant: reshuffle\n" + hands + "stock: 40")["to_move"] == "P1"


def test_the_dealer_may_win_with_the_turned_card() -> None:
    # 003: the turned card is "belonging to the dealer": it is his to play, and it is a trump
    a = ans(
        LL4 + "stock: 10\nhands: {P0: [2C], P1: [2D], P2: [2S], P3: [3S]}\n"
        "trick: [P1 KS, P2 AS, P3 4S, P0 7H]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P0", "7H")
    assert a["to_move"] == "P0" and len(a["legal"]) == 2  # he drew the stock's top card
    msg = refusal(
        LL4 + "stock: 10\nhands: {P0: [2C], P1: [2D], P2: [2S], P3: [3S]}\ntrick: [P1 7H]"
    )
    assert "the turned card" in msg and "P0's" in msg


def test_six_players_the_first_lead_skips_nobody_and_the_winner_draws() -> None:
    # P5 deals six: P0 leads; the highest spade (no trump played) wins and draws
    a = ans(
        "game: linger_longer\nplayers: 6\ndealer: P5\nturned: 2C\nstock: 3\nhands: "
        "{P0: [AS], P1: [KS], P2: [QS], P3: [JS], P4: [10S], P5: [2C]}\n"
        "trick: [P0 9S, P1 8S, P2 7S, P3 6S, P4 5S, P5 4S]"
    )
    assert a["trick_winner"]["player"] == "P0" and a["to_move"] == "P0"
    assert len(a["legal"]) == 2 and a["trick_winner"]["still_in"] == [f"P{p}" for p in range(6)]


def test_the_lead_passes_over_a_player_who_has_dropped_out() -> None:
    # 003: "he drops out of the hand, and the others play on": the dealer's left is out, so the
    # next player still in leads
    a = ans(LL4 + "hands: {P0: [7H], P1: [], P2: [2S, 4S], P3: [3S]}")
    assert a["to_move"] == "P2"
    assert "P1 has dropped out" in refusal(
        LL4 + "hands: {P0: [7H], P1: [], P2: [2S], P3: [3S]}\nleader: P1"
    )


# ==== Linger Longer: the end ========================================================================
ALL_OUT = "hands: {P0: [], P1: [], P2: [], P3: []}\n"
TWO_LAST = ALL_OUT + "leader: P2\ntrick: [P2 AS, P3 KS]"  # P2 and P3 play their last cards


@pytest.mark.parametrize(
    ("position", "winner", "rule"),
    [
        # 003: "When a player wins a trick, he draws the top card of the stock"; "The last one
        # left ... wins the game": with a stock, the last trick's winner draws and is alone
        ("stock: 5\n" + TWO_LAST, "P2", "linger_longer.last_left"),
        # 003: "If two or more are down to one card each at the end, the winner of the last
        # trick wins the game."
        ("stock: 0\n" + TWO_LAST, "P2", "linger_longer.last_trick"),
        # 003: "The last one left, after all the others have had to drop out, wins the game."
        # No stock: P1 wins with his last card and drops out with P2; P3 still holds a card,
        # so not all were down to one: P3 is the last one left
        (
            "stock: 0\nhands: {P0: [], P1: [], P2: [], P3: [4D]}\nleader: P1\n"
            "trick: [P1 AS, P2 KS, P3 QS]",
            "P3",
            "linger_longer.last_left",
        ),
        # RULES.md: "Denexa ... reshuffles the discards": the winner draws from the played
        # cards, so he is left alone holding one: last left, not last trick
        ("variant: reshuffle\nstock: 0\n" + TWO_LAST, "P2", "linger_longer.last_left"),
    ],
)
def test_who_wins_at_the_end(position: str, winner: str, rule: str) -> None:
    st = ans(LL4 + position)["settlement"]
    assert (st["winner"], st["rule"]) == (winner, rule)
    assert st["net"] == {p: 3 if p == winner else -1 for p in ("P0", "P1", "P2", "P3")}


def test_linger_longer_malformed_fields_are_named() -> None:
    hands = "hands: {P0: [7H], P1: [2D], P2: [2S], P3: [3S]}\n"
    cases = {
        LL4 + hands + "stock: 2.5": "stock",
        LL4 + hands + "stock: true": "stock",
        LL4 + hands + "stock: [QC, QC]": "stock[1]",
        LL4 + hands + "stock: [7H]": "stock[0]",
        LL4 + "hands: {P0: 7H, P1: [2D], P2: [2S], P3: [3S, XX]}": "hands.P3[1]",
        "game: linger_longer\nplayers: 4\n" + hands: "turned",
        LL4 + "hands: {P0: [7H], P1: [2D], P2: [2S]}": "hands.P3",
        LL4 + hands + "trick: [P1 9D, P3 3D]": "trick[1]",
        LL4 + hands + "options: {stock_out: burn}": "options",
    }
    for text, field in cases.items():
        assert f"field '{field}'" in refusal(text), text


def test_a_bidder_naming_trumps_with_his_hand_unknown_is_not_said_to_be_playing() -> None:
    """All passed after P1's 3: he names trumps next (003: 'The highest bidder names the trump
    suit'); without his hand the answer says what he may do is unknown, not which cards."""
    a = ans(
        "game: napoleon\nplayers: 4\ndealer: P0\nhands:\n  P3: [AD, KD, QD, 5C, 2H]\n"
        "bids: {P1: 3, P2: pass, P3: pass, P0: pass}"
    )
    assert a["phase"] == "trump" and a["to_move"] == "P1" and "legal" not in a
    assert (
        a["hand_unknown"] == "P1's hand is not given, so what P1 may do is unknown (give hands.P1)"
    )


def test_a_claim_is_not_listed_as_all_a_player_may_do_when_his_hand_is_unknown() -> None:
    """Sixty-Six two-hand: closing and a claim need no card, so without P0's hand the answer
    lists them and says his cards are unknown (before, ``legal: [close, claim]`` alone read as
    a whole answer)."""
    a = ans("game: sixty_six\ndealer: P0\nturned: JH\ntrick: [P1 KD, P0 10D]")
    assert a["phase"] == "play" and a["to_move"] == "P0" and a["trick_winner"]["player"] == "P0"
    assert "claim" in a["legal"] and "hands.P0" in a["hand_unknown"]
