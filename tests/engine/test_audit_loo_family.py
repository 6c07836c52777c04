"""A rules audit of Three-card, Irish and Five-card Loo: positions the rule-per-test files do not
reach (boundaries, the trump turned mid-deal, eldest and dealer duties, every named option),
each answered by ``trickbook answer`` and checked against the sentence of the seed (002: Foster's
Hoyle, 000: the lesson text) or the RULES.md reading it comes from.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from scenario_answers import ans, legal, refusal, refused

from engine.compare import _settlement_words
from engine.games.loo import LOO
from engine.scenario import ScenarioError, from_dict

DOUBLE5 = """
game: loo
players: 5
pool: 12
trump: H
"""


def nets(text: str) -> dict[str, Any]:
    """Each seat's net and the next pool, as ``trickbook answer`` prints them (red counters)."""
    st = ans(text)["settlement"]
    return {p: v["net"] for p, v in st["players"].items()} | {"next": st["next_pool"]}


def deal_of(text: str) -> Any:
    """The position a scenario describes (for the engine's own settlement, notes included)."""
    return from_dict(yaml.safe_load(text), "audit").state


def winner(text: str) -> tuple[str, str, str | None, str]:
    w = ans(text)["trick_winner"]
    return w["player"], w["card"], w["trump"], w["rule"]


# ==== Three-card Loo, Foster (002): the simple pool ================================================
# 002: "But if in any trick any player is unable to follow suit, as soon as the trick is complete
# the dealer turns up the top card" — until then there is no trump, so no duty to trump.
SIMPLE4 = "game: loo\nplayers: 4\nturn_card: 9H\n"


def test_simple_void_before_any_trump_is_free() -> None:
    assert legal(SIMPLE4 + "hands: {P2: [2H, 3D, 4C]}\ntrick: [P1 QS]") == {"2H", "3D", "4C"}


def test_simple_discard_does_not_stop_heading_mid_trick() -> None:
    # 002: "must head the trick if they can": P3's 2♥ is only a discard until the trick is
    # complete, so P0 must still beat the K♠.
    text = SIMPLE4 + "hands: {P0: [AS, 2S, 4C]}\ntrick: [P1 QS, P2 KS, P3 2H]"
    assert legal(text) == {"AS"}
    assert refused(text) == {"2S": "loo.head_the_trick", "4C": "loo.follow_suit"}


def test_simple_rejudged_trick_two_discards() -> None:
    # 002: "the suit to which it belongs is the trump. If any trump has been played, the highest
    # trump wins the trick." The 9♦ is turned: the 2♦ discard beats the A♥ discard and the spades.
    text = "game: loo\nplayers: 4\nturn_card: 9D\ntrick: [P1 QS, P2 2D, P3 AH, P0 KS]"
    assert winner(text) == ("P2", "2D", "D", "loo.trick_winner")
    assert ans(text)["trick_winner"]["trump_turned"] is True


def test_simple_turned_suit_is_the_suit_led() -> None:
    # the 9♠ turned makes the led suit trumps: the discard stays a discard, the A♠ wins
    text = "game: loo\nplayers: 4\nturn_card: 9S\ntrick: [P1 QS, P2 2D, P3 AS, P0 KS]"
    assert winner(text) == ("P3", "AS", "S", "loo.trick_winner")


def test_simple_all_followed_no_trump_is_turned() -> None:
    # 002: "If all follow suit the winner of the trick leads any card he pleases"
    text = (
        "game: loo\nplayers: 3\nturn_card: 9S\ntrick: [P1 QS, P2 KS, P0 AS]\nhands: {P0: [3H, 5D]}"
    )
    a = ans(text)
    assert a["trick_winner"]["trump"] is None and a["trick_winner"]["trump_turned"] is False
    assert set(a["legal"]) == {"3H", "5D"}


def test_simple_after_the_turn_a_void_player_must_trump() -> None:
    # 002 Revokes: failing "to trump a suit of which he is void"; trumps are known after trick 1
    text = (
        "game: loo\nplayers: 4\nturn_card: 9H\ntrump: H\ntricks_won: {P3: 1}\n"
        "trick: [P3 AS]\nhands: {P0: [3H, KD]}"
    )
    assert legal(text) == {"3H"} and refused(text) == {"KD": "loo.trump_or_overtrump"}


def test_simple_last_trick_turns_trumps_and_settles() -> None:
    # the third trick is the first anyone fails to follow: the turn decides it, then thirds of
    # the 3 red (1 a trick) and a loo of 3 for P3, who won nothing
    text = (
        "game: loo\nplayers: 4\nturn_card: 9H\ntricks_won: {P1: 1, P2: 1}\nleader: P2\n"
        "trick: [P2 QS, P3 KS, P0 2H, P1 AS]"
    )
    assert winner(text) == ("P0", "2H", "H", "loo.trick_winner")
    assert nets(text) == {"P0": 1, "P1": 1, "P2": 1, "P3": -3, "next": 3}


