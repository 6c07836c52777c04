"""Sixty-Six: random-playout throughput against the PyPI ``schnapsen`` package, and the computer
players' strength and speed.

Throughput: one *player action* is legal actions + a seeded random choice (``rng.choice``, as
``schnapsen``'s ``RandBot`` chooses) + apply. The random player leaves out the claim (as
:class:`engine.search.RandomBot` does: a random claim is nearly always wrong and ends the deal
at once), so deals are played to the end: closing, marriages and the 9 exchange come in
whenever the random choice falls on them. Deals continue a game with
``next_deal`` (scores, carried ties) and a new game starts when one is won.

``schnapsen`` (its 20-card Schnapsen is the nearest public relative) is driven by its own
``SchnapsenGamePlayEngine.play_game`` with two ``RandBot``s; its actions are the bots'
``get_move`` calls. Its loop cannot be timed apart from its dealing, so the ratio compares whole
loops (dealing included) on both sides.

Strength: seeded duplicate matches of ``BENCH_GAMES`` deals (default 200), each deal played
twice with the bots swapping cards, and the Monte-Carlo bot's share of all game points scored,
against random and against rule of thumb; with the median and 95th-percentile time per
decision (every decision it makes, and the searched ones: those with more than one sensible
move), and how many worlds a searched decision sampled (the bot thinks for a fixed CPU time, cut
off by the wall clock on a loaded machine: fewer worlds, a weaker bot). Then ``BENCH_FULL_GAMES`` whole games to 7 (default 200) against each opponent, the bot
changing seats from game to game (about 11 minutes for the two matches; 0 skips them).
"""

from __future__ import annotations

import os
import random
import statistics
from collections.abc import Callable
from time import perf_counter, process_time
from typing import Any

from bench.common import Clock, Median, Playouts, median_of, paired, rate, ratio
from engine.games.sixty_six import SIXTY_SIX, SixtySixState
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261129
DEALS = 3000
SCHNAPSEN_GAMES = 1000
REPEATS = 3
CPU_PAIRS = 5
GAMES = int(os.environ.get("BENCH_GAMES", "200"))
# whole games to 7 game points (the "matches of at least 200 games"); 0 skips them
FULL_GAMES = int(os.environ.get("BENCH_FULL_GAMES", "200"))


def playouts(
    deals: int = DEALS, seed: int = SEED, players: int = 2, clock: Clock = perf_counter
) -> Playouts:
    """Random complete deals (claims left out), game after game. ``clock``: the wall clock, or
    ``process_time`` for this process's CPU time alone."""
    g = SIXTY_SIX
    rng = random.Random(seed)
    choice = rng.choice  # as schnapsen's RandBot picks (the draw randrange(len(acts)) makes)
    legal_actions, apply = g.legal_actions, g.apply
    actions = 0
    player_seconds = 0.0
    start = clock()
    state = g.new_deal(players=players, seed=rng.getrandbits(32))
    for _ in range(deals):
        t = clock()
        while state.phase == "play":
            acts = legal_actions(state)
            acts.pop()  # the claim is always offered last (two- and three-hand)
            state = apply(state, choice(acts))
            actions += 1
        player_seconds += clock() - t
        try:
            state = g.next_deal(state, seed=rng.getrandbits(32))
        except ValueError:  # the game is won: a new game
            state = g.new_deal(players=players, seed=rng.getrandbits(32))
    return Playouts(deals, actions, clock() - start, player_seconds)


