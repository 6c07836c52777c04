"""Play: a whole game against computer players, deal after deal, with what carries over.

The learner chooses the computer's level (random, rule of thumb, Monte-Carlo where the game
supports search) and plays a card by clicking its face: each face is inside its own "Play Q♠"
button (one control, for the mouse, the keyboard and screen readers alike; the hand is one
element, :func:`ui.components.hand`). Other actions (Loo's declarations, Sixty-Six's
marriages, 9 exchange, closing and claiming) are buttons enabled exactly when the engine's
``legal_actions`` has them, the refused ones disabled with the engine's reason below; an
action the game asks about first (a claim under 66) waits for "… anyway". The learner asks for
a hint, and at the end of each deal sees the settlement, the running score and a
trick-by-trick replay, then the next deal until the game is won.

The page is laid out so that the table, the latest moves and the learner's cards fit one phone
screen (390×844): the settings and the score sheet come after them. A "Skip to your cards" link
is the first Tab stop, and after every move the keyboard focus returns to the cards
(:mod:`ui.components`). The table in progress is saved per learner and game after every move
(its seeds and the actions taken, replayed on load), so a reload or a new tab resumes the hand.

Everything the learner sees during play comes from ``game_ui(id).seen(state, seat)`` (for
Sixty-Six: ``game.view``, so no hidden card can reach the page), and every game-specific word
or picture comes from the game's helpers in :mod:`ui.tables`, never from a branch on the game.

The table's own logic (:func:`new_table`, :func:`human_move`, :func:`next_deal`, the saved
table ...) is plain Python over a :class:`Table` in :mod:`ui.play_table`: the callbacks below
wrap it, and tests may drive it directly.
"""

from __future__ import annotations

import time
from typing import Any

import streamlit as st

import ui.pages.play_store as store
from engine.cards import CARDS, Card
from engine.game import Action, Game
from ui.cards import CardState, card_svg, cards_of, shared_shapes, table_html
from ui.components import MOVES_CSS, HandCard, move_verdicts, page_helper
from ui.components import hand as hand_component
from ui.format import capital, md
from ui.pages import links
from ui.pages.card_ticks import tick_cards
from ui.pages.common import (
    cards_markdown,
    fit_box_css,
    learner,
    picture,
    plain,
    say,
    synced,
    variant_controls,
)
from ui.pages.play_record import (
    deal_record,
    latest_moves,
    score_sheet,
    trick_story,
)
from ui.pages.review_hand import TABLE_CSS as REVIEW_CSS
from ui.play_table import (
    SavedTableError,
    Table,
    action_label,
    advance,
    composed_action,
    composed_kinds,
    computer_replies,
    deal_word,
    default_level,
    dump_table,
    hint_text,
    human_move,
    levels,
    load_table,
    new_table,
    next_deal,
    not_now,
    not_open,
    offered_moves,
    play_or_ask,
    set_level,
    slow_replies,
)
from ui.play_verdict import Verdict, card_verdicts, move_verdict
from ui.play_view import (
    COUNT_FOR_ME,
    COUNT_HELP,
    FACE_TICKED,
    YOUR_COUNT,
    hand_face_width,
    notes_told,
    result_line,
    status_line,
    table_now,
    table_picture,
)
from ui.tables import GameUI, game_ui

# On a phone the page starts right under Streamlit's header with a smaller title, so the
# table, the latest moves and the learner's cards fit one 390×844 screen. Paused after a
# trick, Continue stays at the foot of the screen (sticky) while the page shows the trick
# from its top (page_helper.js): under Forty-Five's table (640 px) and the trick's story,
# Continue put at the foot left the trick's cards under the header (39% of them seen).
PAGE_CSS = """<style>
@media (max-width: 640px) {
  [data-testid="stMainBlockContainer"] {padding-top:3.9rem !important}
  [data-testid="stMainBlockContainer"] h1 {font-size:1.6rem !important;padding:0 !important}
  .tb-declare-cards svg {width:50px;height:70px}
  [data-testid="stLayoutWrapper"]:has(> .st-key-tb-next [class*="-continue"]) {
    position:sticky;bottom:12px;z-index:3;align-self:flex-start}
  .st-key-tb-next [class*="-continue"] button {box-shadow:0 2px 10px rgba(0,0,0,.35)}
}
</style>"""

