"""Play: a full deal against computer players, then the next, with the pool carried over.

The learner declares with buttons (the ones the rules forbid are shown disabled, with the
reason), plays a card by clicking it (an illegal card is not played: the engine says why),
asks for a hint, watches each trick resolve, and sees the settlement, a running table of
counters across deals, and a trick-by-trick replay.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field
from typing import Any

import pandas as pd
import streamlit as st

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
from ui.tables import game_ui

BOTS = {
    "rule of thumb": "declares on a trump or an ace, wins cheaply, else sheds low",
    "random": "any legal action, at random",
}


@dataclass
class Table:
    """One learner's table: the deal in progress and everything carried between deals."""

    game_id: str
    players: int
    seat: int
    bots: str
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


def _units(game: Game[Any]) -> int:
    return int(getattr(game, "units_per_counter", 1))


def _fmt(game: Game[Any], units: int) -> str:
    return format_counters(units, _units(game))


def new_table(game: Game[Any], cfg: dict[str, Any], s: dict[str, Any], seed: int) -> Table:
    t = Table(
        game.id,
        cfg["players"],
        cfg["seat"],
        cfg["bots"],
        s["variant"],
        dict(s["options"]),
        random.Random(seed),
    )
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


def _begin(game: Game[Any], t: Table, state: Any) -> None:
    t.state = state
    t.start = state
    t.deal_no += 1
    t.events = [f"Deal {t.deal_no}: {game_ui(game.id).deal_intro(state)}"]
    t.message, t.hint, t.pause, t.recorded = None, False, False, False
    _advance(game, t)


def _bot_action(game: Game[Any], t: Table) -> Action:
    heuristic = getattr(game, "heuristic_action", None)
    if t.bots == "rule of thumb" and heuristic is not None:
        act: Action = heuristic(t.state, t.rng)
        return act
    return t.rng.choice(game.legal_actions(t.state))


def _act(game: Game[Any], t: Table, action: Action) -> None:
    """Apply a (legal) action, log it, and pause when it completes a trick."""
    mover = game.current_player(t.state)
    before = len(t.state.history)
    t.state = game.apply(t.state, action)
    who = "You" if mover == t.seat else f"P{mover}"
    if action.kind == "play" and action.card is not None:
        t.events.append(f"{who} {'play' if mover == t.seat else 'plays'} {action.card.pretty}.")
    else:
        verb = game_ui(game.id).action_verbs.get(action.kind, action.kind)
        what = f" {action.card.pretty}" if action.card is not None else ""
        t.events.append(f"{who} {verb if mover == t.seat else _third_person(verb)}{what}.")
    if len(t.state.history) > before:
        plays, winner = t.state.history[-1]
        card = next(c for p, c in plays if p == winner)
        t.events.append(f"Trick {len(t.state.history)} goes to P{winner} ({CARDS[card].pretty}).")
        t.pause = not game.is_over(t.state)
    t.hint = False


def _third_person(verb: str) -> str:
    """``take the widow`` → ``takes the widow`` (for the computer players' lines)."""
    first, _, rest = verb.partition(" ")
    first = first + ("es" if first.endswith(("s", "sh", "ch")) else "s")
    return f"{first} {rest}".strip()


def _advance(game: Game[Any], t: Table) -> None:
    """Let the computer players move until it is the learner's turn, a trick ends, or the
    deal is over."""
    while not game.is_over(t.state) and not t.pause:
        if game.current_player(t.state) == t.seat:
            break
        _act(game, t, _bot_action(game, t))
    if game.is_over(t.state) and not t.recorded:
        _record(game, t)


def _record(game: Game[Any], t: Table) -> None:
    t.recorded = True
    s = t.state
    t.ledger.append({"deal": str(t.deal_no), **game_ui(game.id).ledger_row(s)})
    st_ = game.settlement(s)
    net = st_.net().get(game_ui(game.id).account(s, t.seat), 0) if st_ else 0
    progress_store().record_deal(learner(), game.id, t.variant, net, s.tricks[t.seat])


# ---- callbacks (run before the page is drawn again) -------------------------------------------
def _on_play(game: Game[Any], t: Table, action: Action) -> None:
    refusals = game.explain(t.state, action)
    if refusals:
        msg = refusals[0].message()
        t.message = ("error", msg[:1].upper() + msg[1:])
        return
    try:
        _act(game, t, action)
    except IllegalAction as e:  # explain() and apply() agree; this keeps a bad click harmless
        t.message = ("error", str(e))
        return
    t.message = None
    _advance(game, t)


def _on_continue(game: Game[Any], t: Table) -> None:
    t.pause = False
    _advance(game, t)


def _on_hint(game: Game[Any], t: Table) -> None:
    legal = game.legal_actions(t.state)
    plays = [a.card.pretty for a in legal if a.kind == "play" and a.card is not None]
    others = [_action_label(game, a).lower() for a in legal if a.kind != "play"]
    parts = ([f"play {', '.join(plays)}"] if plays else []) + others
    t.hint = True
    t.message = ("info", f"Hint: you may {' or '.join(parts)}.")


def _action_label(game: Game[Any], a: Action) -> str:
    """A button's words for an action: ``Take the widow``, ``Meld Q♥``."""
    label = game_ui(game.id).action_labels.get(a.kind, a.kind.capitalize())
    return f"{label} {a.card.pretty}" if a.card is not None else label


