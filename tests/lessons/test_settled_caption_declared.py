"""The answered picture leaves out its caption by what the feedback declares it says, not by
matching the reasons' words (stop 49): c0b4962's said_below dropped the caption when the first
words of any reason line opened with it, so a caption that a reason merely began with (a
sentence of the picture's own, quoted at the head of a longer line) went too. Now the feedback
carries the settlement's own sentences its reasons say (Feedback.settled, from the engine's
transfers and notes), and the picture drops a caption that is one of them, whole."""

from __future__ import annotations

from dataclasses import replace

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.quiz import Feedback, Question, check, practice
from lessons import load
from ui import quiz_picture
from ui.format import says_reason
from ui.quiz_picture import question_view, said_below


def _caption(q: Question, fb: Feedback) -> str:
    """The caption the answered picture's table gives (before the picture decides on it)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(quiz_picture, "said_below", lambda caption, fb: False)
        view = question_view(q, fb, False)
    assert view is not None
    return view.caption


@pytest.mark.parametrize(
    ("game_id", "kind"), [("spoil_five", "settlement"), ("forty_five", "game_points")]
)
def test_the_caption_goes_because_the_feedback_says_that_sentence(game_id: str, kind: str) -> None:
    for seed in range(8):
        q = practice(game_id, seed, kind=kind)
        fb = check(q, q.solve())
        caption = _caption(q, fb).strip().rstrip(".")
        # the table's caption says the settlement's own sentence, which the reasons say: as
        # it is, with its moves (Forty-Five), or said on with what they take (Spoil Five)
        assert any(says_reason(caption, s[:1].upper() + s[1:]) for s in fb.settled), (
            caption,
            fb.settled,
        )
        answered = question_view(q, fb, False)
        assert answered is not None and answered.caption == ""


def test_words_at_the_head_of_a_reason_are_not_a_sentence_said() -> None:
    """A caption no reason says, with no settlement sentence declared, stays. (Since words27
    a reason line that says the caption whole says it too, whatever the kind: Forty-Five's
    reason here is the caption's sentence, so it goes with ``settled`` empty as well.)"""
    q = practice("forty_five", 1, kind="game_points")
    fb = check(q, q.solve())
    caption = _caption(q, fb)
    assert said_below(caption, fb)
    assert said_below(caption, replace(fb, settled=()))
    assert not said_below(caption, replace(fb, settled=(), explanation=[]))
    # a part of the sentence is not it: "P1 wins 3 tricks to 2." of "P1 wins 3 tricks to 2, the
    # odd trick: P1 scores 5 points."
    assert not said_below(caption.split(",")[0] + ".", fb)


def test_napoleon_s_early_end_keeps_its_caption() -> None:
    q = next(q for q in load("napoleon").quiz if q.id == "q_nap_failed")
    fb = check(q, q.solve())
    view = question_view(q, fb)
    assert view is not None and "P1 can take at most 4, less than his bid of nap" in view.caption
    assert fb.settled and not said_below(view.caption, fb)
