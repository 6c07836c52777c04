"""An independent audit of Spoil Five and Forty-Five against seed 002 and RULES.md §5-§6: each
case is a scenario (docs/scenarios.md) answered as ``trickbook answer`` answers it, and what the
text says, quoted beside it. The cases are the ones the rule-by-rule tests
(test_spoil_five_rules.py, test_forty_five_rules.py) leave out: positions mid-deal with hands
unknown, the A♥ led or held when it is not the ace of trumps, robbing at the edges, the first
three tricks given as counts, counting out from counts, and faults in the files.
"""

from __future__ import annotations

import pytest
from scenario_answers import ans
from scenario_answers import refused as refusals

from engine.scenario import ScenarioError


def legal(text: str) -> list[str]:
    return sorted(ans(text)["legal"])


def refusal_rules(text: str) -> set[str]:
    return set(refusals(text).values())


def refused(text: str, match: str) -> None:
    with pytest.raises(ScenarioError, match=match):
        ans(text)


SF = "game: spoil_five\nplayers: 3\ndealer: P0\n"
FF = "game: forty_five\n"


# ---- a deal goes on after a trick, whatever is unknown ---------------------------------------
def test_one_trick_played_with_the_hands_unknown_the_deal_goes_on() -> None:
    # RULES.md §5 / Britannica (spoil_five.lead): "the winner of each trick leads to the next";
    # seed 002: the deal is spoiled only when nobody "can win three tricks" — after one trick
    # of five nothing is settled. (The engine ended the deal as spoiled because the unknown
    # hands were empty.)
    a = ans(SF + "turn_card: 9D\ntrick: [P1 AD, P2 AH, P0 KD]\n")
    assert a["trick_winner"]["player"] == "P2" and a["trick_winner"]["card"] == "AH"
    assert a["phase"] == "play" and a["to_move"] == "P2" and "settlement" not in a
    assert "hand_unknown" in a


def test_after_a_foul_hand_the_others_play_on() -> None:
    # seed 002: "Those who have their right number of cards finish the play without the foul
    # hand, but any tricks already won by the holder of the foul hand remain his property."
    a = ans(
        SF + "turn_card: 9S\ntricks: [[P1 AS, P2 2C, P0 3C]]\n"
        "irregularities: [{player: P2, kind: foul_hand}]\ntrick: [P1 4D, P0 5D]\n"
    )
    assert a["trick_winner"]["player"] == "P0"
    assert a["phase"] == "play" and a["to_move"] == "P0"


def test_a_foul_eldest_hand_before_the_first_lead_passes_the_lead_on() -> None:
    # seed 002: the foul hand "must be abandoned"; the others "finish the play without" it
    a = ans(
        SF + "turn_card: 9S\nirregularities: [{player: P1, kind: foul_hand}]\n"
        "hands: {P2: [2H, 3H, 4H, 5H, 6H]}\n"
    )
    assert a["to_move"] == "P2" and sorted(a["legal"]) == ["2H", "3H", "4H", "5H", "6H"]


# ---- the A♥: always a trump, never a heart ---------------------------------------------------
def test_a_heart_does_not_follow_the_ace_of_hearts_led() -> None:
    # RULES.md §5: the A♥ "is always a trump card, and never counts as a heart" (Peel): led
    # under clubs it is a trump lead, and the only trump held must follow it
    text = SF + "turn_card: 9C\nhands: {P2: [KH, QH, 2C, 3D, 4S]}\ntrick: [P1 AH]\n"
    assert legal(text) == ["2C"]
    assert refusal_rules(text) == {"spoil_five.follow_trumps"}


def test_the_ace_of_hearts_is_no_heart_to_follow_a_heart_lead() -> None:
    # the same: holding the A♥ and no heart, a heart led need not be followed (he holds a
    # trump and no card of the suit led: "others may follow or trump as they please")
    assert legal(SF + "turn_card: 9D\nhands: {P2: [AH, 3C, 4C, 5S, 6S]}\ntrick: [P1 KH]\n") == [
        "3C",
        "4C",
        "5S",
        "6S",
        "AH",
    ]
    # with a heart beside it: follow (2♥) or trump (A♥), nothing else
    text = SF + "turn_card: 9D\nhands: {P2: [AH, 2H, 3C, 4C, 5S]}\ntrick: [P1 KH]\n"
    assert legal(text) == ["2H", "AH"]
    assert refusal_rules(text) == {"spoil_five.follow_or_trump"}


