"""Rules audit of Sixty-Six through ``trickbook answer``: positions the other Sixty-Six tests do
not reach (the last stock cards, the non-closer's lead, a closed opening lead, claims at the
boundaries, the three-hand dealer's share of a penalty, four-hand's duties with a trump on the
trick) and the scenario checks added by the audit.

Each case is a scenario and the answer the text gives, with the line of seed 000 (or of
RULES.md §7, where the seed is silent) that it comes from.
"""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from scenario_answers import ans

from engine.scenario import ScenarioError, from_dict


def refused(out: dict[str, Any]) -> dict[str, tuple[str, str]]:
    return {i["action"]: (i["rule"], i["reason"]) for i in out["illegal"]}


def scored(text: str) -> tuple[dict[str, int], str]:
    """Game points scored this hand per player (or side), and the rule."""
    st = ans(text)["settlement"]
    return {k: v["game_points"] for k, v in st["players"].items()}, st["rule"]["id"]


# ---- two-hand: the stock, the nine, marriages, closing ---------------------------------------
# ♥ trumps (J♥ turned); P1 won the fifth trick: one card and the trump card are left
LAST_STOCK = """
game: sixty_six
turned: JH
tricks: {P1: 3, P0: 2}
leader: P1
hands: {P1: [9H, KS, QS, AD, 10D, JC]}
"""


def test_with_two_cards_left_the_stock_is_still_open() -> None:
    """RULES.md: the nine may not be exchanged "once the stock is closed or exhausted"; with the
    trump card and one other card left it is neither. 000: "At any turn to lead, a player may
    turn the trump card face down." """
    out = ans(LAST_STOCK)
    assert {"exchange", "close", "meld KS", "meld QS"} <= set(out["legal"])
    assert out["illegal"] == []


def test_the_trick_that_empties_the_stock_is_free_the_next_is_not() -> None:
    """000: "During this early play (before the stock is exhausted), you do not have to follow
    suit" ... "After the stock is exhausted ... a player must follow suit to the lead if he
    can." """
    sixth = """
game: sixty_six
turned: JH
tricks: {P1: 3, P0: 2}
leader: P1
hands: {P0: [AH, 9S, JD, KC]}
trick: [P1 9H]
"""
    assert ans(sixth)["legal"] == ["KC", "JD", "AH", "9S", "claim"]  # not a heart: allowed
    seventh = sixth.replace("turned: JH", "trump: H").replace("P0: 2}", "P0: 3}")  # exhausted
    out = ans(seventh)
    assert out["legal"] == ["AH", "claim"]
    assert refused(out)["KC"][0] == "sixty_six.follow_suit"


def test_a_follower_may_not_exchange_close_or_show_a_marriage() -> None:
    """000: "You may make this exchange only after winning a trick, before making the next
    lead."; "At any turn to lead, a player may turn the trump card face down."; "To score a
    marriage you must show it after winning a trick, then lead one of the two cards." """
    text = """
game: sixty_six
turned: JH
tricks: {P1: 1, P0: 1}
leader: P1
hands: {P0: [9H, KD, QD, AS, 10C, JC]}
trick: [P1 AC]
"""
    why = refused(ans(text))
    assert why["exchange"] == (
        "sixty_six.exchange",
        "you may exchange only before you lead, not while following",
    )
    assert why["close"] == ("sixty_six.close", "you may close only at a turn to lead")
    assert why["meld KD"][0] == why["meld QD"][0] == "sixty_six.marriage_after_trick"


def test_after_the_opponent_closed_the_leader_may_meld_but_not_exchange() -> None:
    """000: "The hands are played out as in Later Play (below), with the difference that
    marriages may still be melded." RULES.md: the nine is "not allowed once the stock is closed
    or exhausted." """
    text = """
game: sixty_six
turned: JH
closed_by: P1
tricks: {P1: 1, P0: 2}
tricks_at_close: {P1: 1, P0: 1}
leader: P0
hands: {P0: [KH, QH, AS, 10S, 9H]}
"""
    out = ans(text)
    assert out["legal"] == ["9H", "QH", "KH", "10S", "AS", "meld QH", "meld KH", "claim"]
    why = refused(out)
    assert why["exchange"] == (
        "sixty_six.exchange_open_stock",
        "the stock is closed: the 9 of trumps can no longer be exchanged",
    )
    assert why["close"] == ("sixty_six.close", "P1 has already closed the stock")
    # the closer himself is told so (Learn's 'After closing' step read 'P1 has already closed
    # the stock' to P1, the learner)
    mine = refused(ans(text.replace("closed_by: P1", "closed_by: P0")))
    assert mine["close"] == ("sixty_six.close", "you have already closed the stock")


