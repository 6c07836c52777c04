"""Home: every game in the engine's registry, with what it is and where to start."""

from __future__ import annotations

import streamlit as st

from engine.cards import Card
from engine.game import REGISTRY
from ui.cards import row_html
from ui.pages.common import PAGES

_FAN = ("AS", "KH", "QC", "JD", "10S")


def page() -> None:
    st.title("Trickbook")
    st.markdown(row_html([Card.parse(c) for c in _FAN], width=54), unsafe_allow_html=True)
    st.markdown(
        "Learn the old trump card games from their own rule books. Every rule the app "
        "enforces quotes the text it comes from, and every answer is worked out by the rules "
        "engine, so when it says *you must head the trick* it can show you the sentence that "
        "says so."
    )
    for game in REGISTRY:
        with st.container(border=True):
            st.subheader(game.name)
            st.markdown(game.description)
            variants = "; ".join(v.label for v in game.variants.values())
            st.caption(f"{game.min_players}–{game.max_players} players · readings: {variants}")
            links = [
                (k, label)
                for k, label in (
                    ("learn", "Learn"),
                    ("quiz", "Quiz"),
                    ("play", "Play"),
                    ("rules", "Rules"),
                    ("progress", "Progress"),
                )
                if f"{game.id}:{k}" in PAGES
            ]
            cols = st.columns(len(links) + 1)
            for col, (k, label) in zip(cols, links, strict=False):
                col.page_link(PAGES[f"{game.id}:{k}"], label=label)
