"""The Rules page counts the rules the lesson does not teach in words that agree with the count.

Found by the learner walk: /napoleon-rules (390 and 1400 px) read 'The 1 finer rules the lesson
does not teach are in “All rules” below.' under the rules in brief: the caption said "rules ...
are" whatever the number. One such rule is now 'The one finer rule ... is in ...'; more keep
their number."""

from __future__ import annotations

import doctest
from collections.abc import Callable

import pytest
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
import ui.pages.rules
from engine.game import REGISTRY
from lessons import load
from ui.pages.rules import brief

OpenApp = Callable[..., AppTest]


def _untaught(game_id: str) -> int:
    """How many rules of the game's play its lesson's brief does not list (chapters and other
    readings), counted apart from the page; the engine's bookkeeping (Rule.guard) is no finer
    rule of the game (tests/app/test_rules_brief_play_rules_only.py)."""
    game = REGISTRY.get(game_id)
    b = brief(game, load(game_id))
    taught = {r.id for _, rs in (*b.sections, *b.readings) for r in rs}
    return sum(1 for r in game.rules if r.id not in taught and not r.guard)


@pytest.mark.parametrize("game_id", ["napoleon", "spoil_five", "loo"])
def test_the_finer_rules_caption_agrees_with_its_count(app: OpenApp, game_id: str) -> None:
    """Napoleon's lesson now teaches every rule of its play (its deal step declares the players
    and the ace high): no caption then."""
    n = _untaught(game_id)
    at = app(f"{game_id}:rules")
    assert not at.exception, at.exception
    said = [c.value for c in at.caption if "finer rule" in c.value]
    assert len(said) == min(n, 1), [c.value for c in at.caption]
    if n == 0:
        return
    if n == 1:
        assert said[0].startswith("The one finer rule the lesson does not teach is in "), said
    else:
        assert said[0].startswith(f"The {n} finer rules the lesson does not teach are in "), said


def test_the_caption_s_doctests() -> None:
    assert doctest.testmod(ui.pages.rules).failed == 0
