"""One test per Loo rule, named after the rule id (``loo.head_the_trick`` →
``test_loo_head_the_trick``), each quoting the seed sentence it checks.

Positions are scenarios (docs/scenarios.md), drawn in the test as a table would look.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from typing import Any

import pytest
import yaml
from foreign_move import refused_as_foreign
from not_held import refused_not_held

from engine.cards import Card, Suit, card_list, count
from engine.game import Action, IllegalAction
from engine.games.loo import ANTE, LOO, RULES, STAND, START_COUNTERS, WIDOW
from engine.quiz import Question, settlement_answer
from engine.scenario import ScenarioError, from_dict

PASS, DEFEND = Action("pass"), Action("defend")


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def legal(state: Any) -> set[str]:
    return {a.card.code if a.card else a.kind for a in LOO.legal_actions(state)}


def refused_by(state: Any) -> dict[str, str]:
    return {
        (r.action.card.code if r.action.card else r.action.kind): r.rule.id
        for r in LOO.refusals(state)
    }


def net(state: Any) -> dict[str, Fraction]:
    q = Question("t", "settlement", "", from_dict({"game": "loo", "players": 3}, "t"))
    q.scenario.state = state
    return settlement_answer(q)


def c(code: str) -> Card:
    return Card.parse(code)


# ---- pools and the deal -----------------------------------------------------------------------
def test_loo_ante() -> None:
    """002: "Each successive dealer places three red counters in the pool." """
    s = LOO.new_deal(players=5, dealer=2, seed=1)
    assert s.pool == ANTE and s.counters[2] == START_COUNTERS - ANTE
    assert sum(s.counters) + s.pool == 5 * START_COUNTERS


def test_loo_counters() -> None:
    """002: "Each player should begin with 18 red and 6 white, which is equal to 20 reds." """
    assert START_COUNTERS == 18 * 3 + 6  # in white units, 3 white = 1 red
    # a pool of 13 white (4 1/3 red) pays 4 white a trick; the odd white stays in the pool
    s = scn("""
game: loo
players: 3
pool: 4 1/3
trump: S
declarations: {P1: stand, P2: stand, P0: stand}
tricks_won: {P1: 2, P2: 1}
""")
    n = net(s)
    assert n["P1"] == Fraction(8, 3) and n["P2"] == Fraction(4, 3)
    assert n["pool"] == Fraction(1, 3) + 3  # one odd white + P0 looed 3


def test_loo_simple_pool() -> None:
    """002: "In Simple Pools, no trump is turned, and no widow dealt." """
    s = LOO.new_deal(players=5, seed=7)
    assert not s.double and s.widow == 0 and s.trump == -1 and s.phase == "play"


def test_loo_double_pool() -> None:
    """002: "If there are more than three red counters in the pool, it is known as a double, and
    an extra hand must be dealt for the widow, and ... the next card in the pack is turned up"."""
    s = LOO.new_deal(players=5, seed=7, pool=9)
    assert s.double and count(s.widow) == 3 and s.trump == s.turn_card // 13
    assert s.phase == "declare" and s.to_move == 1


def test_loo_deal() -> None:
    """002: "The dealer gives cards to the widow just before helping himself in each round." """
    import random

    deck = list(range(52))
    random.Random(11).shuffle(deck)
    s = LOO.new_deal(players=4, dealer=0, seed=11, pool=9)
    # order per round: P1 P2 P3 widow P0
    assert {deck[3], deck[8], deck[13]} == set(card_list(s.widow))
    assert {deck[0], deck[5], deck[10]} == set(card_list(s.hands[1]))
    assert s.turn_card == deck[15]


# ---- declaring --------------------------------------------------------------------------------
DOUBLE = """
game: loo
players: 5
pool: 12
trump: H
"""


def test_loo_declare() -> None:
    """002: "The player may stand with the cards dealt him; or may take the widow in exchange; or
    may pass." """
    s = scn(DOUBLE)
    assert s.to_move == 1 and legal(s) == {"stand", "widow", "pass"}


def test_loo_undertaking() -> None:
    """002: "If he takes the widow or stands, he must win at least one trick, or he is looed" """
    s = scn(
        DOUBLE + "declarations: {P1: widow, P2: stand, P3: pass, P4: pass, P0: pass}\n"
        "tricks_won: {P1: 3}"
    )
    n = net(s)
    assert n["P2"] == -3 and n["P3"] == 0 and n["P1"] == 12


