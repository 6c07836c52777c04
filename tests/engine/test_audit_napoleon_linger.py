"""A rules audit of Napoleon and Linger Longer (seed 003, RULES.md §8 and §9): positions the
rule-per-test files do not reach (every turn of the bidding, the passes after a nap, the stop at
each bid, the leader after counted tricks, the first trick and the end of Linger Longer, hand and
stock sizes), each answered by ``trickbook answer`` and checked against the sentence it comes
from.
"""

from __future__ import annotations

import pytest
from scenario_answers import ans, legal, refusal, refused, stock_list, stock_text


def nets(text: str) -> dict[str, int]:
    return dict(ans(text)["settlement"]["net"])


def refused_in_words(cases: dict[str, tuple[str, str]]) -> None:
    """Each scenario is refused naming its field, with the words given."""
    for text, (field, words) in cases.items():
        msg = refusal(text)
        assert f"field '{field}'" in msg and words in msg, msg


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
    only_one = {a: "napoleon.dealer_forced_one" for a in ("pass", "bid 2", "bid 3", "bid 4", "nap")}
    assert refused(forced + "bids: {P0: pass}") == only_one
    assert legal(forced + "bids: {P0: pass}") == {"bid 1"}
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
    assert (
        "leader" in msg
        and "P3 has won no trick" in msg
        and "the winner of the last trick, P1, leads" in msg
    )
    assert "P1, the bidder, leads" in refusal(text + "tricks_won: {P1: 0}\nleader: P2")
    # the default leader (the bidder) is refused in the same way when he has won nothing
    assert "the bidder, by default" in refusal(text + "tricks_won: {P2: 1}")
    assert ans(text + "tricks_won: {P1: 1, P2: 1}\nleader: P2")["to_move"] == "P2"


def test_a_hand_holds_one_card_fewer_for_each_trick_counted() -> None:
    # 003: "Each player receives 5 cards": one goes to each trick, counted ones too
    text = BID3.replace("3,", "2,") + "tricks_won: {P1: 1, P2: 2}\nleader: P2\n"
    msg = refusal(text + "hands: {P1: [AS, KS, QS, JS, 10S]}")
    assert "hands.P1" in msg and "holds 5 cards" in msg and "after 3 tricks a hand has 2" in msg
    msg = refusal(text + "hands: {P2: [AH, KH, QH]}\ntrick: [P2 2H]")
    assert "hands.P2" in msg and "and his card to this one a hand has 1" in msg
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
    # 33 in the stock: three tricks over, so the four hold 7 with the trick's (P3 his last)
    a = ans(
        LL4 + "stock: 33\nhands: {P0: [2C], P1: [2D], P2: [2S], P3: []}\n"
        "trick: [P1 KS, P2 AS, P3 4S, P0 7H]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P0", "7H")
    assert a["to_move"] == "P0" and len(a["legal"]) == 2  # he drew the stock's top card
    msg = refusal(
        LL4 + "stock: 10\nhands: {P0: [2C], P1: [2D], P2: [2S], P3: [3S]}\ntrick: [P1 7H]"
    )
    assert "the turned card" in msg and "P0's" in msg


def test_six_players_the_first_lead_skips_nobody_and_the_winner_draws() -> None:
    # P5 deals six: P0 leads; the highest spade (no trump played) wins and draws. 12 in the
    # stock: four tricks over (52 - 36 - 12), so the six hold 36 - 5 x 4 = 16 with the trick's,
    # at least two each and three for P0, who won the fourth
    a = ans(
        "game: linger_longer\nplayers: 6\ndealer: P5\nturned: 2C\nstock: 12\nhands: "
        "{P0: [AS, KH], P1: [KS, QH], P2: [QS, JH], P3: [JS, 10H], P4: [10S], P5: [2C]}\n"
        "trick: [P0 9S, P1 8S, P2 7S, P3 6S, P4 5S, P5 4S]"
    )
    assert a["trick_winner"]["player"] == "P0" and a["to_move"] == "P0"
    assert len(a["legal"]) == 3  # A♠ K♥ and the card he drew
    assert a["trick_winner"]["still_in"] == [f"P{p}" for p in range(6)]


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
        # (31 in the stock: five tricks over, P0 and P1 out after playing four or five each)
        ("stock: 31\n" + TWO_LAST, "P2", "linger_longer.last_left"),
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


