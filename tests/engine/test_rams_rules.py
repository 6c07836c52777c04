"""One test per Rams rule, named after the rule id (``rams.must_trump`` → ``test_rams_must_trump``),
each quoting the sentence it checks; scenario errors; the search hooks; hypothesis properties.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from foreign_move import refused_as_foreign
from hypothesis import given, settings
from hypothesis import strategies as st
from narrow import action_card
from not_held import refused_not_held
from rule_positions import Positions, played_out, settles, untested

from engine.bots import MonteCarloBot
from engine.cards import CARDS, PACK_32, Card
from engine.game import Action, IllegalAction
from engine.games.pool.rams import RAMS
from engine.games.pool.rams_rules import RULES
from engine.scenario import ScenarioError

G = RAMS
# the position readers every rule test of the family uses (tests/engine/rule_positions.py)
P = Positions(G, plays_only=True, players=4, seed=3)
scn, legal, refused_by, net = P.scn, P.legal, P.refused_by, P.net
rules_cited, deal, declare_all = P.rules_cited, P.deal, P.declare_all
c = Card.parse
STAND, PASS, WIDOW, RAMS_ = Action("stand"), Action("pass"), Action("widow"), Action("rams")

BASE = """
game: rams
players: 4
dealer: P0
pool: 10
trump: H
"""
ALL_IN = BASE + "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"


# ---- cards, players, deal ---------------------------------------------------------------------
def test_rams_pack() -> None:
    """000: "CARDS: A deck of 32. Discard all 2's to 6's" — only 7s to aces are dealt."""
    s = deal()
    assert G.cards_in_play(s) == PACK_32
    assert all(CARDS[c_].rank >= 7 for h in s.hands for c_ in range(52) if h >> c_ & 1)


def test_rams_rank() -> None:
    """000: "(Highest) A K Q J 10 9 8 7 (Lowest)" — the ace heads its suit."""
    s = scn(ALL_IN + "hands: {P2: [AC, 7D, 8D, 9D, 10D]}\ntrick: [P1 KC]")
    assert legal(s) == {"AC"}


def test_rams_fashion_rank() -> None:
    """002: "It has lately become the fashion ... A K Q J 10 9 8 7" — the default's order."""
    assert G.make_opts().ecarte is False
    s = scn(ALL_IN + "hands: {P2: [AS, 7D]}\ntrick: [P1 KS]")
    assert legal(s) == {"AS"}  # the ace heads the king


def test_rams_ecarte_rank() -> None:
    """002: "rank as at Écarté, K Q J A 10 9 8 7" — the ace between the jack and the ten."""
    ec = ALL_IN + "variant: ecarte_rank\n"
    s = scn(ec + "hands: {P2: [AC, JC, 7D, 8D, 9D]}\ntrick: [P1 QC]")
    assert legal(s) == {"AC", "JC"}  # neither beats the queen: either may be played
    s = scn(ec + "hands: {P2: [AC, KC, 7D, 8D, 9D]}\ntrick: [P1 QC]")
    assert legal(s) == {"KC"}


def test_rams_players() -> None:
    """002: "from three to six ... when six play the dealer takes no cards"."""
    assert G.players_range(G.make_opts()) == (3, 6)
    s = G.new_deal(players=6, dealer=2, seed=1)
    assert s.hands[2] == 0 and all(s.hands[i].bit_count() == 5 for i in range(6) if i != 2)
    assert s.to_move == 3
    with pytest.raises(ValueError, match="3 to 6 players, not 7"):
        G.new_deal(players=7)


def test_rams_lesson_000_players() -> None:
    """000: "NUMBER OF PLAYERS: 3 to 5." """
    assert G.players_range(G.make_opts("dealer_card_trump_000")) == (3, 5)
    with pytest.raises(ValueError):
        G.new_deal(players=6, variant="dealer_card_trump_000")


def test_rams_counters() -> None:
    """000: "Equal numbers of counters are distributed to all players"."""
    s = G.new_deal(players=5, dealer=1, seed=2)
    assert [x + (5 if i == 1 else 0) for i, x in enumerate(s.counters)] == [50] * 5


