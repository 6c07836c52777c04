"""One test per Five-card Loo rule, named after the rule id (``five_card_loo.pam_civil`` →
``test_five_card_loo_pam_civil``), each quoting the sentence it checks; scenario errors; and
hypothesis properties of random deals.
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
from engine.games.pool.five_card_loo import FIVE_CARD_LOO, RULES
from engine.scenario import ScenarioError

G = FIVE_CARD_LOO
# the position readers every rule test of the family uses (tests/engine/rule_positions.py)
P = Positions(G)
scn, legal, refused_by, net = P.scn, P.legal, P.refused_by, P.net
c = Card.parse
STAND, PASS = Action("stand"), Action("pass")

BASE = """
game: five_card_loo
players: 4
trump: H
"""
IN = BASE + "declarations: {P1: stand, P2: stand, P3: pass, P0: stand}\n"
PLAYING = IN + "exchanged: {P1: 0, P2: 1, P0: 2}\n"


# ---- Five-card Loo's own rules ------------------------------------------------------------------
def test_five_card_loo_as_irish() -> None:
    """002: "This is Irish Loo with some additional variations." — five cards, exchanges."""
    s = G.new_deal(players=4, seed=4)
    assert all(h.bit_count() == 5 for h in s.hands) and s.widow == 0 and s.trump >= 0
    assert G.rule_for(s.opts, "deal").id == "five_card_loo.as_irish"


def test_five_card_loo_counters() -> None:
    """002: "Each red counter should be worth five white ones, and the players will require
    about fifty red counters each at starting." """
    assert G.units_per_counter == 5 and G.spec.start_counters == 250


def test_five_card_loo_ante() -> None:
    """002: "The dealer puts up five red counters." """
    s = G.new_deal(players=4, dealer=1, seed=9)
    assert s.pool == 25 and s.counters[1] == 250 - 25


def test_five_card_loo_flush() -> None:
    """002: "Any player holding a flush of five cards in any suit may immediately claim the
    pool" — as dealt, before anyone declares."""
    s = scn(BASE + "hands: {P2: [2D, 5D, 9D, JD, KD]}")
    assert G.is_over(s) and s.result == "flush" and s.flushes == (2,)
    exchanged_into = scn(PLAYING + "hands: {P2: [2C, 5C, 9C, QC, KC]}")
    assert exchanged_into.result == "flush"  # or once the exchanges have made one


def test_five_card_loo_flush_payment() -> None:
    """002: "every person at the table, whether playing or not, is supposed to be looed, and pays
    five red counters to the next pool." """
    s = scn(BASE + "hands: {P2: [2D, 5D, 9D, JD, KD]}")
    n = net(s)
    assert n["P2"] == 5 and n["P1"] == n["P3"] == n["P0"] == -5 and n["pool"] == 15
    passed = scn(PLAYING + "hands: {P2: [2C, 5C, 9C, QC, KC]}")
    assert net(passed)["P3"] == -5  # P3 passed, and pays all the same


def test_five_card_loo_flush_elder() -> None:
    """002: "If two players hold flushes, the elder hand wins, even if the younger hand holds a
    flush in trumps." """
    s = scn(BASE + "hands: {P1: [2D, 5D, 9D, JD, KD], P2: [2H, 5H, 9H, JH, KH]}")
    assert s.flushes == (1, 2) and net(s)["P1"] == 5


def test_five_card_loo_younger_flush() -> None:
    """RULES.md: "Whether a younger flush is looed is not stated." (default: it pays like everyone
    at the table; the option lets it off)"""
    two = "hands: {P1: [2D, 5D, 9D, JD, KD], P2: [2H, 5H, 9H, JH, KH]}"
    assert net(scn(BASE + two))["P2"] == -5
    assert net(scn(BASE + "options: {younger_flush_pays: false}\n" + two))["P2"] == 0