# ==== second audit: cases written from seed 003 and RULES.md alone, then run ======================
def test_bids_in_a_list_from_any_dealer_and_a_mapping_in_any_order() -> None:
    # 003: "Player at left of the dealer has first turn to bid"; docs: bids "in turn from the
    # dealer's left". P3 deals: P0 bid 2, P1 passed, P2 bid 3; P3 may only go higher.
    a = ans(NAP4 + "dealer: P3\nbids: [2, pass, 3]")
    assert a["to_move"] == "P3" and a["legal"] == ["pass", "bid 4", "nap"]
    # P1 deals five: P2 pass, P3 3, P4 pass, P0 4, P1 pass: P0, the highest, names trumps
    a = ans("game: napoleon\nplayers: 5\ndealer: P1\nbids: [pass, 3, pass, 4, pass]\ntrump: D")
    assert a["phase"] == "play" and a["to_move"] == "P0"
    # a mapping is read by seat, whatever order the file lists them in
    assert ans(NAP4 + "bids: {P2: pass, P1: 2}")["to_move"] == "P3"
    # two players: the dealer overcalls a 4 with nap and names trumps
    a = ans("game: napoleon\nplayers: 2\nbids: [4, nap]")
    assert a["phase"] == "trump" and a["to_move"] == "P0"


def test_dealer_forced_one_as_an_option_and_the_dealers_one() -> None:
    # RULES.md: "Offer dealer_forced_one as a variant" ("If all hands pass, the dealer bids 1");
    # docs: options: {dealer_forced_one: true} is the same reading
    text = (
        "game: napoleon\noptions: {dealer_forced_one: true}\nplayers: 3\nbids: {P1: pass, P2: pass}"
    )
    assert refused(text) == {
        a: "napoleon.dealer_forced_one" for a in ("pass", "bid 2", "bid 3", "bid 4", "nap")
    }
    a = ans("game: napoleon\nvariant: dealer_forced_one\nplayers: 4\nbids: [pass, pass, pass, 1]")
    assert a["phase"] == "trump" and a["to_move"] == "P0"
    # the default reading: everyone passed, nobody pays (the redeal)
    st = ans(NAP4 + "bids: [pass, pass, pass, pass]")["settlement"]
    assert st["result"] == "all_passed" and st["net"] == dict.fromkeys(("P0", "P1", "P2", "P3"), 0)


def test_trumps_are_named_after_the_bidding_from_a_suit_held() -> None:
    # 003: "The highest bidder names the trump suit"; RULES.md: he names a suit he holds
    text = NAP4 + "hands: {P1: [AS, KS, QS, JS, 2H]}\nbids: {P1: nap, P2: pass, P3: pass, P0: pass}"
    assert legal(text) == {"trump S", "trump H"}
    assert refused(text) == {"trump C": "napoleon.trump_held", "trump D": "napoleon.trump_held"}
    assert "the bidding is not over yet" in refusal(NAP4 + "bids: {P1: 2, P2: pass}\ntrump: S")
    assert "field 'trump'" in refusal(NAP4 + "bids: [2, pass, pass, pass]\ntrick: [P1 2S]")
    # the suit held is judged with the cards he has played: he led his only spade
    a = ans(
        NAP4 + "hands: {P1: [AH, 2D, 3C, 4C]}\nbids: [2, pass, pass, pass]\ntrump: S\n"
        "tricks: [[P1 AS, P2 2S, P3 3S, P0 4S]]"
    )
    assert a["to_move"] == "P1" and set(a["legal"]) == {"AH", "2D", "3C", "4C"}


