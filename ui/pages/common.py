"""Helpers shared by the Streamlit pages: the learner, the progress store, rule variants,
drawing positions and citing rules.

Game state lives in plain ``st.session_state`` keys (``"loo:table"``, ``"loo:quiz"``, ...), never
in widget keys: Streamlit drops a widget's key when the learner opens a page without that widget.
Settings widgets are re-seeded from the plain keys each run (:func:`synced`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any, TypeVar

import streamlit as st

from engine.compare import value_words
from engine.game import Game
from engine.rules import SEED_FILES, Rule
from engine.sentence import Sentence
from ui.cards import NoDrawing, TableView, shared_shapes, table_view
from ui.cards import table_html as card_table_html
from ui.components import card_picture, learner_cookie
from ui.format import capital, md, metric_html, table_html
from ui.labels import said_in_labels
from ui.mastery import RuleMemory, migrate
from ui.play_view import settlement_rows_shown as settlement_rows_shown  # (moved there)
from ui.play_view import table_notes
from ui.play_view import without_blank_columns as without_blank_columns
from ui.progress import NAME_MAX, BadName, Progress, learner_mode, valid_learner

T = TypeVar("T")

# Page objects by key ("home", "loo:play", ...), filled in by ui.pages.navigation() each run.
PAGES: dict[str, Any] = {}


@st.cache_resource
def progress_store() -> Progress:
    return Progress()


@st.cache_resource
def rule_memory() -> RuleMemory:
    """The rule cards (spaced review); a database from before them is migrated once here."""
    store = progress_store()
    migrate(store)
    return RuleMemory(store)


# ---- the learner ------------------------------------------------------------------------------
# Local mode: the machine's one learner, kept in the database. Class mode: the learners who used
# this browser, their codes in a cookie (newest first) that st.context.cookies reads when a tab
# opens; the page writes it with a tiny script (st.context is read-only):
# ui.components.learner_cookie, a file the server serves, as the other components' scripts.
COOKIE = "trickbook_learners"
COOKIE_DAYS = 400  # Chrome's longest cookie life
BROWSER_MAX = 8  # learners one browser remembers (a shared classroom computer)


def mode() -> str:
    """``local`` or ``class`` (``TRICKBOOK_MODE``)."""
    return learner_mode()


def _browser_codes() -> list[str]:
    """The learners this browser remembers (class mode), newest first."""
    ss = st.session_state
    if "tb:browser" not in ss:
        raw = st.context.cookies.get(COOKIE, "")
        codes = [c for c in raw.split(".") if valid_learner(c)]
        ss["tb:browser"] = list(dict.fromkeys(codes))[:BROWSER_MAX]
    out: list[str] = ss["tb:browser"]
    return out


def current_learner() -> str | None:
    """This session's learner code, or None in class mode until a name is given.

    Local mode: ``?learner=CODE`` (an old bookmark) becomes the machine's learner, else the
    machine's learner. Class mode: ``?learner=CODE`` of a learner this server knows (a resume
    link), else the newest learner this browser remembers."""
    ss = st.session_state
    if "learner" in ss:
        code: str = ss["learner"]
        return code
    store = progress_store()
    asked = st.query_params.get("learner", "")
    if mode() == "local":
        if valid_learner(asked):
            store.set_local_learner(asked)
        elif asked:
            ss["tb:address_refused"] = True
        ss["learner"] = store.local_learner()
        return str(ss["learner"])
    if ss.get("tb:switching"):
        return None
    found = asked if store.known(asked) else None
    if asked and found is None:
        ss["tb:address_refused"] = True
    found = found or next((c for c in _browser_codes() if store.known(c)), None)
    if found is not None:
        choose_learner(found)
    return found


def learner() -> str:
    """This session's learner code (what progress is keyed on). In class mode without a name
    yet, the page shows :func:`who_is_learning` instead and stops."""
    code = current_learner()
    if code is None:
        who_is_learning()
        st.stop()
    assert code is not None
    return code


def learner_name(code: str | None = None) -> str | None:
    """The name given in class mode (None in local mode or for an unnamed learner)."""
    code = code or current_learner()
    return None if code is None else progress_store().learner_name(code)


def drop_game_state(game_id: str | None = None) -> None:
    """Forget the session's pages of one game (or of all): Learn place, Play table, Quiz run.

    Plain game keys look like ``loo:table``; the reading (``loo:settings``) and a test's fixed
    ``loo:seed`` stay, as do widget keys (``w:...`` or with two colons)."""
    ss = st.session_state
    for key in list(ss.keys()):
        head, sep, tail = str(key).partition(":")
        if not sep or ":" in tail or tail in ("settings", "seed") or head in ("w", "tb"):
            continue
        if game_id is None or head == game_id:
            del ss[key]


def choose_learner(code: str) -> None:
    """Make ``code`` this session's learner and this browser's newest (class mode)."""
    ss = st.session_state
    if ss.get("learner") != code:
        drop_game_state()
    ss["learner"] = code
    ss.pop("tb:switching", None)
    ss["tb:browser"] = [code, *(c for c in _browser_codes() if c != code)][:BROWSER_MAX]


def switch_learner() -> None:
    """Back to "Who is learning?" (the browser still remembers everyone who used it)."""
    ss = st.session_state
    ss.pop("learner", None)
    drop_game_state()
    ss["tb:switching"] = True


def remember_in_browser() -> None:
    """Class mode: write the learners this browser remembers into its cookie (every run), the
    learner this run settles on first. He is settled before the list is read: a learner who
    opens a resume link (``?learner=CODE``) and only reads makes one run, and that run wrote
    the browser's old list (his code is added by :func:`current_learner`), so a reload asked
    "Who is learning?" again."""
    if mode() != "class":
        return
    current_learner()
    learner_cookie(COOKIE, ".".join(_browser_codes()), COOKIE_DAYS * 86400)


def _add_named_learner() -> None:
    ss = st.session_state
    try:
        code = progress_store().add_learner(str(ss.get("w:tb:name", "")))
    except BadName as e:
        ss["tb:name_error"] = str(e)
        return
    ss.pop("tb:name_error", None)
    choose_learner(code)


def in_rows(n: int, per_row: int = 4, width: int | None = None, **kw: Any) -> list[Any]:
    """A column for each of ``n`` items, ``per_row`` to a row, row after row (one
    ``st.columns`` a row): a phone stacks each row's columns, so the items keep their reading
    order there, where one set of columns filled in turn would read down each column.
    ``width``: the columns a row is divided into (``min(n, per_row)`` unless given); ``kw``:
    ``st.columns``' own options."""
    width = width or min(n, per_row)
    cols: list[Any] = []
    for start in range(0, n, per_row):
        cols += st.columns(width, **kw)[: min(per_row, n - start)]
    return cols


