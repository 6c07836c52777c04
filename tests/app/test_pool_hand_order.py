"""A pool game's table draws a hand in the game's own order (learner walk, Bierspiel's Learn
and Play at 1400 and 390 px: a hand drawn 'K♥ 9♣ 7♦', the 7♦ among the diamonds though it is
"always a trump", while Spoil Five draws its A♥ among the trumps). The pool pictures sorted
hands by a UI table of their own (ui.tables.sort_hand, since gone); now by the engine's
``hand_order``: suit by suit, best first, each card among the suit it follows as, so the 7♦
stands with Bierspiel's trumps, and Pam with Five-card Loo's; a natural order is unchanged."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS, Card
from engine.game import HAND_SUITS, REGISTRY
from engine.games.pool.bierspiel import AUF
from engine.games.pool.play import ranking_for
from ui.cards import position_html

SEVEN_D, PAM = int(Card.parse("7D")), int(Card.parse("JC"))


def natural(cards: list[int]) -> list[int]:
    """Suit by suit, ♠ ♥ ♣ ♦, each from its ace down (a natural order: Loo's)."""
    return sorted(cards, key=lambda c: (HAND_SUITS.index(CARDS[c].suit), -CARDS[c].rank))


def _drawn(html: str) -> list[int]:
    return [int(Card.parse(c)) for c in re.findall(r'data-card="([0-9AKQJT]+[SHDC])"', html)]


def test_the_drawn_hand_is_the_game_s_hand_order() -> None:
    for gid, special in (("bierspiel", SEVEN_D), ("five_card_loo", PAM), ("loo", None)):
        game = REGISTRY.get(gid)
        moved = 0
        for seed in range(60):
            s = game.new_deal(players=4, seed=seed)
            hand = [c for c in range(52) if s.hands[0] >> c & 1]
            order = game.hand_order(s, hand)
            assert sorted(order) == sorted(hand)
            if special is None:  # a natural order: as before
                assert order == natural(hand), gid
                continue
            trump = ranking_for(s.opts, s.trump).trump_mask
            if special in hand and trump >> special & 1:
                # the trumps held, the special card among them, stand together, best first
                at = [i for i, c in enumerate(order) if trump >> c & 1]
                assert at == list(range(at[0], at[0] + len(at))), (gid, order)
                r = ranking_for(s.opts, s.trump)
                ranks = [r.strength[order[i]] for i in at]
                assert ranks == sorted(ranks, reverse=True), (gid, order)
                moved += order != natural(hand)
        assert special is None or moved, gid


def test_the_table_draws_the_viewer_s_hand_in_that_order() -> None:
    for gid in ("bierspiel", "five_card_loo", "loo", "rams", "rounce", "irish_loo"):
        game = REGISTRY.get(gid)
        for seed in range(20):
            s = game.new_deal(players=4, seed=seed)
            if game.legal_actions(s) == [AUF]:  # Bierspiel: every hand face down till "Auf"
                s = game.apply(s, AUF)
            hand = [c for c in range(52) if s.hands[0] >> c & 1]
            drawn = _drawn(position_html(s, viewer=0))
            assert drawn[: len(hand)] == game.hand_order(s, hand), (gid, seed, drawn)
