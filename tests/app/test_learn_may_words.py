"""Learn's line of what the mover may do follows "You may" with a verb: the game's verb for an
action ("name trumps", "announce rams"), not the button's words, which can be a name
("Trumps") or the player's own words ("Keep my hand"). 83dbdc3 made the line an English list
and it read "You may trumps." (Napoleon name_trump) and "You may keep my hand or take up the
trump." (Bierspiel eldest_takes)."""

from __future__ import annotations

import pytest

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the words)
from engine.quiz import legal_words
from lessons import load
from ui.pages.learn import may_words


def line(game_id: str, step_id: str) -> str:
    step = load(game_id).step(step_id)
    assert step.scenario is not None and step.show is not None
    s = step.scenario.state
    return legal_words(
        step.scenario.game, s, step.show, may_words(step.scenario.game, s), to_mover=True
    )


@pytest.mark.parametrize(
    ("game_id", "step_id", "says"),
    [
        ("napoleon", "name_trump", "You may name trumps."),
        ("bierspiel", "eldest_takes", "You may play or take up the trump."),
        ("rams", "rams", "You may play, take the widow, pass or announce rams."),
        ("loo", "declaring", "You may stand, take the widow or pass."),
    ],
)
def test_you_may_is_followed_by_a_verb(game_id: str, step_id: str, says: str) -> None:
    assert says in line(game_id, step_id)


def test_no_learn_line_says_may_and_a_name_or_my() -> None:
    for gid in ("napoleon", "bierspiel", "rams", "rounce", "spoil_five", "forty_five"):
        for step in load(gid).steps:
            if step.scenario is None or step.show not in ("legal", "declare"):
                continue
            said = line(gid, step.id)
            assert " my " not in said and "may trumps" not in said, (gid, step.id, said)
