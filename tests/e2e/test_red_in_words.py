"""A red card or suit named in the pages' words is drawn in the faces' red, as the card is.

Learner walk (colour2): /bierspiel-learn?step=seven titled "The 7♦ is always a trump" and told of
the 7♦, 8♦ and K♥ in Streamlit's red for Markdown's ``:red[...]`` (rgb(158, 48, 59)), a darker
red than the faces' rgb(198, 40, 40) on the cards drawn just under it; Play's buttons already drew
theirs in the faces' red (app.py, 2d7f89b). ui.card_css.RED_TEXT_CSS now colours every ``:red``
piece (the app's only colour directive) in ui.cards.RED, one constant for faces and words.
"""

from __future__ import annotations

from typing import Any

from test_browser import AT_REST, WAIT, steady
from test_play_browser import open_page

from ui.cards import RED as RED_HEX

FACES = "rgb({}, {}, {})".format(*(int(RED_HEX[i : i + 2], 16) for i in (1, 3, 5)))
# app.py's page style has arrived (its st.html comes after the page, and the browser fetches
# st.html's script lazily: the text stands drawn a moment before it); on HEAD as here
APP_STYLE = """() => [...document.querySelectorAll('style')]
  .some(s => s.textContent.includes('.st-key-tb-quiz-cards'))"""
PIECES = """() => [...document.querySelectorAll('.stMarkdownColoredText')].map(e =>
  [e.textContent, getComputedStyle(e).color, e.closest('[data-testid]').dataset.testid])"""


def test_the_red_cards_in_a_steps_title_and_text_are_the_faces_red(server: str, tabs: Any) -> None:
    page, errors = open_page(tabs, f"{server}/bierspiel-learn?step=seven")
    try:
        page.get_by_role("heading", name="The 7♦ is always a trump").wait_for(timeout=WAIT)
        steady(page, AT_REST)
        page.wait_for_function(APP_STYLE, timeout=WAIT)
        pieces = page.evaluate(PIECES)
        where = {testid for _, _, testid in pieces}
        assert {"stHeadingWithActionElements", "stMarkdownContainer"} <= where, pieces
        for text, colour, testid in pieces:
            assert any(s in text for s in "♥♦"), (text, testid)
            assert colour == FACES, (text, colour, testid)
        assert not errors, errors
    finally:
        page.close()