def test_simple_revoke_odd_white_stays() -> None:
    # 002: "the pool is divided as equally as possible among those who declared to play, with the
    # exception of the offender. Any odd white counters must be left for the next pool."
    # 9 white among four: 2 white (2/3 red) each, 1 white stays with P1's 6 red forfeit.
    text = "game: loo\nplayers: 5\nirregularity: {revoke: P1}"
    assert nets(text) == {
        "P0": "2/3",
        "P1": -6,
        "P2": "2/3",
        "P3": "2/3",
        "P4": "2/3",
        "next": "6 1/3",
    }


def test_simple_dealer_turned_trump_stays_without_trumps() -> None:
    # 002: "he forfeits three red counters to the current pool, but it remains a simple": the
    # first lead is free and a discard is still only a discard
    text = "game: loo\nplayers: 4\nturn_card: 9H\nirregularity: {dealer_turned_trump: true}\n"
    assert legal(text + "hands: {P1: [2S, AH, 5D]}") == {"2S", "AH", "5D"}
    assert legal(text + "hands: {P3: [KS, 3S]}\ntrick: [P1 QS, P2 2H]") == {"KS"}


# ==== Three-card Loo, Foster: doubles ================================================================
def test_eldest_playing_wraps_past_the_dealer() -> None:
    # 002: "the eldest hand of those playing must lead a trump if he has one." Dealer P3: P4
    # passed, so P0 is the eldest playing.
    text = (
        "game: loo\nplayers: 5\ndealer: P3\npool: 9\ntrump: D\n"
        "declarations: {P4: pass, P0: stand, P1: stand, P2: pass, P3: pass}\n"
        "hands: {P0: [2S, AH, 5D]}"
    )
    a = ans(text)
    assert a["to_move"] == "P0" and a["legal"] == ["5D"]


def test_lead_ace_when_the_king_is_turned_and_any_trump_when_the_ace_is() -> None:
    # 002: "If he has the ace of trumps he must lead that; or if he has the King and the ace is
    # turned up." The K♥ turned does not excuse the ace; the A♥ turned and no king: any trump.
    base = (
        "game: loo\nplayers: 5\npool: 12\n"
        "declarations: {P1: pass, P2: stand, P3: stand, P4: pass, P0: pass}\n"
    )
    assert legal(base + "turn_card: KH\nhands: {P2: [AH, 3H, KS]}") == {"AH"}
    text = base + "turn_card: AH\nhands: {P2: [QH, 3H, KS]}"
    assert legal(text) == {"QH", "3H"} and refused(text) == {"KS": "loo.eldest_leads_trump"}


def test_a_later_leader_leads_any_trump() -> None:
    # 002: "The winner of a trick must lead a trump if he has one." — a trump, not the ace (the
    # ace duty is stated for the eldest hand; RULES.md lists the wider reading as a gap)
    text = (
        DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "tricks_won: {P3: 1}\nleader: P3\nhands: {P3: [AH, 3H]}"
    )
    assert legal(text) == {"AH", "3H"}


TRUMPED = DOUBLE5 + "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"


def test_overtrump_only_with_a_higher_trump() -> None:
    # 002: "he must trump or over-trump if he can": the 9♥ over-trumps the 5♥; the 3♥ and the
    # diamond are refused
    text = TRUMPED + "trick: [P1 KS, P2 5H]\nhands: {P3: [3H, 9H, 2D]}"
    assert legal(text) == {"9H"}
    assert refused(text) == {"3H": "loo.trump_or_overtrump", "2D": "loo.trump_or_overtrump"}


def test_following_suit_to_a_trumped_trick_is_any_card_of_the_suit() -> None:
    # "head the trick if he can": no spade can beat the 9♥, so either spade; the trump is refused
    text = TRUMPED + "trick: [P1 KS, P2 9H]\nhands: {P3: [2S, AS, 4H]}"
    assert legal(text) == {"2S", "AS"} and refused(text) == {"4H": "loo.follow_suit"}


def test_two_in_the_dealer_may_take_the_widow_but_not_defend() -> None:
    # 002: "The player may stand ...; or may take the widow in exchange; or may pass." Defending
    # is only against a lone stander.
    text = DOUBLE5 + "declarations: {P1: stand, P2: pass, P3: stand, P4: pass}"
    a = ans(text)
    assert a["to_move"] == "P0" and set(a["legal"]) == {"stand", "widow", "pass"}
    assert refused(text) == {"defend": "loo.dealer_must_play"}


