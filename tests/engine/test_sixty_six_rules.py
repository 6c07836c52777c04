"""One test per Sixty-Six rule, named after the rule id (``sixty_six.close`` →
``test_sixty_six_close``), each quoting the seed sentence (or the RULES.md decision) it checks.

Positions are drawn as the table would look; ``P1`` is the non-dealer in two-hand (dealer P0)::

    P1 (leads): K♥ Q♥ 9♠ ...        stock: ▒▒▒▒ J♥ (face up: ♥ trumps)
    P0 (dealer): A♠ 10♠ ...
"""

from __future__ import annotations

import random
import sys
from typing import Any

import pytest
from foreign_move import refused_as_foreign
from not_held import refused_not_held
from rules_md import RULES_MD

from engine.cards import PACK_24, PACK_32, Card, card_list, mask_of, parse_cards
from engine.game import Action, IllegalAction
from engine.games.sixty_six import (
    CLAIM,
    CLOSE,
    EXCHANGE,
    RULES,
    SIXTY_SIX,
    SixtySixState,
    card_points,
    hand_points,
)
from engine.ledger import Settlement
from engine.rules import normalise
from engine.scenario import from_dict

G = SIXTY_SIX


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def c(code: str) -> Card:
    return Card.parse(code)


def two(
    p1: str, p0: str, stock: str, *, turned: str = "", variant: str | None = None, **kw: Any
) -> SixtySixState:
    """A two-hand deal, dealer P0 (so P1 leads); the last stock card is the face-up trump."""
    st = tuple(parse_cards(stock))
    t = st[-1] if st else c(turned)
    return G.from_deal(G.make_opts(variant, **kw), 2, 0, (m(p0), m(p1)), st, t, (0, 0))


def four(
    p0: str, p1: str, p2: str, p3: str, turned: str, dealer: int = 3, **kw: Any
) -> SixtySixState:
    hands = (m(p0), m(p1), m(p2), m(p3))
    return G.from_deal(G.make_opts(None, **kw), 4, dealer, hands, (), c(turned), (0, 0))


def act(s: SixtySixState, *texts: str) -> SixtySixState:
    for t in texts:
        s = G.apply(s, Action.parse(t))
    return s


def legal(s: SixtySixState) -> set[str]:
    return {a.card.code if a.kind == "play" and a.card else str(a) for a in G.legal_actions(s)}


def refused(s: SixtySixState) -> dict[str, str]:
    return {
        (
            r.action.card.code if r.action.kind == "play" and r.action.card else str(r.action)
        ): r.rule.id
        for r in G.refusals(s)
    }


def over(
    points: tuple[int, ...],
    tricks: tuple[int, ...] = (3, 3),
    result: str = "claim",
    claimant: int = 0,
    n: int = 2,
    dealer: int = 0,
    **kw: Any,
) -> SixtySixState:
    """A finished hand with the given counts (cards themselves do not matter to the score)."""
    s = G.new_deal(players=n, dealer=dealer, seed=1)
    return s._replace(
        phase="over",
        to_move=-1,
        result=result,
        claimant=claimant,
        points=points,
        tricks=tricks,
        **kw,
    )


def gp(s: SixtySixState) -> tuple[int, ...]:
    out = G.outcome(s)
    assert out is not None
    return out.game_points


# ---- the deal ---------------------------------------------------------------------------------
def test_sixty_six_pack() -> None:
    """000: "A deck of 24 cards: A-K-Q-J-10-9 of each suit." """
    s = G.new_deal(players=2, seed=7)
    cards = s.hands[0] | s.hands[1] | mask_of(s.stock)
    assert cards == PACK_24 and s.hands[0].bit_count() + 6 + len(s.stock) == 24


def test_sixty_six_deal() -> None:
    """000: "Each player receives 6 cards, dealt 3 at a time." """
    s = G.new_deal(players=2, dealer=0, seed=11)
    pack = card_list(PACK_24)
    random.Random(11).shuffle(pack)
    # non-dealer P1 gets the first three, the dealer the next three, and again
    assert s.hands[1] == mask_of(pack[0:3] + pack[6:9])
    assert s.hands[0] == mask_of(pack[3:6] + pack[9:12])


def test_sixty_six_trump_card() -> None:
    """000: "The top card of the stock is turned face up and placed partly underneath the stock.
    This trump card decides the trump suit." """
    s = G.new_deal(players=2, seed=11)
    pack = card_list(PACK_24)
    random.Random(11).shuffle(pack)
    assert s.turned == pack[12] and s.stock[-1] == pack[12] and s.face_up == pack[12]
    assert s.trump == pack[12] // 13 and len(s.stock) == 12
    assert s.stock[0] == pack[13]  # the next card is the top of the stock


