"""The Quiz's amounts answer says how to write an amount in plain words (look5, after look3's
walk of the Forty-Five, Spoil Five, Napoleon and Linger Longer Quiz pages): its examples,
"(e.g. 3, -3)", were drawn in green code type inside the sentence, from the Markdown backticks
of the engine's hint (engine.quiz.amount_hint), where they are a hint, not code. Every game
whose quiz asks for amounts, as the page draws its hint above the fields."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest
from test_quiz_feedback import _open_at  # the page opened at a lesson question

import engine.games  # noqa: F401
from engine.quiz import Question, amount_hint
from lessons import available, load
from ui.format import md

OpenApp = Callable[..., AppTest]

# each game's first lesson question answered with amounts
ASKED = {
    g: q
    for g in available()
    for q in reversed(load(g).quiz)  # (the first one kept: later ones are overwritten)
    if q.form == "amounts"
}


def test_every_game_that_asks_amounts_is_met() -> None:
    assert {"loo", "spoil_five", "forty_five", "napoleon", "linger_longer", "sixty_six"} <= set(
        ASKED
    )


@pytest.mark.parametrize("q", list(ASKED.values()), ids=lambda q: q.game.id)
def test_the_amounts_hint_is_drawn_as_plain_words(app: OpenApp, q: Question) -> None:
    game = q.game.id
    at, shown = _open_at(app, game, q.id)
    assert not at.exception, at.exception
    hint = [m.value for m in at.markdown if m.value.startswith("Write ")]
    assert len(hint) == 1, [m.value for m in at.markdown]
    assert "`" not in hint[0]  # no code type
    engine_words = amount_hint(shown, shown.game.deal_word)
    assert "`" not in engine_words  # the engine's own words are plain (nothing to strip)
    assert hint[0] == md(engine_words)  # the engine's words, every one
    if "e.g." in engine_words:
        assert "(e.g. 3, -" in hint[0]  # its examples are still there, in the sentence