def test_loo_widow_once() -> None:
    """000: "each player in turn has a chance to take the widow, until somebody takes it" """
    s = scn(DOUBLE + "declarations: {P1: widow}")
    assert "widow" not in legal(s) and refused_by(s)["widow"] == "loo.widow_once"
    with pytest.raises(IllegalAction, match="already taken the widow"):
        LOO.apply(s, WIDOW)


def test_loo_widow_unopposed() -> None:
    """002: "If all pass but the player who has taken the widow, he wins the pool without
    playing, and the next deal must be a simple." """
    s = scn(DOUBLE + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass}")
    assert s.to_move == 0 and legal(s) == {"stand", "pass"}  # the dealer may let it go
    s = LOO.apply(s, PASS)
    assert s.result == "widow_unopposed" and net(s)["P2"] == 12
    nxt = LOO.next_deal(s, seed=1)
    assert not nxt.double


def test_loo_dealer_takes_pool() -> None:
    """000: "If all but the dealer drop out, he takes the pool." """
    s = scn(DOUBLE + "declarations: {P1: pass, P2: pass, P3: pass, P4: pass}")
    assert s.phase == "over" and s.result == "dealer_takes" and net(s)["P0"] == 12


def test_loo_dealer_must_play() -> None:
    """002: "If only one player stands, and he has not taken the widow, the dealer, if he will not
    play for himself, must take the widow and play to defend the pool." """
    s = scn(DOUBLE + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass}")
    assert legal(s) == {"stand", "defend"}
    assert refused_by(s)["pass"] == "loo.dealer_must_play"
    with pytest.raises(IllegalAction, match="must play for yourself or defend"):
        LOO.apply(s, PASS)


def test_loo_defend() -> None:
    """002: "the dealer, if he will not play for himself, must take the widow and play to defend
    the pool." A player other than the dealer may not defend: "only the dealer defends the
    pool" cited the dealer's duty to play against a lone stander (loo.dealer_must_play), which
    binds no one else, and under the lesson text's reading a quote that does not speak of
    defending ("the dealer is obliged to play, too"). Now the rule of who defends, in each
    book's words."""
    for reading, rule in (("", "loo.defend"), ("variant: lesson_000\n", "loo.lesson_000.defend")):
        for decl in ("", "declarations: {P1: stand}\n", "declarations: {P1: pass, P2: widow}\n"):
            s = scn(DOUBLE + reading + decl)
            assert s.to_move != s.dealer and "defend" not in legal(s)
            (r,) = [r for r in LOO.refusals(s) if r.action == DEFEND]
            assert (r.rule.id, r.reason) == (rule, "only the dealer defends the pool"), decl
            said = r.rule.statement.lower()
            assert "the dealer" in said and "defend" in said
            quote = r.rule.quote.lower()
            assert "defend the pool" in quote and ("the dealer" in quote or "he " in quote)
    assert RULES["loo.defend"].statement.startswith("Only the dealer defends the pool")
    # the dealer himself is refused it, or not, by his duty to play (loo.dealer_must_play)
    s = scn(DOUBLE + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass}")
    assert "defend" in legal(s) and refused_by(s)["pass"] == "loo.dealer_must_play"


def test_loo_defender() -> None:
    """002: "If he fails to take a trick, he is not looed; but the payment for any tricks he wins
    must be left in the pool" """
    base = DOUBLE + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
    won = scn(base + "tricks_won: {P0: 2, P2: 1}")
    n = net(won)
    assert n["P0"] == 0 and n["P2"] == 4 and n["pool"] == 8
    lost = scn(base + "tricks_won: {P2: 3}")
    assert net(lost)["P0"] == 0 and net(lost)["P2"] == 12


def test_loo_flush() -> None:
    """002: "If any player in a double pool holds three trumps, whether dealt him or found in the
    widow, he must announce it as soon as all have declared" """
    s = scn(
        DOUBLE + "declarations: {P1: stand, P2: widow, P3: pass, P4: pass, P0: stand}\n"
        "hands: {P2: [2H, 9H, QH]}"
    )
    assert s.phase == "over" and s.result == "flush" and s.flushes == (2,)


def test_loo_flush_elder() -> None:
    """002: "If two players hold a flush in trumps, the elder hand wins, whether his trumps are
    better or not; but the younger hand, holding another flush, is not looed." """
    s = scn(
        DOUBLE + "declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}\n"
        "hands: {P2: [2H, 3H, 4H], P3: [AH, KH, QH]}"
    )
    n = net(s)
    assert s.flushes == (2, 3) and n["P2"] == 12 and n["P3"] == 0 and n["P1"] == -3


