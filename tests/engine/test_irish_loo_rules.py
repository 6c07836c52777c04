"""One test per Irish Loo rule, named after the rule id (``irish_loo.exchange`` →
``test_irish_loo_exchange``), each quoting the seed sentence it checks; scenario errors; and
hypothesis properties of random deals.

Positions are scenarios (docs/scenarios.md), drawn as a table would look.
"""

from __future__ import annotations

from typing import Any

import pytest
from foreign_move import refused_as_foreign
from hypothesis import given, settings
from hypothesis import strategies as st
from narrow import last_trick
from not_held import refused_not_held
from rule_positions import Positions, settles, untested

from engine.cards import Card
from engine.game import Action, IllegalAction
from engine.games.pool.irish_loo import IRISH_LOO, RULES
from engine.scenario import ScenarioError

G = IRISH_LOO
# the position readers every rule test of the family uses (tests/engine/rule_positions.py)
P = Positions(G)
scn, legal, refused_by, net = P.scn, P.legal, P.refused_by, P.net
c = Card.parse
STAND, PASS = Action("stand"), Action("pass")

BASE = """
game: irish_loo
players: 4
trump: S
"""
# everyone has said whether he plays: P1, P2 and the dealer are in
IN = BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
# ... and the exchanges are made: play begins
PLAYING = IN + "exchanged: {P1: 0, P2: 1, P0: 2}\n"


# ---- Irish Loo's own rules ----------------------------------------------------------------------
def test_irish_loo_no_widow() -> None:
    """002: "In this variation, no widow is dealt, and there is no distinction between simple
    and double pools." """
    for pool in (0, 9):
        s = G.new_deal(players=5, seed=3, pool=pool)
        assert s.widow == 0 and s.double and s.phase == "declare"
    s = scn(BASE)
    assert legal(s) == {"stand", "pass"} and refused_by(s)["widow"] == "irish_loo.no_widow"
    with pytest.raises(ScenarioError, match="unknown field"):
        scn(BASE + "widow: [2C, 3C, 4C]")


def test_irish_loo_trump_turned() -> None:
    """002: "A trump is always turned up" """
    s = G.new_deal(players=4, seed=11)
    assert s.trump >= 0 and Card(s.turn_card).suit == s.trump
    with pytest.raises(ScenarioError, match="field 'trump': a trump is always turned"):
        scn("game: irish_loo\nplayers: 4")


def test_irish_loo_declare() -> None:
    """002: "the dealer asks each in turn, beginning on his left, whether or not he will play,
    taking up the cards of those who decline to stand." """
    s = G.new_deal(players=4, dealer=0, seed=5)
    assert s.to_move == 1
    hand = s.hands[1]
    s = G.apply(s, PASS)
    assert s.hands[1] == 0 and s.discards == hand and s.to_move == 2


def test_irish_loo_dealer_declares() -> None:
    """002: "He then announces his own decision" — the dealer last."""
    s = scn(BASE + "declarations: {P1: stand, P2: stand, P3: pass}")
    assert s.to_move == 0 and s.phase == "declare"


def test_irish_loo_dealer_must_play() -> None:
    """002: "If only one player stands, and he has not taken the widow, the dealer, if he will not
    play for himself, must take the widow ..." — with no widow, he plays for himself."""
    s = scn(BASE + "declarations: {P1: stand, P2: pass, P3: pass}")
    assert legal(s) == {"stand"} and refused_by(s)["pass"] == "irish_loo.dealer_must_play"


def test_irish_loo_exchange() -> None:
    """002: "The usual question is simply: “How many?” and the player names the number of cards
    he wishes to exchange, if any; at the same time discarding others in their places." """
    s = scn(IN + "hands: {P1: [2S, KH, 3D]}")
    assert s.phase == "exchange" and s.to_move == 1
    assert len(G.legal_actions(s)) == 8  # none, any one, any two, all three
    assert "exchange 0" in legal(s) and "exchange 2 3D KH" in legal(s)
    after = G.apply(s, Action.parse("exchange 2 KH 3D"))
    assert after.hands[1] >> c("2S") & 1 and after.hands[1].bit_count() == 3
    assert after.discards == 1 << c("KH") | 1 << c("3D") and after.to_move == 2


def test_irish_loo_exchange_final() -> None:
    """002: "The number first asked for cannot be amended or recalled." """
    s = scn(IN + "hands: {P1: [2S, KH, 3D]}")
    with pytest.raises(IllegalAction) as e:
        G.apply(s, Action.parse("exchange 2 KH"))
    assert e.value.refusals[0].rule.id == "irish_loo.exchange_final"
    after = G.apply(s, Action.parse("exchange 1 KH"))
    assert after.exchanged[1] == 1 and after.to_move == 2  # asked once: his turn is over