def _on_next_deal(game: Game[Any], t: Table) -> None:
    nxt = game.next_deal(t.state, seed=t.rng.randrange(10**9))  # type: ignore[attr-defined]
    _begin(game, t, nxt)


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
    variant = game.variants[t.variant].label
    opts = ", ".join(o for o, v in t.options.items() if v)
    st.caption(
        f"Deal {t.deal_no} · {t.players} players · you are P{t.seat} · {variant}"
        + (f" · {opts}" if opts else "")
        + f" · computer players: {t.bots}"
    )

    _table_area(game, t)
    if t.state is not None and game.is_over(t.state):
        _over(game, t)
    ui = game_ui(game.id)
    st.subheader(ui.ledger_title)
    st.caption(ui.ledger_caption)
    st.dataframe(pd.DataFrame(t.ledger), hide_index=True, width="stretch")


def _setup(game: Game[Any], s: dict[str, Any]) -> dict[str, Any]:
    cfg: dict[str, Any] = plain(
        f"{game.id}:play_cfg",
        lambda: {
            "players": 5 if game.min_players <= 5 <= game.max_players else game.min_players,
            "seat": 0,
            "bots": "rule of thumb",
        },
    )
    with st.expander("Table: players, your seat, computer players"):
        lo, hi = game.min_players, game.max_players
        ranger = getattr(game, "players_range", None)
        make_opts = getattr(game, "make_opts", None)
        if ranger is not None and make_opts is not None:
            lo, hi = ranger(make_opts(s["variant"]))
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
        cfg["bots"] = st.radio(
            "Computer players",
            list(BOTS),
            key=f"w:{game.id}:bots",
            format_func=lambda b: f"{b}: {BOTS[b]}",
        )
        st.button(
            "New game",
            key=f"{game.id}:new_game",
            on_click=_on_new_game,
            args=(game, cfg, s),
            type="primary",
        )
    return cfg


def _table_area(game: Game[Any], t: Table) -> None:
    """The table across the page; below it, the learner's move (or the trick just played)
    beside the log of what happened."""
    s = t.state
    ui = game_ui(game.id)
    over = game.is_over(s)
    if (t.pause or over) and s.history:
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
        draw(s, viewer=t.seat, reveal=True, highlight=False)
    else:
        draw(s, viewer=t.seat, highlight=t.hint, hand_below=game.current_player(s) == t.seat)
    left, right = st.columns([3, 1], gap="medium")
    with right:
        st.markdown("**What happened**")
        with st.container(height=300, autoscroll=True):
            for e in t.events:
                st.markdown(md(e))
    with left:
        if (t.pause or over) and s.history:
            _trick_story(game, ui.after_trick(s, len(s.history) - 1))
            if not over:
                st.button(
                    "Continue",
                    key=f"{game.id}:continue",
                    on_click=_on_continue,
                    args=(game, t),
                    type="primary",
                )
            return
        if over:
            return
        if t.message:
            say(*t.message)
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
    s = t.state
    ui = game_ui(game.id)
    hand = ui.sort(cards_of(s.hands[t.seat]))
    actions = game.legal_actions(s)
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
        st.button(
            "Hint",
            key=f"{game.id}:hint",
            on_click=_on_hint,
            args=(game, t),
            help="name the cards the rules allow you to play",
        )
    _other_actions(game, t, actions)


def _other_actions(game: Game[Any], t: Table, legal: list[Action]) -> None:
    """Actions besides playing a card (Sixty-Six: meld, exchange, close, claim), each a button;
    the ones the rules refuse here are disabled, with the reason."""
    refused = {r.action: r for r in game.refusals(t.state) if r.action.kind != "play"}
    order = [a for a in legal if a.kind != "play"] + [a for a in refused if a not in legal]
    if not order:
        return
    with st.container(horizontal=True, gap="small"):
        for a in order:
            r = refused.get(a)
            st.button(
                _action_label(game, a),
                key=f"{game.id}:act:{a}",
                on_click=_on_play,
                args=(game, t, a),
                disabled=r is not None,
                help=r.message() if r else None,
            )


def _declare(game: Game[Any], t: Table) -> None:
    s = t.state
    ui = game_ui(game.id)
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
                _action_label(game, a),
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


def _over(game: Game[Any], t: Table) -> None:
    s = t.state
    st.subheader("Settlement")
    settle = game.settlement(s)
    ui = game_ui(game.id)
    net = settle.net().get(ui.account(s, t.seat), 0) if settle else 0
    won = s.tricks[t.seat]
    tricks = f"You won {won} trick{'s' if won != 1 else ''}"
    if net > 0:
        say("success", f"{tricks}: you receive {_fmt(game, net)} {ui.unit}.")
    elif net < 0:
        say("warning", f"{tricks}: you pay {_fmt(game, -net)} {ui.unit}.")
    else:
        say("info", f"{tricks}: nothing changes hands for you this deal.")
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
    finished = ui.game_over(s)
    if finished:
        say("success", finished)
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
            "Next deal",
            key=f"{game.id}:next_deal",
            on_click=_on_next_deal,
            args=(game, t),
            type="primary",
            help=ui.next_deal_help,
        )
    _replay(game, t)


def _replay(game: Game[Any], t: Table) -> None:
    s = t.state
    ui = game_ui(game.id)
    st.subheader("Replay this deal")
    names = ["As dealt", *[f"Trick {k + 1}" for k in range(len(s.history))]]
    tabs = st.tabs(names)
    with tabs[0]:
        draw(
            t.start,
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
                reveal=True,
                highlight=False,
                trick=plays,
                marked=[card],
                trick_title=f"Trick {k + 1}: P{winner} wins",
                show_widow=False,
            )
            _trick_story(game, after)
