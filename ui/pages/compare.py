"""Compare: one deal under two rule texts, side by side (:mod:`engine.compare`).

The learner picks two named readings of the game (Loo: Foster's 002 against the lesson text
000; Sixty-Six: the seed against German practice), a deal by its number or his own last deal in
Play, and sees both played with the same decisions, the first point where they part
highlighted, each side citing its rule. A pair of readings opens on the first deal where they
part (:func:`parting_from`). Everything shown comes from the engine: the page only lays it out.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import streamlit as st

from engine.compare import (
    PARTING_WORDS,
    Comparison,
    Search,
    Side,
    compare,
    compare_states,
    search_parting,
    steer_text,
    steered_script,
    value_words,
    variant_pairs,
)
from engine.compare_words import deciding_options
from engine.game import REGISTRY, Action, Game, Option
from ui.compare_words import page_words
from ui.format import capital, md, table_html
from ui.pages import links
from ui.pages.common import (
    cite,
    draw,
    fit_box_css,
    plain,
    say,
    settlement_table,
    synced,
)
from ui.pages.compare_one import one_reading
from ui.play_table import Table, card_or_label, deal_word
from ui.tables import game_ui

SOURCES = ("A deal by its number", "My last deal in Play")
SEEDS = 10**6  # the highest deal number
# a reading's name its dropdown shows whole on a phone: 45 characters (308 px of 14 px type
# at 390 px, test_compare_page.py); 51 overran it
SHORT = 45


def shared_players(game: Game[Any], a: str, b: str) -> list[int]:
    """The player counts both readings deal to (each reading's :meth:`Game.player_counts`)."""
    theirs = set(game.player_counts(game.make_opts(b)))
    return [n for n in game.player_counts(game.make_opts(a)) if n in theirs]


def _label(game: Game[Any], v: str) -> str:
    return game.variants[v].label


def choice(game: Game[Any], v: str) -> str:
    """A reading's name in its dropdown: a long one without the words in brackets at its end
    (the book it follows), which a phone's box cut off mid-word with no mark ("The lesson text
    (How to Play Some Trump Card Game" at 390 px); the list under the boxes names each reading
    in full. A name that would then be another reading's stays whole."""
    full = _label(game, v)
    short = re.sub(r"\s*\([^()]*\)$", "", full)
    taken = {_label(game, w) for w in game.variants if w != v}
    return full if len(full) <= SHORT or short in taken else short


def page(game: Game[Any]) -> None:
    st.title(f"Compare readings: {game.name}")
    pairs = variant_pairs(game)
    if not pairs:
        one_reading(game)
        return
    deal = deal_word(game)  # "game" in Linger Longer, "hand" in Sixty-Six
    st.caption(
        f"One {deal}, two rule texts: the same cards and the same decisions under two "
        "readings, side by side, until the first point where the readings part."
    )
    cfg: dict[str, Any] = plain(
        f"{game.id}:compare",
        lambda: {"a": pairs[0][0], "b": pairs[0][1], "seed": 0, "players": None},
    )
    names = list(game.variants)
    _open_link(game, cfg)
    table: Table | None = st.session_state.get(f"{game.id}:table")
    with st.container(key="tb-compare-controls"):
        left, right = st.columns(2)
        with left:
            synced(f"w:{game.id}:cmp_a", cfg["a"])
            cfg["a"] = st.selectbox(
                "First reading",
                names,
                format_func=lambda v: choice(game, v),
                key=f"w:{game.id}:cmp_a",
            )
        with right:
            synced(f"w:{game.id}:cmp_b", cfg["b"])
            cfg["b"] = st.selectbox(
                "Second reading",
                names,
                format_func=lambda v: choice(game, v),
                key=f"w:{game.id}:cmp_b",
            )
        if table is not None and table.deals:
            source = st.radio(
                deal.capitalize(),
                SOURCES,
                format_func=lambda o: o.replace("deal", deal),
                horizontal=True,
                key=f"w:{game.id}:cmp_source",
            )
        else:  # one source only: no choice to offer, but where the other comes from
            source = SOURCES[0]
            st.caption(
                f"{SOURCES[0].replace('deal', deal)}. Your own {deal} in Play can be compared "
                "here too, once Play has dealt you one."
            )
        # a name still too long for its box ends in "…", not mid-letter
        st.html("<style>.st-key-tb-compare-controls input{text-overflow:ellipsis}</style>")
    a, b = cfg["a"], cfg["b"]
    note = st.session_state.pop(f"{game.id}:cmp_note", None)
    if note:
        say("info", note)
    if a == b:
        links.show({"first": a, "second": b})
        say("info", "Choose two different readings to compare.")
        return
    seat = None  # a numbered deal is nobody's: its seats are named P0, P1, ...
    if source == SOURCES[1] and table is not None:
        links.show({})  # (the address opens a numbered deal, not this one)
        result = _from_table(game, table, b)
        seat = table.seat  # the learner's own deal: his seat is "you", as in Play
    else:
        counts = shared_players(game, a, b)
        if not counts:
            say("warning", f"No table size suits both {_label(game, a)} and {_label(game, b)}.")
            return
        c1, c2 = st.columns(2)
        with c1:
            want = cfg["players"] if cfg["players"] in counts else (5 if 5 in counts else counts[0])
            synced(f"w:{game.id}:cmp_players", want)
            if st.session_state[f"w:{game.id}:cmp_players"] not in counts:
                st.session_state[f"w:{game.id}:cmp_players"] = want
            cfg["players"] = st.selectbox("Players", counts, key=f"w:{game.id}:cmp_players")
        _open_parting(game, cfg)
        with c2:
            synced(f"w:{game.id}:cmp_seed", cfg["seed"])
            cfg["seed"] = int(
                st.number_input(
                    f"{deal.capitalize()} number",
                    0,
                    SEEDS,
                    step=1,
                    key=f"w:{game.id}:cmp_seed",
                    help=f"The same number always deals the same cards: {deal} 7 is the same "
                    f"{deal} for everyone.",
                )
            )
        steered = cfg.get("steered")
        if steered is not None and steered["at"] != (cfg["seed"], cfg["players"], a, b):
            steered = cfg["steered"] = None  # the found decisions belong to another deal
        script = steered["script"] if steered is not None else ()
        result = compare(
            game,
            players=cfg["players"],
            seed=cfg["seed"],
            variants=(a, b),
            script=script,
            words=page_words(game),
        )
        if steered is not None and steered["steered"]:
            _say_steered(game, result, steered["steered"])
        address = {
            "first": a,
            "second": b,
            "players": cfg["players"],
            "seed": cfg["seed"],
            "steer": steer_text(script, steered["steered"]) if steered is not None else None,
        }
        links.show(address)  # the address bar is a link to this comparison
        unparted = cfg.get("unparted")
        if unparted is not None and unparted["at"] != _shown(cfg):
            unparted = None
        searching = result.parting is None and never_part(game, result) is None
        if unparted is not None and unparted["words"] is None:  # every deal searched
            say("info", _unparted_words(game, cfg["players"], len(counts) > 1))
            searching = False
        elif unparted is not None:
            say("info", unparted["words"])
        if searching:
            st.button(
                f"Find a {deal} where they part",
                key=f"{game.id}:cmp_find",
                on_click=_find,
                args=(game, cfg),
            )
        links.share("comparison", address)
        show(game, result, seat, searching)
        return
    show(game, result, seat)


FIND_LIMIT = 100  # deals tried from the first one looked at
# lines of play the opening search compares before it gives up (engine.compare.search_parting):
# a count, not seconds, so a pair opens on the same deal every time. About a second's work
# (1.5-2 ms of CPU a line): Napoleon's first pair at five finds deal 0 at 524 lines; at six
# players Forty-Five's privileged-trump reading and Rams' Loo-style defence searched their
# full 3000 lines (5-14 s behind a spinner) and found nothing.
OPEN_LINES = 600
FIND_LINES = 3000  # the button's search: a learner asked for it, and a spinner says so


@functools.lru_cache(maxsize=64)
def parting_from(
    game_id: str,
    a: str,
    b: str,
    players: int,
    first: int,
    lines: int = FIND_LINES,
    skip: int = 0,
    deals: int = FIND_LIMIT,
) -> Search:
    """The first deal numbered ``first`` or after in which readings ``a`` and ``b`` part (the
    engine decides): under the computer players' own decisions where it can, else with the
    fewest decisions chosen by the search (:func:`engine.compare.search_parting`), within
    ``lines`` lines of play, the first ``skip`` of them known from an earlier search; and
    which deals it searched (``deals`` of them at most). The answer never changes, so each is
    searched once a process (for every learner)."""
    seeds = range(first, first + deals)
    game = REGISTRY.get(game_id)
    return search_parting(
        game, players=players, variants=(a, b), seeds=seeds, budget=lines, skip=skip
    )


def _search(
    game: Game[Any],
    cfg: dict[str, Any],
    first: int,
    lines: int,
    skip: int = 0,
    deals: int = FIND_LIMIT,
) -> Search:
    """:func:`parting_from` for the readings and table on the page; a found deal is shown.
    Where the search ran out of lines, the button's next search carries on from there."""
    with st.spinner(f"Looking for a {deal_word(game)} where the readings part..."):
        a, b, n = cfg["a"], cfg["b"], cfg["players"]
        search = parting_from(game.id, a, b, n, first, lines, skip, deals)
    found = search.found
    if found is not None:
        cfg["seed"] = found.seed
        st.session_state[f"w:{game.id}:cmp_seed"] = found.seed
        cfg["steered"] = _steering(found.seed, cfg, found.script, found.steered)
    elif search.out_of_lines:  # for the deal shown, which stays
        cfg["carry_on"] = {"at": _shown(cfg), "first": search.first, "lines": search.lines}
    return search


def _shown(cfg: dict[str, Any]) -> list[Any]:
    """The readings, table and deal shown: what a note about a search belongs to."""
    return [cfg["a"], cfg["b"], cfg["players"], cfg["seed"]]


def _find(game: Game[Any], cfg: dict[str, Any]) -> None:
    """The next deal after the one shown in which the two readings part; after a search
    that ran out of lines, the same search carries on where it stopped."""
    carry = cfg.pop("carry_on", None)
    cfg.pop("unparted", None)  # (the note below says what this search tried)
    if carry is not None and carry["at"] == _shown(cfg):
        lines = carry["lines"]
        search = _search(game, cfg, carry["first"], lines + FIND_LINES, lines)
    else:
        search = _search(game, cfg, cfg["seed"] + 1, FIND_LINES)
    if search.found is None:
        st.session_state[f"{game.id}:cmp_note"] = searched_words(game, search)


def searched_words(game: Game[Any], search: Search, opening: bool = False) -> str:
    """What a search that found no parting tried, in deals: it said "The readings do not
    part in the next 100 deals" of a search that had run out of lines after 20 (``opening``:
    the short search the page opens with, after which the page shows the first deal)."""
    deal = deal_word(game)

    def span(lo: int, n: int) -> str:
        return f"{deal} {lo} does" if n == 1 else f"{deal}s {lo} to {lo + n - 1} do"

    first, full, played = search.first, search.searched, search.played
    steered = "even with decisions the computer players would not take"
    if not search.out_of_lines:
        return f"{capital(span(first, full))} not part (the next {full}), {steered}."
    parts = []
    if full:
        parts.append(f"{span(first, full)} not part, {steered}")
    if played > full:
        parts.append(
            f"{span(first + full, played - full)} not part as the computer players play, nor "
            f"with the {'few ' if opening else ''}other decisions tried so far"
        )
    said = (
        f"No {deal} where these readings part turned up in "
        f"{'a quick search' if opening else f'{search.lines} lines of play'}: "
        + "; ".join(parts)
        + "."
    )
    if opening:
        said += f" This is {deal} {first}."
    return (
        said + f" Press \u201cFind a {deal} where they part\u201d to search on"
        f"{': it may take several seconds' if opening else ''}."
    )


def _open_parting(game: Game[Any], cfg: dict[str, Any]) -> None:
    """A pair of readings at a table size opens on the first deal where they part (the walk
    at 390 px found Napoleon and Spoil Five opening on deal 0, where they never part, with
    nothing to compare until "Find a deal where they part" was pressed): the same deal every
    time, so a teacher can say "look at deal 7". Kept while the learner stays on the pair (his
    own deal number rules); a link's deal number is kept (:func:`_open_link`). Readings the
    game says never part in a dealt deal are not searched. The search is a short one
    (``OPEN_LINES``): where it finds nothing the page opens on deal 0, says which deals were
    tried, and the button searches on. Where they part so rarely that this search finds
    nothing, the game may name the first deal a longer search found (:meth:`Game.
    compare_opening`): that deal alone is searched, within the same lines."""
    pair = [cfg["a"], cfg["b"], cfg["players"]]
    if cfg.get("opened") == pair:
        return
    cfg["opened"] = pair
    search = None
    if game.readings_never_part(*pair) is None:
        cfg["seed"] = 0  # (the deal a search that runs out stays on)
        known = game.compare_opening(*pair)
        if known is not None:
            search = _search(game, cfg, known, OPEN_LINES, deals=1)
        if search is None or search.found is None:  # (none named, or it no longer parts)
            cfg.pop("carry_on", None)
            search = _search(game, cfg, 0, OPEN_LINES)
    if search is None or search.found is None:
        cfg["seed"], cfg["steered"] = 0, None
        st.session_state[f"w:{game.id}:cmp_seed"] = 0
    if search is not None and search.found is None:
        more = search.out_of_lines  # said above the button, which searches on
        words = searched_words(game, search, opening=True) if more else None
        cfg["unparted"] = {"at": _shown(cfg), "words": words}


def _unparted_words(game: Game[Any], players: int, other_tables: bool) -> str:
    deal = deal_word(game)
    return (
        f"The search found no {deal} where these two readings part with {players} players, "
        "even trying decisions the computer players would not take: at this table they part "
        f"rarely, if ever. Try another reading{' or table size' if other_tables else ''}."
    )


def _steering(
    seed: int, cfg: dict[str, Any], script: tuple[Action, ...], steered: tuple[int, ...]
) -> dict[str, Any] | None:
    """The decisions played before the computer players carry on, for the deal they belong
    to (none: the computer players' own throughout)."""
    if not script:
        return None
    return {"at": (seed, cfg["players"], cfg["a"], cfg["b"]), "script": script, "steered": steered}


def _open_link(game: Game[Any], cfg: dict[str, Any]) -> None:
    """An address with ``first`` and ``second`` (two readings), ``players``, ``seed`` and, for
    a deal the search steered, ``steer`` (its decisions, :func:`engine.compare.steer_text`)
    opens that comparison, rebuilt by the engine. Any value it cannot use gets one plain line
    and the page opens as it would without the link (ui/pages/links.py)."""
    link = links.opened(f"{game.id}:compare")
    if not link:
        return
    try:
        new = _linked(game, link)
    except ValueError as e:
        links.warn([str(e)])
        return
    cfg.update(new)
    if "seed" in link or "steer" in link:  # this deal, not the first parting (_open_parting)
        cfg["opened"] = [cfg["a"], cfg["b"], cfg["players"]]
    else:
        cfg.pop("opened", None)
    for key in ("a", "b", "players", "seed"):
        st.session_state[f"w:{game.id}:cmp_{key}"] = cfg[key]
    st.session_state[f"w:{game.id}:cmp_source"] = SOURCES[0]


def _and(names: list[str]) -> str:
    return " and ".join(filter(None, (", ".join(names[:-1]), names[-1])))


def _linked(game: Game[Any], link: dict[str, str]) -> dict[str, Any]:
    """The page's settings a link asks for; ValueError names the parameter and the problem."""
    cfg: dict[str, Any] = {}
    pairs = variant_pairs(game)
    for key, k, default in (("first", "a", pairs[0][0]), ("second", "b", pairs[0][1])):
        v = link.get(key, default)
        if v not in game.variants:
            theirs = [g.name for g in REGISTRY if v in g.variants]
            raise ValueError(
                f"This link's {key} reading {v!r} is not a reading of {game.name}"
                + (f" but of {_and(theirs)}" if theirs else "")
                + f" (its readings: {', '.join(game.variants)})."
            )
        cfg[k] = v
    if cfg["a"] == cfg["b"]:
        raise ValueError(f"This link's first and second reading are both {cfg['a']!r}.")
    counts = shared_players(game, cfg["a"], cfg["b"])
    if not counts:
        raise ValueError("This link's two readings have no table size in common.")
    players = links.whole(link, "players", counts[0], counts[-1])
    cfg["players"] = players if players is not None else (5 if 5 in counts else counts[0])
    if cfg["players"] not in counts:
        raise ValueError(
            f"This link's players {cfg['players']} is not a table size both readings deal to "
            f"({', '.join(map(str, counts))})."
        )
    cfg["seed"] = links.whole(link, "seed", 0, SEEDS) or 0
    cfg["steered"] = None
    if "steer" in link:
        try:
            script, chosen = steered_script(
                game,
                players=cfg["players"],
                seed=cfg["seed"],
                variants=(cfg["a"], cfg["b"]),
                text=link["steer"],
                words=page_words(game),
            )
        except ValueError as e:
            raise ValueError(
                f"This link's steer {link['steer']!r} cannot be played: {e}."
            ) from None
        cfg["steered"] = _steering(cfg["seed"], cfg, script, chosen)
    return cfg


def _labels(game: Game[Any], side: Side) -> list[str]:
    """Each action of ``side`` as the Play page's button names it in its position."""
    out, state = [], side.start
    for s in side.steps:
        out.append(card_or_label(game, state, s.action))
        state = game.apply(state, s.action)
    return out


def _say_steered(game: Game[Any], c: Comparison, steered: tuple[int, ...]) -> None:
    """Which decisions the search chose in this deal, not the computer players, and where the
    readings part: a decision made early only leads to the parting, which comes later (it
    read "the search made it for them here (action 1, P1: 2♠)" above a parting at action 9,
    as if they parted at action 1)."""
    say("info", steered_words(game, c, steered))


def steered_words(game: Game[Any], c: Comparison, steered: tuple[int, ...]) -> str:
    steps, labels = c.sides[0].steps, _labels(game, c.sides[0])
    ks = [k for k in steered if k < len(steps)]
    one = len(ks) == 1
    chosen = "; ".join(f"action {k + 1}, P{steps[k].seat}: {labels[k]}" for k in ks)
    that = "that decision" if one else "those decisions"
    text = (
        f"To find a {deal_word(game)} where these readings part, the search made "
        f"{'one decision' if one else f'{len(ks)} decisions'} in place of the computer "
        f"players: {chosen}."
    )
    p = c.parting
    if p is not None:
        where = "at the settlement" if p.kind == "settlement" else f"at action {p.step + 1}"
        if p.kind == "settlement" or all(k < p.step for k in ks):
            text += f" The readings do not part there: {that} only steer{'s' if one else ''} "
            text += f"the {deal_word(game)}, and they part later, {where}."
        else:
            text += f" The readings part on {'it' if one else 'the last of them'}, {where}."
    return f"{text} Every other decision is the computer players'."


def _from_table(game: Game[Any], t: Table, other: str) -> Comparison:
    """The learner's last deal in Play (its own reading) against ``other``, his decisions
    first, the computer's after them."""
    seed, actions = t.deals[-1]
    deal = deal_word(game)
    st.caption(
        f"Your last {deal} in Play, under {_label(game, t.variant)} (the reading you played), "
        f"against {_label(game, other)}, with the decisions taken in it. No link is offered "
        "for it: it replays your own plays at your table, which stay yours, and a link carries "
        f"only a {deal} by its number and the few decisions the search chose. To send a {deal}, "
        f"choose A {deal} by its number and open its link."
    )
    if other == t.variant:
        other = next(v for v in game.variants if v != t.variant)
    return compare_states(
        game,
        t.start,
        game.under_variant(t.start, other),
        script=actions,
        seed=seed,
        words=page_words(game),
    )


def never_part(game: Game[Any], c: Comparison) -> str | None:
    """Why the compared readings can never part in a dealt deal, if the game says so."""
    return game.readings_never_part(c.sides[0].variant, c.sides[1].variant, c.players)


def show(game: Game[Any], c: Comparison, seat: int | None = None, searching: bool = False) -> None:
    """The comparison; ``seat``: the learner's, when the deal is his own (his last deal in
    Play), named "you" in the pictures, the parting's words and the tables, as Play names it;
    ``searching``: the page offers "Find a deal where they part" beside it."""
    deal = deal_word(game)
    _readings(game, c)
    p = c.parting
    with st.container(key="tb-parting", border=True):
        if p is None:
            never = never_part(game, c)
            say("success", unparted_words(game, c, seat, searching))
            if never is not None:  # no deal will: say why rather than offer a search
                say("info", never)
        else:
            where = f"action {p.step + 1}" if p.kind != "settlement" else "the settlement"
            say("warning", f"They part at {where}: {PARTING_WORDS[p.kind]}.")
            cols = st.columns(2, gap="medium")
            for k, (col, side) in enumerate(zip(cols, c.sides, strict=True)):
                with col:
                    st.markdown(f"**{md(side.label)}**")
                    _parting_picture(game, side, p.kind, p.step, seat)
                    st.markdown(md(capital(p.said[k].text(seat)) + "."))
                    for rule in p.rules[k]:
                        cite(rule)
                    if not p.rules[k] and p.kind == "legal":  # the side that allows it
                        _allowed_here(game, c, k)
    st.subheader(f"Both {deal}s, action by action")
    st.caption(_together_words(c, deal))
    # the actions before a parting in play are the same on both sides: shown once, folded,
    # so each side's table opens on the parting row (its box shows a dozen rows at most)
    before = p.step if p is not None and p.kind != "settlement" else 0
    if before:
        shared = [
            {k: v for k, v in row.items() if k != "same"}
            for row in _steps(game, c.sides[0], p.step if p else None, seat)[:before]
        ]
        with st.expander(
            f"Action{f's 1–{before}' if before > 1 else ' 1'}, the same under both readings"
        ):
            st.markdown(table_html(shared, red=["action"]), unsafe_allow_html=True)
    cols = st.columns(2, gap="medium")
    # a few actions after a late parting: a short box; on a phone, every row on the page
    st.html(fit_box_css("tb-steps-", 320) + STEPS_PHONE_CSS)
    for k, (col, side) in enumerate(zip(cols, c.sides, strict=True)):
        with col:
            st.markdown(f"**{md(side.label)}**")
            # (a plain table: no dataframe grid to load)
            with st.container(height=320, key=f"tb-steps-{k}"):
                st.markdown(
                    table_html(
                        _steps(game, side, p.step if p else None, seat)[before:], red=["action"]
                    ),
                    unsafe_allow_html=True,
                )
            if game.is_over(side.end):
                settlement_table(game, side.end, seat)


# Each side's actions on a phone: the columns stand one under the other, so each table is as
# tall as its rows, read with the page's own scroll. In a box of 320 px (look3, Linger Longer at
# 390 px: 29 actions, the 10th cut at the box's foot) a learner had to scroll inside it, twice,
# to see a deal his page had room for; on a wide screen the two boxes stand side by side, rows
# level, and keep their height.
STEPS_PHONE_CSS = (
    '<style>@media (max-width: 640px){[class*="st-key-tb-steps-"]'
    "{max-height:none !important;overflow:visible !important}}</style>"
)


def unparted_words(game: Game[Any], c: Comparison, seat: int | None, searching: bool) -> str:
    """A deal where the readings do not part, and what to try next: another deal only where
    another deal may part ("Try another deal" stood above the game's own word that no deal
    will, and beside a search that had just found none)."""
    deal = deal_word(game)
    said = (
        f"In this {deal} the two readings never part: every action taken was allowed under "
        "both, each trick had the same winner and the settlement is the same."
    )
    if never_part(game, c) is not None:
        return said
    if seat is not None:  # the learner's own deal: no search here, a numbered deal has one
        numbered = SOURCES[0].replace("deal", deal)
        return f"{said} Other {deal}s may: choose \u201c{numbered}\u201d to look for one."
    if searching:
        return (
            f"{said} Other {deal}s may: try another {deal} number, or press "
            f"\u201cFind a {deal} where they part\u201d."
        )
    return said


def _together_words(c: Comparison, deal: str = "deal") -> str:
    """How many actions the two deals share, in a sentence that fits the deal: all of them
    where the readings never part, none where they part at the first."""
    n, left = c.together, "each side's computer players carry on by themselves"
    if c.parting is None or c.parting.kind == "settlement":  # the play was the same throughout
        then = "" if c.parting is None else ": only the settlement differs"
        if n == 1:
            return f"The one action taken was the same on both sides{then}."
        if n:
            return f"All {n} actions the same on both sides{then}."
        return f"The {deal} ended as dealt{then}."
    if n == 0:
        return f"No action the same on both sides: from the first, {left}."
    k = c.parting.step + 1
    if k <= n:  # the readings part (a card refused, another winner), the move stays allowed
        every = all(len(side.steps) == n for side in c.sides)  # played alike to the end
        if n == 1:
            head = "The one action taken" if every else "The first action"
        else:
            head = f"{'All' if every else 'The first'} {n} actions"
        # the readings part (the answers differ there) but the action taken is allowed under
        # both, so the deals go on alike: said as one statement ("All 22 actions the same ...,
        # though the readings part at action 17" read as a contradiction)
        last = ", the last of them" if k == n else ""
        text = (
            f"{head} the same on both sides: where the readings part, at action {k}{last}, "
            "the action taken is allowed under both"
        )
        return text + ("." if every else f"; after that, {left}.")
    return f"{n} action{'s' if n != 1 else ''} the same on both sides; after the readings part, {left}."


def _readings(game: Game[Any], c: Comparison) -> None:
    """Each reading by its name and description, as the Play page's rules box gives them; then,
    folded away, each rule the two set differently (the game's options), with what the texts
    say of it."""
    st.markdown(
        "\n".join(
            f"- **{md(s.label)}**: {md(game.variants[s.variant].description)}" for s in c.sides
        )
    )
    if not c.options:
        return
    n = len(c.options)
    with st.expander(f"The {f'{n} rules' if n > 1 else 'rule'} these two readings set differently"):
        labels = (c.sides[0].label, c.sides[1].label)
        st.markdown("\n".join(option_line(labels, o, va, vb) for o, va, vb in c.options))


def _allowed_here(game: Game[Any], c: Comparison, k: int) -> None:
    """Under the reading ``k`` that allows what the other refuses at the parting: no rule
    forbids it, and the setting whose other value alone would refuse it here, with what the
    texts say of it (:func:`engine.compare_words.deciding_options`); none where only settings
    together do."""
    p = c.parting
    assert p is not None
    st.caption("No rule of this reading forbids it.")
    state = c.sides[k].start
    for s in c.sides[k].steps[: p.step]:
        state = game.apply(state, s.action)
    refused = [r.action for r in p.refusals[1 - k]]
    deciding = deciding_options(game, state, refused, c.options, 1 - k)
    if deciding:
        labels = (c.sides[0].label, c.sides[1].label)
        st.caption("The setting that parts the readings here:")
        st.markdown("\n".join(option_line(labels, o, va, vb) for o, va, vb in deciding))


def option_line(labels: tuple[str, str], o: Option, va: Any, vb: Any) -> str:
    """One rule the readings (named ``labels``) set differently: its value on each side in
    words (:func:`engine.compare.value_words`: yes or no, a number, a book, or the option's
    own words for a value the engine names, :attr:`Option.words`), then what the texts say.

    >>> o = Option("stock_out", "Stock out", "play_on", ("play_on", "mix"), help="Silent.",
    ...     words=(("play_on", "play goes on"), ("mix", "reshuffle")))
    >>> print(option_line(("A", "B"), o, "play_on", "mix"))
    - **Stock out**: A: play goes on · B: reshuffle. Silent.
    """
    a, b = (md(x) for x in labels)
    said = f"{a}: {md(value_words(va, o))} · {b}: {md(value_words(vb, o))}"
    return f"- **{md(o.label)}**: {said}. {md(o.help)}".rstrip()


def _parting_picture(
    game: Game[Any], side: Side, kind: str, step: int, seat: int | None = None
) -> None:
    """The position where the readings part, every card face up (a demonstration); ``seat``
    (the learner's own deal) is named "(you)"."""
    state = side.start
    for s in side.steps[:step]:
        state = game.apply(state, s.action)
    kw = dict(game_ui(game.id).table_kw)
    if kind == "winner" and step < len(side.steps):
        after = game.apply(state, side.steps[step].action)
        plays, winner = after.history[-1]
        card = next(cc for pp, cc in plays if pp == winner)
        draw(
            after,
            reveal=True,
            highlight=False,
            trick=plays,
            marked=[card],
            trick_title="You win" if winner == seat else f"P{winner} wins",
            viewer=seat,
            **kw,
        )
        return
    if kind == "settlement":
        state = side.end
    draw(state, reveal=True, highlight=False, viewer=seat, **kw)


def _steps(
    game: Game[Any], side: Side, parting: int | None, seat: int | None = None
) -> list[dict[str, str]]:
    """The actions as rows; ``seat`` (the learner's own deal) is "you"."""

    def who(p: int) -> str:
        return "you" if p == seat else f"P{p}"

    rows = []
    for s, label in zip(side.steps, _labels(game, side), strict=True):
        rows.append(
            {
                "#": str(s.index + 1),
                "who": who(s.seat),
                "action": label,
                "won by": "" if s.winner is None else who(s.winner),
                # one column for both (a phone has room for five): the parting row says so
                "same": "◀ they part"
                if parting is not None and s.index == parting
                else ("yes" if s.together else "no"),
            }
        )
    return rows
