"""Addresses a teacher can send (issue 12, part 5): a Learn step, a quiz question, a Play deal,
a comparison of two readings.

A page's address is its path (``/loo-learn``: the game and the page) and query parameters:

- every page: ``variant`` (a named reading) and ``options`` (the free options switched on,
  comma-separated);
- Learn: ``step`` (the step's id in the lesson);
- Quiz: ``question`` (a curated question's id), or ``seed``, ``kind`` and ``level`` (a
  generated practice question);
- Play: ``seed`` (the first deal's seed), ``players``, ``seat`` and ``computer`` (the level);
  in the address bar only, ``hand``: the mark of the learner's table in progress, so a reload
  goes on with it, finished deal and all, while a link sent, without it, deals its deal afresh
  once the learner has finished it (:func:`ui.pages.play_store.goes_on`);
- Compare: ``first`` and ``second`` (the two readings), ``players``, ``seed`` and, for a deal
  the search steered, ``steer`` (the decisions it chose, :func:`engine.compare.steer_text`).

``/?game=loo&step=trumps`` (or ``question``, or ``seed`` with ``page=play``, or ``first``)
opens the page the parameters belong to; ``/?game=loo`` alone the game's first page, and
``/?page=review`` the Review page; a ``game`` or ``page`` that names nothing, Home with one
plain line saying which (:func:`home_link`), and so does an address no page has, ``/lo-play``
(:func:`stray_address`). A page reads its parameters once per session (:func:`opened`) and then
keeps the address bar on what it shows (:func:`show`), so the address is always a link to the
view; the learner's own code (``learner``) is never part of it. A value that names nothing
(a step not in the lesson, a reading the game does not have) gets one plain line and the page
opens as it would without it.
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

import streamlit as st

from engine.game import REGISTRY, Game
from ui.format import md
from ui.pages.common import drawn_when_open

KEYS = (
    "variant",
    "options",
    "step",
    "question",
    "seed",
    "kind",
    "level",
    "players",
    "seat",
    "computer",
    "hand",
    "first",
    "second",
    "steer",
)

# the address bar's own marks, never in a link to send (:func:`share`): Play's ``hand``
OWN = ("hand",)


def opened(page_key: str) -> dict[str, str]:
    """The address's parameters when this session first opens the page, else nothing (a link
    is applied once; afterwards the page's own state rules)."""
    ss = st.session_state
    mark = f"tb:link:{page_key}"
    if mark in ss:
        return {}
    ss[mark] = True
    return {k: str(st.query_params[k]) for k in KEYS if k in st.query_params}


def page_for(params: Mapping[str, str]) -> str | None:
    """Which page of a game an address's parameters belong to (for ``/?game=...``)."""
    if params.get("page") in PAGE_NAMES:
        return params["page"]
    if "first" in params or "second" in params or "steer" in params:
        return "compare"
    if "step" in params:
        return "learn"
    if "question" in params or "kind" in params:
        return "quiz"
    if "seed" in params:
        return "play"
    return None


PAGE_NAMES = ("learn", "quiz", "play", "compare", "rules", "progress")


def home_link(params: Mapping[str, str], first: Mapping[str, str]) -> tuple[str | None, str]:
    """Where a link to the app's root sends the learner, and what to tell him: the key of the
    page the parameters ask for (``loo:learn``, ``review``) and "", or None and one plain line
    saying which parameter names nothing (else the home page opened with no word, the link's
    typo unseen). ``first`` maps each game's id to the page it is entered by (Learn)."""
    game, kind = params.get("game", ""), params.get("page", "")
    if not game and not kind:
        return None, ""
    if kind == "review" and not game:
        return "review", ""
    if game and game not in first:
        return None, (
            f"This link's game {game!r} is not one Trickbook teaches (its games: "
            f"{', '.join(first)}). The home page opens instead."
        )
    if kind and kind not in PAGE_NAMES:
        return None, (
            f"This link's page {kind!r} is not one of {', '.join(PAGE_NAMES)}. "
            "The home page opens instead."
        )
    if not game:
        return None, (
            f"This link asks for the {kind} page but names no game (add game=, one of: "
            f"{', '.join(first)}). The home page opens instead."
        )
    return f"{game}:{page_for(params) or first[game]}", ""


def stray_address(path: str, addresses: Sequence[str]) -> str:
    """The plain line Home shows when the learner came by an address no page has (``/lo-play``,
    a mistyped link; ``addresses``: every page's, :func:`ui.pages.addresses`), with the nearest
    real one where one is near enough, as :func:`home_link` does for a link's ``?game=``.

    >>> print(stray_address("lo-play", ["loo-play", "loo-learn", "review"]))
    There is no page at /lo-play: did you mean /loo-play? The home page opens instead.
    >>> print(stray_address("cribbage", ["loo-play", "review"]))
    There is no page at /cribbage (a game's pages are at /GAME-PAGE, as /loo-play). The home page opens instead.
    """
    near = difflib.get_close_matches(path, addresses, n=1, cutoff=0.75)
    example = next((a for a in addresses if "-" in a), "")
    hint = (
        f": did you mean /{near[0]}?"
        if near
        else f" (a game's pages are at /GAME-PAGE, as /{example})."
        if example
        else "."
    )
    return f"There is no page at /{path}{hint} The home page opens instead."


