"""Play: a whole game against computer players, deal after deal, with what carries over.

The learner chooses the computer's level (random, rule of thumb, Monte-Carlo where the game
supports search), acts with buttons — a card by its button under the face; other actions
(Loo's declarations, Sixty-Six's marriages, 9 exchange, closing and claiming) as buttons that
are enabled exactly when the engine's ``legal_actions`` has them, the refused ones disabled with
the engine's reason below — asks for a hint, and at the end of each deal sees the settlement,
the running score and a trick-by-trick replay, then the next deal until the game is won.

Everything the learner sees during play comes from ``game_ui(id).seen(state, seat)`` (for
Sixty-Six: ``game.view``, so no hidden card can reach the page), and every game-specific word
or picture comes from the game's helpers in :mod:`ui.tables`, never from a branch on the game.

The table's own logic (:func:`new_table`, :func:`human_move`, :func:`next_deal`, ...) is plain
Python over a :class:`Table`: the callbacks below wrap it, and tests may drive it directly.
"""

from __future__ import annotations

import random
import secrets
import statistics
import time
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
import streamlit as st

from engine.bots import MonteCarloBot, RandomBot, RuleOfThumbBot
from engine.cards import CARDS
from engine.game import Action, Game, IllegalAction
from engine.ledger import format_counters
from engine.quiz import Question, explanation
from engine.scenario import Scenario
from ui.cards import CardState, card_svg, cards_of
from ui.format import md
from ui.pages.common import (
    cite,
    draw,
    learner,
    plain,
    progress_store,
    say,
    settlement_table,
    synced,
    variant_controls,
)
from ui.tables import GameUI, game_ui

# The computer's levels, weakest first (a game's own words for a level are in its GameUI).
LEVELS = {
    "random": "any legal action, at random",
    "rule of thumb": "plays by a few simple habits",
    "Monte-Carlo": "deals the cards it cannot see at random, many times, consistently with "
    "everything it has seen; plays each deal out and picks the move that does best; searches "
    "exactly once play is compulsory",
}
# Monte-Carlo in the page: a fixed number of sampled deals per decision, not a time budget, so a
# seeded table plays the same way on a slow or a busy machine. Exact solves (once play is
# compulsory) cost far more than playouts, so fewer deals are solved; one exact search may take
# at most MC_SEARCH_MS per decision (past it, the remaining deals are played out instead).
# Measured in 100 duplicate two-hand deals (each deal played both ways): 72% of the game points
# against the rule of thumb, 93% against random; about 30 ms a move (median), p95 0.1-0.15 s,
# the slowest about 0.35 s (two-, three- and four-hand alike).
MC_WORLDS = 100
MC_EXACT_WORLDS = 30
MC_SEARCH_MS = 300.0


class PageMonteCarlo(MonteCarloBot):
    """:class:`engine.bots.MonteCarloBot` with a fixed number of sampled deals per decision:
    ``MC_WORLDS`` played out while the stock is open, ``MC_EXACT_WORLDS`` solved exactly once
    play is compulsory."""

    def decide(self, game: Any, view: Any, seat: int) -> Action:
        exact = game.searchable(view)
        self.min_worlds = self.max_worlds = MC_EXACT_WORLDS if exact else MC_WORLDS
        return super().decide(game, view, seat)


Bot = RandomBot | RuleOfThumbBot | MonteCarloBot


def levels(game: Game[Any]) -> list[str]:
    """The levels this game's engine supports (Monte-Carlo needs sampling and playouts)."""
    out = ["random", "rule of thumb"]
    if game.supports_search:
        out.append("Monte-Carlo")
    return out


def default_level(game: Game[Any]) -> str:
    want = game_ui(game.id).default_level
    options = levels(game)
    return want if want in options else options[-1]


def make_bot(level: str, seed: int) -> Bot:
    if level == "Monte-Carlo":
        # the time budget is never the limit: the number of deals is
        return PageMonteCarlo(seed=seed, budget_ms=1e9, search_ms=MC_SEARCH_MS)
    if level == "rule of thumb":
        return RuleOfThumbBot(seed=seed)
    return RandomBot(seed=seed)