# The log ("Earlier in this deal"): as tall as its lines, up to 320 px (then it scrolls, the
# latest in view); a fixed 320 px box stood nearly empty over half a phone screen
LOG_CSS = fit_box_css("tb-log", 320, 240)

# The learner's cards (ui.components.hand): each face inside its own "Play Q♠" button, so
# clicking the face presses the button; the keyboard focus draws a ring round the face. On a
# phone the faces shrink so a hand of six fits one row. (The face takes no pointer: the button
# is what the mouse is over, and the face's own title shows no tooltip over the cards.)
HAND_CSS = """<style>
.st-key-tb-hand .tb-hand-row {display:flex;flex-wrap:wrap;align-items:flex-end;gap:1rem}
.st-key-tb-hand .tb-card {
  display:block;margin:0;padding:0;border:0;border-radius:9px;background:none;
  line-height:0;color:inherit;cursor:pointer}
.st-key-tb-hand .tb-card:disabled {cursor:not-allowed}
/* a card played, taken from the hand the moment it is clicked (hand.js), before the run */
.st-key-tb-hand .tb-card[hidden] {display:none}
/* what the click does, said at once (hand.js, ui/play_verdict.py): the card played as the
   latest moves will say it, a refusal in a box like the one the run draws under the cards
   (hidden meanwhile, an earlier refusal: html's data-tb-verdict) */
.st-key-tb-hand .tb-verdict {font-size:15px;line-height:1.35}
.st-key-tb-hand .tb-verdict:not(:empty) {margin-top:1rem}
.st-key-tb-hand .tb-verdict[data-kind="error"] {
  padding:16px;border-radius:.5rem;background:rgba(255,43,43,.09);color:rgb(125,53,59);
  font-size:1rem;line-height:1.6}
.st-key-tb-hand .tb-verdict a {color:inherit}
html[data-tb-verdict] .st-key-tb-say {display:none}
.st-key-tb-hand .tb-card:focus {outline:none}
.st-key-tb-hand .tb-card svg {pointer-events:none;transition:transform .12s ease-out}
.st-key-tb-hand .tb-card:hover svg {transform:translateY(-6px)}
.st-key-tb-hand .tb-card:focus-visible svg {
  transform:translateY(-6px);outline:3px solid #f2b705;outline-offset:2px;border-radius:9px}
/* Hint on the cards' heading's line (_hand) leaves it as tall as its words: 32 px, 3 px over
   the line's top and foot. A full 40 px button stood the line 15 px taller, and at 390x844
   Forty-Five seed 9's refused card then left 1% of the trick above the screen */
.st-key-tb-cards-head button {min-height:2rem;padding-top:0;padding-bottom:0;margin:-3px 0}
@media (max-width: 640px) {
  /* the rows under the table (the latest moves, "Your cards", the cards, why one was
     refused, the actions) 8 px apart, not 16: Forty-Five seed 9's refused card ran 795 px
     from the trick's top to the refusal's foot, and the trick's title lay above the screen */
  div:has(> .st-key-tb-hand) {gap:.5rem}
  /* "Your cards" nearer the cards it heads than the moves above it (12 px over it, 4 under):
     Napoleon's three lines of moves stood 8 px over it, as near as the cards under it, and
     read as one paragraph with it; the rows keep their height between them */
  div:has(> .st-key-tb-hand) > :has(+ .st-key-tb-hand) {
    margin-top:4px;margin-bottom:-4px}
  /* 50 px faces, 6 px apart; six of them narrower where the row is under 330 px (100cqi, the
     row's width): at 360 px (a 328 px row) Sixty-Six's six cards wrapped five and one */
  .st-key-tb-hand {container-type:inline-size}
  .st-key-tb-hand .tb-hand-row {gap:6px}
  .st-key-tb-hand .tb-card svg {
    --tb-w:min(50px,(100cqi - 30px) / 6);width:var(--tb-w);height:calc(var(--tb-w) * 70 / 50)}
  /* why a card was refused straight under the cards, before Hint and the other actions, in
     smaller type: its first lines and the trick share the screen (page_helper.js); the
     hint's words stay under the actions they name */
  .st-key-tb-hand ~ * {order:2}
  .st-key-tb-hand ~ div:has(> .st-key-tb-say [data-testid="stAlertContentError"]) {
    order:1}
  .st-key-tb-say [data-testid="stAlertContainer"]:has([data-testid="stAlertContentError"]) {
    padding:10px 12px}
  .st-key-tb-say [data-testid="stAlertContentError"] p {font-size:14px;line-height:1.4}
  .st-key-tb-hand .tb-verdict:not(:empty) {margin-top:.5rem}
  .st-key-tb-hand .tb-verdict[data-kind="error"] {
    padding:10px 12px;font-size:14px;line-height:1.4}
}
/* where in its own place the reason and the trick cannot share the screen (html's
   data-tb-lift, set by page_helper.js): the refusal straight under the table, on any screen */
html[data-tb-lift] div:has(> .st-key-tb-hand) > [class*="st-key-tb-picture-"] ~ * {
  order:2}
html[data-tb-lift] div:has(> .st-key-tb-hand) >
  div:has(> .st-key-tb-say [data-testid="stAlertContentError"]) {order:1}
</style>"""


