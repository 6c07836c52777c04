"""A choice left out is said to be allowed once (the Quiz page, /?game=loo&question=
q_cannot_head at 1400 and 390 px, 8♠ ticked alone: 'You left out 3♠: it is allowed here too,
no rule forbids it (the rules here forbid only A♦)', the same thing said twice in one line;
Sixty-Six's q_may_after_trick and every choose-all question of every game alike, the Review
page and the notebooks' quiz box too). Cause: engine/quiz_words.py put 'no rule forbids
it/them' after 'allowed here'. Now 'You left out 3♠: it is allowed here too (the rules here
forbid only A♦)'. Every curated choose-all question of every game, answered with one allowed
choice left out, and with only it."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.quiz import Question, check
from lessons import available, load

CHOOSE_ALL = [
    (g, q)
    for g in available()
    for q in load(g).quiz
    if q.form in ("cards", "words") and q.kind != "still_in" and len(q.solve()) > 1
]


def _said(q: Question, chosen: list[object]) -> list[str]:
    raw = " ".join(str(getattr(x, "code", x)) for x in chosen)
    fb = check(q, raw)
    assert not fb.correct, raw
    return [line for line in fb.explanation if line.startswith("you left out ")]


@pytest.mark.parametrize(("game_id", "q"), CHOOSE_ALL, ids=[f"{g}-{q.id}" for g, q in CHOOSE_ALL])
def test_a_choice_left_out_is_said_to_be_allowed_once(game_id: str, q: Question) -> None:
    right = [x for x in q.choices() if x in q.solve()]
    for chosen in (right[1:], right[:1]):
        (line,) = _said(q, chosen)
        assert line.count("allowed") == 1 and "no rule forbids" not in line, line