def test_closing_on_the_opening_lead() -> None:
    """000: "At any turn to lead, a player may turn the trump card face down." — the first lead
    too; then "The hands are played out as in Later Play": the dealer must follow at once, and
    the opening marriage still scores only with a trick."""
    text = """
game: sixty_six
turned: JH
closed_by: P1
marriages: [P1 QS]
hands: {P0: [KD, 9S, AH, QC, JD, 9C]}
trick: [P1 QS]
"""
    out = ans(text)
    assert out["legal"] == ["9S", "claim"]
    assert refused(out)["AH"][0] == "sixty_six.closed_follow_suit"
    assert from_dict(yaml.safe_load(text), "audit.yaml").state.pending == (0, 20)


def test_strict_reading_after_closing_heads_a_trump_lead() -> None:
    """RULES.md (German practice, variant): "must follow the suit led (winning the trick when
    possible), they must trump" — after closing as after exhaustion."""
    text = """
game: sixty_six
variant: strict_second_phase_german_practice
turned: JH
closed_by: P1
tricks: {P1: 2, P0: 1}
leader: P1
hands: {P0: [9H, AH, AS, 10C]}
trick: [P1 QH]
"""
    out = ans(text)
    assert out["legal"] == ["AH", "claim"]
    assert refused(out)["9H"][0] == "sixty_six.strict.follow_and_head"
    void = ans(text.replace("[9H, AH, AS, 10C]", "[9H, AS, 10C]").replace("P1 QH", "P1 QD"))
    assert void["legal"] == ["9H", "claim"]
    assert refused(void)["AS"][0] == "sixty_six.strict.trump"


# ---- two-hand: claims and game points -----------------------------------------------------------
CLAIM = """
game: sixty_six
turned: JH
tricks: {P1: 3, P0: 1}
leader: P1
claimed_by: P1
"""


@pytest.mark.parametrize(
    ("points", "expect"),
    [
        ("{P1: 66, P0: 33}", {"P0": 0, "P1": 1}),  # "or 2 if your opponent has less than 33"
        ("{P1: 66, P0: 32}", {"P0": 0, "P1": 2}),
        ("{P1: 65, P0: 40}", {"P0": 2, "P1": 0}),  # "If you are wrong, not having 66"
    ],
)
def test_claim_boundaries(points: str, expect: dict[str, int]) -> None:
    """000: "If you are right, you score 1 game point— or 2 if your opponent has less than 33
    ... If you are wrong, not having 66, your opponent scores 2 game points." """
    assert scored(CLAIM + f"points: {points}\n")[0] == expect


def test_a_claim_while_following_counts_only_tricks_won() -> None:
    """000: "In your turn to play, you may claim that you have reached 66." — the card led to
    the trick in progress is nobody's yet."""
    text = """
game: sixty_six
turned: JH
tricks: {P1: 3, P0: 1}
points: {P1: 40, P0: 26}
melds: {P0: 40}
leader: P1
hands: {P0: [9S]}
trick: [P1 AS]
claimed_by: P0
"""
    assert scored(text) == ({"P0": 1, "P1": 0}, "sixty_six.claim_score")


def test_an_opening_marriage_not_yet_scored_does_not_count() -> None:
    """000: "But he does not score the marriage until after he has won a trick." P1 showed 40 on
    the opening lead and has no trick: P0 claims with 66 and scores 3 ("if he has not even won a
    trick"); P1 claiming with it would be wrong."""
    text = """
game: sixty_six
turned: JH
tricks: {P0: 3}
points: {P0: 66}
marriages: [P1 H]
leader: P0
claimed_by: P0
"""
    assert scored(text) == ({"P0": 3, "P1": 0}, "sixty_six.claim_score")


def test_the_closers_opponent_claims_66() -> None:
    """RULES.md: "if he does not (or his opponent reaches 66 first), the opponent scores 2 game
    points, or 3 if the opponent had not won a trick when the stock was closed." """
    text = """
game: sixty_six
turned: JH
closed_by: P1
tricks: {P1: 3, P0: 2}
tricks_at_close: {P1: 2, P0: 1}
points: {P1: 50, P0: 66}
leader: P0
claimed_by: P0
"""
    assert scored(text) == ({"P0": 2, "P1": 0}, "sixty_six.closer_fails")
    early = text.replace("{P1: 2, P0: 1}", "{P1: 2}")
    assert scored(early) == ({"P0": 3, "P1": 0}, "sixty_six.closer_fails")


PLAYED_CLOSED = """
game: sixty_six
trump: S
closed_by: P1
tricks_at_close: {P1: 2, P0: 1}
tricks: {P1: 6, P0: 3}
last_trick: P1
"""


def test_a_closed_hand_played_out() -> None:
    """RULES.md: "After closing, the last trick scores no 10." — 65 is not enough, so the
    closer fails; with the option that keeps the 10 he makes 75 and scores as a claim."""
    text = PLAYED_CLOSED + "points: {P1: 65, P0: 55}\n"
    assert scored(text) == ({"P0": 2, "P1": 0}, "sixty_six.closer_fails")
    ten = text + "options: {last_trick_after_closing: true}\n"
    assert scored(ten) == ({"P0": 0, "P1": 1}, "sixty_six.played_out")
    foster = PLAYED_CLOSED + "points: {P1: 30, P0: 90}\nvariant: foster_closing\n"
    # "or 2 if the closer has fewer than 33"
    assert scored(foster) == ({"P0": 2, "P1": 0}, "sixty_six.foster_closing")


