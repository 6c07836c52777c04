"""One test per Rounce rule, named after the rule id (``rounce.lead_trump`` →
``test_rounce_lead_trump``), each quoting the sentence it checks; Rams' rules Rounce keeps are
checked on Rounce's own deals.
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
from engine.cards import CARDS, PACK_52, Card
from engine.game import Action, IllegalAction
from engine.games.pool.rounce import ROUNCE, RULES
from engine.scenario import ScenarioError

G = ROUNCE
# the position readers every rule test of the family uses (tests/engine/rule_positions.py)
P = Positions(G, plays_only=True, players=4, seed=3)
scn, legal, refused_by, net = P.scn, P.legal, P.refused_by, P.net
rules_cited, deal, declare_all = P.rules_cited, P.deal, P.declare_all
c = Card.parse
STAND, PASS, WIDOW = Action("stand"), Action("pass"), Action("widow")

BASE = """
game: rounce
players: 4
dealer: P0
pool: 10
trump: S
"""
ALL_IN = BASE + "declarations: {P1: stand, P2: stand, P3: stand, P0: stand}\n"


# ---- Rounce's own rules -----------------------------------------------------------------------
def test_rounce_corruption() -> None:
    """002: "This is an American corruption of Rams." — Rams' declaring, five cards each."""
    s = deal()
    assert {"stand", "widow", "pass"} <= legal(s)
    assert all(h.bit_count() == 5 for h in s.hands)


def test_rounce_pack() -> None:
    """002: "the full pack of fifty-two cards, which rank as at Whist ... three to nine"."""
    assert G.players_range(G.make_opts()) == (3, 9)
    s = G.new_deal(players=9, seed=1)
    assert G.cards_in_play(s) == PACK_52 and s.hands[0].bit_count() == 5
    s = scn(ALL_IN + "hands: {P2: [AC, 2C, 7D]}\ntrick: [P1 KC]")
    end = G.apply(s, Action("play", c("AC")))
    assert end.trick[-1] == (2, c("AC"))


def test_rounce_widow() -> None:
    """002: "Six cards are dealt to the widow, one of which must be discarded by the player
    taking it" (docs/examples/rounce_widow.yaml)."""
    s = deal()
    assert s.widow.bit_count() == 6
    s = G.apply(s, WIDOW)
    assert s.hands[1].bit_count() == 6 and s.to_move == 1
    assert all(a.kind == "discard" for a in G.legal_actions(s))
    assert refused_by(s)["stand"] == "rounce.widow"
    out = G.legal_actions(s)[0]
    s = G.apply(s, out)
    assert s.hands[1].bit_count() == 5 and s.discards >> action_card(out) & 1 and s.to_move == 2


def test_rounce_widow_exchange() -> None:
    """002, of Rams: "He may play with the hand originally dealt him, or he may risk getting a
    better by taking the widow in exchange." Taking the widow is playing: its taker may not pass,
    with the six cards or after his discard (Rounce's own widow sentence says only that)."""
    s = G.apply(deal(), WIDOW)
    assert refused_by(s)["pass"] == "rounce.widow_exchange"
    s = G.apply(s, G.legal_actions(s)[0])
    assert s.to_move == 2 and s.declarations[1] == "widow"
    assert RULES["rounce.widow_exchange"].quote.startswith("He may play with the hand")


def test_rounce_pools_alike() -> None:
    """002: "All pools are alike" — nobody is compelled in a pool of the dealer's five."""
    assert "pass" in legal(deal(pool=0))
    assert "simple_compulsory" not in {o.name for o in G.options}


def test_rounce_no_general_rounce() -> None:
    """002: "there is no such announcement as general rounce." """
    s = deal()
    assert "rams" not in legal(s) and refused_by(s)["rams"] == "rounce.no_general_rounce"
    with pytest.raises(IllegalAction):
        G.apply(s, Action("rams"))


