"""Play's table kept between visits and set up: what a session has to write (the table after
every move, the refusals met, the deals finished), a saved table resumed, an address that
deals a given game, and the panel of players, seat and computer level. The page itself
(:mod:`ui.pages.play`) draws the table and the learner's moves."""

from __future__ import annotations

import secrets
from typing import Any

import streamlit as st

from engine.game import Game
from ui.pages import links
from ui.pages.common import (
    drawn_when_open,
    free_options,
    learner,
    plain,
    progress_store,
    rule_memory,
    settings,
    synced,
)
from ui.play_table import (
    LEVELS,
    SavedTableError,
    Table,
    deal_word,
    decided,
    default_level,
    dump_table,
    levels,
    load_table,
    new_table,
    record_deal,
)
from ui.tables import deal_change, game_ui


def record(game: Game[Any], t: Table) -> None:
    """The deal just finished: a row of the table's running sheet, and on Progress a deal
    played (when :func:`counted`)."""
    record_deal(game, t)  # (the row: the notebooks' play box records it too)
    s = t.state
    if counted(game, t):
        # the change in his counters, stakes and all, as the tables below the deal show it
        net = deal_change(game, s, t.seat)
        # in a partnership the tricks his partners took are his side's too (kept beside his own)
        side = game.partners(s, t.seat)
        ours = sum(s.tricks[p] for p in side) if len(side) > 1 else None
        unsaved(game)["deals"].append(
            (learner(), t.variant, net, s.tricks[t.seat], ours, len(side) - 1)
        )
    save(game, t)


def counted(game: Game[Any], t: Table) -> bool:
    """Whether Progress counts the deal just finished as one the learner played: every deal
    but a link's first deal that ended before he had a move (a flush shown at the deal). That
    one is the teacher's example, the same each time the link is opened, and a link opened
    again after its deal deals it afresh (:func:`goes_on`): counted, each open added it again."""
    return not (t.link and t.deal_no == 1 and not decided(game, t))


def on_new_game(game: Game[Any], cfg: dict[str, Any], s: dict[str, Any]) -> None:
    t = new_table(game, cfg, s, table_seed(game))
    st.session_state[f"{game.id}:table"] = t
    moved(game, t)


def on_new_game_as_set(game: Game[Any]) -> None:
    """New game under a game won: dealt as the settings stand when it is pressed (the table's
    players, seat and level, and the reading of the rules), as the settings' own New game
    deals. The settings say "A change of rules applies from the next new game"; this button
    had dealt the finished game's reading again."""
    on_new_game(game, st.session_state[f"{game.id}:play_cfg"], settings(game))


def moved(game: Game[Any], t: Table) -> None:
    """After a move: save the table, and have the focus put back on the learner's controls."""
    st.session_state["play:moves"] = st.session_state.get("play:moves", 0) + 1
    save(game, t)


def unsaved(game: Game[Any]) -> dict[str, Any]:
    """What this session has to write: the table's learner when it changed, refusals, deals."""
    return plain(f"{game.id}:play:unsaved", lambda: {"table": None, "refusals": [], "deals": []})


def save(game: Game[Any], t: Table) -> None:
    """The table changed: it is written after the table is drawn (:func:`write`)."""
    unsaved(game)["table"] = learner()


def write(game: Game[Any], t: Table) -> None:
    """Write what the session has to (the last thing :func:`_live` does): a commit waits for the
    disk, tens of ms on a busy machine, and the browser draws the move meanwhile (issue 12,
    part 5: click -> feedback). Each item goes once committed: a rerun that cuts in writes the
    rest."""
    todo = unsaved(game)
    while todo["refusals"]:
        who, refused, at = todo["refusals"][0]
        rule_memory().record_refusals(who, game.id, refused, at=at)
        todo["refusals"].pop(0)
    while todo["deals"]:
        progress_store().record_deal(todo["deals"][0][0], game.id, *todo["deals"][0][1:])
        todo["deals"].pop(0)
    if todo["table"] is not None:
        if todo["table"] == learner():  # (not another learner's table, after a switch)
            progress_store().save_table(learner(), game.id, dump_table(t))
        todo["table"] = None


def resume(game: Game[Any]) -> Table | None:
    """This learner's saved table for the game, replayed; None when there is none (or it can
    no longer be replayed: then a line says so and a new game is dealt)."""
    text = progress_store().saved_table(learner(), game.id)
    if text is None:
        return None
    try:
        return load_table(game, text)
    except SavedTableError as e:
        st.session_state[f"{game.id}:resume_note"] = (
            f"Your saved {deal_word(game)} could not be resumed ({e}); a new game is dealt."
        )
        return None


def table_seed(game: Game[Any]) -> int:
    """A fixed seed when the session asks for one (tests), else a fresh random one."""
    fixed = st.session_state.get(f"{game.id}:seed")
    return int(fixed) if fixed is not None else secrets.randbelow(10**9)


def table_address(t: Table) -> dict[str, Any]:
    """The page's address while ``t`` is played: the link to its game (its first deal) and the
    table's own mark, ``hand``, which a link sent leaves out (ui/pages/links.py share)."""
    return {**game_address(t), "hand": t.hand}


def game_address(t: Table) -> dict[str, Any]:
    return {
        "variant": t.variant,
        "options": ",".join(sorted(k for k, v in t.options.items() if v)),
        "seed": t.deals[0][0] if t.deals else None,
        "players": t.players,
        "seat": t.seat,
        "computer": t.bots,
    }


