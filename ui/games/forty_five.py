"""Forty-Five's table: two players, or four or six in two partnerships (partners sit
alternately, drawn with their side's colour); the turned card (or who robbed it), the sides'
points towards 45; and its page helpers (rob and "Let it lie" buttons, the score sheet)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from html import escape
from typing import Any

import engine.games.forty_five.king as king
from engine.cards import CARDS
from engine.game import Action
from engine.games.forty_five import FORTY_FIVE, GAME_TO, FortyFiveState, side_name
from engine.games.forty_five.play import may_rob
from engine.games.forty_five.rules import TRICK_POINTS, TRICKS
from engine.games.forty_five.scoring import (
    deal_points,
    five_said,
    game_winner,
    rule_of,
    running,
    said,
    scores_after,
    told,
    turn_five_side,
)
from engine.ledger import item_key
from engine.sentence import Sentence, Verb, Who, reaches_and_wins
from ui.cards import (
    SeatView,
    TableOptions,
    TableView,
    cards_of,
    learner_seat,
    register_adapter,
    seat_names,
)
from ui.format import plural
from ui.games.spoil_five import (
    ACE_HELD,
    ROB_KIND,
    dealt_and_turned,
    dealt_notes,
    empty_trick,
    now_box,
    privilege_lines,
    rob_first,
    rob_or_play_label,
    rob_or_play_told,
    rob_or_trick_duty,
    rob_turn,
    trump_row,
    trumps_box,
    unjudged,
)
from ui.games.trick_table import (
    Look,
    cards_held,
    empty_seat_note,
    picture,
    seat_view,
    sentence,
    small_note,
    trick_heading,
    turn_tagged,
)
from ui.games.won_tricks import won_tricks
from ui.tables import GameUI, no_rejudge, passes_left, register_ui


def _names(state: FortyFiveState, viewer: int | None, names: Sequence[str] | None) -> list[str]:
    label = seat_names(state.n, viewer, names)
    if state.n > 2 and viewer is not None and 0 <= viewer < state.n:
        for p in range(state.n):
            if p != viewer and p % 2 == viewer % 2:
                label[p] += " (partner)"
    return label


def _bare(name: str) -> str:
    return name.replace(" (you)", "").replace(" (partner)", "")


def duties_now(state: FortyFiveState, viewer: int = -1) -> str:
    """The duties in force at this trick, in a line (the table shows it beside the trick);
    first, at the trump ace's holder's turn before his first card, that he may rob (a view
    that does not know who holds the ace says nothing of it). Told to ``viewer``: "You hold
    the ace of trumps ..."."""
    duty = rob_or_trick_duty(state.phase, state.dealer, state.trick, state.trump, viewer)
    held = ACE_HELD
    if state.rob_kind == king.KING:  # rob_with_king: the King's holder, the ace in the pack
        held = f"{king.HELD},"
    return rob_first(_may_rob(state), state.to_move, state.turned, viewer, duty, held)


def _may_rob(state: FortyFiveState) -> bool:
    """May the seat to move rob the turn-up before his first card?"""
    return state.phase == "play" and state.to_move >= 0 and may_rob(state)


def forty_five_turn(state: FortyFiveState) -> str | None:
    """What the seat to move is to do when it is not simply to play a card."""
    return rob_turn(state.phase, _may_rob(state))


