"""Progress: what this learner has read, answered and mastered, kept in SQLite."""

from __future__ import annotations

from typing import Any

import streamlit as st

from engine.game import Game
from engine.ledger import format_counters
from lessons import LessonError
from ui.format import kind_label
from ui.pages.common import learner, progress_store
from ui.pages.learn import lesson_for
from ui.pages.quiz import game_kinds
from ui.progress import MASTERY_STREAK
from ui.tables import game_ui


def page(game: Game[Any]) -> None:
    st.title(f"Your progress: {game.name}")
    code = learner()
    store = progress_store()
    st.caption(
        f"Your learner code is `{code}`. It is in this page's address: bookmark the "
        "address to come back to your progress later (it is kept on this server, and "
        "nobody else sees it)."
    )
    try:
        steps = [s.id for s in lesson_for(game.id).steps]
    except LessonError:
        steps = []
    seen = store.steps_seen(code, game.id)
    if steps:
        done = sum(1 for s in steps if s in seen)
        st.subheader("Lesson")
        st.progress(done / len(steps), text=f"{done} of {len(steps)} steps read")
    st.subheader("Quiz")
    stats = store.kind_stats(code, game.id)
    rows = []
    for kind in game_kinds(game):
        k = stats.get(kind)
        rows.append(
            {
                "question": kind_label(kind),
                "answered": k.answered if k else 0,
                "right": k.right if k else 0,
                "right in a row": k.streak if k else 0,
                "mastered": "yes" if k and k.mastered else "not yet",
            }
        )
    st.dataframe(rows, hide_index=True, width="stretch")
    st.caption(f"A kind of question is mastered after {MASTERY_STREAK} right answers in a row.")
    st.subheader("Deals played")
    d = store.deal_stats(code, game.id)
    units = game.units_per_counter
    a, b, c = st.columns(3)
    a.metric("Deals", d.played)
    b.metric("Tricks won", d.tricks)
    unit = game_ui(game.id).unit  # what a settlement moves: "red" counters, "game points"
    label = "Counters won or lost (red)" if unit == "red" else f"{unit.capitalize()} won"
    c.metric(label, format_counters(d.net, units))
    st.button(
        "Forget my progress",
        key=f"{game.id}:progress:forget",
        on_click=store.forget,
        args=(code,),
        help="delete everything recorded for your learner code",
    )
