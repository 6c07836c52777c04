"""A hand review's cost is the best choice's figure less the learner's, as the page shows both.

handrev's walk: Five-card Loo's review read "You: exchange 1 (expected 2.12 red counters).
Best: exchange 3 (expected 2.66 ...). Cost: 0.53 red counters", and Rams' "expected 1.38 ...
expected 3.09 ... Cost: 1.72": the cost was the mean of the differences rounded on its own,
the two figures each rounded on theirs, so the learner's subtraction came out a hundredth off
in about one reviewed hand in three.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from engine.review import review_hand
from engine.review_words import amount
from engine.search import seeded_deal

# (game, players): every game, one count each, and the seeds whose random first player makes
# decisions with a choice (a deal over as dealt raises ValueError and is left out)
FORMS = [(g.id, 4 if g.min_players <= 4 <= g.max_players else g.min_players) for g in REGISTRY]


@pytest.mark.parametrize(("game_id", "players"), FORMS)
def test_cost_is_the_difference_of_the_figures_shown(game_id: str, players: int) -> None:
    game = REGISTRY.get(game_id)
    judged, wrong = 0, []
    for seed in range(4):
        try:
            start, actions, seat = seeded_deal(game, players=players, seed=seed)
        except ValueError:
            continue
        r = review_hand(game, start, actions, seat, worlds=30, exact_worlds=3, seed=seed)
        for d in r.decisions:
            if d.forced:
                continue
            best, mine = d.best, d.played_choice
            assert best is not None and mine is not None
            judged += 1
            # what the learner reads: "expected a", "expected b", "Cost: c"
            a, b, c = float(amount(mine.mean)), float(amount(best.mean)), float(amount(d.cost))
            if abs((b - a) - c) > 1e-9:
                wrong.append((seed, d.step, amount(mine.mean), amount(best.mean), amount(d.cost)))
    assert judged
    assert not wrong, wrong
