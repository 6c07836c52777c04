"""A notebook's words box says the moves as the Quiz page's boxes do (ui.labels: "Play",
"Take the widow", "Bid 2"), and its verdict and reasons name them so; a notebook's ``grade``
takes a choice by those words or by the engine's ("stand", "widow", "bid 2"), and a choice
that is neither is refused naming what was typed and the choices as the boxes say them (it
named the engine's words too, "or, as the code writes them, rob or decline": words a
learner is never shown; words25). The boxes showed and took
the engine's words only, where the page's boxes show its buttons' (nbwalk2, notebooks 01, 02,
05: "you chose bid 2, but it is not allowed" beside the page's "you chose “Bid 2”")."""

from __future__ import annotations

import pytest
from test_quiz_boxes_by_labels import QUESTIONS as PAGE_QUESTIONS

from engine.cards import listed
from engine.quiz import Question, check, practice
from ui.labels import box_names, in_box_words, word_labels
from ui.widgets import grade, quiz_box

# the Quiz page's own words questions (every lesson's, and generated ones of every game),
# those whose boxes are moves, not players
QUESTIONS = [q for q in PAGE_QUESTIONS if box_names(q.game, q)]


def test_the_moves_boxes_of_four_families_are_tried() -> None:
    assert {"loo", "rams", "napoleon", "sixty_six"} <= {q.game.id for q in QUESTIONS}


def _written(box: object) -> str:
    return "".join(o["data"]["text/plain"] + "\n" for o in box.children[-1].outputs)  # type: ignore[attr-defined]


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_the_box_shows_and_judges_in_the_page_s_words(q: Question) -> None:
    labels = word_labels(q.game, q.state)
    box = quiz_box(q)
    toggles = box.children[2].children
    assert [t.description for t in toggles] == [labels[str(w)] for w in q.choices()]
    wrong = set(q.choices()) - set(q.solve())  # tick every choice: wrong where one is refused
    for t in toggles:
        t.value = True
    box.children[3].click()
    fb = check(q, list(q.choices()), box_names(q.game, q))  # as the Quiz page checks it
    said = _written(box)
    assert said.startswith(in_box_words(q.game, q, fb) + "\n")
    for line in fb.explanation:
        assert f"  - {line}\n" in said
    if wrong:
        assert "you chose \u201c" in said or "you chose \u2018" in said, said


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_grade_takes_the_box_s_words_or_the_engine_s(q: Question) -> None:
    labels = word_labels(q.game, q.state)
    right = sorted(map(str, q.solve()))
    by_box = grade(q, [labels[w] for w in right])
    assert by_box == grade(q, right)
    assert by_box.startswith(in_box_words(q.game, q, check(q, right, box_names(q.game, q))))
    typed = ", ".join(labels[w].upper() for w in right)  # as typed in a cell, any case
    assert grade(q, typed) == by_box


def test_a_choice_in_neither_form_is_told_with_the_boxes_words() -> None:
    q = practice("napoleon", 4, kind="declare")
    labels = word_labels(q.game, q.state)
    said = grade(q, ["Pass", "Bid two"])
    shown = listed([f"\u201c{labels[str(w)]}\u201d" for w in q.choices()], "or")
    assert said == f"Cannot read that answer: 'Bid two' is not one of the choices ({shown})"


@pytest.mark.parametrize("q", QUESTIONS[:12], ids=lambda q: f"{q.game.id}-{q.id}")
def test_the_toggles_keep_their_words_and_wrap(q: Question) -> None:
    """The page's labels are longer than the engine's words ("Nap (all 5)", "Take the
    widow"): in one row that did not wrap, JupyterLab at 800 px shrank them to "P...",
    "Bi..." (notebook 05). The row wraps, and no toggle shrinks below its words."""
    row = quiz_box(q).children[2]
    assert row.layout.flex_flow == "row wrap"
    for toggle in row.children:
        assert toggle.layout.flex == "0 0 auto" and toggle.layout.width == "auto"
