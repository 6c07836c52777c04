"""A quiz question's prompt says its whole position: the Quiz deals questions one at a time
and Review serves any one of them alone, after nothing. Loo's q_undertrump_000 read "The same
trick, read by the lesson text (Trump Games). You are P3 again." and q_turn_spade "The same
trick, but the dealer turns the 9♠.": on Review, "same" and "again" pointed at a question the
learner had not been shown."""

from __future__ import annotations

import re

import pytest

from engine.game import REGISTRY
from lessons import load

# words that lean on a question before: "The same trick", "as before", "You are P3 again"
LEANS = re.compile(r"^(the )?same\b|\bas before\b|\bthe previous\b|\bP\d again\b", re.IGNORECASE)


@pytest.mark.parametrize("game_id", sorted(g.id for g in REGISTRY))
def test_every_prompt_stands_alone(game_id: str) -> None:
    leaning = [(q.id, q.prompt) for q in load(game_id).questions() if LEANS.search(q.prompt)]
    assert not leaning, leaning


def test_the_words_caught() -> None:
    assert LEANS.search("The same trick, but the dealer turns the 9♠.")
    assert LEANS.search("Read by the lesson text. You are P3 again.")
    assert not LEANS.search("You closed the stock and won, and you lead again with K♠ Q♠.")
