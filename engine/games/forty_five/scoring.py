"""Forty-Five's scoring: the odd trick 5 and all five 10 (or, per trick, 5 a trick less the
losers' count), game at 45, counting out, and the score sheet across deals.

Points are drawn from a bank account (:data:`BANK`), so a deal's settlement sums to zero like
every other game's; each side's account is named by its seats (``P0+P2``, or ``P1`` in the
two-hand game).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.cards import CARDS
from engine.game import NotNow
from engine.games.forty_five.rules import (
    GAME_TO,
    TRICK_POINTS,
    TRICKS,
    TURN_FIVE,
    points_for,
)
from engine.games.forty_five.state import DealRecord, FortyFiveState, side_name
from engine.ledger import SCORES, Note, Settlement, Transfer, item_key, moves_told
from engine.sentence import He, Part, Sentence, Verb, Who

# the account points are drawn from, so a settlement sums to zero: named as the seed counts
# ("counts five points towards game"; "Forty-five points is game"), not as Sixty-Six's "game
# points", a unit of its own that Forty-Five does not have ("game points → P1 5" read so);
# a settlement's move says the points scored, "P1+P3 score 5 points" (engine.ledger.SCORES)
BANK = "points"


FIVE_RULE = "forty_five.dealer_turn_five"


def turn_five_side(state: FortyFiveState) -> int:
    """Under ``dealer_turn_five``, the dealer's side when the ace or the King of trumps is
    turned up (any ace or King: its suit is trumps), which scores 5 at once; else -1."""
    if state.opts.dealer_turn_five and state.turned >= 0 and CARDS[state.turned].rank in (13, 14):
        return state.dealer % 2
    return -1


def turn_five(state: FortyFiveState, side: int) -> int:
    """The 5 the turn-up scores ``side`` (0 if none)."""
    return TURN_FIVE if side == turn_five_side(state) else 0


def turned_out(state: FortyFiveState) -> bool:
    """Do the turn-up's 5 take the dealer's side to 45 (the game won before play)?"""
    side = turn_five_side(state)
    return side >= 0 and state.scores[side] + TURN_FIVE >= GAME_TO


def five_said(state: FortyFiveState) -> str:
    """Why the dealer's side scores 5: "the K♦ turned up counts 5 for the dealer's side"."""
    return f"the {CARDS[state.turned].pretty} turned up counts {TURN_FIVE} for the dealer's side"


def running(state: FortyFiveState, side: int) -> int:
    """With counting out: the side's points with each trick it has won this deal credited
    (and the turn-up's 5, credited before play)."""
    return state.scores[side] + TRICK_POINTS * state.side_tricks(side) + turn_five(state, side)


def barred_side(state: FortyFiveState) -> int:
    """Under ``eb_compulsory_rob``, the side of a player who let his chance to rob pass: "A
    player who fails to rob cannot go out that hand", so that side scores nothing this deal
    (-1: none). In Spoil Five he loses the pool; Forty-Five has none, so it is the deal's
    points his side cannot win."""
    if state.opts.eb_compulsory_rob and state.declined and state.robber < 0 and state.rob_seat >= 0:
        return state.rob_seat % 2
    return -1


def counted_out(state: FortyFiveState) -> int:
    """The side that has just counted out (reached 45 with tricks credited as won), or -1."""
    if not state.opts.per_trick:
        return -1
    barred = barred_side(state)
    for side in (0, 1):
        if side != barred and running(state, side) >= GAME_TO:
            return side
    return -1


def deal_points(state: FortyFiveState) -> tuple[int, int]:
    """Points each side scores in this (finished) deal: its tricks' and the turn-up's 5."""
    pts = trick_points(state)
    return pts[0] + turn_five(state, 0), pts[1] + turn_five(state, 1)


def trick_points(state: FortyFiveState) -> tuple[int, int]:
    """Points each side's tricks score in this (finished) deal (nothing for a side barred for
    failing to rob)."""
    if state.result == "turn_five":
        return 0, 0
    if state.result == "counted_out":
        pts = [TRICK_POINTS * state.side_tricks(0), TRICK_POINTS * state.side_tricks(1)]
        barred = barred_side(state)
        if barred >= 0:
            pts[barred] = 0
        return pts[0], pts[1]
    won = (state.side_tricks(0), state.side_tricks(1))
    pts = [points_for(won[0], state.opts.per_trick), points_for(won[1], state.opts.per_trick)]
    barred = barred_side(state)
    if barred >= 0:
        pts[barred] = 0
    return pts[0], pts[1]


