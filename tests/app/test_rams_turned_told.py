"""Play's first line names the card turned for trumps at Rams and Rounce, as Bierspiel's does.

Learner look (words29): Bierspiel's log began "Deal 1: P0 deals and turns 10♥ for trumps.",
Rams' and Rounce's (ui/games/pool.py loo_deal_intro, Loo's line) "Deal 1: P0 deals; the pool
holds 5 counters.", the turned card left to the table's box. The line now says the card and
the suit it makes trumps, and who may rob it, in the engine's rule's own words; under the
lesson text's reading of Rams the card is the dealer's own last card, shown, and nobody robs
it; at six the dealer holds no cards and robs nothing.
"""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import CARDS, Suit
from engine.games.pool.rams import RAMS, RamsFamily
from engine.games.pool.rounce import ROUNCE
from ui.tables import game_ui


@pytest.mark.parametrize("game", [RAMS, ROUNCE], ids=lambda g: g.id)
@pytest.mark.parametrize("seed", range(4))
def test_the_first_line_names_the_turned_card_and_who_may_rob_it(
    game: RamsFamily, seed: int
) -> None:
    s = game.new_deal(players=4, dealer=seed % 4, seed=seed)
    intro = game_ui(game.id).deal_intro
    card, suit = CARDS[s.turn_card].pretty, Suit(s.trump).name.lower()
    rob = game.lesson(s.opts, "rob_dealer_only")
    assert rob.statement == "Only the dealer may rob the trump card."
    dealer = intro(s, s.dealer)
    assert dealer.startswith(f"You deal and turn up the {card}: {suit} are trumps; the pool holds")
    assert dealer.endswith(f"counters. {rob.statement}"), dealer
    other = intro(s, (s.dealer + 1) % 4)
    assert other.startswith(f"P{s.dealer} deals and turns up the {card}: {suit} are trumps;")
    assert other.endswith(rob.statement), other


def test_the_lesson_texts_trump_card_is_the_dealers_own() -> None:
    s = RAMS.under_variant(RAMS.new_deal(players=4, dealer=0, seed=1), "dealer_card_trump_000")
    assert RAMS.dealer_holds_turn_card(s)
    card, suit = CARDS[s.turn_card].pretty, Suit(s.trump).name.lower()
    intro = game_ui("rams").deal_intro
    assert (
        intro(s, 0)
        == f"You deal and show your last card, the {card}: {suit} are trumps; the pool holds 5 counters."
    )
    assert intro(s, 2).startswith(f"P0 deals and shows his last card, the {card}: ")
    assert "rob" not in intro(s, 0) + intro(s, 2)  # his own card: nobody may rob it


def test_at_six_the_dealer_robs_nothing() -> None:
    s = RAMS.new_deal(players=6, dealer=0, seed=2)
    card = CARDS[s.turn_card].pretty
    intro = game_ui("rams").deal_intro
    assert f"turn up the {card}: " in intro(s, 0) and "rob" not in intro(s, 0)
    assert intro(s, 0).endswith("you sit this deal out.")
    assert f"turns up the {card}: " in intro(s, 3) and "rob" not in intro(s, 3)
