"""Under the lesson text's deal (Rams, ``dealer_card_trump_000``) the dealer's own last card sets
trumps and stays in his hand: the picture draws it once, in his hand, and the Trumps box names it
with its holder, "your 9♠", "P0's 10♥".

Learner look (look11, /rams-learn?step=dealer_card at 390 and 1400 px): the step says "no extra
card is turned: the dealer's own last card is shown to all and sets trumps, and it stays in his
hand", and the picture drew two 9♠, one in P0's hand and one in the Trumps box, where a card
turned for trumps lies under Foster's rules; dealer_defends_000 the same with two 10♥. Where
his hand is not drawn (rams_000, rams_widow_000; Play seen from another seat) the box named no
one: the card looked turned beside the deal. Checked over the lesson's steps and questions
read under that reading, and seeded deals of it played through, every position seen by P0
and revealed.
"""

from __future__ import annotations

import html
import random
import re

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.game import REGISTRY
from engine.games.pool.rams import RAMS
from lessons import load
from ui.cards import TableView, table_view
from ui.pages.learn_position import step_view

READING = "dealer_card_trump_000"


def _trumps_box(view: TableView) -> str:
    """The Trumps box's HTML, its entities read ("P0's")."""
    return html.unescape(next(inner for head, inner in view.extras if head.startswith("Trumps")))


def _words(view: TableView) -> str:
    """The Trumps box's words, its tags left out (a red card's chip)."""
    return re.sub(r"<[^>]+>", "", _trumps_box(view))


def _drawn(view: TableView, card: int) -> int:
    """How many times the card's face is on the table: in the seats and in the side boxes."""
    in_hands = sum(c == card for seat in view.seats for c, _ in seat.faces)
    code = CARDS[card].code
    return in_hands + sum(inner.count(f'data-card="{code}"') for _, inner in view.extras)


def _held(state) -> bool:  # type: ignore[no-untyped-def]
    return state.opts.text == "000" and RAMS.dealer_holds_turn_card(state) and not state.robbed


def _check(view: TableView, state, viewer: int | None) -> None:  # type: ignore[no-untyped-def]
    tc = state.turn_card
    assert _drawn(view, tc) <= 1, (CARDS[tc].pretty, _trumps_box(view))
    whose = "your" if viewer == state.dealer else f"P{state.dealer}'s"
    assert f"{whose} {CARDS[tc].pretty}" in _words(view), _trumps_box(view)


def test_the_dealer_card_step_draws_the_9_of_spades_once() -> None:
    step = load("rams").step("dealer_card")
    assert step.scenario is not None
    s = step.scenario.state
    assert _held(s) and CARDS[s.turn_card].pretty == "9♠"
    view = step_view(REGISTRY.get("rams"), step, step.scenario)
    assert _drawn(view, s.turn_card) == 1  # in P0's hand, which the step shows
    assert "your 9♠" in _words(view), _trumps_box(view)


STEPS = [
    st
    for st in (*load("rams").steps, *load("rams").quiz)
    if st.scenario is not None and _held(st.scenario.state)
]


def test_the_lesson_has_such_pictures() -> None:
    ids = {st.id for st in STEPS}
    assert {"dealer_card", "dealer_defends_000", "rams_000", "rams_widow_000"} <= ids, ids


@pytest.mark.parametrize("step", STEPS, ids=lambda st: st.id)
def test_every_lesson_picture_of_the_reading(step) -> None:  # type: ignore[no-untyped-def]
    view = step_view(REGISTRY.get("rams"), step, step.scenario)
    s = step.scenario.state
    mover = RAMS.current_player(s)
    seat = mover if step.show in ("legal", "declare") and mover >= 0 else None
    _check(view, s, seat)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_seeded_deals_of_the_reading(players: int) -> None:
    rng = random.Random(players)
    seen = 0
    for seed in range(6):
        s = RAMS.new_deal(players=players, dealer=seed % players, seed=seed, variant=READING)
        while s.phase != "over":
            if _held(s):
                seen += 1
                for kw in ({"viewer": 0}, {"reveal": True}):
                    _check(table_view(s, **kw), s, kw.get("viewer"))
            s = RAMS.apply(s, rng.choice(RAMS.legal_actions(s)))
    assert seen > 0