def test_irish_loo_replacements() -> None:
    """002: "The trump is laid aside, and the cards called for are dealt from the remainder of
    the pack, without further shuffling." """
    s = G.new_deal(players=3, seed=8)
    assert s.turn_card not in s.stock and len(s.stock) == 52 - 9 - 1
    while s.phase == "declare":
        s = G.apply(s, STAND)
    top = s.stock[:2]
    discard = [Card(x) for x in range(52) if s.hands[s.to_move] >> x & 1][:2]
    seat = s.to_move
    after = G.apply(s, Action("exchange", number=2, cards=tuple(discard)))
    assert all(after.hands[seat] >> x & 1 for x in top) and after.stock == s.stock[2:]
    short = s._replace(stock=s.stock[:1])
    assert {r.rule.id for r in G.refusals(short)} == {"irish_loo.replacements"}
    assert max(a.number or 0 for a in G.legal_actions(short)) == 1


def test_irish_loo_as_three_card() -> None:
    """002: "In all other respects, the game is Three-card Loo." — three cards each, thirds."""
    s = G.new_deal(players=6, seed=2)
    assert all(h.bit_count() == 3 for h in s.hands) and G.spec.shares == 3
    assert G.rule_for(s.opts, "deal").id == "irish_loo.as_three_card"


def test_irish_loo_double_leads() -> None:
    """RULES.md: "Recommended: apply them, since a trump is always known from the start." """
    s = scn(PLAYING + "hands: {P1: [2S, KH, 3D]}")
    assert legal(s) == {"2S"}
    off = scn(PLAYING + "options: {lead_duties: false}\nhands: {P1: [2S, KH, 3D]}")
    assert legal(off) == {"2S", "KH", "3D"}


# ---- Three-card Loo's rules, kept -------------------------------------------------------------
def test_irish_loo_ante() -> None:
    """002: "Each successive dealer places three red counters in the pool." """
    s = G.new_deal(players=4, dealer=2, seed=1)
    assert s.pool == 9 and s.counters[2] == 60 - 9


def test_irish_loo_counters() -> None:
    """002: "Each player should begin with 18 red and 6 white, which is equal to 20 reds." """
    assert G.spec.start_counters == 60 and G.units_per_counter == 3


def test_irish_loo_eldest_leads_trump() -> None:
    """002: "In all double pools, the eldest hand of those playing must lead a trump if he has
    one." """
    s = scn(PLAYING + "hands: {P1: [2S, KH, 3D]}")
    assert refused_by(s)["KH"] == "irish_loo.eldest_leads_trump"


def test_irish_loo_lead_trump_ace() -> None:
    """002: "If he has the ace of trumps he must lead that; or if he has the King and the ace is
    turned up." """
    s = scn(PLAYING + "hands: {P1: [AS, 2S, KH]}")
    assert legal(s) == {"AS"} and refused_by(s)["2S"] == "irish_loo.lead_trump_ace"
    k = scn(PLAYING.replace("trump: S", "turn_card: AS") + "hands: {P1: [KS, 2S, KH]}")
    assert legal(k) == {"KS"}


def test_irish_loo_lead_higher_trump() -> None:
    """002: "The old rule was that a player must lead the higher of two trumps, but this is
    obsolete." (an option)"""
    s = scn(PLAYING + "options: {lead_higher_trump: true}\nhands: {P1: [2S, 5S, KH]}")
    assert legal(s) == {"5S"} and refused_by(s)["2S"] == "irish_loo.lead_higher_trump"


def test_irish_loo_winner_leads_trump() -> None:
    """002: "In any case, the winner of the trick must lead a trump for the next trick if he has
    one." """
    s = scn(PLAYING + "tricks_won: {P2: 1}\nleader: P2\nhands: {P2: [3S, QD]}")
    assert legal(s) == {"3S"} and refused_by(s)["QD"] == "irish_loo.winner_leads_trump"


def test_irish_loo_follow_suit() -> None:
    """002: "the others must not only follow suit, but must head the trick if they can." """
    s = scn(PLAYING + "hands: {P2: [KH, 3H, AD]}\ntrick: [P1 QH]")
    assert refused_by(s)["AD"] == "irish_loo.follow_suit"


def test_irish_loo_head_the_trick() -> None:
    """002: "they shall play a better one than any already played." """
    s = scn(PLAYING + "hands: {P2: [KH, 3H, AD]}\ntrick: [P1 QH]")
    assert legal(s) == {"KH"} and refused_by(s)["3H"] == "irish_loo.head_the_trick"