# ---- callbacks (run before the page is drawn again) -------------------------------------------
def _on_play(game: Game[Any], t: Table, action: Action, confirmed: bool = False) -> None:
    refused = game.explain(t.state, action)
    # slow computer players answer after the learner's move is drawn (_live)
    play_or_ask(game, t, action, confirmed, answer=not slow_replies(t))
    if refused:  # a lapse on each rule that forbids it (spaced review, ui/mastery.py)
        store.unsaved(game)["refusals"].append((learner(), refused, time.time()))
    store.moved(game, t)


def _on_cancel(game: Game[Any], t: Table) -> None:
    t.confirm = None
    store.moved(game, t)


def _on_continue(game: Game[Any], t: Table) -> None:
    t.pause = False
    mark = len(t.events)
    advance(game, t)
    if len(t.events) > mark:  # else (the learner leads) the trick just won stays the latest
        t.last = mark
    store.moved(game, t)


def _on_hint(game: Game[Any], t: Table) -> None:
    t.hint = True
    t.message = ("info", hint_text(game, t))
    # the page scrolls to show the hint's words (_live): on a phone they fell below the screen
    st.session_state["play:hints"] = st.session_state.get("play:hints", 0) + 1
    store.save(game, t)


def _on_next_deal(game: Game[Any], t: Table) -> None:
    next_deal(game, t, answer=not slow_replies(t))  # (as _on_play)
    store.moved(game, t)


# ---- the page ---------------------------------------------------------------------------------
def page(game: Game[Any]) -> None:
    st.title(f"Play {game.name}")
    # after the title: a lazy element above it holds the title back. The hand's style too, here
    # and not with the hand: a move reruns only the table (_live), and redraws each element;
    # the review's too (a style sent by the fragment's run replaced the page's: REVIEW_CSS)
    st.html(PAGE_CSS + LOG_CSS + HAND_CSS + f"<style>{MOVES_CSS}</style>" + REVIEW_CSS)
    # the table and the learner's cards first (one phone screen), then what the deal scored,
    # then the settings; the settings are read first (a new table needs them)
    play_area, settings_area = st.container(), st.container()
    key = f"{game.id}:table"
    with play_area:  # a link's problem said above the table, not under the settings at the
        store.open_link(game)  # page's foot, where at 1400 px nobody scrolled to it
    if key not in st.session_state:
        resumed = store.resume(game)
        if resumed is not None:
            st.session_state[key] = resumed
            store.adopt_setup(game, resumed)
    with settings_area:
        s = variant_controls(game, "play", note="A change of rules applies from the next new game.")
        cfg = store.setup(game, s)
    if key not in st.session_state:
        st.session_state[key] = new_table(game, cfg, s, store.table_seed(game))
        store.save(game, st.session_state[key])
    t: Table = st.session_state[key]
    if cfg["bots"] != t.bots:
        set_level(t, cfg["bots"])
        store.save(game, t)
    address = store.table_address(t)
    st.session_state[f"{game.id}:play:address"] = address
    links.show(address)  # the address bar is a link to this game's first deal
    with settings_area:
        links.share(deal_word(game), address)
    if t.waiting:  # a run of the whole page (a reload, AppTest) answers before drawing;
        computer_replies(game, t)  # a rerun of _live alone answers after (_live)
    with play_area:
        _live(game)