@pytest.mark.parametrize("players", [3, 8])
def test_dealer_must_play_at_both_ends_of_the_table(players: int) -> None:
    # 002: "If only one player stands, and he has not taken the widow, the dealer ... must take
    # the widow and play to defend the pool." — three players and eight alike
    seats = [f"P{i}" for i in range(1, players)]
    decl = ", ".join(f"{s}: {'stand' if s == seats[-1] else 'pass'}" for s in seats)
    text = f"game: loo\nplayers: {players}\npool: 6\ntrump: H\ndeclarations: {{{decl}}}"
    assert legal(text) == {"stand", "defend"}


def test_widow_taker_alone_then_next_deal_is_simple() -> None:
    # 002: "If all pass but the player who has taken the widow, he wins the pool without
    # playing, and the next deal must be a simple." — nothing carries to the next pool
    text = DOUBLE5 + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass, P0: pass}"
    assert nets(text) == {"P0": 0, "P1": 0, "P2": 12, "P3": 0, "P4": 0, "next": 0}
    assert ans(text)["settlement"]["result"] == "widow_unopposed"


def test_flush_found_in_the_widow() -> None:
    # 002: "holds three trumps, whether dealt him or found in the widow" — P4 took the widow
    text = (
        DOUBLE5 + "declarations: {P1: stand, P2: pass, P3: stand, P4: widow, P0: pass}\n"
        "hands: {P4: [2H, 3H, 4H]}"
    )
    assert nets(text) == {"P0": 0, "P1": -3, "P2": 0, "P3": -3, "P4": 12, "next": 6}


def test_a_passed_hand_of_three_trumps_is_no_flush() -> None:
    # 002: "each of those who are "in"": the flush is a player's in the game; P2 passed
    text = (
        DOUBLE5 + "declarations: {P1: stand, P2: pass, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [2H, 3H, 4H], P1: [AS, 2C, 3C]}"
    )
    a = ans(text)
    assert a["phase"] == "play" and a["to_move"] == "P1"


def test_lone_stander_flush_against_a_defender() -> None:
    # the flush takes the pool; the defending dealer "is not looed"
    text = (
        DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
        "hands: {P2: [2H, 3H, 4H]}"
    )
    assert nets(text) == {"P0": 0, "P1": 0, "P2": 12, "P3": 0, "P4": 0, "next": 0}


def test_defender_wins_every_trick() -> None:
    # 002: "the payment for any tricks he wins must be left in the pool": the lone stander is
    # looed 3 and the whole 12 stays, 15 in the next pool
    text = (
        DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
        "tricks_won: {P0: 3}"
    )
    assert nets(text) == {"P0": 0, "P1": 0, "P2": -3, "P3": 0, "P4": 0, "next": 15}


def test_dealer_playing_for_himself_collects_and_is_looed() -> None:
    text = (
        DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: stand}\n"
        "tricks_won: {P0: 3}"
    )
    assert nets(text) == {"P0": 12, "P1": 0, "P2": -3, "P3": 0, "P4": 0, "next": 3}


def test_odd_white_counter_stays_in_the_pool() -> None:
    # 002: "the red counters representing it should be changed for their value in white ones":
    # 13 1/3 red is 40 white, 13 white a trick; the odd white stays with P3's loo
    text = (
        "game: loo\nplayers: 4\npool: 13 1/3\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 1, P2: 2}"
    )
    assert nets(text) == {"P0": 0, "P1": "4 1/3", "P2": "8 2/3", "P3": -3, "next": "3 1/3"}


def test_unlimited_two_looed_each_pay_the_pool() -> None:
    # 002: "any player failing in his undertaking must put up for the next pool an amount equal
    # to that in the current pool." — each of them
    text = (
        DOUBLE5 + "options: {unlimited: true}\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\ntricks_won: {P1: 3}"
    )
    assert nets(text) == {"P0": 0, "P1": 12, "P2": -12, "P3": -12, "P4": 0, "next": 24}


def test_unlimited_flush_still_looes_three() -> None:
    # 002: "each of those who are "in" being looed three red counters" — a flush is no failed
    # undertaking, so Unlimited does not raise it
    text = (
        DOUBLE5 + "options: {unlimited: true}\n"
        "declarations: {P1: stand, P2: pass, P3: stand, P4: widow, P0: pass}\n"
        "hands: {P3: [2H, 3H, 4H]}"
    )
    assert nets(text)["P1"] == -3 and nets(text)["P4"] == -3


def test_options_one_at_a_time_on_foster() -> None:
    # each lesson_000 difference is an option of its own (RULES.md: "A variant is an option of a
    # game, never a copy of its code")
    lead = (
        DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [AH, 3H, KS]}\n"
    )
    assert legal(lead + "options: {lead_duties: false}") == {"AH", "3H", "KS"}
    under = TRUMPED + "trick: [P1 KS, P2 9H]\nhands: {P3: [2H, 4D]}\n"
    assert legal(under) == {"2H", "4D"}
    assert legal(under + "options: {undertrump: true}") == {"2H"}
    alone = DOUBLE5 + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass}\n"
    assert legal(alone) == {"stand", "pass"}
    assert legal(alone + "options: {dealer_always_plays: true}") == {"stand"}
    flush = (
        DOUBLE5 + "declarations: {P1: stand, P2: pass, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P3: [2H, 3H, 4H]}\n"
    )
    assert ans(flush)["phase"] == "over"
    assert ans(flush + "options: {flushes: false}")["phase"] == "play"
    assert legal("game: loo\nplayers: 5\noptions: {widow_in_single: true}") == {"stand", "widow"}


