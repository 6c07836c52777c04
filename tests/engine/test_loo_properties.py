"""Properties of Loo over thousands of random complete deals (hypothesis).

Across 3-8 players, simple and double pools, limited and unlimited, and both readings:
cards are conserved, every trick has exactly one winner, the legal set is never empty while the
deal is on, nothing illegal is ever applied, counters are conserved, every deal ends, and the
same seed gives the same deal.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import FULL_52
from engine.game import IllegalAction
from engine.games.loo import HAND, LOO, LooState

DEALS = st.fixed_dictionaries(
    {
        "seed": st.integers(0, 2**32 - 1),
        "players": st.integers(3, 8),
        "variant": st.sampled_from(["foster1897", "lesson_000"]),
        "pool": st.sampled_from([0, 0, 9, 18, 30, 45]),
        "unlimited": st.booleans(),
        "dealer": st.integers(0, 7),
    }
)


def cards_accounted(s: LooState) -> int:
    """Every card is in exactly one place: a hand, the widow, the discards, the pack, the table."""
    places = [*s.hands, s.widow, s.discards, s.undealt]
    for plays, _ in s.history:
        places.append(sum(1 << c for _, c in plays))
    places.append(sum(1 << c for _, c in s.trick))
    total = 0
    for m in places:
        assert total & m == 0, "a card is in two places"
        total |= m
    return total


def play_out(s: LooState, rng: random.Random) -> tuple[LooState, list[Any]]:
    actions = []
    steps = 0
    while not LOO.is_over(s):
        acts = LOO.legal_actions(s)
        assert acts, "no legal action while the deal is on"
        # an action outside the legal set is always refused, never applied
        for r in LOO.refusals(s)[:2]:
            try:
                LOO.apply(s, r.action)
            except IllegalAction:
                pass
            else:
                raise AssertionError(f"{r.action} was refused but applied")
        a = rng.choice(acts)
        actions.append(a)
        s = LOO.apply(s, a)
        assert cards_accounted(s) == FULL_52
        steps += 1
        assert steps < 60, "the deal does not end"
    return s, actions


@settings(max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(DEALS)
def test_random_deals(d: dict[str, Any]) -> None:
    players = max(d["players"], 5) if d["variant"] == "lesson_000" else d["players"]
    dealer = d["dealer"] % players
    s0 = LOO.new_deal(
        players=players,
        dealer=dealer,
        seed=d["seed"],
        variant=d["variant"],
        pool=d["pool"],
        unlimited=d["unlimited"],
    )
    start_total = sum(s0.counters) + s0.pool
    s, actions = play_out(s0, random.Random(d["seed"]))
    # one winner per trick, the winner played to it, and the tricks add up
    for plays, winner in s.history:
        assert len({p for p, _ in plays}) == len(plays) == len(s.active)
        assert winner in {p for p, _ in plays}
    if s.result == "played":
        assert len(s.history) == HAND and sum(s.tricks) == HAND
    # counters are conserved, this deal and the next
    bal = LOO.balances_after(s)
    assert sum(bal.values()) == start_total
    nxt = LOO.next_deal(s, seed=d["seed"] + 1)
    assert sum(nxt.counters) + nxt.pool == start_total
    # same seed, same deal and the same actions give the same end
    again = LOO.new_deal(
        players=players,
        dealer=dealer,
        seed=d["seed"],
        variant=d["variant"],
        pool=d["pool"],
        unlimited=d["unlimited"],
    )
    assert again == s0
    for a in actions:
        again = LOO.apply(again, a)
    assert again == s


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(3, 8))
def test_counters_conserved_over_many_deals(seed: int, players: int) -> None:
    rng = random.Random(seed)
    s = LOO.new_deal(players=players, seed=seed)
    total = sum(s.counters) + s.pool
    for i in range(8):
        s, _ = play_out(s, rng)
        s = LOO.next_deal(s, seed=seed + i)
        assert sum(s.counters) + s.pool == total
        assert s.double == (s.pool > 9)
