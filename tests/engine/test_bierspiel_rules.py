"""One test per Bierspiel rule, named after the rule id (``bierspiel.face_down`` →
``test_bierspiel_face_down``), each checking the sentence of seed 002 (or the RULES.md reading)
it quotes; scenario errors; the search hooks; a whole deal and the beer.
"""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest
import yaml
from foreign_move import refused_as_foreign
from narrow import last_trick, settled
from not_held import refused_not_held

from engine.bots import MonteCarloBot
from engine.cards import CARDS, PACK_32, Card
from engine.game import Action, IllegalAction
from engine.games.pool.bierspiel import BIERSPIEL, rob_both
from engine.games.pool.bierspiel_refusals import AUF, SEVEN, SEVEN_TAKEN
from engine.games.pool.bierspiel_rules import RULES
from engine.games.pool.rams import rob
from engine.ranking import ranking
from engine.scenario import ScenarioError, from_dict

G = BIERSPIEL
STAND, PASS, WIDOW = Action("stand"), Action("pass"), Action("widow")

BASE = """
game: bierspiel
players: 4
dealer: P0
turn_card: 9S
"""
ALL_IN = BASE + "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"
# three play (the dealer passed), so trumps are led to the first two tricks only: the third is
# led freely, and each hand holds the three cards two tricks leave
FREE_LEAD = (
    BASE + "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\n"
    "tricks_won: {P1: 2}\nleader: P1\n"
)


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def legal(state: Any) -> set[str]:
    return {a.card.code if a.kind == "play" and a.card else str(a) for a in G.legal_actions(state)}


def refused_by(state: Any) -> dict[str, str]:
    return {
        (r.action.card.code if r.action.kind == "play" and r.action.card else str(r.action)): (
            r.rule.id
        )
        for r in G.refusals(state)
    }


def rules_cited(state: Any) -> set[str]:
    st_ = G.settlement(state)
    return {t.rule for t in st_.transfers} if st_ else set()


def left(state: Any) -> list[int]:
    return G.points_after(state)


def after_auf(players: int = 4, seed: int = 1, **kw: Any) -> Any:
    s = G.new_deal(players=players, seed=seed, **kw)
    return G.apply(s, AUF)


def c(code: str) -> int:
    return int(Card.parse(code))


def test_every_rule_has_its_test() -> None:
    here = sys.modules[__name__]
    missing = [r.id for r in RULES if not hasattr(here, "test_" + r.id.replace(".", "_"))]
    assert not missing


# ---- a form of Rams; the crosses -----------------------------------------------------------------
def test_bierspiel_form_of_rams() -> None:
    # Rams' duties hold: follow suit, and a player in promises a trick (ramsed otherwise)
    s = scn(FREE_LEAD + "hands: {P2: [KH, 9C, 8D]}\ntrick: [P1 7H]")
    assert legal(s) == {"KH"}
    assert refused_by(s)["9C"] == "bierspiel.follow_suit"


def test_bierspiel_crosses() -> None:
    s = G.new_deal(players=5, seed=3)
    assert s.counters == (15,) * 5 and s.pool == 0  # three crosses of five; no ante, no pool
    with pytest.raises(ScenarioError, match="pool"):
        scn(BASE + "pool: 5")


def test_bierspiel_wipe_out() -> None:
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P1: 3, P2: 2}"
    )
    assert left(s) == [15 + 5, 12, 13, 15]  # P0 in and ramsed: a fresh cross
    assert "bierspiel.wipe_out" in rules_cited(s)
    # nothing below zero: two points left, three tricks
    s = scn(
        BASE + "counters: {P1: 2}\ndeclarations: {P1: stand, P2: stand, P3: pass, P0: pass}\n"
        "tricks_won: {P1: 3, P2: 2}"
    )
    assert left(s)[1] == 0