def test_sixty_six_rank() -> None:
    """000: "(Highest) A 10 K Q J 9 (Lowest)" — the ten beats the king."""
    s = two("10S 9C 9D JC QC KC", "KS AS JS QD KD AD", "9H JH")
    s = act(s, "10S")
    assert G.apply(s, Action.parse("KS")).history[-1][1] == 1  # 10♠ holds against K♠
    assert G.apply(s, Action.parse("AS")).history[-1][1] == 0  # the ace beats the ten


def test_sixty_six_first_lead() -> None:
    """000: "The nondealer leads first." """
    assert G.new_deal(players=2, dealer=0, seed=1).to_move == 1
    assert G.new_deal(players=2, dealer=1, seed=1).to_move == 0
    assert G.new_deal(players=3, dealer=1, seed=1).to_move == 2  # dealer's left
    assert G.new_deal(players=4, dealer=3, seed=1).to_move == 0


def test_sixty_six_trick_winner() -> None:
    """000: "A trick is won by the higher trump or by the higher card of the suit led." """
    #  ♥ trumps: A♠ led, 9♥ trumps it; a plain discard never wins
    s = two("AS 9C 9D JC QC KC", "9H JS QD KD AD 10D", "JH QH")
    assert act(s, "AS", "9H").history[-1][1] == 0
    assert act(s, "AS", "AD").history[-1][1] == 1


def test_sixty_six_draw() -> None:
    """000: "The winner of a trick draws the top card of the stock, and his opponent draws the
    next card." """
    s = two("AS 9C 9D JC QC KC", "9S JS QD KD AD 10D", "10C 10H QH")
    s = act(s, "AS", "9S")  # P1 wins
    assert s.hands[1] >> c("10C") & 1 and s.hands[0] >> c("10H") & 1
    assert s.stock == (c("QH"),)


def test_sixty_six_free_play() -> None:
    """000: "During this early play (before the stock is exhausted), you do not have to follow
    suit to the lead: you may play any card." """
    s = act(two("AS 9C 9D JC QC KC", "9S JS QD KD AD 10D", "10C 10H QH"), "AS")
    assert legal(s) >= {"9S", "JS", "QD", "KD", "AD", "10D"}
    assert not [r for r in G.refusals(s) if r.action.kind == "play"]


# ---- marriages ------------------------------------------------------------------------------
def test_sixty_six_marriage_value() -> None:
    """000: "In the trump suit, a marriage counts 40; in any other suit, 20." """
    # P1 wins a trick, then shows K♥ Q♥ (trumps) or K♣ Q♣
    s = two("AS KH QH KC QC 9D", "9S JS QD KD AD 10D", "10C JD JH 10H")
    s = act(s, "AS", "9S")
    assert act(s, "meld KH").melds[1] == 40
    assert act(s, "meld QC").melds[1] == 20


def test_sixty_six_marriage_after_trick() -> None:
    """000: "To score a marriage you must show it after winning a trick, then lead one of the two
    cards." """
    s = two("AS 9C 9D JC QC 10C", "9S KS QS KD AD 10D", "JD JH 10H")
    s = act(s, "AS")  # P0 follows holding K♠ Q♠: he may not show it now
    assert "meld KS" not in legal(s) and refused(s)["meld KS"] == "sixty_six.marriage_after_trick"
    s = act(s, "9S")
    with pytest.raises(IllegalAction, match="you must have won the last trick"):
        G.apply(s._replace(to_move=0), Action.parse("meld KS"))
    # after winning a trick the marriage is shown by leading its king or queen
    s2 = act(two("9S 9C 9D JC QC 10C", "AS KS QS KD AD 10D", "JD JH 10H"), "9S", "AS")
    assert {"meld KS", "meld QS"} <= legal(s2)
    s3 = act(s2, "meld QS")
    assert s3.trick == ((0, c("QS")),) and s3.marriages == ((0, 3, 20),)


def test_sixty_six_opening_marriage() -> None:
    """000: "If nondealer wants to lead a King or Queen from a marriage for the opening lead, he
    may show the marriage and do so. But he does not score the marriage until after he has won a
    trick." """
    s = two("KC QC 9D JC AS 10S", "9S JS QD KD AD 10D", "JD JH 10H QH 9H KH")
    s = act(s, "meld KC")
    assert s.pending[1] == 20 and s.melds[1] == 0 and hand_points(s, 1) == 0
    s = act(s, "AD")  # P0 does not follow (no need) and wins? no: the ace of diamonds is plain
    assert s.history[-1][1] == 1  # the led king wins (A♦ is another plain suit)
    assert s.melds[1] == 20 and s.pending[1] == 0
    # the dealer cannot show a marriage on the opening lead: he never leads it
    t = act(two("KC QC 9D JC AS 10S", "9S JS QD KD AC 10D", "JD JH 10H QH 9H KH"), "meld QC")
    t = act(t, "AC")  # P0 takes it: still pending, P1 has not won a trick yet
    assert t.pending[1] == 20 and t.melds[1] == 0