def test_old_rule_higher_trump_when_the_ace_is_turned() -> None:
    # 002: "The old rule was that a player must lead the higher of two trumps" (option on): with
    # the A♥ turned and no king, the Q♥ over the 3♥
    text = (
        "game: loo\nplayers: 5\npool: 12\nturn_card: AH\noptions: {lead_higher_trump: true}\n"
        "declarations: {P1: pass, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [QH, 3H, KS]}"
    )
    assert legal(text) == {"QH"} and refused(text)["3H"] == "loo.lead_higher_trump"


# ==== Three-card Loo, the lesson text (000) ==========================================================
L000 = "game: loo\nvariant: lesson_000\nplayers: 5\n"


def test_000_single_widow_taken_ends_the_exchange() -> None:
    # 000: "each player in turn has a chance to take the widow, until somebody takes it"; then
    # "the player at left of the dealer makes the opening lead" (no leading rules)
    a = ans(L000 + "declarations: {P1: stand, P2: widow}\nhands: {P1: [2S, 3D, 4H]}")
    assert a["phase"] == "play" and a["to_move"] == "P1"
    assert set(a["legal"]) == {"2S", "3D", "4H"}


def test_000_must_head_a_trumped_trick_when_he_can() -> None:
    # 000: "must play higher than any other card on the trick when he can, and when a plain suit
    # is led of which he has none, must trump if he can": the 10♥, not the 2♥
    text = (
        L000 + "pool: 12\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "trick: [P1 KS, P2 9H]\nhands: {P3: [2H, 10H, 4D]}"
    )
    assert legal(text) == {"10H"}
    assert refused(text) == {
        "2H": "loo.lesson_000.head_the_trick",
        "4D": "loo.lesson_000.must_trump",
    }


def test_000_winner_after_the_turn_leads_freely() -> None:
    # 000 has no leading duties: the trump turned in a single binds no lead
    text = (
        L000 + "turn_card: 9H\ntrump: H\n"
        "declarations: {P1: stand, P2: stand, P3: stand, P4: stand, P0: stand}\n"
        "tricks_won: {P3: 1}\nleader: P3\nhands: {P3: [3H, KD]}"
    )
    assert legal(text) == {"3H", "KD"}


def test_000_no_flushes() -> None:
    text = (
        L000 + "pool: 12\ntrump: H\n"
        "declarations: {P1: stand, P2: pass, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P1: [2H, 3H, 4H]}"
    )
    assert ans(text)["phase"] == "play"


def test_000_is_for_five_to_eight() -> None:
    # 000: "NUMBER OF PLAYERS: 5 to 8."
    with pytest.raises(ScenarioError, match=r"field 'players': expected a whole number from 5"):
        ans(L000.replace("players: 5", "players: 4"))


# ==== Irish Loo ======================================================================================
IRISH = "game: irish_loo\nplayers: 4\ntrump: S\n"


def test_irish_declaring_goes_round_from_the_dealers_left() -> None:
    # 002: "the dealer asks each in turn, beginning on his left, whether or not he will play"
    a = ans(
        "game: irish_loo\nplayers: 5\ndealer: P2\ntrump: C\ndeclarations: {P3: stand, P4: pass}"
    )
    assert a["to_move"] == "P0"


def test_irish_dealer_answers_how_many_last() -> None:
    # 002: "proceeds to ask those who have declared to play" — round from his left, himself last
    a = ans(
        IRISH + "declarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        "exchanged: {P1: 1, P3: 0}\nhands: {P0: [2C, 3D, 4H]}"
    )
    assert a["phase"] == "exchange" and a["to_move"] == "P0" and len(a["legal"]) == 8


def test_irish_king_lead_when_the_ace_is_turned() -> None:
    # "In all other respects, the game is Three-card Loo" (RULES.md: double-pool leading applies)
    text = (
        "game: irish_loo\nplayers: 4\nturn_card: AS\n"
        "declarations: {P1: pass, P2: stand, P3: stand, P0: pass}\nexchanged: {P2: 1, P3: 0}\n"
        "hands: {P2: [KS, 3S, QD]}"
    )
    assert legal(text) == {"KS"} and refused(text)["3S"] == "irish_loo.lead_trump_ace"


