"""A hand review says when its sampled deals are one deal, or only a few different ones.

handrev's walk (/sixty_six-play?seed=1&players=2&seat=0, 390 px, played out, "Review this
hand"): with the stock gone, "expected 1 game point over 24 sampled deals of the 1 card you
could not see, each solved exactly". Two-hand Sixty-Six's cards unseen once the stock is gone
are all the other hand: the 24 sampled deals are one deal, searched once, and "sampled" told the
learner there was chance where there was none.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.sixty_six import SIXTY_SIX
from engine.review import decision_line, review_hand
from engine.search import seeded_deal


def test_a_deal_with_no_chance_left_is_said_to_be_one() -> None:
    one = 0
    for seed in range(1, 4):
        start, actions, seat = seeded_deal(SIXTY_SIX, players=2, seed=seed)
        r = review_hand(SIXTY_SIX, start, actions, seat, worlds=10, exact_worlds=6, seed=seed)
        state = start
        by_step = {d.step: d for d in r.decisions}
        for i, action in enumerate(actions):
            d = by_step.get(i)
            if d is not None and not d.forced and not state.stock:
                # every card unseen is in the other hand: one deal, and solved exactly
                one += 1
                assert d.exact and "6 sampled deals, all the same one" in decision_line(d)
            state = SIXTY_SIX.apply(state, action)
    assert one


def test_a_few_different_deals_are_counted() -> None:
    """Four-hand Sixty-Six's last tricks: the three other hands hold the few cards unseen, and
    the sampled deals repeat some of the ways they can lie."""
    few = 0
    for seed in range(1, 4):
        start, actions, seat = seeded_deal(SIXTY_SIX, players=4, seed=seed)
        r = review_hand(SIXTY_SIX, start, actions, seat, worlds=10, exact_worlds=6, seed=seed)
        for d in r.decisions:
            if d.exact and not d.forced and 1 < d.deals < d.worlds:
                few += 1
                assert f"6 sampled deals ({d.deals} different)" in decision_line(d)
    assert few