def scores_after(state: FortyFiveState) -> tuple[int, int]:
    """The running totals once this deal is scored (while in play, the totals before it and
    the turn-up's 5, credited at once)."""
    if state.phase != "over":
        return state.scores[0] + turn_five(state, 0), state.scores[1] + turn_five(state, 1)
    pts = deal_points(state)
    return (state.scores[0] + pts[0], state.scores[1] + pts[1])


def game_winner(state: FortyFiveState) -> int | None:
    """The side that has won the game with this deal (None: the game goes on)."""
    if state.phase != "over":
        return None
    after = scores_after(state)
    if state.result in ("counted_out", "turn_five"):
        return state.winner
    best = 0 if after[0] >= after[1] else 1
    return best if after[best] >= GAME_TO else None


def rule_of(state: FortyFiveState) -> str:
    """The rule that scored this deal (its tricks; the turn-up's 5 are under their own)."""
    if state.result == "turn_five":
        return FIVE_RULE
    won = (state.side_tricks(0), state.side_tricks(1))
    if state.result != "counted_out" and barred_side(state) == (0 if won[0] > won[1] else 1):
        return "forty_five.eb_compulsory_rob"
    if state.result == "counted_out":
        return "forty_five.count_out"
    if state.opts.per_trick:
        return "forty_five.per_trick"
    return "forty_five.odd_trick"


def reason(state: FortyFiveState, seat: int = -1) -> str:
    """This deal's result in words, told to ``seat`` as "you" where they name his seat, "your
    side" where they name his side (:func:`said`; partners are named by their side: "P0+P2
    win").

    >>> from engine.scenario import from_dict
    >>> data = {"game": "forty_five", "players": 2, "dealer": "P0", "turn_card": "8H"}
    >>> s = from_dict({**data, "tricks_won": {"P0": 3, "P1": 2}}, "doc").state
    >>> reason(s), reason(s, seat=0)
    ('P0 wins 3 tricks to 2, the odd trick', 'You win 3 tricks to 2, the odd trick')
    """
    return said(state).text(seat)


def said(state: FortyFiveState) -> Sentence:
    """This deal's result, its sides and seats as fields (:mod:`engine.sentence`): how the
    deal was won and counted, in one clause after the tricks, so that the points its
    settlement's move says after it make one sentence ("P1+P3 win 3 tricks to 2, the odd
    trick: P1+P3 score 5 points", :func:`told`), not "...: the odd trick scores 5: points
    → P1+P3 5"."""
    n = state.n
    won = (state.side_tricks(0), state.side_tricks(1))
    if state.result == "turn_five":
        name = side_name(n, state.winner)
        return Sentence.of(
            five_said(state),
            ", taking ",
            He(name, "his") if n == 2 else Who(name, possessive=True),
            f" score to {running(state, state.winner)} before a card is played",
        )
    if state.result == "counted_out":
        name = side_name(n, state.winner)
        k = won[state.winner]
        # partners are named again, not "their": told to one of them the side is "your side"
        # ("..., taking your side's score to 45")
        whose = He(name, "his") if n == 2 else Who(name, possessive=True)
        return Sentence.of(
            Who(name),
            " ",
            Verb.of(name, "count", "counts"),
            f" out, {k} trick{'s' if k != 1 else ''} credited at {TRICK_POINTS} each"
            + (" and the turn-up's 5" if turn_five(state, state.winner) else "")
            + " taking ",
            whose,
            f" score to {running(state, state.winner)}",
        )
    side = 0 if won[0] > won[1] else 1
    k = won[side]
    how: tuple[Part, ...]
    if state.opts.per_trick:  # (RULES.md §6: "the losers' count is deducted")
        how = (
            f", {k} tricks at {TRICK_POINTS} less the other side's {TRICKS - k} at {TRICK_POINTS}",
        )
    elif k == TRICKS:
        how = (", all five",)
    elif k == TRICKS - 1:  # four score no more than three ("the odd trick (4 tricks)" read so)
        how = (", the odd trick (the fourth trick adds nothing)",)
    else:
        how = (", the odd trick",)
    if barred_side(state) == side:
        robber = f"P{state.rob_seat}"
        how = (
            ", but nothing scores: ",
            Who(robber),
            " let ",
            He(robber, "his"),
            " chance to rob pass, and a player who fails to rob cannot go out that hand",
        )
    name = side_name(n, side)
    return Sentence.of(
        Who(name), " ", Verb.of(name, "win", "wins"), f" {k} tricks to {TRICKS - k}", *how
    )


