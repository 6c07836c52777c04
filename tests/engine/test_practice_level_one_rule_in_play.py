"""A level-1 which-cards question puts a rule in play, in every game.

Generated "Which cards may you play?" questions at level 1 of Spoil Five, Forty-Five, Sixty-Six
and Linger Longer never refused a card (0 of 100 seeds each): engine.quiz.practice took the
first position of the deal whose interest reached the level, and those games score a free
choice 1 (Sixty-Six's generic measure counted a refused close or meld), so every question asked
about the opening lead, where every card is free; Spoil Five's and Forty-Five's cited no rule
(7 and 11 of 100). Now a level-1 question refuses a card in hand, or, one in four
(engine.quiz.FREE_SHARE), asks about a card to a trick where every card is free and the rule
that frees them is cited: each game's seed teaches such a freedom (Spoil Five's "others may
follow or trump as they please", Sixty-Six's "before the stock is exhausted ... you may play any
card", Linger Longer's and Napoleon's "Otherwise, he may lead or play what he pleases").
"""

from __future__ import annotations

import pytest

from engine.game import REGISTRY
from engine.quiz import explanation, practice

SEEDS = range(40)


@pytest.mark.parametrize("game", REGISTRY.ids())
def test_a_level_one_which_cards_question_puts_a_rule_in_play(game: str) -> None:
    refused, free = [], []
    for seed in SEEDS:
        q = practice(game, seed, kind="legal_cards", level=1)
        lines, rules = explanation(q)
        assert rules, (q.id, q.prompt, lines)  # a rule in play, cited
        if set(q.choices()) - q.solve():
            refused.append(seed)
        else:  # every card free: a card to a trick, and the rule that frees them
            free.append(seed)
            assert q.state.trick, (q.id, lines)
    assert len(refused) > len(SEEDS) // 2, (game, "refused", refused, "free", free)
    assert free, (game, "no question where every card is free")