def test_five_card_loo_pam() -> None:
    """002: "Another variation is to make the club Jack, which is known as Pam, always the best
    trump." """
    s = scn(PLAYING + "hands: {P0: [JC, 3D, 4D, 5S, 6S]}\ntrick: [P1 KH, P2 AH]")
    assert legal(s) == {"JC"}  # Pam is a trump: he follows the trump lead with it, and heads it
    s = G.apply(s, Action.parse("JC"))
    assert s.history[-1][1] == 0 and last_trick(G, s)["rule"] == "five_card_loo.pam"
    plain = scn(
        PLAYING + "variant: no_pam\nhands: {P0: [JC, 3D, 4D, 5S, 6S]}\ntrick: [P1 KH, P2 AH]"
    )
    assert "JC" in legal(plain) and "3D" in legal(plain)  # no Pam: a plain jack, no heart held


def test_five_card_loo_pam_trump_only() -> None:
    """RULES.md: "Whether Pam counts as a club is not stated. Recommended: Pam is a trump only" """
    s = scn(PLAYING + "hands: {P2: [JC, 9C, 2D, 3D, 4D]}\ntrick: [P1 5C]")
    assert legal(s) == {"9C"} and refused_by(s)["JC"] == "five_card_loo.follow_suit"
    void = scn(PLAYING + "hands: {P2: [JC, 2D, 3D, 4D, 5S]}\ntrick: [P1 5C]")
    assert legal(void) == {"JC"}  # no club: he must trump, and Pam is his trump


def test_five_card_loo_pam_flush() -> None:
    """002: "Combined with four cards of any suit, this card will make a flush." """
    s = scn(BASE + "hands: {P3: [JC, 2S, 5S, 9S, KS]}")
    assert s.result == "flush" and s.flushes == (3,)
    plain = scn(BASE + "variant: no_pam\nhands: {P3: [JC, 2S, 5S, 9S, KS]}")
    assert plain.phase == "declare"


def test_five_card_loo_pam_civil() -> None:
    """002: "If any player leads the trump ace, the holder of Pam must pass the trick if he can do
    so without revoking." """
    s = scn(PLAYING + "hands: {P2: [JC, 7H, 9S, 2C, 3C]}\ntrick: [P1 AH]")
    assert legal(s) == {"7H"} and refused_by(s)["JC"] == "five_card_loo.pam_civil"
    only = scn(PLAYING + "hands: {P2: [JC, 9S, 2C, 3C, 4C]}\ntrick: [P1 AH]")
    assert legal(only) == {"JC"}  # Pam is his only trump: passing would be a revoke
    rude = scn(
        PLAYING + "options: {pam_civil: false}\nhands: {P2: [JC, 7H, 9S, 2C, 3C]}\ntrick: [P1 AH]"
    )
    assert legal(rude) == {"JC"}  # without the rule, heading the trick takes Pam


def test_five_card_loo_fifths() -> None:
    """RULES.md: "The share per trick is not stated; presumably one fifth." """
    s = scn(PLAYING.replace("players: 4", "players: 4\npool: 10") + "tricks_won: {P1: 3, P2: 2}")
    n = net(s)
    assert n["P1"] == 6 and n["P2"] == 4


def test_five_card_loo_looed() -> None:
    """RULES.md: "The loo penalty outside flushes is not stated; presumably 5 red." """
    s = scn(PLAYING + "tricks_won: {P1: 3, P2: 2}")
    assert net(s)["P0"] == -5
    assert G.settlement_json(s)["transfers"][-1]["rule"] == "five_card_loo.looed"


# ---- Irish Loo's rules, kept ----------------------------------------------------------------------
def test_five_card_loo_no_widow() -> None:
    """002: "no widow is dealt, and there is no distinction between simple and double pools." """
    s = scn(BASE)
    assert legal(s) == {"stand", "pass"} and refused_by(s)["widow"] == "five_card_loo.no_widow"


def test_five_card_loo_trump_turned() -> None:
    """002: "A trump is always turned up" """
    with pytest.raises(ScenarioError, match="field 'trump': a trump is always turned"):
        scn("game: five_card_loo\nplayers: 4")


def test_five_card_loo_declare() -> None:
    """002: "whether or not he will play, taking up the cards of those who decline to stand." """
    s = scn(BASE + "hands: {P1: [2C, 3C, 4D, 5D, 6S]}")
    s = G.apply(s, PASS)
    assert s.hands[1] == 0 and s.to_move == 2


def test_five_card_loo_dealer_declares() -> None:
    """002: "He then announces his own decision" """
    assert scn(BASE + "declarations: {P1: stand, P2: pass, P3: stand}").to_move == 0