def test_sixty_six_no_marriage_after_exhaustion() -> None:
    """RULES.md: "the seed implies they are not allowed (only closing keeps them)" """
    s = two("KC QC 9D JC AS 10S", "9S JS QD KD AD 10D", "", turned="JH")
    s = s._replace(history=((((1, c("9H")), (0, c("KH"))), 1),))  # P1 won the last trick
    assert "meld KC" not in legal(s)
    assert refused(s)["meld KC"] == "sixty_six.no_marriage_after_exhaustion"


def test_sixty_six_marriage_after_exhaustion() -> None:
    """RULES.md: 'Some Morehead-derived copies say "Marriages may still be scored".' (option)"""
    s = two(
        "KC QC 9D JC AS 10S", "9S JS QD KD AD 10D", "", turned="JH", marriages_after_exhaustion=True
    )
    s = s._replace(history=((((1, c("9H")), (0, c("KH"))), 1),))
    assert {"meld KC", "meld QC"} <= legal(s)


# ---- the nine of trumps -----------------------------------------------------------------------
def test_sixty_six_exchange() -> None:
    """000: "A player having the 9 of trumps may exchange it for the trump card (to get a higher
    trump). You may make this exchange only after winning a trick, before making the next lead." """
    s = two("9H AS 9C JC QC 10C", "9S JS QD KD AD 10D", "JD 10H KS AH")
    assert "exchange" not in legal(s)  # no trick won yet
    assert refused(s)["exchange"] == "sixty_six.exchange"
    s = act(s, "AS", "9S", "exchange")
    assert s.hands[1] >> c("AH") & 1 and not s.hands[1] >> c("9H") & 1
    assert s.stock[-1] == c("9H") and s.face_up == c("9H") and s.exchanged_by == 1
    assert G.view(s, 0).hands[1] & m("AH")  # everyone saw the ace of trumps taken
    t = act(two("AS 9C 9D JC QC 10C", "9H JS QD KD AD 10D", "JD 10H KS AH"), "AS")
    assert "exchange" not in legal(t)  # the follower may not exchange


def test_sixty_six_exchange_open_stock() -> None:
    """RULES.md: "Recommended: not allowed once the stock is closed or exhausted." """
    s = act(two("9H AS 9C JC QC 10C", "9S JS QD KD AD 10D", "JD 10H KS AH"), "AS", "9S")
    s = act(s, "close")
    assert "exchange" not in legal(s)
    assert refused(s)["exchange"] == "sixty_six.exchange_open_stock"
    assert "closed" in G.explain(s, EXCHANGE)[0].reason


# ---- closing and later play -------------------------------------------------------------------
def test_sixty_six_close() -> None:
    """000: "At any turn to lead, a player may turn the trump card face down. This signifies that
    he closes, that is, stops any further drawing from the stock." """
    s = two("AS 9C 9D JC QC 10C", "9S JS QD KD AD 10D", "JD 10H KS AH")
    assert "close" in legal(s)
    s = act(s, "close")
    assert s.closed_by == 1 and s.face_up == -1 and "close" not in legal(s)
    s = act(s, "AS")
    assert "close" not in legal(s) and refused(s)["close"] == "sixty_six.close"
    s = act(s, "9S")
    assert len(s.stock) == 4 and s.hands[1].bit_count() == 5  # no drawing


def test_sixty_six_closed_play() -> None:
    """000: "The hands are played out as in Later Play (below), with the difference that
    marriages may still be melded." """
    s = two("AS KC QC JC 9C 10C", "9S JS QD KD AD 10D", "JD 10H KS AH")
    s = act(s, "AS", "9S", "close")
    assert "meld KC" in legal(s)
    s = act(s, "meld KC")
    assert s.melds[1] == 20
    t = act(two("AS KC QC JC 9C 10C", "9S JS QD KD AD JH", "JD 10H KS AH"), "close", "10C")
    assert legal(t) == {"claim", "JH", "9S", "JS", "QD", "KD", "AD"}  # no club: free


def test_sixty_six_closed_follow_suit() -> None:
    """000, Later Play: "a player must follow suit to the lead if he can", which closing brings
    in ("The hands are played out as in Later Play (below)": the rule's premise)."""
    s = act(two("AS KC QC JC 9C 10C", "9S JS QD KD AD 10D", "JD 10H KS AH"), "close", "AS")
    assert legal(s) == {"9S", "JS", "claim"}  # follow, but the 9 will do
    assert {refused(s)[x] for x in ("QD", "KD", "AD", "10D")} == {"sixty_six.closed_follow_suit"}
    assert RULES["sixty_six.closed_follow_suit"].premise == "sixty_six.closed_play"