def test_closed_on_the_opening_lead_and_failed() -> None:
    """RULES.md: "or 3 if the opponent had not won a trick when the stock was closed" — closed
    before any trick."""
    text = """
game: sixty_six
trump: S
closed_by: P1
stock_size: 12
tricks: {P1: 3, P0: 3}
points: {P1: 30, P0: 90}
last_trick: P1
"""
    assert scored(text) == ({"P0": 3, "P1": 0}, "sixty_six.closer_fails")


def test_a_carried_point_goes_to_the_winner_of_a_wrong_claim() -> None:
    """000: "But the winner of the next hand gets 1 additional game point." — here the winner is
    the opponent of a wrong claim."""
    text = CLAIM + "points: {P1: 50, P0: 40}\ncarry: 1\n"
    assert scored(text) == ({"P0": 3, "P1": 0}, "sixty_six.wrong_claim")


def test_seven_game_points_win_unless_the_game_is_to_ten() -> None:
    """000: "The one who first scores 7 game points wins an overall game." (option: 10, one
    copy's length)"""
    text = CLAIM + "points: {P1: 70, P0: 40}\nscores: {P1: 6}\n"
    assert ans(text)["settlement"]["game_won_by"] == "P1"
    assert ans(text + "options: {game_to: 10}\n")["settlement"]["game_won_by"] is None


# ---- three-hand ---------------------------------------------------------------------------------
THREE = "game: sixty_six\nplayers: 3\ndealer: P0\nturned: JS\n"


def test_three_hand_dealer_shares_a_penalty_too() -> None:
    """000: "The dealer scores the same number of game points as the winner of the deal." — the
    winner of a wrong claim, or of a failed closing, is the other player."""
    wrong = THREE + "tricks: {P1: 3, P2: 1}\npoints: {P1: 60, P2: 10}\nleader: P1\n"
    assert scored(wrong + "claimed_by: P1\n") == (
        {"P0": 2, "P1": 0, "P2": 2},
        "sixty_six.wrong_claim",
    )
    closed = (
        THREE.replace("turned: JS", "trump: S")
        + "closed_by: P2\ntricks_at_close: {P2: 1}\ntricks: {P1: 4, P2: 3}\n"
        + "points: {P1: 70, P2: 50}\nlast_trick: P2\n"
    )
    assert scored(closed) == ({"P0": 3, "P1": 3, "P2": 0}, "sixty_six.closer_fails")


def test_three_hand_dealer_capped_on_a_tie_and_the_reason_says_so() -> None:
    """000: "If both players get 66 or more, or tie at 65 (without a claim), they score nothing
    and dealer gets 1. But a player is not allowed to win the overall game (7 points) as
    dealer." """
    text = (
        THREE.replace("turned: JS", "trump: S")
        + "tricks: {P1: 7, P2: 5}\npoints: {P1: 55, P2: 65}\nlast_trick: P1\nscores: {P0: 6}\n"
    )
    st = ans(text)["settlement"]
    assert st["players"]["P0"] == {"hand_points": 0, "tricks": 0, "game_points": 0, "total": 6}
    assert st["rule"]["id"] == "sixty_six.three.no_winner" and st["transfers"] == []
    assert st["reason"].endswith("the dealer would score 1, but as dealer P0's total stops at 6")
    # a game to 10 (option): the cap is 9
    ten = ans(text.replace("{P0: 6}", "{P0: 9}") + "options: {game_to: 10}\n")["settlement"]
    assert ten["reason"].endswith("as dealer P0's total stops at 9") and ten["transfers"] == []
    eight = ans(text.replace("{P0: 6}", "{P0: 8}") + "options: {game_to: 10}\n")["settlement"]
    assert eight["players"]["P0"]["total"] == 9 and "stops" not in eight["reason"]


def test_three_hand_the_dealers_left_leads_and_may_show_a_marriage() -> None:
    """000: "They play regular two-hand Sixty-Six." — the first to play (the dealer's left, as
    the non-dealer in two-hand) may show a marriage on the opening lead."""
    out = ans(
        "game: sixty_six\nplayers: 3\ndealer: P2\nturned: JH\n"
        "hands: {P0: [KS, QS, 9H, AC, JD, 10C]}\n"
    )
    assert out["to_move"] == "P0"
    assert {"meld KS", "meld QS", "close"} <= set(out["legal"])
    assert refused(out)["exchange"][0] == "sixty_six.exchange"


# ---- four-hand ----------------------------------------------------------------------------------
FOUR = "game: sixty_six\nplayers: 4\ndealer: P3\ntrump: C\n"