@st.fragment
def _live(game: Game[Any]) -> None:
    """The table, the learner's move and what the deal scored. A fragment: a card clicked (or
    Continue, Hint, Next deal, New game once a game is won) reruns only this part, so the
    browser redraws the table and not the settings, the links and the page around it (issue
    12, part 5: click -> feedback). A new game here keeps the address itself; the link to it,
    drawn by the page, shows an address only while its box is open, and only then does the
    new game rerun the whole page (it did every time: two runs a click, the title, settings,
    sidebar and styles sent again)."""
    t: Table = st.session_state[f"{game.id}:table"]
    address = store.table_address(t)
    if address != st.session_state.get(f"{game.id}:play:address"):
        if links.shown(deal_word(game)):
            st.rerun()  # the open box's address follows the new game
        st.session_state[f"{game.id}:play:address"] = address
        links.show(address)
    ui = game_ui(game.id)
    over = game.is_over(t.state)
    if over and not t.recorded:
        store.record(game, t)
    note = st.session_state.pop(f"{game.id}:resume_note", None)
    if note:
        say("warning", note)
    st.caption(status_line(game, t))
    _table_area(game, t, ui)
    if over:
        deal_record(game, t)
    else:
        score_sheet(game, t)
    # a skip link first in the Tab order; the focus back on the controls after a move. Mounted
    # here, not by app.py after the page, so a rerun of this fragment alone moves the focus too
    target, words = _controls(game, t)
    page_helper(
        skip=(words, target),
        focus=None if t.waiting else target,  # (the focus moves once the replies are drawn)
        nonce=str(st.session_state.get("play:moves", "")),
        show=".st-key-tb-say",  # why a card was refused, under the cards: on a phone, off screen
        peek=str(st.session_state.get("play:hints", "")),
    )
    st.session_state["tb:helper"] = None  # app.py: mounted already
    if t.waiting:
        # The learner's move is drawn (and on its way to the browser) before the computer
        # players think (Monte-Carlo: tenths of a second), then _live runs again with their
        # replies (issue 12, part 5: click -> feedback). The table is saved after them.
        computer_replies(game, t)
        st.rerun(scope="fragment")
    store.write(game, t)


def _controls(game: Game[Any], t: Table) -> tuple[str, str]:
    """Where the learner acts now (a CSS selector of its box) and the skip link's words."""
    s = t.state
    if t.waiting and s.phase == "play":  # (the cards, drawn while the others think)
        return ".st-key-tb-hand", "Skip to your cards"
    if t.confirm is not None:
        return ".st-key-tb-confirm", "Skip to your move"
    if t.pause or game.is_over(s) or game.current_player(s) != t.seat:
        return ".st-key-tb-next", "Skip to your move"
    if s.phase == "play":
        return ".st-key-tb-hand", "Skip to your cards"
    # the declaration's buttons, or the exchange's (cards ticked, then one button: _compose),
    # whichever the page draws (the exchange was missed: no scroll to it, no focus, a skip
    # link that went nowhere)
    return ".st-key-tb-declare, .st-key-tb-compose-go", "Skip to your move"


def _aid_toggle(game: Game[Any], ui: GameUI) -> bool:
    """The "count for me" aid (off by default: keeping count is part of the skill)."""
    if ui.count is None:
        return False
    on = plain(f"{game.id}:aid", lambda: False)
    synced(f"w:{game.id}:aid", on)
    on = st.toggle(COUNT_FOR_ME, key=f"w:{game.id}:aid", help=COUNT_HELP)
    st.session_state[f"{game.id}:aid"] = on
    return bool(on)


