"""Bierspiel's refusals of taking up the turned cards name the rule the move breaks first.

Seed 002: "If it [the 7♦] is turned up, the dealer turns up the next card for a trump, and when
it comes to his turn, he can take both cards into his hand, discarding others in their place.
If the dealer passes, the eldest hand may take up the trump."

* A take-up of both cards that names its discards ("rob 2 9D JD", the move as Play and
  ``trickbook answer`` send it) was refused with the reason of taking up the trump card alone:
  the family's explain fell back on the move's kind, "rob", so the eldest read "you take up
  the trump card only if you play and the dealer passes" and the dealer, no 7♦ turned, "you
  cannot take up both turned cards ... in this game's declaring: you may ... take up the trump".
* Discards that fit neither take-up ("rob 3 ...", the same card twice, none), by a dealer who
  may take up, were refused as a move unheard of in the declaring ("you cannot take up the
  trump, putting out 10♣ ..."), which is what Play showed after one card was ticked.
* A player who is not the dealer, with no 7♦ turned, was told that both cards are taken only
  when the 7♦ was turned: true, but the first rule he breaks is that only the dealer takes
  them (the eldest, after the dealer passes, the trump card alone).
"""

from __future__ import annotations

from engine.cards import CARDS, indices_in
from engine.game import Action
from engine.games.pool.bierspiel import AUF, BIERSPIEL, SEVEN, rob_both
from engine.games.pool.state import PoolState

G = BIERSPIEL
BOTH = Action("rob", number=2)
SEVEN_TEXT = "7\u2666"


def deal(seven: bool) -> PoolState:
    """The first seeded four-hand deal with (or without) a turned 7♦, after "Auf"."""
    for seed in range(500):
        s = G.new_deal(players=4, seed=seed)
        if (s.seven_turned == SEVEN) == seven:
            return G.apply(s, AUF)
    raise AssertionError("no such deal in 500 seeds")


def declaring(s: PoolState, dealer_passes: bool = False) -> list[PoolState]:
    """Every declaring turn of ``s``: each seat stands, the dealer passes or stands."""
    out = []
    while s.phase == "declare":
        out.append(s)
        act = Action("pass") if s.to_move == s.dealer and dealer_passes else Action("stand")
        s = G.apply(s, act)
    return out


def two_held(s: PoolState) -> Action:
    a, b = indices_in(s.hands[s.to_move])[:2]
    return rob_both(a, b)


def test_taking_both_with_its_discards_is_refused_as_taking_both() -> None:
    checked = 0
    for seven in (False, True):
        for passes in (False, True):
            for s in declaring(deal(seven), passes):
                move = two_held(s)
                if move in G.legal_actions(s):
                    continue
                (listed,) = [r for r in G.refusals(s) if r.action == BOTH]
                (said,) = G.explain(s, move)
                assert said.action == move
                assert (said.rule.id, said.reason) == (listed.rule.id, listed.reason)
                assert said.rule.id == "bierspiel.dealer_takes_both"
                assert "take up the trump" not in said.reason
                checked += 1
    assert checked >= 6


def test_discards_that_fit_no_take_up_are_refused_with_the_take_up_rule() -> None:
    s = declaring(deal(seven=True))[-1]
    assert s.to_move == s.dealer and rob_both(*indices_in(s.hands[s.dealer])[:2]) in (
        G.legal_actions(s)
    )
    held = [CARDS[c] for c in indices_in(s.hands[s.dealer])]
    tries = {
        "three": Action("rob", number=3, cards=tuple(held[:3])),
        "the same card twice": Action("rob", number=2, cards=(held[0], held[0])),
        "none": Action("rob", number=0),
        "one under": Action("rob", number=1, cards=(held[0],)),
    }
    for named, move in tries.items():
        (r,) = G.explain(s, move)
        assert r.rule.id == "bierspiel.dealer_takes_both", (move, r.message())
        assert r.reason.startswith(
            "you take up the trump card putting out one card, or both turned cards putting "
            "out two: you named "
        ), r.reason
        assert named in r.reason and "cannot" not in r.reason
    # without a turned 7♦ the dealer's take-up puts out one card, by the Rams rule he robs by
    s = declaring(deal(seven=False))[-1]
    held = [CARDS[c] for c in indices_in(s.hands[s.dealer])]
    (r,) = G.explain(s, Action("rob", number=3, cards=tuple(held[:3])))
    assert r.rule.id == "bierspiel.rob" and "both turned cards" not in r.reason
    assert r.reason.startswith("you take up the trump card putting out one card: you named three")


def test_a_player_not_the_dealer_is_told_only_the_dealer_takes_both() -> None:
    """After a turned 7♦: only the dealer takes both. With one card turned a player not the
    dealer hears that there is one card (tests/engine/test_bierspiel_one_card_turned.py)."""
    seen = set()
    for seven in (False, True):
        for passes in (False, True):
            for s in declaring(deal(seven=seven), passes):
                if s.to_move == s.dealer:
                    continue
                (r,) = [r for r in G.refusals(s) if r.action == BOTH]
                assert r.rule.id == "bierspiel.dealer_takes_both"
                said_both = r.reason.startswith("only the dealer may take both turned cards")
                assert said_both == seven, r.reason
                if G.taking_up(s) and seven:  # the eldest after the dealer passed
                    assert r.reason.endswith("takes up the trump card alone")
                seen.add((seven, G.taking_up(s)))
    assert {t for s, t in seen if not s} == {False, True}
    # the dealer, no 7♦ turned, still hears why: the 7♦ was not turned
    dealer = declaring(deal(seven=False))[-1]
    (r,) = [r for r in G.refusals(dealer) if r.action == BOTH]
    assert SEVEN_TEXT in r.reason and "was not" in r.reason