def test_the_first_lead_is_the_bidders_and_a_trump_wherever_he_sits() -> None:
    # 003: "The highest bidder ... has the first lead. He must lead a trump for his first lead."
    text = NAP4 + "hands: {P2: [2H, AS, AC, AD, KD]}\nbids: [pass, 2, pass, pass]\ntrump: H"
    assert ans(text)["to_move"] == "P2" and legal(text) == {"2H"}
    assert set(refused(text).values()) == {"napoleon.lead_trump"} and len(refused(text)) == 4
    assert "it is P2's turn" in refusal(
        NAP4 + "bids: [pass, 2, pass, pass]\ntrump: H\ntrick: [P1 2H]"
    )
    msg = refusal(
        NAP4 + "bids: [2, pass, pass, pass]\ntrump: S\ntricks: [[P1 AH, P2 2H, P3 3H, P0 4H]]"
    )
    assert "tricks[0][0]" in msg and "He must lead a trump for his first lead." in msg


def test_follow_suit_but_no_duty_to_head_or_to_trump() -> None:
    # 003: "A player must follow suit to the lead if he can. Otherwise, there is no restriction"
    base = NAP4 + "bids: [2, pass, pass, pass]\ntrump: S\ntricks: [[P1 2S, P2 AS, P3 3S, P0 4S]]\n"
    text = base + "hands: {P3: [QH, 2H, AD, KC]}\ntrick: [P2 5H]"
    assert legal(text) == {"QH", "2H"}  # the 2 of hearts need not head the 5
    assert refused(text) == {"AD": "napoleon.follow_suit", "KC": "napoleon.follow_suit"}
    void = base + "hands: {P0: [AD, KC, 7S, 9D]}\ntrick: [P2 5H, P3 QH]"
    assert legal(void) == {"AD", "KC", "7S", "9D"} and not refused(void)
    # a trump led binds like any suit
    led = (
        NAP4
        + "hands: {P2: [KH, 2C, AD, 5S, 9S]}\nbids: [1, pass, pass, pass]\ntrump: C\ntrick: [P1 AC]"
    )
    assert legal(led) == {"2C"}
    msg = refusal(
        NAP4 + "hands: {P2: [2S, 3D, 4D, 5D]}\nbids: [2, pass, pass, pass]\ntrump: S\n"
        "tricks: [[P1 AS, P2 AH, P3 3S, P0 4S]]"
    )
    assert "tricks[0][1]" in msg and "follow suit" in msg


def test_the_trick_in_play_can_settle_the_deal() -> None:
    # 003: "A trick is won by the highest trump, or ... the highest card played of the suit
    # led": the A of clubs thrown on a diamond lead takes nothing. P1's second trick makes his 2.
    a = ans(
        NAP4 + "bids: [2, pass, pass, pass]\ntrump: S\ntricks: [[P1 KS, P2 2S, P3 3S, P0 4S]]\n"
        "trick: [P1 5D, P2 AC, P3 3D, P0 2D]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P1", "5D")
    st = a["settlement"]
    assert (st["result"], st["stopped_after"], st["net"]["P1"], st["net"]["P0"]) == (
        "made",
        2,
        6,
        -2,
    )
    # 3 players, bid 4: the others' second trick, won in the trick in play, defeats it
    a = ans(
        "game: napoleon\nplayers: 3\nbids: [4, pass, pass]\ntrump: S\n"
        "tricks: [[P1 AS, P2 2S, P0 3S], [P1 2H, P2 AH, P0 3H]]\ntrick: [P2 KD, P0 AD, P1 QD]"
    )
    assert a["trick_winner"]["player"] == "P0" and a["settlement"]["result"] == "failed"
    assert a["settlement"]["net"] == {"P0": 4, "P1": -8, "P2": 4}
    # play has stopped: no further trick, whole or begun
    six = "game: napoleon\nplayers: 6\nbids: [1, pass, pass, pass, pass, pass]\ntrump: H\n"
    won = six + "tricks: [[P1 AH, P2 2H, P3 3H, P4 4H, P5 5H, P0 6H]]"
    assert ans(won)["settlement"]["net"] == {
        "P0": -1,
        "P1": 5,
        "P2": -1,
        "P3": -1,
        "P4": -1,
        "P5": -1,
    }
    assert "play had already stopped" in refusal(won + "\ntrick: [P1 KH]")


