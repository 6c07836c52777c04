"""A third, independent rules audit of Rounce against seed 002 and RULES.md §3 (Rams' rules
where Foster gives none of Rounce's own): for each sentence that states a rule, a position and
the engine's answer there (tests/engine/audit_cases.py). Every case agreed with the texts."""

from __future__ import annotations

from audit_cases import Case, case_test, rules_md_quotes_hold

from engine.games.pool.rounce import ROUNCE

ALL_IN = "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"
R4 = "game: rounce\nplayers: 4\npool: 10\ntrump: S\n"
DECL = "game: rounce\nplayers: 4\npool: 10\nturn_card: 4S\n"
HAND = "hands: {P0: [AS, KH, 9C, 2D, 3D]}\n"

CASES = [
    Case(
        "nine_play",
        "002",
        "any number of players from three to nine.",
        "game: rounce\nplayers: 9\npool: 5\nturn_card: 4S\n",
        {"to_move": "P1", "legal": ["stand", "widow", "pass"]},
    ),
    Case(
        "ten_refused",
        "002",
        "any number of players from three to nine.",
        "game: rounce\nplayers: 10\npool: 5\nturn_card: 4S\n",
        {"error": "from 3 to 9"},
    ),
    Case(
        "whist_rank",
        "002",
        "It is played with the full pack of fifty-two cards, which rank as at Whist",
        R4 + ALL_IN + "trick: [P1 KC, P2 AC, P3 2C, P0 10C]",
        {"winner": "P2"},
    ),
    Case(
        "widow_of_six_discard_one",
        "002",
        "Six cards are dealt to the widow, one of which must be discarded by the player taking it.",
        DECL + "declarations: {P1: widow}\nwidow: [AS, KS, 2H, 7D, 9C, QC]\n",
        {
            "legal": [
                "discard AS",
                "discard KS",
                "discard 2H",
                "discard 7D",
                "discard 9C",
                "discard QC",
            ],
            "refused": {"stand": "rounce.widow"},
        },
    ),
    Case(
        "widow_taker_plays_five",
        "002",
        "Six cards are dealt to the widow, one of which must be discarded by the player taking it.",
        DECL + 'declarations: {P1: "widow, discard 9C", P2: stand, P3: pass, P0: stand}\n'
        "hands: {P1: [AS, KS, 2H, 7D, QC]}\n",
        {"phase": "play", "legal": ["AS", "KS", "2H", "7D", "QC"]},
    ),
    Case(
        "pools_alike_pass_a_simple",
        "002",
        "All pools are alike, there being no difference between simples and doubles",
        DECL.replace("pool: 10", "pool: 5"),
        {"legal": ["stand", "widow", "pass"]},
    ),
    Case(
        "pools_alike_no_compulsory_option",
        "002",
        "All pools are alike, there being no difference between simples and doubles",
        DECL + "options: {simple_compulsory: true}\n",
        {"error": "unknown option 'simple_compulsory'"},
    ),
    Case(
        "no_general_rounce",
        "002",
        "there is no such announcement as general rounce.",
        DECL,
        {"refused": {"rams": "rounce.no_general_rounce"}},
    ),
    Case(
        "no_head",
        "002",
        "There is no obligation to head the trick",
        R4 + ALL_IN + "hands: {P2: [KD, 3D, 4S, 7H, 9C]}\ntrick: [P1 5D]",
        {"legal": ["KD", "3D"], "refused": {"4S": "rounce.follow_suit"}},
    ),
    Case(
        "follow_suit_inherited",
        "RULES.md",
        "Recommended: following suit is compulsory.",
        R4 + ALL_IN + "hands: {P2: [3D, 4S, 7H, 9C, QC]}\ntrick: [P1 5D]",
        {"legal": ["3D"], "refused": {"4S": "rounce.follow_suit"}},
    ),
    Case(
        "no_trump_when_void",
        "002",
        "There is no obligation to head the trick, nor to trump or under-trump",
        R4 + ALL_IN + "hands: {P2: [4S, 7H, 9C, QC, 2H]}\ntrick: [P1 5D]",
        {"legal": ["4S", "7H", "9C", "QC", "2H"]},
    ),
    Case(
        "no_undertrump_duty",
        "002",
        "There is no obligation to head the trick, nor to trump or under-trump",
        R4 + ALL_IN + "hands: {P0: [3S, 7H, 9C, QC, 2H]}\ntrick: [P1 5D, P2 6D, P3 KS]",
        {"legal": ["3S", "7H", "9C", "QC", "2H"]},
    ),
    Case(
        "trump_lead_not_headed",
        "002",
        "There is no obligation to head the trick",
        R4 + ALL_IN + "hands: {P2: [AS, 2S, 7H, 9C, QC]}\ntrick: [P1 5S]",
        {"legal": ["AS", "2S"]},
    ),
    Case(
        "first_trick_winner_leads_a_trump",
        "002",
        "but the winner of the first trick must lead a trump if he has one.",
        R4 + ALL_IN + "tricks_won: {P3: 1}\nleader: P3\nhands: {P3: [4S, KH, 9C, 2D]}\n",
        {"legal": ["4S"], "refused": {"KH": "rounce.lead_trump"}},
    ),
    Case(
        "no_trump_no_duty",
        "002",
        "but the winner of the first trick must lead a trump if he has one.",
        R4 + ALL_IN + "tricks_won: {P3: 1}\nleader: P3\nhands: {P3: [4H, KH, 9C, 2D]}\n",
        {"legal": ["4H", "KH", "9C", "2D"]},
    ),
    Case(
        "trump_lead_only_to_trick_two",
        "RULES.md",
        "The trump-lead duty applies only to the lead of trick 2.",
        R4 + ALL_IN + "tricks_won: {P3: 2}\nleader: P3\nhands: {P3: [4S, KH, 9C]}\n",
        {"legal": ["4S", "KH", "9C"]},
    ),
    Case(
        "first_lead_free",
        "002",
        "The eldest hand of those who have declared to play begins by leading any card he pleases.",
        R4 + ALL_IN + "hands: {P1: [4S, KH, 9C, 2D, 3D]}\n",
        {"legal": ["4S", "KH", "9C", "2D", "3D"]},
    ),
    Case(
        "dealer_robs",
        "002",
        "If he plays, he may discard and take up the trump card.",
        DECL + "declarations: {P1: stand, P2: stand, P3: pass}\n" + HAND,
        {"legal": ["stand", "widow", "pass", "rob AS", "rob KH", "rob 9C", "rob 2D", "rob 3D"]},
    ),
    Case(
        "dealer_robs_after_the_widow",
        "002",
        "If he plays, he may discard and take up the trump card.",
        DECL + 'declarations: {P1: stand, P2: stand, P3: pass, P0: "widow, discard 9C"}\n'
        "hands: {P0: [AS, KH, 2D, 3D, 5H]}\n",
        {"legal": ["stand", "rob AS", "rob KH", "rob 2D", "rob 3D", "rob 5H"]},
    ),
    Case(
        "only_the_dealer_robs",
        "002",
        "No other player may rob the trump.",
        DECL + "hands: {P1: [AS, KH, 9C, 2D, 3D]}\n",
        {"refused": {"rob": "rounce.rob_dealer_only"}},
    ),
    Case(
        "pone_pays",
        "002",
        "If he declines to play, he must pay the dealer five counters, and the pool remains.",
        DECL + "declarations: {P1: pass, P2: pass, P3: pass}\n",
        {"result": "pone_paid", "nets": {"P0": 5, "P3": -5}, "next_pool": 10},
    ),
    Case(
        "dealer_must_play_against_one",
        "002",
        "The dealer must play if he is opposed by only one player",
        DECL + "declarations: {P1: stand, P2: pass, P3: pass}\n" + HAND,
        {"refused": {"pass": "rounce.dealer_must_play"}},
    ),
    Case(
        "dealer_must_play_against_a_widow_taker",
        "002",
        "The dealer must play if he is opposed by only one player",
        DECL + 'declarations: {P1: "widow, discard 8C", P2: pass, P3: pass}\n' + HAND,
        {"refused": {"pass": "rounce.dealer_must_play", "widow": "rounce.widow_once"}},
    ),
    Case(
        "fifths_and_ramsed",
        "RULES.md",
        "The hand size (5) and the pool/ramsed scoring are inherited from Rams.",
        R4.replace("pool: 10", "pool: 15")
        + "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 3, P2: 2}\n",
        {"nets": {"P0": 0, "P1": 9, "P2": 6, "P3": -5}, "next_pool": 5},
    ),
    Case(
        "no_duty_to_head_no_penalty_for_it",
        "002",
        "There is no obligation to head the trick, nor to trump or under-trump",
        R4 + "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\n"
        "tricks_won: {P1: 3, P2: 2}\nirregularity: {refused_to_head: P3}\n",
        {"error": "field 'irregularity'"},
    ),
    Case(
        "renounce_penalty",
        "002",
        "There is only one penalty in Rams; to win nothing on the deal, and to forfeit five "
        "counters to the next pool.",
        R4.replace("pool: 10", "pool: 15")
        + "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\n"
        "tricks_won: {P1: 3, P2: 2}\nirregularity: {renounce: P3}\n",
        {"nets": {"P1": 9, "P2": 6, "P3": -5}, "next_pool": 5},
    ),
]