def who_is_learning() -> None:
    """Class mode: pick a learner this browser remembers, or enter a new name."""
    store = progress_store()
    st.subheader("Who is learning?")
    st.markdown(
        "Each learner's progress is kept apart on this server. Enter your name to begin; "
        "this browser remembers it, so a reload or a new tab carries on where you were."
    )
    names = [(c, store.learner_name(c)) for c in _browser_codes() if store.known(c)]
    if names:
        st.markdown("**Used on this browser:**")
        for col, (c, n) in zip(in_rows(len(names)), names, strict=True):
            col.button(
                f"Continue as {n or 'learner ' + c[:4]}",
                key=f"tb:pick:{c}",
                on_click=choose_learner,
                args=(c,),
            )
    st.text_input(
        "Your name" if not names else "Or a new name",
        key="w:tb:name",
        max_chars=NAME_MAX,
        placeholder="e.g. Anne B.",
        help="2 to 30 letters, digits, spaces, hyphens, apostrophes or full stops; "
        "unique on this server.",
    )
    st.button("Start learning", key="tb:name:go", type="primary", on_click=_add_named_learner)
    error = st.session_state.get("tb:name_error")
    if error:
        st.error(error)


ADDRESS_REFUSED = (
    "The learner code in the page address was not used: a learner code is 8 to 32 lowercase "
    "letters and digits that this app gave out, and this one is not. "
)