def test_loo_flush_payment() -> None:
    """002: "claims the pool without playing, each of those who are "in" being looed three red
    counters." """
    s = scn(
        DOUBLE + "declarations: {P1: stand, P2: stand, P3: stand, P4: stand, P0: stand}\n"
        "hands: {P4: [2H, 3H, 4H]}"
    )
    n = net(s)
    assert [n[f"P{i}"] for i in range(5)] == [-3, -3, -3, -3, 12]
    assert n["pool"] == 12


# ---- leading ----------------------------------------------------------------------------------
def test_loo_simple_lead() -> None:
    """002: "The eldest hand leads any card he pleases" """
    s = LOO.new_deal(players=4, dealer=3, seed=5)
    assert s.to_move == 0 and len(legal(s)) == 3


def test_loo_eldest_leads_trump() -> None:
    """002: "In all double pools, the eldest hand of those playing must lead a trump if he has
    one." """
    s = scn(
        DOUBLE + "turn_card: 8H\ndeclarations: {P1: pass, P2: stand, P3: stand, P4: pass, "
        "P0: pass}\nhands: {P2: [3H, 7H, AS]}"
    )
    assert s.to_move == 2 and legal(s) == {"3H", "7H"}
    assert refused_by(s) == {"AS": "loo.eldest_leads_trump"}


def test_loo_lead_trump_ace() -> None:
    """002: "If he has the ace of trumps he must lead that; or if he has the King and the ace is
    turned up." """
    s = scn(
        DOUBLE + "declarations: {P1: stand, P2: stand, P3: pass, P4: pass, P0: pass}\n"
        "hands: {P1: [AH, 2H, KS]}"
    )
    assert legal(s) == {"AH"} and refused_by(s)["2H"] == "loo.lead_trump_ace"
    s = scn(
        DOUBLE + "turn_card: AH\ndeclarations: {P1: stand, P2: stand, P3: pass, P4: pass, "
        "P0: pass}\nhands: {P1: [KH, 2H, KS]}"
    )
    assert legal(s) == {"KH"}


def test_loo_lead_higher_trump() -> None:
    """002: "The old rule was that a player must lead the higher of two trumps, but this is
    obsolete." (off by default; the option brings it back)"""
    text = (
        DOUBLE + "turn_card: 8H\ndeclarations: {P1: stand, P2: stand, P3: pass, P4: pass, "
        "P0: pass}\nhands: {P1: [QH, 2H, KS]}"
    )
    assert legal(scn(text)) == {"QH", "2H"}
    assert legal(scn(text + "\noptions: {lead_higher_trump: true}")) == {"QH"}


def test_loo_lead_higher_trump_is_cited_for_its_refusal() -> None:
    """002: "The old rule was that a player must lead the higher of two trumps" — a card the old
    rule forbids is refused by that rule, not by the ace-or-king rule."""
    s = scn(
        DOUBLE + "turn_card: 8H\ndeclarations: {P1: stand, P2: stand, P3: pass, P4: pass, "
        "P0: pass}\nhands: {P1: [QH, 2H, KS]}\noptions: {lead_higher_trump: true}"
    )
    assert refused_by(s) == {"2H": "loo.lead_higher_trump", "KS": "loo.eldest_leads_trump"}
    (why,) = [r.reason for r in LOO.refusals(s) if r.action.card == c("2H")]
    assert "Q♥" in why and "highest" in why
    # with the ace in hand the ace rule decides, and cites itself
    s = scn(
        DOUBLE + "turn_card: 8H\ndeclarations: {P1: stand, P2: stand, P3: pass, P4: pass, "
        "P0: pass}\nhands: {P1: [AH, 2H, KS]}\noptions: {lead_higher_trump: true}"
    )
    assert refused_by(s)["2H"] == "loo.lead_trump_ace"


def test_loo_lead_trump_ace_reason_names_the_turned_ace() -> None:
    """002: "or if he has the King and the ace is turned up." The refusal says why the king."""
    s = scn(
        DOUBLE + "turn_card: AH\ndeclarations: {P1: stand, P2: stand, P3: pass, P4: pass, "
        "P0: pass}\nhands: {P1: [KH, 2H, KS]}"
    )
    (why,) = [r.reason for r in LOO.refusals(s) if r.action.card == c("2H")]
    assert "A♥" in why and "turned" in why and "K♥" in why


