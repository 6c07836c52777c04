"""The Quiz page tells a words question whose boxes are moves from one whose boxes are players
by asking the game's box labels (ui.labels.word_labels), not by the question's kind:
ui/pages/quiz.py's ``_boxed`` and ``in_box_words`` (now in ui/labels.py, which the page
imports) left out the kind ``still_in`` by name, a
generic page naming a kind where what it meant was "the choices have box labels". Over every
words question of the lessons and generated ones of every game: the boxes are named by their
labels exactly where every choice has one, and the verdict keeps the engine's answer where
they have none (the players still in); and the functions that decide it name no kind."""

from __future__ import annotations

import inspect
import re
from collections.abc import Iterator

import pytest

import ui.games  # noqa: F401  (registers the games' page words)
from engine.game import REGISTRY
from engine.quiz import FORMS, KINDS, Question, kinds_for, practice
from lessons import available, load
from ui.labels import word_labels
from ui.pages import quiz as quiz_page
from ui.play_table import quoted


def _questions() -> Iterator[Question]:
    for gid in available():
        yield from (q for q in load(gid).questions() if q.form == "words")
    for gid in REGISTRY.ids():
        for kind in kinds_for(REGISTRY.get(gid)):
            if FORMS[kind] == "words":
                yield from (practice(gid, seed, kind=kind) for seed in range(3))


QUESTIONS = list(_questions())


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_the_boxes_are_named_by_their_labels_where_they_have_them(q: Question) -> None:
    labels = word_labels(q.game, q.state)
    choices = [str(w) for w in q.choices()]
    names = quiz_page.box_names(q.game, q)
    if all(w in labels for w in choices):
        assert names == {w: quoted(labels[w]) for w in choices}
    else:
        assert names == {}
        fb = q.check(sorted(q.solve()))
        assert quiz_page.in_box_words(q.game, q, fb) == fb.message


def test_both_kinds_of_boxes_are_tried() -> None:
    named = [bool(quiz_page.box_names(q.game, q)) for q in QUESTIONS]
    assert any(named) and not all(named), named


@pytest.mark.parametrize("name", ["_boxed", "box_names", "in_box_words"])
def test_the_page_names_no_kind_to_tell_them_apart(name: str) -> None:
    code = inspect.getsource(getattr(quiz_page, name))
    body = code.split('"""')[-1]  # the code, after its docstring
    named = [k for k in KINDS if re.search(rf"[\"']{k}[\"']", body)]
    assert not named, (name, named)
