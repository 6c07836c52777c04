"""Forty-Five: random-playout throughput, and the Monte-Carlo computer against rule of thumb and
against random players, with its time per decision.

Strength: seeded duplicate matches at a four-player table, two partnerships. Each deal is played
twice, the Monte-Carlo players (two of them, partners, each reading only his own seat's view)
taking one side and then the other against two copies of the opponent, so the luck of the cards
cancels out. Its *share* is the part of all the points scored in those deals that its side
scored: 50% for a side as good as the table, more when better (Sixty-Six's measure: in a
two-sided game every point scored is one side's, so the share of points is the share of what
passed between the sides, as Napoleon's won / (won + paid) is for a seat), with one standard
error by bootstrap over the deals (a deal's two seatings kept together) and the load averages.
``BENCH_GAMES`` sets the number of deals (default 60 against each opponent).

How far any player could go on these deals: the *full-sight ceilings* (:class:`Ceiling`), the
best a side can expect when both partners see every card (not legal players, so an upper
bound for every real one, as Linger Longer's): against the rule of thumb, whose play the
position fixes, a plain maximum by :func:`~engine.search.solve` (:func:`full_sight_vs_thumb`);
against random players an exact expectimax (:func:`full_sight_vs_random`), robbing included
both ways. The expectimax costs from a second to a minute of CPU a deal, so the bench measures the first
``BENCH_CEILING_DEALS`` (default 6). On the first 40 deals (both sides each): 80.9%
(+-3.3% s.e.) of points against rule of thumb; 87.2% to 88.8% (+-2.2%) against random (the
same play was best for every ratio tried on 39 of the 40 deals). The Monte-Carlo player at
40 worlds a decision took 56.2% and 78.5% of those deals' points (55.3% and 72.3% over 400).
So the ceilings do not rule out the aims of 60% against rule of thumb and 80% against random;
what stands between the Monte-Carlo player and them is what it cannot see, and seeing every
card is worth a great deal in a five-trick game.

Where its points go (:func:`lost_points`, ``python -m bench.forty_five where_lost DEALS``):
each choice it makes against the rule of thumb, measured by what full sight could still make
after it. See :mod:`engine.games.forty_five.search` for what this showed.
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from time import perf_counter
from typing import Any, NamedTuple

from bench.common import Playouts, median_of, ms, playout_line, random_deals, worlds
from bench.linger_longer import bootstrap_se, load
from engine.game import Action
from engine.games.forty_five import FORTY_FIVE, PLAYER_COUNTS, FortyFiveState
from engine.games.forty_five.core import ROB, privileged_mask, rank_of, rob_actions
from engine.games.forty_five.game import FortyFive
from engine.games.forty_five.play import legal_actions, legal_cards, may_rob, play_card, step
from engine.games.forty_five.rules import ALL_FIVE, ODD_TRICK
from engine.games.forty_five.scoring import deal_points, payoff
from engine.games.forty_five.search import heuristic_action, lean, position_key
from engine.games.pool.play import play_actions
from engine.ranking import Ranking
from engine.search import MonteCarloBot, RandomBot, RuleOfThumbBot, solve

SEED = 20261130
DEALS = 4000
REPEATS = 3
PLAYERS = 4
GAMES = int(os.environ.get("BENCH_GAMES", "60"))
# the full-sight ceilings' deals (the first of the match's): the expectimax against random
# players takes some 5 to 60 s of CPU a deal, so a few deals by default
CEILING_DEALS = int(os.environ.get("BENCH_CEILING_DEALS", "6"))


def playouts(deals: int = DEALS, seed: int = SEED) -> Playouts:
    """Random complete deals, 2, 4 and 6 players, across the variants."""
    variants = list(FORTY_FIVE.variants)
    counts = PLAYER_COUNTS

    def table(k: int) -> tuple[int, str | None]:
        return counts[k % len(counts)], variants[k % len(variants)]

    return random_deals(FORTY_FIVE, deals, seed, table)


# ---- the full-sight ceilings -------------------------------------------------------------------
# The share is a ratio of sums over the deals, so the best a side can expect is bracketed as
# a ratio's maximum is (Dinkelbach): a side scoring W and conceding L (T = W + L) has the
# share r when W - r T = 0, summed over the deals. For each r of :data:`RATIOS` every deal
# is solved for the most W - r T (one expectimax serves them all: the most W - k L, with
# k = r / (1 - r)). The best share among those plays is reached, so the ceiling is at least
# that; and no play does better than r + F / T, where F is the most W - r T and T the fewest
# points the deals can score (an odd trick a deal) when F >= 0, the most (all five tricks)
# when F < 0. The nearer a ratio tried lies to the ceiling, the narrower the bracket.
RATIOS = (0.80, 0.85, 0.90)
KS = tuple(r / (1 - r) for r in RATIOS)
BEST = (ALL_FIVE, 0)  # the most a side can take from a deal: no k prefers anything to it


def touching(cards: list[int], remaining: int, r: Ranking, privileged: int) -> list[list[int]]:
    """``cards`` (one hand's) in runs that play alike: of one suit as followed (``r``), with
    no card still in play (a hand's or the trick's) between them, none of them
    ``privileged`` (the Five, the Jack and the A\u2665 may be held back where another trump
    may not)."""
    runs: list[list[int]] = []
    prev = -1
    for c in sorted(cards, key=lambda c: (r.follows[c], r.strength[c])):
        if (
            prev >= 0
            and r.follows[prev] == r.follows[c]
            and not (privileged >> c | privileged >> prev) & 1
            and not r.above[prev] & r.below[c] & remaining
        ):
            runs[-1].append(c)
        else:
            runs.append([c])
        prev = c
    return runs


def decided(s: FortyFiveState) -> bool:
    """Is the deal's score settled before its end: scoring by the odd trick, one side has three
    tricks and the other one (so neither the odd trick nor all five can change hands)?"""
    if s.phase == "over":
        return True
    if s.opts.per_trick:
        return False
    t0 = sum(s.tricks[0::2])
    t1 = len(s.history) - t0
    return (t0 >= 3 and t1 >= 1) or (t1 >= 3 and t0 >= 1)


def full_sight_vs_random(state: FortyFiveState, seat: int) -> list[tuple[float, float]]:
    """For each k of :data:`KS`: the points ``seat``'s side expects to score and to concede,
    (W, L), when both partners see every card and play for the most W - k L, against
    opponents who play a random legal action (what :class:`~engine.search.RandomBot` does,
    robbing included): exact expectimax through the rules' own ``step``, the best action at
    the side's turns, the mean over the legal actions at the others'. Cards that play alike
    (:func:`touching`) are searched once (weighted by their number at a random player's turn),
    positions are remembered, and a deal's search stops once its score is :func:`decided`."""
    me = seat % 2
    memo: dict[tuple[Any, ...], tuple[float, ...]] = {}
    best_of_all = BEST * len(KS)
    r, privileged = rank_of(state.trump), privileged_mask(state.trump)

    def val(s: FortyFiveState) -> tuple[float, ...]:
        if decided(s):
            pts = deal_points(s)
            return (pts[me], pts[1 - me]) * len(KS)
        key = position_key(s)
        known = memo.get(key)
        if known is not None:
            return known
        remaining = 0
        for h in s.hands:
            remaining |= h
        if may_rob(s):  # rob putting out each kind of card, or decline / play a card
            acts = legal_actions(s)
            robs = [int(a.card) for a in acts if a.kind == ROB and a.card is not None]
            runs = touching(robs, remaining | 1 << s.turned, r, privileged)
            nexts = [(len(run), step(s, rob_actions(1 << run[0])[0])) for run in runs]
            nexts += [(1, step(s, a)) for a in acts if a.kind != ROB]
        else:
            for _, c in s.trick:
                remaining |= 1 << c
            cards = [int(a.card) for a in play_actions(legal_cards(s)) if a.card is not None]
            runs = touching(cards, remaining, r, privileged)
            nexts = [(len(run), play_card(s, run[0], PLAY)) for run in runs]
        if s.to_move % 2 == me:
            best = [-1e18] * len(KS)
            out = [0.0] * (2 * len(KS))
            for _, t in nexts:
                v = val(t)
                for i, k in enumerate(KS):
                    w, lost = v[2 * i], v[2 * i + 1]
                    if w - k * lost > best[i]:
                        best[i] = w - k * lost
                        out[2 * i], out[2 * i + 1] = w, lost
                if v == best_of_all:
                    break
        else:
            out = [0.0] * (2 * len(KS))
            total = 0
            for m, t in nexts:
                v = val(t)
                total += m
                for i, x in enumerate(v):
                    out[i] += m * x
            out = [x / total for x in out]
        memo[key] = found = tuple(out)
        return found

    v = val(lean(state))
    return [(v[2 * i], v[2 * i + 1]) for i in range(len(KS))]


PLAY = Action("play")  # play_card's record of the action, unread on a lean state


class FullSightVsThumb(FortyFive):
    """The game as :func:`~engine.search.solve` searches it for :func:`full_sight_vs_thumb`:
    the side ``me`` may take every legal action; the others play the rule of thumb's, which
    is fixed by the position (it reads only the mover's hand and the trick)."""

    def __init__(self, me: int) -> None:
        super().__init__()
        self.me = me

    def is_over(self, state: FortyFiveState) -> bool:
        return decided(state)

    def obvious_action(self, view: FortyFiveState) -> Action | None:
        return None if view.to_move % 2 == self.me else heuristic_action(view, RNG)

    def search_actions(self, state: FortyFiveState) -> list[Action]:
        return legal_actions(state)

    def value(self, state: FortyFiveState, seat: int) -> int:
        return payoff(state, seat)


RNG = random.Random(SEED)  # the rule of thumb's (it draws nothing from it)


def full_sight_vs_thumb(state: FortyFiveState, seat: int) -> tuple[int, int]:
    """The points (scored, conceded) of ``seat``'s side when both partners see every card and
    play their best against the rule of thumb: the rule of thumb's play is fixed by the
    position, so the best is a plain maximum (alpha-beta with one move at their turns). Its
    outcomes rank the same for every share (all five, the odd trick, the odd trick lost, all
    five lost), so the best outcome of each deal makes the ceiling."""
    s = lean(state)
    found = solve(FullSightVsThumb(seat % 2), s, seat, step=step, key=position_key)
    assert found is not None  # no deadline
    best = max(found.values())
    return (best, 0) if best > 0 else (0, -best)


class Lost(NamedTuple):
    """One decision of a Monte-Carlo seat that had a choice (:func:`lost_points`)."""

    trick: int  # tricks already played (0: the first)
    place: int  # cards already in the trick (0: he leads)
    rob: bool  # the chance to rob (or decline)
    lost: int  # full-sight points of the best action less those of the action chosen
    habit_lost: int  # the same for the rule of thumb's action in his place


def lost_points(
    k: int, mc_side: int, worlds: int = 0, seed: int = SEED
) -> tuple[list[Lost], int, int]:
    """Where the Monte-Carlo player's points go against the rule of thumb in deal ``k`` (the
    match's), its side ``mc_side``: at each of its decisions with a choice, what the side
    could still expect by full sight (:class:`FullSightVsThumb`) after the best action less
    after the action chosen (and less after the rule of thumb's choice in his place). Returns those decisions, the full-sight worth of the deal at its
    start and the points (less the other side's) the side made. The rule of thumb's play is
    fixed by the position, so only the side's choices move the full-sight worth: the losses
    add up to the worth at the start less the points made. ``worlds``: a fixed number of
    worlds a decision (0: the bench's budget)."""
    g = FORTY_FIVE
    bots: dict[int, Any] = {}
    for p in range(PLAYERS):
        if p % 2 != mc_side:
            bots[p] = RuleOfThumbBot(seed=seed + 10_000 + 10 * k + p)
        elif worlds:
            bots[p] = MonteCarloBot(seed=seed + 100 * k + p, min_worlds=worlds, max_worlds=worlds)
        else:
            bots[p] = MonteCarloBot(seed=seed + 100 * k + p)
    state: FortyFiveState = g.new_deal(players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k)
    full = FullSightVsThumb(mc_side)

    def worth(s: FortyFiveState) -> dict[Action, int]:
        found = solve(full, lean(s), mc_side, step=step, key=position_key)
        assert found is not None  # no deadline
        return found

    start = max(worth(state).values())
    out: list[Lost] = []
    while not g.is_over(state):
        seat = state.to_move
        act = bots[seat].choose(g, state, seat)
        if seat % 2 == mc_side and len(legal_actions(state)) > 1:
            found = worth(state)
            out.append(
                Lost(
                    len(state.history),
                    len(state.trick),
                    may_rob(state),
                    max(found.values()) - found[act],
                    max(found.values()) - found[heuristic_action(g.view(state, seat), RNG)],
                )
            )
        state = g.apply(state, act)
    return out, start, payoff(state, mc_side)


def where_lost(deals: int, first: int = 0, worlds: int = 40) -> list[str]:
    """:func:`lost_points` over ``deals`` deals from ``first``, both sides, summed by the
    trick and the place in it: decisions, points lost, decisions that lost any, and the points
    the rule of thumb's choices would have lost at the same decisions."""
    by: dict[tuple[int, int], list[int]] = {}
    rob = [0, 0, 0, 0]
    for k in range(first, first + deals):
        for mc_side in (0, 1):
            for d in lost_points(k, mc_side, worlds)[0]:
                row = rob if d.rob else by.setdefault((d.trick, d.place), [0, 0, 0, 0])
                row[0] += 1
                row[1] += d.lost
                row[2] += d.lost > 0
                row[3] += d.habit_lost
    lines = [
        f"trick {t + 1}, {'lead' if place == 0 else f'card {place + 1}'}: {n} decisions, "
        f"{lost} points lost ({wrong} decisions; the rule of thumb's choices {habit})"
        for (t, place), (n, lost, wrong, habit) in sorted(by.items())
    ]
    lines.append(
        f"rob or not: {rob[0]} decisions, {rob[1]} points lost ({rob[2]} decisions; the rule "
        f"of thumb's choices {rob[3]})"
    )
    return lines


class Ceiling:
    """The full-sight ceilings over the match's deals, each deal from both sides."""

    def __init__(self, deals: int, seed: int = SEED) -> None:
        g = FORTY_FIVE
        self.random: list[list[tuple[float, float]]] = [[] for _ in KS]  # per k, per deal
        self.thumb: list[tuple[float, float]] = []
        for k in range(deals):
            state: FortyFiveState = g.new_deal(
                players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
            )
            seen = [full_sight_vs_random(state, seat) for seat in (0, 1)]
            for i in range(len(KS)):
                w = sum(side[i][0] for side in seen)
                lost = sum(side[i][1] for side in seen)
                self.random[i].append((w, lost))
            thumb = [full_sight_vs_thumb(state, seat) for seat in (0, 1)]
            self.thumb.append((sum(w for w, _ in thumb), sum(lost for _, lost in thumb)))

    def vs_random(self) -> str:
        shares = [share(per) for per in self.random]
        i = max(range(len(KS)), key=lambda i: shares[i])
        return (
            f"{shares[i]:.1%} to {bracket_top(self.random):.1%} of points expected (the best "
            f"play found, and no play above; \u00b1{bootstrap_se(self.random[i]):.1%} s.e. over "
            "the deals)"
        )

    def vs_thumb(self) -> str:
        return (
            f"{share(self.thumb):.1%} of points (\u00b1{bootstrap_se(self.thumb):.1%} s.e. "
            "over the deals)"
        )


def share(per_deal: list[tuple[float, float]]) -> float:
    won = sum(w for w, _ in per_deal)
    total = won + sum(lost for _, lost in per_deal)
    return won / total if total else 0.5


def bracket_top(per_ratio: list[list[tuple[float, float]]]) -> float:
    """The share no play can pass (see :data:`RATIOS`), from the best plays for each ratio
    (per ratio, per deal: points scored and conceded, the deal played from both sides)."""
    tops = []
    for r, per_deal in zip(RATIOS, per_ratio, strict=True):
        f = sum(w - r * (w + lost) for w, lost in per_deal)
        tops.append(r + f / ((ODD_TRICK if f >= 0 else ALL_FIVE) * 2 * len(per_deal)))
    return min(tops)


class Match:
    """A seeded duplicate match (see the module docstring)."""

    def __init__(
        self, opponent: Callable[[int], Any], deals: int, seed: int = SEED, first: int = 0
    ) -> None:
        """``deals`` deals from deal number ``first`` (the bench's are 0, 1, ...)."""
        g = FORTY_FIVE
        self.won = self.lost = 0
        self.per_deal: list[tuple[float, float]] = []  # (its side's points, the other's)
        self.times: list[float] = []
        self.worlds: list[int] = []  # worlds sampled a searched decision (fewer on a busy machine)
        for k in range(first, first + deals):
            won, lost = self.won, self.lost
            for mc_side in (0, 1):
                bots: dict[int, Any] = {}
                for p in range(PLAYERS):
                    if p % 2 == mc_side:
                        bots[p] = MonteCarloBot(seed=seed + 100 * k + p)
                    else:
                        bots[p] = opponent(seed + 10_000 + 10 * k + p)
                state: FortyFiveState = g.new_deal(
                    players=PLAYERS, dealer=k % PLAYERS, seed=seed + 20_000 + k
                )
                while not g.is_over(state):
                    seat = state.to_move
                    if seat % 2 == mc_side:
                        t = perf_counter()
                        act = bots[seat].choose(g, state, seat)
                        self.times.append(perf_counter() - t)
                        if bots[seat].last_worlds:
                            self.worlds.append(bots[seat].last_worlds)
                    else:
                        act = bots[seat].choose(g, state, seat)
                    state = g.apply(state, act)
                pts = deal_points(state)
                self.won += pts[mc_side]
                self.lost += pts[1 - mc_side]
            self.per_deal.append((self.won - won, self.lost - lost))

    @property
    def share(self) -> float:
        return share(self.per_deal)


def run(deals: int = DEALS, repeats: int = REPEATS, games: int = GAMES) -> list[str]:
    """Measure and return the lines ``make bench`` prints for Forty-Five."""
    m = median_of(repeats, lambda: playouts(deals))
    lines = [playout_line("forty_five", m, repeats, "2, 4 and 6 players, every variant")]
    for label, opponent in (("rule of thumb", RuleOfThumbBot), ("random", RandomBot)):
        if games <= 0:
            break
        mt = Match(lambda s, opp=opponent: opp(seed=s), games)  # type: ignore[misc]
        lines.append(
            f"forty_five Monte-Carlo vs {label}: {mt.share:.1%} of points "
            f"(\u00b1{bootstrap_se(mt.per_deal):.1%} s.e. over the deals; its side {mt.won}, "
            f"the other {mt.lost}; {games} seeded deals x 2 sides, partners at a four-player "
            f"table); per decision median {ms(mt.times, 0.5)}, p95 {ms(mt.times, 0.95)}; "
            f"{worlds(mt.worlds)} worlds a searched decision; load {load()}"
        )
    if games > 0:  # how far seeing every card can go: true ceilings for any player
        n = min(games, CEILING_DEALS)
        c = Ceiling(n)
        where = f"the first {n} of these deals x 2 sides; BENCH_CEILING_DEALS sets how many"
        lines.append(
            f"forty_five full-sight ceiling vs rule of thumb (exact, both partners see every "
            f"card; {where}): {c.vs_thumb()}"
        )
        lines.append(
            f"forty_five full-sight ceiling vs random (exact expectimax, both partners see "
            f"every card; {where}): {c.vs_random()}"
        )
    return lines


if __name__ == "__main__":
    # ``python -m bench.forty_five where_lost [DEALS]``: where the points go (lost_points)
    if sys.argv[1:2] == ["where_lost"]:
        for line in where_lost(int(sys.argv[2]) if len(sys.argv) > 2 else 20):
            print(line)
    else:
        for line in run():
            print(line)
