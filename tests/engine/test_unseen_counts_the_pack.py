"""The hand review's "over 120 sampled deals of the N cards you could not see" counts every
card the learner could not see (learner walk: /forty_five-play?seed=8&seat=0&players=2 at 390
px, its review said "of the 5 cards you could not see" at the first lead, where 52 less his
five and the turned card leave 46). Forty-Five's and Spoil Five's ``unseen`` counted only the
cards in the other hands; the sampled deals draw those hands from all 46 (the rest lie
undealt, :class:`Unseen`), as Loo's and Sixty-Six's counts already say (the pack, the widow,
the stock). Napoleon's counted the other hands too ("of the 5 cards" at a two-hand deal's
first bid, where 52 less his five leave 47). ``Game.unseen``: "How many cards the viewer
cannot see."

Every registered game and variant, seeded deals at each table size, every decision of random
play: the count is the pack less the cards the view shows, read from the game's own picture
of the view (``Game.table_cards``: hands, the trick, the tricks, the widow, the turn-up) and
the cards the viewer saw before they were turned face down (:func:`seen_face_down`)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from narrow import mover

import engine.games  # noqa: F401
from engine.cards import FULL_52
from engine.game import REGISTRY, Game
from engine.games.pool.bierspiel import SEVEN

# a deal that leaves cards undealt without keeping them in its state: the pack is the 52
# (the others' ``cards_in_play`` at the deal holds the whole pack: the undealt, the stock)
UNDEALT_UNKEPT = {"forty_five", "napoleon"}
POOL_GAMES = ("loo", "irish_loo", "five_card_loo", "rams", "rounce", "bierspiel")


def seen_face_down(game_id: str, v: Any) -> int:
    """Cards the viewer saw that the picture shows face down or in a hidden hand: the turned
    trump card taken into a hand (Forty-Five's robber, the Rams family's dealer, Bierspiel's
    7♦ taken up), Sixty-Six's trump card under a closed stock, the robber's own discard, and in
    the pool games every card the viewer gave up himself (a hand passed or given for the
    widow, an exchange, a widow or rob discard)."""
    seen = 0
    if game_id == "forty_five":
        seen |= 1 << v.turned
    if game_id in ("rams", "rounce", "bierspiel") and v.trump >= 0 and v.turn_card >= 0:
        seen |= 1 << v.turn_card
    if game_id == "bierspiel" and v.seven_turned >= 0:
        seen |= 1 << SEVEN
    if game_id == "sixty_six" and v.stock and v.stock[-1] >= 0:
        seen |= 1 << v.stock[-1]
    if game_id in ("forty_five", "spoil_five") and v.discard >= 0:
        seen |= 1 << v.discard
    if game_id in POOL_GAMES:  # the cards he gave up himself (a view's discards are his own)
        seen |= v.discards
    return seen


def shown(game: Game[Any], v: Any) -> int:
    """How many cards the view ``v`` shows."""
    seen = seen_face_down(game.id, v)
    for mask in game.table_cards(v).values():
        seen |= mask
    return seen.bit_count()


def cases() -> list[tuple[str, str, int]]:
    out = []
    for game in REGISTRY:
        for variant in list(game.variants) or [game.default_variant]:
            for players in game.player_counts(game.make_opts(variant)):
                out.append((game.id, variant, players))
    return out


@pytest.mark.parametrize(("game_id", "variant", "players"), cases())
def test_unseen_is_every_card_the_view_does_not_show(
    game_id: str, variant: str, players: int
) -> None:
    game = REGISTRY.get(game_id)
    for seed in range(3):
        rng = random.Random(seed)
        s = game.new_deal(players=players, dealer=0, seed=seed, variant=variant)
        pack = 52 if game_id in UNDEALT_UNKEPT else game.cards_in_play(s).bit_count()
        assert pack in (FULL_52.bit_count(), 32, 24), pack
        first = True
        while not game.is_over(s):
            seat = mover(game, s)
            v = game.view(s, seat)
            want = pack - shown(game, v)
            assert game.unseen(v) == want, (seed, len(s.history), s.phase)
            if first and game_id in ("forty_five", "napoleon"):
                # the first decision: the learner's five seen, and Forty-Five's turned card
                assert want == 52 - 5 - (game_id == "forty_five") or s.rob_kind, want
            first = False
            s = game.apply(s, rng.choice(game.legal_actions(s)))
