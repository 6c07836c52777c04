"""A pool player has seen the cards he gave up himself, and no sampled deal gives them away.

Learner walk: Rounce, the learner takes the widow; "Review this deal" said "over 120 sampled
deals of the 45 cards you could not see", where he had seen 12 (his 5, the widow's 6, the
turn-up), leaving 40. ``PoolFamily.view`` cleared ``discards`` (everyone's given-up cards in
one mask) and ``PoolSearch.known_cards`` never counted the seat's own, so the hand review and
the Monte-Carlo player dealt his old hand, his exchanged cards or his widow or rob discard to
the others, the widow or the stock. Spoil Five and Forty-Five keep the robber's discard in his
view (``discard``); the pool games now keep each seat's own (``PoolState.thrown``).

For every pool game with a way to give cards up, seeded random play: what a seat gives up is
read off his hand before and after each of his actions that is not a card played; at each of
his later decisions his view counts those cards as seen, and no determinized world puts one in
another hand, the widow, the stock or the undealt pack.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from narrow import mover

import engine.games  # noqa: F401
from engine.game import REGISTRY, Action
from engine.games.pool.family import PoolGame
from engine.review import review_decision

# the ways each game gives cards up that random play must meet (a Loo passer gives up his
# hand too, but has no decision after it)
KINDS = {
    "loo": {"widow"},
    "irish_loo": {"exchange"},
    "five_card_loo": {"exchange"},
    "rams": {"widow", "rob"},
    "rounce": {"widow", "discard", "rob"},
    "bierspiel": {"rob"},
}
WORLDS = 3


def _elsewhere(w: Any, seat: int) -> int:
    """The cards a world places where ``seat`` cannot see them."""
    out: int = w.widow | w.undealt
    for c in w.stock:
        out |= 1 << c if c >= 0 else 0
    for p, h in enumerate(w.hands):
        out |= h if p != seat else 0
    return out


@pytest.mark.parametrize("game_id", sorted(KINDS))
def test_the_cards_a_seat_gave_up_stay_his(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    assert isinstance(game, PoolGame), game_id
    met: set[str] = set()
    checked = 0
    for players in game.player_counts(game.make_opts(game.default_variant)):
        for seed in range(12):
            rng = random.Random(seed)
            # (a pool left over: Loo's double pool, with a widow)
            s = game.new_deal(players=players, dealer=0, seed=seed, pool=6 * players)
            pack = game.cards_in_play(s)
            gone = [0] * s.n
            while not game.is_over(s):
                seat = mover(game, s)
                if gone[seat]:
                    v = game.view(s, seat)
                    assert game.known_cards(v) & gone[seat] == gone[seat]
                    assert game.unseen(v) <= (pack & ~(gone[seat] | s.hands[seat])).bit_count()
                    for k in range(WORLDS):
                        w = game.determinize(v, random.Random(k))
                        assert not _elsewhere(w, seat) & gone[seat], (seed, k, s.phase)
                    checked += 1
                action: Action = rng.choice(game.legal_actions(s))
                after = game.apply(s, action)
                if action.kind != "play":
                    given = s.hands[seat] & ~after.hands[seat] & after.discards
                    if given:
                        met.add(action.kind)
                        gone[seat] |= given
                s = after
    assert KINDS[game_id] <= met, met
    assert checked > 20, checked


def test_the_rounce_widow_review_counts_40_unseen() -> None:
    """The learner walk's figure: after taking the widow, 52 less his 5, the widow's 6 and
    the turn-up."""
    game = REGISTRY.get("rounce")
    for seed in range(40):
        s = game.new_deal(players=4, dealer=0, seed=seed)
        if Action("widow") in game.legal_actions(s):
            break
    seat = s.to_move
    s = game.apply(s, Action("widow"))
    assert s.to_move == seat and s.hands[seat].bit_count() == 6  # to discard one of the six
    view = game.view(s, seat)
    d = review_decision(game, view, seat, game.legal_actions(s)[0], worlds=4)
    assert d.hidden == 40
