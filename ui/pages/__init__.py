"""The Streamlit pages. :func:`navigation` builds them from the engine's registry: every game
gets Learn (when it has a lesson), Quiz, Play (when the UI can draw its table), Rules and
Progress, all from the same page functions — a new game needs no page of its own.

Every page has its address (``/loo-play``) and can be opened from any other, but the sidebar
lists only Home, Review, the pages of the game in hand and one link to each other game
(:func:`sidebar`): Streamlit's own menu of all ~60 pages was a thousand elements the browser
laid out before each page's first heading showed (issue 12, part 5).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import streamlit as st
from streamlit.runtime.scriptrunner import get_script_run_ctx

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the games' drawings and page helpers)
from engine.game import REGISTRY, Game
from lessons import available
from ui.components import nav, nav_link
from ui.pages import compare, home, learn, links, play, progress_page, quiz, review, rules
from ui.pages.common import (
    PAGES,
    current_learner,
    learner_bar,
    mode,
    remember_in_browser,
    who_is_learning,
)
from ui.tables import GAME_UI

_KINDS: tuple[tuple[str, str, str, Callable[[Game[Any]], None]], ...] = (
    ("learn", "Learn", ":material/school:", learn.page),
    ("quiz", "Quiz", ":material/quiz:", quiz.page),
    ("play", "Play", ":material/playing_cards:", play.page),
    ("compare", "Compare", ":material/compare_arrows:", compare.page),
    ("rules", "Rules", ":material/menu_book:", rules.page),
    ("progress", "Progress", ":material/insights:", progress_page.page),
)


def _bind(fn: Callable[[Game[Any]], None], game: Game[Any]) -> Callable[[], None]:
    def run() -> None:
        fn(game)

    run.__name__ = f"{game.id}_{fn.__module__.rsplit('.', 1)[-1]}"
    return run


@functools.cache
def with_lessons() -> frozenset[str]:
    """The games that have a lesson, looked up once a process: every run's :func:`navigation`
    asks for each game, and the look-up is a file's stat per game (121 a run, ~4 ms of a
    page's 17 ms in navigation). server.py routes the pages it found at its start, so a lesson
    added while it runs shows at its next start either way."""
    return frozenset(available())


def has(game: Game[Any], kind: str) -> bool:
    if kind == "learn":
        return game.id in with_lessons()
    if kind == "compare":  # one deal under two readings: for a game with named variants
        return len(game.variants) > 1
    if kind == "play":  # a deal needs the game's page helpers (replay, running table)
        return game.id in GAME_UI and GAME_UI[game.id].play
    return True


def address(game: Game[Any], kind: str) -> str:
    """The address (``url_path``) of ``game``'s ``kind`` page: ``/loo-play``."""
    return f"{game.id}-{kind}"


def addresses() -> list[str]:
    """Every page's address, as :func:`navigation` routes them (for ``server.py``), the other
    addresses a learner may type (:func:`aliases`) last."""
    pages = ["review"] + [
        address(game, kind) for game in REGISTRY for kind, *_ in _KINDS if has(game, kind)
    ]
    return pages + list(aliases()) + [address(g, "compare") for g in one_reading()]


def aliases() -> dict[str, str]:
    """The addresses a learner may type for a page that has another one, each with the page
    it opens (a key of ``PAGES``): ``/home`` (Home is served at the app's root), and a game's
    bare name, ``/loo``, ``/sixty_six`` or ``/sixty-six``, its first page (Learn). At
    ``/home`` Streamlit said "Page not found" and ran the main page, which is Home."""
    out = {"home": "home"}
    for game in REGISTRY:
        for name in (game.id, game.id.replace("_", "-")):
            out[name] = f"{game.id}:{first_kind(game)}"
    return out


def home_link_address(params: Mapping[str, str]) -> str | None:
    """The address (``url_path``) of the page a link to the app's root opens with the query
    parameters ``params`` (``/?game=loo&step=trumps`` -> ``loo-learn``, ``/?page=review`` ->
    ``review``: :func:`ui.pages.links.home_link`), or None where they name no page the app
    routes (nothing, or a parameter that names nothing: Home opens and says which, in its run).
    For server.py, which sends such a link on before the page loads (ui.server.PageAliases),
    as :func:`navigation`'s run does where the app is served without it."""
    wanted, _ = links.home_link(params, {g.id: first_kind(g) for g in REGISTRY})
    if wanted is None:
        return None
    game, _, kind = wanted.partition(":")
    path = address(REGISTRY.get(game), kind) if kind else game
    return path if path in addresses() else None


