"""Linger Longer's Learn shows a game's payments from step 7 ('last_left'): the settlement under
its picture says "P2 takes 1 counter from P0, 1 from P1 and 1 from P3", while what a game is
played for is told only at the lesson's last step ('stake'). Read as a learner, the counters came
out of nowhere. The first step that shows a settlement now says, in its own words, that each of
the others pays the winner one counter and that the last step tells more; the amount it names
is the engine's."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.scenario import answer
from lessons import load

LESSON = load("linger_longer")


def test_the_first_step_showing_payments_says_what_they_are() -> None:
    first = next(s for s in LESSON.steps if s.show == "settlement")
    assert first.scenario is not None
    net = answer(first.scenario)["settlement"]["net"]
    losers = {v for v in net.values() if v < 0}
    assert losers == {-1}  # each of the others pays one counter...
    said = " ".join(first.text.split())
    assert "each of the others pays him one counter" in said  # ...and the text says so
    assert "last step" in said
    assert LESSON.steps[-1].id == "stake"
