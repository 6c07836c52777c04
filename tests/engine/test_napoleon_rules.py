"""One test per Napoleon rule, named after the rule id (``napoleon.lead_trump`` →
``test_napoleon_lead_trump``), each checking the seed 003 sentence (or RULES.md reading) it
quotes. Positions are scenarios (docs/scenarios.md), drawn as the table would look.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from typing import Any

import pytest
import yaml
from foreign_move import refused_as_foreign
from narrow import last_trick, settled
from not_held import refused_not_held

from engine.cards import Card, Suit, mask_of, parse_cards
from engine.game import Action, IllegalAction
from engine.games.napoleon import NAP, NAPOLEON, PASS, RULES, TRUMPS, bid_action
from engine.quiz import Question
from engine.scenario import Scenario, ScenarioError, from_dict

G = NAPOLEON


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def legal(state: Any) -> set[str]:
    return {a.card.code if a.card else str(a) for a in G.legal_actions(state)}


def refused_by(state: Any) -> dict[str, str]:
    return {
        (r.action.card.code if r.action.card else str(r.action)): r.rule.id
        for r in G.refusals(state)
    }


def net(state: Any) -> dict[str, Fraction]:
    return G.quiz_amounts(state)


def test_every_rule_has_its_test() -> None:
    here = sys.modules[__name__]
    missing = [r.id for r in RULES if not hasattr(here, "test_" + r.id.replace(".", "_"))]
    assert not missing


def test_napoleon_players() -> None:
    assert (G.min_players, G.max_players) == (2, 6)
    for n in (2, 6):
        assert G.new_deal(players=n, seed=1).n == n
    for n in (1, 7):
        with pytest.raises(ValueError, match="2 to 6"):
            G.new_deal(players=n, seed=1)
    s = G.new_deal(players=6, seed=2)
    dealt = 0
    for h in s.hands:
        assert not dealt & h
        dealt |= h
    assert dealt.bit_count() == 30  # all from one 52-card pack


def test_napoleon_deal() -> None:
    # one at a time from the dealer's left: seat k holds cards k, k+n, k+2n ... of the pack
    s = G.new_deal(players=3, dealer=2, seed=11)
    assert [h.bit_count() for h in s.hands] == [5, 5, 5]
    import random

    pack = list(range(52))
    random.Random(11).shuffle(pack)
    assert s.hands[0] == mask_of(pack[0:15:3])  # P0 sits at the dealer's (P2's) left


def test_napoleon_first_bid() -> None:
    s = G.new_deal(players=4, dealer=2, seed=3)
    assert s.phase == "declare" and s.to_move == 3
    s = G.apply(s, PASS)
    assert s.to_move == 0  # the turn passes to the left


def test_napoleon_one_turn() -> None:
    s = G.new_deal(players=3, dealer=0, seed=3)
    assert legal(s) == {"pass", "bid 1", "bid 2", "bid 3", "bid 4", "nap"}
    s = G.apply(s, bid_action(1))
    s = G.apply(s, PASS)
    s = G.apply(s, PASS)  # the dealer bids last; nobody bids twice
    assert s.phase == "trump" and s.to_move == 1
    with pytest.raises(IllegalAction) as e:
        G.apply(s, bid_action(2))
    assert e.value.refusals[0].rule.id == "napoleon.one_turn"


def test_napoleon_nap() -> None:
    assert str(NAP) == "nap" and Action.parse("nap") == NAP
    s = G.new_deal(players=4, dealer=0, seed=3)
    s = G.apply(s, Action.parse("bid 5"))  # "bid 5" is nap
    assert s.bid == 5 and s.phase == "trump" and s.moves[-1][1] == NAP


def test_napoleon_rising_bids() -> None:
    s = scn("{game: napoleon, players: 4, dealer: P0, bids: {P1: 2, P2: pass}}")
    assert legal(s) == {"pass", "bid 3", "bid 4", "nap"}
    assert refused_by(s) == {"bid 1": "napoleon.rising_bids", "bid 2": "napoleon.rising_bids"}
    with pytest.raises(ScenarioError, match=r"bids\.P2.*rising|bids\.P2.*higher"):
        scn("{game: napoleon, players: 4, dealer: P0, bids: {P1: 2, P2: 2}}")


def test_napoleon_redeal() -> None:
    s = scn("{game: napoleon, players: 3, dealer: P0, bids: {P1: pass, P2: pass, P0: pass}}")
    assert s.phase == "over" and s.result == "all_passed"
    st = G.settlement(s)
    assert st is not None and not st.transfers
    assert G.settlement_json(s)["rule"] == "napoleon.redeal"


def test_napoleon_dealer_forced_one() -> None:
    text = "{game: napoleon, variant: dealer_forced_one, players: 3, dealer: P0, bids: {P1: pass, P2: pass}}"
    s = scn(text)
    assert "pass" not in legal(s)
    assert refused_by(s)["pass"] == "napoleon.dealer_forced_one"
    # "If all hands pass, the dealer bids 1" (RULES.md §8): 1 and nothing higher
    assert legal(s) == {"bid 1"}
    for higher in ("bid 2", "bid 3", "bid 4", "nap"):
        assert refused_by(s)[higher] == "napoleon.dealer_forced_one"
    why = {str(r.action): r.message() for r in G.refusals(s)}
    assert (
        "the dealer bids 1" in why["nap"] and "If all hands pass, the dealer bids 1" in why["nap"]
    )
    seed = scn(text.replace("variant: dealer_forced_one, ", ""))
    assert "pass" in legal(seed)  # by default the dealer may pass too (and the cards are redealt)


def test_napoleon_name_trump() -> None:
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [AS, KS, 2H, 3C, 4D]}
        bids: {P1: 3, P2: pass, P0: pass}
        """
    )
    assert s.phase == "trump" and s.to_move == 1
    assert legal(s) == {"trump C", "trump D", "trump H", "trump S"}
    s = G.apply(s, Action.parse("trump S"))
    assert s.trump == Suit.SPADES and s.phase == "play" and s.to_move == 1  # he leads