def _table_area(game: Game[Any], t: Table, ui: GameUI) -> None:
    """The table with the learner's move under it, beside the log of what happened before the
    latest moves (on a phone the log comes after the move: the table, the latest moves and the
    cards first)."""
    s = t.state
    over = game.is_over(s)
    paused = (t.pause or over) and bool(s.history) and ui.pause_after_trick
    left, right = st.columns([3, 1], gap="medium")
    with right:
        aid = _aid_toggle(game, ui)
        if aid and ui.count is not None and not over:
            with st.container(border=True):
                st.markdown(f"**{YOUR_COUNT}**")
                for line in ui.count(ui.seen(s, t.seat), t.seat):
                    st.markdown(md(line))
        # the moves before the latest: those stand under the table, where the learner looks
        # (latest_moves), and a log that held them too said them twice, one under the other
        # on a phone (Napoleon's deal everyone passed: "You pass. P0 passes. Everyone
        # passed: ..." under the table, then the same three lines in the log)
        earlier = t.events[: t.last]
        if earlier:
            st.markdown(f"**Earlier in this {deal_word(game)}**")
            with st.container(key="tb-log", height=320, autoscroll=True):  # (height: LOG_CSS)
                # one element, not one per line: every rerun redraws each (click->feedback)
                st.markdown("\n\n".join(md(e) for e in earlier))
    with left:
        picture(table_html(table_now(game, t, ui), 46), place="table")
        latest_moves(t)
        if paused:
            after = ui.after_trick(s, len(s.history) - 1)
            trick_story(game, after, t.seat, notes_told(game, after, t.seat))
            if not over:
                with st.container(key="tb-next"):
                    st.button(
                        "Continue",
                        key=f"{game.id}:continue",
                        on_click=_on_continue,
                        args=(game, t),
                        type="primary",
                    )
        if over:
            with st.container(key="tb-next"):
                _result(game, t)
        if paused or over:
            return
        if t.waiting:  # the others are about to answer: the learner's cards, not yet playable
            if s.phase == "play":
                _hand(game, t)
            return
        if game.current_player(s) != t.seat:  # the loop stops only at the learner's turn
            return
        if s.phase == "play":
            _hand(game, t)
        else:
            _declare(game, t)
        if t.confirm is not None:
            _confirm(game, t)
        elif t.message:
            with st.container(key="tb-say"):  # (shown with the cards after a move: _live)
                say(*t.message)


def _confirm(game: Game[Any], t: Table) -> None:
    """The game's question before an action (a claim under 66): go on, or keep playing."""
    assert t.confirm is not None
    action, question = t.confirm
    view = game_ui(game.id).seen(t.state, t.seat)
    st.warning(md(question))
    with st.container(key="tb-confirm", horizontal=True, gap="small"):
        # "keep playing" first: the focus lands on it, so Enter twice cannot claim by accident;
        # and the primary one, so the safe answer looks like the default (the green had been
        # on "Claim 66 anyway")
        st.button(
            "Keep playing",
            key=f"{game.id}:cancel",
            on_click=_on_cancel,
            args=(game, t),
            type="primary",
        )
        st.button(
            md(f"{action_label(game, view, action)} anyway"),
            key=f"{game.id}:confirm",
            on_click=_on_play,
            args=(game, t, action, True),
        )
    _verdicts(game, t, {f"{game.id}:confirm": (action, True)}, row="confirm")