def test_the_ace_of_hearts_led_is_an_inferior_trump_to_the_five_and_jack() -> None:
    # seed 002: "If the heart ace is led, and one player holds the Jack alone, and another the
    # Five alone, neither of these cards need be played" — here under diamonds
    for priv in ("JD", "5D"):
        assert legal(
            SF + f"turn_card: 9D\nhands: {{P2: [{priv}, 3C, 4C, 5S, 6S]}}\ntrick: [P1 AH]\n"
        ) == sorted([priv, "3C", "4C", "5S", "6S"])
    # ... but the king of trumps, no privileged card, must follow the A♥ led
    assert legal(SF + "turn_card: 9D\nhands: {P2: [KD, 3C, 4C, 5S, 6S]}\ntrick: [P1 AH]\n") == [
        "KD"
    ]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_the_lone_ace_of_hearts_is_tested_against_the_card_led(game: str) -> None:
    # seed 002: "such as the Five played on an Eight led, the holder of the lone Jack of trumps
    # or ace of hearts, need not play it, because the lead was inferior" — the A♥ case, in both
    # games ("These names are given to Spoil Five when it is played by two persons ... or four")
    text = (
        f"game: {game}\nplayers: 4\nturn_card: 9S\nhands: {{P3: [AH, 2D, 3D, 4D, 6D]}}\n"
        "trick: [P1 8S, P2 5S]\n"
    )
    assert legal(text) == ["2D", "3D", "4D", "6D", "AH"]


def test_hearts_trumps_the_lone_ace_of_hearts_falls_to_the_five() -> None:
    # seed 002: "If a superior trump is led, the player must follow suit in any case"; the A♥
    # is the ace of trumps when hearts are trumps, so its holder may also rob (RULES.md §5:
    # "The A♥ qualifies only when hearts are trumps")
    a = ans(SF + "turn_card: 9H\nhands: {P2: [AH, 2C, 3C, 5S, 6S]}\ntrick: [P1 5H]\n")
    plays = [x for x in a["legal"] if not x.startswith("rob")]
    assert plays == ["AH"]
    # he robs keeping the ace (002: "he must have at least the ace and the turn-up in trumps")
    assert {x for x in a["legal"] if x.startswith("rob")} == {
        "rob 2C",
        "rob 3C",
        "rob 5S",
        "rob 6S",
    }
    assert {r["rule"] for r in a["illegal"]} == {
        "spoil_five.renege_superior",
        "spoil_five.rob_keeps_ace",  # rob AH: the ace he robs with stays
    }


# ---- two privileged trumps, and a privileged one below the lead ------------------------------
def test_a_privileged_trump_beside_a_lower_privileged_one_must_play_one_or_the_other() -> None:
    # seed 002: the Five "having no smaller trump with" it may refuse an inferior lead, "but if
    # he has also a smaller trump, he must play one or the other". The J♣ led outranks the A♥:
    # the A♥ is a smaller trump held beside the 5♣. Both variants agree.
    for variant in ("rules_md", "strict_single_privileged"):
        text = (
            SF + f"variant: {variant}\nturn_card: 9C\nhands: {{P2: [5C, AH, 4D, 5S, 6S]}}\n"
            "trick: [P1 JC]\n"
        )
        assert legal(text) == ["5C", "AH"]
        assert refusal_rules(text) == {"spoil_five.renege_smaller_trump"}


def test_three_privileged_trumps_to_the_lowest_trump() -> None:
    # RULES.md §5 ambiguity "Two privileged trumps": per-card reading by default (Peel, "he may
    # withhold" them), strict_single_privileged: "he must play one of them"
    hand = "turn_card: 9C\nhands: {P2: [5C, JC, AH, 5S, 6S]}\ntrick: [P1 10C]\n"
    assert legal(SF + hand) == ["5C", "5S", "6S", "AH", "JC"]
    strict = SF + "variant: strict_single_privileged\n" + hand
    assert legal(strict) == ["5C", "AH", "JC"]
    assert refusal_rules(strict) == {"spoil_five.strict_single_privileged"}
    # the refusal counts them right: three, not "both"
    reasons = {r["reason"] for r in ans(strict)["illegal"]}
    assert reasons == {
        "you may not hold back all of 5♣, J♣ and A♥: holding three privileged trumps, you "
        "must play one of them to the 10♣ led"
    }


