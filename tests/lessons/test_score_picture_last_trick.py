"""A Sixty-Six hand's score asked of a hand played out shows who took its last trick.

walk13 (390 px, /sixty_six-quiz?seed=57337&kind=game_points&level=2): four-hand, played out;
the picture said "the hand is over" over the four piles of cards taken. P0+P2's cards count 94,
which scores 1 game point; the answer was 2, "P0+P2 take 104 points (100 to 129)": the 10 for
the last trick, which the picture never showed them take. Now the last trick lies in the middle
under "Trick 8: P0 won", as Play ends a hand, before the answer and after it.
"""

from __future__ import annotations

import re

import pytest
from test_quiz_pictures import seen

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.quiz import Question, check, practice
from ui.quiz_picture import question_picture


def _played_out() -> list[Question]:
    qs = [practice("sixty_six", seed=s, kind="game_points", level=2) for s in range(16)]
    out = [q for q in qs if q.state.result == "played"]
    assert {q.state.n for q in out} >= {2, 4}, "too few hands played out to ask about"
    return out


@pytest.mark.parametrize("q", _played_out(), ids=lambda q: f"{q.id}-{q.state.n}")
def test_a_played_out_hand_s_score_shows_its_last_trick_and_who_won_it(q: Question) -> None:
    plays, winner = q.state.history[-1]
    for fb in (None, check(q, q.solve())):
        drawn = seen(question_picture(q, fb, curated=False) or "")
        title = f"Trick {len(q.state.history)}: P{winner} won"
        assert re.search(rf"\b{re.escape(title)}\b", drawn.text), (q.id, drawn.text[:300])
        assert {CARDS[c].code for _, c in plays} <= drawn.cards
