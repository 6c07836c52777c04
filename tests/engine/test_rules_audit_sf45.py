"""A third audit of Spoil Five and Forty-Five against seed 002 and RULES.md §5-§6, from
scenario files as ``trickbook answer`` reads them: the cases the earlier audits
(test_audit_spoil_forty_five.py, test_audit2_spoil_forty_five.py, test_spoil_five_audit.py)
leave out, each with the sentence it checks.
"""

from __future__ import annotations

from scenario_answers import ans, refusal

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
