"""Forty-Five names its card order by what it is, not as "the Spoil Five order".

Reported by the learner walk: Forty-Five's quiz q_black_low ("P1 leads the 10♣ and P0 plays the
2♣") answered with the rule "... to the highest card of the suit led, by the Spoil Five order",
and /forty_five-rules said it too; a Forty-Five learner need not know Spoil Five. The rule
(engine/games/spoil_five/cards.py order_rules, shared by the two games) names the order for
Forty-Five; Spoil Five keeps its own name for it."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.quiz import check
from lessons import load


def test_no_forty_five_rule_names_spoil_five_as_its_order() -> None:
    game = REGISTRY.get("forty_five")
    for rule in game.rules:
        assert "Spoil Five order" not in rule.statement, (rule.id, rule.statement)
    said = game.rules["forty_five.trick_winner"].statement
    assert said.endswith("by the plain-suit order: highest in red, lowest in black."), said
    # Spoil Five's own rule keeps the game's name for its order
    own = REGISTRY.get("spoil_five").rules["spoil_five.trick_winner"].statement
    assert own.endswith("by the Spoil Five order."), own


def test_the_black_low_question_explains_the_order_by_what_it_is() -> None:
    q = next(q for q in load("forty_five").quiz if q.id == "q_black_low")
    for answer in (q.solve(), 1 - q.solve()):  # P0 (right) and P1 (wrong)
        fb = check(q, answer)
        told = " ".join([fb.message, *fb.explanation, *(r.statement for r in fb.rules)])
        assert "Spoil Five" not in told, told
        # (plain_order, the rule of this club trick, speaks of clubs and spades alone)
        assert "rank lowest in black" in told, told
