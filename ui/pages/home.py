"""Home: every game in the engine's registry, with what it is and where to start."""

from __future__ import annotations

from collections import Counter

import streamlit as st

from engine.cards import Card, listed
from engine.game import REGISTRY
from ui.cards import row_html
from ui.components import link_boxes, nav_link
from ui.format import md, red_html
from ui.pages.common import (
    PAGES,
    cards_markdown,
    current_learner,
    learner_name,
    mode,
    rule_memory,
    switch_learner,
    who_is_learning,
)

_FAN = ("AS", "KH", "QC", "JD", "10S")


# what a link to the root that named nothing said (ui.pages.navigation, links.home_link)
LINK_PROBLEM = "tb:home_link"


def page() -> None:
    st.title("Trickbook")
    if st.session_state.get(LINK_PROBLEM):
        st.warning(st.session_state[LINK_PROBLEM])
    cards_markdown(row_html([Card.parse(c) for c in _FAN], width=54))
    st.markdown(
        "Learn the old trump card games from their own rule books. Every rule the app "
        "enforces quotes the text it comes from, and every answer is worked out by the rules "
        "engine, so when it says *you must head the trick* it can show you the sentence that "
        "says so."
    )
    code = current_learner()
    if mode() == "class":
        if code is None:
            with st.container(border=True):
                who_is_learning()
        else:  # on a phone the sidebar is folded away: say it here too
            who, switch = st.columns([4, 1], vertical_alignment="center")
            who.markdown(f"Learning as **{md(learner_name(code) or 'learner ' + code[:4])}**")
            switch.button("Switch learner", key="tb:switch:home", on_click=switch_learner)
    if code is not None:
        due_now(code)
    start_here()
    games()


# the pages each game's box links to, in this order (where the game has them)
_PAGES = (
    ("learn", "Learn"),
    ("quiz", "Quiz"),
    ("play", "Play"),
    ("rules", "Rules"),
    ("progress", "Progress"),
)


def games() -> None:
    """Every game in a box: its name, what it is, its players and readings, and its pages.

    One element (ui.components.link_boxes) where Streamlit's own were ten a game, 110 of
    Home's ~125: the browser drew them all (1,300-1,500 React components, 55 page links)
    in the commit that showed the page's title, and Home took 2.46 times a bare page to it
    (issue 12, part 5; its first commits, bench.page_speed's hook). Paired with a clean
    export of the tree before (bench.page_speed, 7 pairs, load 10-13), first heading, a bare
    page = 1: 1.34 -> 0.76 (before/now 1.46 ±0.20), the main thread's work to it 2.19 ->
    1.17 s (the bare page's 1.13 s)."""
    boxes = []
    for game in REGISTRY:
        variants = "; ".join(v.label for v in game.variants.values())
        links = [
            nav_link(PAGES[f"{game.id}:{k}"], label)
            for k, label in _PAGES
            if f"{game.id}:{k}" in PAGES
        ]
        boxes.append(
            {
                "title": game.name,
                "html": red_html(game.description),  # (♥♦ red, as everywhere else)
                "caption": f"{game.min_players}–{game.max_players} players · readings: {variants}",
                "links": links,
            }
        )
    link_boxes(boxes)


def due_now(code: str) -> None:
    """A returning learner's rules due for review, by game, and the way to Review. Home said
    only "New here?" to a learner with rules due, and on a phone, its sidebar folded away,
    showed no way to Review at all (look21, Home at 390 px after a seeded week)."""
    due = rule_memory().due(code) if "review" in PAGES else []
    if not due:
        return
    names = {g.id: g.name for g in REGISTRY}
    per_game = Counter(d.game for d in due)
    n = len(due)
    where_said = listed(f"{k} in {names[g]}" for g, k in per_game.items())
    with st.container(border=True):
        st.markdown(
            f"**Welcome back: {n} {'rule is' if n == 1 else 'rules are'} due for review**, "
            f"{md(where_said)}. Review asks you a question on each before you forget it."
        )
        st.page_link(PAGES["review"], label="Review them now" if n > 1 else "Review it now")


# The first game a newcomer should take: the one whose lesson is the gentlest way in.
START = "loo"


def start_here() -> None:
    """ "New here?": the first lesson to take, then what follows it."""
    first = next((g for g in REGISTRY if g.id == START), None)
    if first is None or f"{first.id}:learn" not in PAGES:
        first = next((g for g in REGISTRY if f"{g.id}:learn" in PAGES), None)
    if first is None:
        return
    with st.container(border=True):
        st.markdown(
            f"**New here? Start with {first.name} → Learn.** It takes you step by step through "
            "dealing, playing to a trick and settling up, each rule shown on real cards with a "
            "small task to try. Then test yourself in **Quiz** and play whole deals in **Play**. "
            "Each game's **Rules** page sums up the rules in a few lines and shows the old text."
        )
        st.page_link(
            PAGES[f"{first.id}:learn"],
            label=f"Start {first.name}: Learn",
        )
