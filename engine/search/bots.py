"""The computer players for any registered game, by name.

Every bot reads only ``game.view(state, seat)``: what that seat may see. A bot never touches
the full state's hidden cards (the tests prove it by giving a bot two states with the same view).

* :class:`RandomBot` — a random legal action (seeded). Actions a game lists in
  ``random_excludes`` (Sixty-Six's claim: a random claim is nearly always wrong and ends the
  hand) are left out unless nothing else is legal.
* :class:`~engine.search.thumb.RuleOfThumbBot` — the game's ``heuristic_action(view, rng)``.
* :class:`~engine.search.montecarlo.MonteCarloBot` — determinised search over the game's
  search hooks.

:func:`play_hand` plays a deal out with one bot a seat (:func:`play_out` keeps its actions too);
:func:`seeded_deal` deals one and plays it out with a random first player, a finished hand to
review (:mod:`engine.review`).

>>> from engine.games.sixty_six import SIXTY_SIX
>>> s = SIXTY_SIX.new_deal(players=2, seed=4)
>>> RandomBot(seed=1).choose(SIXTY_SIX, s, s.to_move) in SIXTY_SIX.legal_actions(s)
True
"""

from __future__ import annotations

import random
from typing import Any

from engine.cards import listed
from engine.game import Action, Game
from engine.search.montecarlo import MonteCarloBot
from engine.search.thumb import RuleOfThumbBot


class RandomBot:
    """A random legal action, reproducible from its seed."""

    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action:
        view = game.view(state, seat)
        acts = game.legal_actions(view)
        if not acts:
            raise ValueError(f"P{seat} has no action: the deal is over or it is not his turn")
        pool = [a for a in acts if a.kind not in game.random_excludes] or acts
        return pool[self.rng.randrange(len(pool))]


BOTS: dict[str, type[RandomBot] | type[RuleOfThumbBot] | type[MonteCarloBot]] = {
    "random": RandomBot,
    "rule_of_thumb": RuleOfThumbBot,
    "monte_carlo": MonteCarloBot,
}


def make_bot(kind: str, seed: int | None = None) -> RandomBot | RuleOfThumbBot | MonteCarloBot:
    """A bot by name: ``random``, ``rule_of_thumb`` or ``monte_carlo``."""
    try:
        cls = BOTS[kind]
    except KeyError:
        raise ValueError(f"unknown bot {kind!r} (expected one of {listed(BOTS, 'or')})") from None
    return cls(seed=seed)


def play_hand(game: Game[Any], state: Any, bots: dict[int, Any]) -> Any:
    """Play ``state`` to the end of the deal with one bot per seat to move; the final state."""
    return play_out(game, state, bots)[0]


def play_out(game: Game[Any], state: Any, bots: dict[int, Any]) -> tuple[Any, list[Action]]:
    """:func:`play_hand`, and every action taken on the way, in order (a record to replay or
    review)."""
    actions: list[Action] = []
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        actions.append(bots[seat].choose(game, state, seat))
        state = game.apply(state, actions[-1])
    return state, actions


def seeded_deal(game: Game[Any], players: int, seed: int) -> tuple[Any, list[Action], int]:
    """Deal ``seed`` to ``players`` and play it to the end: the first player to act plays at
    random, everyone else by rule of thumb (each bot seeded by its seat, so the same deal is
    played the same way every time). Returns the opening state, every action taken in order,
    and that first player: what :func:`engine.review.review_hand` takes to judge his hand.
    Raises ValueError for a deal that ends as it is dealt (a flush at Loo): nobody acts in it.

    >>> from engine.games.sixty_six import SIXTY_SIX
    >>> start, actions, first = seeded_deal(SIXTY_SIX, players=2, seed=1)
    >>> first == SIXTY_SIX.current_player(start), len(actions) > 0
    (True, True)
    >>> end = start
    >>> for a in actions:
    ...     end = SIXTY_SIX.apply(end, a)
    >>> SIXTY_SIX.is_over(end)
    True
    """
    start = game.new_deal(players=players, seed=seed)
    first = game.current_player(start)
    if first is None:
        raise ValueError(f"deal {seed} of {game.name} is over before anyone acts")
    bots = {p: make_bot("random" if p == first else "rule_of_thumb", p) for p in range(players)}
    return start, play_out(game, start, bots)[1], first