@dataclass
class Table:
    """One learner's table: the deal in progress and everything carried between deals."""

    game_id: str
    players: int
    seat: int
    bots: str  # the computer's level
    variant: str
    options: dict[str, Any]
    rng: random.Random
    state: Any = None
    start: Any = None  # the position as dealt (for the replay)
    deal_no: int = 0
    events: list[str] = field(default_factory=list)
    message: tuple[str, str] | None = None  # ("error" | "info", text) shown until the next move
    hint: bool = False
    pause: bool = False  # a trick has just finished: show it until the learner continues
    ledger: list[dict[str, Any]] = field(default_factory=list)
    recorded: bool = False
    computer: dict[int, Bot] = field(default_factory=dict)  # a bot for every other seat
    think: list[float] = field(default_factory=list)  # the computer's time per move, in ms


def _units(game: Game[Any]) -> int:
    return game.units_per_counter


def _fmt(game: Game[Any], units: int) -> str:
    return format_counters(units, _units(game))


def _seat_bots(t: Table) -> None:
    t.computer = {
        i: make_bot(t.bots, t.rng.randrange(10**9)) for i in range(t.players) if i != t.seat
    }


def new_table(game: Game[Any], cfg: dict[str, Any], s: dict[str, Any], seed: int) -> Table:
    """A new game: the first deal, played up to the learner's first turn."""
    t = Table(
        game.id,
        cfg["players"],
        cfg["seat"],
        cfg["bots"] if cfg["bots"] in levels(game) else default_level(game),
        s["variant"],
        dict(s["options"]),
        random.Random(seed),
    )
    _seat_bots(t)
    n = t.players
    state = game.new_deal(
        players=n,
        dealer=(t.seat - 1) % n,
        seed=t.rng.randrange(10**9),
        variant=t.variant,
        **t.options,
    )
    t.ledger.append({"deal": "start", **game_ui(game.id).start_row(state)})
    _begin(game, t, state)
    return t


def set_level(t: Table, level: str) -> None:
    """The computer plays at ``level`` from its next move on."""
    if level != t.bots:
        t.bots = level
        t.think = []  # the time per move shown is this level's
        _seat_bots(t)


def _begin(game: Game[Any], t: Table, state: Any) -> None:
    t.state = state
    t.start = state
    t.deal_no += 1
    t.events = [f"{_word(game).capitalize()} {t.deal_no}: {game_ui(game.id).deal_intro(state)}"]
    t.message, t.hint, t.pause, t.recorded = None, False, False, False
    _advance(game, t)


def _word(game: Game[Any]) -> str:
    return game_ui(game.id).deal_word


def _tell(game: Game[Any], before: Any, mover: int, action: Action, seat: int) -> str:
    ui = game_ui(game.id)
    if ui.tell is not None:
        return ui.tell(before, mover, action, seat)
    who = "You" if mover == seat else f"P{mover}"
    if action.kind == "play" and action.card is not None:
        return f"{who} {'play' if mover == seat else 'plays'} {action.card.pretty}."
    verb = ui.action_verbs.get(action.kind, action.kind)
    what = f" {action.card.pretty}" if action.card is not None else ""
    return f"{who} {verb if mover == seat else _third_person(verb)}{what}."


def _act(game: Game[Any], t: Table, action: Action) -> None:
    """Apply a (legal) action and log it as the learner hears it; pause after a trick where
    the game wants it."""
    ui = game_ui(game.id)
    mover = game.current_player(t.state)
    assert mover is not None
    before = t.state
    t.state = game.apply(before, action)
    t.events.append(_tell(game, before, mover, action, t.seat))
    if len(t.state.history) > len(before.history):
        plays, winner = t.state.history[-1]
        card = next(c for p, c in plays if p == winner)
        who = "you" if winner == t.seat else f"P{winner}"
        t.events.append(f"Trick {len(t.state.history)} goes to {who} ({CARDS[card].pretty}).")
        t.pause = ui.pause_after_trick and not game.is_over(t.state)
    t.events.extend(ui.move_notes(before, t.state, t.seat))
    t.hint = False


def _third_person(verb: str) -> str:
    """``take the widow`` → ``takes the widow`` (for the computer players' lines)."""
    first, _, rest = verb.partition(" ")
    first = first + ("es" if first.endswith(("s", "sh", "ch")) else "s")
    return f"{first} {rest}".strip()