def test_napoleon_trump_held() -> None:
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [AS, KS, QS, 2H, 3H]}
        bids: {P1: 3, P2: pass, P0: pass}
        """
    )
    assert legal(s) == {"trump S", "trump H"}
    assert refused_by(s) == {"trump C": "napoleon.trump_held", "trump D": "napoleon.trump_held"}
    # said to the bidder, who names trumps, in one sentence: not "P1 holds no clubs: his first
    # lead must be a trump" (Play: "Trumps ♣ clubs is not open to you: P1 holds no ...: ...")
    why = {str(r.action): r.reason for r in NAPOLEON.refusals(s)}
    assert why["trump C"] == "you hold no clubs, and your first lead must be a trump"


def test_napoleon_lead_trump() -> None:
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [AS, KS, 2H, 3C, 4D]}
        bids: {P1: 2, P2: pass, P0: pass}
        trump: S
        """
    )
    #   P1 leads to the first trick: A♠ K♠ only (spades are trumps)
    assert legal(s) == {"AS", "KS"}
    assert set(refused_by(s).values()) == {"napoleon.lead_trump"}
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [KS, 2H, 3C, 4D], P2: [5S, 6S, 7S, 8S], P0: [9S, 10S, JS, QS]}
        bids: {P1: 2, P2: pass, P0: pass}
        trump: S
        tricks: [[P1 AS, P2 2S, P0 3S]]
        """
    )
    assert legal(s) == {"KS", "2H", "3C", "4D"}  # only his first lead must be a trump


# P1 bid two, spades trumps, and leads the K♠; P2 holds two spades
KS_LED = """
game: napoleon
players: 3
dealer: P0
hands: {P2: [QS, 2S, AH, AD, 3C]}
bids: {P1: 2, P2: pass, P0: pass}
trump: S
trick: [P1 KS]
"""


def test_napoleon_follow_suit() -> None:
    s = scn(KS_LED)
    assert legal(s) == {"QS", "2S"}
    assert set(refused_by(s).values()) == {"napoleon.follow_suit"}


def test_napoleon_otherwise_free() -> None:
    # void in hearts: any card, no duty to trump or to head the trick
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [AS, QC, 3C], P2: [9S, 2D, 3D, 4D]}
        bids: {P1: 2, P2: pass, P0: pass}
        trump: S
        tricks: [[P1 KS, P2 4S, P0 5S]]
        trick: [P1 2H]
        """
    )
    assert s.to_move == 2 and legal(s) == {"9S", "2D", "3D", "4D"}
    assert not G.refusals(s)
    assert RULES["napoleon.otherwise_free"].seed == "003"


