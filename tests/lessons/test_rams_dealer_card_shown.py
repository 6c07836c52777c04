"""Where a Rams step under the lesson text's reading (the dealer's own last card sets trumps)
gives the dealer's hand, the picture shows which of his cards is the exposed one, as the text
names it, and the task's refusal of a rob says why he has nothing to rob.

Learner walk: /rams-learn?step=dealer_card says "your last card is the 9♠" and "the dealer has
nothing to rob", but its picture drew a bare ♠ under Trumps (the scenario gave `trump: S`, no
card), so nothing marked the 9♠ in his hand as the card shown to all; ticking "Rob the trump"
answered "you may take the trump card only when you defend against one player", as if he might
rob once defending, where the next step (dealer_defends_000, its 10♥ drawn under Trumps) says
"the trump card 10♥ is your own card, in your hand". The Trumps box names it, "your 9♠",
under the suit's sign; its face is drawn in his hand alone.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from engine.cards import CARDS
from lessons import load
from lessons.loader import Step
from lessons.tasks import task_for
from ui.games.pool import loo_table

LESSON = load("rams")
OWN_CARD = [
    st
    for st in LESSON.steps
    if st.scenario is not None
    and st.scenario.state.opts.text == "000"
    and st.scenario.state.hands[st.scenario.state.dealer]
]


def test_the_lesson_text_s_dealer_steps_are_found() -> None:
    assert {st.id for st in OWN_CARD} >= {"dealer_card", "dealer_defends_000"}


@pytest.mark.parametrize("step", OWN_CARD, ids=lambda st: st.id)
def test_the_dealer_s_exposed_card_is_named_under_trumps(step: Step) -> None:
    assert step.scenario is not None  # (OWN_CARD holds steps that show one)
    s = step.scenario.state
    tc = s.turn_card
    assert 0 <= tc < 52, f"{step.id}: no card set trumps"
    assert s.hands[s.dealer] >> tc & 1, "the exposed card stays in the dealer's hand"
    assert CARDS[tc].pretty in step.text
    view = loo_table(s, viewer=s.dealer, quiz=True)
    trumps = [html for head, html in view.extras if head.startswith("Trumps")]
    # named there, its face drawn once, in his hand (look11: drawn under Trumps too, the
    # picture held two 9♠; tests/app/test_rams_dealer_card_drawn_once.py)
    words = unescape(re.sub(r"<[^>]+>", "", trumps[0])) if trumps else ""
    assert f"your {CARDS[tc].pretty}" in words, trumps
    assert f'data-card="{CARDS[tc].code}"' not in trumps[0], trumps


def test_a_rob_is_refused_because_the_trump_card_is_his_own() -> None:
    task = task_for(LESSON.step("dealer_card"))
    assert task is not None
    said = task.try_answer(["rob"])
    # the refusal first; then the rules allowing the moves left out (playing or passing, rams,
    # taking the widow): rams by Foster's general rams, which taught the move, as the lesson
    # text's own rams waits for its step ('rams_000': lessons.tasks.Task.later)
    assert [r.id for r in said.rules] == [
        "rams.lesson_000.rob",
        "rams.lesson_000.declare",
        "rams.general_rams",
        "rams.lesson_000.widow",
    ]
    assert any("your own card" in line for line in said.reasons), said.reasons
