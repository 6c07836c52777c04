"""Sixty-Six's hand review says a claim made short of 66 by the learner's own count.

handrev's walk (engine, two-hand Sixty-Six, deals 1-3, the learner claiming at trick 4 and
otherwise playing by rule of thumb): the blunder's words were "After claiming 66 you reach 66
in 0% of the sampled deals (24 points on average); after the J♥ in 53% (63 points).": the 24
was no average over sampled deals but the count he had, and the claim lost the hand whatever
the cards he could not see.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.sixty_six import SIXTY_SIX
from engine.games.sixty_six.state import hand_points
from engine.review import review_decision
from engine.search import make_bot


def test_a_claim_short_of_66_is_said_by_the_count_held() -> None:
    said = 0
    for seed in range(1, 4):
        state = SIXTY_SIX.new_deal(players=2, seed=seed)
        while len(state.history) < 3 or SIXTY_SIX.current_player(state) != 0:
            p = SIXTY_SIX.current_player(state)
            assert p is not None
            state = SIXTY_SIX.apply(state, make_bot("rule_of_thumb", p).choose(SIXTY_SIX, state, p))
        view = SIXTY_SIX.view(state, 0)
        claim = next(a for a in SIXTY_SIX.legal_actions(view) if a.kind == "claim")
        points = hand_points(view, 0)
        assert points < 66
        d = review_decision(SIXTY_SIX, view, 0, claim, seed=seed)
        assert d.mark == "blunder" and d.why, d
        assert d.why[0].startswith(f"Claiming needs 66: you had {points} points"), d.why
        assert not any("points on average" in w for w in d.why), d.why
        said += 1
    assert said == 3