def _advance(game: Game[Any], t: Table) -> None:
    """Let the computer players move until it is the learner's turn, a trick ends (where the
    game pauses), or the deal is over. Each bot reads only its own seat's view."""
    while not game.is_over(t.state) and not t.pause:
        seat = game.current_player(t.state)
        if seat is None or seat == t.seat:
            break
        start = time.perf_counter()
        action = t.computer[seat].choose(game, t.state, seat)
        t.think.append((time.perf_counter() - start) * 1000)
        _act(game, t, action)


def human_move(game: Game[Any], t: Table, action: Action) -> bool:
    """The learner's action: refused with the engine's reason (nothing changes) or played,
    then the computer players answer. True when it was played."""
    refusals = game.explain(t.state, action)
    if refusals:
        msg = refusals[0].message()
        t.message = ("error", msg[:1].upper() + msg[1:])
        return False
    try:
        _act(game, t, action)
    except IllegalAction as e:  # explain() and apply() agree; this keeps a bad click harmless
        t.message = ("error", str(e))
        return False
    t.message = None
    _advance(game, t)
    return True


def hint_text(game: Game[Any], t: Table) -> str:
    view = game_ui(game.id).seen(t.state, t.seat)
    legal = game.legal_actions(view)
    plays = [a.card.pretty for a in legal if a.kind == "play" and a.card is not None]
    others = [_action_label(game, view, a) for a in legal if a.kind != "play"]
    parts = ([f"play {', '.join(plays)}"] if plays else []) + [
        o[:1].lower() + o[1:] for o in others
    ]
    return f"Hint: you may {' or '.join(parts)}."


def next_deal(game: Game[Any], t: Table) -> None:
    nxt = game.next_deal(t.state, seed=t.rng.randrange(10**9))  # type: ignore[attr-defined]
    _begin(game, t, nxt)


def _action_label(game: Game[Any], state: Any, a: Action) -> str:
    """A button's words for an action: ``Take the widow``, ``Meld K♥ (20)``."""
    ui = game_ui(game.id)
    if ui.label is not None:
        return ui.label(state, a)
    label = ui.action_labels.get(a.kind, a.kind.capitalize())
    return f"{label} {a.card.pretty}" if a.card is not None else label


def _record(game: Game[Any], t: Table) -> None:
    t.recorded = True
    s = t.state
    ui = game_ui(game.id)
    t.ledger.append({"deal": str(t.deal_no), **ui.ledger_row(s)})
    st_ = game.settlement(s)
    net = st_.net().get(ui.account(s, t.seat), 0) if st_ else 0
    progress_store().record_deal(learner(), game.id, t.variant, net, s.tricks[t.seat])


# ---- callbacks (run before the page is drawn again) -------------------------------------------
def _on_play(game: Game[Any], t: Table, action: Action) -> None:
    human_move(game, t, action)


def _on_continue(game: Game[Any], t: Table) -> None:
    t.pause = False
    _advance(game, t)


def _on_hint(game: Game[Any], t: Table) -> None:
    t.hint = True
    t.message = ("info", hint_text(game, t))


def _on_next_deal(game: Game[Any], t: Table) -> None:
    next_deal(game, t)


def _on_new_game(game: Game[Any], cfg: dict[str, Any], s: dict[str, Any]) -> None:
    st.session_state[f"{game.id}:table"] = new_table(game, cfg, s, _seed(game))


def _seed(game: Game[Any]) -> int:
    """A fixed seed when the session asks for one (tests), else a fresh random one."""
    fixed = st.session_state.get(f"{game.id}:seed")
    return int(fixed) if fixed is not None else secrets.randbelow(10**9)


# ---- the page ---------------------------------------------------------------------------------
def page(game: Game[Any]) -> None:
    st.title(f"Play {game.name}")
    s = variant_controls(game, "play", note="A change of rules applies from the next new game.")
    cfg = _setup(game, s)
    key = f"{game.id}:table"
    if key not in st.session_state:
        st.session_state[key] = new_table(game, cfg, s, _seed(game))
    t: Table = st.session_state[key]
    set_level(t, cfg["bots"])
    ui = game_ui(game.id)
    over = game.is_over(t.state)
    if over and not t.recorded:
        _record(game, t)
    variant = game.variants[t.variant].label
    opts = ", ".join(o for o, v in t.options.items() if v is True)
    think = (
        f" (about {statistics.median(t.think):.0f} ms a move)"
        if t.think and t.bots == "Monte-Carlo"
        else ""
    )
    st.caption(
        (ui.status(t.state) or f"{_word(game).capitalize()} {t.deal_no}")
        + f" · {t.players} players · you are P{t.seat} · {variant}"
        + (f" · {opts}" if opts else "")
        + f" · computer: {t.bots}{think}"
    )
    aid = _aid_toggle(game, ui)
    _table_area(game, t, aid)
    if over:
        _over(game, t)
    else:
        _score_sheet(game, t)


