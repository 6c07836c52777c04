"""A Learn picture drawn before its lesson shows trumps sorts no hand trumps first.

Linger Longer's first step, 'As many cards as players', drew the dealer's hand 7♥ 5♠ A♣ 9♦ and
P1's 3♥ A♠ 9♣ K♦: the table sorts a hand trumps first, so the hearts led both hands a step
before 'The dealer's last card fixes trumps' says that hearts are trumps (its picture draws no
trump box: lessons.teaching.taught_later). A hand drawn before the trumps are shown is sorted
as every game sorts a hand with no trumps, suit by suit ♠ ♥ ♣ ♦ (engine.game.Game.hand_order);
from the step drawing the trump, trumps first as before."""

from __future__ import annotations

from step_pictures import first_view

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import CARDS
from engine.game import HAND_SUITS, REGISTRY
from lessons import load
from ui.cards import TableView


def _trump_box(view: TableView) -> bool:
    return any(k.startswith("Trumps") for k, _ in view.extras)


def _before_trumps() -> list[tuple[str, str, TableView]]:
    """Each lesson's step pictures up to the first drawing a trump box (not included)."""
    out = []
    for game in REGISTRY:
        lesson = load(game.id)
        for step in lesson.steps:
            view = first_view(step)
            if view is None:
                continue
            if _trump_box(view):
                break
            out.append((game.id, step.id, view))
    return out


def test_no_hand_is_sorted_trumps_first_before_the_trumps_are_shown() -> None:
    pictures = _before_trumps()
    faced = 0
    for game, step, view in pictures:
        for seat in view.seats:
            cards = [CARDS[c] for c, _ in seat.faces]
            faced += bool(cards)
            suits = [HAND_SUITS.index(c.suit) for c in cards]
            shown = " ".join(c.pretty for c in cards)
            assert suits == sorted(suits), f"{game} '{step}': {seat.name} {shown}"
    assert ("linger_longer", "deal") in {(g, s) for g, s, _ in pictures}
    assert faced  # (hands drawn face up among them)


def test_linger_longer_sorts_trumps_first_from_the_step_turning_them() -> None:
    lesson = load("linger_longer")
    hands = []
    for sid in ("deal", "trump_card"):
        view = first_view(lesson.step(sid))
        assert view is not None
        hands.append(" ".join(CARDS[c].pretty for c, _ in view.seats[0].faces))
    assert hands == ["5♠ 7♥ A♣ 9♦", "7♥ 5♠ A♣ 9♦"]