def told(state: FortyFiveState, seat: int = -1) -> str:
    """This deal's result and the points it scores, in one sentence, told to ``seat`` (-1: in
    the third person): the settlement's line for the deal's reason (:func:`said`), "P1+P3 win
    3 tricks to 2, the odd trick: P1+P3 score 5 points" (told to P1, "Your side (P1+P3) wins
    ...: your side scores 5 points"); where nothing scores, the reason alone. Play's caption
    and log line say it, and the Settlement leaves that line out.

    >>> from engine.scenario import from_dict
    >>> data = {"game": "forty_five", "players": 2, "dealer": "P0", "turn_card": "8H"}
    >>> s = from_dict({**data, "tricks_won": {"P0": 3, "P1": 2}}, "doc").state
    >>> told(s), told(s, seat=0)
    ('P0 wins 3 tricks to 2, the odd trick: P0 scores 5 points', 'You win 3 tricks to 2, the odd trick: you score 5 points')
    """
    st = settlement(state)
    key = item_key(said(state), rule_of(state))
    paid = [t for t in st.transfers if t.key == key] if st is not None else []
    if not paid:
        return said(state).text(seat)
    ((why, moves),) = moves_told(paid, lambda t: str(t.amount), seat, BANK).values()
    five = [t for t in st.transfers if t.key == item_key(five_said(state), FIVE_RULE)] if st else []
    if five:  # the turn-up's 5 beside the tricks' points, in the same sentence
        ((_, more),) = moves_told(five, lambda t: str(t.amount), seat, BANK).values()
        return f"{why}: {moves}; {five_said(state)}: {more}"
    return f"{why}: {moves}"


def _credit_why(state: FortyFiveState, side: int, why: Sentence) -> Sentence:
    """The reason beside a side's points: the deal's, except for the side that did not count
    out, whose tricks were credited as won (RULES.md §6) before the other side reached 45."""
    if state.result != "counted_out" or side == state.winner:
        return why
    k = state.side_tricks(side)
    name, winner = side_name(state.n, side), side_name(state.n, state.winner)
    return Sentence.of(
        Who(name, possessive=True),
        f" {k} trick{'s' if k != 1 else ''}, credited at {TRICK_POINTS} as "
        f"{'they were' if k != 1 else 'it was'} won, before ",
        Who(winner),
        " counted out",
    )


def settlement(state: FortyFiveState) -> Settlement | None:
    if state.phase != "over":
        return None
    why, rule = said(state), rule_of(state)
    out = [
        Transfer(
            BANK,
            side_name(state.n, side),
            pts,
            _credit_why(state, side, why),
            rule,
            taken_said=SCORES,
        )
        for side, pts in enumerate(trick_points(state))
        if pts
    ]
    five = turn_five_side(state)
    if five >= 0:  # the game won at the turn-up: its reason is the deal's
        words = why if state.result == "turn_five" else five_said(state)
        out.append(
            Transfer(BANK, side_name(state.n, five), TURN_FIVE, words, FIVE_RULE, taken_said=SCORES)
        )
    # nothing scored (a side barred for failing to rob): the reason and its rule
    return Settlement(tuple(out), () if out else (Note(why, rule),))


def quiz_amounts(state: FortyFiveState) -> dict[str, Fraction]:
    """Points each side scores this deal (0 for the side that scores nothing)."""
    pts = deal_points(state) if state.phase == "over" else (0, 0)
    return {side_name(state.n, s): Fraction(pts[s]) for s in (0, 1)}


def record(state: FortyFiveState) -> DealRecord:
    """This deal's line on the score sheet."""
    if state.phase != "over":
        raise NotNow.in_play("deal")
    pts = deal_points(state)
    return DealRecord(
        deal=state.deal_no,
        dealer=state.dealer,
        tricks=(state.side_tricks(0), state.side_tricks(1)),
        points=pts,
        scores=scores_after(state),
        reason=said(state),
        rule=rule_of(state),
        turn_five=five_said(state)
        if turn_five_side(state) >= 0 and state.result != "turn_five"
        else "",
    )


