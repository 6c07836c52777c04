"""Compare for a game with one reading (an old link, or its address typed): why there is
nothing to compare, where its free options are switched, and links to its Rules and Play.
The app lists and links no Compare page for such a game (:func:`ui.pages.one_reading`)."""

from __future__ import annotations

from typing import Any

import streamlit as st

from engine.game import Game
from ui.pages.common import PAGES, free_options, say


def one_reading_words(game: Game[Any]) -> str:
    """What Compare says of a game with one reading (an old link, or its address typed: the
    app offers no Compare page for it, and Streamlit said "Page not found"), and where its
    free options are switched."""
    said = (
        f"{game.name} has one reading of its rules in this app, so there are no two readings "
        "to compare: see its Rules for the text and the rules notes."
    )
    free = free_options(game)
    if free:
        names = ", ".join(f"“{o.label}”" for o in free)
        said += (
            f" Its options ({names}) are switched in the “Rules” box at the top of its "
            "Learn, Quiz and Play pages."
        )
    return said


def one_reading(game: Game[Any]) -> None:
    """Compare for a game with one reading: the words, and links to its Rules and Play."""
    say("info", one_reading_words(game))
    for kind, label in (("rules", f"{game.name}: Rules"), ("play", f"Play {game.name}")):
        key = f"{game.id}:{kind}"
        if key in PAGES:
            st.page_link(PAGES[key], label=label)
