"""Forty-Five's exact search (:func:`engine.games.forty_five.search.search`, which is
:func:`engine.search.solve` with the game's own value) and the bench's full-sight ceilings
(bench/forty_five.py), each against a plain reference search of late positions."""

from __future__ import annotations

import pytest

import engine.games.forty_five.search as fs
from bench.forty_five import (
    KS,
    full_sight_vs_random,
    full_sight_vs_thumb,
    lost_points,
    touching,
)
from engine.cards import Suit, mask_of, parse_cards
from engine.games.forty_five import FORTY_FIVE, FortyFiveState
from engine.games.forty_five.core import privileged_mask, rank_of
from engine.games.forty_five.play import legal_actions, step
from engine.games.forty_five.scoring import deal_points
from engine.search import RuleOfThumbBot, play_hand


def late(seed: int, left: int) -> FortyFiveState:
    """A four-hand deal played by the rule of thumb until ``left`` cards are in the hands."""
    g = FORTY_FIVE
    s: FortyFiveState = g.new_deal(players=4, dealer=seed % 4, seed=seed)
    bot = RuleOfThumbBot(seed=seed)
    while sum(h.bit_count() for h in s.hands) > left:
        s = g.apply(s, bot.choose(g, s, s.to_move))
    return fs.lean(s)


POSITIONS = [late(seed, left) for seed in range(12) for left in (8, 7, 6)]


def minimax(s: FortyFiveState, seat: int) -> int:
    """Every line tried, no cut-off: the reference for alpha-beta."""
    if s.phase == "over":
        return fs.scaled_value(s, seat)
    vals = [minimax(step(s, a), seat) for a in legal_actions(s)]
    return max(vals) if s.to_move % 2 == seat % 2 else min(vals)


@pytest.mark.parametrize("s", POSITIONS)
def test_search_is_minimax_of_the_scaled_value(s: FortyFiveState) -> None:
    seat = s.to_move
    found = fs.search(FORTY_FIVE, s, seat, 0.0)
    assert found is not None
    assert found == {a: minimax(step(s, a), seat) for a in legal_actions(s)}


def test_touching_cards_play_alike() -> None:
    """Black plain cards rank 10 low, then 9, 8 ...: the 10♣ and 9♣ touch; the 9♣ and 7♣
    touch only once the 8♣ is out of play; the Jack of trumps never joins a run."""
    trump = int(Suit.SPADES)
    r, priv = rank_of(trump), privileged_mask(trump)
    hand = mask_of(parse_cards("10C 9C 7C JS 10S"))
    cards = [int(c) for c in parse_cards("10C 9C 7C JS 10S")]
    elsewhere = mask_of(parse_cards("8C KH"))
    runs = touching(cards, hand | elsewhere, r, priv)
    assert sorted(map(sorted, runs)) == sorted(
        sorted(int(c) for c in parse_cards(group)) for group in ("10C 9C", "7C", "JS", "10S")
    )
    runs = touching(cards, hand | mask_of(parse_cards("KH")), r, priv)
    assert sorted(int(c) for c in parse_cards("10C 9C 7C")) in map(sorted, runs)


def expectimax(s: FortyFiveState, seat: int, k: float) -> tuple[float, float]:
    """(points scored, conceded) of the play that makes the most of scored - k conceded, every
    card searched, every deal played to its end: the reference for the ceiling."""
    if s.phase == "over":
        pts = deal_points(s)
        return pts[seat % 2], pts[1 - seat % 2]
    outs = [expectimax(step(s, a), seat, k) for a in legal_actions(s)]
    if s.to_move % 2 == seat % 2:
        return max(outs, key=lambda o: o[0] - k * o[1])
    return sum(w for w, _ in outs) / len(outs), sum(lost for _, lost in outs) / len(outs)


@pytest.mark.parametrize("s", POSITIONS[::3])
def test_full_sight_vs_random_is_the_expectimax(s: FortyFiveState) -> None:
    for seat in (0, 1):
        got = full_sight_vs_random(s, seat)
        for k, (w, lost) in zip(KS, got, strict=True):
            ref_w, ref_lost = expectimax(s, seat, k)
            assert w - k * lost == pytest.approx(ref_w - k * ref_lost)


@pytest.mark.parametrize("seed", range(4))
def test_full_sight_vs_thumb_bounds_the_rule_of_thumb(seed: int) -> None:
    """Seeing every card, a side does at least as well against the rule of thumb as the rule
    of thumb does in its place, and no better than the plays of the opponents allow."""
    s = late(seed, 12)
    bots = {p: RuleOfThumbBot(seed=p) for p in range(4)}
    end = play_hand(FORTY_FIVE, s._replace(record=True), bots)
    for seat in (0, 1):
        won, lost = full_sight_vs_thumb(s, seat)
        pts = deal_points(end)
        assert won - lost >= pts[seat] - pts[1 - seat]
        assert (won, lost) in {(5, 0), (10, 0), (0, 5), (0, 10)}


@pytest.mark.parametrize(("k", "side"), [(0, 0), (3, 1)])
def test_lost_points_add_up_to_the_full_sight_gap(k: int, side: int) -> None:
    """The rule of thumb's play is fixed, so a deal's full-sight worth moves only with the
    Monte-Carlo side's choices: what they lose adds up to the worth at the start less the
    points made, and no choice gains on full sight."""
    lost, start, made = lost_points(k, side, worlds=6)
    assert lost and all(d.lost >= 0 for d in lost)
    assert sum(d.lost for d in lost) == start - made
