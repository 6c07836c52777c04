"""What Play's table shows a learner, in plain Python with no Streamlit: the picture of his
table now (:func:`table_now`: his own view in play, the trick just won while play pauses on
it, every hand once the deal is over), a drawn trick's title told to him, the line over the
table (:func:`status_line`), why a trick went as it did (:func:`trick_story_words`), the
score sheet (:func:`score_sheet_rows`), and the end of a deal (:func:`ending`: the result line,
the settlement's lines with their rules, its table, the rules behind it). The Play page (:mod:`ui.pages.play`) and the notebooks' play box (:mod:`ui.play_widget`)
draw the same table and the same ending from here; a notebook's kernel loads no Streamlit
for it.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from engine.game import Game
from engine.ledger import POOL, Settlement, Transfer, moves_by_reason, moves_told
from engine.quiz import Question, explanation
from engine.rules import Rule
from engine.scenario import Scenario
from ui.cards import TableView, table_view
from ui.format import PROSE_COLUMN, capital, does, md
from ui.play_table import Table, after_stakes, deal_word, fmt_units, rows_in_app_words
from ui.tables import SHEET_POOL, GameUI, game_ui, stakes_put, with_minus_signs

# Play's "Count for me" aid (ui.pages.play._aid_toggle, and the notebooks' play box): its
# switch, what the switch's help says, and the heading of the count it shows
COUNT_FOR_ME, YOUR_COUNT = "Count for me", "Your count"
COUNT_HELP = (
    "Show your card points and marriages, and what the others have taken (all of it public). "
    "Off by default: keeping count is part of the skill."
)

# A card of the learner's hand as Play draws it (ui.pages.play's _hand and _declare), which the
# notebooks' play box draws too: 84 px, and 64 for a hand of more than four in play, so a
# longer hand stays on one line; a declaring turn shows every hand at 84; the cards to tick for
# an exchange (ui.pages.play's _compose) are 60
FACE_WIDE, FACE_LONG_HAND, FACE_TICKED = 84, 64, 60


def hand_face_width(cards: int, declaring: bool = False) -> int:
    """The width Play draws each card of a hand of ``cards`` at, in play or ``declaring``.

    >>> hand_face_width(3), hand_face_width(6), hand_face_width(6, declaring=True)
    (84, 64, 84)
    """
    return FACE_WIDE if declaring or cards <= 4 else FACE_LONG_HAND


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


# ---- the end of a deal, as Play shows it (ui.pages.play._result, play_record.deal_record) ---
SETTLEMENT, RULES_BEHIND = "Settlement", "The rules behind this settlement"
NOTHING_SCORED = "Nothing was scored this time."


def on_the_sheet(game: Game[Any], t: Table, rows: list[dict[str, Any]]) -> set[str]:
    """The settlement table's columns (``rows``, as Play shows them) that the score sheet's
    row for this deal records too, as the game declares them (:attr:`GameUI.sheet_records`):
    Forty-Five's "tricks", "points" and "total" (all of them, so :func:`deal_record` leaves
    its table to the sheet), Sixty-Six's "hand points", "game points" and "total". None
    before the sheet has its row for the deal. (It had matched each column's figures against
    the sheet's row under the row's player or side, and found coincidences: a Sixty-Six hand
    with no marriage and no last trick gave "card points" too, one in 180 "tricks".)"""
    if not rows or sheet_row(game, t) is None:
        return set()
    return set(list(rows[0])[1:]) & game_ui(game.id).sheet_records


def pool_left_to_sheet(
    game: Game[Any], t: Table, rows: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    """The settlement table's ``rows`` (as Play shows them) without the pool row's note where
    the game's score sheet records what the pool held and what it carries into the next deal
    (:attr:`GameUI.sheet_records` holds :data:`ui.tables.SHEET_POOL`) and has its row for
    this deal: Spoil Five's 'held 7; next pool 0 (before the next deal's stakes)' stood over
    the sheet's 'pool 7 ... pool after 0' (the sheet is the record; the pool row keeps its
    figures). The engine's pool row, whatever its note says."""
    if SHEET_POOL not in game_ui(game.id).sheet_records or sheet_row(game, t) is None:
        return rows
    return [
        {**r, "note": ""} if "note" in r and next(iter(r.values())) == POOL else r for r in rows
    ]


