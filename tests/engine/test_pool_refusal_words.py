"""A pool game's refusal of a move that is not on offer names the move in the learner's words
(its card by its face, 7♣) and cites the rule that forbids it.

Before the fix the Compare page and ``trickbook answer`` read: Rams under the lesson text
refusing the dealer's rob with 'rob 8C is not a declaration here' (the card in the engine's
code; the lesson text's robbing rule, which says why, not cited), and Loo under Foster refusing
"stand" in a simple pool with 'declaring is over: play a card (stand is not a play)' under the
follow-suit rule (a simple pool has no declaring: everyone plays, loo.looed_simple)."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
import yaml

import engine.games  # noqa: F401
from engine.cards import CARDS
from engine.compare import find_parting
from engine.game import REGISTRY, Action
from engine.scenario import from_dict

POOL = ["loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel"]
CODE = re.compile(r"\b(10|[2-9AKQJ])[SHDC]\b")  # a card in the engine's code: 7C, 10H


def scn(text: str) -> Any:
    return from_dict(yaml.safe_load(text), "test").state


def test_rams_lesson_text_refuses_the_dealers_rob_with_its_robbing_rule() -> None:
    """Rams, the dealer's rob at the parting of RULES.md's reading and the lesson text (whose
    trump card is the dealer's own last card): each rob is refused by the lesson text's rule on
    taking the trump card, the card named by its face."""
    game = REGISTRY.get("rams")
    found = find_parting(
        game, players=5, variants=("standard", "dealer_card_trump_000"), seeds=range(40)
    )
    assert found is not None and found.comparison.parting is not None
    parting = found.comparison.parting
    text = parting.text[1]
    assert "not a declaration" not in text and not CODE.search(text), text
    assert [r.id for r in parting.rules[1]] == ["rams.lesson_000.rob"], text
    at = []
    for side in found.comparison.sides:  # the position on each side
        s = side.start
        for step in side.steps[: parting.step]:
            s = game.apply(s, step.action)
        at.append(s)
    robs = [a for a in game.legal_actions(at[0]) if a.kind == "rob"]
    s = at[1]
    assert robs
    for a in robs:
        (r,) = game.explain(s, a)
        assert r.rule.id == "rams.lesson_000.rob" and "own card" in r.reason, r


def test_loo_foster_simple_pool_refuses_stand_by_the_simple_pool_rule() -> None:
    """Foster's simple pool: nobody declares, everyone plays (loo.looed_simple), so "stand"
    is refused by that rule, not the follow-suit rule; in a double, once declaring is over, by
    the declaring rule."""
    loo = REGISTRY.get("loo")
    simple = scn("game: loo\nplayers: 5\nhands:\n  P2: [KS, 3S, AD]\ntrick: [P1 QS]\n")
    (r,) = loo.explain(simple, Action("stand"))
    assert r.rule.id == "loo.looed_simple", r
    assert r.reason.startswith("in a simple pool everyone plays") and "cannot stand" in r.reason
    double = loo.new_deal(players=4, seed=3, pool=9)
    while double.phase != "play":
        double = loo.apply(double, loo.legal_actions(double)[0])
    (r,) = loo.explain(double, Action("widow"))
    assert r.rule.id == "loo.declare", r
    assert (
        r.reason == "declaring is over: you can no longer take the widow; you may only play a card"
    )


@pytest.mark.parametrize("gid", POOL)
def test_a_move_not_on_offer_is_named_in_words_and_never_by_the_follow_rule(gid: str) -> None:
    """Seeded random deals: every declaration word (with a card of the hand where the move
    carries one) refused at any point is named without an engine code, and outside play never
    cites a rule of play."""
    game = REGISTRY.get(gid)
    words = {*game.declaration_words, "rob", "discard", "rams"}
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        s = game.new_deal(players=4, seed=seed, pool=6 * (seed % 2) if gid == "loo" else 0)
        while not game.is_over(s):
            seat = game.current_player(s)
            held = [c for c in range(52) if seat is not None and s.hands[seat] >> c & 1]
            for w in sorted(words):
                card = f" {CARDS[held[0]].code}" if w in ("rob", "discard") and held else ""
                a = Action.parse(w + card)
                for r in game.explain(s, a):
                    assert not CODE.search(r.reason), (w, r.reason)
                    assert "is not a play" not in r.reason, r.reason
                    if s.phase == "play":
                        assert not r.rule.id.endswith(("follow_suit", "head_the_trick")), r
                    checked += 1
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    assert checked > 50


def test_the_dealers_widow_against_a_lone_player_points_to_defending_in_words() -> None:
    """Loo, a double pool: one player stands, the rest pass, the dealer may stand or defend the
    pool (Play's buttons "Stand", "Defend the pool"). Taking the widow is refused with a
    pointer to defending the pool in words, not the engine's bare word ('choose defend')."""
    loo = REGISTRY.get("loo")
    s = loo.new_deal(players=4, seed=3, pool=9)
    s = loo.apply(s, Action("stand"))
    while loo.current_player(s) != s.dealer:
        s = loo.apply(s, Action("pass"))
    assert Action("defend") in loo.legal_actions(s)
    (r,) = loo.explain(s, Action("widow"))
    assert "choose defend" not in r.reason and r.reason.endswith("defend the pool instead"), r