def test_rounce_no_head() -> None:
    """002: "There is no obligation to head the trick, nor to trump or under-trump"
    (docs/examples/rounce_no_head.yaml)."""
    s = scn(ALL_IN + "hands: {P3: [3S, AS, 7H, 9C, QC]}\ntrick: [P1 5D, P2 KD]")
    assert legal(s) == {"3S", "AS", "7H", "9C", "QC"}
    s = scn(ALL_IN + "hands: {P2: [2D, AD, 7H]}\ntrick: [P1 5D]")
    assert legal(s) == {"2D", "AD"}  # follow suit, but need not head
    assert G.rule_for(s.opts, "head").id == "rounce.no_head"


def test_rounce_lead_trump() -> None:
    """002: "the winner of the first trick must lead a trump if he has one"."""
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P2: 1}\nleader: P2\nhands: {P2: [4S, KH, 9C, 2D]}"
    )
    assert legal(s) == {"4S"} and refused_by(s)["KH"] == "rounce.lead_trump"
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P2: 1}\nleader: P2\nhands: {P2: [KH, 9C, 2D, 3D]}"
    )
    assert len(legal(s)) == 4  # no trump: any lead


def test_rounce_follow_suit() -> None:
    """RULES.md: "Recommended: following suit is compulsory." """
    s = scn(ALL_IN + "hands: {P2: [2D, AH, 7S]}\ntrick: [P1 5D]")
    assert legal(s) == {"2D"} and refused_by(s)["AH"] == "rounce.follow_suit"


def test_rounce_inherited() -> None:
    """RULES.md: "The hand size (5) and the pool/ramsed scoring are inherited from Rams." """
    s = scn(ALL_IN.replace("pool: 10", "pool: 20") + "tricks_won: {P1: 4, P2: 1}")
    assert net(s) == {"P0": -5, "P1": 16, "P2": 4, "P3": -5, "pool": 10}


def test_rounce_lead_trick_two() -> None:
    """RULES.md: "The trump-lead duty applies only to the lead of trick 2." """
    first = declare_all(deal(), "stand", "stand", "stand", "stand")
    assert first.phase == "play" and len(legal(first)) == 5  # the opening lead is free
    s = scn(
        BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
        "tricks_won: {P2: 2}\nleader: P2\nhands: {P2: [4S, KH, 9C]}"
    )
    assert legal(s) == {"4S", "KH", "9C"}


# ---- Rams' rules, kept --------------------------------------------------------------------------
def test_rounce_counters() -> None:
    """Rams (000): "Equal numbers of counters" — everyone starts with 50."""
    s = deal(dealer=1)
    assert s.counters[0] == s.counters[2] == 50


def test_rounce_ante() -> None:
    """Rams (002): "Each successive dealer puts up five counters"."""
    s = deal(dealer=2)
    assert s.pool == 5 and s.counters[2] == 45


def test_rounce_dealer_adds() -> None:
    """Rams (002): "the dealer must add five"."""
    assert deal(pool=20).pool == 25


def test_rounce_deal() -> None:
    """Rams (002): "two the first round and three the next" — the widow three and three."""
    deck = list(range(52))
    random.Random(4).shuffle(deck)
    s = G.new_deal(players=3, dealer=0, seed=4)
    assert s.hands[1] >> deck[0] & 1 and s.hands[1] >> deck[1] & 1
    assert all(s.widow >> deck[i] & 1 for i in (4, 5, 6))


def test_rounce_widow_dealt() -> None:
    """Rams (002): the widow's cards come "just before dealing to himself in each round"."""
    deck = list(range(52))
    random.Random(4).shuffle(deck)
    s = G.new_deal(players=3, dealer=0, seed=4)
    assert s.hands[0] >> deck[7] & 1 and s.widow.bit_count() == 6


def test_rounce_trump_turned() -> None:
    """Rams (002): "the next card is turned up for the trump"."""
    s = deal()
    assert s.trump == CARDS[s.turn_card].suit and not any(h >> s.turn_card & 1 for h in s.hands)


def test_rounce_declare() -> None:
    """Rams (002): "Each player in turn, beginning with the eldest hand, may either play or
    pass"."""
    s = deal(dealer=3)
    assert s.to_move == 0 and G.apply(s, PASS).to_move == 1