def _amount(game: Game[Any]) -> Callable[[Transfer], str]:
    """A transfer's amount as a settlement line says it, bare: the moves say the game's unit
    (:attr:`GameUI.unit`) once each, on the first amount ("P2 collects 2 counters from P0 and
    2 from P1"; a score too, "P0 scores 3 game points": no account's name says the unit)."""

    def amount(tr: Transfer) -> str:
        return fmt_units(game, tr.amount)

    return amount


def transfer_lines(
    game: Game[Any], settle: Settlement | None, seat: int | None = None
) -> dict[tuple[str, str], str]:
    """The settlement's transfers by (reason, rule), in order, each group's moves in one text,
    a player named once, the unit once: ``P1 pays 2 counters to P0 and 2 to P2``, players
    scoring alike together: ``P0 and P2 each score 1 game point``. Told to ``seat``, his seat
    is "you": ``You failed your bid of 2: you pay 2 counters to P0 and 2 to P2``."""
    transfers = settle.transfers if settle else ()
    return moves_by_reason(transfers, _amount(game), seat, game_ui(game.id).unit)


def _settlement_items(
    game: Game[Any], settle: Settlement | None, seat: int | None
) -> list[tuple[tuple[str, str], str, str]]:
    """:func:`settlement_lines`, each with its items' key (:attr:`engine.ledger.Transfer.key`)
    first: (key, line, rule)."""
    transfers = settle.transfers if settle else ()
    moves = moves_told(transfers, _amount(game), seat, game_ui(game.id).unit)
    lines = [(key, f"{capital(why)}: {said}", key[1]) for key, (why, said) in moves.items()]
    notes = settle.notes if settle else ()
    return lines + [(n.key, capital(n.told(seat)), n.rule) for n in notes]


def settlement_lines(
    game: Game[Any], settle: Settlement | None, seat: int | None
) -> list[tuple[str, str]]:
    """The record's settlement told to ``seat``, each line with its rule: the transfers (see
    :func:`transfer_lines`), then the notes, what did not change hands and why ("You defended
    the pool: the fifth your trick would take stays in the pool")."""
    return [(line, rule) for _, line, rule in _settlement_items(game, settle, seat)]


def settlement_shown(game: Game[Any], t: Table) -> list[tuple[str, str]]:
    """The settlement lines Play's record of a finished deal shows (:func:`settlement_lines`,
    told to the learner): all but those the table's caption and the log's line of how the deal
    ended tell already, as the game's code that writes them declares them
    (:attr:`GameUI.settlement_told`, by the items' keys), whatever their words: Napoleon's
    'You failed nap.' tells its transfers ('You failed nap: you → P1 5 counters'), Forty-Five's
    caption the deal's points, Spoil Five's 'P2 claims. P2 won three tricks and takes the
    pool.' the pool taken, Sixty-Six's log why the hand scored so. Their rule is cited under
    "The rules behind this settlement", and the table below gives their figures. (The page
    had left out a line whose words the caption or the latest moves said, alone or before a
    colon: words standing for what the game knows.)"""
    told = game_ui(game.id).settlement_told(t.state)
    items = _settlement_items(game, game.settlement(t.state), t.seat)
    return [(line, rule) for key, line, rule in items if key not in told]


def rule_said(game: Game[Any], rule: str) -> str:
    """A settlement line's rule as the learner reads it: its statement, in italics after the
    line (" · rule: *A bidder who fails pays ...*"), as Quiz, Review and Progress name a rule;
    its id stays under the citation's "details" below. Nothing for an id the game does not
    know."""
    if rule not in game.rules:
        return ""
    return f" \u00b7 rule: *{md(game.rules[rule].statement)}*"


