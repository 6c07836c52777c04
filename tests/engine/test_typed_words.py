"""A words answer typed as the learner was shown it is read (engine.quiz.typed_words): the Quiz
asks Forty-Five's dealer with an ace turned "What may you do before P1 leads?" over the boxes
"Rob" and "Let it lie", and a learner who typed "Let it lie" was told "'Let' is not one of the
choices (rob or decline)": the engine read the engine's words alone, a word at a time (two at
most), and listed "decline", a word the learner is never shown. ``check(q, raw, names)`` and
``parse_response`` now read each choice as its box says it (``names``, the front end's) or as
the engine writes it, in any case and spacing, several parted by commas, "and" or "&", and a
refusal lists the choices as the boxes say them."""

from __future__ import annotations

import pytest

from engine.quiz import AnswerFormatError, Question, check, parse_response
from engine.scenario import from_dict

DEALER = {  # Forty-Five's q_rob_dealer: the dealer, the A♦ turned, may rob or let it lie
    "game": "forty_five",
    "players": 2,
    "dealer": "P0",
    "turn_card": "AD",
    "hands": {"P0": ["KD", "9C", "QS", "7H", "2C"]},
}
BOXES = {"rob": "\u201cRob\u201d", "decline": "\u201cLet it lie\u201d"}  # as the Quiz quotes them
BOTH = frozenset({"rob", "decline"})


def _question() -> Question:
    return Question("q", "declare", "What may you do?", from_dict(DEALER, "test"))


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("Let it lie", {"decline"}),
        ("  let IT   lie. ", {"decline"}),
        ("Rob, Let it lie", BOTH),
        ("rob and let it lie", BOTH),
        ("\u201cRob\u201d & \u201cLet it lie\u201d", BOTH),
        (["Rob", "Let it lie"], BOTH),
        ("rob decline", BOTH),  # the engine's words, parted by spaces, as before
    ],
)
def test_a_choice_typed_as_its_box_says_it_is_read(typed: object, read: set[str]) -> None:
    q = _question()
    assert parse_response(q, typed, BOXES) == frozenset(read)
    assert check(q, typed, BOXES).correct == (read == BOTH)


def test_a_refusal_lists_the_choices_as_the_boxes_say_them() -> None:
    q = _question()
    with pytest.raises(AnswerFormatError) as e:
        parse_response(q, "Rob, let it be", BOXES)
    assert (
        str(e.value)
        == "'let it be' is not one of the choices (\u201cRob\u201d or \u201cLet it lie\u201d)"
    )
    # without the boxes' words (the engine alone), its own words, as before
    with pytest.raises(
        AnswerFormatError, match=r"'Let it lie' is not one of the choices \(rob or decline\)"
    ):
        parse_response(q, "Let it lie")