def test_four_hand_a_trump_on_the_trick_leaves_any_card_of_the_suit_led() -> None:
    """000: "At all times a player must follow suit to a lead, if he can, and also must if
    possible play higher than any card already played to the trick." — no heart beats the 7♣,
    so any heart; the trumps stay in hand."""
    out = ans(FOUR + "hands: {P2: [9H, 7H, AC, KS]}\ntrick: [P0 10H, P1 7C]\n")
    assert out["legal"] == ["7H", "9H"]
    assert refused(out)["AC"][0] == "sixty_six.four.follow_suit"


def test_four_hand_overtrump_even_over_a_partner() -> None:
    """000: "When a plain suit is led and he has none, he must trump or overtrump if he can." —
    P1 trumped for his side; his partner P3, void, must still over-trump."""
    out = ans(FOUR + "hands: {P3: [8C, AC, KS, 9D]}\ntrick: [P0 10H, P1 9C, P2 AH]\n")
    assert out["legal"] == ["AC"]
    assert refused(out)["8C"][0] == "sixty_six.four.trump_when_void"


def test_four_hand_trump_led_and_only_lower_trumps() -> None:
    """000: "must follow suit to a lead, if he can, and also must if possible play higher" —
    the 10♣ led is above both his trumps: either will do, but a trump it must be."""
    out = ans(FOUR + "hands: {P1: [8C, 9C, 9D, AH]}\ntrick: [P0 10C]\n")
    assert out["legal"] == ["8C", "9C"]
    assert refused(out)["AH"][0] == "sixty_six.four.follow_suit"


@pytest.mark.parametrize(
    ("tricks", "points", "gp", "why"),
    [
        (
            "{P0: 4, P2: 2, P1: 2}",
            "{P0: 59, P2: 30, P1: 31}",
            1,
            "89 in cards + 10 for the last trick = 99 points (66 to 99)",
        ),
        (
            "{P0: 4, P2: 2, P1: 2}",
            "{P0: 60, P2: 30, P1: 30}",
            2,
            "90 in cards + 10 for the last trick = 100 points (100 to 129)",
        ),
        ("{P0: 4, P2: 4}", "{P0: 60, P2: 60}", 3, "every trick"),
        (
            "{P0: 4, P2: 3, P1: 1}",
            "{P0: 60, P2: 60}",
            2,
            "120 in cards + 10 for the last trick = 130 points but not every trick",
        ),
    ],
)
def test_four_hand_game_points(tricks: str, points: str, gp: int, why: str) -> None:
    """000: "The winning side scores 1 game point for having taken 66 to 99, or 2 for 100 to 129,
    or 3 for every trick (130)." A trick of nines, eights and sevens counts nothing, so 130
    without every trick is possible (RULES.md lists it open): 2, and the reason says so."""
    st = ans(FOUR + f"tricks: {tricks}\npoints: {points}\nlast_trick: P0\n")["settlement"]
    assert st["players"]["P0+P2"]["game_points"] == gp
    assert st["reason"] == f"P0+P2 take {why}"


