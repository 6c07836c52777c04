"""A generated "what would you bid?" question shows the bidder his own hand only.

At /napoleon-quiz (endless practice, "What would you bid?") the picture drew every hand of the
deal face up: P0, asked what he would bid with his five cards, saw P1's and P2's too, which no
bidder sees and which the engine's own estimate (the Monte-Carlo search over the hidden cards)
does not use. Cause: ui.quiz_picture.question_view kept the other hands face down for generated
questions answered by ticking cards or words, and drew a number question (the bid) with every
hand revealed, as a settlement is. Checked here over generated bid questions at every table
size the seeds give: before the answer and after it, no seat but the bidder's shows a face.
"""

from __future__ import annotations

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import check, practice
from ui.quiz_picture import question_view


def test_a_bid_question_shows_the_bidder_his_own_hand_only() -> None:
    for seed in range(12):
        q = practice("napoleon", seed=seed, kind="bid_estimate")
        assert q.seat is not None, seed  # (a bid question asks a seat)
        for fb in (None, check(q, 0)):
            view = question_view(q, fb, curated=False)
            assert view is not None
            shown = {i: len(s.faces) for i, s in enumerate(view.seats) if s.faces}
            assert list(shown) == [q.seat], (seed, q.prompt, shown)
            assert shown[q.seat] == 5, (seed, shown)