def test_sixty_six_follow_suit() -> None:
    """000: "After the stock is exhausted, the 6 cards in each hand are played out. At this time,
    a player must follow suit to the lead if he can." Nothing more: no heading, no trumping."""
    s = act(two("AS KC QC JC 9C 10C", "9S JS QD KD AD 10D", "", turned="9H"), "AS")
    assert legal(s) == {"9S", "JS", "claim"}  # follow, but the 9 will do
    assert refused(s)["AD"] == "sixty_six.follow_suit"
    t = act(two("AD KC QC JC 9C 10C", "9S JS QS KH AS 10S", "", turned="9H"), "AD")
    assert "9S" in legal(t)  # void in diamonds: need not trump


def test_sixty_six_strict_follow_and_head() -> None:
    """RULES.md (German practice): "must follow the suit led (winning the trick when possible),
    they must trump" """
    v = "strict_second_phase_german_practice"
    s = act(two("KS KC QC JC 9C 10C", "9S AS QD KD AD 10D", "", turned="9H", variant=v), "KS")
    assert legal(s) == {"AS", "claim"}
    assert refused(s)["9S"] == "sixty_six.strict.follow_and_head"


def test_sixty_six_strict_trump() -> None:
    """RULES.md: "muss Farbe bedient werden. Ist bedienen nicht möglich, muss man eine
    Trumpfkarte spielen" """
    v = "strict_second_phase_german_practice"
    s = act(two("KS KC QC JC 9C 10C", "9D QH QD KD AD 10D", "", turned="9H", variant=v), "KS")
    assert legal(s) == {"QH", "claim"}
    assert refused(s)["AD"] == "sixty_six.strict.trump"
    # a void revealed by play is remembered for the bots
    assert act(s, "QH").excluded[0] & m("AS 10S QS JS 9S")


# ---- counting ---------------------------------------------------------------------------------
def test_sixty_six_card_points() -> None:
    """000: "Cards won in tricks are counted as follows:" A 11, 10 10, K 4, Q 3, J 2, 9 none."""
    assert card_points(m("AS 10S KS QS JS 9S")) == 30
    assert card_points(PACK_24) == 120 and card_points(PACK_32) == 120
    s = act(two("AS 9C 9D JC QC KC", "10S JS QD KD AD 10D", "JD 10H KS AH"), "AS", "10S")
    assert s.points[1] == 21


def _last_trick(**kw: Any) -> SixtySixState:
    s = two("AS", "9S", "", turned="9H", **kw)
    return s._replace(tricks=(5, 6), points=(40, 70))


def test_sixty_six_last_trick() -> None:
    """000: "For winning last trick___10" """
    s = act(_last_trick(), "AS", "9S")
    assert s.phase == "over" and s.points[1] == 70 + 11 + 10


def test_sixty_six_no_last_trick_after_closing() -> None:
    """RULES.md: "After closing, the last trick scores no 10." """
    s = act(_last_trick()._replace(closed_by=1, closed_after=2), "AS", "9S")
    assert s.points[1] == 70 + 11
    t = act(
        _last_trick(last_trick_after_closing=True)._replace(closed_by=1, closed_after=2), "AS", "9S"
    )
    assert t.points[1] == 70 + 11 + 10


def test_sixty_six_marriage_scored() -> None:
    """000: "Marriages are scored on paper whenever melded." — at once, before the trick ends."""
    s = act(two("AS KH QH KC QC 9D", "9S JS QD KD AD 10D", "10C JD JH 10H"), "AS", "9S")
    s = act(s, "meld QH")
    assert s.melds[1] == 40 and hand_points(s, 1) == 11 + 40 and len(s.trick) == 1


# ---- claiming and game points ---------------------------------------------------------------
def test_sixty_six_claim() -> None:
    """000: "In your turn to play, you may claim that you have reached 66. Play stops at once and
    the cards are counted." """
    s = two("AS 9C 9D JC QC KC", "10S JS QD KD AD 10D", "JD 10H KS AH")
    assert "claim" in legal(s)
    assert "claim" in legal(act(s, "AS"))  # the follower too
    t = act(s, "AS", "claim")
    assert t.phase == "over" and t.result == "claim" and t.claimant == 0
    assert G.legal_actions(t) == []


