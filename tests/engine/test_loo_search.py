"""The pool family's search hooks: worlds dealt consistently with a seat's view, voids kept,
playouts that end, values that are the seat's net counters; the Monte-Carlo bot on them."""

from __future__ import annotations

import random
from typing import Any

import pytest
import yaml
from narrow import settled

import engine.games  # noqa: F401  (registers the games)
from engine.bots import MonteCarloBot
from engine.cards import SUIT_MASK, Suit
from engine.game import REGISTRY
from engine.ledger import seat_account
from engine.scenario import from_dict

POOL_GAMES = ["loo", "irish_loo", "five_card_loo"]


def _places(state: Any) -> list[int]:
    cards = [c for h in state.hands for c in range(52) if h >> c & 1]
    cards += [c for c in range(52) if state.widow >> c & 1]
    cards += [c for _, c in state.trick] + [c for p, _ in state.history for _, c in p]
    return cards


def _positions(game_id: str, deals: int = 30) -> list[Any]:
    g = REGISTRY.get(game_id)
    rng = random.Random(game_id)
    out = []
    for d in range(deals):
        s = g.new_deal(players=rng.randint(3, 6), seed=d, pool=rng.choice([0, 9]))
        while not g.is_over(s):
            out.append(s)
            s = g.apply(s, rng.choice(g.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_worlds_agree_with_the_view(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    rng = random.Random(1)
    for s in _positions(game_id):
        seat = s.to_move
        view = g.view(s, seat)
        world = g.determinize(view, rng)
        assert world.hands[seat] == s.hands[seat] and world.trick == s.trick
        assert world.history == s.history
        assert [h.bit_count() for h in world.hands] == [h.bit_count() for h in s.hands]
        cards = _places(world)
        assert len(cards) == len(set(cards))
        if s.phase == "exchange":
            assert len(world.stock) == len(s.stock)
        assert world.trump == s.trump and g.legal_actions(world)
        assert g.unseen(view) >= sum(h.bit_count() for i, h in enumerate(s.hands) if i != seat)


def test_a_void_shown_in_play_is_kept() -> None:
    g = REGISTRY.get("loo")
    s = from_dict(
        yaml.safe_load(
            "game: loo\nplayers: 3\npool: 6\ntrump: H\n"
            "declarations: {P1: stand, P2: stand, P0: stand}\n"
            "hands: {P1: [5S, 6S], P2: [2D, 3D], P0: [QS, KS, 4S]}\ntrick: [P1 2S, P2 4D]"
        ),
        "t",
    ).state
    view = g.view(s, 0)
    rng = random.Random(3)
    spades_or_trumps = SUIT_MASK[Suit.SPADES] | SUIT_MASK[Suit.HEARTS]
    for _ in range(50):  # P2 did not follow a spade and did not trump: he holds neither
        assert not g.determinize(view, rng).hands[2] & spades_or_trumps


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_playout_ends_and_value_is_the_net(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    rng = random.Random(2)
    for s in _positions(game_id, deals=10)[::7]:
        end = g.playout(s, rng)
        assert g.is_over(end)
        net = settled(g, end).net()
        assert all(g.value(end, i) == net.get(seat_account(i), 0) for i in range(end.n))


@pytest.mark.parametrize("game_id", POOL_GAMES)
def test_monte_carlo_plays_legal_moves_from_the_view_only(game_id: str) -> None:
    g = REGISTRY.get(game_id)
    assert g.supports_search
    for s in _positions(game_id, deals=4)[::3]:
        seat = s.to_move
        a = MonteCarloBot(seed=5, budget_ms=2, min_worlds=3, max_worlds=6).choose(g, s, seat)
        assert a in g.legal_actions(s)
        other = s._replace(hands=tuple(h if i == seat else 0 for i, h in enumerate(s.hands)))
        b = MonteCarloBot(seed=5, budget_ms=1e6, min_worlds=3, max_worlds=3).choose(g, other, seat)
        c = MonteCarloBot(seed=5, budget_ms=1e6, min_worlds=3, max_worlds=3).choose(g, s, seat)
        assert b == c  # the same view, the same seed: the same move