def test_irish_two_flushes_after_the_exchange() -> None:
    # 002 (Three-card Loo): "the elder hand wins ...; but the younger hand, holding another
    # flush, is not looed." P3 is elder than the dealer; P1, in, pays 3
    text = (
        "game: irish_loo\nplayers: 4\nturn_card: 2H\n"
        "declarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        "exchanged: {P1: 1, P3: 2, P0: 0}\nhands: {P3: [4H, 10H, KH], P0: [5H, 6H, 7H]}"
    )
    assert nets(text) == {"P0": 0, "P1": -3, "P2": 0, "P3": 3, "next": 3}


def test_irish_thirds_with_odd_whites() -> None:
    # 10 red is 30 white: 10 white (3 1/3 red) a trick; the dealer stood and won nothing
    text = (
        IRISH + "pool: 10\ndeclarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        "tricks_won: {P1: 2, P3: 1}"
    )
    assert nets(text) == {"P0": -3, "P1": "6 2/3", "P2": 0, "P3": "3 1/3", "next": 3}


@pytest.mark.parametrize("exchanged", ["exchanged: {P1: 1, P3: 0, P0: 2}\n", ""])
def test_irish_revoke_in_play(exchanged: str) -> None:
    # a revoke is found in the play ("the hands are abandoned on discovery"), so every exchange
    # was made: `exchanged` may be left out, as with a trick (it was refused: "it is exchange")
    text = (
        IRISH
        + "pool: 10\ndeclarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        + exchanged
        + "irregularity: {revoke: P3}"
    )
    assert nets(text) == {"P0": 5, "P1": 5, "P2": 0, "P3": -6, "next": 6}


def test_irish_has_no_simple_pool_irregularity() -> None:
    # 002: "there is no distinction between simple and double pools. A trump is always turned up"
    with pytest.raises(ScenarioError, match=r"field 'irregularity': expected one of \{revoke"):
        ans(IRISH + "irregularity: {dealer_turned_trump: true}")
    with pytest.raises(ScenarioError, match=r"field 'trump': a trump is always turned"):
        ans("game: irish_loo\nplayers: 4")


# ==== Five-card Loo ==================================================================================
PLAYING5 = (
    "game: five_card_loo\nplayers: 4\ntrump: H\n"
    "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\nexchanged: {P1: 0, P2: 1, P0: 2}\n"
)


def test_pam_as_the_only_trump_must_follow_the_ace() -> None:
    # 002: "the holder of Pam must pass the trick if he can do so without revoking" — with no
    # other trump, passing would be a revoke
    text = PLAYING5 + "hands: {P2: [JC, 9S, 2C, 3C, 4D]}\ntrick: [P1 AH]"
    assert legal(text) == {"JC"}


def test_pam_need_not_pass_an_ace_that_was_not_led() -> None:
    # "If any player leads the trump ace": here the A♥ follows the 3♥ lead, so Pam must head
    text = PLAYING5 + "hands: {P0: [JC, 7H, 9S, 2C, 3C]}\ntrick: [P1 3H, P2 AH]"
    assert legal(text) == {"JC"} and refused(text)["7H"] == "five_card_loo.head_the_trick"


def test_pam_is_a_trump_when_clubs_are_led() -> None:
    # RULES.md: "Pam is a trump only": void of other clubs, P2 must trump, and Pam is his trump
    text = PLAYING5 + "hands: {P2: [JC, 7S, 9S, 2D, 3D]}\ntrick: [P1 AC]"
    assert legal(text) == {"JC"}
    assert set(refused(text).values()) == {"five_card_loo.trump_or_overtrump"}


def test_pam_beats_the_ace_of_clubs_when_clubs_are_trumps() -> None:
    # 002: "make the club Jack ... always the best trump"
    text = PLAYING5.replace("trump: H", "trump: C") + "trick: [P1 AC, P2 JC, P0 2C]"
    assert winner(text) == ("P2", "JC", "C", "five_card_loo.pam")


def test_trick_winner_cites_pam_only_when_pam_took_the_trick() -> None:
    # a trick Pam did not take is decided by "the highest trump wins", not by Pam's rule
    text = PLAYING5 + "trick: [P1 AC, P2 KC, P0 2H]"
    assert winner(text) == ("P0", "2H", "H", "five_card_loo.trick_winner")
    assert winner(PLAYING5 + "trick: [P1 AC, P2 JC, P0 2C]")[3] == "five_card_loo.pam"
    no_pam = PLAYING5 + "variant: no_pam\ntrick: [P1 10C, P2 JC, P0 2C]"
    assert winner(no_pam) == ("P2", "JC", "H", "five_card_loo.trick_winner")