def test_sixty_six_claim_score() -> None:
    """000: "If you are right, you score 1 game point— or 2 if your opponent has less than 33,
    or 3 if he has not even won a trick." """
    assert gp(over((70, 40))) == (1, 0)
    assert gp(over((70, 32))) == (2, 0)
    assert gp(over((70, 0), tricks=(6, 0))) == (3, 0)
    told = G.outcome(over((70, 40)))
    assert told is not None and told.rule == "sixty_six.claim_score"


def test_sixty_six_wrong_claim() -> None:
    """000: "If you are wrong, not having 66, your opponent scores 2 game points." """
    out = G.outcome(over((65, 40)))
    assert out is not None and out.game_points == (0, 2) and out.rule == "sixty_six.wrong_claim"


def test_sixty_six_threshold() -> None:
    """RULES.md: "Use ≥ 66." — exactly 66 is enough."""
    assert gp(over((66, 40))) == (1, 0)


def test_sixty_six_no_winner() -> None:
    """000: "If you and your opponent both get more than 66, or if you tie at 65, neither wins.
    But the winner of the next hand gets 1 additional game point." """
    out = G.outcome(over((70, 68)))
    assert out is not None and out.game_points == (0, 0) and out.carry_next == 1
    tie = G.outcome(over((65, 65), result="played"))
    assert tie is not None and tie.game_points == (0, 0) and tie.carry_next == 1
    nxt = G.next_deal(over((70, 68)), seed=2)
    assert nxt.carry == 1
    won = nxt._replace(
        phase="over", to_move=-1, result="claim", claimant=1, points=(40, 70), tricks=(3, 3)
    )
    assert gp(won) == (0, 2)  # 1 for the claim, 1 carried


def test_sixty_six_played_out() -> None:
    """RULES.md: "Recommended: score it as a correct claim at the end of the hand." """
    out = G.outcome(over((100, 30), result="played"))
    assert out is not None and out.game_points == (2, 0) and out.rule == "sixty_six.played_out"


def _closed(
    points: tuple[int, int],
    closer: int,
    history: Any,
    result: str = "played",
    variant: str | None = None,
) -> SixtySixState:
    s = over(points, result=result, claimant=closer)
    return s._replace(
        closed_by=closer, closed_after=len(history), history=history, opts=G.make_opts(variant)
    )


ONE_EACH = (((1, 0), 1), ((0, 1), 0))  # before closing, each had won a trick
P1_ONLY = (((1, 0), 1),)


def test_sixty_six_closer_fails() -> None:
    """RULES.md: "a player who closes must reach 66 himself; if he does not (or his opponent
    reaches 66 first), the opponent scores 2 game points, or 3 if the opponent had not won a trick
    when the stock was closed." """
    assert gp(_closed((50, 60), 1, ONE_EACH)) == (2, 0)
    assert gp(_closed((50, 60), 1, P1_ONLY)) == (3, 0)
    assert gp(_closed((70, 40), 1, ONE_EACH, result="claim")._replace(claimant=0)) == (2, 0)
    assert gp(_closed((40, 70), 1, ONE_EACH)) == (0, 1)  # he made it: scored as a claim
    assert gp(_closed((50, 60), 1, ONE_EACH, result="claim")) == (2, 0)  # closer claims wrongly


def test_sixty_six_closer_beaten_to_66() -> None:
    """Both at 66 or more in a closed hand: if the closer's opponent got there first, the
    closer failed ("or his opponent reaches 66 first", RULES.md §7), not seed 000's tie; if the
    closer was first, or who was first is unknown, the tie stands ("If you and your opponent
    both get more than 66 ... neither wins")."""
    both = _closed((88, 72), 1, ONE_EACH)
    assert gp(both._replace(first66=0)) == (2, 0)
    assert gp(_closed((88, 72), 1, P1_ONLY)._replace(first66=0)) == (3, 0)
    assert G.settlement_json(both._replace(first66=0))["rule"]["id"] == "sixty_six.closer_fails"
    for first in (1, -1):
        tied = both._replace(first66=first)
        assert gp(tied) == (0, 0) and G.settlement_json(tied)["carry_to_next_hand"] == 1
    # a position at the last trick: P0 has 88 in cards, P1 (who closed) 61 and takes the last
    # trick to 72; seed 000's tie would have carried a point instead
    scn = from_dict(
        {
            "game": "sixty_six",
            "players": 2,
            "dealer": "P0",
            "trump": "D",
            "stock": "closed",
            "closed_by": "P1",
            "tricks_at_close": {"P0": 3, "P1": 2},
            "marriages": ["P1 D"],
            "won": {
                "P0": [
                    "AH",
                    "10H",
                    "KH",
                    "QH",
                    "JH",
                    "AC",
                    "10C",
                    "KC",
                    "QC",
                    "JC",
                    "AD",
                    "10D",
                    "KS",
                    "QS",
                ],
                "P1": ["KD", "QD", "10S", "JS", "JD", "9D"],
            },
            "leader": "P1",
            "hands": {"P0": [], "P1": []},
            "trick": ["P1 AS", "P0 9S"],
        }
    )
    s = scn.state
    assert s.first66 == 0 and G.is_over(s)
    assert gp(s) == (2, 0) and "P0 reached 66 first" in G.settlement_json(s)["reason"]