def test_loo_winner_leads_trump() -> None:
    """002: "In any case, the winner of the trick must lead a trump for the next trick if he has
    one." """
    # a simple: P3 could not follow, 9H turned, P3's 2H now a trump wins and must lead a trump
    s = scn("""
game: loo
players: 4
turn_card: 9H
trick: [P1 QS, P2 KS, P3 2H, P0 AS]
hands: {P3: [4H, 5C]}
""")
    assert s.to_move == 3 and legal(s) == {"4H"}
    assert refused_by(s) == {"5C": "loo.winner_leads_trump"}


# ---- following --------------------------------------------------------------------------------
HEAD = """
game: loo
players: 5
hands:
  P2: [KS, 3S, AD]
trick: [P1 QS]
"""


def test_loo_follow_suit() -> None:
    """002: "the others must not only follow suit, but must head the trick if they can." """
    assert refused_by(scn(HEAD))["AD"] == "loo.follow_suit"


def test_loo_head_the_trick() -> None:
    """002: "they shall play a better one than any already played." """
    s = scn(HEAD)
    assert legal(s) == {"KS"} and refused_by(s)["3S"] == "loo.head_the_trick"
    with pytest.raises(IllegalAction, match=r"you must head the trick: K♠ beats the Q♠"):
        LOO.apply(s, Action.parse("3S"))
    # cannot head: any card of the suit
    s = scn(HEAD.replace("KS, 3S", "JS, 3S"))
    assert legal(s) == {"JS", "3S"}


TRUMPED = """
game: loo
players: 5
pool: 12
trump: H
declarations: {P1: stand, P2: stand, P3: stand, P4: pass, P0: pass}
trick: [P1 QS, P2 9H]
hands:
  P3: [{hand}]
"""


def test_loo_trump_or_overtrump() -> None:
    """002: "if he has none of the suit led he must trump or over-trump if he can; but he need
    not under-trump a trick already trumped." """
    assert legal(scn(TRUMPED.replace("{hand}", "2H, 10H, 4D"))) == {"10H"}  # over-trump
    assert (
        refused_by(scn(TRUMPED.replace("{hand}", "2H, 10H, 4D")))["2H"] == "loo.trump_or_overtrump"
    )
    assert legal(scn(TRUMPED.replace("{hand}", "2H, 4D, 5C"))) == {
        "2H",
        "4D",
        "5C",
    }  # no under-trump
    s = scn(TRUMPED.replace("P2 9H", "P2 3S").replace("{hand}", "2H, 4D, 5C"))
    assert legal(s) == {"2H"}  # an untrumped trick: must trump


# ---- tricks and trumps ------------------------------------------------------------------------
def test_loo_trump_turn() -> None:
    """002: "if in any trick any player is unable to follow suit, as soon as the trick is complete
    the dealer turns up the top card on the remainder of the pack" """
    s = scn("game: loo\nplayers: 4\nturn_card: 9H\ntrick: [P1 QS, P2 KS, P3 2H]")
    assert s.trump == -1  # not yet: the trick is finished first
    s = LOO.apply(s._replace(hands=(c("AS").bit, 0, 0, 0)), Action.parse("AS"))
    assert s.trump == Suit.HEARTS and s.turned_after == 1


def test_loo_trick_winner() -> None:
    """002: "If any trump has been played, the highest trump wins the trick." """
    s = scn("game: loo\nplayers: 4\nturn_card: 9H\ntrick: [P1 QS, P2 KS, P3 2H, P0 AS]")
    assert s.history[-1][1] == 3  # the discarded 2H became a trump
    s = scn("game: loo\nplayers: 3\ntrick: [P1 QS, P2 KS, P0 3S]")
    assert s.history[-1][1] == 2 and s.trump == -1


# ---- settlement -------------------------------------------------------------------------------
def test_loo_thirds() -> None:
    """002: "the winner of each is entitled to one-third of the contents of the pool." """
    s = scn(
        DOUBLE + "declarations: {P1: stand, P2: pass, P3: stand, P4: widow, P0: stand}\n"
        "tricks_won: {P1: 1, P3: 1, P4: 1}"
    )
    n = net(s)
    assert n["P1"] == n["P3"] == n["P4"] == 4 and n["P0"] == -3 and n["pool"] == 3


def test_loo_looed_simple() -> None:
    """002: "Those who have not won a trick are looed, and must contribute three red counters each
    for the next pool." """
    s = scn("game: loo\nplayers: 4\ntricks_won: {P1: 2, P3: 1}")
    n = net(s)
    assert n["P0"] == n["P2"] == -3 and n["P1"] == 2 and n["P3"] == 1 and n["pool"] == 6
    nxt = LOO.next_deal(s, seed=3)
    assert nxt.double and nxt.pool == 9 * 3  # 6 red looed + the new dealer's 3