def test_five_card_loo_dealer_must_play() -> None:
    """002: "If only one player stands ... the dealer ... must ... play" """
    s = scn(BASE + "declarations: {P1: pass, P2: pass, P3: stand}")
    assert legal(s) == {"stand"} and refused_by(s)["pass"] == "five_card_loo.dealer_must_play"


def test_five_card_loo_exchange() -> None:
    """002: "The usual question is simply: “How many?” ..." — none to all five."""
    s = scn(IN + "hands: {P1: [2C, 3C, 4D, 5D, 6S]}")
    assert s.phase == "exchange" and len(G.legal_actions(s)) == 32
    after = G.apply(s, Action.parse("exchange 5 2C 3C 4D 5D 6S"))
    assert after.hands[1].bit_count() == 5 and not after.hands[1] & s.hands[1]


def test_five_card_loo_exchange_final() -> None:
    """002: "The number first asked for cannot be amended or recalled." """
    s = scn(IN + "hands: {P1: [2C, 3C, 4D, 5D, 6S]}")
    with pytest.raises(IllegalAction) as e:
        G.apply(s, Action.parse("exchange 3 2C 3C"))
    assert e.value.refusals[0].rule.id == "five_card_loo.exchange_final"


def test_five_card_loo_replacements() -> None:
    """002: "The trump is laid aside, and the cards called for are dealt from the remainder of the
    pack, without further shuffling." """
    s = G.new_deal(players=8, seed=6)
    assert len(s.stock) == 52 - 40 - 1 and s.turn_card not in s.stock


def test_five_card_loo_double_leads() -> None:
    """RULES.md: "Recommended: apply them, since a trump is always known from the start." """
    s = scn(PLAYING + "hands: {P1: [2H, KS, 3D, 4D, 5D]}")
    assert legal(s) == {"2H"}


# ---- Three-card Loo's rules, kept -----------------------------------------------------------------
def test_five_card_loo_eldest_leads_trump() -> None:
    """002: "the eldest hand of those playing must lead a trump if he has one." """
    s = scn(PLAYING + "hands: {P1: [2H, KS, 3D, 4D, 5D]}")
    assert refused_by(s)["KS"] == "five_card_loo.eldest_leads_trump"


def test_five_card_loo_lead_trump_ace() -> None:
    """002: "If he has the ace of trumps he must lead that" """
    s = scn(PLAYING + "hands: {P1: [AH, 2H, KS, 3D, 4D]}")
    assert legal(s) == {"AH"} and refused_by(s)["2H"] == "five_card_loo.lead_trump_ace"


def test_five_card_loo_winner_leads_trump() -> None:
    """002: "the winner of the trick must lead a trump for the next trick if he has one." """
    s = scn(PLAYING + "tricks_won: {P2: 1}\nleader: P2\nhands: {P2: [3H, QD, 4C, 5C]}")
    assert legal(s) == {"3H"} and refused_by(s)["QD"] == "five_card_loo.winner_leads_trump"


def test_five_card_loo_follow_suit() -> None:
    """002: "the others must not only follow suit" """
    s = scn(PLAYING + "hands: {P2: [KS, 3S, AD, 2C, 3C]}\ntrick: [P1 QS]")
    assert refused_by(s)["AD"] == "five_card_loo.follow_suit"


def test_five_card_loo_head_the_trick() -> None:
    """002: "they shall play a better one than any already played." """
    s = scn(PLAYING + "hands: {P2: [KS, 3S, AD, 2C, 3C]}\ntrick: [P1 QS]")
    assert legal(s) == {"KS"} and refused_by(s)["3S"] == "five_card_loo.head_the_trick"


def test_five_card_loo_trump_or_overtrump() -> None:
    """002: "if he has none of the suit led he must trump or over-trump if he can" """
    s = scn(PLAYING + "hands: {P2: [2H, AD, 4C, 5C, 6C]}\ntrick: [P1 QS]")
    assert legal(s) == {"2H"} and refused_by(s)["AD"] == "five_card_loo.trump_or_overtrump"