def test_sixty_six_foster_closing() -> None:
    """RULES.md: "If the closer fails, the opponent scores 1, or 2 if the closer has fewer than
    33, or 3 if the closer closed before the opponent had won a trick." """
    v = "foster_closing"
    assert gp(_closed((50, 60), 1, ONE_EACH, variant=v)) == (1, 0)
    assert gp(_closed((70, 30), 1, ONE_EACH, variant=v)) == (2, 0)
    assert gp(_closed((50, 60), 1, P1_ONLY, variant=v)) == (3, 0)


def test_sixty_six_game() -> None:
    """000: "The one who first scores 7 game points wins an overall game." """
    s = over((70, 20), scores=(5, 3))
    assert G.game_winner(s) == 0 and G.scores_after(s) == (7, 3)
    with pytest.raises(ValueError, match="the game is over"):
        G.next_deal(s)
    assert G.game_winner(over((70, 40), scores=(5, 3))) is None
    nxt = G.next_deal(over((70, 40), scores=(5, 3)), seed=3)
    assert nxt.scores == (6, 3) and nxt.dealer == 1 and len(nxt.sheet) == 1


# ---- three-hand -----------------------------------------------------------------------------
def test_sixty_six_three_deal() -> None:
    """000: "The dealer gives cards to the other two but none to himself. They play regular
    two-hand Sixty-Six." """
    s = G.new_deal(players=3, dealer=1, seed=5)
    assert s.hands[1] == 0 and s.hands[2].bit_count() == s.hands[0].bit_count() == 6
    assert s.seats == (2, 0) and len(s.stock) == 12


def test_sixty_six_three_dealer_scores() -> None:
    """000: "The dealer scores the same number of game points as the winner of the deal." """
    s = over((0, 0, 0), n=3, dealer=1, claimant=2)._replace(points=(30, 0, 70), scores=(0, 0, 0))
    assert gp(s) == (0, 2, 2)
    st = G.settlement(s)
    assert isinstance(st, Settlement) and sum(st.net().values()) == 0


def test_sixty_six_three_no_winner() -> None:
    """000: "If both players get 66 or more, or tie at 65 (without a claim), they score nothing
    and dealer gets 1." """
    s = over((0, 0, 0), n=3, dealer=1, claimant=2)._replace(points=(68, 0, 70), scores=(0, 0, 0))
    assert gp(s) == (0, 1, 0)
    t = s._replace(points=(65, 0, 65), result="played")
    assert gp(t) == (0, 1, 0)


def test_sixty_six_three_dealer_cap() -> None:
    """000: "If the usual scoring would put him up to 7 or over, his total becomes 6, and he must
    win the last point as an active player." """
    s = over((0, 0, 0), n=3, dealer=1, claimant=2)._replace(
        points=(0, 0, 70), scores=(0, 5, 2), tricks=(0, 0, 6)
    )
    assert gp(s) == (0, 3, 3) and G.scores_after(s) == (0, 6, 5)
    st = G.settlement(s)
    assert st is not None and st.net()["P1"] == 1
    assert any(t.rule == "sixty_six.three.dealer_cap" for t in st.transfers)


# ---- four-hand ------------------------------------------------------------------------------
def test_sixty_six_four_partners() -> None:
    """000: "The players sitting Opposite each other are partners." """
    s = over((30, 20, 50, 30), tricks=(2, 2, 2, 2), result="played", n=4, dealer=3)
    s = s._replace(history=((((0, 0),), 0),) * 8)
    assert gp(s) == (1, 0)  # P0 + P2 have 80
    assert [r["player"] for r in G.settlement_rows(s)] == ["P0+P2", "P1+P3"]


def test_sixty_six_four_deal() -> None:
    """000: "The deck is increased to 32 cards by adding the 8's and 7's. All the cards are dealt
    out, each player receiving 8." """
    s = G.new_deal(players=4, seed=9)
    assert all(h.bit_count() == 8 for h in s.hands)
    assert s.hands[0] | s.hands[1] | s.hands[2] | s.hands[3] == PACK_32 and s.stock == ()


def test_sixty_six_four_trump_card() -> None:
    """000: "The last card is turned for trump, then taken in hand by the dealer." """
    s = G.new_deal(players=4, dealer=2, seed=9)
    assert s.hands[2] >> s.turned & 1 and s.trump == s.turned // 13
    assert G.view(s, 0).hands[2] == 1 << s.turned  # everyone saw it