def test_napoleon_trick_winner() -> None:
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        bids: {P1: 2, P2: pass, P0: pass}
        trump: H
        tricks: [[P1 2H, P2 AS, P0 KH]]
        """
    )
    #   P1 2♥ (trump led) · P2 A♠ · P0 K♥  → P0, the highest trump
    assert s.history[-1][1] == 0 and s.to_move == 0
    assert last_trick(G, s)["rule"] == "napoleon.trick_winner"
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        bids: {P1: 2, P2: pass, P0: pass}
        trump: H
        tricks: [[P1 3H, P2 4H, P0 5H], [P0 QS, P1 AS, P2 KC]]
        """
    )
    assert s.history[-1][1] == 1  # no trump: the highest spade, the suit led


def test_napoleon_ace_high() -> None:
    s = scn(
        """
        game: napoleon
        players: 2
        dealer: P0
        bids: {P1: 1, P0: pass}
        trump: C
        tricks: [[P1 2C, P0 3C], [P0 KD, P1 AD]]
        """
    )
    assert s.history[1][1] == 1  # the ace beats the king


def _nap_deal(won_by_bidder: int, against: int) -> Any:
    # the leader now is the last trick's winner: P2's trick beats a nap, P1's fifth makes it
    leader = "P2" if against else "P1"
    return scn(
        f"""
        game: napoleon
        players: 4
        dealer: P0
        bids: {{P1: nap}}
        trump: S
        tricks_won: {{P1: {won_by_bidder}, P2: {against}}}
        leader: {leader}
        """
    )


