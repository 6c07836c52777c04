"""A words question's reasons say what allows a choice once: Spoil Five's and Forty-Five's
dealer with an ace turned who ticked "Rob" alone read "you left out “Let it lie”: it is
allowed here too (robbing is optional: you may let the A♦ lie, and your chance to rob it
passes)" and, two lines down, "robbing is optional: you may let the A♦ lie, and your chance to
rob it passes" again; Sixty-Six's leader who left out "Meld" read the marriage's line twice so.
Where nothing is refused every word's grounds follow on lines of their own, so the line on
the words left out says only that they are allowed (engine.quiz_words._choice_reasons)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.quiz import Question, check
from engine.scenario import from_dict

DEALERS = [  # the lessons' q_rob_dealer of each game: the dealer may rob or let the ace lie
    {
        "game": game,
        "players": players,
        "dealer": "P0",
        "turn_card": turned,
        "hands": {"P0": hand},
    }
    for game, players, turned, hand in (
        ("forty_five", 2, "AD", ["KD", "9C", "QS", "7H", "2C"]),
        ("spoil_five", 3, "AC", ["KS", "4D", "9H", "3C", "7H"]),
    )
]
LEADER: dict[str, Any] = {  # Sixty-Six's q_may_after_trick: he may meld, exchange, close and claim
    "game": "sixty_six",
    "dealer": "P0",
    "turned": "JH",
    "tricks": {"P1": 1},
    "leader": "P1",
    "hands": {"P1": ["9H", "KC", "QC", "AS", "10D", "JD"]},
}
ASKED = [(d, "declare", a) for d in DEALERS for a in ([], ["rob"], ["decline"])]
ASKED += [(LEADER, "may_act", a) for a in (["close", "claim"], ["meld", "close", "claim"])]


@pytest.mark.parametrize(("scenario", "kind", "ticked"), ASKED)
def test_no_reason_is_said_twice(scenario: dict[str, Any], kind: str, ticked: list[str]) -> None:
    q = Question("q", kind, "?", from_dict(scenario, "test"))
    fb = check(q, ticked)
    assert not fb.correct
    for line in fb.explanation:
        again = [x for x in fb.explanation if x != line and x in line]
        assert not again, (line, again)
    assert fb.explanation[0].startswith("you left out ")