test_case = case_test(CASES)


def test_rounce_rules_md_quotes_are_in_rules_md() -> None:
    rules_md_quotes_hold(ROUNCE.rules)


def test_nine_players_use_the_whole_pack() -> None:
    """002: three to nine play, five cards each (Rams'), a widow of six: with nine, 45 + 6 and
    the turned card are the 52."""
    s = ROUNCE.new_deal(players=9, seed=3)
    assert [h.bit_count() for h in s.hands] == [5] * 9
    assert s.widow.bit_count() == 6
    assert s.undealt == 1 << s.turn_card


def test_rams_words_rounce_keeps_hold_at_rounce() -> None:
    """Rounce keeps Rams' rules where Foster gives none of its own, but not the general rams
    ("there is no such announcement as general rounce") nor the duty to head or trump ("There
    is no obligation to head the trick, nor to trump or under-trump"). Its Rules page read
    rounce.pass_out 'takes no further part, unless a general rams is announced' and
    rounce.penalty '... refusing to head or trump', beside the rules that say there are none."""
    said = {r.id: r.statement for r in ROUNCE.rules}
    for rule, words in said.items():
        if rule != "rounce.no_general_rounce":
            assert "rams is announced" not in words and "general rounce" not in words, rule
    assert "head or trump)" not in said["rounce.penalty"]
    assert said["rounce.pass_out"].endswith("takes no further part in the deal.")