def test_loo_limited() -> None:
    """002: "In Limited Loo the penalty is always three or six red counters." """
    s = scn(
        DOUBLE.replace("pool: 12", "pool: 30") + "declarations: {P1: stand, P2: stand, "
        "P3: pass, P4: pass, P0: pass}\ntricks_won: {P1: 3}"
    )
    assert net(s)["P2"] == -3


def test_loo_unlimited() -> None:
    """002: "any player failing in his undertaking must put up for the next pool an amount equal
    to that in the current pool." """
    s = scn(
        DOUBLE.replace("pool: 12", "pool: 30") + "options: {unlimited: true}\n"
        "declarations: {P1: stand, P2: stand, P3: pass, P4: pass, P0: pass}\n"
        "tricks_won: {P1: 3}"
    )
    assert net(s)["P2"] == -30 and net(s)["pool"] == 30


# ---- seed 000's readings (variant lesson_000) -------------------------------------------------
def test_loo_lesson_000_deal() -> None:
    """000: "An extra hand is dealt just to left of the dealer. This is the widow." """
    import random

    deck = list(range(52))
    random.Random(4).shuffle(deck)
    s = LOO.new_deal(players=5, seed=4, variant="lesson_000")
    assert {deck[0], deck[6], deck[12]} == set(card_list(s.widow))  # widow first each round


def test_loo_lesson_000_widow_exchange() -> None:
    """000: "The player at left of the widow, if he does not like his hand, may throw it away and
    take the widow instead. If he is satisfied with his hand, he must say so." """
    s = LOO.new_deal(players=5, seed=4, variant="lesson_000")
    assert s.phase == "declare" and s.to_move == 1 and legal(s) == {"stand", "widow"}
    assert refused_by(s)["pass"] == "loo.lesson_000.widow_exchange"
    s = LOO.apply(s, STAND)
    widow = s.widow
    s = LOO.apply(s, WIDOW)
    assert s.phase == "play" and s.hands[2] == widow and s.to_move == 1


def test_loo_lesson_000_ante() -> None:
    """000: "When the pool contains no more than these 3, it is a single" """
    assert not LOO.new_deal(players=5, seed=1, variant="lesson_000").double
    assert LOO.new_deal(players=5, seed=1, variant="lesson_000", pool=1).double


def test_loo_lesson_000_single_lead() -> None:
    """000: "After the matter of the widow is settled, the player at left of the dealer makes the
    opening lead." """
    s = LOO.new_deal(players=5, dealer=3, seed=4, variant="lesson_000")
    for _ in range(5):
        s = LOO.apply(s, STAND)
    assert s.phase == "play" and s.to_move == 4


def test_loo_lesson_000_double_trump() -> None:
    """000: "After the deal, the next card of the deck is turned, deciding the trump suit
    immediately." """
    s = LOO.new_deal(players=5, seed=4, variant="lesson_000", pool=9)
    assert s.trump == s.turn_card // 13


DOUBLE_000 = DOUBLE + "variant: lesson_000\n"


def test_loo_lesson_000_declare() -> None:
    """000: "each in turn must say whether he will play or drop out." """
    assert legal(scn(DOUBLE_000)) == {"stand", "widow", "pass"}


def test_loo_lesson_000_dealer_must_play() -> None:
    """000: "If only one player ahead of the dealer decides to play, the dealer is obliged to
    play, too." — even against a lone widow-taker (002 lets that one win unopposed)."""
    s = scn(DOUBLE_000 + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass}")
    assert legal(s) == {"stand"} and refused_by(s)["pass"] == "loo.lesson_000.dealer_must_play"


def test_loo_lesson_000_dealer_must_play_quotes_the_defence() -> None:
    """000: "... the dealer is obliged to play, too. He may play for himself, in which case he
    cannot take the widow. Or he may play to "defend the pool," ...". The dealer refused
    'Defend the pool' with two players in was told "you defend the pool only when a single
    player stands against you", and with one in "you must play for yourself or defend the
    pool", each under a quote that stopped at "obliged to play, too" and said nothing of
    defending. Under each reading the rule cited for what the dealer may do against one player,
    or more, quotes the sentences that say it."""
    two_in = "declarations: {P1: pass, P2: stand, P3: stand, P4: pass}"
    one_in = "declarations: {P1: pass, P2: stand, P3: pass, P4: pass}"
    for base in (DOUBLE, DOUBLE_000):
        s = scn(base + two_in)
        (r,) = [r for r in LOO.refusals(s) if r.action == DEFEND]
        assert "only when a single player stands" in r.reason
        quote = r.rule.quote.lower()
        assert "defend the pool" in quote and "only one player" in quote, r.rule.id
        (p,) = [r for r in LOO.refusals(scn(base + one_in)) if r.action == PASS]
        assert "for yourself or defend" in p.reason
        quote = p.rule.quote.lower()
        assert "for himself" in quote and "defend the pool" in quote, p.rule.id
    assert RULES["loo.lesson_000.dealer_must_play"].note