def test_rams_ante() -> None:
    """002: "Each successive dealer puts up five counters" — the pool holds the dealer's 5."""
    s = deal(dealer=2)
    assert s.pool == 5 and s.counters[2] == 45


def test_rams_dealer_adds() -> None:
    """002: "No matter how many counters are already in the pool, the dealer must add five."""
    assert deal(pool=35).pool == 40


def test_rams_lesson_000_ante() -> None:
    """000: "the pool also contains payments from the previous deal" — next_deal carries it."""
    s = scn(ALL_IN.replace("pool: 10", "pool: 20") + "tricks_won: {P1: 5}")
    s = s._replace(opts=G.make_opts("dealer_card_trump_000"))
    nxt = G.next_deal(s, seed=1)
    assert nxt.pool == 5 + 5 + 5 + 5  # three ramsed players' 15 and the new dealer's 5


def test_rams_deal() -> None:
    """002: "five are given to each player; two the first round and three the next"."""
    deck = [x for x in range(52) if PACK_32 >> x & 1]
    random.Random(9).shuffle(deck)
    s = G.new_deal(players=3, dealer=0, seed=9)
    # round one: P1 P2 (2 each), the widow (2), P0 (2); round two: three each
    assert s.hands[1] >> deck[0] & 1 and s.hands[1] >> deck[1] & 1
    assert s.hands[2] >> deck[2] & 1 and s.widow >> deck[4] & 1 and s.hands[0] >> deck[6] & 1
    assert s.hands[1] >> deck[8] & 1 and s.hands[0] >> deck[19] & 1


def test_rams_widow_dealt() -> None:
    """002: "The dealer gives cards to the widow just before dealing to himself in each round"."""
    deck = [x for x in range(52) if PACK_32 >> x & 1]
    random.Random(9).shuffle(deck)
    s = G.new_deal(players=3, dealer=0, seed=9)
    assert s.widow.bit_count() == 5 and s.widow >> deck[5] & 1 and s.widow >> deck[16] & 1


def test_rams_lesson_000_deal() -> None:
    """000: "in batches of 3 and 2. An extra hand or widow is dealt, as in Loo" (to the left)."""
    deck = [x for x in range(52) if PACK_32 >> x & 1]
    random.Random(9).shuffle(deck)
    s = G.new_deal(players=3, dealer=0, seed=9, variant="dealer_card_trump_000")
    assert all(s.widow >> deck[i] & 1 for i in (0, 1, 2))
    assert all(s.hands[1] >> deck[i] & 1 for i in (3, 4, 5))


def test_rams_trump_turned() -> None:
    """002: "When all are helped, the next card is turned up for the trump"."""
    s = deal()
    assert s.trump == CARDS[s.turn_card].suit and s.undealt >> s.turn_card & 1
    assert not any(h >> s.turn_card & 1 for h in s.hands)


def test_rams_lesson_000_dealer_card_trump() -> None:
    """000: "The last card, belonging to the dealer, is exposed to determine the trump suit"."""
    s = deal(variant="dealer_card_trump_000", dealer=1)
    assert s.hands[1] >> s.turn_card & 1 and s.trump == CARDS[s.turn_card].suit
    assert "the trump card" not in G.table_cards(s)  # it lies in his hand


def test_rams_undealt() -> None:
    """000: "Undealt cards are put aside until the next deal" — nobody draws from them."""
    s = deal(players=3)
    assert s.undealt.bit_count() == 32 - 20


# ---- declaring --------------------------------------------------------------------------------
def test_rams_declare() -> None:
    """002: "Each player in turn, beginning with the eldest hand, may either play or pass"."""
    s = deal(dealer=2)
    assert s.to_move == 3 and {"stand", "pass"} <= legal(s)
    assert G.apply(s, PASS).to_move == 0


def test_rams_lesson_000_declare() -> None:
    """000: "Beginning with the player at left of the dealer, each in turn must declare"."""
    s = deal(variant="dealer_card_trump_000", dealer=3)
    assert s.to_move == 0
    assert G.rule_for(s.opts, "declare").id == "rams.lesson_000.declare"