def test_sixty_six_four_no_melding() -> None:
    """000: "There is no melding." """
    s = four(
        "KC QC 9D JC AS 10S 7C 8C",
        "9S JS QD KD AD 10D 7D 8D",
        "AH 10H KH QH JH 9H 8H 7H",
        "AC 10C KS QS JD 9C 7S 8S",
        "7S",
    )
    assert not [a for a in G.legal_actions(s) if a.kind in ("meld", "close", "exchange")]
    assert refused(s)["meld KC"] == "sixty_six.four.no_melding"


def test_sixty_six_four_follow_suit() -> None:
    """000: "At all times a player must follow suit to a lead, if he can" """
    s = act(
        four(
            "KC QC 9D JC AS 10S 7C 8C",
            "9S JS QD KD AD 10D 7D 8D",
            "AH 10H KH QH JH 9H 8H 7H",
            "AC 10C KS QS JD 9C 7S 8S",
            "7S",
        ),
        "9D",
    )
    assert legal(s) == {"AD", "10D", "KD", "QD"}  # must follow (and head the 9)
    assert refused(s)["9S"] == "sixty_six.four.follow_suit"


def test_sixty_six_four_head_the_trick() -> None:
    """000: "also must if possible play higher than any card already played to the trick." —
    even above a partner."""
    s = four(
        "9D KC QC JC AS 10S 7C 8C",
        "QD JS 9S KH AH 10H 7D 8D",
        "AD 10D KD JD 8H 9H 7H QH",
        "AC 10C KS QS 9C 7S 8S JH",
        "7S",
        dealer=3,
    )
    s = act(s, "9D", "QD")  # P1 (opponent) heads with Q♦; P2 must beat his partner's rival
    assert legal(s) == {"AD", "10D", "KD"}
    assert refused(s)["JD"] == "sixty_six.four.head_the_trick"
    t = act(s, "KD")  # P3 holds no diamond: any trump heads the trick
    assert legal(t) == {"KS", "QS", "7S", "8S"}


def test_sixty_six_four_trump_when_void() -> None:
    """000: "When a plain suit is led and he has none, he must trump or overtrump if he can." """
    # ♠ trumps. P0 leads 9♦; P1 has no diamond and must trump
    s = four(
        "9D KC QC JC AS 10S 7C 8C",
        "QS JS 9S KH AH 10H 7H 8H",
        "AD 10D KD JD QD 9H QH JH",
        "AC 10C KS 7S 9C 8S 7D 8D",
        "7S",
        dealer=3,
    )
    s = act(s, "9D")
    assert legal(s) == {"QS", "JS", "9S"}
    assert refused(s)["AH"] == "sixty_six.four.trump_when_void"
    s = act(s, "JS", "AD")  # P2 follows suit, cannot beat a trump: any diamond
    assert legal(s) == {"7D", "8D"}  # P3 follows suit
    u = four(
        "9D KC QC JC AS 10S 7C 8C",
        "QS JS 9S KH AH 10H 7H 8H",
        "AC 10C KS 7S 9C 8S QH JH",
        "AD 10D KD JD QD 9H 7D 8D",
        "7S",
        dealer=3,
    )
    u = act(u, "9D", "JS")  # P2 is void too: he must over-trump the J♠
    assert legal(u) == {"KS"}


def test_sixty_six_four_undertrump() -> None:
    """RULES.md: "Under-trumping when you cannot overtrump" is an open question: by default he
    need not under-trump; the option makes him."""
    hands = (
        "9D KC QC JC AS 10S 7C 8C",
        "AS KS 9S KH AH 10H 7H 8H",
        "AC 10C QS 7S 9C 8S QH JH",
        "AD 10D KD JD QD 9H 7D 8D",
    )
    h = list(hands)
    h[1] = "10S KS 9S KH AH 10H 7H 8H"
    h[0] = "9D KC QC JC AS JS 7C 8C"
    s = act(four(h[0], h[1], h[2], h[3], "7S"), "9D", "10S")
    assert "9C" in legal(s) and "QS" in legal(s)  # cannot over-trump: free
    t = act(four(h[0], h[1], h[2], h[3], "7S", undertrump=True), "9D", "10S")
    assert legal(t) == {"QS", "7S", "8S"}
    # the option's own rule refuses the discard: the seed's "trump or overtrump if he can" asks
    # nothing of a player who cannot over-trump (it was cited, as sixty_six.four.trump_when_void)
    assert refused(t)["9C"] == "sixty_six.four.undertrump"
    # able to over-trump, the seed's rule refuses the rest under either reading
    u = act(four(h[0], h[1], h[2], h[3], "7S", undertrump=True), "9D", "9S")
    v = act(four(h[0], h[1], h[2], h[3], "7S"), "9D", "9S")
    assert legal(u) == legal(v) and refused(u) == refused(v)
    assert refused(u)["9C"] == "sixty_six.four.trump_when_void"