def test_napoleon_stop_early() -> None:
    # P1 bids 2 and wins two tricks: play stops at once, three tricks unplayed
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P1: [QS, 2H, 3H], P2: [4D, 5D, 6D], P0: [7D, 8D, 9D]}
        bids: {P1: 2, P2: pass, P0: pass}
        trump: S
        tricks: [[P1 AS, P2 2S, P0 3S]]
        """
    )
    assert s.phase == "play"
    s = G.apply(s, Action.parse("QS"))
    s = G.apply(s, Action.parse("4D"))
    s = G.apply(s, Action.parse("7D"))
    assert s.phase == "over" and s.result == "made" and len(s.history) == 2
    assert "P1 has won 2 tricks, his bid of 2" in G.stop_reason(s)
    assert G.stop_rule(s) is RULES["napoleon.stop_early"]
    # nap: beaten by the first trick the others win
    s = _nap_deal(2, 1)
    assert s.phase == "over" and s.result == "failed"
    assert "the 2 tricks left cannot change that" in G.stop_reason(s)
    with pytest.raises(IllegalAction) as e:
        G.apply(s, Action.parse("QS"))
    assert e.value.refusals[0].rule.id == "napoleon.stop_early"


def test_a_bid_failed_on_the_last_trick_is_told_as_over_not_as_still_open() -> None:
    """napoleon.stop_early: a bid of 2 lost only at the fifth trick. No trick is left, so the
    reason says what the bidder won, not what he "can take at most"."""
    s = scn(
        """
        game: napoleon
        players: 3
        dealer: P0
        hands: {P2: [9D], P0: [10D], P1: [4C]}
        bids: {P1: 2, P2: pass, P0: pass}
        trump: S
        tricks: [[P1 AS, P2 2S, P0 3S], [P1 2H, P2 AH, P0 3H], [P2 4D, P0 5D, P1 2D],
                 [P0 7C, P1 3C, P2 8C]]
        """
    )
    for card in ("9D", "10D", "4C"):
        s = G.apply(s, Action.parse(card))
    assert s.phase == "over" and s.result == "failed" and len(s.history) == 5
    why = G.stop_reason(s)
    assert why == "the others have won 4 tricks: P1 won only 1, less than his bid of 2"


def test_napoleon_bid_made() -> None:
    s = scn(
        """
        game: napoleon
        players: 4
        dealer: P0
        bids: {P1: 3, P2: pass, P3: pass, P0: pass}
        trump: D
        tricks_won: {P1: 3, P0: 1}
        """
    )
    assert net(s) == {"P0": -3, "P1": 9, "P2": -3, "P3": -3}


def test_napoleon_bid_failed() -> None:
    s = scn(
        """
        game: napoleon
        players: 4
        dealer: P0
        bids: {P1: 3, P2: pass, P3: pass, P0: pass}
        trump: D
        tricks_won: {P1: 2, P0: 2, P3: 1}
        """
    )
    assert net(s) == {"P0": 3, "P1": -9, "P2": 3, "P3": 3}
    assert {t.rule for t in settled(G, s).transfers} == {"napoleon.bid_failed"}


def test_napoleon_nap_pays() -> None:
    made = _nap_deal(5, 0)
    assert net(made) == {"P0": -10, "P1": 30, "P2": -10, "P3": -10}
    failed = _nap_deal(3, 1)
    assert net(failed) == {"P0": 5, "P1": -15, "P2": 5, "P3": 5}
    assert sum(net(failed).values()) == 0


def test_nap_question_checks_an_amounts_answer() -> None:
    s = _nap_deal(3, 1)
    q = Question("q", "settlement", "?", Scenario(G, s))
    assert q.check({"P0": "5", "P1": "-15", "P2": 5, "P3": 5}).correct
    assert not q.check({"P0": "3", "P1": "-9", "P2": 3, "P3": 3}).correct


def test_scenario_errors_name_the_field() -> None:
    cases = {
        "{game: napoleon, players: 7}": "players",
        "{game: napoleon, players: 3, bids: {P2: pass}}": "bids.P2",
        "{game: napoleon, players: 3, bids: {P1: 6}}": "bids.P1",
        "{game: napoleon, players: 3, hands: {P1: [AS, AS]}}": "hands.P1[1]",
        "{game: napoleon, players: 3, trump: S}": "trump",
        "{game: napoleon, players: 3, bids: {P1: 1, P2: pass, P0: pass}, trump: S, trick: [P2 AS]}": "trick[0]",
        "{game: napoleon, players: 3, hands: {P1: [AS, KS, QS, JS, 10S, 9S]}}": "hands.P1",
    }
    for text, field in cases.items():
        with pytest.raises(ScenarioError) as e:
            scn(text)
        assert f"field '{field}'" in str(e.value), (text, str(e.value))
        assert "\n" not in str(e.value)


def test_scenario_refuses_a_revoke_in_the_trick() -> None:
    with pytest.raises(ScenarioError, match=r"trick\[1\].*follow suit"):
        scn(
            """
            game: napoleon
            players: 3
            dealer: P0
            hands: {P2: [QS, 2H, 3H, 4H]}
            bids: {P1: 1, P2: pass, P0: pass}
            trump: S
            trick: [P1 AS, P2 5D]
            """
        )


def test_trump_actions_print_and_parse() -> None:
    for a in TRUMPS:
        assert Action.parse(str(a)) == a and Action.parse(a.pretty) == a
    assert Action.parse("trump hearts") == Action("trump", suit=Suit.HEARTS)
    assert Card.parse("AS") in parse_cards("AS KS")


def test_napoleon_from_hand() -> None:
    """003: "Each player receives 5 cards": P2 plays from his, which hold no A♠."""
    s = scn(KS_LED)
    reason = refused_not_held(G, s, Action.parse("AS"), "napoleon.from_hand")
    assert reason == "P2 does not hold A♠"


def test_a_bid_estimate_is_answered_in_numbers_or_the_bid_s_words() -> None:
    """What would you bid? 'pass' is 0 and 'nap' is 5, in any case; the answer says nap, not
    '5 tricks'; other words and numbers out of range are refused saying how to answer."""
    import pytest

    from engine.quiz import AnswerFormatError, check
    from lessons import load

    quiz = {q.id: q for q in load("napoleon").quiz}
    strong, weak = quiz["q_bid_strong"], quiz["q_bid_weak"]
    for raw in ("nap", "NAP", " Nap ", "5"):
        fb = check(strong, raw)
        assert fb.correct and fb.message == "A sound bid. The best bid for this hand: nap.", raw
    for raw in ("pass", "Pass", "0"):
        fb = check(weak, raw)
        assert fb.correct and fb.message == "A sound bid. The best call for this hand: pass.", raw
    assert check(strong, "pass").given == 0 and not check(strong, "pass").correct
    for raw, said in (("bid three", "is not a whole number"), ("6", "is out of range")):
        with pytest.raises(AnswerFormatError, match=f"{said}.*0 or pass, 1–4, or 5 or nap"):
            check(strong, raw)


def test_napoleon_own_moves() -> None:
    """003: "Each has one turn, in which he may pass or may bid from one to five." Loo's widow is
    no move of Napoleon's."""
    assert refused_as_foreign(G, "widow") == "widow is not an action in Napoleon"
