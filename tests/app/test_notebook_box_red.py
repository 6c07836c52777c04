"""A notebook's quiz box draws its hearts and diamonds red, as the picture above it, a cell's
printed text (test_notebook_red_output) and the Quiz page do, its who-wins choices too.

look7, every notebook opened in JupyterLab and its boxes answered: the feedback said "Right:
P2 with 5♦." and "you left out K♥ and 7♥" in black under the picture's red faces (the box wrote
each line escaped, without the pages' red spans), and the toggles of Napoleon's lead box read
K♥ 7♥ A♠ A♣ 9♦ all black. Checked over every curated question of every notebook's lesson: its
prompt, its toggles, and its feedback once answered.
"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.quiz import Question
from lessons import load
from ui.cards import RED
from ui.format import red_html
from ui.widgets import quiz_box

NOTEBOOKS = sorted((Path(__file__).resolve().parents[2] / "notebooks").glob("[0-9][0-9]_*.ipynb"))
# each notebook's lesson, as its quiz cell loads it (load("rams") or lesson = load("rams"))
GAMES = sorted(
    {m for p in NOTEBOOKS for m in re.findall(r'load\(\\"(\w+)\\"\)', p.read_text("utf-8"))}
)
QUESTIONS = [q for game in GAMES for q in load(game).quiz]
SPAN = re.compile(re.escape(red_html("A♥")).replace("A♥", "([^<]*)"))
RED_CARD = re.compile(r"(?:10|[2-9JQKA])?[♥♦]")


def _black(html: str) -> str:
    """The text of ``html`` with every red span taken out: what still shows black."""
    return unescape(re.sub(r"<[^>]+>", "", SPAN.sub("", html)))


def _answer(box: Any, q: Question) -> None:
    """Answer the box through its inputs, as a learner would: every choice ticked, the first
    player or "yes" chosen, a 0 in every field."""
    inputs = box.children[2].children
    if q.form in ("cards", "words"):
        for t in inputs:
            t.value = True
    elif q.form == "seat":  # a radio's choices as toggles, one at most down
        inputs[0].value = True
    elif q.form == "yesno":
        inputs[0].value = inputs[0].options[0][1]
    else:
        for field in inputs:
            field.value = "0"


def test_every_notebook_s_lesson_is_read() -> None:
    assert len(GAMES) == len(NOTEBOOKS) and len(QUESTIONS) > 100


@pytest.mark.parametrize("q", QUESTIONS, ids=lambda q: f"{q.game.id}-{q.id}")
def test_a_box_draws_its_red_cards_red(q: Question) -> None:
    box = quiz_box(q)
    _, prompt, inputs, button, out = box.children
    assert not RED_CARD.search(_black(prompt.value)), prompt.value
    if q.form in ("cards", "words", "seat"):  # a who-wins choice names a card: "P2 (10♥)"
        for toggle in inputs.children:
            words = toggle.description
            red = RED_CARD.search(words) and not re.search("[♠♣]", words)
            assert toggle.style.text_color == (RED if red else None), words
    _answer(box, q)
    button.click()
    html = "".join(o["data"]["text/html"] for o in out.outputs)
    assert html, q.id  # (answered: graded, or told why not)
    assert not RED_CARD.search(_black(html)), html


def test_a_who_wins_choice_draws_a_red_card_red() -> None:
    """look10: the who-wins box's choices were ipywidgets RadioButtons, plain text in one
    colour: "P1 (J♦)" stood black under the picture's red J♦ (the Quiz page's radio draws it
    red). Loo's q_turn_club: P1's J♦ red, the clubs black."""
    q = load("loo").question("q_turn_club")
    toggles = quiz_box(q).children[2].children
    said = {t.description: t.style.text_color for t in toggles}
    assert said["P1 (J♦)"] == RED
    assert any(words.endswith("♣)") and colour is None for words, colour in said.items())


def test_not_vacuous() -> None:
    """Some box's feedback names a red card, and some toggle is one."""
    q = load("napoleon").question("q_first_lead")  # K♥ and 7♥ may be led, the A♣ not
    box = quiz_box(q)
    toggles = box.children[2].children
    red = [t for t in toggles if t.style.text_color == RED]
    assert {t.description for t in red} == {"K♥", "7♥", "9♦"}
    next(t for t in toggles if t.description == "A♣").value = True
    box.children[3].click()
    html = box.children[4].outputs[0]["data"]["text/html"]
    assert red_html("K♥") in html and red_html("7♥") in html
