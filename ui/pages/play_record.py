"""The Play page's record of a deal (split from ui/pages/play.py): the story of a trick with its
rule, the score sheet carried from deal to deal, the replay, trick by trick, of every hand, and
what a finished deal shows under the table (:func:`deal_record`)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import streamlit as st

from engine.cards import CARDS
from engine.game import Game
from engine.ledger import POOL, Settlement, Transfer, moves_by_reason, moves_told
from ui.cards import NoDrawing, TableView, seat_names, table_view
from ui.format import capital, md, red_html, sheet_html, table_html
from ui.pages.common import cite, draw, draw_view, settlement_rows_shown, settlement_table
from ui.pages.review_hand import section as review_hand_section
from ui.play_table import Table, deal_word, fmt_units
from ui.play_view import (
    notes_told,
    score_sheet_rows,
    sheet_row,
    trick_labels_told,
    trick_story_words,
    trick_title,
)
from ui.tables import SHEET_POOL, game_ui


def _told_view(state: Any, seat: int, kw: dict[str, Any]) -> TableView:
    """``state`` drawn as ``kw`` say, its trick labelled for the learner at ``seat``."""
    return trick_labels_told(table_view(state, **kw), seat)


def latest_moves(t: Table) -> None:
    """The moves since the learner's last one (the computer's reply), under the table; a
    polite live region, so a screen reader reads the reply out. How a deal ended is said
    here, by the game's log (``GameUI.move_notes``), and not again in the live table's
    caption: every game that captions it leaves it out on Play (``GameUI.table_kw``'s
    ``why``). (This line had left out a line whose words the caption said: Spoil Five's
    spoiled deal, then Forty-Five's every deal.)"""
    lines = t.events[t.last :]
    if lines:
        text = red_html(" ".join(lines))
        # Streamlit's markdown box pulls what follows up by 1rem, a paragraph's bottom margin,
        # which this div lacked: a second line ran over "Your cards" (8 px at 390 px, where the
        # rows stand 8 px apart) or touched it. The margin is kept now, and the box's least
        # height is 1rem less: one line leaves the cards where they stood, and a second pushes
        # them down, the rows' gap kept between the lines and "Your cards"
        st.markdown(
            f'<div class="tb-latest" role="status" aria-live="polite" style="font-size:15px;'
            f'line-height:1.35;min-height:calc(2.7em - 1rem);margin-bottom:1rem">{text}</div>',
            unsafe_allow_html=True,
        )


def trick_story(game: Game[Any], after: Any, seat: int = -1, told: list[str] | None = None) -> None:
    """Why the trick just judged went as it did, told to ``seat``, and its rule: the engine's
    reasons (:func:`engine.quiz.explanation`), its notes ``told`` by the game's page words
    where they name seats (:func:`notes_told`, asked once by the caller, which decides by it
    what else to draw), and what a trump turned after it changed."""
    text, rules = trick_story_words(game, after, seat, told)
    st.markdown(md(text))
    with st.expander("The rule"):
        for r in rules:
            cite(r)


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


def score_sheet(game: Game[Any], t: Table) -> None:
    ui = game_ui(game.id)
    rows = score_sheet_rows(game, t)  # (the notebooks' play box draws the same rows)
    if not rows:
        return
    st.subheader(ui.ledger_title)
    st.caption(ui.ledger_caption)
    # a plain table: st.dataframe's grid and its forty-odd scripts cost the browser about as
    # much as the rest of the Play page before its first move (issue 12, part 5); a sheet of
    # players' runs and a sentence laid out to fit a phone (Sixty-Six's, Forty-Five's)
    st.markdown(sheet_html(rows), unsafe_allow_html=True)


def seat_labels(t: Table) -> list[str]:
    """Each seat as the table drawn for the learner names it: "P0 (you)", "P2 (partner)"."""
    try:
        return [seat.name for seat in table_view(t.start, viewer=t.seat, reveal=True).seats]
    except NoDrawing:  # a game with no drawing: the engine's text diagram has no names
        return seat_names(t.start.n, t.seat)


def as_dealt(game: Game[Any], t: Table) -> Any:
    """The position the replay's "As dealt" draws, every hand face up: the deal as dealt, or,
    where nobody may look at his cards yet there (Bierspiel before the dealer's "Auf":
    :meth:`engine.game.Game.hands_face_down`), as the first move (that word) left it. The deal
    itself had been drawn, five backs a seat under "Every hand as dealt.", its caption
    saying nobody looks at his cards until the dealer says "Auf"."""
    moves = t.deals[-1][1] if t.deals else []
    if game.hands_face_down(t.start) and moves and moves[0] in game.legal_actions(t.start):
        return game.apply(t.start, moves[0])
    return t.start


def replay(game: Game[Any], t: Table) -> None:
    s = t.state
    ui = game_ui(game.id)
    st.subheader(f"Replay this {deal_word(game)}")
    if s.history:
        # a column per seat that played, one card a cell (so a heart or a diamond can be red);
        # play goes round from the seat that led; each seat named as the table above names it
        seats = sorted({p for plays, _ in s.history for p, _ in plays})
        name = seat_labels(t)
        rows = []
        for k, (plays, winner) in enumerate(s.history):
            cards = dict(plays)
            row: dict[str, Any] = {
                "trick": k + 1,
                "led by": name[plays[0][0]],
                "won by": name[winner],  # before the cards: a phone may have to scroll to P4
            }
            for p in seats:
                row[name[p]] = CARDS[cards[p]].pretty if p in cards else ""
            if ui.trick_points is not None:
                row["points in it"] = ui.trick_points(plays)
            row["notes"] = " ".join(ui.trick_notes(s, k, t.seat))
            rows.append(row)
        if not any(r["notes"] for r in rows):
            for r in rows:
                del r["notes"]
        # a plain table, as the score sheet above it (no dataframe grid to load)
        st.markdown(table_html(rows, red=[name[p] for p in seats]), unsafe_allow_html=True)
    names = ["As dealt", *[f"Trick {k + 1}" for k in range(len(s.history))]]
    tabs = st.tabs(names)
    with tabs[0]:
        draw(
            as_dealt(game, t),
            viewer=t.seat,  # the learner stays at the bottom of the table, as in play
            reveal=True,
            highlight=False,
            trick=(),
            trick_title="Trick 1",
            caption="Every hand as dealt.",
        )
        for line in ui.deal_notes(s, t.seat):
            st.markdown(md(line))
    for k in range(len(s.history)):
        with tabs[k + 1]:
            after = ui.after_trick(s, k)
            plays, winner = s.history[k]
            card = next(c for p, c in plays if p == winner)
            kw = {
                "viewer": t.seat,
                "reveal": True,
                "highlight": False,
                "trick": plays,
                "marked": [card],
                "trick_title": trick_title(k + 1, winner, t.seat),
                "show_widow": False,
                "told": True,  # its story is told under it (ui.games.pool.loo_table)
            }
            draw_view(partial(_told_view, after, t.seat, kw), after)
            # the replay's notes on the trick, unless its story tells them (Loo's turned trump:
            # 'P4, you, P1 and P2 did not follow suit, so the 9♥ was turned ...', then the
            # story, 'P4, you, P1 and P2 failed to follow, so 9♥ was turned ...'); the table's
            # notes column above keeps them
            told = notes_told(game, after, t.seat)
            if told is None:
                for line in ui.trick_notes(s, k, t.seat):
                    st.markdown(md(line))
            trick_story(game, after, t.seat, told)


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


def deal_record(game: Game[Any], t: Table) -> None:
    """Below the table, once the deal is over: the settlement, the running score, the replay."""
    s = t.state
    settle = game.settlement(s)
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
    said = settlement_shown(game, t)
    # a table that is the score sheet's row for this deal again, figure for figure, is left
    # to the sheet (Forty-Five's: tricks, points and total a side, twice, one under the
    # other); a table that says more keeps the figures the row repeats, as what its own
    # columns come to: Sixty-Six's card points, last trick and marriages make the hand points
    # and game points, Napoleon's bid and tricks the counters paid
    rows = pool_left_to_sheet(game, t, settlement_rows_shown(game, s, t.seat, stakes=True))
    sheet = on_the_sheet(game, t, rows)
    table = not rows or any(k not in sheet for k in list(rows[0])[1:])
    if not (said or table):  # the sheet is the settlement: its row for this deal, then why
        score_sheet(game, t)
        _rules_behind(game, settle)
    else:
        st.subheader("Settlement")
        for line, rule in said:
            st.markdown(md(line) + ("" if rule in ruled else rule_said(game, rule)))
            ruled.add(rule)
        # the learner's row "P1 (you)", and the dealer's ante beside the counters across deals
        if table:
            settlement_table(game, s, t.seat, stakes=True, rows=rows)
        _rules_behind(game, settle)
        score_sheet(game, t)
    replay(game, t)
    review_hand_section(game, t)  # "Review this hand": the engine judges each decision


def _rules_behind(game: Game[Any], settle: Settlement | None) -> None:
    with st.expander("The rules behind this settlement"):
        seen = set()
        ids = (
            [tr.rule for tr in settle.transfers] + [n.rule for n in settle.notes] if settle else []
        )
        for rule in ids:
            if rule in game.rules and rule not in seen:
                seen.add(rule)
                cite(game.rules[rule])
        if not seen:
            st.caption("Nothing was scored this time.")