# ---- scenario checks added by the audit ---------------------------------------------------------
BAD = [
    # 000: "You may make this exchange only after winning a trick"
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P1\nexchanged_by: P0\n",
        "exchanged_by",
        "P0 has won no trick: the 9 is exchanged only after winning a trick",
    ),
    # the 9 of trumps turned: nobody holds it to exchange
    (
        "game: sixty_six\nturned: 9H\ntricks: {P1: 1}\nleader: P1\nexchanged_by: P1\n",
        "exchanged_by",
        "the 9♥ itself was turned for trumps",
    ),
    # P1 took the J♥ for his 9: it cannot be in P0's hand or led by P0
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P1\nexchanged_by: P1\n"
        "hands: {P0: [JH]}\n",
        "turned",
        "P1, who exchanged the 9 of trumps, took the turned card, not P0",
    ),
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 1, P0: 1}\nleader: P0\nexchanged_by: P1\n"
        "trick: [P0 JH]\n",
        "turned",
        "took the turned card, not P0",
    ),
    # 000 (four-hand): "The last card is turned for trump, then taken in hand by the dealer."
    (
        "game: sixty_six\nplayers: 4\ndealer: P3\nturned: 7C\ntrick: [P0 7C]\n",
        "turned",
        "P3, the dealer, took the turned card, not P0",
    ),
    # 000: "In the trump suit, a marriage counts 40; in any other suit, 20." — 100 in all
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 3, P0: 2}\nleader: P1\n"
        "melds: {P1: 80, P0: 40}\n",
        "melds",
        "the four marriages are worth 100 in all",
    ),
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 3}\nleader: P1\nmelds: {P1: 120}\n",
        "melds.P1",
        "from 0 to 100",
    ),
    # 000: "The players sitting Opposite each other are partners." — one score a side
    (
        "game: sixty_six\nplayers: 4\ntrump: C\nscores: {P0: 2, P2: 3}\n",
        "scores.P2",
        "P0+P2 is given twice (P0, P2)",
    ),
    # second (blind) audit. docs/scenarios.md: "`[P1 QS]` for one shown with the card led in
    # `trick` now"; 000: "show it after winning a trick, then lead one of the two cards"
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P1\nmarriages: [P1 QS]\n"
        "trick: [P1 JS]\n",
        "marriages[0]",
        "P1 Q♠ is shown with that card led to this trick, but P1 J♠ is led: write 'P1 S'",
    ),
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P1\nmarriages: [P1 QS]\n",
        "marriages[0]",
        "but no card is led",
    ),
    # 000: "If nondealer wants to lead a King or Queen from a marriage for the opening lead, he
    # may show the marriage" — the dealer shows one only after winning a trick
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 2}\nleader: P1\nmarriages: [P0 S]\n",
        "marriages[0]",
        "P0 has won no trick, so cannot have shown a marriage",
    ),
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 2}\nleader: P1\nmarriages: [P1 S, P1 S]\n",
        "marriages[1]",
        "the ♠ marriage is shown twice",
    ),
    # 000: "with the difference that marriages may still be melded" — after closing, not after
    # the stock is exhausted (RULES.md: "Default: follow the seed")
    (
        "game: sixty_six\ntrump: H\nstock: exhausted\ntricks: {P1: 3, P0: 3}\nleader: P1\n"
        "marriages: [P1 QS]\ntrick: [P1 QS]\n",
        "trick[0]",
        "marriages may no longer be melded (only closing keeps them)",
    ),
    # 000: "A player having the 9 of trumps may exchange it for the trump card"
    (
        "game: sixty_six\nturned: JH\nface_up: 10H\nexchanged_by: P1\ntricks: {P1: 2}\n"
        "leader: P1\n",
        "face_up",
        "after the exchange the 9♥ lies under the stock, not 10♥",
    ),
    # 000: "stops any further drawing", so a closed hand has 6 tricks after the closing: nine
    # tricks played means it was closed earlier, and the refusal names the field to give
    (
        "game: sixty_six\ntrump: H\nclosed_by: P1\ntricks: {P1: 5, P0: 4}\n"
        "points: {P1: 50, P0: 70}\nlast_trick: P0\n",
        "closed_by",
        "the stock was closed after at most 5 tricks, so give stock_size to say when",
    ),
    (
        "game: sixty_six\ntrump: H\nclosed_by: P1\nstock_size: 8\ntricks: {P1: 1}\nleader: P1\n",
        "stock_size",
        "the stock was closed after at most 1 trick, not 2",
    ),
    # 000: "In your turn to play, you may claim that you have reached 66."
    (
        "game: sixty_six\nturned: JH\ntricks: {P1: 4}\npoints: {P1: 66}\nleader: P1\n"
        "trick: [P1 KC]\nclaimed_by: P1\n",
        "claimed_by",
        "it is P0's turn, and a player claims only in his turn",
    ),
    # 000 (three-hand): "If both players get 66 or more, or tie at 65 (without a claim), they
    # score nothing and dealer gets 1." — no carried point there (RULES.md leaves it open)
    (
        "game: sixty_six\nplayers: 3\ntrump: S\nstock: exhausted\ntricks: {P1: 6, P2: 6}\n"
        "points: {P1: 55, P2: 65}\nlast_trick: P1\ncarry: 1\n",
        "carry",
        "three-hand has no carry: a tie gives the dealer 1 instead",
    ),
    # 000 (four-hand): "All the cards are dealt out" (no stock); "Every hand is played out."
    ("game: sixty_six\nplayers: 4\ntrump: C\nclosed_by: P0\n", "closed_by", "no stock to close"),
    (
        "game: sixty_six\nplayers: 4\ntrump: C\ntricks: {P0: 4}\npoints: {P0: 70}\n"
        "claimed_by: P0\n",
        "claimed_by",
        "four-hand is always played out: there is no claiming",
    ),
    (
        "game: sixty_six\nplayers: 4\ndealer: P3\ntrump: C\ntricks: {P0: 1}\nleader: P0\n"
        "hands: {P0: [AH, 9H, 7C, KS, 8D, 10D, QS, JH]}\n",
        "hands.P0",
        "expected at most 7 cards after 1 trick, got 8",
    ),
]


@pytest.mark.parametrize(("text", "field", "needle"), BAD, ids=[b[1] for b in BAD])
def test_impossible_positions_are_refused(text: str, field: str, needle: str) -> None:
    with pytest.raises(ScenarioError) as e:
        from_dict(yaml.safe_load(text), "bad.yaml")
    msg = str(e.value)
    assert msg.startswith(f"bad.yaml: field '{field}'") and needle in msg, msg


