"""A third, independent rules audit of Rams (with general rams) against seeds 000 = 004 and 002
and RULES.md §2: for each sentence that states a rule, a position and the engine's answer there
(tests/engine/audit_cases.py). Every case agreed with the texts but one: Foster's one penalty
leaves the offender's fifths in the pool, and the next pool (not made of fives) was refused.
"""

from __future__ import annotations

import pytest
from audit_cases import Case, case_test, rules_md_quotes_hold
from scenario_answers import ans

from engine.games.pool.rams_rules import RULES

ALL_IN = "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"
R4 = "game: rams\nplayers: 4\npool: 10\ntrump: H\n"  # four at the table, hearts trumps
DECL = "game: rams\nplayers: 4\npool: 10\nturn_card: 9H\n"  # declaring, the 9♥ turned
SETTLE = "game: rams\nplayers: 4\npool: 20\ntrump: D\n"
DEALER = "hands: {P0: [7C, 8C, 9D, 10S, JS]}\n"
E000 = "variant: dealer_card_trump_000\n"

CASES = [
    # ---- cards, players, the deal ----------------------------------------------------------
    Case(
        "ace_high",
        "000",
        "The cards in each suit rank: (Highest) A K Q J 10 9 8 7 (Lowest)",
        R4 + ALL_IN + "trick: [P1 KC, P2 AC, P3 7C, P0 8C]",
        {"winner": "P2"},
    ),
    Case(
        "ecarte_king_over_ace",
        "002",
        "which rank as at Écarté, K Q J A 10 9 8 7",
        R4 + "variant: ecarte_rank\n" + ALL_IN + "trick: [P1 KC, P2 AC, P3 7C, P0 8C]",
        {"winner": "P1"},
    ),
    Case(
        "ecarte_head_with_the_queen_not_the_ace",
        "002",
        "which rank as at Écarté, K Q J A 10 9 8 7",
        R4 + "variant: ecarte_rank\n" + ALL_IN + "hands: {P2: [AC, QC, 8D, 9D, 10D]}\n"
        "trick: [P1 JC]",
        {"legal": ["QC"], "refused": {"AC": "rams.head_the_trick"}},
    ),
    Case(
        "ecarte_overtrump_the_ace_with_the_jack",
        "002",
        "which rank as at Écarté, K Q J A 10 9 8 7",
        R4 + "variant: ecarte_rank\n" + ALL_IN + "hands: {P0: [10H, JH, 8S, 9S, 10S]}\n"
        "trick: [P1 9C, P2 KC, P3 AH]",
        {"legal": ["JH"], "refused": {"10H": "rams.head_the_trick"}},
    ),
    Case(
        "seven_players_refused",
        "002",
        "Any number from three to six may play",
        "game: rams\nplayers: 7\ntrump: H\n",
        {"error": "from 3 to 6"},
    ),
    Case(
        "lesson_000_six_refused",
        "000",
        "NUMBER OF PLAYERS: 3 to 5.",
        "game: rams\nplayers: 6\ntrump: H\n" + E000,
        {"error": "from 3 to 5"},
    ),
    Case(
        "six_the_dealer_takes_no_cards",
        "002",
        "but when six play the dealer takes no cards.",
        "game: rams\nplayers: 6\nturn_card: 9H\nhands: {P0: [7C, 8C, 9C, 10C, JC]}\n",
        {"error": "the dealer takes no cards"},
    ),
    Case(
        "six_the_dealer_does_not_declare",
        "002",
        "but when six play the dealer takes no cards.",
        "game: rams\nplayers: 6\nturn_card: 9H\n"
        "declarations: {P1: stand, P2: pass, P3: stand, P4: pass, P5: pass}\n",
        {"phase": "play", "to_move": "P1"},
    ),
    Case(
        "five_cards_a_hand",
        "002",
        "five are given to each player",
        DECL + "hands: {P1: [7C, 8C, 9C, 10C, JC, QC]}\n",
        {"error": "at most 5 cards"},
    ),
    # ---- declaring ----------------------------------------------------------------------------
    Case(
        "eldest_declares_first",
        "002",
        "Each player in turn, beginning with the eldest hand, may either play or pass.",
        "game: rams\nplayers: 4\ndealer: P2\npool: 10\nturn_card: 9H\n",
        {"to_move": "P3", "legal": ["stand", "widow", "pass", "rams"]},
    ),
    Case(
        "only_the_dealer_robs",
        "002",
        "No other player may rob the trump.",
        DECL + "hands: {P1: [AH, 8C, 9D, 10S, JS]}\n",
        {"refused": {"rob": "rams.rob_dealer_only"}},
    ),
    Case(
        "widow_once",
        "002",
        "If any player takes the widow, those following him must play the hand dealt them or "
        "pass out.",
        DECL + 'declarations: {P1: "widow, stand"}\n',
        {"to_move": "P2", "refused": {"widow": "rams.widow_once"}},
    ),
    Case(
        "taking_the_widow_is_playing",
        "002",
        "He may play with the hand originally dealt him, or he may risk getting a better by "
        "taking the widow in exchange.",
        DECL + "declarations: {P1: widow}\n",
        {"legal": ["stand", "rams"], "refused": {"pass": "rams.widow"}},
    ),
    Case(
        "eldest_obliged_in_some_clubs",
        "002",
        "In some clubs the eldest hand is obliged to play, either with his own hand or with "
        "the widow.",
        DECL + "options: {eldest_plays: true}\n",
        {"refused": {"pass": "rams.eldest_plays"}},
    ),
    Case(
        "pone_pays_the_dealer_to_drop",
        "002",
        "If he declines to play, he must pay the dealer five counters, and the pool remains.",
        DECL + "declarations: {P1: pass, P2: pass, P3: pass}\n",
        {"result": "pone_paid", "nets": {"P0": 5, "P3": -5}, "next_pool": 10},
    ),
    Case(
        "pone_of_three",
        "000",
        "If everybody ahead of the player at right of the dealer passes, this player must pay "
        "the dealer 5 counters if he wishes to drop.",
        "game: rams\nplayers: 3\npool: 10\nturn_card: 9H\ndeclarations: {P1: pass, P2: pass}\n",
        {"result": "pone_paid", "nets": {"P0": 5, "P1": 0, "P2": -5}},
    ),
    Case(
        "dealer_must_play_against_the_pone",
        "002",
        "If all pass except the pone, he must play against the dealer",
        DECL + "declarations: {P1: pass, P2: pass, P3: stand}\n" + DEALER,
        {"to_move": "P0", "refused": {"pass": "rams.dealer_must_play"}},
    ),
    Case(
        "dealer_must_play_against_a_widow_taker",
        "002",
        "The dealer must play if he is opposed by only one player",
        DECL + "declarations: {P1: widow, P2: pass, P3: pass}\n" + DEALER,
        {"refused": {"pass": "rams.dealer_must_play", "widow": "rams.widow_once"}},
    ),
    Case(
        "dealer_may_pass_against_two",
        "002",
        "but if two others have announced to play, the dealer may play or pass as he pleases.",
        DECL + "declarations: {P1: stand, P2: pass, P3: stand}\n" + DEALER,
        {
            "legal": [
                "stand",
                "widow",
                "pass",
                "rams",
                "rob 7C",
                "rob 8C",
                "rob 9D",
                "rob 10S",
                "rob JS",
            ]
        },
    ),
    Case(
        "dealer_robs_after_taking_the_widow",
        "002",
        "If he plays, he may discard and take up the trump card.",
        DECL + "declarations: {P1: stand, P2: stand, P3: pass, P0: widow}\n" + DEALER,
        {"legal": ["stand", "rams", "rob 7C", "rob 8C", "rob 9D", "rob 10S", "rob JS"]},
    ),
    Case(
        "lesson_000_dealer_defends",
        "000",
        "If only one player other than the dealer decides to play, the dealer must play to "
        "defend the pool.",
        "game: rams\nplayers: 4\npool: 10\ntrump: H\n"
        + E000
        + "declarations: {P1: stand, P2: pass, P3: pass}\nhands: {P0: [9H, 7C, 8C, 9D, 10S]}\n",
        {"refused": {"pass": "rams.lesson_000.dealer_defends"}},
    ),
    Case(
        "lesson_000_the_trump_card_is_his_own",
        "000",
        "The last card, belonging to the dealer, is exposed to determine the trump suit.",
        DECL + E000 + "declarations: {P1: stand, P2: pass, P3: pass}\n"
        "hands: {P0: [9H, 7C, 8C, 9D, 10S]}\n",
        {"legal": ["stand", "widow", "rams"], "refused": {"rob": "rams.lesson_000.rob"}},
    ),
    Case(
        "lesson_000_robs_his_card_back_from_the_widow_exchange",
        "000",
        "In this case he is allowed to take the trump card and discard another face down.",
        DECL + E000 + "declarations: {P1: stand, P2: pass, P3: pass, P0: widow}\n"
        "hands: {P0: [AC, 7C, 8C, 9D, 10S]}\n",
        {"legal": ["stand", "rams", "rob 7C", "rob 8C", "rob AC", "rob 9D", "rob 10S"]},
    ),
    Case(
        "lesson_000_no_rob_against_two",
        "000",
        "In this case he is allowed to take the trump card and discard another face down.",
        DECL + E000 + "declarations: {P1: stand, P2: stand, P3: pass, P0: widow}\n"
        "hands: {P0: [AC, 7C, 8C, 9D, 10S]}\n",
        {"refused": {"rob": "rams.lesson_000.rob"}},
    ),
    Case(
        "simple_pool_compulsory",
        "002",
        "The usual custom is to compel every one to play when the pool is a simple",
        DECL.replace("pool: 10", "pool: 5") + "variant: simple_pool_compulsory\n",
        {"refused": {"pass": "rams.simple_pool"}},
    ),
    Case(
        "double_pool_free",
        "002",
        "In double pools the players may play or pass as they please.",
        DECL + "variant: simple_pool_compulsory\n",
        {"legal": ["stand", "widow", "pass", "rams"]},
    ),
    # ---- general rams ---------------------------------------------------------------------
    Case(
        "rams_before_the_widow",
        "002",
        "This announcement may be made either before or after taking the widow.",
        DECL + "declarations: {P1: rams}\n",
        {"to_move": "P1", "legal": ["stand", "widow"]},
    ),
    Case(
        "rams_after_the_widow",
        "002",
        "This announcement may be made either before or after taking the widow.",
        DECL + "declarations: {P1: widow}\nhands: {P1: [AH, KH, QH, JH, 10H]}\n",
        {"legal": ["stand", "rams"]},
    ),
    Case(
        "rams_all_play",
        "002",
        "When a general rams is announced, all at the table must play",
        DECL + 'declarations: {P1: "rams, stand"}\n',
        {"to_move": "P2", "refused": {"pass": "rams.rams_all_play", "rams": "rams.general_rams"}},
    ),
    Case(
        "passers_take_up_and_may_take_the_widow",
        "002",
        "If the widow has not been taken, any player who has not already refused it may take it.",
        DECL + 'declarations: {P1: pass, P2: "rams, stand", P3: stand, P0: stand}\n',
        {"to_move": "P1", "legal": ["stand", "widow"]},
    ),
    Case(
        "lesson_000_no_widow_for_those_who_dropped",
        "000",
        "If the rams player has not taken the widow, each player who has not refused it or has "
        "not dropped out gets a chance to take it.",
        R4 + E000 + 'declarations: {P1: pass, P2: "rams, stand", P3: stand, P0: stand}\n',
        {"phase": "play", "to_move": "P2"},
    ),
    Case(
        "a_player_who_stood_refused_the_widow",
        "002",
        "If the widow has not been taken, any player who has not already refused it may take it.",
        DECL + 'declarations: {P1: stand, P2: "rams, stand", P3: stand, P0: stand}\n'
        "hands: {P2: [7C, KC, QD, AS, KS]}\n",
        {"phase": "play", "to_move": "P2"},
    ),
    Case(
        "the_announcer_leads",
        "002",
        "The player who announced general rams has the first lead.",
        R4 + "declarations: {P1: stand, P2: pass, P3: rams, P0: stand}\n"
        "hands: {P3: [AH, KH, QH, JH, 10H]}\n",
        {"to_move": "P2"},  # P2 first takes his hand up again
    ),
    Case(
        "rams_made",
        "002",
        "If he succeeds in getting all five tricks, he not only gets the pool but receives five "
        "counters in addition from each player.",
        R4.replace("pool: 10", "pool: 15")
        + 'declarations: {P1: stand, P2: "pass, stand", P3: rams, P0: stand}\n'
        "tricks_won: {P3: 5}\n",
        {"nets": {"P0": -5, "P1": -5, "P2": -5, "P3": 30}, "next_pool": 0},
    ),
    Case(
        "rams_lost_at_the_first_trick",
        "002",
        "If he fails, he must double the amount then in the pool, and pay five counters to each "
        "of his adversaries.",
        R4.replace("pool: 10", "pool: 15")
        + 'declarations: {P1: stand, P2: "pass, stand", P3: rams, P0: stand}\n'
        "tricks_won: {P1: 1}\n",
        {"result": "rams_lost", "nets": {"P0": 5, "P1": 5, "P2": 5, "P3": -30}, "next_pool": 30},
    ),
    Case(
        "play_stops_at_the_first_trick_lost",
        "000",
        "If he loses a single trick, the cards are at once thrown in",
        R4 + 'declarations: {P1: stand, P2: "pass, stand", P3: rams, P0: stand}\n'
        "tricks_won: {P3: 1, P1: 1, P0: 1}\n",
        {"error": "play stops at the first trick"},
    ),
    Case(
        "losers_in_a_rams_not_ramsed",
        "RULES.md",
        "it is not stated whether players who win nothing also pay the ordinary rams forfeit.",
        R4 + "declarations: {P1: stand, P2: stand, P3: rams, P0: stand}\ntricks_won: {P3: 5}\n",
        {"nets": {"P0": -5, "P1": -5, "P2": -5, "P3": 25}},
    ),
    # ---- the play -------------------------------------------------------------------------
    Case(
        "eldest_playing_leads_any_card",
        "002",
        "The eldest hand of those who have declared to play begins by leading any card he pleases.",
        R4 + "declarations: {P1: pass, P2: stand, P3: stand, P0: stand}\n"
        "hands: {P2: [KH, 7H, 8S, 10D, JD]}\n",
        {"to_move": "P2", "legal": ["KH", "7H", "8S", "10D", "JD"]},
    ),
    Case(
        "follow_suit_below",
        "000",
        "A player must follow suit when he can",
        R4 + ALL_IN + "hands: {P2: [7C, AH, 8D, 9D, 10D]}\ntrick: [P1 9C]",
        {"legal": ["7C"], "refused": {"AH": "rams.follow_suit"}},
    ),
    Case(
        "two_higher_either",
        "002",
        "If he has two higher, he may play either.",
        R4 + ALL_IN + "hands: {P2: [7C, 10C, KC, 9D, 10D]}\ntrick: [P1 9C]",
        {"legal": ["10C", "KC"], "refused": {"7C": "rams.head_the_trick"}},
    ),
    Case(
        "higher_than_any_previous_card",
        "000",
        "must play higher than any previous card on the trick, when he can.",
        R4 + ALL_IN + "hands: {P3: [10C, AC, 9D, 10D, JD]}\ntrick: [P1 9C, P2 KC]",
        {"legal": ["AC"], "refused": {"10C": "rams.head_the_trick"}},
    ),
    Case(
        "a_discard_is_not_headed",
        "002",
        "Each player in turn must head the trick; that is, play a higher card if he can.",
        R4 + ALL_IN + "hands: {P3: [10C, 8C, 9S, 10S, JS]}\ntrick: [P1 9C, P2 AD]",
        {"legal": ["10C"]},
    ),
    Case(
        "trumped_trick_follow_with_any",
        "000",
        "A player must follow suit when he can",
        R4 + ALL_IN + "hands: {P0: [10C, AC, AH, 10D, JD]}\ntrick: [P1 9C, P2 7H, P3 8C]",
        {"legal": ["10C", "AC"]},
    ),
    Case(
        "overtrump_when_able",
        "002",
        "Each player in turn must head the trick; that is, play a higher card if he can.",
        R4 + ALL_IN + "hands: {P0: [QH, AH, 8S, 10D, JD]}\ntrick: [P1 9C, P2 KC, P3 KH]",
        {"legal": ["AH"], "refused": {"QH": "rams.head_the_trick", "8S": "rams.must_trump"}},
    ),
    Case(
        "undertrump_foster_example",
        "002",
        "Suppose C trumps with the King, and that the only trump D has is the Queen, he must "
        "play it on the trick, losing it to C’s King.",
        R4 + ALL_IN + "hands: {P0: [QH, 7H, 8S, 10D, JD]}\ntrick: [P1 9C, P2 KC, P3 KH]",
        {"legal": ["QH", "7H"], "refused": {"8S": "rams.must_trump"}},
    ),
    Case(
        "trump_lead_headed",
        "002",
        "Each player in turn must head the trick; that is, play a higher card if he can.",
        R4 + ALL_IN + "hands: {P2: [KH, 7H, 8S, 10D, JD]}\ntrick: [P1 QH]",
        {"legal": ["KH"]},
    ),
    Case(
        "neither_follow_nor_trump_discard",
        "002",
        "When a player can neither follow suit nor trump, he may discard any card he pleases.",
        R4 + ALL_IN + "tricks_won: {P1: 1}\nleader: P1\nhands: {P0: [8S, 10D, JD, 7S]}\n"
        "trick: [P1 9C, P2 KC, P3 KH]",
        {"legal": ["8S", "10D", "JD", "7S"]},
    ),
    Case(
        "trump_wins",
        "000",
        "A trick is won by the highest trump in it, or, if it contains no trump, by the "
        "highest card played of the suit led.",
        R4 + ALL_IN + "trick: [P1 KC, P2 AC, P3 7H, P0 8C]",
        {"winner": "P3"},
    ),
    Case(
        "off_suit_ace_does_not_win",
        "000",
        "A trick is won by the highest trump in it, or, if it contains no trump, by the "
        "highest card played of the suit led.",
        R4 + ALL_IN + "trick: [P1 9C, P2 AD, P3 7C, P0 8C]",
        {"winner": "P1"},
    ),
    Case(
        "winner_leads",
        "002",
        "The winner of the trick leads for the next trick",
        R4 + ALL_IN + "tricks_won: {P3: 1}\nleader: P1\n",
        {"error": "the winner of the last trick leads the next"},
    ),
    # ---- settlement -----------------------------------------------------------------------
    Case(
        "fifths_and_ramsed",
        "002",
        "he is entitled to take one-fifth of the contents of the pool for every trick he has won.",
        SETTLE + "declarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        "tricks_won: {P1: 3, P3: 2}\n",
        {"nets": {"P0": -5, "P1": 12, "P2": 0, "P3": 8}, "next_pool": 5},
    ),
    Case(
        "simple_one_counter_a_trick",
        "000",
        "Each player who has stayed in takes 1 counter (or one-fifth of the counters) from the "
        "pool for each trick he wins.",
        SETTLE.replace("pool: 20", "pool: 5") + ALL_IN + "tricks_won: {P1: 2, P2: 2, P3: 1}\n",
        {"nets": {"P0": -5, "P1": 2, "P2": 2, "P3": 1}, "next_pool": 5},
    ),
    Case(
        "two_ramsed_the_next_dealer_among_them",
        "002",
        "If two or more players fail to win a trick, they must each pay five counters",
        SETTLE + ALL_IN + "tricks_won: {P2: 3, P3: 2}\n",
        {"nets": {"P0": -5, "P1": -5, "P2": 12, "P3": 8}, "next_pool": 10},
    ),
    Case(
        "penalty_wins_nothing_and_forfeits_five",
        "002",
        "There is only one penalty in Rams; to win nothing on the deal, and to forfeit five "
        "counters to the next pool.",
        SETTLE + ALL_IN + "tricks_won: {P1: 3, P3: 2}\nirregularity: {exposed_card: P3}\n",
        {"nets": {"P0": -5, "P1": 12, "P2": -5, "P3": -5}, "next_pool": 23},
    ),
    Case(
        "penalty_on_a_player_with_no_trick_is_one_five",
        "002",
        "There is only one penalty in Rams",
        SETTLE + ALL_IN + "tricks_won: {P1: 3, P3: 2}\nirregularity: {renounce: P2}\n",
        {"nets": {"P0": -5, "P1": 12, "P2": -5, "P3": 8}, "next_pool": 10},
    ),
    Case(
        "defender_is_an_ordinary_player",
        "RULES.md",
        "Recommended default: he is an ordinary player; offer `loo_style_defence` as a variant.",
        SETTLE.replace("pool: 20", "pool: 10")
        + "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\ntricks_won: {P1: 5}\n",
        {"nets": {"P0": -5, "P1": 10}, "next_pool": 5},
    ),
    Case(
        "loo_style_defence",
        "000",
        'When the dealer plays merely to "defend the pool," he neither collects nor pays any '
        "counters; the pool settles with his opponent alone.",
        SETTLE.replace("pool: 20", "pool: 10") + "variant: loo_style_defence\n"
        "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\ntricks_won: {P1: 3, P0: 2}\n",
        {"nets": {"P0": 0, "P1": 6}, "next_pool": 4},
    ),
]