def test_eldest_with_pam_and_the_trump_ace_leads_the_ace() -> None:
    # 002: "If he has the ace of trumps he must lead that" — Pam in hand changes nothing
    text = PLAYING5 + "hands: {P1: [JC, AH, 9S, 2C, 3C]}"
    assert legal(text) == {"AH"} and refused(text)["JC"] == "five_card_loo.lead_trump_ace"
    king = PLAYING5.replace("trump: H", "turn_card: AH") + "hands: {P1: [JC, KH, 9S, 2C, 3C]}"
    assert legal(king) == {"KH"}


DEALT = "game: five_card_loo\nplayers: 4\npool: 10\nturn_card: 6S\n"


def test_two_flushes_dealt_elder_wins_younger_pays_by_default() -> None:
    # 002: "If two players hold flushes, the elder hand wins, even if the younger hand holds a
    # flush in trumps." and "every person at the table ... pays five red counters"
    hands = "hands: {P2: [2H, 5H, 9H, JH, KH], P3: [2S, 3S, 4S, 5S, 7S]}\n"
    assert nets(DEALT + hands) == {"P0": -5, "P1": -5, "P2": 10, "P3": -5, "next": 15}
    off = nets(DEALT + hands + "options: {younger_flush_pays: false}")
    assert off["P3"] == 0 and off["next"] == 10


def test_pam_with_four_of_a_suit_only_with_pam() -> None:
    # 002: "Combined with four cards of any suit, this card will make a flush."
    hands = "hands: {P3: [JC, 2D, 3D, 4D, 5D]}\n"
    assert ans(DEALT + hands)["settlement"]["result"] == "flush"
    assert ans(DEALT + hands + "variant: no_pam\n")["phase"] == "declare"


def test_flush_after_the_exchange_makes_the_whole_table_pay() -> None:
    # 002: "every person at the table, whether playing or not" — P2 passed and still pays
    text = (
        DEALT + "declarations: {P1: stand, P2: pass, P3: stand, P0: stand}\n"
        "exchanged: {P1: 2, P3: 1, P0: 0}\nhands: {P3: [2H, 5H, 9H, JH, KH]}"
    )
    assert nets(text) == {"P0": -5, "P1": -5, "P2": -5, "P3": 10, "next": 15}


def test_fifths_with_odd_whites() -> None:
    # 7 red is 35 white: 7 white (1 2/5 red) a trick (RULES.md: "presumably one fifth"); the
    # dealer stood and won nothing: looed 5 (RULES.md: "presumably 5 red")
    text = (
        "game: five_card_loo\nplayers: 4\npool: 7\ntrump: S\n"
        "declarations: {P1: stand, P2: pass, P3: stand, P0: stand}\ntricks_won: {P1: 3, P3: 2}"
    )
    assert nets(text) == {"P0": -5, "P1": "4 1/5", "P2": 0, "P3": "2 4/5", "next": 5}


def test_pam_turned_up_makes_clubs_trumps() -> None:
    text = (
        "game: five_card_loo\nplayers: 4\nturn_card: JC\n"
        "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "exchanged: {P1: 0, P2: 1, P0: 2}\nhands: {P1: [AC, KC, 9S, 2C, 3H]}"
    )
    assert legal(text) == {"AC"}