def test_sixty_six_four_played_out() -> None:
    """000: "Every hand is played out. There is no advantage in claiming to have won." """
    s = G.new_deal(players=4, seed=2)
    assert CLAIM not in G.legal_actions(s)
    assert refused(s)["claim"] == "sixty_six.four.played_out"
    with pytest.raises(IllegalAction, match="played out"):
        G.apply(s, CLAIM)


def test_sixty_six_four_scoring() -> None:
    """000: "The winning side scores 1 game point for having taken 66 to 99, or 2 for 100 to 129,
    or 3 for every trick (130)." """
    hist = ((((0, 0),), 0),) * 8
    base = over((0, 0, 0, 0), tricks=(2, 2, 2, 2), result="played", n=4)._replace(history=hist)
    assert gp(base._replace(points=(50, 30, 49, 1))) == (1, 0)
    assert gp(base._replace(points=(60, 30, 40, 0))) == (2, 0)  # exactly 100 scores 2
    assert gp(base._replace(points=(60, 0, 70, 0), tricks=(4, 0, 4, 0))) == (3, 0)
    assert gp(base._replace(points=(60, 0, 70, 0), tricks=(4, 1, 3, 0))) == (2, 0)


def test_sixty_six_four_tie() -> None:
    """000: "If the sides tie at 65, 1 extra game point goes to the side winning the next
    hand." """
    s = over((30, 30, 35, 35), tricks=(2, 2, 2, 2), result="played", n=4)
    out = G.outcome(s)
    assert out is not None and out.game_points == (0, 0) and out.carry_next == 1
    assert G.next_deal(s, seed=4).carry == 1


# ---- meta and the protocol ------------------------------------------------------------------
def test_every_sixty_six_rule_has_its_test() -> None:
    names = set(dir(sys.modules[__name__]))
    missing = [r.id for r in RULES if "test_" + r.id.replace(".", "_") not in names]
    assert not missing


def test_rules_md_quotes_are_verbatim() -> None:
    text = normalise(RULES_MD.read_text(encoding="utf-8"))
    bad = [r.id for r in RULES if r.seed == "RULES.md" and normalise(r.quote) not in text]
    assert not bad


def test_illegal_is_never_applied() -> None:
    s = two("AS 9C 9D JC QC KC", "10S JS QD KD AD 10D", "JD 10H KS AH")
    with pytest.raises(IllegalAction, match="does not hold"):
        G.apply(s, Action.parse("10S"))
    with pytest.raises(IllegalAction, match="king or queen"):
        G.apply(s, Action.parse("meld AS"))
    with pytest.raises(IllegalAction, match="P1 does not hold K♦"):  # sixty_six.from_hand
        G.apply(s, Action.parse("meld KD"))
    s = two("AS 9C KD JC QC KC", "10S JS QD 9D AD 10D", "JD 10H KS AH")
    with pytest.raises(IllegalAction, match="to make a marriage"):
        G.apply(s, Action.parse("meld KD"))
    with pytest.raises(IllegalAction, match="not an action"):
        G.apply(s, Action("stand"))
    done = act(s, "claim")
    with pytest.raises(IllegalAction, match="the hand is over"):
        G.apply(done, CLOSE)


def test_settlement_and_tables() -> None:
    s = over((70, 30), tricks=(4, 2), scores=(2, 1))
    st = G.settlement(s)
    assert st is not None and st.net() == {"game points": -2, "P0": 2}
    rows = G.settlement_rows(s)
    assert rows[0]["game points"] == 2 and rows[0]["total"] == 4
    table = G.score_table(s)
    assert table[-1]["P0 total"] == 4 and table[-1]["P1 total"] == 1


def test_sixty_six_from_hand() -> None:
    """000: "the 6 cards in each hand are played out": P0 may not play his opponent's 9♣."""
    s = act(two("AS 9C 9D JC QC KC", "9S JS QD KD AD 10D", "10C 10H QH"), "AS")
    reason = refused_not_held(G, s, Action.parse("9C"), "sixty_six.from_hand")
    assert reason == "P0 does not hold 9♣"


def test_sixty_six_own_moves() -> None:
    """000: "TO meld marriages, to win counting cards in tricks, and to win last trick." Loo's
    widow is no move of Sixty-Six's."""
    assert refused_as_foreign(G, "widow") == "widow is not an action in Sixty-Six"