def settlement_rows_shown(
    game: Game[Any], state: Any, seat: int | None = None, stakes: bool = False
) -> list[dict[str, Any]]:
    """The settlement table's rows as a page shows them: declarations in the buttons' words;
    ``seat`` (the learner's, on Play) names his row "P1 (you)", his side's "P1+P3 (your
    side)"; ``stakes`` (beside Play's running counters) adds, after "tricks", what each put
    into this deal's pool as it was dealt (GameUI.stakes: the dealer's ante, Spoil Five's
    stakes): the engine counts a deal's counters after it, so the table's net alone missed it
    (Five-card Loo's dealer: net -5, counters 50 → 40), and net + ante is the change."""
    rows = rows_in_app_words(game, state, game.settlement_rows(state))
    ui = game_ui(game.id)
    put = stakes_put(game, state) if stakes else {}
    if any(put.values()):
        rows = [_with_column(r, ui.stakes_word, put.get(str(_first(r)), 0), game) for r in rows]
    rows = with_minus_signs(rows)  # the net and the stake put in: "−5"
    if seat is not None and seat >= 0:
        you = re.compile(rf"(?<![\w])P{seat}(?![\w])")
        for r in rows:
            key, name = next(iter(r.items()))
            if isinstance(name, str) and you.search(name):
                r[key] = f"{name} (you)" if name == f"P{seat}" else f"{name} (your side)"
    return rows


def _first(row: dict[str, Any]) -> Any:
    return next(iter(row.values()))


def _with_column(row: dict[str, Any], word: str, units: int, game: Game[Any]) -> dict[str, Any]:
    """``row`` with ``word``'s cell (``units`` as counters) after its "tricks"."""
    out: dict[str, Any] = {}
    for k, v in row.items():
        out[k] = v
        if k == "tricks":
            out[word] = fmt_units(game, units)
    out.setdefault(word, fmt_units(game, units))
    return out