# ==== bad input: each names its field ================================================================
@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("game: loo\nplayers: 4\nhands: {P1: [ZS]}", r"'hands.P1\[0\]': not a card: 'ZS'"),
        ("game: loo\nplayers: 4\nhands: {P1: [AS, AS]}", r"'hands.P1\[1\]': A♠ is already in"),
        ("game: loo\nplayers: 4\nhands: {P1: [AS, AH, 5D, 6D]}", r"'hands.P1': expected at most 3"),
        ("game: loo\nplayers: five", r"'players': expected a whole number from 3 to 8"),
        ("game: loo\nplayers: 9", r"'players': expected a whole number from 3 to 8"),
        ("game: loo\nplayers: 4\npool: 2", r"'pool': expected at least the dealer's ante of 3"),
        ("game: loo\nplayers: 4\npool: 4 1/2", r"'pool': '4 1/2' is not a whole number of white"),
        ("game: loo\nplayers: 4\ndealer: P9", r"'dealer': expected a seat P0..P3"),
        ("game: loo\nplayers: 4\ntricks_won: {P1: 2, P2: 2}", r"'tricks_won': expected at most 3"),
        ("game: loo\nplayers: 4\ntricks_won: {P1: '1'}", r"'tricks_won.P1': expected a number"),
        ("game: loo\nplayers: 4\npool: 6\ntrump: H\nturn_card: 9S", r"'trump': the turned card"),
        ("game: loo\nplayers: 4\npool: 6\ntrump: H\nwidow: [2S, 3S, 4S, 5S]", r"'widow': expected"),
        ("game: loo\nplayers: 4\noptions: {unlimited: 'yes'}", r"'options': option 'unlimited'"),
        ("game: loo\nplayers: 4\nexchanged: {P1: 2}", r"'exchanged': unknown field"),
        ("game: loo\nplayers: 5\nirregularity: {revoke: 7}", r"'irregularity.revoke': expected a"),
        (
            "game: loo\nplayers: 5\nirregularity: {dealer_turned_trump: false}",
            r"'irregularity.dealer_turned_trump': expected true",
        ),
        ("game: irish_loo\nplayers: 4\ntrump: S\nwidow: [2S]", r"'widow': unknown field"),
        ("game: irish_loo\nplayers: 4\ntrump: S\ndeclarations: {P1: widow}", r"expected one of"),
        ("game: five_card_loo\nplayers: 4\ntrump: C\npool: 5 1/3", r"\(1 red = 5 white\)"),
        ("game: five_card_loo\nplayers: 4\ntrump: C\nvariant: nopam", r"'variant': expected one"),
        (
            "game: five_card_loo\nplayers: 4\ntrump: C\nhands: {P1: [2C, 3C, 4C, 5C, 6C, 7C]}",
            r"'hands.P1': expected at most 5 cards",
        ),
        # one card goes to each trick: after one trick a hand of three holds two (these hands
        # were read, their extra cards playable)
        (
            "game: loo\nplayers: 4\ntricks_won: {P1: 1}\nleader: P1\nhands: {P1: [2S, 3S, 4S]}",
            r"'hands.P1': P1 holds 3 cards, but after 1 trick a hand has 2",
        ),
        (
            "game: loo\nplayers: 4\ntricks_won: {P1: 1}\nleader: P1\ntrick: [P1 AS]\n"
            "hands: {P1: [2S, 3S]}",
            r"'hands.P1': P1 holds 2 cards, but after 1 trick and his card to this one a hand "
            r"has 1",
        ),
        (
            "game: five_card_loo\nplayers: 4\ntrump: H\n"
            "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
            "tricks_won: {P1: 2}\nleader: P1\nhands: {P2: [2S, 3S, 4S, 5S]}",
            r"'hands.P2': P2 holds 4 cards, but after 2 tricks a hand has 3",
        ),
    ],
)
def test_bad_input_names_its_field(text: str, message: str) -> None:
    with pytest.raises(ScenarioError, match=message):
        ans(text)


# ==== the family's scenario reading and settlement, fixed after the audit ===========================
def test_simple_trump_given_before_any_trick_is_refused() -> None:
    # 002: "if in any trick any player is unable to follow suit, as soon as the trick is complete
    # the dealer turns up the top card": during the first such trick there is no trump yet, so
    # P3 must still head the Q♠ (with `trump: H` the engine let him play the 3♠ too)
    text = "game: loo\nplayers: 4\ntrick: [P1 QS, P2 2H]\nhands: {P3: [KS, 3S, 4D]}\n"
    with pytest.raises(ScenarioError, match=r"field 'trump': no trump is known yet in a simple"):
        ans(text + "trump: H")
    assert legal(text + "turn_card: 9H") == {"KS"}
    # 002: the dealer who turns a trump by mistake pays, "but it remains a simple"
    with pytest.raises(ScenarioError, match=r"field 'trump': .*it remains a simple"):
        ans(text + "turn_card: 9H\ntrump: H\nirregularity: {dealer_turned_trump: true}")


def test_simple_trump_is_read_once_a_trick_is_done() -> None:
    text = (
        "game: loo\nplayers: 4\ntrump: H\nturn_card: 9H\ntricks_won: {P1: 1}\nleader: P1\n"
        "trick: [P1 QS]\nhands: {P2: [2H, 4D]}"
    )
    assert legal(text) == {"2H"}


def test_no_widow_in_a_simple() -> None:
    # 002: "In Simple Pools, no trump is turned, and no widow dealt" (000 deals one every deal)
    with pytest.raises(ScenarioError, match=r"field 'widow': no widow is dealt in a simple"):
        ans("game: loo\nplayers: 4\nwidow: [2S, 3S, 4S]")
    assert legal(L000 + "widow: [2S, 3S, 4S]") == {"stand", "widow"}


def test_a_flush_shown_is_named_when_a_trick_is_given() -> None:
    # 002: the flush holder "claims the pool without playing": everyone has declared here
    text = (
        DOUBLE5 + "declarations: {P1: stand, P2: pass, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P3: [2H, 3H, 4H]}\ntrick: [P1 AS]"
    )
    with pytest.raises(
        ScenarioError, match=r"field 'trick': P3 holds a flush: the pool is taken without play"
    ):
        ans(text)


def test_exchanged_before_everyone_has_declared_is_refused() -> None:
    # 002: the dealer "then announces his own decision, and proceeds to ask those who have
    # declared to play" how many: no exchange before the dealer has declared
    with pytest.raises(ScenarioError, match=r"field 'exchanged': .*once everyone has declared"):
        ans(IRISH + "declarations: {P1: stand}\nexchanged: {P1: 2}")


