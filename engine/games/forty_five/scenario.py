"""Reading a Forty-Five scenario (docs/scenarios.md): each field in turn, replayed through the
rules, so that an impossible position is refused with the field that makes it so.

Fields: ``players`` (2, 4 or 6), ``dealer``, ``variant``/``options``, ``turn_card`` (the card
turned up for trumps), ``hands`` (by seat, as they are now; a hand left out is unknown),
``rob`` (``{player: P2, discard: 7C}``: who robbed and the card he put out; or ``decline``, the
dealer letting a turned ace lie), ``scores`` (the sides' points before this deal, by side
``P0+P2: 30`` or as a list, even seats first), ``tricks`` (earlier tricks, each a list of plays)
or ``tricks_won`` (counts only) with ``leader``, ``trick`` (the plays to the current trick; a
complete one is judged).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import engine.games.forty_five.core as core
import engine.games.forty_five.king as king
from engine.cards import CARDS, Card
from engine.game import Action
from engine.games.forty_five.core import DECLINE
from engine.games.forty_five.play import apply, has_played, may_rob, opening, rob_refusal, step
from engine.games.forty_five.rules import GAME_TO, PLAYER_COUNTS, RULES, TRICK_POINTS, TRICKS
from engine.games.forty_five.scoring import counted_out, game_winner, running
from engine.games.forty_five.state import FortyFiveState, side_name
from engine.games.spoil_five.scenario import (
    DECLINED,
    NOT_SAID,
    dealt_hands,
    known_hands,
    next_leader,
    played_unseen,
    read_rob,
    tricks_count,
)
from engine.scenario import Reader, ScenarioError

FIELDS = {
    "game",
    "variant",
    "options",
    "players",
    "dealer",
    "turn_card",
    "hands",
    "rob",
    "scores",
    "tricks",
    "tricks_won",
    "leader",
    "trick",
    "title",
    "note",
}


def _scores(r: Reader, n: int) -> tuple[int, int]:
    raw = r.raw("scores", [0, 0])
    names = [side_name(n, k) for k in (0, 1)]
    if isinstance(raw, Mapping):
        vals: list[int | None] = [None, None]
        for k, v in raw.items():
            side = _side_named(str(k))  # the seats in any order: P2+P0 is P0+P2
            if side not in names:
                raise r.error(f"scores.{k}", f"expected a side, {names[0]} or {names[1]}")
            i = names.index(side)
            if vals[i] is not None:
                raise r.error(f"scores.{k}", f"{side} is given twice")
            vals[i] = _points(r, v, f"scores.{k}")
        return vals[0] or 0, vals[1] or 0
    if not isinstance(raw, list) or len(raw) != 2:
        raise r.error("scores", f"expected two numbers ({names[0]}, {names[1]}), got {raw!r}")
    return _points(r, raw[0], "scores[0]"), _points(r, raw[1], "scores[1]")


def _side_named(key: str) -> str:
    """A side as the file names it, its seats in the order :func:`side_name` gives them.

    >>> _side_named("P2 + P0"), _side_named("P1"), _side_named("north")
    ('P0+P2', 'P1', 'north')
    """
    seats = [part.strip() for part in key.split("+")]
    if all(len(x) > 1 and x[0] == "P" and x[1:].isdigit() for x in seats):
        seats.sort(key=lambda x: int(x[1:]))
    return "+".join(seats)


def _points(r: Reader, v: Any, path: str) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v < GAME_TO:
        raise ScenarioError(
            r.source, path, f"expected points 0 to {GAME_TO - 1} (45 is game), got {v!r}"
        )
    return v


def read_scenario(game: Any, r: Reader) -> FortyFiveState:
    r.check_unknown(FIELDS)
    o = r.game_options(game)
    rule = RULES["forty_five.players"]
    n = r.integer("players", 2, 6, rule=rule)
    if n not in PLAYER_COUNTS:
        why = f"Forty-Five is for 2, 4 or 6 players, not {n}"
        raise r.error("players", f"{why} \u2014 {rule.cite()}", [rule])
    r.players = n
    dealer = r.seat("dealer", 0)
    turned = r.card("turn_card")
    if turned is None:
        raise r.error("turn_card", "is required: the card turned up for trumps, such as AD")
    hands_given = r.per_seat("hands", r.card_list)
    scores = _scores(r, n)
    earlier = r.trick_list("tricks")
    current = r.plays("trick")
    won = r.per_seat("tricks_won", lambda v, p: tricks_count(r, v, p))
    if won and earlier:
        raise r.error("tricks_won", "give either the tricks (with their cards) or tricks_won")

    rob_seat, put_out = read_rob(r, n)
    declined = rob_seat == DECLINED
    if declined:
        rob_seat = NOT_SAID

    only_counted = sum(won.values()) > 0
    hands = dealt_hands(
        r, n, turned, hands_given, earlier, current, rob_seat, put_out, only_counted
    )
    s = opening(o, n, dealer, tuple(hands), int(turned), scores)
    if rob_seat >= 0 and s.rob_kind == "dealer" and rob_seat != dealer:
        raise r.error("rob.player", f"an ace was turned: only P{dealer}, the dealer, robs")
    if rob_seat >= 0 and s.rob_seat != rob_seat:
        ref = rob_refusal(s, Action(core.ROB, put_out), rob_seat)
        if s.rob_kind in ("", king.KING) and (rob_seat not in hands_given or only_counted):
            # the trump ace's holder was not given: take the scenario's word for it (his ace
            # is in play, so a King's holder given robs nothing)
            s = s._replace(rob_seat=rob_seat, rob_kind="ace")
        else:
            raise r.error("rob.player", ref.message_of(rob_seat), [ref.rule])

    if s.phase == "rob":
        if rob_seat >= 0:
            s = r.applied(apply, s, Action(core.ROB, put_out), "rob")
        elif declined:  # the dealer may always decline: his hand need not be given
            s = step(s, DECLINE)
        elif earlier or current or won:
            raise r.error(
                "rob",
                f"an ace was turned: say whether P{dealer}, the dealer, robbed "
                f"({{player: P{dealer}, discard: ...}}) or declined",
            )
    elif declined:
        raise r.error("rob", "only the dealer declines, when an ace is turned")

    if won:
        total = sum(won.values())
        if total > TRICKS:
            raise r.error("tricks_won", f"{total} tricks; a deal has {TRICKS}")
        if rob_seat >= 0 and s.robber < 0:
            s = _rob_now(r, s, rob_seat, put_out)
        if rob_seat >= 0:  # what he robbed with or took, played to a counted trick
            robbed = 1 << turned | (king.kept(s.rob_kind, turned) or 1 << core.trump_ace(s.trump))
            s = s._replace(hands=played_unseen(s.hands, hands_given, current, rob_seat, robbed))
        tricks = tuple(won.get(p, 0) for p in range(n))
        s = s._replace(
            tricks=tricks,
            history=tuple(((), w) for w in range(n) for _ in range(tricks[w])),
            declined=s.declined or (s.rob_seat >= 0 and total > 0 and s.robber < 0),
        )
        _check_count_out(r, s)
        out = counted_out(s)
        if out >= 0:
            s = s._replace(phase="over", to_move=-1, result="counted_out", winner=out)
        elif total == TRICKS:
            s = s._replace(phase="over", to_move=-1, result="deal")
            w = game_winner(s)
            s = s._replace(winner=-1 if w is None else w)
        else:
            leader = next_leader(r, tricks, (dealer + 1) % n)
            s = s._replace(leader=leader, to_move=leader)
    for i, plays in enumerate(earlier):
        if len(plays) != n:
            raise r.error(f"tricks[{i}]", f"a finished trick has {n} cards, one from each player")
        s = _plays(r, s, plays, f"tricks[{i}]", rob_seat, put_out)
    if current:
        if len(current) > n:
            raise r.error("trick", f"{len(current)} plays: a trick has one card from each of {n}")
        s = _plays(r, s, current, "trick", rob_seat, put_out)
    if rob_seat >= 0 and s.robber < 0:
        if s.phase == "over" or s.to_move != rob_seat or has_played(s, rob_seat):
            raise r.error(
                "rob.player", f"P{rob_seat} robs in his turn, before his first card: not here"
            )
        s = _rob_now(r, s, rob_seat, put_out)
    if r.has("leader") and not won:
        raise r.error("leader", "is read only with tricks_won (else the tricks say who leads)")

    counted = bool(won) and s.phase != "over"
    hands_now, hidden = known_hands(r, s.hands, s.history, s.trick, hands_given, counted)
    return s._replace(hands=hands_now, hidden=hidden)


def _check_count_out(r: Reader, s: FortyFiveState) -> None:
    """Counting out ends the game the moment a side reaches 45 (RULES.md §6), so ``tricks_won``
    cannot give both sides 45, nor a side a trick after it reached 45."""
    if not s.opts.per_trick:
        return
    out = [side for side in (0, 1) if running(s, side) >= GAME_TO]
    names = [side_name(s.n, side) for side in (0, 1)]
    if len(out) == 2:
        raise r.error(
            "tricks_won",
            f"both sides would reach {GAME_TO} ({running(s, 0)} and {running(s, 1)}), but the "
            "first side to reach it counts out and play stops there",
        )
    for side in out:
        if running(s, side) - TRICK_POINTS >= GAME_TO:
            raise r.error(
                "tricks_won",
                f"{names[side]} would have reached {GAME_TO} with an earlier trick and counted "
                f"out there: with {running(s, side)} the last trick was never played",
            )


def _rob_now(r: Reader, s: FortyFiveState, seat: int, put_out: Card | None) -> FortyFiveState:
    s = s._replace(to_move=seat) if s.to_move != seat else s
    return r.applied(apply, s, Action(core.ROB, put_out), "rob")


def _plays(
    r: Reader,
    s: FortyFiveState,
    plays: list[tuple[int, Card]],
    path: str,
    rob_seat: int,
    put_out: Card | None,
) -> FortyFiveState:
    for j, (seat, c) in enumerate(plays):
        p = f"{path}[{j}]"
        if s.phase == "over":
            raise ScenarioError(r.source, p, "the deal was already over")
        if seat != s.to_move:
            raise ScenarioError(
                r.source, p, f"P{seat} cannot play {CARDS[c].pretty} now: it is P{s.to_move}'s turn"
            )
        if seat == rob_seat and s.robber < 0 and may_rob(s):
            s = r.applied(apply, s, Action(core.ROB, put_out), "rob")
        s = r.applied(apply, s, Action("play", c), p)
    return s