def _hand(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    view = ui.seen(t.state, t.seat)
    held = cards_of(view.hands[t.seat])
    hand = game.hand_order(view, held)  # the game's order, its trump known
    actions = [] if t.waiting else game.legal_actions(view)
    legal = {a.card for a in actions if a.kind == "play" and a.card is not None}
    size = hand_face_width(len(hand))  # a longer hand stays on one line
    # Hint on the heading's line, not on a line of its own under the cards: at 360x740 it stood
    # 740-780 px down after every move of Five-card Loo's play (the cards at 662-732, the
    # table's top seats under the header above them), below the screen's foot
    with st.container(
        key="tb-cards-head", horizontal=True, gap="small", vertical_alignment="center"
    ):
        st.markdown("**Your cards** — click one to play it", width="content")
        # no tooltip: the focus stays on Hint after the click, and a tooltip shown while it
        # has the focus lay over the cards; the hint's own line says what it does
        st.button(
            "Hint", key=f"{game.id}:hint", on_click=_on_hint, args=(game, t), disabled=t.waiting
        )
    looks: dict[int, CardState] = {
        c: (("legal" if c in legal else "illegal") if t.hint else "normal") for c in hand
    }
    # what a click on each card shows at once, before its run (ui.play_verdict), where it is
    # the learner's turn to play one
    verdicts = {} if t.waiting else card_verdicts(game, t, hand)
    # a plain label: it is the button's accessible name ("Play A♦")
    hand_component(
        [
            HandCard(
                CARDS[c].code,
                f"Play {CARDS[c].pretty}",
                shared_shapes(card_svg(c, looks[c], size)),
                t.waiting,
                _sent(verdicts.get(CARDS[c].code)),
            )
            for c in hand
        ],
        lambda code: _on_play(game, t, Action("play", Card.parse(code))),
        nonce=str(st.session_state.get("play:moves", "")),
    )
    _other_actions(game, t, view, actions)


def _sent(verdict: Verdict | None) -> dict[str, str] | None:
    return verdict._asdict() if verdict is not None else None


def _verdicts(
    game: Game[Any],
    t: Table,
    moves: dict[str, tuple[Action, bool]],
    row: str = "",
    ticked: tuple[str, list[str]] | None = None,
) -> None:
    """Under a row of move buttons: what a press on each shows at once, before its run
    (``ui.play_verdict.move_verdict``, by button key: ``moves`` gives each key's action and
    whether it answers the game's question; ``ticked``: the composed move's key and the boxes
    ticked its verdict is for), as the hand does a card's (:func:`ui.components.move_verdicts`).
    A move the game asks about first sends none."""
    sent: dict[str, dict[str, Any]] = {}
    for key, (action, confirmed) in moves.items():
        verdict = move_verdict(game, t, action, confirmed)
        if verdict is not None:
            sent[key] = verdict._asdict()
    if ticked is not None and ticked[0] in sent:
        sent[ticked[0]]["ticked"] = ticked[1]
    move_verdicts(sent, nonce=str(st.session_state.get("play:moves", "")), row=row)


def _other_actions(game: Game[Any], t: Table, view: Any, legal: list[Action]) -> None:
    """Actions besides playing a card (Sixty-Six: meld, exchange, close, claim), each a button
    enabled exactly when the engine allows it; the refused ones disabled, the reason below
    (Hint stands by the cards' heading: :func:`_hand`)."""
    # (none while the others are about to answer: the hint waits too), in the order the
    # notebooks' play box draws them too (offered_moves)
    offered = [] if t.waiting else offered_moves(game, view, legal)
    if offered:
        with st.container(key="tb-actions", horizontal=True, gap="small"):
            for a, r in offered:
                st.button(
                    md(action_label(game, view, a)),
                    key=f"{game.id}:act:{a}",
                    on_click=_on_play,
                    args=(game, t, a),
                    disabled=r is not None,  # (no tooltip: its reason is printed below)
                )
        _verdicts(game, t, {f"{game.id}:act:{a}": (a, False) for a, r in offered if r is None})
    for line in not_now(game, view, offered):  # (the notebooks' play box says them too)
        st.caption(md(line))


def _declare(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    s = ui.seen(t.state, t.seat)
    legal = game.legal_actions(s)
    composed = composed_kinds(legal)
    if composed:
        _compose(game, t, s, sorted(composed)[0], legal)
        return
    # the game's moves only (no rams in Rounce), in the one order every page draws them: a
    # kind's numbers in order, the refused among them (Napoleon outbid: Bid 1, 2 and 3 greyed
    # before Bid 4), a kind's cards (the dealer's rob) in the order the table draws the hand
    offered = offered_moves(game, s, legal, besides=frozenset())
    held = cards_of(s.hands[t.seat])  # none before the cards may be looked at (Bierspiel)
    turn = f"**Your turn {ui.turn(s) or 'to declare'}.**"
    st.markdown(f"{turn} Your cards:" if held else turn)
    if held:
        width = hand_face_width(len(held), declaring=True)
        faces = "".join(card_svg(c, "normal", width) for c in game.hand_order(s, held))
        cards_markdown(
            f'<div class="tb-declare-cards" style="display:flex;gap:4px;flex-wrap:wrap">'
            f"{faces}</div>"
        )
    with st.container(key="tb-declare", horizontal=True, gap="small"):
        for a, r in offered:
            st.button(  # (md: its red cards red, as the same move's button in play is)
                md(action_label(game, s, a)),
                key=f"{game.id}:decl:{a}",  # one key per action: "bid 2", "trump H"
                on_click=_on_play,
                args=(game, t, a),
                disabled=r is not None,  # (no tooltip: its reason is printed below)
                type="primary" if r is None else "secondary",
            )
        st.button("Hint", key=f"{game.id}:hint", on_click=_on_hint, args=(game, t))
    _verdicts(game, t, {f"{game.id}:decl:{a}": (a, False) for a, r in offered if r is None})
    stakes = ui.stakes_note(s, t.seat)
    if stakes:  # what the choice risks and gains (Spoil Five's jink)
        st.markdown(md(stakes))
    for line in not_open(game, s, [r for _, r in offered if r is not None]):
        st.caption(md(line))


def _pick_key(game: Game[Any], t: Table, kind: str, code: str) -> str:
    return f"w:{game.id}:pick:{kind}:{t.deal_no}:{len(t.events)}:{code}"


def _compose(game: Game[Any], t: Table, s: Any, kind: str, legal: list[Action]) -> None:
    """Tick the cards to lay down, then one button builds the action from them (the engine
    refuses what it does not allow, e.g. more cards than the pack still holds). Moves of
    another kind open beside it have a button each: a Bierspiel dealer after a turned 7\u2666
    picks one card to take up the trump card alone, two to take both turned cards, or stands,
    takes the widow or passes (he had only the cards to tick, and none ticked was refused)."""
    ui = game_ui(game.id)
    label = ui.action_labels.get(kind, kind.capitalize())
    hand = game.hand_order(s, cards_of(s.hands[t.seat]))
    most = max(a.number or len(a.cards) for a in legal if a.kind == kind)
    others = [a for a in legal if a.kind != kind]
    st.markdown(  # short: on a phone the cards to tick stay on the screen with the table
        f"**Your turn {ui.turn(s) or 'to declare'}.** To {ui.action_verbs.get(kind, kind)}, "
        f"tick the cards to lay down (up to {most}), or choose another move."
        if others
        else f"**Your turn: {label.lower()}.** Tick the cards to lay down (up to {most}), or "
        "none to keep them all."
    )
    tick_cards(hand, lambda card: _pick_key(game, t, kind, card.code), FACE_TICKED, "tb-compose")
    ticked = tuple(
        CARDS[c] for c in hand if st.session_state.get(_pick_key(game, t, kind, CARDS[c].code))
    )
    action = composed_action(game, s, kind, ticked)
    with st.container(key="tb-compose-go", horizontal=True, gap="small"):
        st.button(
            md(action_label(game, s, action)),
            key=f"{game.id}:compose:{kind}",
            on_click=_on_compose,
            args=(game, t, kind, hand),
            type="primary",
        )
        for a in others:
            st.button(
                md(action_label(game, s, a)),
                key=f"{game.id}:decl:{a}",
                on_click=_on_play,
                args=(game, t, a),
            )
        st.button("Hint", key=f"{game.id}:hint", on_click=_on_hint, args=(game, t))
    moves = {f"{game.id}:decl:{a}": (a, False) for a in others}
    _verdicts(
        game,
        t,
        # (as _on_compose builds it: from the table's state)
        {
            f"{game.id}:compose:{kind}": (composed_action(game, t.state, kind, ticked), False),
            **moves,
        },
        ticked=(f"{game.id}:compose:{kind}", [c.pretty for c in ticked]),
    )
    for line in not_open(game, s, [r for r in game.offered_refusals(s) if r.action.kind == kind]):
        st.caption(md(line))


def _on_compose(game: Game[Any], t: Table, kind: str, hand: list[int]) -> None:
    ticked = tuple(
        CARDS[c] for c in hand if st.session_state.get(_pick_key(game, t, kind, CARDS[c].code))
    )
    _on_play(game, t, composed_action(game, t.state, kind, ticked))


def _result(game: Game[Any], t: Table) -> None:
    """Beside the log, once the deal is over: what the learner won or paid
    (:func:`ui.play_view.result_line`, which the notebooks' play box says too), and the button
    to the next deal (or, when the game is won, to a new game)."""
    s = t.state
    ui = game_ui(game.id)
    kind, text = result_line(game, t)
    finished = ui.game_over(s, t.seat)
    say(kind, text)
    if finished:
        st.button(
            "New game",
            key=f"{game.id}:new_game_after",
            type="primary",
            on_click=store.on_new_game_as_set,
            args=(game,),
        )
    else:
        # what carries over, in words beside the button, not a tooltip: the focus is put on
        # the button after the last card (ui/components), and its tooltip, shown while the
        # button has the focus, lay over the result line above it
        with st.container(horizontal=True, gap="medium", vertical_alignment="center"):
            st.button(
                f"Next {deal_word(game)}",
                key=f"{game.id}:next_deal",
                on_click=_on_next_deal,
                args=(game, t),
                type="primary",
            )
            st.caption(capital(ui.next_deal(s, t.seat)) + ".")


# The table logic lives in ui.play_table; the page module names it for callers that drive a
# table as the page does (tests, bench)
__all__ = [
    "SavedTableError",
    "Table",
    "advance",
    "composed_kinds",
    "default_level",
    "dump_table",
    "human_move",
    "levels",
    "load_table",
    "new_table",
    "next_deal",
    "page",
    "play_or_ask",
    "table_now",
    "table_picture",
]
