"""Five-card Loo: a trick Pam took is explained by Pam first. "J♣ is the highest trump (♦) in
the trick" alone reads as if a club were a diamond (teacher's walk of notebook 04: the quiz box
on q_pam_over_ace answered wrong said only that); Bierspiel says first why its 7♦ is a trump
for any trump suit, and Five-card Loo now says first that the J♣ is Pam."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.quiz import check
from lessons import load

PAM_OVER_ACE = next(x for x in load("five_card_loo").quiz if x.id == "q_pam_over_ace")


def test_the_pam_question_says_pam_before_the_highest_trump() -> None:
    lines = check(PAM_OVER_ACE, 2).explanation
    assert "Pam" in lines[0] and "best trump" in lines[0], lines
    assert any("highest trump" in line for line in lines[1:]), lines


def test_a_trick_pam_took_is_noted_only_where_pam_is_played() -> None:
    state = PAM_OVER_ACE.state
    assert state.history, "the question's trick is complete"
    notes, _ = FIVE_CARD_LOO.trick_notes(state)
    assert any("Pam" in n for n in notes), notes
    notes, _ = FIVE_CARD_LOO.trick_notes(FIVE_CARD_LOO.under_variant(state, "no_pam"))
    assert not any("Pam" in n for n in notes), notes
