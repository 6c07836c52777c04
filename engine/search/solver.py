"""Exact search of a perfect-information position: alpha-beta over the game protocol.

It reads only declared hooks: ``search_actions`` (the moves worth trying, best first),
``obvious_action`` (a move no search can improve, such as a claim that cannot lose), ``side``
(partners maximise together), ``value`` of a finished deal, and ``apply``. A game whose
``search`` hook is this function gets the exact solver Monte-Carlo uses late in a deal.

A game may also pass ``step`` (how a move the search took from the legal ones is made, without
``apply``'s check), ``key`` (a transposition key: two positions with the same key have the
same value for the rest of this one search, so the second is answered from a table) and
``value`` (what a finished deal is worth to the search, when that is not ``game.value``).
Sixty-Six passes the first two: two tricks played in either order, each won by the same seat,
meet again; Forty-Five passes ``step`` and ``value`` (its search counts tricks of margin too).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from typing import Any

from engine.game import Action, Game


class Timeout(Exception):
    """The search ran past its deadline, or its number of positions."""


class Positions:
    """How many more positions exact searches may visit between them (those of one decision):
    each :func:`solve` given it spends what it visits, and gives up past what is left. A limit
    the machine's load cannot move, where a wall-clock deadline can: a seeded player that
    gives up on the same worlds on a busy machine as on an idle one plays one deal one way."""

    __slots__ = ("left",)

    def __init__(self, left: int) -> None:
        self.left = left


_EXACT, _LOWER, _UPPER = 0, 1, 2  # what a stored value is: the value, or a bound on it


def solve(
    game: Game[Any],
    state: Any,
    seat: int,
    deadline: float = 0.0,
    *,
    nodes: Positions | None = None,
    step: Callable[[Any, Action], Any] | None = None,
    key: Callable[[Any], Hashable] | None = None,
    value: Callable[[Any, int], int] | None = None,
) -> dict[Action, int] | None:
    """Exact values, for ``seat``, of each action worth searching in a full state; ``None`` if
    the search runs past ``deadline`` (a ``time.perf_counter()`` value; 0 for none) or past
    the positions ``nodes`` has left (checked every 256; what it visits is spent from them).
    ``step``: makes a move (default ``game.apply``); ``key``: a position's transposition key
    (default: no table); ``value``: a finished deal's worth to ``seat`` (default
    ``game.value``)."""
    counter = [0]
    limit = 0 if nodes is None else max(nodes.left, 1)
    me = game.side(state, seat)
    moves, obvious = game.search_actions, game.obvious_action
    value = game.value if value is None else value
    apply = game.apply if step is None else step
    is_over, side = game.is_over, game.side
    table: dict[Hashable, tuple[int, int]] = {}

    def val(s: Any, alpha: int, beta: int) -> int:
        counter[0] += 1
        if counter[0] & 255 == 0 and (
            (deadline and time.perf_counter() > deadline) or (limit and counter[0] > limit)
        ):
            raise Timeout
        if is_over(s):
            return value(s, seat)
        k = None if key is None else key(s)
        if k is not None:
            known = table.get(k)
            if known is not None:
                v, kind = known
                if kind == _EXACT or (v >= beta if kind == _LOWER else v <= alpha):
                    return v
        window = alpha, beta
        forced = obvious(s)
        if forced is not None:
            best = val(apply(s, forced), alpha, beta)
        else:
            mover = game.current_player(s)
            assert mover is not None  # a deal not over has a player to move
            if side(s, mover) == me:
                best = -(10**9)
                for a in moves(s):
                    v = val(apply(s, a), alpha, beta)
                    if v > best:
                        best = v
                    if best > alpha:
                        alpha = best
                    if alpha >= beta:
                        break
            else:
                best = 10**9
                for a in moves(s):
                    v = val(apply(s, a), alpha, beta)
                    if v < best:
                        best = v
                    if best < beta:
                        beta = best
                    if alpha >= beta:
                        break
        if k is not None:
            kind = _LOWER if best >= window[1] else _UPPER if best <= window[0] else _EXACT
            table[k] = (best, kind)
        return best

    full = -(10**9), 10**9
    if nodes is not None and nodes.left <= 0:
        return None
    try:
        forced = obvious(state)
        if forced is not None:
            return {forced: val(apply(state, forced), *full)}
        return {a: val(apply(state, a), *full) for a in moves(state)}
    except Timeout:
        return None
    finally:
        if nodes is not None:
            nodes.left -= counter[0]