def test_bierspiel_beer() -> None:
    s = scn(
        BASE + "counters: {P0: 0, P1: 2, P2: 7, P3: 0}\n"
        "declarations: {P1: stand, P2: stand, P3: pass, P0: pass}\ntricks_won: {P1: 3, P2: 2}"
    )
    assert G.beer(s) == 2
    assert G.settlement_json(s)["beer"] == "P2"
    assert [r["beer"] for r in G.settlement_rows(s)] == ["0", "0", "1", "0"]
    # the next deal starts a fresh beer: three crosses each again
    nxt = G.next_deal(s, seed=5)
    assert nxt.counters == (15,) * 4 and nxt.dealer == 1
    # not decided while two have points
    s = scn(
        BASE + "counters: {P0: 0, P1: 4, P2: 7, P3: 0}\n"
        "declarations: {P1: stand, P2: stand, P3: pass, P0: pass}\ntricks_won: {P1: 3, P2: 2}"
    )
    assert G.beer(s) == -1 and G.next_deal(s, seed=5).counters == (0, 1, 5, 0)


def test_bierspiel_auf() -> None:
    s = G.new_deal(players=4, seed=2)
    assert G.before_auf(s) and s.to_move == s.dealer and G.legal_actions(s) == [AUF]
    assert refused_by(s) == {
        "stand": "bierspiel.auf",
        "widow": "bierspiel.auf",
        "pass": "bierspiel.auf",
    }
    with pytest.raises(IllegalAction) as e:
        G.apply(s, STAND)
    assert e.value.refusals[0].rule.id == "bierspiel.auf"
    t = G.apply(s, AUF)
    assert not G.before_auf(t) and t.phase == "declare" and t.to_move == 1
    assert refused_by(t)["auf"] == "bierspiel.auf"
    assert G.before_auf(scn(BASE + "auf: false"))
    with pytest.raises(ScenarioError, match="Auf"):
        scn(BASE + "auf: false\ndeclarations: {P1: stand}")


# ---- the 7♦ --------------------------------------------------------------------------------------
def test_bierspiel_seven_of_diamonds() -> None:
    for trump in range(4):
        order = ranking("bierspiel", trump).trump_order
        assert CARDS[order[1]].code == "7D"
        assert CARDS[order[0]].rank == 14
    # the 7♦ beats the king of trumps on a trick
    s = scn(FREE_LEAD + "hands: {P2: [7D, 8S, 9C]}\ntrick: [P1 KS]")
    assert legal(s) == {"7D"}  # head the trick: only the 7♦ beats the K♠


def test_bierspiel_seven_always_trump() -> None:
    # spades trumps, a diamond led: the 7♦ is no diamond, so P2 is void and must trump with it
    s = scn(FREE_LEAD + "hands: {P2: [7D, 9C, KH]}\ntrick: [P1 8D]")
    assert legal(s) == {"7D"}
    assert refused_by(s)["9C"] == "bierspiel.must_trump"
    assert G.follows_as(s, SEVEN) == 3  # spades


def test_bierspiel_seven_always_trump_led_says_so_refusing_a_diamond() -> None:
    """Spades trumps, the 7\u2666 led: P2 must follow with a trump, and his K\u2666 is refused.
    Play said only "you must follow suit: you hold J\u2660" under a diamond led (walk12, Play at
    390 px): the refusal of a diamond now says why the 7\u2666 led is no diamond; a club
    refused, or a diamond under a spade led, is told as before."""

    def reasons(trick: str) -> dict[str, str]:
        s = scn(FREE_LEAD + f"hands: {{P2: [KD, JS, 9C]}}\ntrick: [P1 {trick}]")
        assert legal(s) == {"JS"}
        return {r.action.card.code: r.reason for r in G.refusals(s) if r.action.card}

    note = f"(the {CARDS[SEVEN].pretty} led is a trump, not a diamond)"
    led = reasons("7D")
    assert led["KD"].endswith(note) and note not in led["9C"]
    assert note not in reasons("10S")["KD"]


