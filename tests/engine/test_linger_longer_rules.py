"""One test per Linger Longer rule, named after the rule id (``linger_longer.drop_out`` →
``test_linger_longer_drop_out``), each checking the seed 003 sentence (or RULES.md §9 reading)
it quotes. Positions are scenarios (docs/scenarios.md)."""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest
import yaml
from foreign_move import refused_as_foreign
from not_held import refused_not_held
from scenario_answers import stock_list, stock_text

from engine.cards import Card, mask_of, parse_cards
from engine.game import Action, IllegalAction, play
from engine.games.linger_longer import LINGER_LONGER, RULES
from engine.quiz import Question
from engine.scenario import Scenario, ScenarioError, from_dict

G = LINGER_LONGER


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load("game: linger_longer\n" + text), "test").state


def legal(state: Any) -> set[str]:
    return {a.card.code for a in G.legal_actions(state) if a.card is not None}


def refused_by(state: Any) -> dict[str, str]:
    return {r.action.card.code: r.rule.id for r in G.refusals(state) if r.action.card}


def card(code: str) -> int:
    return int(Card.parse(code))


# a four-player position: P0 deals, 7♥ turned (hearts are trumps), P1 to lead
FOUR = """
players: 4
dealer: 0
turned: 7H
"""
# The positions add up (engine.games.linger_longer.scenario.unreachable): with four players the
# stock's 52 - 16 = 36 less s means 36 - s tricks over, each won by one player who drew one
# card (seed 003: "Nobody else draws"). With all four still in, the cards held (the trick's
# too) come to 16 - 3t after t tricks, each holds at least 4 - t and the trick's leader, who
# won the last one, 5 - t: 34 left (two tricks over) fits 3 + 3 + 2 + 2, 33 (three) 2 + 2 + 2 + 1.


def test_every_rule_has_its_test() -> None:
    here = sys.modules[__name__]
    missing = [r.id for r in RULES if not hasattr(here, "test_" + r.id.replace(".", "_"))]
    assert not missing


def test_linger_longer_players() -> None:
    assert (G.min_players, G.max_players) == (4, 6)
    for n in (4, 6):
        assert G.new_deal(players=n, seed=1).n == n
    for n in (3, 7):
        with pytest.raises(ValueError, match="4 to 6"):
            G.new_deal(players=n, seed=1)


def test_linger_longer_deal() -> None:
    for n in (4, 5, 6):
        s = G.new_deal(players=n, dealer=1, seed=7)
        assert [h.bit_count() for h in s.hands] == [n] * n
        dealt = 0
        for h in s.hands:
            assert not dealt & h
            dealt |= h
        assert len(s.stock) == 52 - n * n and not dealt & mask_of(s.stock)


def test_linger_longer_trump_card() -> None:
    s = G.new_deal(players=5, dealer=3, seed=4)
    pack = list(range(52))
    random.Random(4).shuffle(pack)
    assert s.turned == pack[24]  # the last card dealt ...
    assert s.hands[3] >> s.turned & 1  # ... is the dealer's and stays in his hand
    assert s.trump == Card(s.turned).suit
    # shown to all: every other seat's view still shows it in the dealer's hand
    for seat in (0, 1, 2, 4):
        assert G.view(s, seat).hands[3] == 1 << s.turned
    assert "the trump card" in G.table_cards(s)


def test_the_turned_card_is_never_in_the_stock() -> None:
    # 003: the last card dealt is "belonging to the dealer"; "The rest of the deck ... forming
    # the stock": a stock given card by card that holds it is refused naming it and the rule,
    # whether a hand holds it too or it was played before (it read "already at turned (played
    # before)", as if the file had named it twice)
    hands = "hands: {P0: [7H, 2C], P1: [3D, JD], P2: [AS, 4S, 9H], P3: [5S, 6D]}\n"
    for given in (hands, hands.replace("7H, ", "")):
        with pytest.raises(ScenarioError) as e:
            scn(FOUR + given + "stock: [2D, 7H]\ntrick: [P1 KS]")
        assert e.value.path == "stock[1]"
        assert e.value.detail.startswith("7♥ is the turned card, the dealer's: never in the stock")
        assert RULES["linger_longer.trump_card"].quote in e.value.detail


