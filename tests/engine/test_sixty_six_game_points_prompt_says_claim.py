"""A generated Sixty-Six "how many game points?" question says how the hand ended.

Learner walk: /sixty_six-quiz?seed=7&kind=game_points&level=2 asked 'The hand is over. How
many game points does each player score?' over a three-hand table after nine tricks, P1 with 35
and P2 with 75 and the ♥ marriage: the answer was P2's correct claim (P2 1, the dealer P0 1),
but nothing on the page said that P2 had claimed. Had P1 claimed (wrongly, with 35), P2 would
have scored 2 (seed 000: 'If you are wrong, not having 66, your opponent scores 2 game
points'), so the learner could not work the answer out. The prompt now names the claimant, or
says the hand was played out.
"""

from __future__ import annotations

from collections import Counter

from engine.games.sixty_six import SIXTY_SIX
from engine.quiz import practice
from engine.scenario import from_dict


def test_the_prompt_says_who_claimed_or_that_the_hand_was_played_out() -> None:
    seen: Counter[str] = Counter()
    for level in (1, 2):
        for seed in range(30):
            q = practice("sixty_six", seed, kind="game_points", level=level)
            s = q.state
            assert SIXTY_SIX.is_over(s)
            if s.result == "claim":
                assert q.prompt.startswith(f"P{s.claimant} claimed 66"), (seed, q.prompt)
                seen["claim"] += 1
            else:
                assert q.prompt.startswith("The hand was played out"), (seed, q.prompt)
                assert "claim" not in q.prompt
                seen["played"] += 1
            assert q.prompt.endswith("score?")
    assert seen["claim"] and seen["played"]


def test_who_claimed_decides_the_answer() -> None:
    """The same finished hand, claimed by one player or the other, scores otherwise: the
    prompt's words are needed (P0 with 37: a right claim by P1 scores 1, a wrong one
    by P0 gives P1 2)."""
    base = {
        "game": "sixty_six",
        "dealer": "P0",
        "turned": "JH",
        "won": {
            "P1": ["AS", "10S", "KC", "9S", "AD", "10D"],
            "P0": ["JD", "QD", "AC", "10C", "AH", "9C"],
        },
        "marriages": ["P1 C"],
    }
    scored = []
    for who in ("P1", "P0"):
        s = from_dict(base | {"claimed_by": who}).state
        scored.append(SIXTY_SIX.settlement_rows(s))
    assert scored[0] != scored[1]