def learner_bar() -> None:
    """Class mode, in the sidebar: who is learning, and a way to switch. Either mode: a plain
    warning when the address's learner code was refused (malformed, overlong or unknown; the
    code itself is not shown back)."""
    code = current_learner()
    if st.session_state.pop("tb:address_refused", False):
        st.warning(
            ADDRESS_REFUSED
            + (
                "Your progress is kept for this computer's learner."
                if mode() == "local"
                else "Give your name, or choose it, to go on."
            )
        )
    if mode() != "class" or code is None:
        return
    with st.sidebar:
        st.markdown(f"Learning as **{md(learner_name(code) or 'learner ' + code[:4])}**")
        st.button("Switch learner", key="tb:switch", on_click=switch_learner)


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


def drawn_when_open(label: str, key: str, remember: str) -> Any | None:
    """An expander whose contents are drawn only while it is open (opening it reruns the page,
    or the fragment it stands in): a closed one sends the browser nothing to load and lay out
    behind it (issue 12, part 5: a Play page's settings were a third of its work in the
    browser). Returns the box to draw into, or None while it is closed.

    Open or closed is kept in the plain key ``remember`` (``{"open": bool}``), so it stays as
    the learner left it when its label changes with what it shows (the reading chosen in it);
    a test opens it by setting that key."""
    state = plain(remember, lambda: {"open": False})
    st.session_state[key] = state["open"]
    box = st.expander(label, key=key, on_change=_remember_open, args=(state, key))
    return box if box.open else None


def _remember_open(state: dict[str, bool], key: str) -> None:
    state["open"] = bool(st.session_state[key])


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


def reading_name(game: Game[Any], s: dict[str, Any]) -> str:
    """The reading in force by one name, the same in the rules box's header and in Learn's
    notes: the variant's label, then each free option the learner changed from its default
    (``"Foster's Hoyle (1897) · Unlimited Loo: on"``). Options left as they are belong to the
    reading and are not named again."""
    changed = [
        f"{o.label}: {'on' if s['options'].get(o.name) else 'off'}"
        for o in free_options(game)
        if bool(s["options"].get(o.name, o.default)) != bool(o.default)
    ]
    return " · ".join([game.variants[s["variant"]].label, *changed])


