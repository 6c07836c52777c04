"""Sixty-Six's point carried from a tied hand is scored under the rule that carries it. The
quiz's q_gp_tie_carry ("The last hand was a 65-65 tie. In this hand P1 claims correctly ...")
explained 'P1 claims correctly with 70 (P0 has 44) (+1 carried from a tied hand): P1 scores 2
game points' and cited only sixty_six.claim_score, which scores 1 there: the extra point is
000's "But the winner of the next hand gets 1 additional game point" (sixty_six.no_winner;
four-hand's sixty_six.four.tie), never cited (look14). Now the settlement moves the carried
points apart from the hand's own, each with its rule, and the feedback cites both."""

from __future__ import annotations

import yaml

import engine.games  # noqa: F401
from engine.games.sixty_six import SIXTY_SIX as G
from engine.quiz import check
from engine.scenario import from_dict
from lessons import load

FOUR = """
game: sixty_six
players: 4
dealer: P3
trump: C
tricks: {P0: 4, P1: 2, P2: 2}
points: {P0: 70, P1: 25, P2: 25}
last_trick: P0
carry: 1
"""


def test_the_quiz_question_cites_the_claim_and_the_tie() -> None:
    q = load("sixty_six").question("q_gp_tie_carry")
    fb = check(q, q.solve())
    assert fb.correct
    assert [r.id for r in fb.rules] == ["sixty_six.claim_score", "sixty_six.no_winner"]
    said = fb.explanation
    assert said[0] == "P1 claims correctly with 70 (P0 has 44): P1 scores 1 game point", said
    assert said[1] == "the 1 carried from a tied hand goes to P1: P1 scores 1 game point", said
    # a learner who forgot the carried point missed the tie's rule among those cited
    wrong = check(q, {"P0": 0, "P1": 1})
    assert "sixty_six.no_winner" in [r.id for r in wrong.missed]


def test_each_move_of_the_carried_hand_has_its_rule() -> None:
    shown = load("sixty_six").step("carry").scenario
    assert shown is not None
    s = shown.state
    st = G.settlement(s)
    assert st is not None
    moves = [(t.payee, t.amount, t.rule) for t in st.transfers]
    assert moves == [("P0", 2, "sixty_six.claim_score"), ("P0", 1, "sixty_six.no_winner")]


def test_four_hand_carry_is_the_four_hand_tie_s() -> None:
    s = from_dict(yaml.safe_load(FOUR), "test").state
    st = G.settlement(s)
    assert st is not None
    moves = [(t.amount, t.rule) for t in st.transfers]
    assert moves == [(2, "sixty_six.four.scoring"), (1, "sixty_six.four.tie")], moves
    assert sum(st.net().values()) == 0 and st.net()["P0+P2"] == 3
