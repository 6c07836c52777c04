"""Linger Longer's "When the stock runs out" step says why a game dealt from a full pack never
empties the stock, with the count it rests on: it said "the winner of the game and the last
player to drop out both play every trick, and one of them loses a card in each, so a game
lasts at most eleven tricks with six players (seven with four)", and nowhere the twelve (or
eight) cards those two start with, from which eleven and seven follow (look13, Learn at 390
px: a number a learner cannot work out from the page).

The step now names the cards the two start with; and every number it states holds in the
engine's play: over seeded random games, no game lasts longer than it says, and the stock
never empties."""

from __future__ import annotations

import random
import re

import pytest

from engine.games.linger_longer import LINGER_LONGER
from lessons import load


def _text() -> str:
    step = next(s for s in load("linger_longer").steps if s.id == "stock_out")
    return " ".join(step.text.split())


def test_the_step_says_what_the_tricks_are_counted_from() -> None:
    text = _text()
    # the two start with 2n cards between them and lose one a trick: at most 2n - 1 tricks
    assert re.search(r"\btwelve cards\b", text) and re.search(r"\beight\b", text), text
    assert "eleven tricks" in text and "seven with four" in text, text


@pytest.mark.parametrize("n", [4, 6])
def test_the_numbers_said_hold_in_play(n: int) -> None:
    text = _text()
    stock = 52 - n * n
    assert f"{stock} cards with {'six' if n == 6 else 'four'}" in text or (
        f"{stock} with {'four' if n == 4 else 'six'}" in text
    ), (n, text)
    rng = random.Random(n)
    longest = 0
    for seed in range(60):
        s = LINGER_LONGER.new_deal(players=n, dealer=seed % n, seed=seed)
        while s.phase != "over":
            s = LINGER_LONGER.apply(s, rng.choice(list(LINGER_LONGER.legal_actions(s))))
            assert s.stock, (n, seed)  # the stock outlasts the game
        longest = max(longest, len(s.history))
    assert longest <= 2 * n - 1, (n, longest)
