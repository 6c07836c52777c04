"""Learn's line of what the mover may do follows "You may" with a verb: the game's verb for an
action ("name trumps", "announce rams"), not the button's words, which can be a name
("Trumps") or the player's own words ("Keep my hand"). 83dbdc3 made the line an English list
and it read "You may trumps." (Napoleon name_trump) and "You may keep my hand or take up the
trump." (Bierspiel eldest_takes). The verb carries the detail the button carries: 90d12b1's
verbs dropped it, and Rams' "Pass: pay the dealer 5" read "pass", Spoil Five's "Claim the pool
(7)" "claim the pool"."""

from __future__ import annotations

import pytest
import yaml

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the words)
from engine.game import REGISTRY
from engine.quiz import legal_words
from engine.scenario import from_dict
from lessons import load
from ui.pages.learn_position import may_words


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
        ("rams", "rams", "You may play, take the widow, pass or announce rams (all five tricks)."),
        ("rams", "pone", "pass (pay the dealer 5) or announce rams (all five tricks)."),
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


# P1 has won the first three tricks: claim the pool, or jink (tests/engine/test_declaration_choices)
JINK = """
game: spoil_five
players: 3
dealer: P0
turn_card: 9S
hands: {P1: [2H, 3H]}
tricks: [[P1 5S, P2 2D, P0 2C], [P1 JS, P2 3D, P0 3C], [P1 AH, P2 4D, P0 4C]]
"""


def test_the_claim_says_the_pool_as_its_button_does() -> None:
    g = REGISTRY.get("spoil_five")
    s = from_dict(yaml.safe_load(JINK), "test").state
    assert s.phase == "jink"
    line = legal_words(g, s, "declare", may_words(g, s), to_mover=True)
    assert line == f"You may claim the pool ({s.pool}) or jink (go on for all five)."