# ---- plain-suit order at the edges -----------------------------------------------------------
@pytest.mark.parametrize(
    "turn, trick, winner",
    [
        # diamonds plain: "K Q J 10 9 8 7 6 5 4 3 2 A" — the ace is the lowest diamond
        ("9C", "[P1 AD, P2 2D, P0 KH]", "P2"),
        # spades plain: "K Q J A 2 3 4 5 6 7 8 9 10" — the A♠ over the 2♠, the 10♠ lowest
        ("9C", "[P1 10S, P2 2S, P0 AS]", "P0"),
        # hearts plain: "K Q J 10 9 ... 2" — no ace, the 10♥ over the 5♥
        ("9S", "[P1 5H, P2 10H, P0 2C]", "P2"),
        # clubs trumps: "... Q♣ 2♣ 3♣ 4♣ 6♣ ..." — the 2♣ over the 6♣, below the Q♣
        ("9C", "[P1 6C, P2 2C, P0 QC]", "P0"),
    ],
)
def test_trick_winner_by_the_black_and_red_orders(turn: str, trick: str, winner: str) -> None:
    assert ans(SF + f"turn_card: {turn}\ntrick: {trick}\n")["trick_winner"]["player"] == winner


# ---- robbing ---------------------------------------------------------------------------------
def test_the_turned_ace_of_hearts_is_robbed_by_the_dealer() -> None:
    # RULES.md §5 (Britannica): "If the turn-up is an ace, the dealer 'must rob'" — the A♥
    # turned makes hearts trumps and is an ace like any other
    a = ans(SF + "turn_card: AH\nhands: {P0: [2C, 3C, 4C, 6C, 7C]}\n")
    assert a["phase"] == "rob" and a["to_move"] == "P0" and "decline" in a["legal"]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_a_turned_ace_with_the_dealers_hand_unknown_is_not_a_bare_decline(game: str) -> None:
    # RULES.md §5: the dealer "puts out any card face down and takes in the ace" — with his
    # hand not given the answer cannot list his robs, and must not offer 'decline' alone
    a = ans(f"game: {game}\nplayers: 4\nturn_card: AS\n")
    assert a["phase"] == "rob" and a["to_move"] == "P0"
    assert "legal" not in a and "hands.P0" in a["hand_unknown"]


def test_the_ace_of_hearts_does_not_rob_a_diamond_turn_up() -> None:
    # RULES.md §5: "only the holder of the trump suit's ace may rob. The A♥ qualifies only when
    # hearts are trumps"
    a = ans(SF + "turn_card: 9D\nhands: {P1: [AH, 3C, 4C, 6C, 7C]}\n")
    assert not [x for x in a["legal"] if x.startswith("rob")]


def test_the_dealer_holding_the_trump_ace_robs_in_his_turn_not_first() -> None:
    # RULES.md §5 (Peel): the holder of the ace robs "when it is his turn to play, and before
    # showing his first card" — the dealer too, when no ace was turned: the eldest leads first
    a = ans(SF + "turn_card: 9S\nhands: {P0: [AS, 3C, 4C, 6C, 7C], P1: [2H, 3H, 4H, 5H, 6H]}\n")
    assert a["phase"] == "play" and a["to_move"] == "P1"
    assert not [x for x in a["legal"] if x.startswith("rob")]
    a = ans(SF + "turn_card: 9S\nhands: {P0: [AS, 3C, 4C, 6C, 7C]}\ntrick: [P1 2H, P2 3H]\n")
    assert "rob 3C" in a["legal"] and "3C" in a["legal"]


def test_failing_to_rob_under_the_britannica_spoils_the_holders_three_tricks() -> None:
    # RULES.md §5: eb_compulsory_rob, "A player who fails to rob cannot go out that hand": the
    # ace holder who led it unrobbed wins the first three tricks, but cannot take the pool, and
    # nobody else can now win three: spoiled. By default (robbing optional) he claims or jinks.
    deal = (
        "turn_card: 9S\nhands: {P1: [4D, 6D]}\n"
        "tricks: [[P1 AS, P2 2C, P0 3C], [P1 2D, P2 2H, P0 3H], [P1 3D, P2 4H, P0 5H]]\n"
    )
    a = ans(SF + "variant: eb_compulsory_rob\n" + deal)
    assert a["settlement"]["result"] == "spoiled" and a["settlement"]["pool_carried"] == 7
    assert ans(SF + deal)["legal"] == ["claim", "jink"]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_a_rob_the_scenario_states_is_made_when_the_robber_is_to_move(game: str) -> None:
    # RULES.md §5 (Peel): the holder robs "when it is his turn to play, and before showing his
    # first card": a scenario saying P2 robbed, P2 to play, shows his hand robbed (the 9♠ in,
    # the 7♣ out) and no second rob. (Spoil Five offered the rob again, from the hand as dealt.)
    head = f"game: {game}\nplayers: 4\nturn_card: 9S\nrob: {{player: P2, discard: 7C}}\n"
    a = ans(head + "hands: {P2: [AS, 9S, 3D, 4D, 5D]}\ntrick: [P1 2H]\n")
    assert sorted(a["legal"]) == ["3D", "4D", "5D", "9S", "AS"]
    # before his turn he has not robbed yet
    refused(head + "hands: {P1: [2H, 3H, 4H, 5H, 6H]}\n", "robs in his turn")


