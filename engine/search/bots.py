"""The computer players for any registered game, by name.

Every bot reads only ``game.view(state, seat)``: what that seat may see. A bot never touches
the full state's hidden cards (the tests prove it by giving a bot two states with the same view).

* :class:`RandomBot` — a random legal action (seeded). Actions a game lists in
  ``random_excludes`` (Sixty-Six's claim: a random claim is nearly always wrong and ends the
  hand) are left out unless nothing else is legal.
* :class:`~engine.search.thumb.RuleOfThumbBot` — the game's ``heuristic_action(view, rng)``.
* :class:`~engine.search.montecarlo.MonteCarloBot` — determinised search over the game's
  search hooks.

>>> from engine.games.sixty_six import SIXTY_SIX
>>> s = SIXTY_SIX.new_deal(players=2, seed=4)
>>> RandomBot(seed=1).choose(SIXTY_SIX, s, s.to_move) in SIXTY_SIX.legal_actions(s)
True
"""

from __future__ import annotations

import random
from typing import Any

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
        raise ValueError(f"unknown bot {kind!r} (expected one of {', '.join(BOTS)})") from None
    return cls(seed=seed)


def play_hand(game: Game[Any], state: Any, bots: dict[int, Any]) -> Any:
    """Play ``state`` to the end of the deal with one bot per seat to move; the final state."""
    while not game.is_over(state):
        seat = game.current_player(state)
        assert seat is not None
        state = game.apply(state, bots[seat].choose(game, state, seat))
    return state
