"""Computer players for any registered game.

Every bot reads only ``game.view(state, seat)``: what that seat may see. A bot never touches
the full state's hidden cards (the tests prove it by giving a bot two states with the same view).

* :class:`RandomBot` — a random legal action (seeded). Actions a game lists in
  ``random_excludes`` (Sixty-Six's claim: a random claim is nearly always wrong and ends the
  hand) are left out unless nothing else is legal.
* :class:`RuleOfThumbBot` — the game's ``heuristic_action(view, rng)`` (every game has one).
* :class:`MonteCarloBot` — determinised search: deal the unseen cards at random, consistently
  with everything seen (``game.determinize``), play each world out with a cheap policy
  (``game.playout``), and once play is compulsory and the position small
  (``game.searchable``) solve each world exactly (``game.search``, alpha-beta).

>>> from engine.games.sixty_six import SIXTY_SIX
>>> s = SIXTY_SIX.new_deal(players=2, seed=4)
>>> RandomBot(seed=1).choose(SIXTY_SIX, s, s.to_move) in SIXTY_SIX.legal_actions(s)
True
"""

from __future__ import annotations

import random
import time
from typing import Any

from engine.game import Action, Game


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


class RuleOfThumbBot:
    """The game's own rule-of-thumb player (``heuristic_action``)."""

    name = "rule of thumb"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action:
        return game.heuristic_action(game.view(state, seat), self.rng)


class MonteCarloBot:
    """Determinised Monte-Carlo search over the worlds consistent with the bot's view.

    ``budget_ms`` bounds the thinking time per decision (at least ``min_worlds`` worlds are
    always tried); the game must offer ``determinize``, ``playout`` and ``value``, and may offer
    ``obvious_action`` (a move no search can improve), ``searchable`` and ``search`` (exact
    search of a perfect-information world).
    """

    name = "Monte Carlo"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 25.0,
        min_worlds: int = 6,
        max_worlds: int = 400,
        search_ms: float | None = None,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget_ms / 1000.0
        # the hard limit for one exact search (past it, that world is played out instead)
        self.search_limit = (
            (search_ms / 1000.0) if search_ms is not None else (4 * self.budget + 0.05)
        )
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds
        self.last_worlds = 0
        self.last_exact = False

    def choose(self, game: Game[Any], state: Any, seat: int) -> Action:
        return self.decide(game, game.view(state, seat), seat)

    def decide(self, game: Game[Any], view: Any, seat: int) -> Action:
        """The action for ``seat`` given only his view."""
        acts: list[Action] = game.legal_actions(view)
        if not acts:
            raise ValueError(f"P{seat} has no action: the deal is over or it is not his turn")
        a = game.obvious_action(view)
        if a is not None:
            self.last_worlds, self.last_exact = 0, False
            return a
        cands = [a for a in acts if a.kind not in game.random_excludes] or acts
        if len(cands) == 1:
            self.last_worlds, self.last_exact = 0, False
            return cands[0]
        start = time.perf_counter()
        deadline = start + self.budget
        exact = game.searchable(view)
        totals = dict.fromkeys(cands, 0.0)
        counts = dict.fromkeys(cands, 0)
        worlds = 0
        score = game.rollout_value
        single = exact and game.unseen(view) == 0  # nothing hidden: one world is enough
        while worlds < self.max_worlds:
            if worlds >= self.min_worlds and time.perf_counter() > deadline:
                break
            world = game.determinize(view, self.rng)
            vals = None
            if exact:
                # a generous hard limit: exact search of one world may not stall a decision
                vals = game.search(world, seat, start + self.search_limit)
            if vals is not None:
                for a, v in vals.items():
                    if a in totals:
                        totals[a] += v
                        counts[a] += 1
            else:
                for a in cands:
                    end = game.playout(game.apply(world, a), self.rng)
                    totals[a] += score(end, seat)
                    counts[a] += 1
            worlds += 1
            if single and vals is not None:
                break
        self.last_worlds, self.last_exact = worlds, exact
        return max(cands, key=lambda a: totals[a] / counts[a] if counts[a] else -1e9)


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