def test_irish_loo_trump_or_overtrump() -> None:
    """002: "if he has none of the suit led he must trump or over-trump if he can; but he need
    not under-trump a trick already trumped." """
    s = scn(PLAYING + "hands: {P2: [2S, AD, 4C]}\ntrick: [P1 QH]")
    assert legal(s) == {"2S"} and refused_by(s)["AD"] == "irish_loo.trump_or_overtrump"
    under = scn(PLAYING + "hands: {P0: [2S, AD, 4C]}\ntrick: [P1 QH, P2 5S]")
    assert legal(under) == {"2S", "AD", "4C"}  # only an under-trump: no duty


def test_irish_loo_trick_winner() -> None:
    """002: "If any trump has been played, the highest trump wins the trick." """
    s = scn(PLAYING + "hands: {P0: [2S, AD, 4C]}\ntrick: [P1 QH, P2 KH]")
    s = G.apply(s, Action.parse("2S"))
    assert s.history[-1][1] == 0 and last_trick(G, s)["rule"] == "irish_loo.trick_winner"


def test_irish_loo_thirds() -> None:
    """002: "the winner of each is entitled to one-third of the contents of the pool." """
    s = scn(PLAYING.replace("players: 4", "players: 4\npool: 6") + "tricks_won: {P1: 2, P2: 1}")
    n = net(s)
    assert n["P1"] == 4 and n["P2"] == 2


def test_irish_loo_undertaking() -> None:
    """002: "If he takes the widow or stands, he must win at least one trick, or he is looed,
    and will forfeit three red counters to the next pool." """
    s = scn(PLAYING + "tricks_won: {P1: 2, P2: 1}")
    assert net(s)["P0"] == -3
    assert G.settlement_json(s)["transfers"][-1]["rule"] == "irish_loo.undertaking"


def test_irish_loo_limited() -> None:
    """002: "In Limited Loo the penalty is always three or six red counters." """
    s = scn(PLAYING.replace("players: 4", "players: 4\npool: 30") + "tricks_won: {P1: 3}")
    assert net(s)["P2"] == -3 and net(s)["P0"] == -3


def test_irish_loo_unlimited() -> None:
    """002: "any player failing in his undertaking must put up for the next pool an amount equal
    to that in the current pool." """
    s = scn(
        PLAYING.replace("players: 4", "players: 4\npool: 30")
        + "options: {unlimited: true}\ntricks_won: {P1: 3}"
    )
    assert net(s)["P2"] == -30


def test_irish_loo_flush() -> None:
    """002: "If any player in a double pool holds three trumps, whether dealt him or found in the
    widow, he must announce it as soon as all have declared" — here once the exchanges are made."""
    s = scn(PLAYING + "hands: {P2: [2S, 7S, 9S]}")
    assert s.result == "flush" and s.flushes == (2,)
    asking = scn(IN + "hands: {P2: [2S, 7S, 9S]}")
    assert asking.phase == "exchange"  # not before: an exchange may still make or break one


def test_irish_loo_flush_elder() -> None:
    """002: "If two players hold a flush in trumps, the elder hand wins, whether his trumps are
    better or not; but the younger hand, holding another flush, is not looed." """
    s = scn(PLAYING + "hands: {P2: [2S, 7S, 9S], P0: [AS, KS, QS]}")
    assert s.flushes == (2, 0) and net(s)["P0"] == 0 and net(s)["P2"] == 3


def test_irish_loo_flush_payment() -> None:
    """002: "each of those who are “in” being looed three red counters." """
    s = scn(PLAYING + "hands: {P2: [2S, 7S, 9S]}")
    n = net(s)
    assert n["P1"] == -3 and n["P0"] == -3 and n["P3"] == 0


def test_irish_loo_dealer_takes_pool() -> None:
    """000: "If all but the dealer drop out, he takes the pool." """
    s = scn(BASE + "declarations: {P1: pass, P2: pass, P3: pass}")
    assert s.result == "dealer_takes" and net(s)["P0"] == 3
    # a move after it is refused by this rule, not by "one-third of the contents of the pool"
    # for tricks nobody played
    (r,) = G.explain(s, Action("stand"))
    assert (r.rule.id, r.reason) == ("irish_loo.dealer_takes_pool", "the deal is over")


def test_irish_loo_revoke() -> None:
    """002: "the pool is divided as equally as possible among those who declared to play, with
    the exception of the offender." """
    s = scn(PLAYING.replace("players: 4", "players: 4\npool: 6") + "irregularity: {revoke: P2}")
    assert s.result == "revoke" and net(s)["P1"] == 3 and net(s)["P0"] == 3