def variant_controls(game: Game[Any], page: str, note: str = "") -> dict[str, Any]:
    """The variant switch (and free options), plus where the readings differ: drawn only while
    their expander is open (:func:`drawn_when_open`); the reading in force either way."""
    s = settings(game)
    # a switch just changed reruns the page before the box draws it: its value names the header
    key = f"w:{game.id}:{page}:variant"
    if st.session_state.get(key) in game.variants:
        s["variant"] = st.session_state[key]
    for o in free_options(game):
        if f"w:{game.id}:{page}:opt:{o.name}" in st.session_state:
            s["options"][o.name] = bool(st.session_state[f"w:{game.id}:{page}:opt:{o.name}"])
    box = drawn_when_open(
        f"Rules: {reading_name(game, s)}",
        f"w:{game.id}:{page}:rules",
        f"{game.id}:{page}:rules_box",
    )
    if box is None:
        return s
    with box:
        synced(key, s["variant"])
        names = list(game.variants)
        s["variant"] = st.radio(
            "Which reading of the rules",
            names,
            key=key,
            format_func=lambda v: game.variants[v].label,
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
            st.markdown("**Where the readings differ**")
            st.markdown(table_html(rows, stacked=True), unsafe_allow_html=True)
    return s


def disagreements(game: Game[Any]) -> list[dict[str, str]]:
    """One row per option on which the named variants differ."""
    rows = []
    defaults = {o.name: o.default for o in game.options}
    for o in game.options:
        vals = {v.label: v.options.get(o.name, defaults[o.name]) for v in game.variants.values()}
        if len(set(map(str, vals.values()))) > 1:
            row = {"rule": o.label}
            row.update({k: value_words(v, o) for k, v in vals.items()})
            row["what the sources say"] = o.help
            rows.append(row)
    return rows


# ---- drawing and citing -----------------------------------------------------------------------
def draw(state: Any, width: int = 46, place: str | None = None, **kw: Any) -> None:
    """A whole position as card faces (:func:`picture`, ``place`` as there); ``kw`` go to the
    game's drawing."""
    draw_view(lambda: table_view(state, **kw), state, width, place)


def draw_view(
    view: Callable[[], TableView], state: Any, width: int = 46, place: str | None = None
) -> None:
    """The table ``view`` makes of ``state`` (a Learn task's, say), as card faces (``place``:
    the key of a picture changed in place, :func:`picture`).

    A game whose table has no drawing yet (no adapter in ``ui/tables.py``) is shown as the
    engine's own text diagram of the position."""
    try:
        html = card_table_html(view(), width)
    except NoDrawing:
        st.code(str(state), language=None)
        return
    picture(html, place)


def metric(where: Any, label: str, value: object) -> None:
    """``where.metric(label, value)`` in plain HTML (``ui.format.metric_html``): ``where`` is
    ``st`` or a column."""
    where.markdown(metric_html(label, value), unsafe_allow_html=True)


def cards_markdown(html: str) -> None:
    """A card or two (``ui.cards`` HTML) on the page, each suit shape and card back a ``<use>``
    of the definitions app.py draws once on every page (``ui.cards.shared_shapes``). A whole
    position is a :func:`picture`."""
    st.markdown(shared_shapes(html), unsafe_allow_html=True)


def picture(html: str, place: str | None = None) -> None:
    """A position's card pictures (``ui.cards`` HTML), suit shapes and backs shared as in
    :func:`cards_markdown`, put on the page by the browser's own parser
    (``ui.components.card_picture``; ``place``: the key of a picture changed in place)."""
    card_picture(shared_shapes(html), place)


def source_details(rule: Rule, rule_id: bool = True) -> str:
    """The file (and rule id) behind a citation, as an HTML disclosure ("details")."""
    where = (
        f"seeds/{escape(SEED_FILES[rule.seed])}" if rule.seed in SEED_FILES else escape(rule.seed)
    )
    rid = f" · rule <code>{escape(rule.id)}</code>" if rule_id else ""
    return (
        '<details class="tb-details" style="font-size:0.85em;color:#4a4f55;margin:-4px 0 8px">'
        f"<summary>details</summary>file <code>{where}</code>{rid}</details>"
    )


def cite(rule: Rule, statement: bool = True, rule_id: bool = True, lead: str = "") -> None:
    """A rule's statement, then its source passage as a quotation from its book (by name) and
    the rule's note on that source, if any; the file and the rule id (unless
    ``rule_id=False``) under "details". ``lead``: escaped Markdown said first ("**The
    source**").

    One Markdown element (:func:`cite_md`; the note in a caption's look inside it), not two
    or three: each element a fragment's click redraws costs the browser a re-render, and a
    new one a mount (issue 12, part 5: click -> feedback). The quotation is escaped Markdown
    (:func:`ui.format.md`), so HTML in a rule's text still shows as text."""
    st.markdown(cite_md(rule, statement, rule_id, lead), unsafe_allow_html=True)


def _quote_md(rule: Rule, statement: bool, lead: str) -> str:
    head = f"**{md(rule.statement)}**  \n" if statement else ""
    where = f" ([{rule.site}]({rule.link}))" if rule.link else ""  # an outside source, linked
    return (
        f"{lead}\n\n" * bool(lead)
        + f"{head}> {md(rule.shown)}\n>\n> — {md(rule.book_shown)}{where}"
    )


def heading(text: str, level: int) -> None:
    """``text`` (Markdown) as a heading of ``level`` (1: the page's title) in a Markdown element,
    not st.title or st.subheader: the same <h1>-<h3> with its anchor, drawn alike, at 9 React
    components where a heading element is 23, and the browser draws every element of the page
    again at each change of a click's run state (issue 12, part 5: click -> feedback)."""
    st.markdown(f"{'#' * level} {text}")


def cite_md(rule: Rule, statement: bool = True, rule_id: bool = True, lead: str = "") -> str:
    """What :func:`cite` says, as the text of one Markdown element (HTML allowed), for a page
    that puts several blocks of prose in one element (the Quiz's feedback): the note on the
    source, where there is one, a caption's look in it (:func:`caption_md`)."""
    parts = [_quote_md(rule, statement, lead)]
    if rule.note:
        parts.append(caption_md(md(f"About the source: {rule.note}")))
    return "\n\n".join([*parts, source_details(rule, rule_id)])


# st.caption's look (its box: 0.875rem, faded to 0.6), for a caption inside a larger Markdown
CAPTION_STYLE = "font-size:0.875rem;opacity:0.6"


def caption_md(text: str) -> str:
    """Escaped Markdown ``text`` as ``st.caption`` draws it (small, faded), as a block of a
    larger Markdown element (HTML allowed): one element the fewer for the browser to redraw
    (:func:`cite`). The Markdown inside stays Markdown (blank lines around it), red suits
    and all."""
    return f'<div class="tb-caption" style="{CAPTION_STYLE}">\n\n{text}\n\n</div>'


def fit_box_css(key: str, most: int, phone: int | None = None) -> str:
    """A style for the scrolling boxes (``st.container(height=most, key=...)``) whose key
    starts with ``key``: each as tall as what it holds, up to ``most`` px (``phone`` on a
    narrow screen), then it scrolls. Streamlit's own box stands ``most`` px tall however little
    it holds: Play's log at the start of a deal, Compare's six actions after a late parting."""
    box = f'[class*="st-key-{key}"]'
    narrow = f"@media (max-width: 640px) {{{box} {{max-height:{phone}px}}}}" if phone else ""
    return (
        f"<style>div:has(> {box}) {{flex:0 1 auto !important;height:auto !important}}"
        f"{box} {{flex:0 1 auto !important;height:auto !important;max-height:{most}px}}"
        f"{narrow}</style>"
    )


def say(kind: str, text: str) -> None:
    """A message box whose text keeps red suits red."""
    {"error": st.error, "info": st.info, "success": st.success, "warning": st.warning}[kind](
        md(text)
    )


def settlement_table(
    game: Game[Any],
    state: Any,
    seat: int | None = None,
    stakes: bool = False,
    rows: list[dict[str, Any]] | None = None,
) -> None:
    """The game's settlement as a table: one row per player (and the pool); ``seat`` and
    ``stakes`` as for :func:`settlement_rows_shown`; ``rows``: those rows as a page keeps them
    (Play leaves to its score sheet what the sheet says: Spoil Five's pool note)."""
    if rows is None:
        rows = settlement_rows_shown(game, state, seat, stakes)
    # every cell as text (the pool row leaves numeric columns blank), a plain table: a
    # dataframe's grid costs the browser some forty scripts (issue 12, part 5)
    st.markdown(table_html(without_blank_columns(rows)), unsafe_allow_html=True)
    stake, notes = table_notes(game, rows)  # (the notebooks' play box says the same)
    for note in stake:
        st.caption(note)
    for note in notes:
        st.caption(md(note))


def reasons(game: Game[Any], kind: str, state: Any, lines: Sequence[Sentence | str]) -> list[str]:
    """The engine's explanation lines, capitalised; in a declaring question's, a declaration
    a line names as a move (its :class:`engine.sentence.Move`) named as on its button (“Bid
    2”, “Take the widow”), not by the engine's word for it (``bid 2``, ``widow``), and the
    rules' own words kept ("the widow is taken")."""
    if kind == "declare":
        return [capital(said_in_labels(game, state, line)) for line in lines]
    return [capital(line if isinstance(line, str) else line.text()) for line in lines]


def bullets(lines: list[str], lead: str = "") -> None:
    """Lines as a Markdown list, escaped; ``lead`` (escaped Markdown, "**Why**") above it in
    the same element (one element the fewer to redraw: :func:`cite`)."""
    st.markdown(bullets_md(lines, lead))


def bullets_md(lines: list[str], lead: str = "") -> str:
    """What :func:`bullets` says, as Markdown text (a block of a larger element)."""
    return f"{lead}\n\n" * bool(lead) + "\n".join(md(f"- {line}") for line in lines)
