"""Spoil Five's and Forty-Five's words on a player with no trump do not contradict the step
before them (learner walk, /?game=forty_five&step=no_trump_follow: 'Only a player who holds no
trump must follow suit' read against 'you may not throw a card of another suit while you hold
the suit led'). The Britannica sentence (RULES.md §5, §6) stays quoted as it is; the app's own
words say what it means: the others may follow or trump, one with no trump must follow."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import load


@pytest.mark.parametrize("gid", ["spoil_five", "forty_five"])
def test_no_trump_words_say_who_must_follow_without_only(gid: str) -> None:
    rule = next(r for r in REGISTRY.get(gid).rules if r.id == f"{gid}.no_trump_must_follow")
    step = load(gid).step("no_trump_follow")
    for words in (rule.statement, step.text):
        flat = " ".join(words.split())
        assert not flat.lower().startswith("only"), flat
        assert "no trump" in flat and "must follow suit" in flat, flat
    assert "may follow or trump" in " ".join(step.text.split())
