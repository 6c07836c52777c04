"""/linger_longer-quiz?question=q_still_in_reshuffle ('The stock is empty, and the played cards
are shuffled into a new one (Denexa). Who is still in after this trick?') drew, before the
answer, a stock of 48 cards and an empty "Shuffled into the new stock" heading (seen at 1400 and
390 px): the picture of the trick not yet judged (ui/games/linger_longer.py ``unjudged``) took
back the card drawn but kept the reshuffle the trick caused. Before the answer the picture now
shows the empty stock the prompt names and no such heading; after it, the new stock as the
engine left it (made of the played cards, less the card drawn) with the trick shuffled in."""

from __future__ import annotations

import re

import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS
from engine.quiz import check
from lessons import load
from ui.cards import position_html
from ui.pages.quiz import question_picture

HEADING = "Shuffled into the new stock"


def _text(html: str) -> str:
    return " ".join(
        re.sub(r"<[^>]+>", " ", re.sub(r"<style>.*?</style>", "", html, flags=re.S)).split()
    )


def _stock(text: str) -> str:
    return text.split("Stock", 1)[1].split()[0]


def test_the_reshuffle_question_draws_the_empty_stock_before_the_answer() -> None:
    q = next(q for q in load("linger_longer").quiz if q.id == "q_still_in_reshuffle")
    s = q.state
    assert s.reshuffled == (1,) and len(s.stock) > 0  # the engine reshuffled after the trick
    before = question_picture(q, None) or ""
    text = _text(before)
    assert "The stock is empty" in q.prompt
    assert _stock(text) == "empty" and HEADING not in text
    trick = text.split("This trick", 1)[1]  # the trick's cards, in the middle
    for _, c in s.history[-1][0]:
        assert CARDS[c].name in trick


def test_after_the_answer_the_new_stock_is_the_engines() -> None:
    q = next(q for q in load("linger_longer").quiz if q.id == "q_still_in_reshuffle")
    fb = check(q, sorted(q.solve()))
    after = _text(question_picture(q, fb) or "")
    assert _stock(after) == str(len(q.state.stock))
    assert HEADING in after


def test_no_question_picture_says_an_empty_stock_leaves_nothing_to_draw() -> None:
    """'no card left to draw' under the empty stock answered the seed reading's question (the
    winner draws nothing) and contradicted the reshuffle's prompt (he draws from a new stock);
    Learn keeps it."""
    lesson = load("linger_longer")
    said = [q.id for q in lesson.quiz if "left to draw" in _text(question_picture(q, None) or "")]
    assert said == []
    step = lesson.step("stock_out")
    assert step.scenario is not None
    learn = position_html(step.scenario.state, reveal=True, highlight=False, width=56)
    assert "no card left to draw" in _text(learn)
