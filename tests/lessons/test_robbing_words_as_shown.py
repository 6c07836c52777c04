"""Spoil Five's and Forty-Five's robbing questions in the words the learner is shown: the boxes
"Rob" and "Let it lie" (ui.games' action labels), never the engine's "decline".

(1) The feedback said the right answer as the boxes do and the reasons in the engine's words:
"The right answer: “Rob” and “Let it lie”." over "you left out rob and decline: they are
allowed here" (ui.widgets.feedback_text of engine.quiz.check): the reasons now follow the
verdict, however the answer was checked.
(2) A notebook's ``grade`` refused "rob and let it lie" (a choice of three words, "and"
between), and its refusal named the engine's words ("or, as the code writes them, rob or
decline"): it reads them now, and lists the choices as the boxes say them."""

from __future__ import annotations

import pytest

from engine.quiz import Question, check
from engine.scenario import from_dict
from ui.widgets import feedback_text, grade

DEALERS = {  # the lessons' q_rob_dealer of each game: the dealer may rob or let the ace lie
    "forty_five": {
        "players": 2,
        "turn_card": "AD",
        "hands": {"P0": ["KD", "9C", "QS", "7H", "2C"]},
    },
    "spoil_five": {
        "players": 3,
        "turn_card": "AC",
        "hands": {"P0": ["KS", "4D", "9H", "3C", "7H"]},
    },
}
SHOWN = "\u201cRob\u201d and \u201cLet it lie\u201d"


def _question(game: str) -> Question:
    scenario = from_dict({"game": game, "dealer": "P0", **DEALERS[game]}, "test")
    return Question("q_rob_dealer", "declare", "What may you do before P1 leads?", scenario)


@pytest.mark.parametrize("game", DEALERS)
def test_the_reasons_name_the_boxes_as_the_verdict_does(game: str) -> None:
    q = _question(game)
    said = feedback_text(check(q, []), q)  # checked by the engine alone, shown with its boxes
    assert said.startswith(f"Not quite. The right answer: {SHOWN}.\n"), said
    assert f"  - you left out {SHOWN}: they are allowed here\n" in said, said
    assert "decline" not in said, said


@pytest.mark.parametrize("game", DEALERS)
def test_a_learner_types_the_words_shown(game: str) -> None:
    q = _question(game)
    assert grade(q, "rob and let it lie").startswith(f"Right: {SHOWN}.\n")
    assert grade(q, "Let it lie").startswith(f"Not quite. The right answer: {SHOWN}.\n")
    assert grade(q, "Rob, let it be") == (
        "Cannot read that answer: 'let it be' is not one of the choices "
        "(\u201cRob\u201d or \u201cLet it lie\u201d)"
    )


def test_every_game_s_boxes_name_the_reasons_however_checked() -> None:
    """Not robbing's alone: Sixty-Six's follower, a marriage held, read "meld K♦ and meld Q♦
    are not allowed" under the boxes' verdict where the Quiz page says "“Meld” is not
    allowed"."""
    scenario = {
        "game": "sixty_six",
        "dealer": "P0",
        "turned": "JH",
        "tricks": {"P1": 1},
        "leader": "P1",
        "hands": {"P0": ["9H", "KD", "QD", "10C", "JC", "9S"]},
        "trick": ["P1 AS"],
    }
    q = Question("q_may_following", "may_act", "What may you do now?", from_dict(scenario, "t"))
    said = feedback_text(check(q, ["close"]), q)
    assert said == grade(q, ["close"])
    assert "  - \u201cMeld\u201d is not allowed, because " in said, said


HOLDERS = {  # the ace's holder, not the dealer, with a card other than an ace turned
    "forty_five": {
        "players": 2,
        "turn_card": "8S",
        "hands": {"P1": ["AS", "9C", "QH", "7H", "2C"]},
    },
    "spoil_five": {
        "players": 3,
        "turn_card": "6D",
        "hands": {"P1": ["AD", "4S", "9H", "3C", "7H"]},
    },
}


@pytest.mark.parametrize("game", HOLDERS)
def test_the_holder_is_told_why_he_may_not_let_it_lie_in_the_boxes_words(game: str) -> None:
    """The refusal of "Let it lie" to the ace's holder said "only the dealer, when an ace is
    turned up, declines to rob": a word the learner never sees."""
    scenario = from_dict({"game": game, "dealer": "P0", **HOLDERS[game]}, "test")
    q = Question("q_rob_holder", "declare", "What may you do?", scenario)
    said = feedback_text(check(q, ["decline"]), q)
    assert (
        "you chose \u201cLet it lie\u201d, but it is not allowed, because only the dealer" in said
    ), said
    assert "may let it lie instead of robbing" in said, said
    assert "decline" not in said, said