def test_rams_pass_out() -> None:
    """002: "If he passes ... takes no further part in that deal" — he plays no card."""
    s = declare_all(deal(), "pass", "stand", "stand", "stand")
    assert s.phase == "play" and 1 not in s.active


def test_rams_undertaking() -> None:
    """002: "he engages himself to take at least one trick, or forfeit five counters"."""
    s = scn(ALL_IN + "tricks_won: {P1: 4, P2: 1}")
    assert net(s)["P3"] == -5 and "rams.ramsed" in rules_cited(s)


def test_rams_widow() -> None:
    """002: "taking the widow in exchange" — his hand becomes the widow's, and he plays."""
    s = deal()
    widow = s.widow
    s = G.apply(s, WIDOW)
    assert s.hands[1] == widow and s.widow_taker == 1
    assert s.to_move == 1 and legal(s) == {"stand", "rams"}  # no pass: he plays


def test_rams_widow_dead() -> None:
    """002: "his original hand is dead, and must not be seen by any player"."""
    s = deal()
    own = s.hands[1]
    s = G.apply(s, WIDOW)
    assert s.discards & own == own
    assert G.view(s, 2).discards == 0
    # its taker, still to stand or announce rams, may not take it again: the exchange left
    # his own hand dead (widow_once's "those following him" are the others)
    (r,) = [r for r in G.refusals(s) if r.action == WIDOW]
    assert s.to_move == 1 and r.rule.id == "rams.widow_dead"
    assert r.reason_of(1) == (
        "P1 already took the widow: it is his hand now, and the hand he gave up for it is dead"
    )


def test_rams_widow_once() -> None:
    """002: "those following him must play the hand dealt them or pass out"."""
    s = declare_all(deal(), "widow", "stand")
    assert "widow" not in legal(s) and refused_by(s)["widow"] == "rams.widow_once"


def test_rams_lesson_000_widow() -> None:
    """000: "Any player in his turn may discard his hand and take the widow instead"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "pass", "pass")
    assert "widow" in legal(s)
    s = G.apply(s, WIDOW)
    assert refused_by(G.apply(s, STAND))["widow"] == "rams.lesson_000.widow"


def test_rams_eldest_plays() -> None:
    """002: "In some clubs the eldest hand is obliged to play" (the option ``eldest_plays``)."""
    s = deal(eldest_plays=True)
    assert "pass" not in legal(s) and refused_by(s)["pass"] == "rams.eldest_plays"
    assert "pass" in legal(G.apply(s, STAND))


def test_rams_pone() -> None:
    """002: "If he declines to play, he must pay the dealer five counters, and the pool
    remains." """
    s = declare_all(deal(pool=10), "pass", "pass")
    assert s.to_move == 3 and {"stand", "widow", "pass", "rams"} <= legal(s)
    s = G.apply(s, PASS)
    assert s.result == "pone_paid" and net(s)["P3"] == -5 and net(s)["P0"] == 5
    assert net(s)["pool"] == 15 and "rams.pone" in rules_cited(s)


def test_rams_lesson_000_pone() -> None:
    """000: "this player must pay the dealer 5 counters if he wishes to drop"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "pass", "pass", "pass")
    assert rules_cited(s) == {"rams.lesson_000.pone"}


def test_rams_dealer_must_play() -> None:
    """002: "The dealer must play if he is opposed by only one player; but if two others ...
    may play or pass"."""
    s = declare_all(deal(), "stand", "pass", "pass")
    assert "pass" not in legal(s) and refused_by(s)["pass"] == "rams.dealer_must_play"
    s = declare_all(deal(), "stand", "stand", "pass")
    assert "pass" in legal(s)