def _aid_toggle(game: Game[Any], ui: GameUI) -> bool:
    """The "count for me" aid (off by default: keeping count is part of the skill)."""
    if ui.count is None:
        return False
    on = plain(f"{game.id}:aid", lambda: False)
    synced(f"w:{game.id}:aid", on)
    on = st.toggle(
        "Count for me",
        key=f"w:{game.id}:aid",
        help="Show your card points and marriages, and what the others have taken "
        "(all of it public). Off by default: keeping count is part of the skill.",
    )
    st.session_state[f"{game.id}:aid"] = on
    return bool(on)


def _setup(game: Game[Any], s: dict[str, Any]) -> dict[str, Any]:
    ui = game_ui(game.id)
    cfg: dict[str, Any] = plain(
        f"{game.id}:play_cfg",
        lambda: {
            "players": 5 if game.min_players <= 5 <= game.max_players else game.min_players,
            "seat": 0,
            "bots": default_level(game),
        },
    )
    options = levels(game)
    if cfg["bots"] not in options:
        cfg["bots"] = default_level(game)
    with st.expander("Table: players, your seat, computer level"):
        lo, hi = game.players_range(game.make_opts(s["variant"]))
        cfg["players"] = min(max(cfg["players"], lo), hi)
        synced(f"w:{game.id}:players", cfg["players"])
        if not lo <= st.session_state[f"w:{game.id}:players"] <= hi:
            st.session_state[f"w:{game.id}:players"] = cfg["players"]
        cfg["players"] = st.slider("Players", lo, hi, key=f"w:{game.id}:players")
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
            on_click=_on_new_game,
            args=(game, cfg, s),
            type="primary",
        )
    return cfg


def _table_area(game: Game[Any], t: Table, aid: bool) -> None:
    """The table across the page; below it, the learner's move (or the trick just played)
    beside the log of what happened."""
    s = t.state
    ui = game_ui(game.id)
    over = game.is_over(s)
    paused = (t.pause or over) and bool(s.history) and ui.pause_after_trick
    if paused:
        k = len(s.history)
        plays, winner = s.history[-1]
        card = next(c for p, c in plays if p == winner)
        draw(
            s,
            viewer=t.seat,
            trick=plays,
            marked=[card],
            highlight=False,
            trick_title=f"Trick {k}: P{winner} wins",
        )
    elif over:
        draw(s, viewer=t.seat, reveal=True, highlight=False, **ui.table_kw)
    else:
        draw(
            ui.seen(s, t.seat),
            viewer=t.seat,
            highlight=t.hint,
            hand_below=game.current_player(s) == t.seat,
            **ui.table_kw,
        )
    left, right = st.columns([3, 1], gap="medium")
    with right:
        st.markdown("**What happened**")
        with st.container(height=320, autoscroll=True):
            for e in t.events:
                st.markdown(md(e))
    with left:
        if paused:
            _trick_story(game, ui.after_trick(s, len(s.history) - 1))
            if not over:
                st.button(
                    "Continue",
                    key=f"{game.id}:continue",
                    on_click=_on_continue,
                    args=(game, t),
                    type="primary",
                )
        if over:
            _result(game, t)
        if paused or over:
            return
        if t.message:
            say(*t.message)
        if aid and ui.count is not None:
            with st.container(border=True):
                st.markdown("**Your count**")
                for line in ui.count(ui.seen(s, t.seat), t.seat):
                    st.markdown(md(line))
        if game.current_player(s) != t.seat:  # the loop stops only at the learner's turn
            return
        if s.phase == "play":
            _hand(game, t)
        else:
            _declare(game, t)


def _trick_story(game: Game[Any], after: Any) -> None:
    q = Question(id="trick", kind="trick_winner", prompt="", scenario=Scenario(game, after))
    lines, rules = explanation(q)
    note = game_ui(game.id).rejudge_note(after)
    text = " ".join(line[0].upper() + line[1:] + "." for line in lines)
    st.markdown(md(text + (f" {note}" if note else "")))
    with st.expander("The rule"):
        for r in rules:
            cite(r)