def test_loo_lesson_000_dealer_must_play_against_a_widow_taker() -> None:
    """000: "He may play for himself, in which case he cannot take the widow. Or he may play to
    "defend the pool," in which case he must throw away his hand and take the widow." Against a
    lone widow-taker the widow is gone: the dealer must play his own hand, and is told so."""
    s = scn(DOUBLE_000 + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass}")
    reasons = {str(r.action): (r.rule.id, r.reason) for r in LOO.refusals(s)}
    assert "defend" not in reasons["pass"][1]
    assert "own hand" in reasons["pass"][1]
    assert reasons["defend"][0] == "loo.lesson_000.defend"
    assert "P2" in reasons["defend"][1] and "widow" in reasons["defend"][1]


def test_loo_dealer_must_play_not_against_a_widow_taker() -> None:
    """002: "If only one player stands, and he has not taken the widow, the dealer ... must take
    the widow and play to defend the pool." Against a lone widow-taker he need not play, and the
    refusal of defend says the widow is taken."""
    s = scn(DOUBLE + "declarations: {P1: pass, P2: widow, P3: pass, P4: pass}")
    (why,) = [r.reason for r in LOO.refusals(s) if str(r.action) == "defend"]
    assert "P2" in why and "widow" in why and "need not play" in why


def test_loo_lesson_000_defend() -> None:
    """000: "Or he may play to "defend the pool," in which case he must throw away his hand and
    take the widow." """
    s = LOO.new_deal(players=5, seed=9, variant="lesson_000", pool=9)
    for a in (STAND, PASS, PASS, PASS):
        s = LOO.apply(s, a)
    widow, old = s.widow, s.hands[0]
    s = LOO.apply(s, DEFEND)
    assert s.hands[0] == widow and s.discards & old == old and s.phase in ("play", "over")


def test_loo_lesson_000_defender() -> None:
    """000: "he neither collects nor pays any counters; the pool settles with his opponent
    alone." """
    s = scn(
        DOUBLE_000 + "declarations: {P1: pass, P2: stand, P3: pass, P4: pass, P0: defend}\n"
        "tricks_won: {P0: 3}"
    )
    n = net(s)
    assert n["P0"] == 0 and n["P2"] == -3


def test_loo_lesson_000_double_lead() -> None:
    """000: "The nearest active player at left of the dealer leads first." """
    s = scn(DOUBLE_000 + "declarations: {P1: pass, P2: pass, P3: stand, P4: stand, P0: pass}")
    assert s.to_move == 3


def test_loo_lesson_000_follow_suit() -> None:
    """000: "A player must always follow suit to the lead when he can" """
    assert refused_by(scn(HEAD + "variant: lesson_000\n"))["AD"] == "loo.lesson_000.follow_suit"


def test_loo_lesson_000_head_the_trick() -> None:
    """000: "must play higher than any other card on the trick when he can" """
    assert refused_by(scn(HEAD + "variant: lesson_000\n"))["3S"] == (
        "loo.lesson_000.head_the_trick"
    )


def test_loo_lesson_000_must_trump() -> None:
    """000: "when a plain suit is led of which he has none, must trump if he can." — even below a
    trump already on the trick."""
    s = scn(TRUMPED.replace("{hand}", "2H, 4D, 5C") + "variant: lesson_000\n")
    assert legal(s) == {"2H"} and refused_by(s)["4D"] == "loo.lesson_000.must_trump"


def test_loo_lesson_000_trump_turn() -> None:
    """000: "When somebody fails to follow suit, play to the trick is finished, then the top card
    of the undealt remainder of the deck is turned over." """
    s = scn(
        "game: loo\nvariant: lesson_000\nplayers: 5\nturn_card: 2C\nhands: {P0: [5D]}\n"
        "trick: [P1 9D, P2 KD, P3 4C, P4 AD]"
    )
    assert s.trump == -1 and s.to_move == 0
    s = LOO.apply(s, Action.parse("5D"))
    assert s.trump == Suit.CLUBS


