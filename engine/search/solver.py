"""Exact search of a perfect-information position: alpha-beta over the game protocol.

It reads only declared hooks: ``search_actions`` (the moves worth trying, best first),
``obvious_action`` (a move no search can improve, such as a claim that cannot lose), ``side``
(partners maximise together), ``value`` of a finished deal, and ``apply``. A game whose
``search`` hook is this function gets the exact solver Monte-Carlo uses late in a deal.
"""

from __future__ import annotations

import time
from typing import Any

from engine.game import Action, Game


class Timeout(Exception):
    """The search ran past its deadline."""


def solve(
    game: Game[Any], state: Any, seat: int, deadline: float = 0.0
) -> dict[Action, int] | None:
    """Exact values, for ``seat``, of each action worth searching in a full state; ``None`` if
    the search runs past ``deadline`` (a ``time.perf_counter()`` value; 0 for none)."""
    counter = [0]
    me = game.side(state, seat)
    value, apply, moves, obvious = game.value, game.apply, game.search_actions, game.obvious_action
    is_over, side = game.is_over, game.side

    def val(s: Any, alpha: int, beta: int) -> int:
        counter[0] += 1
        if deadline and counter[0] & 255 == 0 and time.perf_counter() > deadline:
            raise Timeout
        if is_over(s):
            return value(s, seat)
        forced = obvious(s)
        if forced is not None:
            return val(apply(s, forced), alpha, beta)
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
            return best
        best = 10**9
        for a in moves(s):
            v = val(apply(s, a), alpha, beta)
            if v < best:
                best = v
            if best < beta:
                beta = best
            if alpha >= beta:
                break
        return best

    try:
        forced = obvious(state)
        if forced is not None:
            return {forced: val(apply(state, forced), -(10**9), 10**9)}
        return {a: val(apply(state, a), -(10**9), 10**9) for a in moves(state)}
    except Timeout:
        return None