def test_bierspiel_ace_high() -> None:
    order = ranking("bierspiel", 0).suit_order[2]  # hearts, a plain suit under ♣ trumps
    assert [x.code for x in order] == ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H"]


def _seven_deal() -> tuple[int, Any]:
    for seed in range(2000):
        s = G.new_deal(players=4, seed=seed)
        if s.seven_turned == SEVEN:
            return seed, s
    raise AssertionError("no deal turns the 7♦")  # pragma: no cover


def test_bierspiel_seven_turned() -> None:
    seed, s = _seven_deal()
    assert s.turn_card != SEVEN and s.trump == int(CARDS[s.turn_card].suit)
    assert s.undealt >> SEVEN & 1  # it lies turned up, in no hand
    assert s == G.new_deal(players=4, seed=seed)  # the next card of the same shuffle
    assert "the 7\u2666 turned up" in G.table_cards(s)
    with pytest.raises(ScenarioError, match="next card"):
        scn("game: bierspiel\nplayers: 4\nturn_card: 7D\nseven_turned: true")


def test_bierspiel_dealer_takes_both() -> None:
    s = scn(
        BASE.replace("9S", "QH") + "seven_turned: true\n"
        "declarations: {P1: stand, P2: pass, P3: stand}\nhands: {P0: [7S, AH, 9D, 10C, KS]}"
    )
    acts = G.legal_actions(s)
    both = rob_both(c("7S"), c("9D"))
    assert both in acts and rob(c("7S")) in acts and str(both) == "rob 2 9D 7S"
    t = G.apply(s, both)
    assert t.hands[0] >> SEVEN & 1 and t.hands[0] >> c("QH") & 1
    assert not t.hands[0] >> c("7S") & 1 and t.seven_turned == SEVEN_TAKEN
    assert t.phase == "play"  # the dealer played: the eldest takes nothing up
    # only the dealer (the eldest, P1, only once the dealer has passed)
    s1 = scn(BASE.replace("9S", "QH") + "seven_turned: true\nhands: {P1: [7S, AH, 9D, 10C, KS]}")
    assert refused_by(s1)["rob"] == "bierspiel.eldest_takes_trump"


def test_bierspiel_eldest_takes_trump() -> None:
    s = scn(
        BASE.replace("9S", "10H") + "declarations: {P1: stand, P2: stand, P3: pass, P0: pass}\n"
        "hands: {P1: [AS, 10S, 8H, KD, 7C]}"
    )
    assert s.to_move == 1 and legal(s) == {
        "stand",
        "rob 7C",
        "rob KD",
        "rob 8H",
        "rob 10S",
        "rob AS",
    }
    assert refused_by(s)["pass"] == "bierspiel.eldest_takes_trump"
    t = G.apply(s, rob(c("7C")))
    assert t.phase == "play" and t.hands[1] >> c("10H") & 1 and G.turn_holder(t) == 1
    k = G.apply(s, STAND)
    assert k.phase == "play" and k.hands[1] == s.hands[1]
    # after a turned 7♦ the eldest takes up the trump card only (the rule of thumb knows it)
    s7 = scn(
        BASE.replace("9S", "10H")
        + "seven_turned: true\ndeclarations: {P1: stand, P2: stand, P3: pass, P0: pass}\n"
        "hands: {P1: [AS, 10S, 8H, KD, 7C]}"
    )
    assert not any(a.number == 2 for a in G.legal_actions(s7))
    assert G.heuristic_action(s7, random.Random(1)) in G.legal_actions(s7)
    # the eldest passed: nobody takes it up
    s2 = scn(BASE + "declarations: {P1: pass, P2: stand, P3: stand, P0: pass}")
    assert s2.phase == "play"


