"""A third audit of Spoil Five and Forty-Five against seed 002 and RULES.md §5-§6, from
scenario files as ``trickbook answer`` reads them: the cases the earlier audits
(test_audit_spoil_forty_five.py, test_audit2_spoil_forty_five.py, test_spoil_five_audit.py)
leave out, each with the sentence it checks.
"""

from __future__ import annotations

import pytest
import yaml
from scenario_answers import ans, refusal

from engine.scenario import ScenarioError, from_dict

SF = "game: spoil_five\nplayers: 4\ndealer: P0\nturn_card: 9S\n"


def test_a_player_out_of_the_pool_never_jinks_to_five() -> None:
    # seed 002: the offender "loses all his right and interest in the current pool, which he
    # cannot win, either on that or any subsequent deal"; in play his third trick spoils the
    # deal at once (nobody else can win three), so a count of five tricks with him as the
    # jinker is a position the rules never reach: the pool must not go to him
    msg = refusal(SF + "barred: [P2]\ntricks_won: {P2: 5}\njinker: P2\n")
    assert "'jinker'" in msg and "P2 cannot jink" in msg and "spoil_five.penalty" in msg
    msg = refusal(SF + "barred: [P2]\ntricks_won: {P2: 5}\n")
    assert "'tricks_won'" in msg and "no right to this pool" in msg
    eb = SF.replace("9S", "AS") + "variant: eb_compulsory_rob\nrob: decline\n"
    msg = refusal(eb + "tricks_won: {P0: 5}\njinker: P0\n")
    assert "P0 cannot jink" in msg and "spoil_five.eb_compulsory_rob" in msg
    # the same count for a player with his right to the pool is a jink made
    s = ans(SF + "tricks_won: {P2: 5}\njinker: P2\n")["settlement"]
    assert s["result"] == "five" and s["net"]["P2"] == 9 + 3


THREE = "tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C]"
SF3 = "game: spoil_five\nplayers: 3\ndealer: P0\nturn_card: 9S\n"


def test_an_irregularity_by_the_player_with_three_tricks_spoils_the_deal() -> None:
    # seed 002: who "exposes a card after any player has won two tricks ... loses all his
    # right and interest in the current pool, which he cannot win"; jinking he must "get all
    # five tricks or lose what he has already won, the game being spoiled"
    exposed = "irregularities: [{player: P1, kind: exposed_card}]\n"
    jinked = SF3 + THREE + ", [P1 KH, P2 5H, P0 3H]]\njink: jink\n" + exposed
    s = ans(jinked)["settlement"]
    assert s["result"] == "spoiled" and s["rule"] == "spoil_five.penalty"
    assert s["net"]["P1"] == 0 and s["pool_carried"] == 7 and s["barred"] == ["P1"]
    # his fifth trick is never played: the deal ended with the irregularity
    msg = refusal(jinked + "trick: [P1 QH, P2 6H, P0 7H]\n")
    assert "'trick[0]'" in msg and "already over" in msg and "no right to this pool" in msg
    # at the claim-or-jink choice, nothing is left to claim
    msg = refusal(SF3 + THREE + "]\n" + exposed + "jink: claim\n")
    assert "'jink'" in msg and "nothing to claim or jink" in msg and "spoil_five.penalty" in msg
    # a foul hand found while jinking: abandoned, and the deal is spoiled
    foul = SF3 + THREE + ", [P1 KH, P2 5H, P0 3H]]\njink: jink\n"
    s = ans(foul + "irregularities: [{player: P1, kind: foul_hand}]\n")["settlement"]
    assert s["result"] == "spoiled" and s["rule"] == "spoil_five.foul_hand"
    assert s["net"]["P1"] == 0 and "barred" not in s


def test_both_games_name_the_britannica_robbing_option_alike() -> None:
    # RULES.md §5: "Offer `eb_compulsory_rob` (failure to rob means he cannot win the pool) as a
    # variant"; docs/scenarios.md names it so for both games, and `options` takes option names:
    # Forty-Five's was `compulsory_rob`, so the same override was refused in one game
    tail = "dealer: P0\nturn_card: AS\nrob: decline\noptions: {eb_compulsory_rob: true}\n"
    sf = ans("game: spoil_five\nplayers: 3\n" + tail + "tricks_won: {P0: 3, P1: 1, P2: 1}\n")
    ff = ans("game: forty_five\nplayers: 4\n" + tail + "tricks_won: {P0: 2, P2: 1, P1: 2}\n")
    assert sf["settlement"]["rule"] == "spoil_five.eb_compulsory_rob"
    assert ff["settlement"]["rule"] == "forty_five.eb_compulsory_rob"
    assert ff["settlement"]["points"] == {"P0+P2": 0, "P1+P3": 0}


def test_a_side_may_be_named_with_its_seats_in_any_order() -> None:
    # RULES.md §6: "four or six in two partnerships"; a side is its seats, whatever their order
    head = "game: forty_five\nplayers: 4\ndealer: P0\nturn_card: 8H\ntricks_won: {P1: 3, P0: 2}\n"
    s = ans(head + "scores: {P2 + P0: 30, P3+P1: 40}\n")["settlement"]
    assert s["scores_before"] == {"P0+P2": 30, "P1+P3": 40} and s["game_won_by"] == "P1+P3"
    msg = refusal(head + "scores: {P2+P0: 30, P0+P2: 40}\n")
    assert "'scores.P0+P2'" in msg and "given twice" in msg
    assert "expected a side" in refusal(head + "scores: {P0+P1: 30}\n")


def test_a_file_robbing_without_the_ace_is_refused_with_the_seeds_rule() -> None:
    # seed 002: "If any player robs when he does not hold the ace ... he loses all his right
    # and interest in the current pool": Spoil Five's reader said so without the rule or its
    # penalty, where Forty-Five's (and play's refusal) cite spoil_five.rob_without_ace
    tail = "rob: {player: P1, discard: 2C}\nhands:\n  P1: [9S, 3C, 4C, 5C, 6C]\n  P2: [AS, 2D]\n"
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(SF3 + tail), "audit.yaml")
    assert [r.id for r in e.value.rules] == ["spoil_five.rob_without_ace"]
    msg = str(e.value)
    assert "'rob.player': P1 may not rob: he does not hold the A♠" in msg
    assert "loses all right to the pool" in msg and "If any player robs when he does not" in msg
