"""Spoil Five: random-playout throughput, and the Monte-Carlo computer against rule of thumb and
against random players, with its time per decision.

Strength: seeded duplicate sessions at a five-player table. A session is ``SESSION`` deals with
the pool carried over (a spoiled pool grows, as at the table); each session is played five
times, the Monte-Carlo player taking each seat in turn against four copies of the opponent,
with the same cards, so the luck of the deal cancels out. Its *share* is measured as for Rams,
Napoleon and Linger Longer: of all the counters that passed to or from it, deal by deal (its
stakes in, a pool or five-trick counters out), the part it won (won / (won + paid)): 50% for
a player as good as the table, more when better. A pool still spoiled when a session ends is
shared out equally, as if the table broke up (left in nobody's hands, its stakes would count
as paid by everyone and won by no one, and a player as good as the table would measure under
50%). Until 2026-12-01 the line gave what it took from the pools over what it and an average
opponent took, stakes left out (no other game's measure); that ratio is still printed, as
"took ... vs ...". The share's standard error is a bootstrap over the sessions (a session's
five seatings kept together). ``BENCH_GAMES`` sets the number of sessions (default 12 against
each opponent).

What the stakes do to the share: every seat stakes into every pool (2, the dealer 3, and 1
each after a spoil), so each deal it does not take costs it its stake, paid, while a pool it
takes is won less its own stake. Against players who seldom take a pool the pool mostly
spoils and grows until someone takes it: the share then rests on how many pools it takes
against how many deals it pays into, and a player who takes one pool in k deals pays k - 1
stakes for it however good its play.

How far the game lets any player go against random ones: the *full-sight ceiling*
(:class:`Ceiling`), the best share a player who sees every hand can expect over the same
sessions, by exact expectimax against opponents who take a random legal action (their robs,
claims and jinks too), for the share itself (a ratio: see :class:`Ceiling`), the pools carried
from deal to deal. A 5-player deal is 100,000 to 1,000,000 positions even with positions keyed
by the cards' places and cards that play alike tried once (:func:`full_sight_best`): minutes
a session, so it runs only when asked, over the first ``BENCH_CEILING`` sessions (default 0:
about 13 CPU-minutes and 2.5 GB a session), and prints the Monte-Carlo player's share on those
sessions beside it. Measured 2026-12-01 on sessions 0, 6 and 7 of the bench's twelve: 74.6%
(+-3.4% s.e. over the fifteen seats; ``F(0.80)`` = -21 against a slope of -4.0 a point, so 80%
against random players is out of reach of any player there, as in Linger Longer). On sessions
0 and 6 alone 73.4% (+-5.1%; the expected counters of that best play, read off the slope of
``F``, about 194 won and 70 paid), where the Monte-Carlo player took 57.5% (108 won, 80 paid;
load 9).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from time import perf_counter
from typing import Any

import numpy as np

from bench.common import Playouts, median_of, ms, playout_line, random_deals, worlds
from bench.linger_longer import bootstrap_se, load
from engine.cards import card_list
from engine.games.spoil_five import SPOIL_FIVE, SpoilFiveState
from engine.games.spoil_five.moves import (
    PRIV,
    RANKINGS,
    legal_actions,
    legal_cards,
    may_rob_now,
    play_card,
    step,
)
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 5
SESSION = 6  # deals per session, the pool carried over
GAMES = int(os.environ.get("BENCH_GAMES", "12"))
# sessions of the full-sight ceiling (the first ones of the match's; 13 CPU-minutes each)
CEILING = int(os.environ.get("BENCH_CEILING", "0"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete deals, 3 to 10 players, a third under each variant."""
    variants = list(SPOIL_FIVE.variants)
    return random_deals(SPOIL_FIVE, deals, seed, lambda k: (3 + k % 8, variants[k % 3]))