def test_rams_lesson_000_dealer_defends() -> None:
    """000: "the dealer must play to defend the pool"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand", "pass", "pass")
    assert refused_by(s)["pass"] == "rams.lesson_000.dealer_defends"


def test_rams_rob() -> None:
    """002: "If he plays, he may discard and take up the trump card" — against any number."""
    s = declare_all(deal(), "stand", "stand", "stand")
    robs = [a for a in G.legal_actions(s) if a.kind == "rob"]
    assert len(robs) == 5
    tc, out = s.turn_card, action_card(robs[0])
    after = G.apply(s, robs[0])
    assert after.hands[0] >> tc & 1 and not after.hands[0] >> out & 1 and after.robbed
    assert after.phase == "play" and after.discards >> out & 1
    assert G.cards_in_play(after) == G.cards_in_play(s)


def test_rams_rob_dealer_only() -> None:
    """002: "No other player may rob the trump." """
    s = deal()
    assert refused_by(s)["rob"] == "rams.rob_dealer_only"
    with pytest.raises(IllegalAction):
        G.apply(s, Action("rob", CARDS[next(x for x in range(52) if s.hands[1] >> x & 1)]))


def test_rams_lesson_000_rob() -> None:
    """000: "In this case he is allowed to take the trump card" — defending against one."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand", "stand", "pass")
    assert refused_by(s)["rob"] == "rams.lesson_000.rob"  # the card is in his own hand
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand", "pass", "pass", "widow")
    assert any(a.kind == "rob" for a in G.legal_actions(s))  # his own card, from the dead hand
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand", "stand", "pass", "widow")
    assert refused_by(s)["rob"] == "rams.lesson_000.rob"  # two against him: not defending


def test_rams_simple_pool() -> None:
    """002: "compel every one to play when the pool is a simple" (``simple_pool_compulsory``)."""
    s = deal(variant="simple_pool_compulsory")
    assert "pass" not in legal(s) and refused_by(s)["pass"] == "rams.simple_pool"
    assert "pass" in legal(deal(variant="simple_pool_compulsory", pool=5))


def test_rams_double_pool() -> None:
    """002: "In double pools the players may play or pass as they please." """
    s = deal(variant="simple_pool_compulsory", pool=10)
    assert {"stand", "pass"} <= legal(s)
    assert "pass" in legal(deal())  # the default reading: passing is free in a simple too


# ---- general rams -----------------------------------------------------------------------------
def test_rams_general_rams() -> None:
    """002: "he may announce a general rams, when it comes to his turn to pass or play"."""
    s = deal()
    assert "rams" in legal(s)
    s = G.apply(s, RAMS_)
    assert s.rams == 1 and s.to_move == 1 and legal(s) == {"stand", "widow"}
    s = G.apply(s, STAND)
    assert refused_by(s)["rams"] == "rams.general_rams"


def test_rams_rams_widow_timing() -> None:
    """002: "either before or after taking the widow"."""
    s = G.apply(deal(), WIDOW)
    assert "rams" in legal(s)
    s = G.apply(G.apply(deal(), RAMS_), WIDOW)
    assert s.rams == 1 and s.widow_taker == 1


def test_rams_lesson_000_rams() -> None:
    """000: "must make it before the next player in turn has declared"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand")
    assert s.to_move == 2  # P1's chance is gone: he declared
    assert G.rule_for(s.opts, "declare").id.startswith("rams.lesson_000")


def test_rams_rams_all_play() -> None:
    """002: "all at the table must play, and those who have passed ... take them up again"."""
    s = declare_all(deal(), "pass", "widow", "rams")
    # P3 has nothing to choose (the widow is gone): he plays; the dealer may still rob
    assert s.declarations[3] == "stand" and s.to_move == 0 and "pass" not in legal(s)
    s = G.apply(s, STAND)
    # P1 passed: he takes his hand up again, with nothing to choose either
    assert s.phase == "play" and s.declarations[1] == "stand" and set(s.active) == {0, 1, 2, 3}
    assert refused_by(declare_all(deal(), "rams", "stand"))["pass"] == "rams.rams_all_play"
    # ... the one who announced it too: a pass of his is refused by the same words ("all at
    # the table must play"), not by the rule that lets him announce it
    assert refused_by(G.apply(deal(), RAMS_))["pass"] == "rams.rams_all_play"


def test_rams_lesson_000_rams_all_play() -> None:
    """000: "In a rams, everybody must play; any who have dropped out must pick up"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "pass", "rams", "widow")
    while s.phase == "declare":
        assert "pass" not in legal(s)
        s = G.apply(s, STAND)
    assert set(s.active) == {0, 1, 2, 3}
    # the announcer's own pass is refused by these words ("everybody must play"), and a second
    # rams by the lesson text's own rule on announcing it, not Foster's (seed 002)
    s = G.apply(deal(variant="dealer_card_trump_000"), RAMS_)
    assert refused_by(s)["pass"] == "rams.lesson_000.rams_all_play"
    assert refused_by(s)["rams"] == "rams.lesson_000.rams"