def without_blank_columns(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``rows`` without the columns blank in every row: four-hand Sixty-Six's "role" (the
    dealer's, only when one sits out) took a phone's room for nothing, and its nine columns
    ran past a 390 px screen's edge."""
    blank = {k for k in (rows[0] if rows else {}) if all(r.get(k) in ("", None) for r in rows)}
    return [{k: v for k, v in r.items() if k not in blank} for r in rows]


def table_notes(game: Game[Any], rows: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """The captions under the settlement table (``rows``, as a page shows them), as plain
    text: what the stake column means where the table has one, and the game's notes on its
    columns (:attr:`GameUI.column_notes`), the two apart (a page writes the second escaped)."""
    ui = game_ui(game.id)
    word, stake = ui.stakes_word, []
    if rows and word in rows[0]:
        deal, net = deal_word(game), "net" if "net" in rows[0] else "counters"
        stake.append(
            f"{capital(word)}: what each put into this {deal}'s pool as it was dealt. "
            f"{capital(word)} + {net} = the change in the counters across {deal}s below."
        )
    return stake, [note for column, note in ui.column_notes.items() if rows and column in rows[0]]


def rules_behind(game: Game[Any], settle: Settlement | None) -> list[Rule]:
    """The rules cited under "The rules behind this settlement": each rule of the settlement's
    transfers and notes once, in order, that the game knows."""
    ids = [tr.rule for tr in settle.transfers] + [n.rule for n in settle.notes] if settle else []
    return [game.rules[r] for r in dict.fromkeys(ids) if r in game.rules]


def result_line(game: Game[Any], t: Table) -> tuple[str, str]:
    """Play's result line once the deal is over, as (kind, text), the kind a message box's
    ("success", "warning", "info"): what the learner won or paid, then what the deal leaves
    him after his stake; where the deal ended the game, the game's end first and the kind
    the game's."""
    s = t.state
    ui = game_ui(game.id)
    if ui.verdict is not None:  # (his part: what happened is said under the table or below)
        kind, text = ui.verdict(s, t.seat)
        if ui.standing is not None:  # read against the others, as the hand review asks
            rank = ui.standing(s, t.seat)
            kind = "success" if rank > 0 else "warning" if rank < 0 else "info"
            if rank < 0:  # (a gain shown in yellow says why)
                text += f" Another player did better this {deal_word(game)}."
    else:
        settle = game.settlement(s)
        net = settle.net().get(ui.account(s, t.seat), 0) if settle else 0
        won = s.tricks[t.seat]
        tricks = f"You won {won} trick{'s' if won != 1 else ''}"
        if net > 0:
            kind, text = "success", f"{tricks}: you receive {fmt_units(game, net)} {ui.unit}."
        elif net < 0:
            kind, text = "warning", f"{tricks}: you pay {fmt_units(game, -net)} {ui.unit}."
        else:
            kind, text = "info", f"{tricks}: nothing changes hands for you this deal."
    # the payout, then what the deal leaves him after his stake (as the tables below count it)
    text += after_stakes(game, s, t.seat)
    finished = ui.game_over(s, t.seat)  # "You reach 7 game points and win the game ..."
    if finished:
        # one box, the game first and coloured by it: the deal's box and the game's had stood
        # one under the other ('Your side (P0+P2) lost this deal.', then 'Game over. P1+P3
        # reach 45 and win the game ...'; a win 'You win the game! You reach 7 ... and win
        # the game ...', said twice), the game's news second
        kind, text = ("success" if ui.won_game(s, t.seat) else "warning"), f"{finished} {text}"
    return kind, text


@dataclass(frozen=True)
class Ending:
    """What Play shows of a finished deal, Streamlit-free, for Play (:mod:`ui.pages.play`,
    :mod:`ui.pages.play_record`) and the notebooks' play box alike: the result line (kind,
    text); the game's end if the deal ended it ("" if not); the settlement's ``lines``, each
    with the rule whose statement follows it ("" where that rule was said on a line above);
    the settlement table's ``rows`` ([] where the score sheet's row says all it would) and the
    ``notes`` under it; the ``rules`` cited under "The rules behind this settlement"; and
    ``heading``: False where the score sheet is the settlement (nothing said, no table: the
    sheet comes first, then the rules)."""

    result: tuple[str, str]
    over: str
    lines: list[tuple[str, str]]
    rows: list[dict[str, Any]]
    notes: list[str]
    rules: list[Rule]
    heading: bool


def ending(game: Game[Any], t: Table) -> Ending:
    """Play's end of the deal at ``t`` (see :class:`Ending`)."""
    s = t.state
    # the transfers, whatever the result line beside the log says: they carry what a one-line
    # verdict leaves out (Loo's flush payments, the defender's note). Those for one reason under
    # one rule (a failed bid paid to each of the others) in one line, the reason said once
    # each a line of its own, so each begins with a capital (the engine writes a reason or a
    # note to follow a colon: Spoil Five's 'nobody won three tricks: the deal is spoiled ...')
    ruled: set[str] = set()  # a rule said on the first line it settles, not on each after
    # A line the table's caption or the log's line of how the deal ended tells already is not
    # said again, nor its rule's statement, which says it in the same words: the rule is cited
    # once, with its source, under "The rules behind this settlement", and the table below
    # gives the figures (Forty-Five's 'P1+P3 win 3 tricks to 2: the odd trick scores 5.' under
    # the table, then '... scores 5: points → P1+P3 5'), as the game declares what it told
    lines = []
    for line, rule in settlement_shown(game, t):
        lines.append((line, "" if rule in ruled else rule))
        ruled.add(rule)
    # a table that is the score sheet's row for this deal again, figure for figure, is left
    # to the sheet (Forty-Five's: tricks, points and total a side, twice, one under the
    # other); a table that says more keeps the figures the row repeats, as what its own
    # columns come to: Sixty-Six's card points, last trick and marriages make the hand points
    # and game points, Napoleon's bid and tricks the counters paid
    rows = pool_left_to_sheet(game, t, settlement_rows_shown(game, s, t.seat, stakes=True))
    sheet = on_the_sheet(game, t, rows)
    table = not rows or any(k not in sheet for k in list(rows[0])[1:])
    shown = rows if table else []
    stake, notes = table_notes(game, shown) if table else ([], [])
    return Ending(
        result_line(game, t),
        game_ui(game.id).game_over(s, t.seat),
        lines,
        shown,
        [*stake, *notes],
        rules_behind(game, game.settlement(s)),
        bool(lines or table),
    )
