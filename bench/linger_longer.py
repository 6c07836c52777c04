"""Linger Longer: random-playout throughput, and the Monte-Carlo computer against rule of thumb
and against random players, with its time per decision.

Strength: seeded duplicate matches at a four-player table, measured as Napoleon's, Rams' and
Spoil Five's are. Each deal is played four times, the Monte-Carlo player taking each seat in
turn against three copies of the opponent with the same cards, so the luck of the deal cancels
out as far as it can. Its *share* is the part of all the counters that passed to or from it
that it won (won / (won + paid)), par 50%: the winner takes one counter from each of the three
others, so winning a share ``p`` of the games pays 3p against 1 - p, and 3p / (3p + 1 - p) is
also its games won against an average opponent's (Spoil Five's form). 60% needs p = 1/3 and
80% needs p = 4/7. The line gives one standard error (bootstrap over the deals): with 60 deals
it is about 3.5 points, so two lines that differ by less than that say nothing.

The search's budget is CPU time (30 ms), but it stops at 45 ms of wall-clock time
(``MonteCarloBot.patience_ms``): on a loaded machine it samples fewer worlds and plays
weaker. The line prints the median worlds per decision, and ``uptime`` belongs beside it.

How much room for skill the game leaves: the rule of thumb's share against random players, and
a *full-sight* yardstick (not a legal player: it reads every hand and the stock's order, and
plays out each card with its own habit against random opponents, which is what they are). No
player who sees only his own cards can beat what the yardstick scores against random players.
``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.common import Playouts, median_of, rate
from engine.game import Action, play
from engine.games.linger_longer import LINGER_LONGER, LingerState
from engine.games.linger_longer.play import legal_cards, play_card
from engine.games.linger_longer.search import CHEAP, card_choice, lean
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot
from engine.search.thumb import least

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete games, 4 to 6 players."""
    g = LINGER_LONGER
    rng = random.Random(seed)
    choice = rng.choice
    legal_actions, apply, is_over = g.legal_actions, g.apply, g.is_over
    actions = 0
    player_seconds = 0.0
    start = perf_counter()
    for k in range(deals):
        n = 4 + k % 3
        state = g.new_deal(players=n, dealer=k % n, seed=rng.getrandbits(32))
        t = perf_counter()
        while not is_over(state):
            state = apply(state, choice(legal_actions(state)))
            actions += 1
        player_seconds += perf_counter() - t
        g.settlement(state)
    return Playouts(deals, actions, perf_counter() - start, player_seconds)


FULL_SIGHT_PLAYOUTS = 40


class FullSight:
    """The yardstick against random players: for each legal card, playouts of the true deal
    (every hand and the stock's order seen) in which the others play at random, as they do,
    and it plays its search's own habit (the cheapest lead; win a trick cheaply, else throw
    the cheapest card); the card that won most often."""

    def __init__(self, seed: int, playouts: int = FULL_SIGHT_PLAYOUTS) -> None:
        self.rng = random.Random(seed)
        self.playouts = playouts

    def choose(self, game: Any, state: LingerState, seat: int) -> Action:
        acts: list[Action] = game.legal_actions(state)
        if len(acts) == 1:
            return acts[0]
        wins = dict.fromkeys(acts, 0)
        rnd = self.rng.random
        for _ in range(self.playouts):
            for a in acts:
                s = game.apply(lean(state), a)
                while s.phase != "over":
                    legal = legal_cards(s)
                    if s.to_move == seat:
                        c = least(legal, CHEAP[s.trump]) if not s.trick else card_choice(s, legal)
                    else:
                        cards = [c for c in range(52) if legal >> c & 1]
                        c = cards[int(rnd() * len(cards))]
                    s = play_card(s, c, play(c))
                wins[a] += s.winner == seat
        return max(acts, key=wins.__getitem__)