@pytest.mark.parametrize(
    ("text", "result", "stopped", "bidder_net", "other_net"),
    [
        # 003: "If he is defeated, he pays this number to each": 2 at four players, after the
        # others' fourth trick (he can no longer reach 2)
        (
            NAP4 + "bids: [2, pass, pass, pass]\ntrump: C\ntricks_won: {P2: 2, P3: 2}\nleader: P3",
            "failed",
            4,
            -6,
            2,
        ),
        # bid 1 at four: only all five lost defeat it
        (
            NAP4 + "bids: [1, pass, pass, pass]\ntrump: H\ntricks_won: {P2: 4, P0: 1}\nleader: P0",
            "failed",
            5,
            -3,
            1,
        ),
        # odd amounts: 3 from each of five others at six players; 3 to each of four at five
        (
            "game: napoleon\nplayers: 6\nbids: [3, pass, pass, pass, pass, pass]\ntrump: H\n"
            "tricks_won: {P1: 3, P4: 1}\nleader: P1",
            "made",
            4,
            15,
            -3,
        ),
        (
            "game: napoleon\nplayers: 5\nbids: [3, pass, pass, pass, pass]\ntrump: H\n"
            "tricks_won: {P2: 2, P3: 1}\nleader: P3",
            "failed",
            3,
            -12,
            3,
        ),
        # "nap ... the bidder collects 10 counters each, but if he fails he pays only 5 each"
        (
            "game: napoleon\nplayers: 6\nbids: {P1: nap}\ntrump: S\ntricks_won: {P1: 5}",
            "made",
            5,
            50,
            -10,
        ),
        (
            "game: napoleon\nplayers: 2\nbids: {P1: nap}\ntrump: C\ntricks_won: {P0: 1}\nleader: P0",
            "failed",
            1,
            -5,
            5,
        ),
        (
            "game: napoleon\nplayers: 3\nbids: {P1: 5}\ntrump: D\ntricks_won: {P1: 5}",
            "made",
            5,
            20,
            -10,
        ),
        (
            "game: napoleon\nplayers: 2\nbids: [4, pass]\ntrump: C\ntricks_won: {P1: 4}",
            "made",
            4,
            4,
            -4,
        ),
    ],
)
def test_settlements_at_each_table_size(
    text: str, result: str, stopped: int, bidder_net: int, other_net: int
) -> None:
    st = ans(text)["settlement"]
    assert (st["result"], st["stopped_after"]) == (result, stopped)
    bidder = st["bidder"]
    assert st["net"] == {p: bidder_net if p == bidder else other_net for p in st["net"]}


def test_the_dealer_can_bid_nap_and_collects_from_each() -> None:
    st = ans("game: napoleon\nplayers: 3\nbids: [pass, pass, nap]\ntrump: S\ntricks_won: {P0: 5}")[
        "settlement"
    ]
    assert st["bidder"] == "P0" and st["net"] == {"P0": 20, "P1": -10, "P2": -10}


def test_play_goes_on_while_the_result_is_open() -> None:
    # 003: "Play stops the moment the outcome is sure": bid 2 with one won and one trick left;
    # nap with four of five won
    a = ans(NAP4 + "bids: [2, pass, pass, pass]\ntrump: C\ntricks_won: {P1: 1, P2: 3}\nleader: P2")
    assert a["phase"] == "play" and a["to_move"] == "P2" and "settlement" not in a
    a = ans(NAP4 + "bids: {P1: nap}\ntrump: S\ntricks_won: {P1: 4}")
    assert a["phase"] == "play" and a["to_move"] == "P1"