def test_the_turned_card_where_the_rules_can_put_it() -> None:
    """The J♥ taken for the 9♥ in P1's hand, or led by him, is a position the rules reach."""
    base = "game: sixty_six\nturned: JH\ntricks: {P1: 1}\nleader: P1\nexchanged_by: P1\n"
    assert "JH" in ans(base + "hands: {P1: [JH, AS]}\n")["legal"]
    assert ans(base + "trick: [P1 JH]\n")["to_move"] == "P0"
    # without an exchange the turned card is drawn by whoever loses the sixth trick
    drawn = "game: sixty_six\nturned: JH\ntricks: {P1: 3, P0: 3}\nleader: P1\nhands: {P0: [JH]}\n"
    assert ans(drawn)["to_move"] == "P1"


def test_four_hand_refuses_the_queen_of_a_marriage_too() -> None:
    """000 (four-hand): "There is no melding." — showing by the queen is refused as by the king,
    as two-hand lists both."""
    out = ans(FOUR + "hands: {P0: [KH, QH, 9S, 7D, 8D, AS, 10S, JC]}\n")
    assert "meld KH" not in out["legal"] and "meld QH" not in out["legal"]
    why = refused(out)
    assert (
        why["meld KH"]
        == why["meld QH"]
        == (
            "sixty_six.four.no_melding",
            "there is no melding in four-hand",
        )
    )


# ---- second, blind audit: cases written from the texts before the engine was run ---------------
W66 = "[AS, 10S, AD, 10D, AC, 10C, QS, 9D]"  # 66 in cards, four tricks
TWO = "game: sixty_six\nturned: JH\n"
OUT = "game: sixty_six\ntrump: S\nstock: exhausted\ntricks: {P1: 6, P0: 6}\nlast_trick: P1\n"
SHUT = "game: sixty_six\ntrump: S\nclosed_by: P1\n"  # P1 closed
ONE_ALL = "stock_size: 8\ntricks_at_close: {P1: 1, P0: 1}\n"  # closed after 2 tricks, 1 each
FOSTER = "variant: foster_closing\n"
SCORED = [
    # 000: "or 3 if he has not even won a trick" — a trick of nines is still a trick
    (TWO + f"won: {{P1: {W66}, P0: [9H, 9C]}}\nclaimed_by: P1\n", (0, 2), "claim_score"),
    (TWO + f"won: {{P1: {W66}}}\nclaimed_by: P1\n", (0, 3), "claim_score"),
    # 000: "In the trump suit, a marriage counts 40; in any other suit, 20." — 26 in cards
    (
        TWO + "won: {P1: [AS, 10S, QD, JD], P0: [AD, 10D, KS, QS, AC, 10C]}\nmarriages: [P1 H]\n"
        "claimed_by: P1\n",
        (0, 1),
        "claim_score",
    ),  # fmt: skip
    (
        TWO + "won: {P1: [AS, 10S, QD, JD], P0: [AD, 10D, KS, QS, AC, 10C]}\nmarriages: [P1 C]\n"
        "claimed_by: P1\n",
        (2, 0),
        "wrong_claim",
    ),  # fmt: skip
    # 000: "But he does not score the marriage until after he has won a trick." — he has: 40 + 4
    (
        TWO + f"won: {{P0: {W66}, P1: [KC, 9C]}}\nmarriages: [P1 H]\nclaimed_by: P0\n",
        (1, 0),
        "claim_score",
    ),  # fmt: skip
    # 000: "If you and your opponent both get more than 66 ... neither wins." The engine reads
    # it for a claim too: P0 made 71 with a 40 and did not claim (the text is open here)
    (
        "game: sixty_six\ntrump: D\nmarriages: [P0 D]\nclaimed_by: P1\n"
        f"won: {{P1: {W66}, P0: [AH, 10H, KS, JS, JD, JC]}}\n",
        (0, 0),
        "no_winner",
    ),  # fmt: skip
    # 000: "For winning last trick 10"; RULES.md: one player at 66 unclaimed scores as a claim
    (OUT + "points: {P1: 56, P0: 64}\n", (0, 1), "played_out"),
    (OUT + "points: {P1: 55, P0: 65}\n", (0, 0), "no_winner"),  # "or if you tie at 65"
    (OUT + "points: {P1: 50, P0: 70}\nmarriages: [P1 C]\n", (0, 0), "no_winner"),  # 80 and 70
    # RULES.md: "or 3 if the opponent had not won a trick when the stock was closed"
    (
        SHUT + "stock_size: 10\ntricks_at_close: {P1: 1}\ntricks: {P1: 4, P0: 3}\n"
        "points: {P1: 60, P0: 60}\nlast_trick: P0\n",
        (3, 0),
        "closer_fails",
    ),  # fmt: skip
    # foster_closing: "If the closer fails, the opponent scores 1, or 2 if the closer has fewer
    # than 33, or 3 if the closer closed before the opponent had won a trick."
    (
        SHUT + FOSTER + ONE_ALL + "tricks: {P1: 4, P0: 4}\npoints: {P1: 40, P0: 80}\n"
        "last_trick: P0\n",
        (1, 0),
        "foster_closing",
    ),  # fmt: skip
    (
        SHUT + FOSTER + "stock_size: 10\ntricks_at_close: {P1: 1}\ntricks: {P1: 3, P0: 4}\n"
        "points: {P1: 50, P0: 70}\nlast_trick: P0\n",
        (3, 0),
        "foster_closing",
    ),  # fmt: skip
    (
        SHUT + FOSTER + ONE_ALL + f"won: {{P0: {W66}}}\npoints: {{P1: 40}}\n"
        "tricks: {P1: 2, P0: 4}\nclaimed_by: P0\n",
        (1, 0),
        "foster_closing",
    ),  # fmt: skip
    # a closer's wrong claim before the opponent had a trick: 3 as a failed closing (the
    # engine's reading; a wrong claim alone gives 2)
    (
        SHUT + "stock_size: 10\ntricks_at_close: {P1: 1}\ntricks: {P1: 3, P0: 1}\n"
        "points: {P1: 50, P0: 10}\nclaimed_by: P1\n",
        (3, 0),
        "closer_fails",
    ),  # fmt: skip
]