def _hand(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    view = ui.seen(t.state, t.seat)
    hand = ui.sort(cards_of(view.hands[t.seat]))
    actions = game.legal_actions(view)
    legal = {a.card for a in actions if a.kind == "play" and a.card is not None}
    size = 84 if len(hand) <= 4 else 64  # a longer hand stays on one line
    st.markdown("**Your cards** — click one to play it")
    with st.container(horizontal=True, gap="medium", vertical_alignment="bottom"):
        for c in hand:
            card = CARDS[c]
            look: CardState = ("legal" if c in legal else "illegal") if t.hint else "normal"
            with st.container(width="content", horizontal_alignment="center"):
                st.markdown(card_svg(c, look, size), unsafe_allow_html=True)
                label = f"Play :red[{card.pretty}]" if card.suit.is_red else f"Play {card.pretty}"
                st.button(
                    label,
                    key=f"{game.id}:card:{card.code}",
                    on_click=_on_play,
                    args=(game, t, Action("play", card)),
                    help=f"play the {card.name}",
                )
    _other_actions(game, t, view, actions)


def _other_actions(game: Game[Any], t: Table, view: Any, legal: list[Action]) -> None:
    """Actions besides playing a card (Sixty-Six: meld, exchange, close, claim), each a button
    enabled exactly when the engine allows it; the refused ones disabled, the reason below;
    then the hint."""
    shows = game_ui(game.id).shows_refusal
    refused = {
        r.action: r
        for r in game.refusals(view)
        if r.action.kind != "play" and r.action not in legal and shows(view, r.action)
    }
    kinds = [a.kind for a in (*legal, *refused)]
    order = sorted(  # by kind as the engine lists them, a king before its queen
        [a for a in legal if a.kind != "play"] + list(refused),
        key=lambda a: (kinds.index(a.kind), a in refused, -(a.card.rank if a.card else 0)),
    )
    with st.container(horizontal=True, gap="small"):
        for a in order:
            r = refused.get(a)
            st.button(
                md(_action_label(game, view, a)),
                key=f"{game.id}:act:{a}",
                on_click=_on_play,
                args=(game, t, a),
                disabled=r is not None,
                help=r.message() if r else None,
            )
        st.button(
            "Hint",
            key=f"{game.id}:hint",
            on_click=_on_hint,
            args=(game, t),
            help="name the actions the rules allow you now",
        )
    why: dict[str, list[str]] = {}  # one line per reason (a marriage's K and Q share one)
    for a, r in refused.items():
        why.setdefault(r.message(), []).append(_action_label(game, view, a))
    for message, labels in why.items():
        st.caption(md(f"{', '.join(labels)} — not now: {message}"))


def _declare(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    s = ui.seen(t.state, t.seat)
    labels = ui.action_labels
    legal = game.legal_actions(s)
    refused = {r.action: r for r in game.refusals(s) if r.action.kind != "play"}
    order = [*legal, *(a for a in refused if a not in legal)]
    st.markdown("**Your turn to declare.** Your cards:")
    st.markdown(
        "".join(card_svg(c, "normal", 84) for c in ui.sort(cards_of(s.hands[t.seat]))),
        unsafe_allow_html=True,
    )
    with st.container(horizontal=True, gap="small"):
        for a in order:
            r = refused.get(a)
            st.button(
                _action_label(game, s, a),
                key=f"{game.id}:decl:{a.kind}",
                on_click=_on_play,
                args=(game, t, a),
                disabled=r is not None,
                help=r.message() if r else None,
                type="primary" if r is None else "secondary",
            )
        st.button("Hint", key=f"{game.id}:hint", on_click=_on_hint, args=(game, t))
    for a in order:
        r = refused.get(a)
        if r is not None:
            st.caption(md(f"{labels.get(a.kind, a.kind)} is not open to you: {r.reason}."))


def _result(game: Game[Any], t: Table) -> None:
    """Beside the log, once the deal is over: what the learner won or paid, and the button
    to the next deal (or, when the game is won, to a new game)."""
    s = t.state
    ui = game_ui(game.id)
    if ui.verdict is not None:
        say(*ui.verdict(s, t.seat))
    else:
        settle = game.settlement(s)
        net = settle.net().get(ui.account(s, t.seat), 0) if settle else 0
        won = s.tricks[t.seat]
        tricks = f"You won {won} trick{'s' if won != 1 else ''}"
        if net > 0:
            say("success", f"{tricks}: you receive {_fmt(game, net)} {ui.unit}.")
        elif net < 0:
            say("warning", f"{tricks}: you pay {_fmt(game, -net)} {ui.unit}.")
        else:
            say("info", f"{tricks}: nothing changes hands for you this deal.")
    finished = ui.game_over(s)
    if finished:
        won = ui.won_game(s, t.seat)
        say(
            "success" if won else "warning",
            ("You win the game! " if won else "Game over. ") + finished,
        )
        st.button(
            "New game",
            key=f"{game.id}:new_game_after",
            type="primary",
            on_click=_on_new_game,
            args=(
                game,
                {"players": t.players, "seat": t.seat, "bots": t.bots},
                {"variant": t.variant, "options": t.options},
            ),
        )
    else:
        st.button(
            f"Next {_word(game)}",
            key=f"{game.id}:next_deal",
            on_click=_on_next_deal,
            args=(game, t),
            type="primary",
            help=ui.next_deal_help,
        )


def _over(game: Game[Any], t: Table) -> None:
    """Below the table, once the deal is over: the settlement, the running score, the replay."""
    s = t.state
    ui = game_ui(game.id)
    st.subheader("Settlement")
    settle = game.settlement(s)
    if ui.verdict is None:  # the transfers, one by one (a game's verdict says it in a line)
        for tr in settle.transfers if settle else ():
            known = tr.rule in game.rules
            amount = _fmt(game, tr.amount)
            st.markdown(
                md(f"{tr.reason}: {tr.payer} → {tr.payee} {amount} {ui.unit}")
                + (f" · rule `{tr.rule}`" if known else "")
            )
    settlement_table(game, s)
    with st.expander("The rules behind this settlement"):
        seen = set()
        for tr in settle.transfers if settle else ():
            if tr.rule in game.rules and tr.rule not in seen:
                seen.add(tr.rule)
                cite(game.rules[tr.rule])
        if not seen:
            st.caption("Nothing was scored this time.")
    _score_sheet(game, t)
    _replay(game, t)


def _score_sheet(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    rows = ui.score_sheet(t.state) if ui.score_sheet is not None else t.ledger
    if not rows:
        return
    st.subheader(ui.ledger_title)
    st.caption(ui.ledger_caption)
    st.dataframe(pd.DataFrame(rows), hide_index=True, width="stretch")


def _replay(game: Game[Any], t: Table) -> None:
    s = t.state
    ui = game_ui(game.id)
    st.subheader(f"Replay this {_word(game)}")
    if s.history:
        rows = []
        for k, (plays, winner) in enumerate(s.history):
            row: dict[str, Any] = {
                "trick": k + 1,
                "cards": " · ".join(f"P{p} {CARDS[c].pretty}" for p, c in plays),
                "won by": f"P{winner}",
            }
            if ui.trick_points is not None:
                row["points in it"] = ui.trick_points(plays)
            row["notes"] = " ".join(ui.trick_notes(s, k))
            rows.append(row)
        frame = pd.DataFrame(rows)
        if not frame["notes"].str.len().any():
            frame = frame.drop(columns="notes")
        st.dataframe(
            frame,
            hide_index=True,
            width="stretch",
            column_config={"notes": st.column_config.TextColumn(width="large")},
        )
    names = ["As dealt", *[f"Trick {k + 1}" for k in range(len(s.history))]]
    tabs = st.tabs(names)
    with tabs[0]:
        draw(
            t.start,
            viewer=t.seat,  # the learner stays at the bottom of the table, as in play
            reveal=True,
            highlight=False,
            trick=(),
            trick_title="Trick 1",
            caption="Every hand as dealt.",
        )
        for line in ui.deal_notes(s):
            st.markdown(md(line))
    for k in range(len(s.history)):
        with tabs[k + 1]:
            after = ui.after_trick(s, k)
            plays, winner = s.history[k]
            card = next(c for p, c in plays if p == winner)
            draw(
                after,
                viewer=t.seat,
                reveal=True,
                highlight=False,
                trick=plays,
                marked=[card],
                trick_title=f"Trick {k + 1}: P{winner} wins",
                show_widow=False,
            )
            for line in ui.trick_notes(s, k):
                st.markdown(md(line))
            _trick_story(game, after)