def playouts_four(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete four-hand deals (no claims there: every action is a card)."""
    g = SIXTY_SIX
    rng = random.Random(seed)
    randrange, choice = rng.randrange, rng.choice
    actions = 0
    player_seconds = 0.0
    start = perf_counter()
    for _ in range(deals):
        state = g.new_deal(players=4, dealer=randrange(4), seed=rng.getrandbits(32))
        t = perf_counter()
        while state.phase == "play":
            acts = g.legal_actions(state)
            state = g.apply(state, choice(acts))
            actions += 1
        player_seconds += perf_counter() - t
        g.settlement(state)
    return Playouts(deals, actions, perf_counter() - start, player_seconds)


def schnapsen_playouts(
    games: int = SCHNAPSEN_GAMES, seed: int = SEED, clock: Clock = perf_counter
) -> Playouts | None:
    """The same work in ``schnapsen``: random-vs-random games (one deal each); None if absent."""
    try:
        from schnapsen.bots import RandBot
        from schnapsen.game import SchnapsenGamePlayEngine
    except ImportError:
        return None
    counted = [0]

    class CountingRandBot(RandBot):
        def get_move(self, perspective: Any, leader_move: Any) -> Any:
            counted[0] += 1
            return super().get_move(perspective, leader_move)

    engine = SchnapsenGamePlayEngine()
    rng = random.Random(seed)
    start = clock()
    for _ in range(games):
        a = CountingRandBot(random.Random(rng.getrandbits(32)))
        b = CountingRandBot(random.Random(rng.getrandbits(32)))
        engine.play_game(a, b, random.Random(rng.getrandbits(32)))
    seconds = clock() - start
    return Playouts(games, counted[0], seconds, seconds)


def cpu_line(deals: int, pairs: int) -> str:
    """The same whole loops in this process's CPU time alone, ours and ``schnapsen``'s taken in
    turns (:func:`bench.common.paired`): on a busy machine the wall-clock ratio above swings
    with whatever else runs (2.9 to 6.2 for one code at load 5 to 9), the CPU-time pairs far
    less."""
    cpu = paired(
        pairs,
        lambda: playouts(deals, clock=process_time),
        lambda: schnapsen_playouts(max(10, deals // 3), clock=process_time) or _absent(),
    )
    return (
        f"sixty_six in CPU time: {rate(whole_loop_rate(cpu.ours))} actions/s (whole loop) | "
        f"schnapsen {rate(whole_loop_rate(cpu.theirs))} | ratio ours/schnapsen (whole loops) "
        f"deals {cpu.ratio(lambda p: p.deals_per_s):.2f}, actions "
        f"{cpu.ratio(lambda p: p.player_actions / p.seconds):.2f} (medians of {pairs} paired runs)"
    )


def _absent() -> Playouts:
    raise RuntimeError("schnapsen vanished between two runs")


def whole_loop_rate(m: Median) -> float:
    """Actions per second of the whole loop (dealing and scoring included)."""
    return statistics.median(r.player_actions / r.seconds for r in m.runs)


class Match:
    """A seeded duplicate match: each deal is played twice, the Monte-Carlo bot holding first
    one seat's cards and then the other's (the dealer alternating from deal to deal), so the
    luck of the cards cancels out and the share measures play."""

    def __init__(self, opponent: Callable[[int], Any], deals: int, seed: int = SEED) -> None:
        self.points = [0, 0]  # Monte-Carlo bot, opponent
        self.times: list[float] = []
        self.searched: list[float] = []
        self.worlds: list[int] = []  # worlds sampled, per searched decision
        self.hands = 0
        g = SIXTY_SIX
        for k in range(deals):
            for mc_seat in (0, 1):
                mc = MonteCarloBot(seed=seed + k)
                other = opponent(seed + 10_000 + k)
                state: SixtySixState = g.new_deal(players=2, dealer=k % 2, seed=seed + 20_000 + k)
                while state.phase == "play":
                    seat = state.to_move
                    if seat == mc_seat:
                        t = perf_counter()
                        act = mc.choose(g, state, seat)
                        dt = perf_counter() - t
                        self.times.append(dt)
                        if mc.last_worlds:
                            self.searched.append(dt)
                            self.worlds.append(mc.last_worlds)
                    else:
                        act = other.choose(g, state, seat)
                    state = g.apply(state, act)
                out = g.outcome(state)
                assert out is not None
                self.points[0] += out.game_points[mc_seat]
                self.points[1] += out.game_points[1 - mc_seat]
                self.hands += 1

    @property
    def share(self) -> float:
        total = sum(self.points)
        return self.points[0] / total if total else 0.0


class GameMatch:
    """Seeded whole games to 7 game points: the Monte-Carlo bot sits in seat 0 in even games and
    seat 1 in odd ones; its share of all the game points scored in the match."""

    def __init__(self, opponent: Callable[[int], Any], games: int, seed: int = SEED) -> None:
        self.points = [0, 0]  # Monte-Carlo bot, opponent
        self.wins = 0
        self.hands = 0
        g = SIXTY_SIX
        for k in range(games):
            mc_seat = k % 2
            bots = {mc_seat: MonteCarloBot(seed=seed + k), 1 - mc_seat: opponent(seed + 7_000 + k)}
            state: SixtySixState = g.new_deal(players=2, dealer=k % 2, seed=seed + 30_000 + k)
            hand = 0
            while True:
                while state.phase == "play":
                    seat = state.to_move
                    state = g.apply(state, bots[seat].choose(g, state, seat))
                self.hands += 1
                if g.game_winner(state) is not None:
                    break
                hand += 1
                state = g.next_deal(state, seed=seed + 40_000 + 100 * k + hand)
            totals = g.scores_after(state)
            self.points[0] += totals[mc_seat]
            self.points[1] += totals[1 - mc_seat]
            self.wins += g.game_winner(state) == mc_seat

    @property
    def share(self) -> float:
        total = sum(self.points)
        return self.points[0] / total if total else 0.0


def ms(times: list[float], q: float) -> str:
    if not times:
        return "n/a"
    xs = sorted(times)
    return f"{xs[min(len(xs) - 1, int(q * len(xs)))] * 1000:.1f} ms"


def run(
    deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES, full_games: int = FULL_GAMES
) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Sixty-Six."""
    ours = median_of(repeats, lambda: playouts(deals))
    o = ours.first
    four = median_of(repeats, lambda: playouts_four(deals // 2))
    lines = [
        f"sixty_six two-hand: {rate(ours.deals_per_s)} deals/s, {rate(ours.actions_per_s)} player "
        f"actions/s (median of {repeats}; {o.deals:,} random complete deals, "
        f"{o.player_actions / o.deals:.1f} actions/deal)",
        f"sixty_six four-hand: {rate(four.deals_per_s)} deals/s, {rate(four.actions_per_s)} "
        f"player actions/s (median of {repeats})",
    ]
    theirs_one = schnapsen_playouts(max(10, deals // 3))
    if theirs_one is None:
        lines.append("schnapsen: skipped: not installed (pip install -e '.[bench]')")
    else:
        theirs = median_of(repeats, lambda: schnapsen_playouts(max(10, deals // 3)) or theirs_one)
        t = theirs.first
        lines.append(
            f"schnapsen (PyPI) random vs random: {rate(theirs.deals_per_s)} deals/s, "
            f"{rate(whole_loop_rate(theirs))} actions/s (median of {repeats}; "
            f"{t.player_actions / t.deals:.1f} actions/deal) | ratio ours/schnapsen (whole "
            f"loops): deals {ratio(ours.deals_per_s, theirs.deals_per_s)}, actions "
            f"{ratio(whole_loop_rate(ours), whole_loop_rate(theirs))}"
        )
        lines.append(cpu_line(deals, CPU_PAIRS))
    for label, opponent in (("random", RandomBot), ("rule of thumb", RuleOfThumbBot)):
        if full_games <= 0:
            break
        gm = GameMatch(lambda s, opp=opponent: opp(seed=s), full_games)  # type: ignore[misc]
        lines.append(
            f"sixty_six Monte-Carlo vs {label}, whole games to 7: {gm.share:.1%} of game points "
            f"({gm.points[0]}-{gm.points[1]}), won {gm.wins} of {full_games} games "
            f"({gm.hands} hands)"
        )
    if games <= 0:
        return lines
    for label, opponent in (("random", RandomBot), ("rule of thumb", RuleOfThumbBot)):
        m = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"sixty_six Monte-Carlo vs {label}: {m.share:.1%} of game points "
            f"({m.points[0]}-{m.points[1]} over {games} seeded deals, each played both ways: "
            f"{m.hands} hands); per decision median "
            f"{ms(m.times, 0.5)}, p95 {ms(m.times, 0.95)} (searched decisions: median "
            f"{ms(m.searched, 0.5)}, p95 {ms(m.searched, 0.95)}; median "
            f"{statistics.median(m.worlds) if m.worlds else 0:.0f} worlds sampled)"
        )
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
