"""The notebook quiz helpers: pure grading text, and the widget wiring driven by hand."""

from __future__ import annotations

import pytest

from engine.cards import Card
from lessons import load
from ui.widgets import grade, question_html, quiz_box, response_of


def question(qid: str):  # type: ignore[no-untyped-def]
    return next(q for q in load("loo").quiz if q.id == qid)


def test_grade_right_wrong_and_unreadable() -> None:
    q = question("q_cannot_head")
    right = grade(q, "3S 8S")
    assert right.startswith("Right: 3♠ 8♠.")
    assert "[loo.follow_suit] seed 002:" in right
    assert grade(q, "8S").startswith("Not quite. The engine's answer: 3♠ 8♠.")
    assert (
        grade(q, "3S ZZ")
        == "Cannot read that answer: 'ZZ' is not a card (write cards such as QS, 10H)"
    )


def test_response_of_each_kind() -> None:
    assert response_of(question("q_cannot_head"), [Card.parse("3S")]) == ["3S"]
    assert response_of(question("q_widow_taken"), ["stand"]) == ["stand"]
    assert response_of(question("q_turn_club"), 3) == "P3"
    amounts = {"P0": "-3", "pool": "9"}
    assert response_of(question("q_simple_looed"), amounts) == amounts
    with pytest.raises(TypeError):
        response_of(question("q_simple_looed"), ["-3"])


def test_question_html_does_not_give_the_answer_away() -> None:
    html = question_html(question("q_cannot_head"))
    assert 'data-state="legal"' not in html and 'data-state="illegal"' not in html
    assert 'aria-label="ace of diamonds"' in html
    trick = question_html(question("q_turn_club"))  # P3 won it: no "to play", no trick count
    assert 'aria-label="four of clubs"' in trick
    assert "to play" not in trick and "1 trick" not in trick


def test_quiz_box_wiring(capsys: pytest.CaptureFixture[str]) -> None:
    q = question("q_cannot_head")
    box = quiz_box(q)
    picture, _, choices, button, _ = box.children
    for toggle in choices.children:
        toggle.value = toggle.description in ("3♠", "8♠")
    button.click()  # outside a kernel, Output lets the print through
    assert "\rRight: 3♠ 8♠.\n" in capsys.readouterr().out
    choices.children[0].value = not choices.children[0].value
    button.click()
    assert "\rNot quite." in capsys.readouterr().out
    assert 'data-state="marked"' in picture.value  # the card that decided it is marked


def test_quiz_box_for_every_curated_question() -> None:
    for q in load("loo").quiz:
        assert len(quiz_box(q).children) == 5
