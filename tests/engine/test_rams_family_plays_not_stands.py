"""Rams, Rounce and Bierspiel name their "stand" as their book does: a player "may either play
or pass" (seed 002), and the Play page's button says "Play". The terminal's hint said
"Hint: the computer's rule of thumb would stand." where the page's said 'would choose “Play”',
and the widow's reason "... it does so one time in two, and stands otherwise" (Loo's word).
Loo keeps "stand": its button says "Stand"."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.action import Action
from engine.cli import hint_line
from engine.game import REGISTRY
from engine.games.pool.thumb_words import THUMB

RAMS_FAMILY = ("rams", "rounce", "bierspiel")
STAND = re.compile(r"\bstands?\b")


def _hints(game: Any, seeds: int) -> list[str]:
    out = []
    for seed in range(seeds):
        s = game.new_deal(players=4, seed=seed)
        rng = random.Random(seed)
        while not game.is_over(s):
            out.append(hint_line(game, s, seed))
            s = game.apply(s, rng.choice(game.legal_actions(s)))
    return out


@pytest.mark.parametrize("game_id", RAMS_FAMILY)
def test_the_hint_says_play_where_the_rams_family_stands(game_id: str) -> None:
    game: Any = REGISTRY.get(game_id)
    assert game.move_words(Action("stand")) == "play this deal"
    hints = _hints(game, 20)
    stands = [h for h in hints if "(type stand)" in h]
    assert stands, "no hint to stand in 20 deals"
    assert all("would play this deal (type stand)." in h for h in stands), stands[:3]
    # "stand" only as the code to type
    assert [h for h in hints if STAND.search(h.replace("(type stand)", ""))] == []


def test_no_rams_family_reason_says_stand() -> None:
    assert [k for k, why in THUMB.items() if STAND.search(why)] == []
    assert THUMB["no_trump_widow"].endswith("and plays its own hand otherwise")


def test_loo_keeps_its_stand() -> None:
    loo: Any = REGISTRY.get("loo")
    assert loo.move_words(Action("stand")) == "stand"