class Match:
    """A seeded duplicate match (see the module docstring): ``player`` in each seat in turn."""

    def __init__(
        self,
        player: Callable[[int], Any],
        opponent: Callable[[int], Any],
        deals: int,
        seed: int = SEED,
    ) -> None:
        g = LINGER_LONGER
        self.won = self.paid = self.wins = self.games = 0
        self.times: list[float] = []
        self.worlds: list[int] = []
        self.per_deal: list[tuple[int, int]] = []  # (won, paid) over the deal's four seatings
        for k in range(deals):
            won, paid = self.won, self.paid
            for seat in range(PLAYERS):
                bots: dict[int, Any] = {
                    p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)
                }
                me = player(seed + k)
                state: LingerState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
                )
                while not g.is_over(state):
                    p = state.to_move
                    if p == seat:
                        t = perf_counter()
                        act = me.choose(g, state, p)
                        self.times.append(perf_counter() - t)
                        if isinstance(me, MonteCarloBot) and me.last_worlds:
                            self.worlds.append(me.last_worlds)
                    else:
                        act = bots[p].choose(g, state, p)
                    state = g.apply(state, act)
                v = g.value(state, seat)
                self.won += max(v, 0)
                self.paid += max(-v, 0)
                self.wins += state.winner == seat
                self.games += 1
            self.per_deal.append((self.won - won, self.paid - paid))

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5

    def se(self, resamples: int = 1000) -> float:
        """One standard error of the share: bootstrap over the deals (each deal's four
        seatings stay together, as they share the cards)."""
        rng = random.Random(SEED)
        d = self.per_deal
        shares = []
        for _ in range(resamples):
            pick = [d[rng.randrange(len(d))] for _ in d]
            won = sum(w for w, _ in pick)
            total = won + sum(p for _, p in pick)
            shares.append(won / total if total else 0.5)
        mean = sum(shares) / len(shares)
        return float((sum((x - mean) ** 2 for x in shares) / (len(shares) - 1)) ** 0.5)

    def summary(self) -> str:
        return (
            f"{self.share:.1%} of counters (par 50%; \u00b1{self.se():.1%} s.e.; won {self.won}, "
            f"paid {self.paid}); wins {self.wins / self.games:.0%} of its games (par 25%)"
        )


def ms(times: list[float], q: float) -> str:
    if not times:
        return "n/a"
    xs = sorted(times)
    return f"{xs[min(len(xs) - 1, int(q * len(xs)))] * 1000:.1f} ms"


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Linger Longer."""
    m = median_of(repeats, lambda: playouts(deals))
    o = m.first
    lines = [
        f"linger_longer: {rate(m.deals_per_s)} games/s, {rate(m.actions_per_s)} player "
        f"actions/s (median of {repeats}; {o.deals:,} random complete games, 4-6 players, "
        f"{o.player_actions / o.deals:.1f} actions/game)"
    ]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(MonteCarloBot, lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        worlds = sorted(mt.worlds)[len(mt.worlds) // 2] if mt.worlds else 0
        lines.append(
            f"linger_longer Monte-Carlo vs {label}: {mt.summary()}; {games} seeded deals x "
            f"{PLAYERS} seats; per decision median {ms(mt.times, 0.5)}, p95 "
            f"{ms(mt.times, 0.95)}, {worlds} worlds (median)"
        )
    if games > 0:  # how far seeing everything goes against random players: a ceiling
        fs = Match(FullSight, lambda s: RandomBot(seed=s), games)
        lines.append(
            f"linger_longer full-sight yardstick vs random (sees every hand and the stock; "
            f"{FULL_SIGHT_PLAYOUTS} playouts a card): {fs.summary()}"
        )
    if games > 0:  # how much skill the game leaves room for: the rule of thumb among randoms
        ref = Match(RuleOfThumbBot, lambda s: RandomBot(seed=s), games)
        lines.append(f"linger_longer rule of thumb vs random (reference): {ref.summary()}")
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
