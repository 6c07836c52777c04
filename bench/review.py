"""The time to review a whole hand (:mod:`engine.review`), for every registered game.

Each game deals ``HANDS`` seeded deals, plays them out with the rule-of-thumb computer players
at every seat, and reviews one seat's decisions with the review's own settings (the numbers of
sampled deals the Play page uses). A hand's time includes every decision of that seat, forced
or not. The aim (issue 12): under 2 s for Loo and Sixty-Six, in CPU time (on the shared machine
the wall clock counts other people's work too).

Each line also counts the sampled deals solved exactly and how many of them were played out
instead because their search visited more positions than the review allows one
(``SEARCH_NODES``): a number, not the wall clock, so a loaded machine plays out the same ones.
"""

from __future__ import annotations

import statistics
import time
from typing import Any, NamedTuple

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY, Action, Game
from engine.review import EXACT_WORLDS, WORLDS, Decision, review_hand
from engine.search import make_bot

HANDS = 5
SEED = 20261130
AIM_S = 2.0


def players_for(game: Game[Any]) -> int:
    """The table the Play page opens with: five where the game deals to five, else the
    fewest it deals to (a game may skip counts inside its range: Forty-Five)."""
    for n in (5, *range(game.min_players, game.max_players + 1)):
        if game.min_players <= n <= game.max_players:
            try:
                game.new_deal(players=n, seed=0)
            except ValueError:
                continue
            return int(n)
    return int(game.min_players)


def seeded_hand(game: Game[Any], seed: int) -> tuple[Any, list[Action], int]:
    """A deal played out by rule-of-thumb players: the start, every action, the seat reviewed
    (the first to act, as the learner sits on the dealer's left)."""
    n = players_for(game)
    start = game.new_deal(players=n, dealer=(seed % n), seed=seed)
    bots = {p: make_bot("rule_of_thumb", seed * 10 + p) for p in range(n)}
    state, actions = start, []
    while not game.is_over(state):
        p = game.current_player(state)
        assert p is not None
        a = bots[p].choose(game, state, p)
        actions.append(a)
        state = game.apply(state, a)
    seat = game.current_player(start)
    return start, actions, 0 if seat is None else seat


class Times(NamedTuple):
    wall: list[float]
    """Seconds per reviewed hand, wall clock."""
    cpu: list[float]
    """The same in this process's CPU time."""
    decisions: int
    marked: int
    exact: int
    """Sampled deals of the decisions solved exactly."""
    played_out: int
    """Of those, the deals whose search was too long (played out instead)."""


def review_times(game: Game[Any], hands: int = HANDS) -> Times:
    """Times, decisions and marks over ``hands`` seeded hands."""
    wall: list[float] = []
    cpu: list[float] = []
    judged: list[Decision] = []
    for k in range(hands):
        start, actions, seat = seeded_hand(game, SEED + k)
        began = time.process_time()
        r = review_hand(game, start, actions, seat, seed=k)
        cpu.append(time.process_time() - began)
        wall.append(r.seconds)
        judged += r.decisions
    exact = [d for d in judged if d.exact]
    return Times(
        wall,
        cpu,
        len(judged),
        sum(1 for d in judged if d.mark),
        sum(d.worlds for d in exact),
        sum(d.worlds - d.solved for d in exact),
    )


def run() -> list[str]:
    lines = [
        f"hand review: {HANDS} seeded hands a game (rule-of-thumb play, one seat reviewed); "
        f"{WORLDS} sampled deals a decision, {EXACT_WORLDS} when solved exactly; aim < {AIM_S} s "
        "of CPU a hand"
    ]
    for game in REGISTRY:
        t = review_times(game)
        flag = "" if max(t.cpu) < AIM_S else "  (over the aim)"
        late = f" ({t.played_out} played out: search too long)" if t.played_out else ""
        lines.append(
            f"  {game.id:<16} median {statistics.median(t.wall):.2f} s, slowest "
            f"{max(t.wall):.2f} s a hand (CPU: median {statistics.median(t.cpu):.2f} s, slowest "
            f"{max(t.cpu):.2f} s); {t.decisions} decisions, {t.marked} marked; {t.exact} deals "
            f"solved exactly{late}{flag}"
        )
    return lines
