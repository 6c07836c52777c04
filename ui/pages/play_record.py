"""The Play page's record of a deal (split from ui/pages/play.py): the story of a trick with its
rule, the score sheet carried from deal to deal, the replay, trick by trick, of every hand, and
what a finished deal shows under the table (:func:`deal_record`)."""

from __future__ import annotations

from functools import partial
from typing import Any

import streamlit as st

from engine.cards import CARDS
from engine.game import Game
from engine.rules import Rule
from ui.cards import NoDrawing, TableView, seat_names, table_view
from ui.format import md, red_html, sheet_html, table_html
from ui.pages.common import cite, draw_view, settlement_table
from ui.pages.review_hand import section as review_hand_section
from ui.play_table import Table, deal_word
from ui.play_view import (
    NOTHING_SCORED,
    RULES_BEHIND,
    SETTLEMENT,
    ending,
    notes_told,
    rule_said,
    score_sheet_rows,
    trick_labels_told,
    trick_story_words,
    trick_title,
)

# what a finished deal says, moved unchanged to ui.play_view (the notebooks' play box says it
# too), named here still for the callers that read it from the page (tests)
from ui.play_view import on_the_sheet as on_the_sheet
from ui.play_view import pool_left_to_sheet as pool_left_to_sheet
from ui.play_view import settlement_lines as settlement_lines
from ui.play_view import settlement_shown as settlement_shown
from ui.play_view import transfer_lines as transfer_lines
from ui.tables import game_ui


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
        if t.own == t.last:
            # the learner's own move, said at his click by its verdict's live region (hand.js,
            # moves.js): out of this region's, so a screen reader says it once, the replies after
            own, rest = red_html(lines[0]), red_html(" ".join(lines[1:]))
            text = f'<span>{own}</span> <span role="status" aria-live="polite">{rest}</span>'
            live = ""
        else:
            live = ' role="status" aria-live="polite"'

        # Streamlit's markdown box pulls what follows up by 1rem, a paragraph's bottom margin,
        # which this div lacked: a second line ran over "Your cards" (8 px at 390 px, where the
        # rows stand 8 px apart) or touched it. The margin is kept now, and the box's least
        # height is 1rem less: one line leaves the cards where they stood, and a second pushes
        # them down, the rows' gap kept between the lines and "Your cards"
        st.markdown(
            f'<div class="tb-latest"{live} style="font-size:15px;'
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


def as_dealt_view(game: Game[Any], t: Table) -> TableView:
    """The replay's "As dealt": :func:`as_dealt`'s position, every hand face up, the learner
    at the bottom of the table as in play, headed as the live table was over that position:
    "Before trick 1" over "bidding first" where the bidding, the declaring, the dealer's rob
    or "How many?" comes first (Napoleon, the pool family but single-pool Loo, Spoil Five's
    and Forty-Five's rob), "Trick 1" where the first card is the first move. It had been
    headed "Trick 1" in every game, above Napoleon's bidding."""
    return table_view(
        as_dealt(game, t),
        viewer=t.seat,
        reveal=True,
        highlight=False,
        trick=(),
        caption="Every hand as dealt.",
    )


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
        draw_view(partial(as_dealt_view, game, t), as_dealt(game, t))
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


def deal_record(game: Game[Any], t: Table) -> None:
    """Below the table, once the deal is over: the settlement, the running score, the replay.
    What it says and which rules it cites are :func:`ui.play_view.ending`'s, which the
    notebooks' play box draws too."""
    end = ending(game, t)
    if not end.heading:  # the sheet is the settlement: its row for this deal, then why
        score_sheet(game, t)
        _rules_behind(end.rules)
    else:
        st.subheader(SETTLEMENT)
        for line, rule in end.lines:
            st.markdown(md(line) + rule_said(game, rule))
        # the learner's row "P1 (you)", and the dealer's ante beside the counters across deals
        if end.rows:
            settlement_table(game, t.state, t.seat, stakes=True, rows=end.rows)
        _rules_behind(end.rules)
        score_sheet(game, t)
    replay(game, t)
    review_hand_section(game, t)  # "Review this hand": the engine judges each decision


def _rules_behind(rules: list[Rule]) -> None:
    with st.expander(RULES_BEHIND):
        for rule in rules:
            cite(rule)
        if not rules:
            st.caption(NOTHING_SCORED)