def test_napoleon_impossible_positions_are_refused() -> None:
    cases = {
        "game: napoleon\nplayers: 7": ("players", "2 to 6"),
        "game: napoleon\nplayers: 1": ("players", "2 to 6"),
        NAP4 + "hands: {P1: [AS, KS, QS, JS, 10S, 9S]}": ("hands.P1", "a hand is 5 cards"),
        NAP4 + "bids: {P1: 2, P3: pass}": ("bids.P3", "P2 has not bid yet"),
        NAP4 + "bids: {P1: 6}": ("bids.P1", "got 6"),
        NAP4 + "bids: [1, pass, pass, pass]\ntrump: S\ntricks_won: {P2: 4, P3: 2}": (
            "tricks_won",
            "a deal has 5",
        ),
        NAP4 + "hands: {P1: [AS, KS, QS, 2H]}\nbids: [2, pass, pass, pass]\ntrump: S\n"
        "trick: [P1 JS, P2 AS]": ("trick[1]", "already at hands.P1[0]"),
    }
    refused_in_words(cases)


FIRST4 = LL4 + "stock: 36\nhands: {P1: [KD, 9C, AS], P2: [QS, 10S, JD], P3: [KS, 8D, 6C], "


def test_the_turned_card_is_a_trump_the_dealer_must_play_to_a_trump_lead() -> None:
    # 003: the last card "belonging to the dealer ... decides the trump suit"; "A player must
    # follow suit to the lead when able": a heart led, the 7 of hearts is the dealer's only one
    text = FIRST4 + "P0: [7H, AC, 5S, 9D]}\ntrick: [P1 3H, P2 4C, P3 2C]"
    assert ans(text)["to_move"] == "P0" and legal(text) == {"7H"}
    assert set(refused(text).values()) == {"linger_longer.follow_suit"}
    a = ans(FIRST4 + "P0: [AC, 5S, 9D]}\ntrick: [P1 3H, P2 4C, P3 2C, P0 7H]")
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P0", "7H")
    assert a["to_move"] == "P0" and len(a["legal"]) == 4  # three left and the one drawn
    # the dealer may lead it, and the others must follow with a heart
    lead = LL4 + "stock: 33\nhands: {P1: [KD, 9C, 3H], P2: [QS], P3: [KS], P0: [AC]}\nleader: P0\n"
    assert legal(lead + "trick: [P0 7H]") == {"3H"}


def test_the_winner_draws_the_top_card_of_the_stock() -> None:
    # 003: "When a player wins a trick, he draws the top card of the stock. Nobody else draws."
    # The K of diamonds led beats the A of clubs thrown on it; P1 draws the Q of clubs. The
    # stock, Q♣ 2♠ on top, has 35: one trick over, won by P1, who leads and holds four.
    a = ans(
        LL4
        + "hands: {P1: [9C, 3H, AS], P2: [QS, 10S], P3: [KS, 6C], P0: [5S, 9S]}\n"
        + stock_text(stock_list("QC 2S", 35, "7H 9C 3H AS QS 10S KS 6C 5S 9S KD JD 8D AC"))
        + "trick: [P1 KD, P2 JD, P3 8D, P0 AC]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P1", "KD")
    assert set(a["legal"]) == {"9C", "3H", "AS", "QC"}
    # the highest trump wins among trumps
    a = ans(
        LL4 + "stock: 33\nhands: {P1: [KD], P2: [QD], P3: [], P0: [10D]}\nleader: P1\n"
        "trick: [P1 5S, P2 AS, P3 2H, P0 9H]"
    )
    assert (a["trick_winner"]["player"], a["trick_winner"]["card"]) == ("P0", "9H")