def forty_five_table(state: FortyFiveState, **kw: Any) -> TableView:
    """The table of a Forty-Five position (``kw``: :class:`ui.cards.TableOptions`; ``quiz``: say
    nothing a question could ask for: no duties line, no result, no points after the deal;
    ``duties=False``: no "Now" box of the duties at this trick, for a picture about the
    cards, not a move: Learn's ``show: cards`` steps)."""
    o = TableOptions.of(kw)
    caption = o.caption  # a finished deal's, unless given: how it ended
    mk = set(o.marked)
    label = _names(state, o.viewer, o.names)
    playing = state.phase == "play" and state.to_move >= 0
    legal = FORTY_FIVE.legal_cards(state) if playing and o.highlight else None
    over = state.phase == "over"
    look = Look(o.viewer, o.reveal, o.hand_below, legal, mk)
    seats: list[SeatView] = []
    for i in range(state.n):
        hand = FORTY_FIVE.hand_order(state, cards_of(state.hands[i]))  # trumps first
        hidden = state.hidden[i] if state.hidden else 0
        tags: list[str] = []
        if i == state.dealer:
            tags.append("dealer")
        if i == state.robber:
            tags.append(f"robbed the {CARDS[state.turned].pretty}")
        if state.tricks[i]:
            tags.append(plural(state.tricks[i], "trick"))
        to_move = not over and state.to_move == i
        # once the deal is over nothing in hand is secret: a side that counted out before the
        # fifth trick leaves cards unplayed, drawn as Napoleon's and Spoil Five's are; everyone
        # saw the robber take the turned card: it is drawn face up among his backs
        seen = (state.turned,) if i == state.robber else ()
        note = empty_seat_note(cards_held(state.trick, i, len(state.history), TRICKS))
        seats.append(
            seat_view(look, i, label[i], hand, hidden, tags, to_move, over, False, seen, note)
        )
    if state.n > 2:  # partners sit alternately: the even seats against the odd
        seats = [
            replace(s, side=i % 2, side_name=side_name(state.n, i % 2)) for i, s in enumerate(seats)
        ]
    seats = turn_tagged(seats, forty_five_turn(state))
    plays = state.trick if o.trick is None else tuple(o.trick)
    title = o.trick_title or trick_heading(len(state.history), over, state.phase == "rob")
    extras: list[tuple[str, str]] = []
    extras.append(trumps_box(state.trump, state.turned, state.robber, o.viewer, mk))
    after = scores_after(state) if over and not o.quiz else state.scores
    # each side kept beside its score (a no-break space): on a phone six hands' "P0+P2+P4 0,
    # P1+P3+P5 0" broke between "P1+P3+P5" and its 0; a line may break after the comma
    pts = ", ".join(f"{side_name(state.n, k)}\u00a0{after[k]}" for k in (0, 1))
    when = "after this deal" if over and not o.quiz else "before this deal"
    sub = f"{when} · game {GAME_TO}"
    if not over and not o.quiz and turn_five_side(state) >= 0:
        sub += f" · {five_said(state)}"  # scored at the turn-up, before play (dealer_turn_five)
    if state.opts.per_trick and not over and not o.quiz and state.history:
        now = ", ".join(f"{side_name(state.n, k)}\u00a0{running(state, k)}" for k in (0, 1))
        sub += f" · counting out: {now}"
    extras.append(("Points", f'<div style="font-size:15px">{escape(pts)}</div>' + small_note(sub)))
    if o.duties and not over and not o.quiz:
        extras.append(now_box(duties_now, state, o.viewer))
    bare = [_bare(x) for x in label]  # the trick's names, a partner's box: "P0's tricks"
    if o.reveal and not o.quiz:  # the card-order steps: every trump, best first
        extras += trump_row(state.trump, state.turned, state.hands, mk)
    if o.reveal:  # the finished tricks under their winners, small (a lesson may name them)
        extras += won_tricks(state.history, state.n, o.viewer, bare, mk, plays)
    if over and not o.quiz and o.why:
        caption = caption or sentence(told(state, -1 if o.viewer is None else o.viewer))
    empty = empty_trick(state.phase)
    bottom = learner_seat(state.n, o.viewer, state.to_move if legal is not None else -1)
    return picture(seats, plays, bare, mk, title, extras, caption, empty, bottom)


register_adapter(FortyFiveState, forty_five_table)


def after_trick(state: FortyFiveState, k: int) -> FortyFiveState:
    """The position right after trick ``k`` (0-based), replayed through the rules."""
    for s in FORTY_FIVE.replay(state):
        if len(s.history) == k + 1 and not s.trick:
            return s
    raise ValueError(f"the deal has no trick {k + 1}")


def result_text(state: FortyFiveState) -> str:
    pts = deal_points(state)
    side = 0 if pts[0] >= pts[1] else 1
    return f"{side_name(state.n, side)} +{pts[side]}" + (
        " (counted out)" if state.result == "counted_out" else ""
    )


def label(state: FortyFiveState, a: Action) -> str:
    return rob_or_play_label(a, state.turned)


def tell(before: FortyFiveState, mover: int, a: Action, seat: int) -> str:
    return rob_or_play_told(mover, a, seat, before.turned)