def test_linger_longer_stock() -> None:
    s = G.new_deal(players=4, seed=9)
    assert len(s.stock) == 36
    v = G.view(s, 1)  # face down: nobody sees its cards, everybody its size
    assert v.stock == (-1,) * 36
    assert "the stock" not in G.table_cards(s)


def test_linger_longer_first_lead() -> None:
    for dealer in range(5):
        s = G.new_deal(players=5, dealer=dealer, seed=dealer)
        assert s.to_move == (dealer + 1) % 5 and not s.trick


def test_linger_longer_winner_leads() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 10C], P1: [3D, JD], P2: [4D], P3: [6D]}
stock: 34
trick: [P1 KS, P2 AS, P3 5S, P0 2C]
"""
    )
    assert s.history[-1][1] == 2 and s.to_move == 2 and s.leader == 2
    # the next trick goes round the players still in, from the leader
    s = G.apply(s, play(card("4D")))
    assert s.to_move == 3


def test_linger_longer_follow_suit() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 2C], P1: [3D, JD], P2: [AS, 4S, 9H], P3: [5S, 6D]}
stock: 34
trick: [P1 KS]
"""
    )
    assert legal(s) == {"AS", "4S"}
    assert refused_by(s) == {"9H": "linger_longer.follow_suit"}
    with pytest.raises(IllegalAction, match="follow suit"):
        G.apply(s, play(card("9H")))


def test_linger_longer_otherwise_free() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 2C], P1: [3D, JD], P2: [AD, 4C, 9H], P3: [5S, 6D]}
stock: 34
trick: [P1 KS]
"""
    )
    assert legal(s) == {"AD", "4C", "9H"} and not G.refusals(s)  # no duty to trump
    s2 = G.apply(G.apply(s, play(card("4C"))), play(card("5S")))
    assert s2.to_move == 0
    lead = G.new_deal(players=4, seed=3)
    assert legal(lead) == {Card(c).code for c in range(52) if lead.hands[lead.to_move] >> c & 1}


def test_linger_longer_trick_winner() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [2C, 10C], P1: [3D, JD], P2: [4D], P3: [6D]}
stock: 34
trick: [P1 KS, P2 AS, P3 5S, P0 7H]
"""
    )
    assert s.history[-1][1] == 0  # the only trump wins
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 10C], P1: [3D, JD], P2: [4D], P3: [6D]}
stock: 34
trick: [P1 KS, P2 AD, P3 5S, P0 2C]
"""
    )
    assert s.history[-1][1] == 1  # no trump: the highest spade, the suit led
    assert G.trick_winner_rule(s).id == "linger_longer.trick_winner"


def test_linger_longer_ace_high() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 10C], P1: [3D, JD], P2: [4D], P3: [6D]}
stock: 34
trick: [P1 KS, P2 AS, P3 QS, P0 2C]
"""
    )
    assert s.history[-1][1] == 2


def test_linger_longer_winner_draws() -> None:
    # the stock given top first: J♣ 8♣ 9♣, then 31 cards no other field names (34: two tricks
    # over, as the hands say)
    stock = stock_list("JC 8C 9C", 34, "7H 10C 3D JD 4D 6D KS AS 5S 2C")
    s = scn(
        FOUR
        + "hands: {P0: [7H, 10C], P1: [3D, JD], P2: [4D], P3: [6D]}\n"
        + stock_text(stock)
        + "trick: [P1 KS, P2 AS, P3 5S, P0 2C]\n"
    )
    assert s.stock == tuple(stock[1:])  # the top card went ...
    assert s.hands[2] == mask_of(parse_cards("4D JC"))  # ... to the winner
    assert [h.bit_count() for h in s.hands] == [2, 2, 2, 1]  # nobody else drew


def test_linger_longer_drop_out() -> None:
    # P1 plays his last card; he does not lead it: the leader won the trick before and drew
    s = scn(
        FOUR
        + """
hands: {P0: [7H], P1: [], P2: [4D], P3: [6D]}
stock: 33
leader: P2
trick: [P2 AS, P3 5S, P0 2C, P1 KS]
"""
    )
    assert s.out[1] == 1 and s.still_in() == (0, 2, 3)
    # the others play on: three cards to a trick now, P1 skipped
    s = G.apply(s, play(card("4D")))
    assert s.to_move == 3
    s = G.apply(G.apply(s, play(card("6D"))), play(card("7H")))
    assert len(s.history[-1][0]) == 3 and s.history[-1][1] == 0


