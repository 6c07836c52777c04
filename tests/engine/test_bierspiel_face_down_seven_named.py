"""A face-down trick won by the 7♦ under another suit's trumps says the 7♦ is a trump.

Found by the learner walk: /bierspiel-quiz?question=q_face_down_winner (spades trumps; P1's 8♣
face down, P2 9♣, P3 7♦, P0 10♣) answered 'P0 (10♣)'; the feedback's one reason was 'the
highest trump played to the call wins', and nothing on the page said which card played was a
trump: the 7♦, a diamond under spades, is the only one, by Bierspiel's own rule. A trick led
face up and won by the 7♦ already said so (Bierspiel.trick_notes); the face-down one did not.
"""

from __future__ import annotations

from engine.quiz import Question, explanation
from lessons import load


def _question(qid: str) -> Question:
    return next(q for q in load("bierspiel").quiz if q.id == qid)


def test_the_face_down_trick_won_by_the_seven_names_it_a_trump() -> None:
    q = _question("q_face_down_winner")
    assert q.solve() == 3  # P3 and his 7♦, as the engine judges it
    lines, rules = explanation(q, given=0)
    said = " ".join(lines)
    assert "face down" in said and "the highest trump played to the call wins" in said
    assert "P3's 7♦" in said and "the 7♦ is always a trump" in said, lines
    assert [r.id for r in rules][:2] == ["bierspiel.face_down_trick", "bierspiel.seven_of_diamonds"]