def navigation() -> Any:
    """Register every page and return the one to run (also honours a pending ``goto``)."""
    # this session's pages, built apart (_session_pages) and put in PAGES at once: another
    # session's sidebar reads PAGES meanwhile (emptied and filled a page at a time, it found
    # pages missing: KeyError in its links); this run's own decisions read ``own``
    own, built = _session_pages()
    sections = {name: list(pages) for name, pages in built.items()}
    PAGES.update(own)  # one step: the same pages every run, so none is ever missing
    # another address of a page (aliases()): routed, hidden, and run only to send the learner on
    moved = {page: own[key] for page, key in _alias_pages()}
    sections["Trickbook"] += list(moved)
    # a game with one reading has no Compare page, but its address (an old link, or typed)
    # opens one saying so, hidden (Streamlit said "Page not found" and ran Home)
    alone = dict(_one_reading_pages())
    sections["Trickbook"] += list(alone.values())
    # an address no page has (/lo-play, a mistyped link): a hidden page of this run at it, so
    # Streamlit finds one (else it put its own "Page not found" box over Home), that sends the
    # learner Home with one plain line, as a link's unknown ?game= does (links.home_link)
    typed = stray_address()
    stray = None
    if typed is not None:
        stray = st.Page(_sent_on, title=typed, url_path=typed, visibility="hidden")
        sections["Trickbook"].append(stray)
    # every page routed (its address, st.switch_page, st.page_link), none listed by Streamlit:
    # the sidebar's links are drawn after the page (sidebar())
    current = st.navigation(sections, position="hidden")
    if current in moved:  # its own page, with the parameters a link may carry
        keep = {k: v for k, v in st.query_params.to_dict().items() if k in links.KEYS}
        st.switch_page(moved[current], query_params=keep)
    if stray is not None and current is stray:
        st.session_state[_STRAY] = links.stray_address(str(typed), addresses())
        st.switch_page(own["home"])
    # who is learning: local mode, the machine's learner; class mode, a name (Home asks for it
    # itself, every other page asks before it shows anything)
    try:
        mode()
    except ValueError as e:
        st.error(f"Trickbook cannot start: {e}")
        st.stop()
    remember_in_browser()
    learner_bar()
    if current_learner() is None and current is not own["home"]:
        who_is_learning()
        st.stop()
    goto = st.session_state.pop("goto", None)
    if goto in own:
        st.switch_page(own[goto])
    # "/?game=loo&step=trumps": the page a link's parameters belong to, with them (ui/pages/links.py)
    # (a parameter that names nothing: one plain line on Home, which opens instead)
    if current is own["home"]:
        first = {g.id: first_kind(g) for g in REGISTRY}
        wanted, problem = links.home_link(st.query_params.to_dict(), first)
        # (the line for an address no page has, once: the stray page sent the learner here)
        st.session_state[home.LINK_PROBLEM] = st.session_state.pop(_STRAY, "") or problem
        if wanted in own:
            keep = {k: v for k, v in st.query_params.to_dict().items() if k in links.KEYS}
            st.switch_page(own[wanted], query_params=keep)
        if wanted in alone:  # "/?game=rounce&page=compare"
            st.switch_page(alone[wanted])
    return current


_SESSION_PAGES = "tb:pages"
_STRAY = "tb:stray_address"  # the line Home shows after an address no page has


def stray_address() -> str | None:
    """The address the browser asked for when no page has it (``lo-play`` of ``/lo-play``),
    else None. Streamlit tells the app only which page it runs; the address asked for is the
    name its page manager matches against the pages' ``url_path`` (``intended_page_name``),
    read only where no page was asked for by its hash (a link in the app, st.switch_page).
    A name Streamlit cannot give a page (a nested path, ``/a/b``) is left to Streamlit."""
    ctx = get_script_run_ctx()
    if ctx is None:
        return None
    asked = ctx.pages_manager
    name = (asked.intended_page_name or "").strip().strip("/")
    if asked.intended_page_script_hash or not name or "/" in name:
        return None
    return None if name in addresses() else name


