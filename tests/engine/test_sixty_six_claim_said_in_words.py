"""Sixty-Six's claim check says the count against 66 in words: a wrong Check on Quiz's
q_may_after_trick (look6, 390 px) read "You have 0 < 66: do not claim, play on", and a claim
"... = 66 ≥ 66: claim now", signs that read as code. Now "you have 0, less than 66: ..." and
"... = 66, at least 66: claim now".

The 0 there is the position's own count, not a slip: the question's scenario gives P1 (to
move) one trick and no points (a trick of two 9s counts nothing), and the check counts the
seat to move, after the trick (given points are said as given).
"""

from __future__ import annotations

import random

from engine.games.sixty_six import SIXTY_SIX as G
from engine.games.sixty_six.quiz import claim_check
from engine.games.sixty_six.state import SixtySixState, hand_points
from lessons import load

SIGNS = ("<", ">", "\u2265", "\u2264")


def _first(s: SixtySixState) -> str:
    enough, lines, _ = claim_check(s)
    for line in lines:
        assert not any(sign in line for sign in SIGNS), line
    said = ", at least 66" if enough else ", less than 66: do not claim, play on"
    assert said in lines[0], lines[0]
    return lines[0]


def test_the_quiz_question_says_its_count_in_words() -> None:
    q = load("sixty_six").question("q_may_after_trick")
    s = q.scenario.state
    assert s.to_move == 1 and s.tricks[1] == 1 and hand_points(s, 1) == 0
    assert _first(s) == "you have 0, less than 66: do not claim, play on"
    # the count is the seat to move's: give P1's trick 21 points and the line says 21
    counted = s._replace(points=(0, 21))
    assert _first(counted) == "you have 21, less than 66: do not claim, play on"


def test_every_claim_check_in_play_says_it_in_words() -> None:
    seen = {True: 0, False: 0}
    for seed in range(40):
        rng = random.Random(seed)
        s = G.new_deal(players=2 + seed % 2, dealer=seed % 2, seed=seed)
        while s.phase != "over":
            if s.phase == "play" and s.to_move >= 0:
                first = _first(s)
                seen[hand_points(s, s.to_move) >= 66] += 1
                assert first.startswith("you have ")
            s = G.apply(s, rng.choice([a for a in G.legal_actions(s) if a.kind != "claim"]))
    assert seen[True] and seen[False], seen