# ---- trump leads -----------------------------------------------------------------------------------
def test_bierspiel_trump_leads() -> None:
    for decl, due in (
        ("{P1: stand, P2: pass, P3: pass, P0: stand}", 1),
        ("{P1: stand, P2: stand, P3: pass, P0: stand}", 2),
        ("{P1: stand, P2: stand, P3: stand, P0: stand}", 3),
    ):
        s = scn(BASE + f"declarations: {decl}\nhands: {{P1: [AS, 7D, KH, QH, 8C]}}")
        assert G.leads_due(s) == due
        assert legal(s) == {"AS", "7D"}
        assert refused_by(s)["KH"] == "bierspiel.trump_leads"
    # after the due leads, the lead is free
    s = scn(
        BASE + "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\n"
        "tricks_won: {P1: 1}\nleader: P1\nhands: {P1: [7D, KH, QH, 8C]}"
    )
    assert legal(s) == {"7D", "KH", "QH", "8C"}


def test_bierspiel_led_twice() -> None:
    # three in: the winner of trick 1 must lead a trump to trick 2, not to trick 3
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P2: 1}\nleader: P2\nhands: {P2: [JS, KH, QC, 8D]}"
    )
    assert legal(s) == {"JS"}
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P2: 2}\nleader: P2\nhands: {P2: [JS, KH, QC]}"
    )
    assert legal(s) == {"JS", "KH", "QC"}


def test_bierspiel_face_down() -> None:
    s = scn(ALL_IN + "hands: {P1: [9H, 9C, KD, QC, AH]}")
    assert legal(s) == {"9H", "9C"}
    assert refused_by(s)["KD"] == "bierspiel.face_down"
    t = G.apply(s, Action.parse("9H"))
    assert G.face_down(t, t.trick, 0)


def test_bierspiel_smallest_card() -> None:
    s = scn(ALL_IN + "hands: {P1: [10H, JC, 10D, AH, KC]}")
    assert legal(s) == {"10H", "10D"}  # the lowest rank held, either suit


def test_bierspiel_calls_for_trump() -> None:
    s = scn(ALL_IN + "hands: {P2: [KC, 7D, JS, AH, 10H]}\ntrick: [P1 8C]")
    assert legal(s) == {"7D", "JS"}
    assert refused_by(s)["KC"] == "bierspiel.calls_for_trump"
    # heading the trumps already played to the call
    s = scn(ALL_IN + "hands: {P3: [8S, AS, 7D, QH, JC]}\ntrick: [P1 8C, P2 KS]")
    assert legal(s) == {"AS", "7D"}
    # no trump: anything
    s = scn(ALL_IN + "hands: {P2: [KC, AH, 10H, 8D, 9H]}\ntrick: [P1 8C]")
    assert legal(s) == {"KC", "AH", "10H", "8D", "9H"}


def test_bierspiel_face_down_trick() -> None:
    s = scn(
        ALL_IN + "hands: {P1: [9H, 9D, QD, KD], P2: [AC, 8H, 10D, JD], "
        "P3: [QC, 10H, JH, QH], P0: [KC, KH, AH, AD]}\ntrick: [P1 8C, P2 9C, P3 JC, P0 10C]"
    )
    assert s.history[-1][1] == 1 and s.tricks[1] == 1 and s.to_move == 1
    assert last_trick(G, s)["rule"] == "bierspiel.face_down_trick"
    notes, rules = G.trick_notes(s)
    assert "leader" in notes[0] and rules[0].id == "bierspiel.face_down_trick"
    # a trump answering the call wins it
    s = scn(
        ALL_IN + "hands: {P1: [9H, 9D, QD, KD], P2: [AC, 8H, 10D, JD], "
        "P3: [QC, 10H, JH, QH], P0: [KC, KH, AH, AD]}\ntrick: [P1 8C, P2 9C, P3 JC, P0 10C]"
    )
    s = scn(
        ALL_IN + "hands: {P1: [9H, 9D, QD, KD], P2: [AC, 8H, 10D, JD], "
        "P3: [QC, 10H, JH, QH], P0: [KC, KH, AH, AD]}\ntrick: [P1 8C, P2 7S, P3 JC, P0 10C]"
    )
    assert s.history[-1][1] == 2


