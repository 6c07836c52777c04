"""Helpers shared by the Streamlit pages: the learner, the progress store, rule variants,
drawing positions and citing rules.

Game state lives in plain ``st.session_state`` keys (``"loo:table"``, ``"loo:quiz"``, ...), never
in widget keys: Streamlit drops a widget's key when the learner opens a page without that widget.
Settings widgets are re-seeded from the plain keys each run (:func:`synced`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import pandas as pd
import streamlit as st

from engine.game import Game
from engine.rules import SEED_FILES, Rule
from ui.cards import NoDrawing, position_html
from ui.format import md
from ui.progress import Progress, new_learner, valid_learner
from ui.tables import game_ui

T = TypeVar("T")

# Page objects by key ("home", "loo:play", ...), filled in by ui.pages.navigation() each run.
PAGES: dict[str, Any] = {}


@st.cache_resource
def progress_store() -> Progress:
    return Progress()


def learner() -> str:
    """This browser session's learner code; adopted from ``?learner=`` when the page has one."""
    ss = st.session_state
    if "learner" not in ss:
        asked = st.query_params.get("learner", "")
        ss["learner"] = asked if valid_learner(asked) else new_learner()
    code: str = ss["learner"]
    return code


def plain(key: str, default: Callable[[], T]) -> T:
    """A plain session value (created on first use)."""
    ss = st.session_state
    if key not in ss:
        ss[key] = default()
    value: T = ss[key]
    return value


def synced(widget_key: str, value: Any) -> None:
    """Seed a widget's key from a plain value when Streamlit has dropped it."""
    if widget_key not in st.session_state:
        st.session_state[widget_key] = value


def go(page_key: str) -> None:
    """Switch to another page (works in the browser and under AppTest)."""
    st.switch_page(PAGES[page_key])


# ---- rule variants ----------------------------------------------------------------------------
def settings(game: Game[Any]) -> dict[str, Any]:
    """The learner's reading of the rules for ``game``: a variant and the free options."""
    return plain(
        f"{game.id}:settings",
        lambda: {
            "variant": game.default_variant,
            "options": {o.name: o.default for o in free_options(game)},
        },
    )


def free_options(game: Game[Any]) -> list[Any]:
    """Boolean options no named variant sets (Loo: unlimited, lead_higher_trump)."""
    fixed = {k for v in game.variants.values() for k in v.options}
    return [o for o in game.options if o.name not in fixed and set(o.choices) == {True, False}]


def variant_controls(game: Game[Any], page: str, note: str = "") -> dict[str, Any]:
    """The variant switch (and free options), plus where the texts disagree."""
    s = settings(game)
    with st.expander(
        f"Rules: {game.variants[s['variant']].label}"
        + "".join(f" + {o.label.lower()}" for o in free_options(game) if s["options"].get(o.name)),
        expanded=False,
    ):
        key = f"w:{game.id}:{page}:variant"
        synced(key, s["variant"])
        names = list(game.variants)
        s["variant"] = st.radio(
            "Which text's rules", names, key=key, format_func=lambda v: game.variants[v].label
        )
        st.caption(game.variants[s["variant"]].description)
        for o in free_options(game):
            okey = f"w:{game.id}:{page}:opt:{o.name}"
            synced(okey, bool(s["options"].get(o.name, o.default)))
            s["options"][o.name] = st.toggle(o.label, key=okey, help=o.help)
        if note:
            st.caption(note)
        rows = disagreements(game)
        if rows:
            st.markdown("**Where the texts disagree**")
            st.dataframe(rows, hide_index=True, width="stretch")
    return s


def disagreements(game: Game[Any]) -> list[dict[str, str]]:
    """One row per option on which the named variants differ."""
    rows = []
    defaults = {o.name: o.default for o in game.options}
    for o in game.options:
        vals = {v.label: v.options.get(o.name, defaults[o.name]) for v in game.variants.values()}
        if len(set(map(str, vals.values()))) > 1:
            row = {"rule": o.label}
            row.update({k: yes_no(v) for k, v in vals.items()})
            row["what the texts say"] = o.help
            rows.append(row)
    return rows


def yes_no(v: Any) -> str:
    if v is True:
        return "yes"
    if v is False:
        return "no"
    return f"seed {v}" if isinstance(v, str) and v in SEED_FILES else str(v)


# ---- drawing and citing -----------------------------------------------------------------------
def draw(state: Any, **kw: Any) -> None:
    """A whole position as card faces (``st.markdown``: ``st.html`` would strip the SVG).

    A game whose table has no drawing yet (no adapter in ``ui/tables.py``) is shown as the
    engine's own text diagram of the position."""
    try:
        html = position_html(state, **kw)
    except NoDrawing:
        st.code(str(state), language=None)
        return
    st.markdown(html, unsafe_allow_html=True)


def cite(rule: Rule, statement: bool = True, rule_id: bool = True) -> None:
    """A rule's statement, then its source passage as a quotation with the file it comes from."""
    where = (
        f"seed {rule.seed} · `{SEED_FILES[rule.seed]}`"
        if rule.seed in SEED_FILES
        else md(rule.seed)
    )
    head = f"**{md(rule.statement)}**  \n" if statement else ""
    tail = f" · rule `{rule.id}`" if rule_id else ""
    st.markdown(f"{head}> {md(rule.quote)}\n>\n> — {where}{tail}")


def say(kind: str, text: str) -> None:
    """A message box whose text keeps red suits red."""
    {"error": st.error, "info": st.info, "success": st.success, "warning": st.warning}[kind](
        md(text)
    )


def settlement_table(game: Game[Any], state: Any) -> None:
    """The game's settlement as a table: one row per player (and the pool)."""
    rows: list[dict[str, Any]] = game.settlement_rows(state)  # type: ignore[attr-defined]
    # every cell as text: the pool row leaves numeric columns blank
    st.dataframe(pd.DataFrame(rows).astype(str), hide_index=True, width="stretch")


def reasons(game: Game[Any], kind: str, state: Any, lines: list[str]) -> list[str]:
    """The engine's explanation lines, capitalised; a declaration's named as on its button."""
    if kind == "declare":
        labels = game_ui(game.id).action_labels
        lines = [
            f"{labels.get(r.action.kind, r.action.kind)} is not allowed: {r.reason}"
            for r in game.refusals(state)
            if r.action.kind != "play"
        ] or lines
    return [line[:1].upper() + line[1:] for line in lines]


def bullets(lines: list[str]) -> None:
    st.markdown("\n".join(md(f"- {line}") for line in lines))
