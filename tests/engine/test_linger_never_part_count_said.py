"""Compare's reason why Linger Longer's readings never part in a dealt game says what its
count of tricks counts. It read "the winner and the last player to drop out play every trick
and one of them loses a card in each, so a game of 5 players lasts at most 9 tricks, against a
stock of 27 cards": the 9 stood without its grounds (look13, Compare and notebook 06), as the
Learn step "When the stock runs out" had before it said "they start with twelve cards between
them". The sentence now gives the cards the two are dealt between them, that the winner ends
holding one, and the count that follows, each figure read from a deal at that table."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.compare import variant_pairs
from engine.game import REGISTRY

GAME = REGISTRY.get("linger_longer")


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_the_trick_count_comes_with_its_grounds(players: int) -> None:
    why = GAME.readings_never_part(*variant_pairs(GAME)[0], players)
    assert why is not None
    state = GAME.new_deal(players=players, dealer=0, seed=0)
    two = 2 * state.hands[1].bit_count()  # what the winner and the last one out are dealt
    dealt = f"dealt {two} cards between them"
    count = f"at most {two - 1} tricks"
    assert dealt in why and "still holds one at the end" in why, why
    assert count in why and why.index(dealt) < why.index(count), why
    assert f"against a stock of {len(state.stock)} cards" in why, why