def test_five_card_loo_trick_winner() -> None:
    """002: "If any trump has been played, the highest trump wins the trick." (no Pam)"""
    s = scn(PLAYING + "variant: no_pam\nhands: {P0: [2H, 3D, 4D, 5C, 6C]}\ntrick: [P1 QS, P2 KS]")
    s = G.apply(s, Action.parse("2H"))
    assert s.history[-1][1] == 0 and last_trick(G, s)["rule"] == "five_card_loo.trick_winner"


def test_five_card_loo_undertaking() -> None:
    """002: "If he takes the widow or stands, he must win at least one trick, or he is looed" """
    s = scn(PLAYING + "tricks_won: {P1: 5}")
    assert net(s)["P2"] == -5 and net(s)["P0"] == -5 and net(s)["P3"] == 0


def test_five_card_loo_unlimited() -> None:
    """002: "an amount equal to that in the current pool." """
    s = scn(
        PLAYING.replace("players: 4", "players: 4\npool: 20") + "options: {unlimited: true}\n"
        "tricks_won: {P1: 5}"
    )
    assert net(s)["P2"] == -20


def test_five_card_loo_dealer_takes_pool() -> None:
    """000: "If all but the dealer drop out, he takes the pool." """
    s = scn(BASE + "declarations: {P1: pass, P2: pass, P3: pass}")
    assert s.result == "dealer_takes" and net(s)["P0"] == 5


def test_five_card_loo_revoke() -> None:
    """002: "the pool is divided as equally as possible among those who declared to play" """
    s = scn(PLAYING.replace("players: 4", "players: 4\npool: 10") + "irregularity: {revoke: P1}")
    assert net(s)["P2"] == 5 and net(s)["P0"] == 5


def test_five_card_loo_revoke_forfeit() -> None:
    """002: "must pay a forfeit of six red counters to the next pool." """
    s = scn(PLAYING + "irregularity: {revoke: P1}")
    assert net(s)["P1"] == -6


# ---- scenarios ------------------------------------------------------------------------------------
def test_scenario_errors_name_their_field() -> None:
    with pytest.raises(ScenarioError, match=r"field 'hands.P1': expected at most 5 cards"):
        scn(BASE + "hands: {P1: [2C, 3C, 4C, 5C, 6C, 7C]}")
    with pytest.raises(ScenarioError, match=r"field 'trick': P2 holds a flush, which takes"):
        scn(BASE + "hands: {P2: [2D, 5D, 9D, JD, KD]}\ntrick: [P1 QS]")
    with pytest.raises(ScenarioError, match=r"irregularity': expected one of \{revoke"):
        scn(PLAYING + "irregularity: {dealer_turned_trump: true}")


def test_every_five_card_loo_rule_has_its_test() -> None:
    assert not untested(RULES, __name__)


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(3, 8),
    variant=st.sampled_from(["foster1897", "no_pam"]),
    pick=st.randoms(use_true_random=False),
)
def test_random_deals_keep_five_cards_and_conserve_counters(
    seed: int, players: int, variant: str, pick: Any
) -> None:
    s = G.new_deal(players=players, dealer=seed % players, seed=seed, variant=variant)
    while not G.is_over(s):
        if s.phase == "play":
            for i in s.active:
                played = sum(1 for plays, _ in s.history for p, _ in plays if p == i)
                played += sum(1 for p, _ in s.trick if p == i)
                assert s.hands[i].bit_count() + played == 5
        s = G.apply(s, pick.choice(G.legal_actions(s)))
    if s.result == "flush":  # the whole table pays five red against a flush
        st_ = G.settlement(s)
        assert st_ is not None and len(st_.transfers) >= players - len(s.flushes)
    settles(G, s)


def test_five_card_loo_from_hand() -> None:
    """Irish Loo's (002): "exchange any of the cards originally dealt them"."""
    s = scn(IN + "hands: {P1: [2S, KH, 3D, 4C, 5C]}")
    reason = refused_not_held(G, s, Action.parse("exchange 1 9C"), "five_card_loo.from_hand")
    assert reason == "P1 does not hold 9♣"


def test_five_card_loo_own_moves() -> None:
    """002: "This is Irish Loo with some additional variations." Sixty-Six's close is none of them."""
    assert refused_as_foreign(G, "close") == "close is not an action in Five-card Loo"
