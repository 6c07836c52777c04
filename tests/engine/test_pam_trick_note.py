"""Five-card Loo: a trick Pam took is explained by Pam. "J♣ is the highest trump (♦) in the
trick" alone reads as if a club were a diamond (teacher's walk of notebook 04: the quiz box on
q_pam_over_ace answered wrong said only that); a note saying first that the J♣ is Pam then said
one fact twice (walk13). The trick's reason says it, once: "J♣, Pam, is the highest trump in
the trick: Pam ranks above every trump ..."."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.pool.five_card_loo import FIVE_CARD_LOO
from engine.quiz import check
from lessons import load

PAM_OVER_ACE = next(x for x in load("five_card_loo").quiz if x.id == "q_pam_over_ace")


def test_the_pam_question_says_pam_once_in_the_trick_reason() -> None:
    lines = check(PAM_OVER_ACE, 2).explanation
    assert lines[0].startswith("J♣, Pam, is the highest trump in the trick: Pam ranks"), lines
    assert sum("Pam" in line for line in lines) == 1, lines
    assert "(♦)" not in lines[0] and "(♥)" not in lines[0], lines


def test_pam_is_named_only_where_pam_is_played() -> None:
    state = PAM_OVER_ACE.state
    assert state.history, "the question's trick is complete"
    assert "Pam" in FIVE_CARD_LOO.trick_reason(state)
    no_pam = FIVE_CARD_LOO.under_variant(state, "no_pam")
    assert "Pam" not in FIVE_CARD_LOO.trick_reason(no_pam)
    assert FIVE_CARD_LOO.trick_notes(state) == ([], [])
