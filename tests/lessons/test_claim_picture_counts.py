"""A generated "Should you claim now?" draws the cards its answer counts.

walk13 (390 px, /sixty_six-quiz?seed=48736&kind=should_claim&level=2): the prompt "You are P0,
to move. Should you claim now?" over a picture of P0's one card (the 9♥ at trick 12), his trick
count and P1's face-down card; the answer then read "You have 72 in cards + 0 in marriages = 72
≥ 66: claim now", a count of cards the learner was never shown. A curated claim question names
the cards taken in its prompt and its picture draws them ("You took", "P0 took"); a generated
one now draws every seat's won cards as well (each seat saw them taken), and still no other
hand: those stay as the mover sees them.
"""

from __future__ import annotations

import pytest
from test_quiz_pictures import seen

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS, cards_in
from engine.quiz import Question, check, practice
from ui.quiz_picture import question_picture

SEEDS = range(12)


def _questions() -> list[Question]:
    return [practice("sixty_six", seed=s, kind="should_claim", level=1 + s % 3) for s in SEEDS]


@pytest.mark.parametrize("q", _questions(), ids=lambda q: q.id)
def test_a_claim_question_draws_every_card_taken_and_no_hidden_hand(q: Question) -> None:
    s, seat = q.state, q.seat
    assert seat is not None
    in_trick = {CARDS[c].code for _, c in s.trick}
    for answered in (False, True):  # before the answer and after it, the same cards
        fb = check(q, q.solve()) if answered else None
        drawn = seen(question_picture(q, fb, curated=False) or "").cards
        taken = {c.code for p in range(s.n) for c in cards_in(s.won[p])} - in_trick
        assert taken and taken <= drawn, (q.id, sorted(taken - drawn))
        seen_by_mover = q.game.view(s, seat)
        hidden = {
            c.code
            for p in range(s.n)
            if p != seat
            for c in cards_in(s.hands[p] & ~seen_by_mover.hands[p])
        }
        assert not hidden & drawn, (q.id, sorted(hidden & drawn))