def test_loo_lesson_000_rejudge() -> None:
    """000: "The trick just played must be examined to see who won the trick, since a card that
    was merely "discarded" may turn out to be a trump." """
    s = scn(
        "game: loo\nvariant: lesson_000\nplayers: 5\nturn_card: 2C\n"
        "trick: [P1 9D, P2 KD, P3 4C, P4 AD, P0 5D]"
    )
    assert s.history[-1][1] == 3


def test_loo_lesson_000_trick_winner() -> None:
    """000: "The highest trump, or the highest card of the suit led, wins a trick. Ace is highest
    card." """
    s = scn(
        "game: loo\nvariant: lesson_000\nplayers: 5\ntrick: [P1 9D, P2 KD, P3 2D, P4 AD, P0 5D]"
    )
    assert s.history[-1][1] == 4


def test_loo_lesson_000_single_pays() -> None:
    """000: "the pool pays out 1 counter for each trick won. Every player who has won no trick
    must pay 3 counters into the next pool" """
    s = scn(
        "game: loo\nvariant: lesson_000\nplayers: 5\ndeclarations: {P1: stand, P2: stand, "
        "P3: stand, P4: stand, P0: stand}\ntricks_won: {P1: 2, P4: 1}"
    )
    n = net(s)
    assert n["P1"] == 2 and n["P4"] == 1 and n["P0"] == n["P2"] == n["P3"] == -3


def test_loo_lesson_000_double_pays() -> None:
    """000: "The double pool pays out one-third of its contents for each trick won. A player who
    stayed in and won no trick must pay 3 counters to the next pool." """
    s = scn(
        DOUBLE_000 + "declarations: {P1: stand, P2: stand, P3: pass, P4: pass, P0: pass}\n"
        "tricks_won: {P1: 3}"
    )
    n = net(s)
    assert n["P1"] == 12 and n["P2"] == -3 and n["P3"] == 0


# ---- meta ---------------------------------------------------------------------------------------
def test_every_loo_rule_has_its_test() -> None:
    names = set(dir(sys.modules[__name__]))
    missing = [r.id for r in RULES if "test_" + r.id.replace(".", "_") not in names]
    assert not missing


def test_illegal_is_never_applied() -> None:
    s = scn(HEAD)
    with pytest.raises(IllegalAction):
        LOO.apply(s, Action.parse("AD"))
    with pytest.raises(IllegalAction, match="does not hold"):
        LOO.apply(s, Action.parse("2C"))
    with pytest.raises(IllegalAction, match="in a simple pool everyone plays"):
        LOO.apply(s, STAND)


def test_bad_scenario_names_field() -> None:
    with pytest.raises(ScenarioError, match=r"field 'declarations.P2': P2 may not take the widow"):
        scn(DOUBLE + "declarations: {P1: widow, P2: widow}")
    with pytest.raises(ScenarioError, match=r"trick\[1\]': expected P2 to play next"):
        scn("game: loo\nplayers: 4\ntrick: [P1 QS, P3 KS]")
    with pytest.raises(ScenarioError, match=r"hands.P2\[0\]': .*already in hands.P1\[0\]"):
        scn("game: loo\nplayers: 4\nhands: {P1: [QS], P2: [QS]}")


def test_trump_turn_needs_the_turn_card() -> None:
    # a complete trick someone failed to follow is judged under the card turned: give it
    with pytest.raises(ScenarioError, match=r"field 'turn_card': someone failed to follow"):
        scn("game: loo\nplayers: 4\ntrick: [P1 QS, P2 2H, P3 KS, P0 AS]")
    # mid-trick nothing is turned yet ("as soon as the trick is complete"): the position reads,
    # and the card that completes the trick asks for the turn card
    mid = scn("game: loo\nplayers: 4\nhands: {P0: [AS]}\ntrick: [P1 QS, P2 2H, P3 KS]")
    with pytest.raises(ValueError, match="give turn_card"):
        LOO.apply(mid, Action.parse("AS"))
    s = scn("game: loo\nplayers: 3\nhands: {P2: [2H], P0: [3S]}\ntrick: [P1 QS]")
    with pytest.raises(ValueError, match="give turn_card"):
        LOO.apply(LOO.apply(s, Action.parse("2H")), Action.parse("3S"))


# ---- irregularities the seed prices --------------------------------------------------------------
REVOKE = DOUBLE + "declarations: {P1: stand, P2: stand, P3: pass, P4: stand, P0: pass}\n"


