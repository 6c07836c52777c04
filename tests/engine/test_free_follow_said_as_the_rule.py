"""A follower every card of whose hand may go is told why as the rule says it: "When a player
can neither follow suit nor trump, he may discard any card he pleases" (seed 002). Bierspiel's
practice feedback read "you hold no ♥ and no trump: you may play any card" (a suit's symbol
where the rule's words say what he cannot do), and a Bierspiel hand holding the 7♦ to a diamond
lead was told "you hold no ♦, and every card you hold is a trump": the 7♦ is a trump, not a
diamond, as the refusals already say. The pool family's ``follow_ground`` words it for all its
games."""

from __future__ import annotations

import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import check, practice
from engine.scenario import from_dict

IN = {"P0": "stand", "P1": "stand", "P2": "stand", "P3": "stand"}
POOL = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")


def _free(scenario: dict[str, Any]) -> str:
    s = from_dict(scenario).state
    game: Any = REGISTRY.get(scenario["game"])
    found = game.free_ground(s, s.hands[s.to_move])
    assert found is not None
    return str(found[1])


def test_neither_follow_nor_trump_as_the_rule_says() -> None:
    why = _free(
        {"game": "rams", "players": 4, "pool": 10, "trump": "S", "declarations": IN,
         "hands": {"P2": ["AC", "9D"]}, "trick": ["P1 QH"],
         "tricks_won": {"P1": 3}, "leader": "P1"}
    )  # fmt: skip
    assert why == "you can neither follow the ♥ led nor trump: you may play any card"


def test_bierspiel_s_seven_of_diamonds_is_no_diamond() -> None:
    why = _free(
        {"game": "bierspiel", "players": 4, "trump": "H", "declarations": IN,
         "hands": {"P2": ["7D", "7H"]}, "trick": ["P1 8D"],
         "tricks_won": {"P1": 3}, "leader": "P1"}
    )  # fmt: skip
    assert why == (
        "you cannot follow the ♦ led (the 7♦ is a trump, not a diamond), and every card you "
        "hold is a trump"
    )


def test_bierspiel_s_practice_feedback() -> None:
    """The question notebook 09 prints (seed 3): P0 holds A♣ 9♦ to a heart lead, spades
    trumps."""
    q = practice("bierspiel", seed=3, kind="legal_cards")
    fb = check(q, ["AC", "9D"])
    assert "you can neither follow the ♥ led nor trump: you may play any card" in fb.explanation
    assert [r.id for r in fb.rules] == ["bierspiel.discard"]
    assert "can neither follow suit nor trump" in fb.rules[0].quote


@pytest.mark.parametrize("game_id", POOL)
def test_no_free_follow_names_a_void_by_its_symbol(game_id: str) -> None:
    lines = []
    for seed in range(60):
        q = practice(game_id, seed=seed, kind="legal_cards")
        lines += check(q, [str(c) for c in q.solve()]).explanation
    assert [x for x in lines if re.search(r"you hold no [♠♥♦♣]", x)] == []
    assert any("follow the" in x for x in lines), lines[:5]