def test_rams_rams_widow() -> None:
    """002: "any player who has not already refused it may take it" — one who passed may."""
    s = declare_all(deal(), "pass", "rams", "stand")
    assert s.to_move == 3 and "widow" in legal(s)
    s = declare_all(s, "stand", "stand")  # P3 and the dealer keep their hands
    assert s.to_move == 1 and legal(s) == {"stand", "widow"}  # P1 passed: not a refusal


def test_rams_lesson_000_rams_widow() -> None:
    """000: "each player who has not refused it or has not dropped out gets a chance"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "pass", "rams", "stand", "stand")
    s = G.apply(s, STAND)  # the dealer
    assert s.phase == "play" and s.declarations[1] == "stand"  # P1 just picks his hand up


def test_rams_rams_leads() -> None:
    """002: "The player who announced general rams has the first lead." """
    s = declare_all(deal(), "stand", "pass", "rams", "stand", "stand", "stand")
    assert s.phase == "play" and s.to_move == 3 == s.leader


def test_rams_lesson_000_rams_leads() -> None:
    """000: "A player who declares rams makes the opening lead." """
    s = declare_all(deal(variant="dealer_card_trump_000"), "stand", "rams", "stand")
    while s.phase == "declare":
        s = G.apply(s, STAND)
    assert s.leader == 2


def test_rams_eldest_leads() -> None:
    """002: "The eldest hand of those who have declared to play begins"."""
    s = declare_all(deal(), "pass", "stand", "stand", "stand")
    assert s.to_move == 2


def test_rams_lesson_000_eldest_leads() -> None:
    """000: "the player nearest dealer's left, among those who have decided to play"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "pass", "pass", "stand", "stand")
    assert s.to_move == 3


# ---- the play ---------------------------------------------------------------------------------
def test_rams_follow_suit() -> None:
    """000: "A player must follow suit when he can"."""
    s = scn(ALL_IN + "hands: {P2: [7C, AH, 8D, 9D, 10D]}\ntrick: [P1 KC]")
    assert legal(s) == {"7C"} and refused_by(s)["AH"] == "rams.follow_suit"


def test_rams_head_the_trick() -> None:
    """002: "must head the trick ... If he has two higher, he may play either"."""
    s = scn(ALL_IN + "hands: {P2: [7C, QC, AC, 9D, 10D]}\ntrick: [P1 JC]")
    assert legal(s) == {"QC", "AC"} and refused_by(s)["7C"] == "rams.head_the_trick"


def test_rams_must_trump() -> None:
    """002: "he must trump if he can, even if the trick is already trumped"."""
    s = scn(ALL_IN + "hands: {P3: [7H, 8S, 9D, 10D]}\ntrick: [P1 9C, P2 AH]")
    assert legal(s) == {"7H"} and refused_by(s)["8S"] == "rams.must_trump"


def test_rams_undertrump_example() -> None:
    """002: "the only trump D has is the Queen, he must play it on the trick, losing it to C's
    King" (docs/examples/rams_undertrump.yaml)."""
    s = scn(ALL_IN + "hands: {P0: [QH, 8S, 9D, 10D]}\ntrick: [P1 9C, P2 KC, P3 KH]")
    assert legal(s) == {"QH"}
    end = G.apply(s, Action("play", c("QH")))
    assert end.history[-1][1] == 3