def test_loo_revoke() -> None:
    """002: "the hands are abandoned on discovery of the error, and the pool is divided as equally
    as possible among those who declared to play, with the exception of the offender." """
    s = scn(REVOKE + "irregularity: {revoke: P2}")
    assert LOO.is_over(s) and s.result == "revoke"
    n = net(s)
    assert n["P1"] == n["P4"] == 6 and n["P3"] == n["P0"] == 0
    # 13 red (39 white) between two: 19 white each, the odd white stays for the next pool
    odd = scn(
        "game: loo\nplayers: 5\npool: 13\ntrump: H\n"
        "declarations: {P1: stand, P2: pass, P3: pass, P4: stand, P0: stand}\n"
        "irregularity: {revoke: P0}"
    )
    assert net(odd)["P1"] == Fraction(19, 3) and net(odd)["pool"] == Fraction(1, 3) + 6


def test_loo_revoke_forfeit() -> None:
    """002: "The player in fault is then held guilty of a revoke, and must pay a forfeit of six
    red counters to the next pool." """
    s = scn(REVOKE + "irregularity: {revoke: P2}")
    assert net(s)["P2"] == -6 and net(s)["pool"] == 6
    js = LOO.settlement_json(s)
    assert [t["rule"] for t in js["transfers"]] == [
        "loo.revoke",
        "loo.revoke",
        "loo.revoke_forfeit",
    ]


def test_loo_irregular_trump() -> None:
    """002: "Should the dealer inadvertently turn a trump, he forfeits three red counters to the
    current pool, but it remains a simple." """
    s = scn(
        "game: loo\nplayers: 3\ntricks_won: {P1: 2, P2: 1}\n"
        "irregularity: {dealer_turned_trump: true}"
    )
    assert not s.double and s.trump == -1
    n = net(s)  # the pool of 3 + 3 red pays 2 a trick; P0 forfeits 3 and is looed 3
    assert n["P1"] == 4 and n["P2"] == 2 and n["P0"] == -6 and n["pool"] == 3
    with pytest.raises(
        ScenarioError, match=r"irregularity.dealer_turned_trump': a trump is turned"
    ):
        scn(DOUBLE + "irregularity: {dealer_turned_trump: true}")
    with pytest.raises(ScenarioError, match=r"field 'irregularity': expected one of"):
        scn(DOUBLE + "irregularity: {misdeal: P1}")
    with pytest.raises(ScenarioError, match=r"irregularity.revoke': a revoke is found in the play"):
        scn(DOUBLE + "irregularity: {revoke: P1}")


# ---- a card not held ------------------------------------------------------------------------------
def test_loo_from_hand() -> None:
    """002 takes it for granted (a player "may play his hand"). P2 holds K♠ 3♠ A♦: the 2♣ is
    not his to play, whatever the duties."""
    s = scn(HEAD)
    assert refused_not_held(LOO, s, Action.parse("2C"), "loo.from_hand") == "P2 does not hold 2♣"
    assert LOO.explain(s, Action.parse("AD"))[0].rule.id == "loo.follow_suit"  # one he holds


def test_loo_lesson_000_from_hand() -> None:
    """000: "Everybody keeps possession of his cards, ... as he plays them." """
    s = scn(HEAD + "variant: lesson_000\n")
    reason = refused_not_held(LOO, s, Action.parse("2C"), "loo.lesson_000.from_hand")
    assert reason == "P2 does not hold 2♣"


def test_a_card_played_while_a_single_is_declared_cites_the_widow_exchange() -> None:
    """Under the lesson text (000) a single pool is declared too: each in turn keeps his hand
    or takes the widow. A card played then is refused under that rule, not the double's
    "each player in turn plays or drops out" (seen on the Compare page)."""
    from engine.game import play as play_action

    s = LOO.new_deal(players=5, seed=3, variant="lesson_000")
    assert s.phase == "declare" and not s.double
    card = next(c for c in range(52) if s.hands[s.to_move] >> c & 1)
    (why,) = LOO.explain(s, play_action(card))
    assert why.rule.id == "loo.lesson_000.widow_exchange", why.rule.id
    d = LOO.new_deal(players=5, seed=3, variant="lesson_000", pool=6 * LOO.units_per_counter)
    assert d.phase == "declare" and d.double
    card = next(c for c in range(52) if d.hands[d.to_move] >> c & 1)
    assert LOO.explain(d, play_action(card))[0].rule.id == "loo.lesson_000.declare"


def test_loo_own_moves() -> None:
    """002: "The player may stand with the cards dealt him; or may take the widow in exchange;
    or may pass." A word of another game (Sixty-Six's meld) is no move of Loo's."""
    assert refused_as_foreign(LOO, "meld KH") == "meld K♥ is not an action in Loo (three-card)"