@pytest.mark.parametrize(("text", "gp", "rule"), SCORED)
def test_two_hand_game_points(text: str, gp: tuple[int, int], rule: str) -> None:
    assert scored(text) == ({"P0": gp[0], "P1": gp[1]}, f"sixty_six.{rule}")


def test_ties_carry_a_point_and_sides_score_by_their_take() -> None:
    """000: "But the winner of the next hand gets 1 additional game point."; four-hand: "66 to
    99" scores 1, and "every trick (130)" 3 — 120 without the last trick is 2."""
    assert ans(OUT + "points: {P1: 55, P0: 65}\n")["settlement"]["carry_to_next_hand"] == 1
    tie = FOUR + "tricks: {P0: 2, P1: 2, P2: 2, P3: 2}\npoints: {P0: 30, P2: 25, P1: 35, P3: 30}\n"
    st = ans(tie + "last_trick: P2\n")["settlement"]
    assert st["carry_to_next_hand"] == 1 and st["rule"]["id"] == "sixty_six.four.tie"
    all_pts = FOUR + "tricks: {P0: 4, P2: 3, P1: 1}\npoints: {P0: 60, P2: 60, P1: 0}\n"
    assert scored(all_pts + "last_trick: P1\n")[0] == {"P0+P2": 2, "P1+P3": 0}
    took66 = (
        FOUR + "tricks: {P0: 2, P1: 2, P2: 2, P3: 2}\npoints: {P0: 40, P2: 26, P1: 30, P3: 24}\n"
    )
    assert scored(took66 + "last_trick: P1\n")[0] == {"P0+P2": 1, "P1+P3": 0}


TOTALS = [
    # 000 (three-hand): "The dealer scores the same number of game points as the winner of the
    # deal." ... "If the usual scoring would put him up to 7 or over, his total becomes 6"
    (
        THREE.replace("turned: JS", "trump: D")
        + f"won: {{P1: {W66}, P2: [AH, 10H, KH, QH, JD, JC]}}\nclaimed_by: P1\n"
        "scores: {P0: 5, P1: 1}\n",
        {"P0": 6, "P1": 3, "P2": 0},
        None,
    ),  # fmt: skip
    # "he must win the last point as an active player": P1 wins from 6, the dealer stays at 6
    (
        THREE.replace("turned: JS", "trump: D")
        + f"won: {{P1: {W66}, P2: [AH, 10H, KH, KS, JD, JC]}}\nclaimed_by: P1\n"
        "scores: {P0: 6, P1: 6}\n",
        {"P0": 6, "P1": 7, "P2": 0},
        "P1",
    ),  # fmt: skip
    # four-hand: 100 scores 2, plus the point carried from a tie at 65: 4 + 3 = 7
    (
        FOUR + "tricks: {P0: 2, P1: 2, P2: 2, P3: 2}\npoints: {P0: 50, P2: 40, P1: 20, P3: 10}\n"
        "last_trick: P0\ncarry: 1\nscores: {P0+P2: 4, P1+P3: 2}\n",
        {"P0+P2": 7, "P1+P3": 2},
        "P0+P2",
    ),  # fmt: skip
]


@pytest.mark.parametrize(("text", "totals", "winner"), TOTALS)
def test_totals_and_the_game(text: str, totals: dict[str, int], winner: str | None) -> None:
    st = ans(text)["settlement"]
    assert {k: v["total"] for k, v in st["players"].items()} == totals
    assert st["game_won_by"] == winner


