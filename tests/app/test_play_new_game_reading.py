"""Play's reading of the rules: the rules box names the reading the table is played under, and
a new game is dealt under the reading the settings show.

Two ways they parted:

* a table resumed in a new session (a reload, a new tab) kept its own reading, while the rules
  box above it named the settings' (the default): Loo's status line said "The lesson text
  (Trump Games)" under "Rules: Foster's Hoyle (1897)";
* "New game" under a game won dealt the finished game's reading again, though the settings
  say "A change of rules applies from the next new game" and the settings' own New game
  deals the reading they show."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from apptools import click, game_won
from streamlit.testing.v1 import AppTest

import ui.games  # noqa: F401
from engine.game import REGISTRY, Game
from ui.pages.common import free_options, reading_name

OpenApp = Callable[..., AppTest]


def _other(game: Game[Any]) -> str:
    return next(v for v in game.variants if v != game.default_variant)


def _reading(game: Game[Any], variant: str) -> dict[str, Any]:
    return {"variant": variant, "options": {o.name: o.default for o in free_options(game)}}


def _rules_box(at: AppTest) -> str:
    return next(e.label for e in at.expander if e.label.startswith("Rules: "))


def test_a_resumed_table_names_its_own_reading(app: OpenApp) -> None:
    game = REGISTRY.get("loo")
    other = _other(game)
    first = app("loo:play", loo__settings=_reading(game, other))
    assert first.session_state["loo:table"].variant == other
    again = app("loo:play")  # a new session: the saved table resumed, the settings fresh
    t = again.session_state["loo:table"]
    assert t.variant == other
    assert again.session_state["loo:settings"]["variant"] == other
    assert _rules_box(again) == f"Rules: {reading_name(game, _reading(game, other))}"
    assert game.variants[other].label in again.caption[0].value  # the status line agrees


def test_new_game_after_a_game_won_deals_the_reading_set(app: OpenApp) -> None:
    game = REGISTRY.get("sixty_six")
    other = _other(game)
    won = game_won("sixty_six", 2, 1)
    assert won.variant == game.default_variant
    # the learner switched the reading while the game went on: it applies from the next game
    at = app("sixty_six:play", sixty_six__table=won, sixty_six__settings=_reading(game, other))
    assert _rules_box(at) == f"Rules: {reading_name(game, _reading(game, other))}"
    click(at, "sixty_six:new_game_after")
    t = at.session_state["sixty_six:table"]
    assert t is not won and t.deal_no == 1
    assert t.variant == other
    assert game.variants[other].label in at.caption[0].value


def test_new_game_after_a_game_won_keeps_the_reading_unchanged(app: OpenApp) -> None:
    game = REGISTRY.get("sixty_six")
    won = game_won("sixty_six", 2, 2)
    at = app("sixty_six:play", sixty_six__table=won)
    click(at, "sixty_six:new_game_after")
    t = at.session_state["sixty_six:table"]
    assert t is not won and t.variant == won.variant == game.default_variant
    assert (t.players, t.seat, t.bots) == (won.players, won.seat, won.bots)