class Match:
    """Seeded duplicate sessions (see the module docstring)."""

    def __init__(self, opponent: Callable[[int], Any], sessions: int, seed: int = SEED) -> None:
        g = SPOIL_FIVE
        self.won = self.paid = 0.0  # counters to it and from it, deal by deal
        self.per_session: list[tuple[float, float]] = []  # (won, paid) of a session's seatings
        self.mc = 0  # what it took from the pools (and five-trick counters)
        self.opp = 0.0  # the same for an average opponent
        self.times: list[float] = []
        self.worlds: list[int] = []  # worlds sampled a searched decision (fewer on a busy machine)
        self.pools = self.deals = 0
        for k in range(sessions):
            won, paid = self.won, self.paid
            for mc_seat in range(PLAYERS):
                bots: dict[int, Any] = {
                    p: opponent(seed + 10_000 + 10 * k + p) for p in range(PLAYERS)
                }
                mc = MonteCarloBot(seed=seed + k)
                state: SpoilFiveState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + 100 * k
                )
                for d in range(SESSION):
                    while not g.is_over(state):
                        seat = state.to_move
                        if seat == mc_seat:
                            t = perf_counter()
                            act = mc.choose(g, state, seat)
                            self.times.append(perf_counter() - t)
                            if mc.last_worlds:
                                self.worlds.append(mc.last_worlds)
                        else:
                            act = bots[seat].choose(g, state, seat)
                        state = g.apply(state, act)
                    takes = [g.value(state, p) for p in range(PLAYERS)]
                    # the deal's net for it: what the play gave it, less its stake in this pool
                    net: float = takes[mc_seat] - g.stakes_of(state)[mc_seat]
                    if d + 1 == SESSION:  # a pool still spoiled when the session ends is shared
                        net += g.pool_after(state) / PLAYERS
                    self.won += max(net, 0)
                    self.paid += max(-net, 0)
                    self.mc += takes[mc_seat]
                    self.opp += (sum(takes) - takes[mc_seat]) / (PLAYERS - 1)
                    self.deals += 1
                    self.pools += state.winner == mc_seat
                    if d + 1 < SESSION:
                        state = g.next_deal(state, seed=seed + 20_000 + 100 * k + d + 1)
            self.per_session.append((self.won - won, self.paid - paid))

    @property
    def share(self) -> float:
        total = self.won + self.paid
        return self.won / total if total else 0.5

    @property
    def take_ratio(self) -> float:
        """The measure this line gave before (see the module docstring)."""
        total = self.mc + self.opp
        return self.mc / total if total else 0.5


# ---- the full-sight ceiling against random players ---------------------------------------------
# per trump suit, each card's place in the order of the suit it follows as, then by strength
_PLACE: tuple[tuple[int, ...], ...] = tuple(
    tuple(16 * r.follows[c] + r.strength[c] for c in range(52)) for r in RANKINGS
)


def rob_open(s: SpoilFiveState) -> bool:
    """Is a rob still to come (the turn-up may yet come into a hand)?"""
    return s.rob_done == "" and s.robber >= 0


def position_key(s: SpoilFiveState) -> tuple[Any, ...]:
    """A key for a position at the start of a trick, the same for two positions whose rest of
    the deal is the same game: each card in hand is replaced by its suit (as followed: the A♥
    is a trump), its place among the cards of that suit still in hand, and whether it is a
    privileged trump. The rules compare cards only within the suit they follow (who wins a
    trick, which trump outranks the card led) and ask of a card only that suit and its
    privilege, so which small club went earlier does not change the rest. While a rob is
    open, the cards themselves (the turn-up may come in, any card go out)."""
    rest = (s.tricks, s.to_move, s.phase, s.jinker, s.no_win)
    if rob_open(s):
        return (s.hands, *rest)
    r = RANKINGS[s.trump]
    follows, priv = r.follows, PRIV[s.trump]
    held = 0
    for h in s.hands:
        held |= h
    code = [0] * 52
    suit, place = -1, 0
    for c in sorted(card_list(held), key=_PLACE[s.trump].__getitem__):
        if follows[c] != suit:
            suit, place = follows[c], 0
        code[c] = 1 << (16 * suit + place + (64 if priv >> c & 1 else 0))
        place += 1
    hands = []
    for h in s.hands:
        m = 0
        while h:
            low = h & -h
            m |= code[low.bit_length() - 1]
            h ^= low
        hands.append(m)
    return (tuple(hands), *rest)


def alike(s: SpoilFiveState, legal: int) -> list[tuple[int, int]]:
    """The cards of ``legal`` (the player to move's) in groups that play alike, one card and
    the group's size each: two cards of one suit (as followed) and one privilege with no card
    still in play (in a hand or on the trick) between them are the same card to the rest of
    the deal (as in :func:`position_key`). Every card its own group while a rob is open."""
    cards = card_list(legal)
    if len(cards) == 1 or rob_open(s):
        return [(c, 1) for c in cards]
    r = RANKINGS[s.trump]
    follows, above, priv = r.follows, r.above, PRIV[s.trump]
    cards.sort(key=_PLACE[s.trump].__getitem__)
    held = 0
    for h in s.hands:
        held |= h
    for _, c in s.trick:
        held |= 1 << c
    out: list[tuple[int, int]] = [(cards[0], 1)]
    for x, y in zip(cards, cards[1:], strict=False):
        between = above[x] & ~above[y] & ~(1 << y)
        if follows[x] == follows[y] and priv >> x & 1 == priv >> y & 1 and not between & held:
            out[-1] = (out[-1][0], out[-1][1] + 1)
        else:
            out.append((y, 1))
    return out


