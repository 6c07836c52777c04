"""Learner walk, Quiz (helper I): the card picker is a row that wraps (Play's exchange picker,
ui/pages/card_ticks.py), not a column a card; a declaration answer is said in the words of its
boxes, as a list."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import nodes
from streamlit.testing.v1 import AppTest
from test_quiz_feedback import _base, _open_at  # the page opened at a lesson question

import engine.games  # noqa: F401
from ui.labels import word_labels

OpenApp = Callable[..., AppTest]


def test_the_card_picker_is_one_row_that_wraps(app: OpenApp) -> None:
    # a column a card left each card on its own line at 390 px, empty columns after them
    at, q = _open_at(app, "forty_five", "q_privilege_refused")
    base = _base(at, "forty_five")
    rows = [b for b in nodes(at._tree) if _key_of(b).endswith("-tb-quiz-cards")]
    assert len(rows) == 1
    row = rows[0].proto.flex_container
    assert row.direction == row.Direction.HORIZONTAL and row.wrap  # as Play's exchange picker
    boxes = [n for n in nodes(rows[0]) if getattr(n, "type", "") == "checkbox"]
    assert len(boxes) == len(q.choices()) and all(b.key.startswith(base) for b in boxes)
    assert not any(getattr(n, "type", "") == "column" for n in nodes(rows[0]))


def _key_of(block: Any) -> str:
    proto = getattr(block, "proto", None)
    return str(getattr(proto, "id", "") or "") if proto is not None else ""


def test_a_declaration_answer_is_said_in_the_words_of_its_boxes(app: OpenApp) -> None:
    at, q = _open_at(app, "sixty_six", "q_may_after_trick")
    base = _base(at, "sixty_six")
    boxes = {b.key.rsplit(":", 1)[1]: b for b in at.checkbox if b.key.startswith(f"{base}:decl:")}
    boxes[q.choices()[0]].check()  # one of them: the rest are allowed too
    at.button(key=f"{base}:check").click().run()
    assert not at.exception, at.exception
    verdict = at.error[0].value
    labels = word_labels(q.game, q.state)
    said = [f"\u201c{labels[w]}\u201d" for w in q.choices() if w in q.solve()]
    assert len(said) > 2
    assert f"The right answer: {', '.join(said[:-1])} and {said[-1]}." in verdict, verdict
    assert [b.label for b in boxes.values() if b.key.rsplit(":", 1)[1] in q.solve()] == [
        labels[w] for w in q.choices() if w in q.solve()
    ]