def test_rounce_pass_out() -> None:
    """Rams (002): a player who passes "takes no further part in that deal"."""
    s = declare_all(deal(), "pass", "stand", "stand", "stand")
    assert 1 not in s.active


def test_rounce_undertaking() -> None:
    """Rams (002): "take at least one trick, or forfeit five counters"."""
    s = scn(ALL_IN + "tricks_won: {P1: 5}")
    assert net(s)["P2"] == -5 and "rounce.ramsed" in rules_cited(s)


def test_rounce_widow_once() -> None:
    """Rams (002): "If any player takes the widow, those following him must play the hand dealt
    them or pass out." """
    s = G.apply(declare_all(deal(), "widow"), G.legal_actions(declare_all(deal(), "widow"))[0])
    assert "widow" not in legal(s) and refused_by(s)["widow"] == "rounce.widow_once"


def test_rounce_widow_dead() -> None:
    """Rams (002): "his original hand is dead, and must not be seen by any player"."""
    s = deal()
    own = s.hands[1]
    s = G.apply(s, WIDOW)
    assert s.discards & own == own and G.view(s, 2).discards == 0
    # the dealer who took it and discarded, still to stand or rob, may not take it again: his
    # own hand is dead (widow_once's "those following him" are the others)
    s = declare_all(deal(), "stand", "pass", "pass", "widow")
    s = G.apply(s, G.legal_actions(s)[0])
    assert s.to_move == s.dealer == 0 and refused_by(s)["widow"] == "rounce.widow_dead"


def test_rounce_eldest_plays() -> None:
    """Rams (002): "In some clubs the eldest hand is obliged to play"."""
    s = deal(eldest_plays=True)
    assert refused_by(s)["pass"] == "rounce.eldest_plays"


def test_rounce_pone() -> None:
    """Rams (002): "If he declines to play, he must pay the dealer five counters, and the pool
    remains." """
    s = declare_all(deal(), "pass", "pass", "pass")
    assert s.result == "pone_paid" and net(s)["P3"] == -5 and rules_cited(s) == {"rounce.pone"}


def test_rounce_dealer_must_play() -> None:
    """Rams (002): "The dealer must play if he is opposed by only one player"."""
    s = declare_all(deal(), "pass", "stand", "pass")
    assert refused_by(s)["pass"] == "rounce.dealer_must_play"


def test_rounce_rob() -> None:
    """Rams (002): "If he plays, he may discard and take up the trump card." """
    s = declare_all(deal(), "stand", "stand", "stand")
    robs = [a for a in G.legal_actions(s) if a.kind == "rob"]
    assert len(robs) == 5
    after = G.apply(s, robs[-1])
    assert after.hands[0] >> s.turn_card & 1 and after.robbed


def test_rounce_rob_dealer_only() -> None:
    """Rams (002): "No other player may rob the trump." """
    assert refused_by(deal())["rob"] == "rounce.rob_dealer_only"


def test_rounce_eldest_leads() -> None:
    """Rams (002): "The eldest hand of those who have declared to play begins by leading any card
    he pleases." Rams' statement began "Otherwise ...", after its general rams, which Rounce has
    not: Rounce's says whose lead it is and that it is free, and a lead to it cites it."""
    s = declare_all(deal(), "pass", "stand", "stand", "stand")
    assert s.leader == 2 == s.to_move
    said = RULES["rounce.eldest_leads"].statement
    assert not said.startswith("Otherwise") and "first trick" in said and "any card" in said
    (card, *_) = G.legal_actions(s)
    assert [g.rule.id for g in G.grounds(s, card)] == ["rounce.eldest_leads"]


def test_rounce_trick_winner() -> None:
    """Rams (000): "won by the highest trump in it, or ... the highest card ... of the suit
    led"."""
    s = scn(ALL_IN + "hands: {P0: [2S, 9D]}\ntrick: [P1 9C, P2 AC, P3 8H]")
    s = G.apply(s, Action("play", c("2S")))
    assert s.history[-1][1] == 0