def full_sight_best(
    state: SpoilFiveState, value: Callable[[SpoilFiveState], np.ndarray]
) -> np.ndarray:
    """For every seat at once, what he can expect of this deal when he sees every hand and
    plays as well as anyone can against opponents who take a random legal action (what
    :class:`~engine.search.RandomBot` does: a card, a rob, a claim or a jink): exact
    expectimax through the rules' own :func:`legal_actions`, :func:`step` and
    :func:`play_card`. ``value`` gives a finished deal's worth as an array, one row per seat
    (any number of columns). At a seat's turn his row takes the best action, column by column
    (a separate best play per column, all found in one pass), and every other row the mean
    over the legal actions. Positions at the start of a trick are remembered under
    :func:`position_key`, and cards that play alike (:func:`alike`) are tried once: a 5-player
    deal is some 100,000 to 1,000,000 positions."""
    memo: dict[tuple[Any, ...], np.ndarray] = {}

    def val(s: SpoilFiveState) -> np.ndarray:
        if s.phase == "over":
            return value(s)
        key = None
        if not s.trick:
            key = position_key(s)
            known = memo.get(key)
            if known is not None:
                return known
        if s.phase == "play" and not may_rob_now(s):
            groups = alike(s, legal_cards(s))
            kids = [val(play_card(s, c)) for c, _ in groups]
            weights = [k for _, k in groups]
        else:
            kids = [val(step(s, a)) for a in legal_actions(s)]
            weights = [1] * len(kids)
        if len(kids) == 1:
            v = kids[0]
        else:
            v = kids[0] * weights[0]
            for x, k in zip(kids[1:], weights[1:], strict=True):
                v += x * k if k > 1 else x
            v /= sum(weights)
            mover = s.to_move
            best = np.maximum(kids[0][mover], kids[1][mover])
            for x in kids[2:]:
                np.maximum(best, x[mover], out=best)
            v[mover] = best
        if key is not None:
            memo[key] = v
        return v

    return val(state._replace(record=False))


LAMBDAS = np.round(np.arange(0.50, 0.955, 0.01), 2)  # the shares tried (see Ceiling)


class Ceiling:
    """The full-sight ceiling against random players over the match's sessions: the highest
    share of counters (won / (won + paid), counted as :class:`Match` counts it, stakes, pools
    carried and the last pool shared) that any player, seeing every hand or less, can expect
    from these sessions in any seat against four random players.

    The share is a ratio, so the best play for it is not the best play for the counters: a
    share ``x`` can be expected if and only if some play makes won - x (won + paid) >= 0 in
    expectation (Dinkelbach). For each ``x`` of :data:`LAMBDAS` and each seat, backward over
    a session's deals (each pool carried into the next deal a column of its own),
    :func:`full_sight_best` gives the most of won - x (won + paid) any play can expect; that
    best, summed over the sessions and seats, ``F(x)``, falls as ``x`` rises (a maximum of
    falling lines), and the ceiling is where it crosses 0. Between two tried shares ``F`` is
    read on its chord, which lies above it: the ceiling printed is at most a hair high. Its
    standard error is a bootstrap over the seats of the sessions (a session's five seats share
    its cards, but each has his own)."""

    def __init__(self, sessions: int, seed: int = SEED) -> None:
        g = SPOIL_FIVE
        self.sessions = sessions
        self.units: list[np.ndarray] = []  # F of each seat of each session
        for k in range(sessions):
            deals = [
                g.new_deal(
                    players=PLAYERS, dealer=(k + d) % PLAYERS, seed=seed + 20_000 + 100 * k + d
                )
                for d in range(SESSION)
            ]
            self.units.extend(session_best(deals))

    @staticmethod
    def crossing(f: np.ndarray) -> float:
        """Where ``F`` (over :data:`LAMBDAS`) crosses 0, read on the chord."""
        below = np.nonzero(f <= 0)[0]
        if not len(below):
            return float(LAMBDAS[-1])
        i = int(below[0])
        if i == 0:
            return float(LAMBDAS[0])
        a, b = f[i - 1], f[i]
        return float(LAMBDAS[i - 1] + (LAMBDAS[i] - LAMBDAS[i - 1]) * a / (a - b))

    def share(self) -> float:
        return self.crossing(sum(self.units[1:], self.units[0]))

    def se(self, resamples: int = 1000) -> float:
        """One standard error: bootstrap over the seats of the sessions."""
        rng = random.Random(SEED)
        n = len(self.units)
        xs = []
        for _ in range(resamples):
            pick = [self.units[rng.randrange(n)] for _ in range(n)]
            xs.append(self.crossing(sum(pick[1:], pick[0])))
        mean = sum(xs) / len(xs)
        return float((sum((x - mean) ** 2 for x in xs) / (len(xs) - 1)) ** 0.5)