def test_rams_lesson_000_head_and_trump() -> None:
    """000: "must play higher than any previous card ... must trump if able, even if the trick
    has already been trumped" — and over-trump when he can."""
    s = scn(
        ALL_IN.replace("pool: 10", "pool: 10\nvariant: dealer_card_trump_000")
        + "hands: {P3: [7H, AH, 9D, 10D]}\ntrick: [P1 9C, P2 KH]"
    )
    assert legal(s) == {"AH"}
    assert set(refused_by(s).values()) == {"rams.lesson_000.head_and_trump"}


def test_rams_discard() -> None:
    """002: "When a player can neither follow suit nor trump, he may discard any card"."""
    s = scn(ALL_IN + "hands: {P2: [7S, 8S, 9D, 10D]}\ntrick: [P1 KC]")
    assert legal(s) == {"7S", "8S", "9D", "10D"}


def test_rams_trick_winner() -> None:
    """000: "won by the highest trump in it, or ... the highest card played of the suit led"."""
    s = scn(ALL_IN + "hands: {P0: [7H, 9D]}\ntrick: [P1 9C, P2 AC, P3 8S]")
    s = G.apply(s, Action("play", c("7H")))
    assert s.history[-1][1] == 0
    info = G.last_trick_info(s)
    assert info is not None and info["rule"] == "rams.trick_winner"


def test_rams_winner_leads() -> None:
    """002: "The winner of the trick leads for the next trick"."""
    s = scn(ALL_IN + "hands: {P0: [7H, 9D]}\ntrick: [P1 9C, P2 AC, P3 8S]")
    s = G.apply(s, Action("play", c("7H")))
    assert s.to_move == 0 == s.leader


# ---- the settlement ---------------------------------------------------------------------------
def test_rams_fifths() -> None:
    """002: "one-fifth of the contents of the pool for every trick he has won"."""
    s = scn(ALL_IN.replace("pool: 10", "pool: 20") + "tricks_won: {P1: 3, P2: 1, P3: 1}")
    assert net(s)["P1"] == 12 and net(s)["P2"] == 4 and "rams.fifths" in rules_cited(s)


def test_rams_lesson_000_fifths() -> None:
    """000: "takes 1 counter (or one-fifth of the counters) from the pool for each trick"."""
    s = scn(
        ALL_IN.replace("pool: 10", "pool: 5\nvariant: dealer_card_trump_000")
        + "tricks_won: {P1: 3, P2: 2}"
    )
    assert net(s)["P1"] == 3 and "rams.lesson_000.fifths" in rules_cited(s)


def test_rams_ramsed() -> None:
    """002: "he is ramsed, and forfeits five counters to form the next pool"."""
    s = scn(ALL_IN + "tricks_won: {P1: 5}")
    assert net(s) == {"P0": -5, "P1": 10, "P2": -5, "P3": -5, "pool": 15}


def test_rams_lesson_000_ramsed() -> None:
    """000: "Each who wins no trick must pay 5 counters into the next pool." """
    s = scn(
        ALL_IN.replace("pool: 10", "pool: 10\nvariant: dealer_card_trump_000")
        + "tricks_won: {P1: 5}"
    )
    assert "rams.lesson_000.ramsed" in rules_cited(s)


def test_rams_several_ramsed() -> None:
    """002: "if the player whose turn it will be to deal next is ramsed, he will have to put up
    ten"."""
    s = scn(ALL_IN + "tricks_won: {P2: 5}")  # P1 deals next and is ramsed
    before = s.counters[1]
    nxt = G.next_deal(s, seed=2)
    assert nxt.dealer == 1 and before - nxt.counters[1] == 10


def test_rams_rams_made() -> None:
    """002: "he not only gets the pool but receives five counters in addition from each"."""
    s = scn(
        BASE + 'declarations: {P1: "pass, stand", P2: "rams, stand", P3: stand, P0: stand}\n'
        "tricks_won: {P2: 5}"
    )
    assert net(s) == {"P0": -5, "P1": -5, "P2": 25, "P3": -5, "pool": 0}
    assert rules_cited(s) == {"rams.rams_made"}