def goes_on(game: Game[Any], saved: Table, link: Table, hand: str | None) -> bool:
    """Whether a Play link opened goes on with the learner's saved table rather than deal its
    game afresh (``link``: that game, dealt). A reload opens the address bar, which carries the
    saved table's mark (``hand``): it goes on whatever the table's state (a finished deal, its
    result and review, a later deal). An address without that mark, a link sent (a teacher's),
    goes on only while the learner is still playing that link's own deal; once he has finished
    it, the link deals it afresh, as it did the first time."""
    if game_address(saved) != game_address(link):
        return False
    return hand == saved.hand or (saved.deal_no == 1 and not game.is_over(saved.state))


def open_link(game: Game[Any]) -> None:
    """An address with ``seed`` (and ``players``, ``seat``, ``computer``, ``variant``,
    ``options``) deals that game: the same first deal, the computer seeded from it (so one
    link always plays the same way). It replaces the hand in progress (ui/pages/links.py), unless
    that hand is the link's own game and a reload of the page's address or its first deal
    still unfinished (:func:`goes_on`): then it resumes it."""
    link = links.opened(f"{game.id}:play")
    if not link:
        return
    s = settings(game)
    problems = links.reading(game, link, s)
    if "seed" in link:
        opts = game.make_opts(s["variant"])
        lo, hi = game.players_range(opts)
        try:
            seed = links.whole(link, "seed", 0, 10**9 - 1) or 0
            players = game.fit_players(
                opts, links.whole(link, "players", lo, hi) or game.usual_players(opts)
            )
            seat = links.whole(link, "seat", 0, players - 1) or 0
            bots = link.get("computer", default_level(game))
            if bots not in levels(game):
                raise ValueError(
                    f"This link's computer level {bots!r} is not one of {', '.join(levels(game))}."
                )
        except ValueError as e:
            problems.append(str(e))
        else:
            cfg = {"players": players, "seat": seat, "bots": bots}
            t = new_table(game, cfg, s, seed, deal=seed)
            # the address bar holds the link to the game in hand and its mark (links.show): a
            # reload opens it again, and goes on with the hand instead of dealing it anew
            saved = resume(game)
            if saved is not None and goes_on(game, saved, t, link.get("hand")):
                t = saved
            st.session_state[f"{game.id}:table"] = t
            adopt_setup(game, t)
            save(game, t)
    links.warn(problems)


def adopt_setup(game: Game[Any], t: Table) -> None:
    """A resumed table's players, seat, level and reading of the rules become the settings
    shown."""
    st.session_state[f"{game.id}:play_cfg"] = {
        "players": t.players,
        "seat": t.seat,
        "bots": t.bots,
    }
    for k in ("players", "seat", "bots"):
        st.session_state.pop(f"w:{game.id}:{k}", None)
    # and its reading of the rules: the rules box named the settings' reading (the default, in
    # a new session) over a resumed table played under another
    s = settings(game)
    s["variant"] = t.variant
    s["options"] = {o.name: bool(t.options.get(o.name, o.default)) for o in free_options(game)}
    st.session_state.pop(f"w:{game.id}:play:variant", None)
    for o in free_options(game):
        st.session_state.pop(f"w:{game.id}:play:opt:{o.name}", None)


def setup(game: Game[Any], s: dict[str, Any]) -> dict[str, Any]:
    ui = game_ui(game.id)
    opts = game.make_opts(s["variant"])
    cfg: dict[str, Any] = plain(
        f"{game.id}:play_cfg",
        lambda: {"players": game.usual_players(opts), "seat": 0, "bots": default_level(game)},
    )
    options = levels(game)
    if cfg["bots"] not in options:
        cfg["bots"] = default_level(game)
    lo, hi = game.players_range(opts)
    counts = game.player_counts(opts)
    cfg["players"] = game.fit_players(opts, min(max(cfg["players"], lo), hi))
    cfg["seat"] = min(cfg["seat"], cfg["players"] - 1)
    box = drawn_when_open(
        "Table: players, your seat, computer level",
        f"w:{game.id}:play:setup",
        f"{game.id}:play:setup_box",
    )
    if box is None:  # (closed: the table as set)
        return cfg
    with box:
        synced(f"w:{game.id}:players", cfg["players"])
        if st.session_state[f"w:{game.id}:players"] not in counts:
            st.session_state[f"w:{game.id}:players"] = cfg["players"]
        if counts == tuple(range(lo, hi + 1)):
            cfg["players"] = st.slider("Players", lo, hi, key=f"w:{game.id}:players")
        else:  # only some counts (Forty-Five: 2, 4 or 6)
            cfg["players"] = st.select_slider("Players", counts, key=f"w:{game.id}:players")
        cfg["seat"] = min(cfg["seat"], cfg["players"] - 1)
        synced(f"w:{game.id}:seat", cfg["seat"])
        if st.session_state[f"w:{game.id}:seat"] >= cfg["players"]:
            st.session_state[f"w:{game.id}:seat"] = cfg["seat"]
        cfg["seat"] = st.selectbox(
            "Your seat",
            list(range(cfg["players"])),
            format_func=lambda i: f"P{i}",
            key=f"w:{game.id}:seat",
        )
        synced(f"w:{game.id}:bots", cfg["bots"])
        if st.session_state[f"w:{game.id}:bots"] not in options:
            st.session_state[f"w:{game.id}:bots"] = cfg["bots"]
        cfg["bots"] = st.radio(
            "Computer level (applies from the computer's next move)",
            options,
            key=f"w:{game.id}:bots",
            format_func=lambda b: f"{b}: {ui.level_help.get(b, LEVELS[b])}",
        )
        st.button(
            "New game",
            key=f"{game.id}:new_game",
            on_click=on_new_game,
            args=(game, cfg, s),
            type="primary",
        )
    return cfg