def move_notes(before: FortyFiveState, after: FortyFiveState, seat: int) -> list[str]:
    """How the deal ended (counting out among them). The game won is said once, under it, in
    the box with "New game" (:func:`game_over`): the log had said "P1+P3 reach 45 and win the
    game." over the box's "P1+P3 reach 50 and win the game (the game is 45).", two figures for
    one fact."""
    if after.phase == "over" and before.phase != "over":
        return [sentence(told(after, seat))]
    return []


def settlement_told(state: FortyFiveState) -> frozenset[tuple[str, str]]:
    """The settlement's line that the log's last line tells (:func:`move_notes`: the deal's
    reason and the points it scores, :func:`engine.games.forty_five.scoring.told`), by its
    key: that reason under the rule that scored the deal. The other side's tricks credited before a count-out have their
    own reason, which the Settlement says."""
    if state.phase != "over":
        return frozenset()
    return frozenset({item_key(said(state), rule_of(state))})


def _slot_row(state: FortyFiveState, totals: tuple[int, int]) -> dict[str, str]:
    return {side_name(state.n, k): str(totals[k]) for k in (0, 1)}


def start_row(state: FortyFiveState) -> dict[str, str]:
    return {"dealer": "", "result": "", **_slot_row(state, state.scores)}


def ledger_row(state: FortyFiveState, seat: int = -1) -> dict[str, str]:
    return {
        "dealer": f"P{state.dealer}",
        "result": result_text(state),
        **_slot_row(state, scores_after(state)),
    }


def deal_notes(state: FortyFiveState, seat: int = -1) -> list[str]:
    """The replay's notes beside the hands as dealt, told to ``seat``: "You deal; the 8♥ is
    turned ...", "You robbed the A♦ for the 9♣."."""
    lines = dealt_notes(state.dealer, state.turned, state.trump, state.robber, state.discard)
    return [line.text(seat) for line in lines]


def score_sheet(state: FortyFiveState, seat: int = -1) -> list[dict[str, Any]]:
    """The engine's score sheet, told to ``seat``, each row's why only how its deal was
    counted ("the odd trick", "all five tricks"): the row gives its tricks and points, and a
    finished deal's caption, right above, its whole reason. The row had said that reason again
    ('P1+P3 win 5 tricks to 0: all five tricks score 10' under 'P1+P3 ... 5 +10 10', the
    caption's words); it is still the record of the deals before, each with how it scored."""
    return FORTY_FIVE.score_table(state, seat, terse=True)


def deal_intro(state: FortyFiveState, seat: int = -1) -> str:
    """The deal's first line, told to ``seat``: "You deal five cards each and turn up the
    6♠: spades are trumps." (as Spoil Five's, without its pool)."""
    return dealt_and_turned(state.dealer, seat, state.turned, state.trump)


def game_over(state: FortyFiveState, seat: int = -1) -> str:
    """Who won the game, told to ``seat`` ("You reach 45 ...")."""
    if state.winner < 0:
        return ""
    won = reaches_and_wins(side_name(state.n, state.winner), str(scores_after(state)[state.winner]))
    return f"{won.text(seat)} (the game is {GAME_TO})."