def _session_pages() -> tuple[dict[str, Any], dict[str, tuple[Any, ...]]]:
    """This session's pages, keyed ``home``, ``review``, ``loo:play``..., and the sections
    they are routed in: made at a session's first run and kept in its state (64 st.Page a run,
    ~7 ms of a run's ~64 ms of CPU, for the same pages every time). Kept a session, not a
    process: Streamlit marks the page st.navigation picked as callable and its run unmarks it,
    so two sessions' runs sharing one page could refuse each other's."""
    kept = st.session_state.get(_SESSION_PAGES)
    if kept is not None:
        return kept  # type: ignore[no-any-return]
    own: dict[str, Any] = {}
    # at the app's root ("", not "home": a default page keeps its address from any other
    # page, and /home is one of the aliases)
    own["home"] = st.Page(
        home.page, title="Home", icon=":material/home:", url_path="", default=True
    )
    # Review: the rules due across every game (spaced review, ui/mastery.py)
    own["review"] = st.Page(
        review.page, title="Review", icon=":material/event_repeat:", url_path="review"
    )
    sections: dict[str, tuple[Any, ...]] = {"Trickbook": (own["home"], own["review"])}
    for game in REGISTRY:
        pages = []
        for kind, title, icon, fn in _KINDS:
            if has(game, kind):
                p = st.Page(_bind(fn, game), title=title, icon=icon, url_path=address(game, kind))
                own[f"{game.id}:{kind}"] = p
                pages.append(p)
        sections[game.name] = tuple(pages)
    st.session_state[_SESSION_PAGES] = (own, sections)
    return own, sections


def one_reading() -> list[Game[Any]]:
    """The games with one reading: no Compare page of theirs is listed or linked."""
    return [g for g in REGISTRY if not has(g, "compare")]


@functools.cache
def _one_reading_pages() -> tuple[tuple[str, Any], ...]:
    """For each game of :func:`one_reading`, a hidden page at its Compare address, keyed
    ``rounce:compare``, that says why there is nothing to compare (ui.pages.compare.page);
    made once a process, as they hold nothing of a session's."""
    return tuple(
        (
            f"{g.id}:compare",
            st.Page(
                _bind(compare.page, g),
                title="Compare",
                url_path=address(g, "compare"),
                visibility="hidden",
            ),
        )
        for g in one_reading()
    )


@functools.cache
def _alias_pages() -> tuple[tuple[Any, str], ...]:
    """A hidden page for each of :func:`aliases`, with the key of the page it opens: made once
    a process (18 pages, ~1.5 ms a run to make anew), as they hold nothing of a session's."""
    return tuple(
        (st.Page(_sent_on, title=key, url_path=path, visibility="hidden"), key)
        for path, key in aliases().items()
    )


def _sent_on() -> None:
    """An alias's page (:func:`aliases`), never run: :func:`navigation` sends the learner on."""


def first_kind(game: Game[Any]) -> str:
    """The page a game is entered by from elsewhere: Learn, else its first page (_KINDS)."""
    return next(k for k, *_ in _KINDS if has(game, k))


def sidebar(current: Any | None) -> None:
    """The sidebar's page menu: Home and Review, every page of the game ``current`` belongs to,
    and in a fold each other game by its first page (None: before a page, e.g. class mode asking
    who is learning; every game is then in the fold). Drawn by app.py after the page, so the
    page's heading is not held back.

    One element of plain links (ui.components.nav), each opening its page in this session:
    the browser draws every element again three or four times a click, and the dozen
    st.page_link elements this menu was took 130 of a Learn click's ~480 components in half
    of those passes, 23-30 ms of the browser's main thread a click (issue 12, part 5;
    ``bench.page_speed --profile``). Streamlit's own menu, the pages of other games hidden
    (``st.Page(visibility="hidden")``), costs more: it is drawn again in every pass (~230
    components). Home lists every game on the page itself."""
    # by address: PAGES is rebuilt by each session's run, so another session's run may have
    # replaced the very objects this one's current page was picked from
    where = None if current is None else current.url_path
    game = next((g for g in REGISTRY if any(where == address(g, k) for k, *_ in _KINDS)), None)

    def link(key: str, label: str | None = None, icon: str | None = None) -> dict[str, Any]:
        return nav_link(PAGES[key], label, icon, where)

    sections: list[dict[str, Any]] = [{"links": [link("home"), link("review")]}]
    if game is not None:
        own = [link(f"{game.id}:{k}") for k, *_ in _KINDS if f"{game.id}:{k}" in PAGES]
        sections.append({"title": game.name, "links": own})
    others = [
        link(f"{g.id}:{first_kind(g)}", g.name, ":material/style:")
        for g in REGISTRY
        if g is not game
    ]
    fold = "Other games" if game is not None else "Games"
    sections.append({"title": fold, "fold": True, "links": others})
    with st.sidebar:
        nav("Pages", sections)
