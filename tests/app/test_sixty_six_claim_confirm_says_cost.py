"""Play's question before a claim under 66 says what the wrong claim gives away, and to whom.

look14 (Play at 390 px, Claim 66 at the first lead): "You have 0; a wrong claim loses the hand —
claim anyway?" named neither who scores nor how much, where the rule is "If you are wrong, not
having 66, your opponent scores 2 game points" (sixty_six.wrong_claim), and in three-hand the
dealer scores the same. The question now reads the engine's settlement of the claim on the
learner's own view.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import Action
from engine.games.sixty_six import SIXTY_SIX
from ui.games.sixty_six import sixty_six_confirm


@pytest.mark.parametrize(
    ("players", "gives"),
    [
        (2, "gives P1 2 game points"),
        (3, "gives P1 2 game points and P2 2 game points"),  # P2 deals and sits out
    ],
)
def test_wrong_claim_question_names_who_scores_what(players: int, gives: str) -> None:
    s = SIXTY_SIX.new_deal(players=players, dealer=players - 1, seed=3)
    seat = SIXTY_SIX.current_player(s)
    assert seat == 0
    said = sixty_six_confirm(SIXTY_SIX.view(s, seat), seat, Action("claim"))
    assert said == f"You have 0; a wrong claim ends the hand and {gives} \u2014 claim anyway?"
