"""Check pressed with nothing chosen or written says, for every form of question, what that
form asks for and that nothing was counted (ui.empty_answer: the Quiz and Review pages and the
notebooks' quiz box).

walk13 (390 px, every game's "Who wins this trick?", and Sixty-Six's count, claim and Napoleon's
bid): a who-wins question answered with no player chosen said "Choose or write an answer
first." — there is nothing to write on it — and, alone of the messages, not that nothing was
counted; a number or yes/no question the same. A card, a declaration or an amount question
already said what to do ("Choose at least one card, then press Check — nothing was counted.").
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from engine.quiz import FORMS, Question, kinds_for, practice
from lessons import load
from ui.empty_answer import EMPTY, empty_answer

# what the learner does on each form: choose among what is shown, or write in a field
CHOSEN = {"cards", "seat", "words", "yesno"}
WRITTEN = {"amounts", "number"}
# the thing a form is answered with, as its message names it
NAMED = {
    "cards": "card",
    "seat": "player",
    "words": "at least one",
    "amounts": "amount",
    "number": "number",
    "yesno": "yes or no",
}


def test_every_form_is_sorted_here() -> None:
    assert set(FORMS.values()) == CHOSEN | WRITTEN == set(NAMED)


def _empty(form: str) -> object:
    """Nothing chosen or written, as each front end reads it."""
    return {"cards": [], "words": [], "amounts": {}}.get(form)


def _questions() -> list[Question]:
    """Per game and kind a curated question where the lesson has one, else a generated one."""
    out = []
    for game in REGISTRY:
        curated = {q.kind: q for q in reversed(load(game.id).quiz)}
        for kind in kinds_for(game):
            out.append(curated.get(kind) or practice(game.id, seed=1, kind=kind))
    return out


@pytest.mark.parametrize("q", _questions(), ids=lambda q: f"{q.game.id}-{q.kind}")
def test_nothing_chosen_says_what_the_form_asks_for(q: Question) -> None:
    said = empty_answer(q, _empty(q.form))
    assert said is not None and said == EMPTY.get(q.form), (q.form, said)
    verb = "Choose" if q.form in CHOSEN else "Write"
    assert said.startswith(verb) and NAMED[q.form] in said, said
    assert said.endswith("then press Check — nothing was counted."), said
    assert "or write" not in said and "or choose" not in said, said