def test_a_winner_who_played_his_last_card_draws_and_stays_in() -> None:
    # 003: "When a player is left without any cards, he drops out": the winner has drawn one.
    # (He does not lead his last card: the leader won the trick before and drew. 33 in the
    # stock, three tricks over: the four hold 7 with the trick's.)
    a = ans(
        LL4 + "stock: 33\nhands: {P1: [], P2: [4C], P3: [], P0: [8D, 10D]}\nleader: P2\n"
        "trick: [P2 3S, P3 5S, P0 9D, P1 AS]"
    )
    assert a["trick_winner"]["still_in"] == ["P0", "P1", "P2"] and a["to_move"] == "P1"
    assert len(a["legal"]) == 1


def test_with_the_stock_empty_nobody_draws_and_play_goes_on() -> None:
    # RULES.md: "The stock running out is not covered"; the seed reading: no draw, play on
    a = ans(
        LL4 + "stock: 0\nhands: {P1: [2D], P2: [3D], P3: [4D], P0: []}\nleader: P1\n"
        "trick: [P1 AS, P2 KS, P3 QS]"
    )
    assert a["trick_winner"]["still_in"] == ["P1", "P2", "P3"] and a["legal"] == ["2D"]


def test_a_player_out_is_passed_over_in_the_trick() -> None:
    # 003: "he drops out of the hand, and the others play on": P2 holds nothing and is out;
    # P2 with [] who has played to the trick played his last card
    # (32 in the stock: four tricks over, so P2 has played all four dealt; P1 leads his last
    # card after winning the fourth. 33: three over, the four hold 7 with the trick's)
    gone = "stock: 32\nhands: {P1: [], P2: [], P3: [4C, 9D], P0: [5C]}\ntrick: [P1 5D]"
    last = "stock: 33\nhands: {P1: [2D], P2: [], P3: [4C, 9D], P0: [5C, 8C]}\ntrick: [P1 5D, P2 6D]"
    for position in (gone, last):
        a = ans(LL4 + "leader: P1\n" + position)
        assert a["to_move"] == "P3" and a["legal"] == ["9D"], position
    # the leader given is followed by the next player to his left
    a = ans(
        LL4 + "stock: 33\nhands: {P1: [2D, 8D], P2: [3D], P3: [4C], P0: [9S, 2C]}\nleader: P3\n"
        "trick: [P3 5S]"
    )
    assert a["to_move"] == "P0" and a["legal"] == ["9S"]


@pytest.mark.parametrize(
    ("text", "winner", "rule", "stock_left"),
    [
        # five players, three down to one card each and no stock: the 2 of trumps wins the
        # last trick and the game (003: "the winner of the last trick wins the game")
        (
            "game: linger_longer\nplayers: 5\nturned: 9S\nstock: 0\n"
            "hands: {P0: [], P1: [], P2: [], P3: [], P4: []}\nleader: P1\n"
            "trick: [P1 AC, P2 KC, P4 2S]",
            "P4",
            "linger_longer.last_trick",
            0,
        ),
        # no trump in it: the highest club, not the A of diamonds, wins
        (
            "game: linger_longer\nplayers: 4\nturned: 2H\nstock: 0\n" + ALL_OUT + "leader: P1\n"
            "trick: [P1 5C, P2 AD, P3 9C]",
            "P3",
            "linger_longer.last_trick",
            0,
        ),
        # six players: the last one left collects one from each of five
        (
            # (9 in the stock: seven tricks over; the four out played six or seven each)
            "game: linger_longer\nplayers: 6\nturned: 2H\nstock: 9\n"
            "hands: {P0: [], P1: [], P2: [], P3: [], P4: [], P5: [3C, 4C]}\nleader: P5\n"
            "trick: [P5 AC, P1 KC]",
            "P5",
            "linger_longer.last_left",
            8,
        ),
        # RULES.md: "Who leads if the trick winner has no card left ...? Recommended: the game
        # ends under the last-trick rule": P1 wins with his last card, P2 and P3 still hold one
        (
            LL4 + "stock: 0\nhands: {P0: [], P1: [], P2: [3D], P3: [4D]}\nleader: P1\n"
            "trick: [P1 AS, P2 KS, P3 QS]",
            "P1",
            "linger_longer.winner_out",
            0,
        ),
        # ... but with one other still holding a card he is the last one left (003: "The last
        # one left, after all the others have had to drop out, wins the game")
        (
            LL4 + "stock: 0\nhands: {P0: [], P1: [], P2: [2D], P3: []}\nleader: P1\n"
            "trick: [P1 AS, P2 KS]",
            "P2",
            "linger_longer.last_left",
            0,
        ),
    ],
)
def test_the_end_at_each_table_size(text: str, winner: str, rule: str, stock_left: int) -> None:
    st = ans(text)["settlement"]
    assert (st["winner"], st["rule"], st["stock_left"]) == (winner, rule, stock_left)
    n = len(st["net"])
    assert st["net"] == {p: n - 1 if p == winner else -1 for p in st["net"]}


