"""What Play's table shows a learner, in plain Python with no Streamlit: the picture of his
table now (:func:`table_now`: his own view in play, the trick just won while play pauses on
it, every hand once the deal is over), a drawn trick's title told to him, the line over the
table (:func:`status_line`), and why a trick went as it did (:func:`trick_story_words`).
The Play page (:mod:`ui.pages.play`) and the notebooks' play box (:mod:`ui.play_widget`)
draw the same table from here; a notebook's kernel loads no Streamlit for it.
"""

from __future__ import annotations

import statistics
from dataclasses import replace
from typing import Any

from engine.game import Game
from engine.quiz import Question, explanation
from engine.rules import Rule
from engine.scenario import Scenario
from ui.cards import TableView, table_view
from ui.format import PROSE_COLUMN, capital, does
from ui.play_table import Table, deal_word
from ui.tables import GameUI, game_ui

# Play's "Count for me" aid (ui.pages.play._aid_toggle, and the notebooks' play box): its
# switch, what the switch's help says, and the heading of the count it shows
COUNT_FOR_ME, YOUR_COUNT = "Count for me", "Your count"
COUNT_HELP = (
    "Show your card points and marriages, and what the others have taken (all of it public). "
    "Off by default: keeping count is part of the skill."
)


def trick_labels_told(view: TableView, seat: int) -> TableView:
    """The table's trick told to the learner at ``seat``: his card labelled "You · led",
    "You", and the dashed space waiting for it "You" (:attr:`TableView.you`), as his seat's
    box says "P0 (you)" (the card had read "P0 · led" under it, the space "P0"). Play's own: a
    Learn or Quiz picture names its seats as its text does ("P1 leads ...")."""
    return replace(view, you=seat) if 0 <= seat < len(view.seats) else view


def trick_title(k: int, winner: int, seat: int) -> str:
    """A drawn trick's title, told to the learner at ``seat``: "Trick 3: you win", "Trick 3:
    P2 wins" (``k`` counts from 1)."""
    return f"Trick {k}: {does(winner, seat, 'win', 'you')}"


def table_picture(game: Game[Any], t: Table, ui: GameUI) -> tuple[Any, dict[str, Any]]:
    """The position the table draws now and how: the learner's view (``ui.seen``) in play and
    after each trick (the trick just won, its winner marked), so no card his seat may not see
    reaches the page; once the deal is over, its last trick (a game that pauses after each) or
    every hand."""
    s = t.state
    over = game.is_over(s)
    if (t.pause or over) and s.history and ui.pause_after_trick:
        plays, winner = s.history[-1]
        card = next(c for p, c in plays if p == winner)
        title = trick_title(len(s.history), winner, t.seat)
        # (a finished deal's state, for its end caption: nothing in hand is secret then)
        return s if over else ui.seen(s, t.seat), {
            "viewer": t.seat,
            "trick": plays,
            "marked": [card],
            "highlight": False,
            "trick_title": title,
            "told": True,
            **ui.table_kw,
        }
    # (told: the log and a trick's story say what each move did, ui.games.pool.loo_table)
    if over:
        kw = {"viewer": t.seat, "reveal": True, "highlight": False, "told": True}
        return s, {**kw, **ui.table_kw}
    view = ui.seen(s, t.seat)
    mine = game.current_player(s) == t.seat or t.waiting
    kw = {"viewer": t.seat, "highlight": t.hint, "hand_below": mine, "told": True}
    return view, {**kw, **ui.table_kw}


def table_now(game: Game[Any], t: Table, ui: GameUI) -> TableView:
    """The table as the page draws it (:func:`table_picture` through the game's drawing).
    While a finished trick is paused on, nobody is to play until the learner continues: the
    seat that moves after it is tagged "leads next" (he won it) or "next", not "to play"."""
    state, kw = table_picture(game, t, ui)
    view = trick_labels_told(table_view(state, **kw), t.seat)
    if not t.pause or not t.state.history:
        return view
    winner = t.state.history[-1][1]
    seats = tuple(
        replace(x, turn="leads next" if i == winner else "next") if x.to_move else x
        for i, x in enumerate(view.seats)
    )
    return replace(view, seats=seats)


