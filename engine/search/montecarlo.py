"""Determinised Monte-Carlo search: deal the unseen cards at random, consistently with
everything seen (``game.determinize``), play each world out with a cheap policy
(``game.playout``), and once play is compulsory and the position small (``game.searchable``)
solve each world exactly (``game.search``). Any game that writes the search hooks of
:class:`engine.game.Game` (``supports_search``) gets this player.
"""

from __future__ import annotations

import random
import time
from typing import Any

from engine.game import Action, Game
from engine.search.solver import Positions


class MonteCarloBot:
    """Determinised Monte-Carlo search over the worlds consistent with the bot's view.

    ``budget_ms`` bounds the thinking time per decision (at least ``min_worlds`` worlds are
    always tried); the game must offer ``determinize``, ``playout`` and ``value``, and may offer
    ``obvious_action`` (a move no search can improve), ``searchable`` and ``search`` (exact
    search of a perfect-information world).

    Thinking time is the CPU time of the thread that thinks, so a busy machine makes the bot
    slower, not weaker: it samples as many worlds as on an idle one, up to ``patience_ms`` of
    wall-clock time (by default the budget and 15 ms more), past which the player would wait
    too long. One exact search is cut off by the wall clock (``search_ms``, by default four
    budgets and 50 ms) all the same; with ``search_nodes``, the exact searches of one decision
    visit at most that many positions between them (:class:`~engine.search.solver.Positions`:
    a limit the load cannot move, for Play's computer, which plays a seeded deal one way).

    ``narrow_to``: with more candidates than that in a decision played out (not solved), the
    first ``narrow_after`` worlds play every candidate, and the rest only the ``narrow_to``
    best so far (successive halving in one step): Five-card Loo's exchange has 32 candidates
    (any of five cards), where a fixed number of worlds for each cost up to a second.
    """

    name = "Monte Carlo"

    def __init__(
        self,
        seed: int | None = None,
        budget_ms: float = 30.0,
        min_worlds: int = 6,
        max_worlds: int = 400,
        search_ms: float | None = None,
        patience_ms: float | None = None,
        narrow_to: int | None = None,
        narrow_after: int = 20,
        search_nodes: int = 0,
    ) -> None:
        self.rng = random.Random(seed)
        self.budget = budget_ms / 1000.0
        self.patience = (patience_ms if patience_ms is not None else budget_ms + 15.0) / 1000.0
        # the hard limit for one exact search (past it, that world is played out instead)
        self.search_limit = (
            (search_ms / 1000.0) if search_ms is not None else (4 * self.budget + 0.05)
        )
        self.min_worlds = min_worlds
        self.max_worlds = max_worlds
        self.narrow_to = narrow_to
        self.narrow_after = narrow_after
        self.search_nodes = search_nodes
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
        # the CPU clock is a system call here: read it only once the wall clock says time is up
        wall_deadline = start + self.budget
        deadline = time.thread_time() + self.budget
        last_call = start + max(self.patience, self.budget)
        exact = game.searchable(view)
        totals = dict.fromkeys(cands, 0.0)
        counts = dict.fromkeys(cands, 0)
        worlds = 0
        score = game.rollout_value
        single = exact and game.unseen(view) == 0  # nothing hidden: one world is enough
        positions = Positions(self.search_nodes) if self.search_nodes else None
        keep = self.narrow_to
        narrow = not exact and keep is not None and len(cands) > keep
        while worlds < self.max_worlds:
            if worlds >= self.min_worlds:
                now = time.perf_counter()
                if now > last_call or (now > wall_deadline and time.thread_time() > deadline):
                    break
            world = game.determinize(view, self.rng)
            vals = None
            if exact:
                # a generous hard limit: exact search of one world may not stall a decision
                vals = game.search(world, seat, start + self.search_limit, positions)
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
            if narrow and worlds == self.narrow_after:  # the best so far (a tie: legal order)
                cands = sorted(cands, key=lambda a: -totals[a] / counts[a])[:keep]
                narrow = False
        self.last_worlds, self.last_exact = worlds, exact
        return max(cands, key=lambda a: totals[a] / counts[a] if counts[a] else -1e9)