def test_linger_longer_last_left() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H, 10C], P1: [], P2: [4D], P3: []}
stock: 33
leader: P2
trick: [P2 AS, P3 5S, P0 2C, P1 KS]
"""
    )
    # P2 won and drew; P1, P3 are out; P0 still holds 7H: two left, play goes on
    assert s.phase == "play" and s.still_in() == (0, 2)
    s = scn(
        FOUR
        + """
hands: {P0: [], P1: [], P2: [], P3: []}
stock: 32
trick: [P1 KS, P2 4S, P3 5S, P0 2C]
"""
    )
    assert s.phase == "over" and s.winner == 1 and s.result == "last_left"  # P1 drew, alone
    assert G.settlement_json(s)["rule"] == "linger_longer.last_left"


def test_linger_longer_last_trick() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [], P1: [], P2: [], P3: []}
stock: 0
trick: [P1 KS, P2 4S, P3 5S]
"""
    )
    assert s.phase == "over" and s.winner == 1 and s.result == "last_trick"
    assert G.end_rule(s) is RULES["linger_longer.last_trick"]


def test_linger_longer_stock_out() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H], P1: [3D], P2: [4D], P3: [6D]}
stock: 0
trick: [P1 KS, P2 AS, P3 5S, P0 2C]
"""
    )
    assert s.phase == "play" and s.hands[2] == 1 << card("4D")  # drew nothing, plays on
    q = Question("q", "still_in", "", Scenario(G, s))
    assert "linger_longer.stock_out" in {r.id for r in q.check(["P0", "P2"]).rules}


RESHUFFLE_POSITION = (
    FOUR
    + """
variant: reshuffle
hands: {P0: [7H], P1: [3D], P2: [4D], P3: [6D]}
stock: 0
trick: [P1 KS, P2 AS, P3 5S, P0 2C]
"""
)


def test_linger_longer_reshuffle() -> None:
    s = scn(RESHUFFLE_POSITION)
    played = mask_of(parse_cards("KS AS 5S 2C"))
    # the cards not in a hand, the trick or the stock were played before: with this trick
    # they make the new stock, and the winner (P2, A♠) draws its top card
    earlier = ((1 << 52) - 1) & ~mask_of(parse_cards("7H 3D 4D 6D")) & ~played
    new = s.stock + (s.drew[-1],)
    assert s.phase == "play" and s.reshuffled == (1,) and s.pile == 0
    assert s.hands[2] == 1 << card("4D") | 1 << s.drew[-1]
    assert mask_of(new) == earlier | played and len(new) == len(set(new))
    assert [s.hands[p].bit_count() for p in (0, 1, 3)] == [1, 1, 1]  # nobody else drew
    # the same position reshuffles the same way (a replay repeats it); the default plays on
    assert scn(RESHUFFLE_POSITION) == s
    assert scn(RESHUFFLE_POSITION.replace("variant: reshuffle\n", "")).hands[2] == 1 << card("4D")
    q = Question("q", "still_in", "", Scenario(G, s))
    fb = q.check(["P0", "P1", "P2", "P3"])
    assert fb.correct and "linger_longer.reshuffle" in {r.id for r in fb.rules}


def test_reshuffle_hidden_from_views_and_replayed() -> None:
    s = scn(RESHUFFLE_POSITION)
    v = G.view(s, 1)
    assert v.salt == 0 and all(c == -1 for c in v.stock)
    # a search world deals the reshuffled cards afresh: none is "seen" any more
    w = G.determinize(v, random.Random(3))
    assert G.cards_in_play(w) == (1 << 52) - 1 and w.hands[1] == s.hands[1]
    # a whole game under the variant whose stock runs out replays exactly
    g = G.new_deal(players=6, seed=11, variant="reshuffle")
    g = g._replace(stock=g.stock[:2])  # a short stock, so that it runs out
    rng = random.Random(5)
    while not G.is_over(g):
        g = G.apply(g, rng.choice(G.legal_actions(g)))
    assert g.reshuffled and g.result == "last_left"
    assert G.replay(g)[-1] == g


def test_linger_longer_winner_out() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H], P1: [3D], P2: [], P3: [6D]}
stock: 0
trick: [P1 KS, P2 AS, P3 5S, P0 2C]
"""
    )
    assert s.phase == "over" and s.winner == 2 and s.result == "winner_out"
    assert "no card to lead" in G.end_reason(s)
    # the settlement table says how each loser ended: with the cards he still held
    ends = {row["player"]: row["end"] for row in G.settlement_rows(s)}
    assert ends == {
        "P0": "still held 1 card",
        "P1": "still held 1 card",
        "P2": "won the game",
        "P3": "still held 1 card",
    }