def status_line(game: Game[Any], t: Table) -> str:
    """The line over Play's table: the game's own status (game points so far ...) or the
    deal's number, then the table's settings: players, the learner's seat, the reading, the
    options switched on and the computer's level (with its time a move at Monte-Carlo)."""
    ui = game_ui(game.id)
    variant = game.variants[t.variant].label
    # the options switched on, in words ("unlimited loo"), not their ids
    opts = ", ".join(o.label.lower() for o in game.options if t.options.get(o.name) is True)
    think = (
        f" (about {statistics.median(t.think):.0f} ms a move)"
        if t.think and t.bots == "Monte-Carlo"
        else ""
    )
    return (
        (ui.status(t.state, t.seat) or f"{deal_word(game).capitalize()} {t.deal_no}")
        + f" · {t.players} players · you are P{t.seat} · {variant}"
        + (f" · {opts}" if opts else "")
        + f" · computer: {t.bots}{think}"
    )


def notes_told(game: Game[Any], after: Any, seat: int) -> list[str] | None:
    """The engine's notes on the trick just judged told to ``seat`` by the game's page words
    (:attr:`GameUI.trick_told`), or None where the game leaves them as the engine says them."""
    ui = game_ui(game.id)
    return ui.trick_told(after, seat) if ui.trick_told is not None else None


def trick_story_words(
    game: Game[Any], after: Any, seat: int = -1, told: list[str] | None = None
) -> tuple[str, list[Rule]]:
    """Why the trick just judged went as it did, told to ``seat``, and its rules, as Play
    tells it under the trick (:func:`ui.pages.play_record.trick_story`) and the notebooks'
    play box: the engine's reasons (:func:`engine.quiz.explanation`), its notes ``told`` by
    the game's page words where they name seats (:func:`notes_told`, asked once by the
    caller, which decides by it what else to draw), and what a trump turned after it
    changed."""
    ui = game_ui(game.id)
    q = Question(id="trick", kind="trick_winner", prompt="", scenario=Scenario(game, after))
    lines, rules = explanation(q)
    if told is not None:  # (the same call's lines, not words matched: they go whatever they say)
        notes = game.trick_notes(after)[0]
        lines = [*told, *(x for x in lines if x not in notes)]
    note = ui.rejudge_note(after, seat)
    text = " ".join(capital(line) + "." for line in lines)
    return text + (f" {note}" if note else ""), rules


def ledger_rows(game: Game[Any], t: Table) -> list[dict[str, Any]]:
    """The score sheet's rows, the first column headed as the game counts its deals (Linger
    Longer's 'game', not 'deal'; the table keeps its rows under "deal")."""
    ui = game_ui(game.id)
    if ui.score_sheet is not None:
        return list(ui.score_sheet(t.state, t.seat))
    word = deal_word(game)
    return [{word if k == "deal" else k: v for k, v in row.items()} for row in t.ledger]


def sheet_row(game: Game[Any], t: Table) -> dict[str, Any] | None:
    """The score sheet's row for the deal just finished (None before it has one)."""
    sheet = ledger_rows(game, t)
    if not sheet or str(next(iter(sheet[-1].values()))) != str(t.deal_no):
        return None
    return sheet[-1]


def score_sheet_rows(game: Game[Any], t: Table) -> list[dict[str, Any]]:
    """The score sheet as Play shows it under the table, deal after deal, and the notebooks'
    play box under its own (:func:`ledger_rows`), with this deal's why left out where the
    game tells it in the log's last line, just above (:attr:`GameUI.sheet_why_told`): its
    row gives the figures; the sheet keeps the why, for the pages of the deals after."""
    rows = ledger_rows(game, t)
    if rows and game_ui(game.id).sheet_why_told(t.state) and sheet_row(game, t) is not None:
        rows[-1] = {**rows[-1], PROSE_COLUMN: ""}
    return rows
