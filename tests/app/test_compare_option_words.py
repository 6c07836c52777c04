"""The Compare page says each rule two readings set differently, with its value on each side.

/sixty_six-compare, "The lesson texts" against "1895 closing penalties", folded "Closer fails:
The lesson texts: the opponent scores 2 (3 if he had no trick when closed); the 1895 text: ...",
the option's help alone, with neither reading's value, and /linger_longer-compare "When the
stock runs out" the same, where a yes/no option says "<reading>: no · <reading>: yes": the line
left out a value the engine names ('modern'/'foster', 'play_on'/'reshuffle') and would strip
any sentence of the help naming one. Options word such values now (Option.words, e02934c), so
the line says them in those words: "Closer fails: The lesson texts (...): the opponent scores 2
or 3 · 1895 closing penalties: the opponent scores 1, 2 or 3. The lesson texts: ...".

Over every pair of readings of every game with options (as the page's two pickers can choose
them): each differing option's line names both values in words, gives the help whole, and
names no value by the engine's name.
"""

from __future__ import annotations

import re
from itertools import combinations
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.compare import differing_options, value_words
from engine.game import REGISTRY, Game
from engine.rules import SEED_FILES
from ui.format import md
from ui.pages.compare import option_line

PAIRS = [
    (game.id, a, b)
    for game in REGISTRY
    if game.options
    for a, b in combinations(game.variants, 2)
    if differing_options(game, a, b)
]


def engine_names(game: Game[Any]) -> set[str]:
    """The values the engine names and a learner does not choose by (not yes/no, a number or
    a book)."""
    return {v for o in game.options for v in o.choices if isinstance(v, str)} - set(SEED_FILES)


@pytest.mark.parametrize(("game_id", "a", "b"), PAIRS)
def test_each_rule_is_said_with_both_values_in_words(game_id: str, a: str, b: str) -> None:
    game = REGISTRY.get(game_id)
    labels = (game.variants[a].label, game.variants[b].label)
    for o, va, vb in differing_options(game, a, b):
        line = option_line(labels, o, va, vb)
        for label, v in zip(labels, (va, vb), strict=True):
            assert f"{md(label)}: {md(value_words(v, o))}" in line, (o.name, line)
        assert md(o.help) in line
        for name in engine_names(game) - {value_words(v, o) for v in (va, vb)}:
            assert not re.search(rf"\b{re.escape(name)}\b", line), (o.name, name, line)


def test_every_value_the_engine_names_has_its_words() -> None:
    """Else the line would say it by the engine's name (with spaces for underscores)."""
    unworded = {
        (game.id, o.name, v)
        for game in REGISTRY
        for o in game.options
        for v in o.choices
        if isinstance(v, str) and v not in SEED_FILES and v not in dict(o.words)
    }
    assert unworded == set()


def test_the_options_that_name_values_are_compared() -> None:
    named = {(g, o.name) for g, a, b in PAIRS for o, *_ in differing_options(REGISTRY.get(g), a, b)}
    assert {("sixty_six", "closing_penalty"), ("linger_longer", "stock_out")} <= named