def test_linger_longer_stake() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [], P1: [], P2: [], P3: []}
stock: 0
trick: [P1 KS, P2 4S, P3 5S]
"""
    )
    st = G.settlement(s)
    assert st is not None and sum(st.net().values()) == 0
    assert {k: int(v) for k, v in G.quiz_amounts(s).items()} == {
        "P0": -1,
        "P1": 3,
        "P2": -1,
        "P3": -1,
    }
    assert {t.rule for t in st.transfers} == {"linger_longer.stake"}


def test_still_in_question_answer_and_feedback() -> None:
    s = scn(
        FOUR
        + """
hands: {P0: [7H], P1: [], P2: [4D], P3: [6D]}
stock: 33
leader: P2
trick: [P2 AS, P3 5S, P0 2C, P1 KS]
"""
    )
    q = Question("q", "still_in", "Who is still in?", Scenario(G, s))
    assert q.solve() == frozenset({"P0", "P2", "P3"})
    fb = q.check("P0, P1, P2, P3")
    assert not fb.correct and any("out" in line for line in fb.explanation)
    assert q.check(["P0", "P2", "P3"]).correct


def test_scenario_errors_name_the_field() -> None:
    cases = {
        "players: 3\nturned: 7H\nhands: {}": "players",
        FOUR + "hands: {P0: [7H], P1: [KS], P2: [AS]}": "hands.P3",
        FOUR + "hands: {P0: [7H], P1: [KS, 7H], P2: [AS], P3: [5S]}": "hands.P1",
        FOUR + "hands: {P0: [7H], P1: [ZZ], P2: [AS], P3: [5S]}": "hands.P1",
        # P1 leads: P2 plays out of turn (without ``leader`` the trick's first player leads)
        FOUR + "hands: {P0: [7H], P1: [KS], P2: [3S], P3: [5S]}\nleader: P1\ntrick: [P2 AS]": (
            "trick[0]"
        ),
        FOUR + "hands: {P0: [7H], P1: [KS], P2: [AS], P3: [5S]}\nstock: 99": "stock",
        FOUR
        + "hands: {P0: [7H], P1: [2H], P2: [AS, 3H], P3: [5S]}\ntrick: [P1 KS, P2 3H]": "trick[1]",
    }
    for text, field in cases.items():
        with pytest.raises(ScenarioError) as e:
            scn(text)
        assert field in str(e.value), (text, str(e.value))


def test_only_plays_are_actions() -> None:
    s = G.new_deal(players=4, seed=1)
    with pytest.raises(IllegalAction, match="only action is to play"):
        G.apply(s, Action("pass"))


def test_linger_longer_from_hand() -> None:
    """003: "When a player is left without any cards, he drops out": he plays his own."""
    s = scn(FOUR + "hands: {P0: [7H], P1: [2C, 9H], P2: [5S], P3: [3D]}\n")
    assert s.to_move == 1
    reason = refused_not_held(G, s, Action.parse("AS"), "linger_longer.from_hand")
    assert reason == "P1 does not hold A♠"


def test_linger_longer_own_moves() -> None:
    """003: "The cards are played out in tricks." There is no bidding or declaring: a pass is no
    move of Linger Longer's, and was refused by the rule on who leads."""
    assert refused_as_foreign(G, "pass") == (
        "pass is not an action in Linger Longer: the only action is to play a card"
    )
