"""Sixty-Six's which-cards questions ask more at a higher level, not less.

At /sixty_six-quiz?seed=0&kind=legal_cards&level=2 the learner was asked which cards he may
play while the stock was open, where every card is free: 63 of 100 level-2 questions (13 of
100 at level 3) refused no card, fewer than at level 1 (where 72 of 100 refuse one). Cause:
Sixty-Six left the measure to engine.quiz's generic one, the number of rules refusing any move,
and a close, a meld or an exchange refused at a lead counted as a duty of a question about
cards. Now its practice_interest counts what the question asks about: a card refused (2), by
two rules or with a meld refused too (3), else the free play (1).
"""

from __future__ import annotations

from engine.quiz import explanation, practice

SEEDS = range(40)


def test_a_level_two_or_three_question_refuses_a_card() -> None:
    for level in (2, 3):
        for seed in SEEDS:
            q = practice("sixty_six", seed, kind="legal_cards", level=level)
            lines, rules = explanation(q)
            assert set(q.choices()) - q.solve(), (level, q.id, lines)
            if level == 3:  # two duties in play
                assert len(rules) >= 2, (q.id, lines)
