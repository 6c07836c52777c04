"""A robber who ticks "Rob" but leaves out "Play a card" missed that robbing is optional, not a
rule of following suit (words27). Spoil Five's q_rob_second: P2 holds the A♠ (spades trumps,
the 9♠ turned) and is void in the 10♦ led, so every card of his may go by ``follow_or_trump``;
"Rob" ticked alone missed ``rob_optional`` and ``follow_or_trump`` both, and "Play a card"
ticked kept ``follow_or_trump``, though a "What may you do?" question asks whether he may play
a card instead of robbing, never which card. The seed's reading (RULES.md, "Failure to rob":
robbing is optional) is the rule he missed. A word is judged on the rules the game gives for
the word (``Game.allowing_grounds``), and the two games give robbing's, not the trick's."""

from __future__ import annotations

import pytest

from engine.quiz import Question, check
from engine.rules import Rule
from engine.scenario import from_dict
from lessons import load


def _ids(rules: list[Rule]) -> list[str]:
    return [r.id for r in rules]


def _second(game: str) -> Question:
    """The ace's holder, second to play, void in the suit led (q_rob_second's position)."""
    if game == "spoil_five":
        return load("spoil_five").question("q_rob_second")
    scn = from_dict(
        {
            "game": game,
            "players": 4,
            "dealer": "P0",
            "turn_card": "9S",
            "hands": {"P2": ["QH", "AS", "8C", "2C", "6H"]},
            "trick": ["P1 10D"],
        }
    )
    return Question(id="rob_second", kind="declare", prompt="", scenario=scn)


@pytest.mark.parametrize("game", ["spoil_five", "forty_five"])
def test_rob_alone_misses_that_robbing_is_optional(game: str) -> None:
    q = _second(game)
    assert q.solve() == {"rob", "play"}
    rob = check(q, ["rob"])
    assert _ids(rob.missed) == [f"{game}.rob_optional"], rob.explanation
    play = check(q, ["play"])
    assert _ids(play.missed) == [f"{game}.rob_ace_holder"], play.explanation
    # nothing said of following, and none of its rules judged by any answer
    for fb in (rob, play, check(q, ["rob", "play"]), check(q, ["decline"])):
        said = _ids(fb.rules) + _ids(fb.missed) + _ids(fb.kept)
        assert f"{game}.follow_or_trump" not in said, (fb.explanation, said)