def settlement_json(state: FortyFiveState) -> dict[str, Any]:
    """The result as ``trickbook answer`` prints it: tricks and points per side, the running
    totals, the game's winner once there is one, and each transfer with its rule."""
    st = settlement(state)
    if st is None:
        return {}
    n = state.n
    names = [side_name(n, s) for s in (0, 1)]
    after = scores_after(state)
    winner = game_winner(state)
    out: dict[str, Any] = {
        "result": state.result,
        "why": reason(state),
        "rule": rule_of(state),
        "tricks": {names[s]: state.side_tricks(s) for s in (0, 1)},
        "points": {names[s]: deal_points(state)[s] for s in (0, 1)},
        "scores_before": {names[s]: state.scores[s] for s in (0, 1)},
        "scores_after": {names[s]: after[s] for s in (0, 1)},
        "game_to": GAME_TO,
        "game_won_by": names[winner] if winner is not None else None,
        "transfers": [t.as_dict() for t in st.transfers],
    }
    return out


def settlement_rows(state: FortyFiveState) -> list[dict[str, Any]]:
    """One row per side for a finished deal: its seats, tricks, points and running total."""
    if state.phase != "over":
        return []
    pts, after = deal_points(state), scores_after(state)
    return [
        {
            "side": side_name(state.n, s),
            "tricks": state.side_tricks(s),
            "points": f"+{pts[s]}" if pts[s] else "0",
            "total": after[s],
        }
        for s in (0, 1)
    ]


def counted_by(rec: DealRecord) -> Sentence:
    """How a deal on the sheet was counted, without the tricks and points its row gives:
    "the odd trick", "all five tricks", "5 a trick, less the other side's" (a side barred
    for failing to rob: the whole reason, which names the player)."""
    if rec.turn_five:
        return counted_by(rec._replace(turn_five="")) + f"; {rec.turn_five}"
    k = max(rec.tricks)
    if rec.rule == "forty_five.count_out":
        return Sentence.of(f"counted out, each trick credited at {TRICK_POINTS} as it was won")
    if rec.rule == "forty_five.per_trick":
        return Sentence.of(f"{TRICK_POINTS} a trick, less the other side's")
    if rec.rule != "forty_five.odd_trick":
        return rec.reason
    if k == TRICKS:
        return Sentence.of("all five tricks")
    return Sentence.of(
        "the odd trick; the fourth adds nothing" if k == TRICKS - 1 else "the odd trick"
    )


def score_table(state: FortyFiveState, seat: int = -1, terse: bool = False) -> list[dict[str, Any]]:
    """The game's score sheet: one row per finished deal (this one too, once over), its why
    told to ``seat`` ("You win 3 tricks to 2, ...", "Your side (P0+P2) wins ..."; -1: in
    the third person); ``terse``: only how it was counted (:func:`counted_by`), beside the
    row's own tricks and points (Play's sheet, under the deal's caption, which says the
    whole reason).

    >>> from engine.scenario import from_dict
    >>> data = {"game": "forty_five", "players": 2, "dealer": "P0", "turn_card": "8H"}
    >>> s = from_dict({**data, "tricks_won": {"P0": 4, "P1": 1}}, "doc").state
    >>> score_table(s)[0]["why"], score_table(s, terse=True)[0]["why"]
    ('P0 wins 4 tricks to 1, the odd trick (the fourth trick adds nothing)', 'the odd trick; the fourth adds nothing')
    """
    recs = list(state.sheet)
    if state.phase == "over":
        recs.append(record(state))
    names = [side_name(state.n, s) for s in (0, 1)]
    rows: list[dict[str, Any]] = []
    for r in recs:
        row: dict[str, Any] = {"deal": r.deal, "dealer": f"P{r.dealer}"}
        for s in (0, 1):
            row[f"{names[s]} tricks"] = r.tricks[s]
            row[f"{names[s]} points"] = f"+{r.points[s]}" if r.points[s] else "0"
            row[f"{names[s]} total"] = r.scores[s]
        why = counted_by(r) if terse else r.reason + (f"; {r.turn_five}" if r.turn_five else "")
        row["why"] = why.text(seat)
        rows.append(row)
    return rows


def points_table(per_trick: bool) -> list[dict[str, Any]]:
    """What a deal scores by the tricks a side takes (the table a lesson shows)."""
    return [
        {
            "tricks won": f"{k} to {TRICKS - k}",
            "points": points_for(k, per_trick),
            "rule": "forty_five.per_trick" if per_trick else "forty_five.odd_trick",
        }
        for k in range(TRICKS, 2, -1)
    ]


def payoff(state: FortyFiveState, seat: int) -> int:
    """What a finished deal is worth to ``seat``'s side: its points less the other side's."""
    pts = deal_points(state)
    me = state.side_of(seat)
    return pts[me] - pts[1 - me]