def test_rounce_winner_leads() -> None:
    """Rams (002): "The winner of the trick leads for the next trick"."""
    s = scn(ALL_IN + "hands: {P0: [2S, 9D]}\ntrick: [P1 9C, P2 AC, P3 8H]")
    assert G.apply(s, Action("play", c("9D"))).to_move == 2


def test_rounce_fifths() -> None:
    """Rams (002): "one-fifth of the contents of the pool for every trick"."""
    s = scn(ALL_IN.replace("pool: 10", "pool: 25") + "tricks_won: {P1: 2, P2: 2, P3: 1}")
    assert net(s)["P1"] == 10 and net(s)["P3"] == 5 and "rounce.fifths" in rules_cited(s)


def test_rounce_ramsed() -> None:
    """Rams (002): "he is ramsed, and forfeits five counters to form the next pool"."""
    s = scn(ALL_IN + "tricks_won: {P1: 5}")
    assert net(s)["pool"] == 15


def test_rounce_several_ramsed() -> None:
    """Rams (002): "if the player whose turn it will be to deal next is ramsed, he will have to
    put up ten"."""
    s = scn(ALL_IN + "tricks_won: {P2: 5}")
    before = s.counters[1]
    assert before - G.next_deal(s, seed=1).counters[1] == 10


def test_rounce_defender() -> None:
    """RULES.md (Rams): the dealer forced to play is an ordinary player."""
    s = scn(
        BASE + "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\n"
        "tricks_won: {P1: 3, P0: 2}"
    )
    assert net(s)["P0"] == 4


def test_rounce_loo_defence() -> None:
    """Rams' ``loo_defence``: "he neither collects nor pays any counters"."""
    s = scn(
        BASE + "options: {loo_defence: true}\n"
        "declarations: {P1: stand, P2: pass, P3: pass, P0: stand}\n"
        "tricks_won: {P1: 3, P0: 2}"
    )
    assert net(s)["P0"] == 0 and net(s)["P1"] == 6


def test_rounce_penalty() -> None:
    """Rams (002): "to win nothing on the deal, and to forfeit five counters" — not for refusing
    to head or trump, which Rounce does not ask."""
    s = scn(ALL_IN + "tricks_won: {P1: 5}\nirregularity: {out_of_turn: P1}")
    assert net(s)["P1"] == -5 and "rounce.penalty" in rules_cited(s)
    with pytest.raises(ScenarioError, match="irregularity"):
        scn(ALL_IN + "irregularity: {refused_to_head: P1}")


# ---- search and properties ----------------------------------------------------------------------
def test_monte_carlo_plays_a_whole_deal() -> None:
    s = G.new_deal(players=5, seed=8, pool=10)
    bot = MonteCarloBot(seed=1, budget_ms=5)
    settles(G, played_out(G, s, lambda s, seat: bot.choose(G, s, seat)))


def test_every_rounce_rule_has_its_test() -> None:
    assert not untested(RULES, __name__)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(3, 9),
    pick=st.randoms(use_true_random=False),
)
def test_random_deals_conserve_cards_and_counters(seed: int, players: int, pick: Any) -> None:
    s = G.new_deal(players=players, dealer=seed % players, seed=seed)
    every = G.cards_in_play(s)
    while not G.is_over(s):
        s = G.apply(s, pick.choice(G.legal_actions(s)))
        assert G.cards_in_play(s) == every
        if s.phase == "play":
            assert all(s.hands[p].bit_count() <= 5 for p in s.active)
    settles(G, s)


def test_rounce_from_hand() -> None:
    """Rams (002): "He may play with the hand originally dealt him"."""
    s = declare_all(deal(), "stand", "stand", "stand")
    absent = next(c for c in CARDS if not s.hands[0] >> c & 1)
    reason = refused_not_held(G, s, Action("rob", absent), "rounce.from_hand")
    assert reason == f"P0 does not hold {absent.pretty}"


def test_rounce_own_moves() -> None:
    """002: "This is an American corruption of Rams." Spoil Five's jink is no move of it."""
    assert refused_as_foreign(G, "jink") == "jink is not an action in Rounce"