# ---- penalties and payments ------------------------------------------------------------------------
PENAL = BASE + (
    "declarations: {P1: stand, P2: stand, P3: stand, P0: pass}\ntricks_won: {P1: 2, P2: 2, P3: 1}\n"
)


def test_bierspiel_penalty_cross() -> None:
    s = scn(PENAL + "irregularity: {exposed_card: P2}")
    assert left(s)[2] == 20 and "bierspiel.penalty_cross" in rules_cited(s)


def test_bierspiel_penalty() -> None:
    for kind in (
        "wrong_card_count",
        "exposed_card",
        "out_of_turn",
        "renounce",
        "refused_to_head",
        "refused_to_trump",
    ):
        s = scn(PENAL + f"irregularity: {{{kind}: P1}}")
        assert left(s)[1] == 20  # his two tricks wipe out nothing; a fresh cross
    with pytest.raises(ScenarioError, match="irregularity"):
        scn(PENAL + "irregularity: {looked: P1}")


def test_bierspiel_ramsed() -> None:
    s = scn(ALL_IN + "tricks_won: {P1: 3, P2: 1, P0: 1}")
    assert left(s)[3] == 20 and "bierspiel.ramsed" in rules_cited(s)
    s = scn(
        ALL_IN.replace("game: bierspiel", "game: bierspiel\nvariant: no_ramsed_cross")
        + "tricks_won: {P1: 3, P2: 1, P0: 1}"
    )
    assert left(s)[3] == 15


def test_bierspiel_pone() -> None:
    s = after_auf()
    s = G.apply(s, PASS)
    s = G.apply(s, PASS)
    assert s.to_move == 3 and PASS in G.legal_actions(s)
    t = G.apply(s, PASS)
    assert t.result == "pone_paid"
    assert left(t) == [10, 15, 15, 20] and rules_cited(t) == {"bierspiel.pone"}


def test_bierspiel_general_rams() -> None:
    s = after_auf()
    assert Action("rams") not in G.legal_actions(s)
    assert refused_by(s)["rams"] == "bierspiel.general_rams"


# ---- Rams' rules, as Bierspiel plays them -------------------------------------------------------------
def test_bierspiel_pack() -> None:
    s = G.new_deal(players=4, seed=4)
    assert G.cards_in_play(s) == PACK_32


def test_bierspiel_rank() -> None:
    s = scn(FREE_LEAD + "hands: {P2: [AC, 7C, 9H]}\ntrick: [P1 KC]")
    assert legal(s) == {"AC"}


def test_bierspiel_players() -> None:
    assert G.players_range(G.make_opts()) == (3, 6)
    s = G.new_deal(players=6, seed=1)
    assert s.hands[0] == 0 and all(h.bit_count() == 5 for h in s.hands[1:])
    with pytest.raises(ValueError, match="3 to 6"):
        G.new_deal(players=7)


def test_bierspiel_deal() -> None:
    s = G.new_deal(players=5, seed=9)
    assert [h.bit_count() for h in s.hands] == [5] * 5


def test_bierspiel_widow_dealt() -> None:
    assert G.new_deal(players=4, seed=9).widow.bit_count() == 5


def test_bierspiel_trump_turned() -> None:
    s = G.new_deal(players=4, seed=9)
    assert s.trump == int(CARDS[s.turn_card].suit) and s.undealt >> s.turn_card & 1


def test_bierspiel_declare() -> None:
    s = after_auf()
    assert {STAND, WIDOW, PASS} <= set(G.legal_actions(s))


def test_bierspiel_pass_out() -> None:
    s = after_auf()
    t = G.apply(s, PASS)
    assert t.declarations[1] == "pass" and t.hands[1] == s.hands[1]  # face down before him


def test_bierspiel_undertaking() -> None:
    s = scn(ALL_IN + "tricks_won: {P1: 5}")
    assert "bierspiel.ramsed" in rules_cited(s)


