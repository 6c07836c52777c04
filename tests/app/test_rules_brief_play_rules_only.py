"""The rules in brief list the game's rules, not the engine's bookkeeping.

The learner walk found Spoil Five's Rules page listing, under "The pool", "Spoil Five's moves
are to play a card, ...; a move of another game is no move here", and Napoleon's, under "The
deal and the bidding", "You play, discard or show only cards from your own hand." (Napoleon has
no discarding or showing). Both are the rules the engine cites for an action that is no move at
all (Game.foreign_action: a move of another game; Game.not_held: a card not in the mover's
hand), the same in every game; brief() took them because a lesson step's quote holds theirs.
Now such a rule is marked (engine.rules.Rule.guard) and the brief leaves it out; "All rules"
keeps it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from apptools import markdown
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine.action import Action
from engine.game import REGISTRY, Game
from lessons import LessonError, load
from ui.pages.rules import brief

OpenApp = Callable[..., AppTest]
GAMES = REGISTRY.ids()


def _lesson(game_id: str) -> Any:
    try:
        return load(game_id)
    except LessonError:
        return None


def _bookkeeping(game: Game[Any]) -> set[str]:
    """The rules the engine cites, under every reading, for a move of another game and for a
    card the mover does not hold, found by asking it at a deal's first move."""
    out: set[str] = set()
    for variant in game.variants:
        players = game.players_range(game.make_opts(variant))[0]
        s = game.new_deal(players=players, dealer=0, seed=1, variant=variant)
        foreign = "jink" if "jink" not in game.action_kinds else "meld"
        out.add(game.foreign_action(s, Action(foreign)).rule.id)
        out.add(game.moves_rule(s).id)
        out.add(game.hand_rule(s).id)
    return out


def _listed(game: Game[Any]) -> dict[str, str]:
    b = brief(game, _lesson(game.id))
    return {r.id: r.statement for _, rs in (*b.sections, *b.readings) for r in rs}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_brief_lists_no_bookkeeping_rule(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    kept = _bookkeeping(game)
    listed = _listed(game)
    assert not kept & set(listed), (game_id, sorted(kept & set(listed)))
    for rule_id, statement in listed.items():  # nor their words, under another id
        assert "a move of another game" not in statement, (rule_id, statement)
        assert "only cards from your own hand" not in statement, (rule_id, statement)
    assert len(listed) >= 10, (game_id, len(listed))  # the game's own rules are still there


@pytest.mark.parametrize("game_id", GAMES)
def test_the_bookkeeping_rules_are_marked_and_no_others(game_id: str) -> None:
    game = REGISTRY.get(game_id)
    marked = {r.id for r in game.rules if r.guard}
    assert marked == _bookkeeping(game), game_id


@pytest.mark.parametrize(
    ("game_id", "words"),
    [
        ("spoil_five", "a move of another game is no move here"),
        ("napoleon", "You play only cards from your own hand."),  # now Napoleon's words
    ],
)
def test_the_rules_page_the_walk_found(app: OpenApp, game_id: str, words: str) -> None:
    at = app(f"{game_id}:rules")
    target = r'(<span id="tb-[a-z-]+"[^>]*></span>)?'  # a chapter's, for the contents line
    brief_part = next(
        m.value for m in at.markdown if re.match(rf"({target}\*\*.*\*\*\n+)?- ", m.value)
    )
    assert len(re.findall(r"^- ", brief_part, re.M)) >= 10, brief_part
    assert words not in brief_part
    assert words in markdown(at)  # "All rules" keeps it