def test_rams_lesson_000_rams_made() -> None:
    """000: "he wins the whole pool plus 5 counters from every other player"."""
    s = scn(
        BASE.replace("pool: 10", "pool: 10\nvariant: dealer_card_trump_000")
        + 'declarations: {P1: "rams, stand", P2: stand, P3: stand, P0: stand}\n'
        + "tricks_won: {P1: 5}"
    )
    assert rules_cited(s) == {"rams.lesson_000.rams_made"} and net(s)["P1"] == 25


def test_rams_rams_lost() -> None:
    """002: "he must double the amount then in the pool, and pay five counters to each of his
    adversaries" (docs/examples/rams_rams_lost.yaml)."""
    s = scn(
        BASE + 'declarations: {P1: "rams, stand", P2: stand, P3: stand, P0: stand}\n'
        "tricks_won: {P1: 2, P3: 1}\nleader: P3"
    )
    assert s.result == "rams_lost"
    assert net(s) == {"P0": 5, "P1": -25, "P2": 5, "P3": 5, "pool": 20}


def test_rams_lesson_000_rams_lost() -> None:
    """000: "If he loses a single trick, the cards are at once thrown in"."""
    s = declare_all(deal(variant="dealer_card_trump_000"), "rams", "stand")
    while s.phase == "declare":
        s = G.apply(s, STAND)
    rng = random.Random(1)
    while s.phase == "play":
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    lost = [w for _, w in s.history if w != 1]
    assert len(lost) <= 1 and (s.result == "rams_lost") == bool(lost and len(s.history) < 5)
    if lost:
        assert "rams.lesson_000.rams_lost" in rules_cited(s)


def test_rams_rams_stop() -> None:
    """002: "gets nothing from the pool ... abandon the hands the moment the announcing player
    loses a trick"."""
    with pytest.raises(ScenarioError, match="play stops at the first trick"):
        scn(
            BASE + 'declarations: {P1: "rams, stand", P2: stand, P3: stand, P0: stand}\n'
            "tricks_won: {P1: 1, P2: 1, P3: 1}\nleader: P3"
        )
    lost = scn(
        BASE + 'declarations: {P1: "rams, stand", P2: stand, P3: stand, P0: stand}\n'
        "tricks_won: {P1: 1, P2: 1}\nleader: P2"
    )
    assert lost.phase == "over" and net(lost)["P2"] == 5  # 5 from P1, nothing from the pool
    # a move after it is refused by the rule that stopped play, not by "one-fifth of the
    # contents of the pool for every trick", which this deal never came to
    (r,) = G.explain(lost, STAND)
    assert (r.rule.id, r.reason) == ("rams.rams_stop", "the deal is over")
    played = scn(BASE + "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"
                 "tricks_won: {P1: 2, P2: 2, P3: 1}\n")  # fmt: skip
    assert played.phase == "over" and G.explain(played, STAND)[0].rule.id == "rams.fifths"


def test_rams_rams_losers() -> None:
    """RULES.md: players who win nothing in a rams are not ramsed as well."""
    s = scn(
        BASE + 'declarations: {P1: "rams, stand", P2: stand, P3: stand, P0: stand}\n'
        "tricks_won: {P1: 2, P3: 1}\nleader: P3"
    )
    assert "rams.ramsed" not in rules_cited(s) and net(s)["P2"] == 5


def test_rams_defender() -> None:
    """RULES.md: the dealer forced to play is an ordinary player (default)."""
    s = scn(
        BASE + "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\n"
        "tricks_won: {P1: 3, P0: 2}"
    )
    assert net(s)["P0"] == 4 and G.defender(s) == -1


def test_rams_loo_defence() -> None:
    """000 (Loo): "he neither collects nor pays any counters; the pool settles with his
    opponent alone" (``loo_style_defence``)."""
    text = (
        BASE.replace("pool: 10", "pool: 10\nvariant: loo_style_defence")
        + "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\n"
    )
    s = scn(text + "tricks_won: {P1: 3, P0: 2}")
    assert net(s)["P0"] == 0 and net(s)["P1"] == 6 and net(s)["pool"] == 4
    s = scn(text + "tricks_won: {P1: 5}")
    assert net(s)["P0"] == 0