@pytest.mark.parametrize("played", ["trick: [P1 2H]\n", "tricks: [[P1 2H, P2 9S, P0 3H]]\n"])
def test_an_unknown_robbers_hand_is_unknown_not_the_cards_his_rob_showed(played: str) -> None:
    # RULES.md §5 (Britannica): the robber "puts out any card face down": his rob shows the
    # turn-up (and the ace) in his hand, not the rest of it — the answer may not list his legal
    # cards from those alone (it said 9S, AS; then AS)
    a = ans(SF + "turn_card: 9S\nrob: {player: P2, discard: 7C}\n" + played)
    assert a["to_move"] == "P2" and "legal" not in a and "hands.P2" in a["hand_unknown"]


def test_an_ace_turned_only_the_dealer_robs_in_forty_five() -> None:
    # RULES.md §5 (Britannica): when an ace is turned, the dealer robs it
    refused(
        FF + "players: 2\nturn_card: AH\nrob: {player: P1, discard: 2C}\n",
        "only P0, the dealer, robs",
    )


def test_forty_five_robbing_without_the_ace_costs_no_pool() -> None:
    # seed 002 on Forty-Five: "There is no pool" — the refusal must not speak of losing it
    with pytest.raises(ScenarioError) as e:
        ans(
            FF + "players: 4\nturn_card: 6C\nrob: {player: P3, discard: 9D}\n"
            "hands: {P3: [6C, 2D, 3D, 4D, 5D]}\n"
        )
    # said of P3, the author's seat (tests/engine/test_scenario_refusal_said_of.py)
    assert "P3 may not rob: he does not hold the A♣" in str(e.value)
    assert "pool" not in str(e.value)


# ---- the first three tricks, the jink, given as counts ---------------------------------------
def test_three_tricks_counted_to_one_player_leave_him_to_claim_or_jink() -> None:
    # seed 002: "When a player has won three tricks, he should immediately abandon his hand and
    # claim the pool, for if he continues playing he must jink it" — his choice, as with the
    # tricks given card by card (docs/examples/spoil_five_jink.yaml)
    a = ans(SF + "turn_card: 9S\ntricks_won: {P1: 3}\n")
    assert a["phase"] == "jink" and a["to_move"] == "P1" and a["legal"] == ["claim", "jink"]
    s = ans(SF + "turn_card: 9S\ntricks_won: {P1: 3}\njink: claim\n")["settlement"]
    assert s["result"] == "won" and s["net"]["P1"] == 7
    a = ans(SF + "turn_card: 9S\ntricks_won: {P1: 3}\njink: jink\nhands: {P1: [4H, 5H]}\n")
    assert a["to_move"] == "P1" and sorted(a["legal"]) == ["4H", "5H"]


def test_a_barred_player_winning_the_first_three_is_offered_no_jink() -> None:
    # seed 002: the offender "loses all his right and interest in the current pool, which he
    # cannot win" — his three tricks leave nobody able to win three: spoiled at once
    s = ans(SF + "turn_card: 9S\nbarred: [P1]\ntricks_won: {P1: 3}\n")["settlement"]
    assert s["result"] == "spoiled" and s["barred"] == ["P1"]


# ---- who leads, from counts ------------------------------------------------------------------
@pytest.mark.parametrize("head", [SF + "turn_card: 9S\n", FF + "players: 4\nturn_card: 9S\n"])
def test_the_leader_from_tricks_won_is_a_trick_winner(head: str) -> None:
    # RULES.md §5 (spoil_five.lead): "the winner of each trick leads to the next"
    refused(head + "tricks_won: {P0: 1, P2: 1}\n", "leader.*is required")
    refused(head + "tricks_won: {P0: 1, P2: 1}\nleader: P1\n", "P1 has won no trick")
    refused(head + "tricks_won: {P0: 1, P2: 1}\ntrick: [P1 4H]\n", "P1 has won no trick")
    assert ans(head + "tricks_won: {P2: 2}\n")["to_move"] == "P2"
    assert ans(head + "tricks_won: {P0: 1, P2: 1}\nleader: P0\n")["to_move"] == "P0"
    after_p2 = "P3" if "players: 4" in head else "P0"  # the trick's first card shows P2 led
    assert ans(head + "tricks_won: {P0: 1, P2: 1}\ntrick: [P2 4H]\n")["to_move"] == after_p2