def test_five_card_flush_as_dealt_with_declarations_given() -> None:
    # 002: "Any player holding a flush of five cards in any suit may immediately claim the
    # pool": with no exchange made, the hands are as dealt, so nobody got to declare
    text = DEALT + "declarations: {P1: stand}\nhands: {P2: [2H, 5H, 9H, JH, KH]}"
    with pytest.raises(
        ScenarioError, match=r"field 'declarations': P2 holds a flush, which takes the pool at once"
    ):
        ans(text)


def test_unlimited_loo_pays_the_pool_with_the_dealers_forfeit() -> None:
    # 002: the dealer who turns a trump in a simple "forfeits three red counters to the current
    # pool"; in Unlimited Loo a looed player pays "an amount equal to that in the current pool":
    # 3 + 3 = 6 red (the engine charged the 3 of the ante alone)
    text = (
        "game: loo\nplayers: 4\noptions: {unlimited: true}\nturn_card: 9H\n"
        "irregularity: {dealer_turned_trump: true}\ntricks_won: {P1: 3}"
    )
    assert nets(text) == {"P0": -9, "P1": 6, "P2": -6, "P3": -6, "next": 18}


@pytest.mark.parametrize(
    ("variant", "rule"), [("foster1897", "loo.defender"), ("lesson_000", "loo.lesson_000.defender")]
)
def test_a_defending_dealer_gets_a_note_saying_what_stays(variant: str, rule: str) -> None:
    # 002: "If he fails to take a trick, he is not looed; but the payment for any tricks he wins
    # must be left in the pool"; 000: "he neither collects nor pays any counters"
    base = (
        f"game: loo\nvariant: {variant}\nplayers: 5\npool: 12\ntrump: H\n"
        "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
    )
    state = deal_of(base + "tricks_won: {P0: 2, P2: 1}")
    st = LOO.settlement(state)
    assert st is not None and [n.rule for n in st.notes] == [rule]
    assert st.notes[0].text == (
        "P0 (dealer) defended the pool: the payment for his 2 tricks (8 red counters) stays in the pool"
    )
    said, rules = _settlement_words(LOO, state)  # what the Compare page says of a settlement
    assert st.notes[0].text in said.text() and rule in [r.id for r in rules]
    none = LOO.settlement(deal_of(base + "tricks_won: {P2: 3}"))
    assert none is not None and [(n.text, n.rule) for n in none.notes] == [
        ("P0 (dealer) defended the pool: he won no trick and is not looed", rule)
    ]
    # the dealer who plays for himself collects (a transfer): no note
    own = LOO.settlement(deal_of(base.replace("P0: defend", "P0: stand") + "tricks_won: {P0: 3}"))
    assert own is not None and own.notes == ()


@pytest.mark.parametrize(
    ("end", "why"),
    [
        ("hands: {P2: [2H, 3H, 4H]}", "he is not looed by the flush"),
        ("hands: {P0: [2H, 3H, 4H]}", "his flush takes nothing from it: the pool stays"),
        ("irregularity: {revoke: P2}", "he takes no part of the pool"),
    ],
)
def test_a_defending_dealer_without_play_gets_a_note(end: str, why: str) -> None:
    text = DOUBLE5 + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
    st = LOO.settlement(deal_of(text + end))
    assert st is not None and [(n.text, n.rule) for n in st.notes] == [
        (f"P0 (dealer) defended the pool: {why}", "loo.defender")
    ]


# ==== the second, blind pass: cases written from the texts alone, then run =====================
BLIND = yaml.safe_load((Path(__file__).parent / "audit_loo_family_cases.yaml").read_text())


def answered(a: dict[str, Any], key: str) -> Any:
    """What an expectation of the cases file names, from ``trickbook answer``'s output."""
    st = a.get("settlement") or {}
    if key == "legal":
        return sorted(a.get("legal", []))
    if key == "refused_rules":
        return {x["action"]: x["rule"] for x in a.get("illegal", [])}
    if key == "winner":
        w = a["trick_winner"]
        return [w["player"], w["card"], w["trump"]]
    if key == "nets":
        return {p: v["net"] for p, v in st["players"].items()} | {"next_pool": st["next_pool"]}
    if key == "notes":
        return [n["text"] for n in st.get("notes", [])]
    if key == "hand_unknown":  # said in words, with no list of actions that would mislead
        return "hand_unknown" in a and "legal" not in a
    return a[key]


@pytest.mark.parametrize("case", BLIND, ids=[c["id"] for c in BLIND])
def test_blind_audit_case(case: dict[str, Any]) -> None:
    """Each case quotes the line it tests (``quote``)."""
    want = case["expect"]
    if "refused" in want:
        assert f"field '{want['refused']}'" in refusal(case["scenario"])
        return
    a = ans(case["scenario"])
    assert {k: answered(a, k) for k in want} == want, case["case"]
