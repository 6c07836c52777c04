"""The Why of a deal that decides the beer says who pays for it. Seen at 1400 px,
/?game=bierspiel&question=q_beer (the question on Learn's "The last pays for the beer"): the
table's beer column put 1 against P2, but the Why listed only the points P1 and P2 wiped out,
so the rule the question is about (seed 002: "the player who is last to wipe out his third
cross pays for the beer") was never said of the position. The beer moves no points, so it was
no transfer; the settlement now notes it, with bierspiel.beer."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.quiz import Question
from engine.scenario import Scenario
from lessons import load


def _notes(scenario: Scenario | None) -> list[tuple[str, str]]:
    assert scenario is not None  # (a step or question that shows a position)
    q = Question(id="t", kind="settlement", prompt="", scenario=scenario)
    return [(str(n.words), n.rule) for n in q.game.settlement(q.state).notes]


def test_the_beer_is_said_when_a_deal_decides_it() -> None:
    lesson = load("bierspiel")
    said = [("The others wiped out their last cross first: P2 pays for the beer", "bierspiel.beer")]
    assert _notes(next(q for q in lesson.quiz if q.id == "q_beer").scenario) == said
    assert _notes(lesson.step("beer").scenario) == said


def test_no_beer_note_while_the_beer_is_undecided() -> None:
    lesson = load("bierspiel")
    for sid in ("wipe_out", "penalty", "ramsed"):
        assert _notes(lesson.step(sid).scenario) == []