# ---- Forty-Five scoring ----------------------------------------------------------------------
def test_forty_five_six_players_the_odd_trick_wins_the_game() -> None:
    # seed 002: "The side winning the odd trick counts five points ... Forty-five points is game"
    s = ans(
        FF + "players: 6\nturn_card: 8H\nscores: {P0+P2+P4: 40, P1+P3+P5: 40}\n"
        "tricks_won: {P1: 1, P3: 1, P5: 1, P0: 2}\n"
    )["settlement"]
    assert s["points"] == {"P0+P2+P4": 0, "P1+P3+P5": 5}
    assert s["game_won_by"] == "P1+P3+P5"


def test_forty_five_odd_trick_scoring_has_no_counting_out() -> None:
    # seed 002: counting out belongs to the per-trick count: "When this manner of counting is
    # adopted, the players count out" — with the odd trick, 35 all and two tricks play on
    a = ans(FF + "players: 2\nturn_card: 8H\nscores: [35, 35]\ntricks_won: {P1: 2}\n")
    assert a["phase"] == "play" and "settlement" not in a


def test_forty_five_counting_out_mid_deal_from_tricks_played() -> None:
    # seed 002: "if each side is 35 up, the first to win two tricks counts out"; RULES.md §6:
    # "the game ends the moment a side reaches 45"
    a = ans(
        FF + "variant: per_trick\nplayers: 4\nturn_card: 8H\nscores: [35, 35]\n"
        "tricks: [[P1 2C, P2 3C, P3 4C, P0 KC]]\ntrick: [P0 2D, P1 3D, P2 KD, P3 4D]\n"
    )
    s = a["settlement"]
    assert s["result"] == "counted_out" and s["game_won_by"] == "P0+P2"
    assert s["scores_after"] == {"P0+P2": 45, "P1+P3": 35}


def test_forty_five_counts_that_could_not_happen_when_counting_out_are_refused() -> None:
    # RULES.md §6: "the game ends the moment a side reaches 45" — so both sides cannot reach
    # it, nor a side win a trick after reaching it
    per = FF + "variant: per_trick\nplayers: 2\nturn_card: 8H\n"
    refused(per + "scores: [35, 35]\ntricks_won: {P0: 2, P1: 2}\n", "both sides would reach 45")
    refused(per + "scores: [40, 40]\ntricks_won: {P0: 1, P1: 1}\n", "both sides would reach 45")
    refused(per + "scores: [35, 0]\ntricks_won: {P0: 3}\n", "earlier trick")


def test_forty_five_a_side_of_one_wins_in_the_singular() -> None:
    # the two-hand game: "played by two persons only" — each player is a side of one
    s = ans(FF + "players: 2\nturn_card: 8H\nscores: [40, 30]\ntricks_won: {P1: 5}\n")
    assert s["settlement"]["why"] == "P1 wins 5 tricks to 0, all five"


# ---- faults in the file ----------------------------------------------------------------------
@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_a_hand_too_big_for_the_tricks_counted_is_refused(game: str) -> None:
    # seed 002: five cards are dealt and one goes to each trick ("too many or too few cards"
    # makes a hand foul): after two tricks a hand holds three
    head = f"game: {game}\nplayers: 4\nturn_card: 9S\ntricks_won: {{P1: 2}}\n"
    refused(head + "hands: {P1: [2H, 3H, 4H, 5H]}\n", "P1 holds 4 cards, but after 2 tricks")
    assert sorted(ans(head + "hands: {P1: [2H, 3H, 4H]}\n")["legal"]) == ["2H", "3H", "4H"]


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_a_fault_in_an_earlier_trick_names_tricks_i_j(game: str) -> None:
    head = f"game: {game}\nplayers: 4\nturn_card: 9S\n"
    refused(head + "tricks: [[P1 2H, P2 XX, P3 4H, P0 5H]]\n", r"'tricks\[0\]\[1\]': not a card")
    refused(head + "tricks: [P1 2H]\n", r"'tricks\[0\]': expected a list of plays")