STRICT = "variant: strict_second_phase_german_practice\n"
LATER = "game: sixty_six\ntrump: H\nstock: exhausted\ntricks: {P1: 3, P0: 3}\nleader: P1\n"
LEGAL = [
    # 000: "The nondealer leads first." ... "At any turn to lead, a player may turn the trump
    # card face down." — the first lead too; no exchange before winning a trick
    (TWO + "hands: {P1: [AS, KD, 9C, JS, 9H, 10D]}\n", "AS KD 9C JS 9H 10D close claim"),
    # "In your turn to play, you may claim" — following too
    (
        TWO + f"won: {{P0: {W66}}}\ntricks: {{P0: 4, P1: 1}}\nleader: P1\ntrick: [P1 KC]\n"
        "hands: {P0: [9S]}\n",
        "9S claim",
    ),  # fmt: skip
    # "LATER PLAY ... a player must follow suit to the lead if he can." — nothing more
    (
        LATER + "trick: [P1 JS]\nhands: {P0: [KD, 9H, AC, QC, JC, 10D]}\n",
        "KD 9H AC QC JC 10D claim",
    ),  # fmt: skip
    # German practice (variant): follow and head; trump when void; neither in early play
    (LATER + STRICT + "trick: [P1 QS]\nhands: {P0: [9S, JS, KH, AC]}\n", "9S JS claim"),
    (LATER + STRICT + "trick: [P1 JS]\nhands: {P0: [KD, 9H, AC]}\n", "9H claim"),
    (LATER + STRICT + "trick: [P1 JS]\nhands: {P0: [KD, AC, QC]}\n", "KD AC QC claim"),
    (TWO + STRICT + "trick: [P1 AS]\nhands: {P0: [9S, KD, 9H]}\n", "9S KD 9H claim"),
    # four-hand: "When a plain suit is led and he has none, he must trump or overtrump if he
    # can." — a trump led to a player with none leaves him free
    (FOUR + "trick: [P0 AH]\nhands: {P1: [7C, 9S, KD]}\n", "7C"),
    (FOUR + "trick: [P0 AH, P1 9C]\nhands: {P2: [JC, 7C, 9S]}\n", "JC"),
    (FOUR + "trick: [P0 AH, P1 7C]\nhands: {P2: [8C, AC, 9D]}\n", "8C AC"),
    (FOUR + "trick: [P0 JC]\nhands: {P1: [AH, 9S, KD]}\n", "AH 9S KD"),
    # "play higher than any card already played to the trick" — a trump lead, a partner's card
    (FOUR + "trick: [P0 QC]\nhands: {P1: [KC, 7C, AH]}\n", "KC"),
    (FOUR + "trick: [P0 9H, P1 QH]\nhands: {P2: [KH, 8H, AS]}\n", "KH"),
    # open (RULES.md: under-trumping when one cannot overtrump): the engine leaves any card
    (FOUR + "trick: [P0 AH, P1 JC]\nhands: {P2: [7C, 9S, KD]}\n", "7C 9S KD"),
]


@pytest.mark.parametrize(("text", "expect"), LEGAL)
def test_what_may_be_played(text: str, expect: str) -> None:
    assert set(ans(text)["legal"]) == set(expect.split())


def test_who_wins_the_trick_and_who_draws_the_last_cards() -> None:
    """000: "A trick is won by the higher trump or by the higher card of the suit led." (A 10 K
    Q J 9, then 8 7 in four-hand) "The winner of a trick draws the top card of the stock, and
    his opponent draws the next card" — at the sixth trick the next card is the turned J♥."""
    for text, winner in [
        (TWO + "trick: [P1 9S, P0 AD]\n", ("P1", 11)),
        (TWO + "trick: [P1 KS, P0 10S]\n", ("P0", 14)),
        (FOUR + "trick: [P0 8H, P1 9H, P2 7H, P3 AD]\n", ("P1", 11)),
    ]:
        tw = ans(text)["trick_winner"]
        assert (tw["player"], tw["card_points"]) == winner
    sixth = TWO + (
        "stock_size: 2\ntricks: {P1: 3, P0: 2}\nleader: P1\n"
        "won: {P1: [AD, 9D, 10D, JD, AC, 9C], P0: [KD, QD, 10C, JC]}\n"
        "hands: {P0: [KC, QC, 10S, KS, QS], P1: [JS, AH, 10H, KH, 9H]}\n"
    )  # every card placed but the Q♥, which is the one face-down card left
    p0_wins = ans(sixth + "trick: [P1 9S, P0 AS]\n")
    assert p0_wins["to_move"] == "P0"
    assert set(p0_wins["legal"]) == {"KC", "QC", "10S", "KS", "QS", "QH", "claim"}
    p1_wins = ans(sixth + "trick: [P1 AS, P0 9S]\n")
    assert set(p1_wins["legal"]) == {"JS", "AH", "10H", "KH", "9H", "QH", "claim"}


def test_four_hand_opening_lead() -> None:
    """000 (four-hand): the player on the dealer's left leads; "There is no advantage in
    claiming" and there is no stock to close."""
    out = ans("game: sixty_six\nplayers: 4\ndealer: P0\ntrump: C\nhands: {P1: [AH, 9H]}\n")
    assert out["to_move"] == "P1" and out["legal"] == ["9H", "AH"]
