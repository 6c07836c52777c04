"""Forty-Five's hand review marks by the size of its deal, not by the default for counters.

handrev's walk: Forty-Five's review marked nearly every mark a blunder ("?? Blunder ... Cost:
1 point"): its marks were the protocol's default 0.25 / 0.5 / 1, written for counters, where a
Forty-Five deal scores -10 to 10 points (the odd trick 5, all five 10). Over 12 two-hand deals
a random learner's 15 marks were 12 blunders, and the rule of thumb's own play got 4 blunders
in 50 decisions (Sixty-Six's, whose 0.2 / 0.45 / 0.9 game points are in proportion to its
-3 to 3: 1 in 105).
"""

from __future__ import annotations

from collections import Counter

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import review_hand
from engine.search import make_bot, play_out

GAME = REGISTRY.get("forty_five")


def _marks(learner: str, players: int) -> Counter[str | None]:
    marks: Counter[str | None] = Counter()
    for seed in range(12):
        start = GAME.new_deal(players=players, seed=100 + seed)
        kinds = {p: learner if p == 0 else "rule_of_thumb" for p in range(players)}
        bots = {p: make_bot(k, p + seed) for p, k in kinds.items()}
        actions = play_out(GAME, start, bots)[1]
        r = review_hand(GAME, start, actions, 0, seed=seed, worlds=60, exact_worlds=12)
        marks.update(d.mark for d in r.decisions if not d.forced)
    return marks


def test_the_rule_of_thumb_is_not_marked_blunders() -> None:
    marks = _marks("rule_of_thumb", 2)
    assert marks["blunder"] == 0, marks


def test_a_random_learners_marks_are_not_mostly_blunders() -> None:
    marks = _marks("random", 2)
    assert marks["blunder"] < marks["inaccuracy"] + marks["mistake"], marks
