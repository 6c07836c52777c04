"""The full-sight ceiling of bench/spoil_five.py: its short cuts (positions keyed by the cards'
places, cards that play alike tried once) give the values of a plain expectimax over the
rules, and the session's accounting is the match's."""

from __future__ import annotations

import random

import numpy as np
import pytest

from bench.spoil_five import LAMBDAS, Ceiling, full_sight_best, session_best
from engine.cards import Card, mask_of, parse_cards
from engine.game import play
from engine.games.spoil_five import SPOIL_FIVE, SpoilFiveState

g = SPOIL_FIVE


def plain(
    s: SpoilFiveState, memo: dict[tuple[object, ...], list[float]] | None = None
) -> list[float]:
    """Expectimax with no card grouped, for every seat: the seat to move takes his best action
    in his own row, the others' rows the mean over the legal actions (what a random player
    does); a finished deal is worth its payoff. Positions at the start of a trick are
    remembered by their cards themselves."""
    if g.is_over(s):
        return [float(g.value(s, p)) for p in range(s.n)]
    memo = {} if memo is None else memo
    key = None
    if not s.trick:
        key = (s.hands, s.tricks, s.to_move, s.phase, s.jinker, s.rob_done, s.no_win)
        if key in memo:
            return memo[key]
    kids = [plain(g.apply(s, a), memo) for a in g.legal_actions(s)]
    out = [sum(k[p] for k in kids) / len(kids) for p in range(s.n)]
    out[s.to_move] = max(k[s.to_move] for k in kids)
    if key is not None:
        memo[key] = out
    return out


def payoffs(end: SpoilFiveState) -> np.ndarray:
    return np.array([[float(g.value(end, p))] for p in range(end.n)])


def played_into(players: int, tricks: int, seed: int) -> SpoilFiveState:
    """A deal played at random until ``tricks`` tricks are done (or it is over)."""
    rng = random.Random(seed)
    s = g.new_deal(players=players, dealer=seed % players, seed=seed)
    while not g.is_over(s) and len(s.history) < tricks:
        s = g.apply(s, rng.choice(g.legal_actions(s)))
    return s


@pytest.mark.parametrize(
    ("players", "tricks", "seed"), [(5, 3, 1), (5, 3, 7), (4, 2, 3), (3, 1, 5)]
)
def test_full_sight_best_is_the_plain_expectimax(players: int, tricks: int, seed: int) -> None:
    s = played_into(players, tricks, seed)
    assert not g.is_over(s)
    best = full_sight_best(s, payoffs)
    assert best[:, 0] == pytest.approx(plain(s))


def test_a_rob_still_open_is_searched_card_by_card() -> None:
    """Three hands, P2 holding the trump ace and the last to play to the first trick (the
    others' cards down): his rob is open, every discard is tried, and the values are the plain
    expectimax's."""
    hands = ("KC 2C JS 9S 6D", "3C QS 4D 5D 10H", "AC 5H 9D 7S 8H")
    s = g.from_hands(tuple(mask_of(parse_cards(h)) for h in hands), Card.parse("9C"), dealer=2)
    s = g.apply(g.apply(s, play(Card.parse("9S"))), play(Card.parse("QS")))
    assert s.to_move == s.robber == 2 and not s.rob_done
    best = full_sight_best(s, payoffs)
    assert best[:, 0] == pytest.approx(plain(s))


def test_one_deal_session_at_half_is_half_the_best_net() -> None:
    """won - x (won + paid) at x = 1/2 is half the net: the session's best at 0.5 is half
    the best expected net (what the play gave, less the stake, the pool left shared)."""
    s = played_into(3, 2, 11)
    assert not g.is_over(s)
    best = session_best([s])
    half = int(np.nonzero(np.isclose(LAMBDAS, 0.5))[0][0])

    def net(end: SpoilFiveState) -> np.ndarray:
        put = g.stakes_of(end)
        left = g.pool_after(end)
        return np.array([[g.value(end, p) - put[p] + left / end.n] for p in range(end.n)])

    direct = full_sight_best(s, net)
    assert best[:, half] == pytest.approx(direct[:, 0] / 2)


def test_the_ceiling_is_where_the_best_crosses_zero() -> None:
    f = 0.62 - LAMBDAS  # crosses at 0.62, on a grid point
    assert Ceiling.crossing(f) == pytest.approx(0.62)
    f = 0.625 - LAMBDAS  # between two grid points: read on the chord
    assert Ceiling.crossing(f) == pytest.approx(0.625)