def show(params: Mapping[str, Any]) -> None:
    """Keep the address bar on this view (``None`` values left out; no learner code)."""
    want = {k: str(v) for k, v in params.items() if v is not None and v != ""}
    have = {k: str(st.query_params[k]) for k in st.query_params}
    if have != want:
        st.query_params.from_dict(want)


def url(params: Mapping[str, Any]) -> str:
    """This page's full address with ``params`` (what :func:`share` shows)."""
    parts = urlsplit(st.context.url or "")
    query = urlencode({k: str(v) for k, v in params.items() if v is not None and v != ""})
    return urlunsplit((parts.scheme, parts.netloc, page_path(parts.path), query, ""))


def page_path(path: str) -> str:
    """The page's path as the browser has it, from ``st.context.url``'s. Streamlit (1.67,
    ``maybe_trim_page_path``) finds the app's base by cutting off the first page address the
    path *ends with*, so ``/irish_loo-learn`` loses ``loo-learn`` (Loo's page, listed first)
    and comes back as ``/irish_/irish_loo-learn``; Five-card Loo's as ``/five_card_/...``.

    >>> page_path("/irish_/irish_loo-learn"), page_path("/loo-learn")
    ('/irish_loo-learn', '/loo-learn')
    >>> page_path("/trickbook/five_card_/five_card_loo-play")
    '/trickbook/five_card_loo-play'
    """
    head, _, page = path.rpartition("/")
    kind = page.rpartition("-")[2]
    for game in REGISTRY:
        cut = page.removesuffix(f"{game.id}-{kind}")  # what Streamlit took for the base's end
        if cut and cut != page and head.endswith(f"/{cut}"):
            return f"{head.removesuffix(f'/{cut}')}/{page}"
    return path


def share(what: str, params: Mapping[str, Any]) -> None:
    """The address of this view, to copy and send ("Link to this step"): drawn only while its
    expander is open (``ui.pages.common.drawn_when_open``)."""
    box = drawn_when_open(f"Link to this {what}", f"w:link:{what}", _box(what))
    if box is None:
        return
    with box:
        st.caption(
            f"Whoever opens this address sees this {what}, under the same rules (their own "
            "progress stays theirs)."
        )
        sent = {k: v for k, v in params.items() if k not in OWN}
        st.code(url(sent), language=None, wrap_lines=True)  # whole on a phone too


def shown(what: str) -> bool:
    """Whether the box of :func:`share` for ``what`` is open (and so shows an address)."""
    return bool(st.session_state.get(_box(what), {}).get("open"))


def _box(what: str) -> str:
    """Where :func:`share`'s box keeps whether it is open (ui.pages.common.drawn_when_open)."""
    return f"tb:link_box:{what}"


def reading(game: Game[Any], params: Mapping[str, str], s: dict[str, Any]) -> list[str]:
    """Apply a link's ``variant`` and ``options`` to the learner's reading ``s``; the
    problems, one line each."""
    problems = []
    v = params.get("variant")
    if v is not None:
        if v in game.variants:
            s["variant"] = v
        else:
            problems.append(
                f"This link asks for the reading {v!r}, which {game.name} does not have "
                f"(it has {', '.join(game.variants)})."
            )
    if "options" in params:
        names = [o for o in params["options"].split(",") if o]
        free = set(s["options"])
        bad = [o for o in names if o not in free]
        if bad:
            problems.append(
                f"This link switches on {', '.join(map(repr, bad))}, not an option of "
                f"{game.name} (its options: {', '.join(sorted(free)) or 'none'})."
            )
        for name in free:
            s["options"][name] = name in names
    return problems


def reading_params(s: Mapping[str, Any]) -> dict[str, str]:
    on = sorted(k for k, v in s["options"].items() if v)
    return {"variant": s["variant"], "options": ",".join(on)}


def warn(problems: list[str]) -> None:
    for p in problems:
        st.warning(md(p + " The page opens as it would without it."))


def whole(params: Mapping[str, str], key: str, lo: int, hi: int) -> int | None:
    """A whole-number parameter within [lo, hi], or None (absent); ValueError names it."""
    if key not in params:
        return None
    raw = params[key]
    if not raw.isdigit() or not lo <= int(raw) <= hi:
        raise ValueError(f"This link's {key} {raw!r} is not a whole number from {lo} to {hi}.")
    return int(raw)
