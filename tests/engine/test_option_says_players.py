"""An option that changes how many may play says so where a learner reads it.

Loo's "Source text" (the lesson text's or Foster's deal and words) also took the game from 3 to
8 players to 5 to 8, and Rams' "Which text's deal" from 3 to 6 to 3 to 5: neither label said
it, and the readings table's cells gave only the books' names ("Foster's Hoyle, 1897", "Trump
Games, a modern lesson"). Now the label names the number of players, and each reading's cell
gives its range.

Over every registered game: each option whose choices give different player ranges
(``Game.players_range``, the engine's own figures) has a label naming the number of players,
and each choice's words (``engine.compare.value_words``, the readings table's cells) say that
choice's range as "lo to hi players".
"""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from engine.compare import value_words
from engine.game import REGISTRY, Game, Option


def ranges(game: Game[Any], option: Option) -> dict[Any, tuple[int, int]]:
    return {c: game.players_range(game.make_opts(None, **{option.name: c})) for c in option.choices}


CHANGING = [
    (game.id, option.name)
    for game in REGISTRY
    for option in game.options
    if len(set(ranges(game, option).values())) > 1
]


def test_the_options_that_change_the_players_are_found() -> None:
    assert {("loo", "text"), ("rams", "text")} <= set(CHANGING)


@pytest.mark.parametrize(("game_id", "name"), CHANGING)
def test_an_option_changing_the_players_says_how_many(game_id: str, name: str) -> None:
    game = REGISTRY.get(game_id)
    option = next(o for o in game.options if o.name == name)
    assert "number of players" in option.label, option.label
    for choice, (lo, hi) in ranges(game, option).items():
        assert f"{lo} to {hi} players" in value_words(choice, option), (choice, option.words)
