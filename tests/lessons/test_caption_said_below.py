"""An answered quiz picture leaves out its caption wherever the reasons under it say that
caption, whatever the question's kind (words27): ui.quiz_picture.said_below looked at the
settlement's sentences only, so Napoleon's q_stop_beaten ("Does play go on?", plays_on)
drew "The others have won 3 tricks: P1 can take at most 2, less than his bid of 3; the 1
trick left cannot change that." under the picture and, as the second line of Why, the same
words with ": play stops here"; Linger Longer's q_still_in_empty drew "P3 is the last player
left holding cards: P3 wins the game." over the reason saying it word for word. Over every
curated question answered right and wrong (1,296 pictures), 8 repeated a reason before and
none after. A caption the reasons do not say whole stays: Napoleon's why a deal stopped over
a settlement's "P1 failed nap: ...", Bierspiel's face-down lead over a reason in other words."""

from __future__ import annotations

from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import check
from lessons import load
from ui.quiz_picture import question_view


def _answered(game: str, qid: str, answer: Any = None) -> tuple[str, list[str]]:
    """The answered picture's caption and the reasons under it (the right answer by default)."""
    q = load(game).question(qid)
    fb = check(q, q.solve() if answer is None else answer)
    assert fb.correct is (answer is None)
    view = question_view(q, fb)
    assert view is not None
    return view.caption, fb.explanation


@pytest.mark.parametrize(
    ("game", "qid", "said", "wrong"),
    [
        ("napoleon", "q_stop_beaten", "P1 can take at most 2, less than his bid of 3", True),
        ("linger_longer", "q_still_in_empty", "P3 is the last player left holding cards", ["P2"]),
    ],
)
def test_a_caption_the_reasons_say_is_left_out(game: str, qid: str, said: str, wrong: Any) -> None:
    for answer in (None, wrong):
        caption, why = _answered(game, qid, answer)
        assert caption == "", (caption, why)
        assert any(said in line for line in why), why  # the reason stays, and says it


@pytest.mark.parametrize(
    ("game", "qid", "said"),
    [
        ("napoleon", "q_nap_failed", "P1 can take at most 4, less than his bid of nap"),
        ("napoleon", "q_made", "P2 has won 2 tricks, his bid of 2"),
        ("bierspiel", "q_face_down_winner", "8♣ was led face down and called for a trump"),
    ],
)
def test_a_caption_no_reason_says_stays(game: str, qid: str, said: str) -> None:
    caption, why = _answered(game, qid)
    assert said in caption, (caption, why)
    assert not any(said in line for line in why), why