def to_go(state: FortyFiveState, seat: int = -1) -> Sentence:
    """What each side still needs for game after this deal, told to ``seat`` ("needs 15 more
    for game; P1+P3 need 5", to follow the learner's side); in the per-trick count, where a
    side counts out the moment its tricks, credited at 5 as they are won, reach 45 (RULES.md
    §6: "if each side is 35 up, the first to win two tricks counts out"), the tricks that
    takes, where a deal can give them ("needs 10 more for game (2 tricks, counted as won);
    P1+P3 need 15 (3 tricks)")."""
    after = scores_after(state)
    me = state.side_of(seat) if seat >= 0 else 0
    ours, theirs = side_name(state.n, me), side_name(state.n, 1 - me)

    def need(side: int, more: str, counted: str) -> str:
        left = GAME_TO - after[side]
        k = -(-left // TRICK_POINTS)  # (tricks at 5, rounded up)
        per_trick = state.opts.per_trick and k <= TRICKS
        return f"{left}{more}" + (f" ({plural(k, 'trick')}{counted})" if per_trick else "")

    return Sentence.of(
        Verb.of(ours, "need", "needs"),
        f" {need(me, ' more for game', ', counted as won')}; ",
        Who(theirs),
        " ",
        Verb.of(theirs, "need", "needs"),
        f" {need(1 - me, '', '')}",
    )


def verdict(state: FortyFiveState, seat: int) -> tuple[str, str]:
    """The learner's result line for a finished deal: whether his side won it and, while the
    game goes on, what each side still needs for game (:func:`to_go`). Why it scored as it
    did is the log's line above, with its rule below ('Your side wins 3 tricks to 2, the odd
    trick: your side scores 5 points'): the box had said it too, until Play cut it by matching the settlement's
    sentences (every one of 360 seeded deals); before that it had said the caption's points
    again ("Your side (P0+P2) scores 5."), and the standing against 45 nowhere but as two
    totals to subtract."""
    if state.phase != "over":
        return "info", "The deal is still in play."
    pts = deal_points(state)
    me = state.side_of(seat)
    ours = side_name(state.n, me)
    going_on = game_winner(state) is None
    if pts[me] > 0 or pts[1 - me] > 0:
        won = "won" if pts[me] > 0 else "lost"
        line = Sentence.of(Who(ours), f" {won} this deal")
        if going_on:
            line += Sentence.of(" and ") + to_go(state, seat)
        kind = "success" if pts[me] > 0 else "warning"
        # a deal that wins the learner's side the game: Play's box says the game first, the
        # side named in full ("Your side (P0+P2) reaches 45 and wins the game ..."), then
        # "Your side won this deal." (it had named it in full twice)
        named = game_winner(state) == me
        return kind, f"{line.text(seat, named=named)}."
    # the winners barred from going out: nothing scores
    standing = Sentence.of(Who(ours), " ") + to_go(state, seat)
    return "info", f"Neither side scores. {standing.text(seat)}."


def status(state: FortyFiveState, seat: int = -1) -> str:
    """The line over the table: the deal's number (the points stand on the felt's Points box
    while the deal is played, and on the score sheet after it: the line had said them too)."""
    return f"Deal {state.deal_no}"


def count(view: FortyFiveState, seat: int) -> list[str]:
    """The "count for me" aid: tricks per side, what the deal would score now, and the
    privilege the learner's hand enjoys against the card led (all of it public or his own)."""
    me = view.side_of(seat)
    lines = [
        f"Your side has {plural(view.side_tricks(me), 'trick')}, the other side "
        f"{plural(view.side_tricks(1 - me), 'trick')}; three win the deal."
    ]
    strict = view.opts.strict_single_privileged
    return lines + privilege_lines(
        view.hands[seat], view.trick, view.to_move == seat, view.trump, strict
    )


register_ui(
    "forty_five",
    GameUI(
        action_labels={"rob": "Rob", "decline": "Let it lie", "play": "Play a card"},
        action_verbs={"rob": "rob", "decline": "let it lie"},
        turn=forty_five_turn,
        after_trick=after_trick,
        result_text=result_text,
        rejudge_note=no_rejudge,
        unjudged=unjudged,
        deal_intro=deal_intro,
        start_row=start_row,
        ledger_row=ledger_row,
        deal_notes=deal_notes,
        unit="points",
        # points towards 45, not Sixty-Six's "game points" (the kind's own heading)
        kind_labels={"game_points": "How many points?", "declare": ROB_KIND},
        ledger_title="Score sheet",
        ledger_caption=f"Points deal by deal, per side, towards {GAME_TO}.",
        next_deal=passes_left("points carry over"),
        game_over=game_over,
        won_game=lambda s, seat: s.winner >= 0 and s.winner == s.side_of(seat),
        account=lambda s, seat: side_name(s.n, s.side_of(seat)),
        seen=FORTY_FIVE.view,
        label=label,
        tell=tell,
        move_notes=move_notes,
        settlement_told=settlement_told,
        # how the deal ended, said once under the Play page's table: the latest moves say it
        # (the log's line, :func:`move_notes`), so the table's caption does not (it had said
        # it too, and the latest moves left out the line whose words matched it)
        table_kw={"why": False},
        count=count,
        verdict=verdict,
        score_sheet=score_sheet,
        # each side's tricks, points and total, as the settlement table gives them
        sheet_records=frozenset({"tricks", "points", "total"}),
        status=status,
        level_help={
            "rule of thumb": "robs when it may, leads its top trump with two of the three best, "
            "lets a partner's winning card stand, else wins cheaply or throws its cheapest card",
        },
    ),
)