def session_best(deals: list[SpoilFiveState]) -> np.ndarray:
    """For each seat (rows) and share ``x`` of :data:`LAMBDAS` (columns), the most of
    won - x (won + paid) a full-sight player can expect over a session of these deals (each
    dealt fresh; the pool carried in is a column of its own), backward from the last deal."""
    g = SPOIL_FIVE
    carries = [[0]]  # the pools a deal may start from: fresh, or what a spoil left
    for d in range(len(deals) - 1):
        nxt = {0}
        for c in carries[d]:
            nxt.add(c + sum(g.stakes_of(deals[d]._replace(carried=c))))
        carries.append(sorted(nxt))
    after: dict[int, np.ndarray] | None = None  # carried pool -> the rest of the session
    n = len(LAMBDAS)
    for d in range(len(deals) - 1, -1, -1):
        best = full_sight_best(deals[d], EndValue(carries[d], after))
        after = {c: best[:, i * n : (i + 1) * n] for i, c in enumerate(carries[d])}
    assert after is not None
    return after[0]


class EndValue:
    """A finished deal's worth to each seat (rows) for :func:`session_best`: for each pool
    carried in (``carries``) and share ``x`` (columns), won - x (won + paid) of this deal's
    net (what the play gave him less his stake, counted as :class:`Match` counts it), plus the
    best of the rest of the session from the pool it leaves (``after``; None: the last deal,
    whose spoiled pool is shared out)."""

    def __init__(self, carries: list[int], after: dict[int, np.ndarray] | None) -> None:
        self.carries, self.after = carries, after
        self.known: dict[tuple[str, int], np.ndarray] = {}

    def __call__(self, end: SpoilFiveState) -> np.ndarray:
        known = self.known.get((end.result, end.winner))
        if known is not None:
            return known
        g, n = SPOIL_FIVE, len(LAMBDAS)
        rows = np.zeros((end.n, len(self.carries) * n))
        for i, c in enumerate(self.carries):
            put = g.stakes_of(end._replace(carried=c))
            e = end._replace(carried=c, pool=c + sum(put))
            left = g.pool_after(e)
            for p in range(end.n):
                net = g.value(e, p) - put[p] + (left / end.n if self.after is None else 0)
                r = np.where(net > 0, (1 - LAMBDAS) * net, LAMBDAS * net)
                rows[p, i * n : (i + 1) * n] = r if self.after is None else r + self.after[left][p]
        self.known[(end.result, end.winner)] = rows
        return rows


def ceiling_line(c: Ceiling, mt: Match) -> str:
    """The ceiling's line, with the Monte-Carlo player's share on the same sessions."""
    won = sum(w for w, _ in mt.per_session[: c.sessions])
    total = won + sum(p for _, p in mt.per_session[: c.sessions])
    return (
        f"spoil_five full-sight ceiling vs random (exact expectimax: sees every hand, the best "
        f"play for the share, robs and jinks included; the first {c.sessions} of the sessions "
        f"x {PLAYERS} seats): {c.share():.1%} of counters at most (\u00b1{c.se():.1%} s.e. over "
        f"the seats); the Monte-Carlo player took {won / total if total else 0.5:.1%} of them"
    )


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Spoil Five."""
    m = median_of(repeats, lambda: playouts(deals))
    lines = [playout_line("spoil_five", m, repeats, "3-10 players, all three variants")]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"spoil_five Monte-Carlo vs {label}: {mt.share:.1%} of counters (par 50%; each deal "
            f"it stakes 1-3 into the pool, paid unless it takes the pool; "
            f"\u00b1{bootstrap_se(mt.per_session):.1%} s.e. over the sessions; won "
            f"{mt.won:.0f}, paid {mt.paid:.0f}; {games} seeded sessions of {SESSION} deals x "
            f"{PLAYERS} seats, pools won {mt.pools} of {mt.deals} deals; took {mt.mc} from pools "
            f"vs an average {label} player's {mt.opp:.1f}: {mt.take_ratio:.1%}); per decision "
            f"median {ms(mt.times, 0.5)}, p95 {ms(mt.times, 0.95)}; {worlds(mt.worlds)} worlds a "
            f"searched decision; load {load()}"
        )
        if opponent is RandomBot and CEILING > 0:  # how far seeing everything can go
            lines.append(ceiling_line(Ceiling(min(games, CEILING)), mt))
    return lines


if __name__ == "__main__":
    for line in run():
        print(line)