def test_rams_penalty() -> None:
    """002: "to win nothing on the deal, and to forfeit five counters to the next pool"
    (docs/examples/rams_penalty.yaml)."""
    s = scn(
        ALL_IN.replace("pool: 10", "pool: 20")
        + "tricks_won: {P1: 3, P3: 2}\nirregularity: {exposed_card: P3}"
    )
    assert net(s)["P3"] == -5 and "rams.penalty" in rules_cited(s)
    assert net(s)["pool"] == 20 - 12 + 5 + 5 + 5  # his fifths stay; P2, P0 ramsed, his 5
    with pytest.raises(ScenarioError, match="irregularity"):
        scn(ALL_IN + "irregularity: {revoke: P1}")


# ---- scenarios, search, properties -------------------------------------------------------------
def test_scenario_errors_name_their_field() -> None:
    with pytest.raises(
        ScenarioError, match=r"field 'declarations.P1': P1 may not rob the trump, putting out 7♣"
    ):
        scn(BASE + "declarations: {P1: rob 7C}")
    with pytest.raises(ScenarioError, match=r"field 'declarations.P3'.*P1 declares before P3"):
        scn(BASE + "declarations: {P3: stand}")
    with pytest.raises(ScenarioError, match=r"field 'hands.P1': expected at most 5"):
        scn(BASE + "hands: {P1: [7C, 8C, 9C, 10C, JC, QC]}")


def test_monte_carlo_plays_a_whole_deal() -> None:
    s = deal(pool=10)
    bot = MonteCarloBot(seed=1, budget_ms=5)
    settles(G, played_out(G, s, lambda s, seat: bot.choose(G, s, seat)))


def test_determinize_keeps_the_robbed_trump_in_the_dealers_hand() -> None:
    s = declare_all(deal(), "stand", "stand", "stand")
    s = G.apply(s, next(a for a in G.legal_actions(s) if a.kind == "rob"))
    w = G.determinize(G.view(s, 1), random.Random(2))
    assert w.hands[0] >> s.turn_card & 1 and w.hands[0].bit_count() == 5


def test_every_rams_rule_has_its_test() -> None:
    assert not untested(RULES, __name__)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(3, 6),
    variant=st.sampled_from(sorted(G.variants)),
    pick=st.randoms(use_true_random=False),
)
def test_random_deals_conserve_cards_and_counters(
    seed: int, players: int, variant: str, pick: Any
) -> None:
    players = min(players, G.players_range(G.make_opts(variant))[1])
    s = G.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    every = G.cards_in_play(s)
    while not G.is_over(s):
        s = G.apply(s, pick.choice(G.legal_actions(s)))
        assert G.cards_in_play(s) == every
    if s.rams >= 0:
        assert [w for _, w in s.history].count(s.rams) >= len(s.history) - 1
    settles(G, s)


def test_the_same_deal_under_the_lesson_texts_reading() -> None:
    """Compare: Foster's turned card becomes the dealer's own card, the trump suit kept."""
    s = deal()
    t = G.under_variant(s, "dealer_card_trump_000")
    assert t.trump == s.trump and t.hands[0] >> s.turn_card & 1
    assert G.cards_in_play(t) == G.cards_in_play(s)
    back = G.under_variant(t, "standard")
    assert back.trump == s.trump and not back.hands[0] >> back.turn_card & 1
    assert G.under_variant(s, "ecarte_rank").hands == s.hands


def test_rams_from_hand() -> None:
    """002: "He may play with the hand originally dealt him": the dealer robs putting out a card
    of that hand, not one he lacks."""
    s = declare_all(deal(), "stand", "stand", "stand")
    absent = next(c for c in CARDS if PACK_32 >> c & 1 and not s.hands[0] >> c & 1)
    reason = refused_not_held(G, s, Action("rob", absent), "rams.from_hand")
    assert reason == f"P0 does not hold {absent.pretty}"


def test_rams_own_moves() -> None:
    """002: "Each player in turn ... may either play or pass." Napoleon's bid is no move of Rams'."""
    assert refused_as_foreign(G, "bid 3") == "bid 3 is not an action in Rams"
