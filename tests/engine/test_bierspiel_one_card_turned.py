"""Bierspiel's declaring refusals fit the position a learner sees (notebook 09, cell 11).

* The eldest taking up after the dealer passed, only the 10♥ turned (no 7♦), read "not rob 2:
  only the dealer may take both turned cards; the eldest hand, the dealer having passed, takes
  up the trump card alone": there were no "both turned cards". With one card turned, a player
  not the dealer hears that only the trump card was turned; "both" is said only after a 7♦.
* Every Bierspiel declaring turn listed Rams' "not rams: there is no rams in this game": Bierspiel
  declares "rams" so a question can ask it, so its refusal says why in Bierspiel's terms.
"""

from __future__ import annotations

import engine.games  # noqa: F401  (registers the games)
from engine.game import Action
from engine.games.pool.bierspiel import AUF, BIERSPIEL, SEVEN
from engine.games.pool.state import PoolState
from engine.scenario import from_dict

G = BIERSPIEL
BOTH = Action("rob", number=2)
ELDEST = {  # notebook 09's cell 11
    "game": "bierspiel",
    "players": 4,
    "dealer": "P0",
    "turn_card": "10H",
    "declarations": {"P1": "stand", "P2": "stand", "P3": "pass", "P0": "pass"},
    "hands": {"P1": ["AS", "10S", "8H", "KD", "7C"]},
}


def turns(players: int, seed: int) -> list[PoolState]:
    """Every declaring turn of a seeded deal, the dealer passing (so the eldest takes up)."""
    s, out = G.apply(G.new_deal(players=players, seed=seed), AUF), []
    while s.phase == "declare":
        out.append(s)
        s = G.apply(s, Action("pass") if s.to_move == s.dealer else Action("stand"))
    return out


def test_the_eldest_with_one_card_turned_hears_of_one_card() -> None:
    s = from_dict(ELDEST).state
    assert G.taking_up(s) and s.seven_turned != SEVEN
    (r,) = [r for r in G.refusals(s) if r.action == BOTH]
    assert r.rule.id == "bierspiel.dealer_takes_both"
    assert "both turned cards" not in r.reason, r.reason
    assert r.reason.startswith("only the trump card was turned up"), r.reason
    assert [x.reason for x in G.explain(s, BOTH)] == [r.reason]


def test_both_is_said_only_where_two_cards_were_turned() -> None:
    seven = next(k for k in range(500) if G.new_deal(players=4, seed=k).seven_turned == SEVEN)
    seen = set()
    for seed in [*range(30), seven]:
        for s in turns(4, seed):
            for r in G.refusals(s):
                if r.action != BOTH:
                    continue
                one = s.seven_turned != SEVEN and s.to_move != s.dealer  # (the dealer: "was not")
                assert ("both turned cards" in r.reason) != one, (seed, r.reason)
                seen.add((s.seven_turned == SEVEN, G.taking_up(s)))
    assert {(False, False), (False, True), (True, True)} <= seen, seen


def test_no_rams_is_said_in_bierspiel_s_terms_at_every_turn() -> None:
    count = 0
    states = [from_dict(ELDEST).state, *(s for seed in range(10) for s in turns(4, seed))]
    for s in states:
        (r,) = [r for r in G.refusals(s) if r.action == Action("rams")]
        assert r.rule.id == "bierspiel.general_rams"
        assert "this game" not in r.reason and "Bierspiel" in r.reason, r.reason
        assert [x.reason for x in G.explain(s, Action("rams"))] == [r.reason]
        count += 1
    assert count > 10
