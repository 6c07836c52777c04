"""Sixty-Six's claim feedback where both players stand at 66 or more says what the engine
answers there: the claim is right (the answer is yes) but scores nothing. It opened "you have
46 in cards + 20 in marriages = 66, at least 66: claim now" and went on "but your opponent also
has ... = 66: both at 66 or more, nobody scores" (look14): an order to claim, then that the
claim wins nothing, and no word of why it is still the answer. Now the first line says the
claim is right, the second that nobody scores, the third that playing on cannot change it."""

from __future__ import annotations

import pytest
import yaml

import engine.games  # noqa: F401
from engine.quiz import Question, check
from engine.scenario import from_dict

# ♥ trumps. P1 to lead: 46 in cards + 20 in marriages = 66; P0: 26 in cards + 40 = 66
TWO = """
game: sixty_six
turned: JH
won: {P1: [AS, 10S, KC, 9S, AD, 10D], P0: [AH, 10C, QS, JC]}
melds: {P1: 20, P0: 40}
leader: P1
"""
# three-hand, P2 deals and sits out: the same two counts between P0 and P1
THREE = TWO.replace("turned: JH", "players: 3\ndealer: P2\nturned: JH")
# P0 has only 26: the claim wins, and the line still says "claim now"
ALONE = TWO.replace("melds: {P1: 20, P0: 40}", "melds: {P1: 20}")


def _said(doc: str) -> tuple[bool, list[str]]:
    q = Question("q", "should_claim", "?", from_dict(yaml.safe_load(doc), "test"))
    answer = q.solve()
    fb = check(q, "no" if answer else "yes")  # a wrong answer: the feedback he reads
    return answer, fb.explanation


@pytest.mark.parametrize(("doc", "nobody"), [(TWO, "nobody scores"), (THREE, "dealer scores 1")])
def test_at_66_each_the_claim_is_right_and_scores_nothing(doc: str, nobody: str) -> None:
    answer, lines = _said(doc)
    assert answer is True  # the engine's answer: claim
    assert "claim now" not in lines[0], lines
    assert lines[0].endswith("= 66, at least 66: your claim is right"), lines
    assert "both at 66 or more" in lines[1] and nobody in lines[1], lines
    # why the answer is still yes: playing on changes nothing
    assert lines[2] == (
        "playing on cannot change that, as neither count ever falls: claim, and the hand ends here"
    ), lines


def test_a_claim_that_wins_still_says_claim_now() -> None:
    answer, lines = _said(ALONE)
    assert answer is True
    assert lines[0] == "you have 46 in cards + 20 in marriages = 66, at least 66: claim now", lines
