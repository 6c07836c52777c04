"""Rams: a rams's settlement says its reason once, and the table's "declared" column says who
announced it.

Before the fix Play's record for a rams lost read four lines for one payment, the reason
different only in the payee ('P0 lost his rams: he doubles the pool: P0 → pool 5', 'P0 lost
his rams: he pays 5 to P1: P0 → P1 5', ... to P4), which the record can group only when the
reason is the same; and the settlement table's declared column said 'play' for the announcer,
as for any player who kept his hand (seen on /rams-play?seed=3&seat=0, the learner announcing
rams)."""

from __future__ import annotations

import random

from narrow import settled

import engine.games  # noqa: F401
from engine.game import Action
from engine.games.pool.rams import RAMS
from engine.games.pool.state import PoolState

G = RAMS


def rams_deal(seed: int, players: int = 4, then: str = "stand") -> PoolState:
    """The first to declare announces rams and then keeps his hand (or takes the widow); the
    rest of the deal is played out by seeded random choices."""
    s = G.new_deal(players=players, seed=seed)
    s = G.apply(G.apply(s, Action("rams")), Action(then))
    rng = random.Random(seed)
    while not G.is_over(s):
        s = G.apply(s, rng.choice(G.legal_actions(s)))
    return s


def test_a_rams_lost_pays_the_pool_and_each_player_for_one_reason() -> None:
    s = rams_deal(0)
    assert s.result == "rams_lost"
    lines = settled(G, s).transfers
    assert len(lines) == 4 and len({(t.reason, t.rule) for t in lines}) == 1, lines
    assert lines[0].reason == "P1 announced rams and lost trick 1, so the cards are thrown in"


def test_a_rams_made_takes_the_pool_and_each_players_five_for_one_reason() -> None:
    s = rams_deal(98)
    assert s.result == "played" and s.tricks[s.rams] == 5
    lines = settled(G, s).transfers
    assert len(lines) == 4 and len({(t.reason, t.rule) for t in lines}) == 1, lines
    assert lines[0].reason == "P1 made his rams"


def test_the_announcer_is_shown_as_having_announced_rams() -> None:
    own, widow = rams_deal(0), rams_deal(0, then="widow")
    said = "rams (all five tricks)"  # one wording, with the widow or not (rams_settlement)
    assert [r["declared"] for r in G.settlement_rows(own)][:2] == ["play", said]
    assert G.settlement_rows(widow)[1]["declared"] == f"{said} with the widow"
