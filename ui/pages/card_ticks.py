"""Cards to tick, each drawn above its box, in a row that wraps on a narrow screen.

Streamlit's columns stack one above the other on a phone, each card then on its own line
with the empty columns after it leaving a gap; a horizontal container of content-wide cells
wraps instead, as many cards to a line as fit (a five-card hand in one or two lines at
390 px). Play's exchange picker and the Quiz's "which cards may you play" share it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import streamlit as st

from engine.cards import CARDS, Card
from ui.cards import TICK_ROWS, card_svg
from ui.pages.common import cards_markdown


def tick_cards(cards: Iterable[int], key: Callable[[Card], str], size: int, name: str) -> None:
    """A checkbox under each card, named by the card (its accessible name, coloured red for a
    red card by app.py), keyed ``key(card)``; ``name`` keys the row (``.st-key-<name>``)."""
    assert name in TICK_ROWS, name  # (their phone rules: ui.cards.TICKS_PHONE_CSS, app.py)
    with st.container(key=name, horizontal=True, gap="medium"):
        for c in cards:
            card = CARDS[c]
            with st.container(width="content", horizontal_alignment="center"):
                cards_markdown(card_svg(c, "normal", size))
                st.checkbox(card.pretty, key=key(card))