def test_a_reshuffle_takes_every_played_card_the_turned_one_too() -> None:
    # RULES.md: "Denexa ... reshuffles the discards"; docs: the cards "in no hand, trick or
    # stock" make the new stock. Here every card but the A and K of spades had been played,
    # the turned 7 of hearts with them: after the trick all 52 are discards, P1 draws one.
    # (Before, the turned card was left out of the pile: 50 left.)
    st = ans(
        LL4 + "variant: reshuffle\nstock: 0\n" + ALL_OUT + "leader: P1\ntrick: [P1 AS, P2 KS]"
    )["settlement"]
    assert (st["winner"], st["rule"], st["stock_left"]) == ("P1", "linger_longer.last_left", 51)
    # the winner with no card left draws from the new stock and leads it
    a = ans(
        LL4 + "variant: reshuffle\nstock: 0\nhands: {P0: [], P1: [], P2: [3D], P3: [4D]}\n"
        "leader: P1\ntrick: [P1 AS, P2 KS, P3 QS]"
    )
    assert a["to_move"] == "P1" and len(a["legal"]) == 1 and "settlement" not in a


def test_linger_longer_impossible_positions_are_refused_in_words() -> None:
    cases = {
        "game: linger_longer\nplayers: 3\nturned: 7H\nhands: {P0: [2D], P1: [3D], P2: [4D]}": (
            "players",
            "4 to 6",
        ),
        # the turned card played by another than the dealer names the trick, not a hand
        LL4 + "stock: 10\nhands: {P0: [AC], P1: [KD], P2: [QS], P3: [KS]}\nleader: P1\n"
        "trick: [P1 7H]": ("trick[0]", "it is the dealer's (P0's), not P1's"),
        LL4 + "stock: 10\nhands: {P0: [5C], P1: [2D], P2: [7H], P3: [4C]}": (
            "hands.P2[0]",
            "the turned card",
        ),
        # a full stock (the first trick) with the turned card in no hand: it says why (no
        # trick is over, so the dealer still holds it)
        LL4 + "stock: 36\nhands: {P1: [KD, 9C, 3H, AS], P2: [QS, 10S, JD, 4C], "
        "P3: [KS, 8D, 6C, 2C], P0: [8H, AC, 5S, 9D]}": (
            "stock",
            "the turned 7♥ is in no hand or trick, but 36 in the stock is as the deal left it, "
            "so no trick is over and the dealer (P0) still holds it",
        ),
        LL4 + "stock: 5\nhands: {P0: [], P1: [2D], P2: [], P3: []}\nleader: P1": (
            "hands",
            "at least two players must still hold cards",
        ),
        LL4 + "stock: 36\nhands: {P1: [KD, 9C, 3H], P2: [QS, 10S, 4C], P3: [KS, 8D, 6C, 2C], "
        "P0: [7H, AC, 5S, 9D]}\ntrick: [P1 AS, P2 JD]": (
            "trick[1]",
            "P2 must follow suit: he holds",
        ),
    }
    refused_in_words(cases)
