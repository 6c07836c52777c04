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
weaker. The line prints the load averages and the median worlds per decision. Its median
time per decision counts every decision, a forced card too (one legal card: no search); the
decisions that searched have their own median beside it.

How much room for skill the game leaves against random players: the rule of thumb's share
among them (a reference), and the *full-sight ceiling* (:func:`full_sight_best`): the exact
best play of a player who sees every hand and the stock's order (not a legal player), by
expectimax against opponents who play a random legal card, which is what they are. Its
chance of winning bounds what any player, seeing that much or less, can expect to win against
random players on the same deals, and the share rises with the games won (a single match can
still beat it by the luck of the opponents' random cards, by about its standard error). It is
about 76%: 76.1% (+-0.7% s.e. over the deals) on the bench's 60 deals, 51.5% of the games
won; 76.2% (+-0.4%) over 200 deals (the bench's seeds, deals 0-199), 51.7% won. 80% against
random players needs 4/7 = 57% of the games won, more than even full sight can expect: that
aim is out of reach of any player under this measure. (The earlier yardstick, which played
out each card 40 times with a fixed habit, scored 73-74%: one full-sight player, not the best
one, so not a ceiling.)

``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from time import perf_counter
from typing import Any

from bench.common import Playouts, median_of, ms, playout_line, random_deals
from engine.games.linger_longer import LINGER_LONGER, LingerState
from engine.games.linger_longer.play import legal_cards, play_card
from engine.games.linger_longer.search import PLAYS, lean
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete games, 4 to 6 players."""
    return random_deals(LINGER_LONGER, deals, seed, lambda k: (4 + k % 3, None))


def full_sight_best(state: LingerState, seat: int) -> float:
    """The chance that ``seat`` wins when he plays as well as anyone can who sees every hand
    and the stock's order, against opponents who play a random legal card (what
    :class:`~engine.search.RandomBot` does): exact expectimax (the best card at his turns, the
    mean over the legal cards at theirs) through the rules' own :func:`legal_cards` and
    :func:`play_card`. Positions at the start of a trick are remembered (the same hands are
    reached by playing the same cards in another order). A 4-player deal from its first lead
    is some 70,000 positions, under a second."""
    memo: dict[tuple[Any, ...], float] = {}

    def val(s: LingerState) -> float:
        if s.phase != "play":
            return 1.0 if s.winner == seat else 0.0
        if s.out[seat] >= 0:  # out while others play on: he cannot be the last one left
            return 0.0
        key = None
        if not s.trick:
            key = (s.hands, len(s.stock), s.to_move, s.out)
            known = memo.get(key)
            if known is not None:
                return known
        legal = legal_cards(s)
        cards = [c for c in range(52) if legal >> c & 1]
        if s.to_move == seat:
            v = 0.0
            for c in cards:
                v = max(v, val(play_card(s, c, PLAYS[c])))
                if v >= 1.0:
                    break
        else:
            v = sum(val(play_card(s, c, PLAYS[c])) for c in cards) / len(cards)
        if key is not None:
            memo[key] = v
        return v

    return val(lean(state))


def bootstrap_se(per_deal: list[tuple[float, float]], resamples: int = 1000) -> float:
    """One standard error of the share won / (won + paid): bootstrap over the deals (each
    deal's four seatings stay together, as they share the cards)."""
    rng = random.Random(SEED)
    shares = []
    for _ in range(resamples):
        pick = [per_deal[rng.randrange(len(per_deal))] for _ in per_deal]
        won = sum(w for w, _ in pick)
        total = won + sum(p for _, p in pick)
        shares.append(won / total if total else 0.5)
    mean = sum(shares) / len(shares)
    return float((sum((x - mean) ** 2 for x in shares) / (len(shares) - 1)) ** 0.5)


class Ceiling:
    """The full-sight ceiling against random players over the match's deals: for each deal
    and seat, :func:`full_sight_best`'s chance ``q`` of winning, counted as the match counts
    a game (``q`` of the time the ``PLAYERS - 1`` counters won, else the one paid). No
    player, seeing all or less, can expect a higher share of these deals against random
    players; a match's figure also carries the luck of the opponents' cards played."""

    def __init__(self, deals: int, seed: int = SEED) -> None:
        g = LINGER_LONGER
        self.per_deal: list[tuple[float, float]] = []
        self.wins = 0.0
        for k in range(deals):
            state: LingerState = g.new_deal(
                players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
            )
            qs = [full_sight_best(state, seat) for seat in range(PLAYERS)]
            self.wins += sum(qs)
            self.per_deal.append((sum(q * (PLAYERS - 1) for q in qs), sum(1.0 - q for q in qs)))
        self.games = PLAYERS * deals

    def summary(self) -> str:
        won = sum(w for w, _ in self.per_deal)
        total = won + sum(p for _, p in self.per_deal)
        return (
            f"{won / total:.1%} of counters expected (\u00b1{bootstrap_se(self.per_deal):.1%} "
            f"s.e. over the deals); wins {self.wins / self.games:.1%} of its games"
        )


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
        self.searched: list[float] = []  # the decisions that sampled worlds (not a forced card)
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
                        took = perf_counter() - t
                        self.times.append(took)
                        if isinstance(me, MonteCarloBot) and me.last_worlds:
                            self.worlds.append(me.last_worlds)
                            self.searched.append(took)
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

    def se(self) -> float:
        return bootstrap_se([(float(w), float(p)) for w, p in self.per_deal])

    def summary(self) -> str:
        return (
            f"{self.share:.1%} of counters (par 50%; \u00b1{self.se():.1%} s.e.; won {self.won}, "
            f"paid {self.paid}); wins {self.wins / self.games:.0%} of its games (par 25%)"
        )


def load() -> str:
    """The machine's load averages (1, 5, 15 min): a loaded machine samples fewer worlds."""
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Linger Longer."""
    m = median_of(repeats, lambda: playouts(deals))
    lines = [playout_line("linger_longer", m, repeats, "4-6 players", deal="game")]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(MonteCarloBot, lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        worlds = sorted(mt.worlds)[len(mt.worlds) // 2] if mt.worlds else 0
        lines.append(
            f"linger_longer Monte-Carlo vs {label}: {mt.summary()}; {games} seeded deals x "
            f"{PLAYERS} seats; per decision median {ms(mt.times, 0.5)}, p95 "
            f"{ms(mt.times, 0.95)}; searched decisions ({len(mt.searched)} of "
            f"{len(mt.times)}) median {ms(mt.searched, 0.5)}, {worlds} worlds (median); "
            f"load {load()}"
        )
    if games > 0:  # how far seeing everything can go against random players: a true ceiling
        lines.append(
            f"linger_longer full-sight ceiling vs random (exact expectimax, sees every hand and "
            f"the stock; same {games} deals x {PLAYERS} seats): {Ceiling(games).summary()}"
        )
    if games > 0:  # how much skill the game leaves room for: the rule of thumb among randoms
        ref = Match(RuleOfThumbBot, lambda s: RandomBot(seed=s), games)
        lines.append(f"linger_longer rule of thumb vs random (reference): {ref.summary()}")
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