def test_irish_loo_revoke_forfeit() -> None:
    """002: "must pay a forfeit of six red counters to the next pool." """
    s = scn(PLAYING + "irregularity: {revoke: P2}")
    assert net(s)["P2"] == -6


# ---- scenarios ----------------------------------------------------------------------------------
def test_scenario_errors_name_their_field() -> None:
    with pytest.raises(
        ScenarioError, match=r"field 'declarations.P1': expected one of stand, pass"
    ):
        scn(BASE + "declarations: {P1: widow}")
    with pytest.raises(ScenarioError, match=r"field 'exchanged.P3': P3 is not playing"):
        scn(IN + "exchanged: {P3: 1}")
    with pytest.raises(ScenarioError, match=r"field 'exchanged.P1': expected a number of cards"):
        scn(IN + "exchanged: {P1: 4}")
    with pytest.raises(ScenarioError, match=r"field 'exchanged.P2': P1 is asked before P2"):
        scn(IN + "exchanged: {P2: 1}")
    with pytest.raises(ScenarioError, match=r"field 'trick': no trick is played before"):
        scn(BASE + "trick: [P1 QH]")
    with pytest.raises(ScenarioError, match=r"field 'trick\[1\]': P2 may not play A♦"):
        scn(PLAYING + "hands: {P2: [KH, 3H]}\ntrick: [P1 QH, P2 AD]")


def test_exchange_answer_and_action_text_round_trip() -> None:
    s = scn(IN + "hands: {P1: [2S, KH, 3D]}")
    for a in G.legal_actions(s):
        assert Action.parse(str(a)) == a
    assert G.render(s).startswith("Irish Loo — pool of 3")


# ---- meta and properties -------------------------------------------------------------------------
def test_every_irish_loo_rule_has_its_test() -> None:
    assert not untested(RULES, __name__)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(3, 8),
    pick=st.randoms(use_true_random=False),
)
def test_random_deals_conserve_cards_and_counters(seed: int, players: int, pick: Any) -> None:
    s = G.new_deal(players=players, dealer=seed % players, seed=seed)
    while not G.is_over(s):
        played = {x for plays, _ in s.history for _, x in plays} | {x for _, x in s.trick}
        held = [x for h in s.hands for x in range(52) if h >> x & 1]
        assert len(held) == len(set(held)) and not set(held) & played
        assert all(
            h.bit_count() in (0, 3 - len(s.history) - (1 if any(p == i for p, _ in s.trick) else 0))
            for i, h in enumerate(s.hands)
            if s.phase == "play" and i in s.active
        )
        s = G.apply(s, pick.choice(G.legal_actions(s)))
    settles(G, s)


def test_irish_loo_from_hand() -> None:
    """002: a player exchanges "any of the cards originally dealt them", and plays his own."""
    s = scn(IN + "hands: {P1: [2S, KH, 3D]}")
    reason = refused_not_held(G, s, Action.parse("exchange 2 KH 9C"), "irish_loo.from_hand")
    assert reason == "P1 does not hold 9♣"
    s = G.apply(s, Action.parse("exchange 0"))
    s = G.apply(s, Action.parse("exchange 0"))
    s = G.apply(s, Action.parse("exchange 0"))
    assert s.phase == "play" and s.to_move == 1
    assert (
        refused_not_held(G, s, Action.parse("9C"), "irish_loo.from_hand") == "P1 does not hold 9♣"
    )


@pytest.mark.parametrize("gid", ["irish_loo", "five_card_loo"])
def test_no_rule_statement_speaks_of_a_widow_or_a_double(gid: str) -> None:
    """Irish and Five-card Loo have 'no widow ... no distinction between simple and double
    pools' (seed 002): the statements they take from Three-card Loo (the Rules page, a refused
    lead) said 'In a double the eldest hand ...' and 'Standing or taking the widow is a
    promise'. Only the rules that say there is none, or that the double-pool leading applies,
    name them."""
    from engine.game import REGISTRY

    naming = {"no_widow", "dealer_must_play", "double_leads", "as_three_card"}
    for rule in REGISTRY.get(gid).rules:
        if rule.id.split(".", 1)[1] in naming:
            continue
        words = rule.statement.lower()
        assert "widow" not in words and "double" not in words, (rule.id, rule.statement)


def test_irish_loo_own_moves() -> None:
    """002: "the dealer asks each in turn ... whether or not he will play": Rams' announcement is
    no move of Irish Loo's."""
    assert refused_as_foreign(G, "rams") == "rams is not an action in Irish Loo"
