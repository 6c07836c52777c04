"""The hand review's "over 120 sampled deals of the N cards you could not see" counts every
card the learner could not see (learner walk: /forty_five-play?seed=8&seat=0&players=2 at 390
px, its review said "of the 5 cards you could not see" at the first lead, where 52 less his
five and the turned card leave 46). Forty-Five's and Spoil Five's ``unseen`` counted only the
cards in the other hands; the sampled deals draw those hands from all 46 (the rest lie
undealt, :class:`Unseen`), as Loo's and Sixty-Six's counts already say (the pack, the widow,
the stock). ``Game.unseen``: "How many cards the viewer cannot see."

Seeded deals of both games at each table size, every decision of random play: the count is
the pack less the cards the view shows (in hands, played, the turned card still face up, the
robber's own discard)."""

from __future__ import annotations

import random

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY


def shown(game_id: str, v: object) -> int:
    """How many cards the view ``v`` shows: held or shown in hands, down on the table, the
    turned card while it lies face up, the viewer's own discard."""
    seen = 0
    for h in v.hands:  # type: ignore[attr-defined]
        seen |= h
    for plays, _ in v.history:  # type: ignore[attr-defined]
        for _, c in plays:
            seen |= 1 << c
    for _, c in v.trick:  # type: ignore[attr-defined]
        seen |= 1 << c
    if game_id == "forty_five":
        seen |= 1 << v.turned  # type: ignore[attr-defined]
    elif v.rob_done != "robbed":  # type: ignore[attr-defined]
        seen |= 1 << v.turn_card  # type: ignore[attr-defined]
    if v.discard >= 0:  # type: ignore[attr-defined]
        seen |= 1 << v.discard  # type: ignore[attr-defined]
    return seen.bit_count()


@pytest.mark.parametrize("game_id", ["forty_five", "spoil_five"])
def test_unseen_is_every_card_the_view_does_not_show(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    opts = game.make_opts(game.default_variant)
    for players in game.player_counts(opts):
        for seed in range(6):
            rng = random.Random(seed)
            s = game.new_deal(players=players, dealer=0, seed=seed)
            first = True
            while not game.is_over(s):
                seat = game.current_player(s)
                v = game.view(s, seat)
                want = 52 - shown(game_id, v)
                assert game.unseen(v) == want, (players, seed, len(s.history))
                if first:  # the first decision: the learner's hand and the turned card seen
                    assert want == 52 - 5 - 1 or s.rob_kind, (players, want)
                    first = False
                s = game.apply(s, rng.choice(game.legal_actions(s)))