test_case = case_test(CASES)


def test_rams_rules_md_quotes_are_in_rules_md() -> None:
    rules_md_quotes_hold(RULES)


PENALISED = SETTLE + ALL_IN + "tricks_won: {P1: 3, P3: 2}\nirregularity: {exposed_card: P3}\n"


@pytest.mark.parametrize("game", ["rams", "rounce"])
def test_the_pool_a_penalty_leaves_is_read_for_the_next_deal(game: str) -> None:
    """002: "There is only one penalty in Rams; to win nothing on the deal, and to forfeit five
    counters to the next pool." P3, who exposed a card, keeps nothing of his two tricks: their
    fifths (8) stay in the pool, and with the three fives forfeited the next pool holds 23 —
    not a multiple of five. The next deal (P1 deals and adds his five: 28) was refused ("a pool
    is made of fives ... not 28"), though the engine's own settlement made it. Read now, its
    fifths are whole counters (5 a trick) and the 3 left over stay in the pool."""
    first = PENALISED.replace("game: rams", f"game: {game}")
    assert ans(first)["settlement"]["next_pool"] == 23
    nxt = (
        f"game: {game}\nplayers: 4\ndealer: P1\npool: 28\ntrump: D\n"
        "declarations: {P2: stand, P3: stand, P0: pass, P1: stand}\ntricks_won: {P2: 3, P3: 2}\n"
    )
    s = ans(nxt)["settlement"]
    assert {p: v["net"] for p, v in s["players"].items()} == {
        "P0": 0,
        "P1": -5,
        "P2": 15,
        "P3": 10,
    }
    assert s["next_pool"] == 8


@pytest.mark.parametrize(
    ("played", "why"),
    [
        (
            "P1: stand, P2: stand, P3: pass",
            "you may take the trump card only when you defend against one player",
        ),
        ("P1: stand, P2: pass, P3: pass", "the trump card is not known in this position"),
    ],
)
def test_lesson_000_robbing_is_refused_by_the_lesson_text(played: str, why: str) -> None:
    """000: "In this case he is allowed to take the trump card and discard another face down"
    — in the lesson text's reading the dealer robs only when he defends against one player
    (rams.lesson_000.rob). With only ``trump`` given (the card itself unknown) the rob was
    refused by Foster's rams.rob ('If he plays, he may discard and take up the trump card')
    and, against two players, for the card being unknown rather than for his not defending."""
    text = R4 + E000 + f"declarations: {{{played}}}\nhands: {{P0: [9H, 7C, 8C, 9D, 10S]}}\n"
    rob = [x for x in ans(text)["illegal"] if x["action"] == "rob"]
    assert [(x["rule"], x["reason"]) for x in rob] == [("rams.lesson_000.rob", why)]
