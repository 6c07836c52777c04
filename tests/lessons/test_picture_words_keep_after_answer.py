"""A question's picture says the turn in the same words before the answer and after it.

On Bierspiel's /bierspiel-quiz?question=q_eldest (which declarations may you make?) the seat
tag read "to move" and the empty trick "you move before this trick" while the learner chose;
once the answer was checked the same picture said "to declare" and "declaring first": the
question's words (``ui.quiz_picture.said_as_asked``) were applied before the answer only, and
the feedback's picture fell back to the Play page's words. Irish Loo's three declaring
questions did the same.

Checked here, for every curated question of every lesson whose picture has a seat to move
(every kind but a trick to judge, whose picture has nobody to move until the answer credits
the trick), and for generated questions of the same kinds: the badge of the seat to move and
the empty trick's words are the same after a right answer, and after a wrong one, as before.
"""

from __future__ import annotations

from typing import Any

import pytest

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from engine.quiz import JUDGED_KINDS, Question, check, kinds_for, practice
from lessons import available, load
from ui.cards import NoDrawing, TableView
from ui.quiz_picture import ended_by_trick, question_view


def turn_words(view: TableView) -> tuple[list[str], str | None]:
    """The badge of each seat to move, and the empty trick's words (None under a trick)."""
    return [s.turn for s in view.seats if s.to_move], None if view.trick else view.empty_trick


def answers(q: Question) -> list[Any]:
    """The engine's answer, as a learner enters it, and a wrong one where the form has one
    (nothing ticked on a choose-all question)."""
    right = q.solve()
    if isinstance(right, frozenset):
        return [[str(x) for x in right], [] if right else [str(q.choices()[0])]]
    return [right]


def changed(q: Question, curated: bool) -> list[str]:
    """Where the picture after an answer says the turn otherwise than before it."""
    try:
        before = question_view(q, None, curated)
    except NoDrawing:
        return []
    if before is None:
        return []
    out = []
    for raw in answers(q):
        after = question_view(q, check(q, raw), curated)
        assert after is not None
        if turn_words(after) != turn_words(before):
            out.append(f"{q.id} answered {raw!r}: {turn_words(before)} -> {turn_words(after)}")
    return out


def asks_a_mover(q: Question) -> bool:
    return q.kind not in JUDGED_KINDS and not ended_by_trick(q)


CURATED = [(g, q) for g in available() for q in load(g).quiz if asks_a_mover(q)]


@pytest.mark.parametrize(("game", "q"), CURATED, ids=[f"{g}-{q.id}" for g, q in CURATED])
def test_a_quiz_picture_keeps_its_turn_words_after_the_answer(game: str, q: Question) -> None:
    assert changed(q, curated=True) == []


@pytest.mark.parametrize("game", [g.id for g in REGISTRY])
def test_a_practice_picture_keeps_its_turn_words_after_the_answer(game: str) -> None:
    found: list[str] = []
    for kind in kinds_for(REGISTRY.get(game)):
        if kind in JUDGED_KINDS or kind == "bid_estimate":  # an estimate: one per deal, slow
            continue
        for seed in range(4):
            q = practice(game, seed=seed, kind=kind, level=1 + seed % 3)
            if asks_a_mover(q):
                found += changed(q, curated=False)
    assert found == [], f"{len(found)} pictures change their words, e.g. {found[:3]}"


def test_the_declaring_question_seen_keeps_to_move() -> None:
    """The case seen: Bierspiel's q_eldest, checked right and wrong, still says "to move"."""
    (q,) = [q for q in load("bierspiel").quiz if q.id == "q_eldest"]
    before = question_view(q, None)
    assert before is not None
    assert turn_words(before)[0] == ["to move"]
    assert changed(q, curated=True) == []
