"""A wrong answer's red box names the right cards with its red ones in the faces' red, apart
from its own words.

Learner walk (colour2, then trumpsign at 1400 px): /loo-quiz?question=q_must_trump answered
with the 9♠ said "Not quite. The right answer: J♦ and 3♦." in Streamlit's error box, whose
words are its dark red, rgb(158, 48, 59), and the J♦ and 3♦ in the faces' red, rgb(198, 40, 40):
two reds side by side that a learner could hardly tell apart. The box's words are now the faces'
black (ui.card_css.RED_TEXT_CSS), its red cards and signs the faces' red.
"""

from __future__ import annotations

from typing import Any

from test_browser import AT_REST, WAIT, _tick, steady
from test_play_browser import open_page
from test_red_in_words import APP_STYLE, FACES

from engine.cards import CARDS
from lessons import load

BOX = """() => { const box = document.querySelector('[data-testid=stAlertContentError]');
  const words = box.querySelector('p');
  return {text: box.innerText, words: getComputedStyle(words).color,
          red: [...box.querySelectorAll('.stMarkdownColoredText')]
            .map(e => [e.textContent, getComputedStyle(e).color])}; }"""


def _rgb(colour: str) -> tuple[int, ...]:
    return tuple(int(x) for x in colour[colour.index("(") + 1 : -1].split(",")[:3])


def test_a_wrong_answers_red_cards_stand_apart_from_its_words(server: str, tabs: Any) -> None:
    q = next(q for q in load("loo").quiz if q.id == "q_must_trump")
    right = set(q.solve())
    hand = [c for c in range(52) if q.state.hands[2] >> c & 1]  # the learner, P2
    wrong = next(c for c in hand if c not in right)
    page, errors = open_page(tabs, f"{server}/loo-quiz?question={q.id}")
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
        steady(page, AT_REST)
        _tick(page, CARDS[wrong].pretty)
        page.get_by_role("button", name="Check").click()
        page.locator("[data-testid=stAlertContentError]").wait_for(timeout=WAIT)
        steady(page, AT_REST)
        page.wait_for_function(APP_STYLE, timeout=WAIT)
        seen = page.evaluate(BOX)
        named = {CARDS[c].pretty for c in right if CARDS[c].suit.is_red}
        assert named and named == {t for t, _ in seen["red"]}, seen
        assert all(colour == FACES for _, colour in seen["red"]), seen
        # the words a neutral colour (no channel apart from the others), not a red
        r, g, b = _rgb(seen["words"])
        assert max(r, g, b) - min(r, g, b) <= 10, seen
        assert not errors, errors
    finally:
        page.close()
