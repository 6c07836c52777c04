"""The hand review says what a rams undertakes when it judges one.

handrev's walk (engine scan, Rams at four, deal 1, a random learner who announced rams and
lost 20 counters): the blunder's only words were "Rob 10♣ makes a stronger hand: 2.3 tricks on
average against 1.0 after rams, no trick at all in 0% of the sampled deals against 56%.",
the pool's words for a stand against a pass, not that a rams must take every trick.
"""

from __future__ import annotations

import re

import engine.games  # noqa: F401
from engine.games.pool.rams import RAMS
from engine.review import review_hand
from engine.review_words import in_deals
from engine.search import make_bot, play_out


def test_a_rams_lost_is_said_to_need_every_trick() -> None:
    start = RAMS.new_deal(players=4, seed=1)
    bots = {p: make_bot("random" if p == 0 else "rule_of_thumb", p + 1) for p in range(4)}
    end, actions = play_out(RAMS, start, bots)
    assert end.rams == 0 and end.tricks[0] < RAMS.spec.hand  # announced, and lost
    r = review_hand(RAMS, start, actions, 0, seed=1)
    d = next(d for d in r.decisions if d.played.kind == "rams")
    mine = d.played_choice
    assert d.mark and mine is not None
    line = f"After rams you take all 5 tricks {in_deals(mine.measures.get('every', 0.0))}"
    assert any(w.startswith(line) for w in d.why), d.why
    assert not any(re.search(r"stronger hand|too weak", w) for w in d.why), d.why