def test_bierspiel_widow() -> None:
    s = after_auf()
    t = G.apply(s, WIDOW)
    assert t.hands[1] == s.widow and t.widow_taker == 1


def test_bierspiel_widow_dead() -> None:
    s = after_auf()
    t = G.apply(s, WIDOW)
    assert t.discards & s.hands[1] == s.hands[1]
    assert not any(h & s.hands[1] for h in t.hands)
    # the dealer who took it, still to take up the trump card or not, may not take it again:
    # his own hand is dead, which is what forbids it (widow_once speaks of those following him)
    while s.to_move != s.dealer:
        s = G.apply(s, STAND)
    t = G.apply(s, WIDOW)
    assert t.to_move == t.dealer and refused_by(t)["widow"] == "bierspiel.widow_dead"


def test_bierspiel_widow_once() -> None:
    s = after_auf()
    t = G.apply(s, WIDOW)
    while t.to_move == 1:
        t = G.apply(t, STAND)
    assert refused_by(t)["widow"] == "bierspiel.widow_once"


def test_bierspiel_dealer_must_play() -> None:
    s = scn(BASE + "declarations: {P1: stand, P2: pass, P3: pass}")
    assert refused_by(s)["pass"] == "bierspiel.dealer_must_play"


def test_bierspiel_rob() -> None:
    s = scn(
        BASE + "declarations: {P1: stand, P2: pass, P3: stand}\nhands: {P0: [7S, AH, 9D, 10C, KS]}"
    )
    t = G.apply(s, rob(c("7S")))
    assert t.hands[0] >> c("9S") & 1 and t.robbed and t.phase == "play"


def test_bierspiel_rob_dealer_only() -> None:
    s = G.apply(after_auf(), STAND)  # P2, neither the dealer nor the eldest
    assert refused_by(s)["rob"] == "bierspiel.rob_dealer_only"


def test_bierspiel_eldest_leads() -> None:
    """Rams (002): "The eldest hand of those who have declared to play begins by leading any card
    he pleases." At Bierspiel he leads first, but not any card he pleases: a trump is due to the
    first trick whenever two or more play. The statement said Rams' "Otherwise ... any card he
    likes"; it says whose lead it is and that the trump leads decide it."""
    s = scn(BASE + "declarations: {P1: pass, P2: stand, P3: stand, P0: stand}")
    assert s.to_move == 2 and s.leader == 2
    said = RULES["bierspiel.eldest_leads"].statement
    assert not said.startswith("Otherwise") and "any card" not in said and "trump leads" in said
    s = scn(
        BASE + "declarations: {P1: pass, P2: stand, P3: stand, P0: stand}\n"
        "hands: {P2: [QS, 8S, AH, KC, 10D]}"
    )
    assert legal(s) == {"QS", "8S"} and refused_by(s)["AH"] == "bierspiel.trump_leads"


def test_bierspiel_follow_suit() -> None:
    s = scn(FREE_LEAD + "hands: {P2: [8H, 9C, AD]}\ntrick: [P1 KH]")
    assert legal(s) == {"8H"} and refused_by(s)["9C"] == "bierspiel.follow_suit"


def test_bierspiel_head_the_trick() -> None:
    s = scn(FREE_LEAD + "hands: {P2: [JH, AH, 8H]}\ntrick: [P1 10H]")
    assert legal(s) == {"JH", "AH"} and refused_by(s)["8H"] == "bierspiel.head_the_trick"


def test_bierspiel_must_trump() -> None:
    s = scn(FREE_LEAD + "hands: {P2: [8S, 9C, AD]}\ntrick: [P1 KH]")
    assert legal(s) == {"8S"} and refused_by(s)["9C"] == "bierspiel.must_trump"


def test_bierspiel_undertrump_example() -> None:
    # spades trumps; a club led, P2 trumped with the K♠; P3's only trump is the Q♠: he must play it
    s = scn(FREE_LEAD + "hands: {P3: [QS, 9H, AD]}\ntrick: [P1 9C, P2 KS]")
    assert legal(s) == {"QS"}


