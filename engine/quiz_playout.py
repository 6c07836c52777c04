"""The seeded playouts a generated practice question is asked on (:func:`decision_points`):
:func:`engine.quiz.practice` deals, plays a deal out and takes a position it meets."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from engine.game import Action, Game


def decision_points(
    game: Game[Any],
    state: Any,
    rng: random.Random,
    asks: Callable[[Any, int], bool],
    about: str | None = None,
    cites: Callable[[Any], frozenset[str]] | None = None,
    in_play: bool = False,
) -> Iterator[Any]:
    """The positions of one seeded playout from ``state`` that a question may ask about
    (``asks(position, tricks finished before the move that led to it)``), each as the playout
    reaches it: :func:`engine.quiz.practice` stops playing once it has the one it wants (a
    trick question at level 1 takes the first trick; the rest of the deal was played for
    nothing). The rule of thumb's move seven times in ten, else a random one
    (:func:`random_moves`).

    With ``about`` (a rule id) and ``cites`` (the ids a position's question cites), a
    declaring move that leads straight to such a position citing that rule is made whenever
    there is one (a Bierspiel dealer taking the widow, then asked again: a position few random
    declarations reach), and with ``in_play`` a card too (a trump led to a Forty-Five player
    holding two privileged trumps: dealt about once in 30 deals; a look ahead at every card
    costs ~20 ms a playout, so :func:`engine.quiz.practice` asks it late). The position moved
    to is then the one looked at (the same object), so ``cites`` may keep what it found."""
    s = state
    before = len(s.history)
    while True:
        if asks(s, before):
            yield s
        if game.is_over(s):
            return
        before = len(s.history)
        moves: list[Action] = []  # the moves looked ahead at, and the positions they lead to
        after: list[Any] = []
        if about is not None and cites is not None and (in_play or s.phase != "play"):
            moves = random_moves(game, s)
            after = [game.apply(s, a) for a in moves]
            toward = [n for n in after if asks(n, before) and about in cites(n)]
            if toward:
                s = rng.choice(toward)
                continue
        heuristic = rng.random() < 0.7  # (the moves are listed only for a random one)
        move = (
            game.heuristic_action(s, rng)
            if heuristic
            else rng.choice(moves or random_moves(game, s))
        )
        s = after[moves.index(move)] if move in moves else game.apply(s, move)


def random_moves(game: Game[Any], s: Any) -> list[Action]:
    """The moves a playout picks from at random: the game's ``random_excludes`` left out where
    another move is open (a random claim ends the hand at once)."""
    skip = game.random_excludes
    return [a for a in game.legal_actions(s) if a.kind not in skip] or game.legal_actions(s)