def test_bierspiel_discard() -> None:
    s = scn(FREE_LEAD + "hands: {P2: [9H, 10D, AD]}\ntrick: [P1 9C]")
    assert legal(s) == {"9H", "10D", "AD"}


def test_bierspiel_trick_winner() -> None:
    s = scn(
        ALL_IN + "tricks_won: {P1: 3}\nleader: P1\nhands: {P1: [7H], P2: [8H], P3: [8C], "
        "P0: [10C]}\ntrick: [P1 KH, P2 AH, P3 7S, P0 9H]"
    )
    assert s.history[-1][1] == 3
    assert G.trick_winner_rule(s).id == "bierspiel.trick_winner"


def test_bierspiel_winner_leads() -> None:
    s = scn(
        ALL_IN + "tricks_won: {P1: 3}\nleader: P1\nhands: {P1: [7H], P2: [8H], P3: [8C], "
        "P0: [10C]}\ntrick: [P1 KH, P2 AH, P3 7S, P0 9H]"
    )
    assert s.to_move == 3 and s.leader == 3


# ---- search, determinizing, whole deals ---------------------------------------------------------------
def test_search_hooks_keep_the_turned_cards() -> None:
    seed, s = _seven_deal()
    s = G.apply(s, AUF)
    while s.to_move != s.dealer:
        s = G.apply(s, STAND)
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "rob" and a.number == 2))
    v = G.view(s, 1)
    w = G.determinize(v, random.Random(1))
    assert w.hands[0] >> SEVEN & 1 and w.hands[0] >> s.turn_card & 1
    assert all(h.bit_count() == 5 for h in w.hands)


def test_monte_carlo_plays_a_whole_deal() -> None:
    s = G.new_deal(players=4, seed=11)
    bot = MonteCarloBot(seed=1, budget_ms=5, max_worlds=8)
    while not G.is_over(s):
        s = G.apply(s, bot.choose(G, s, s.to_move))
    assert sum(settled(G, s).net().values()) == 0


def test_crosses_carry_deal_to_deal_until_the_beer() -> None:
    rng = random.Random(2)
    s = G.new_deal(players=3, seed=0)
    beers = 0
    for deal in range(200):
        while not G.is_over(s):
            s = G.apply(s, G.heuristic_action(s, rng))
        before = left(s)
        if G.beer(s) >= 0:
            beers += 1
        nxt = G.next_deal(s, seed=deal + 1)
        assert list(nxt.counters) == ([15] * 3 if G.beer(s) >= 0 else before)
        s = nxt
    assert beers >= 1


def test_scenario_errors_name_the_field() -> None:
    with pytest.raises(ScenarioError, match="seven_turned"):
        scn(BASE + "seven_turned: 3")
    with pytest.raises(ScenarioError, match="seven_turned"):
        scn(BASE + "seven_turned: true\nhands: {P1: [7D]}")
    with pytest.raises(ScenarioError, match="auf"):
        scn(BASE + "auf: maybe")


def test_bierspiel_from_hand() -> None:
    """Rams (002): "He may play with the hand originally dealt him"."""
    s = scn(
        BASE + "declarations: {P1: stand, P2: pass, P3: stand}\nhands: {P0: [7S, AH, 9D, 10C, KS]}"
    )
    assert refused_not_held(G, s, rob(c("8C")), "bierspiel.from_hand") == "P0 does not hold 8♣"
    s = scn(FREE_LEAD + "hands: {P2: [8H, 9C, AD]}\ntrick: [P1 KH]")
    assert refused_not_held(G, s, Action.parse("QH"), "bierspiel.from_hand") == (
        "P2 does not hold Q♥"
    )


def test_bierspiel_own_moves() -> None:
    """002: "This is a popular form of Rams among German students." Irish Loo's exchange
    is no move of it."""
    assert refused_as_foreign(G, "exchange 2") == "exchange 2 is not an action in Bierspiel"
