"""A rams lost says why the player who took a trick from it gets no fifth. Seen at 1400 px,
/?game=rams&question=q_rams_lost: P1 announced rams with 20 in the pool and lost the first trick
to P2; the right answer gives P2 +5 (P1's five) and no fifth, but the "Why" said only "P1 lost
his rams: he doubles the pool and pays 5 to each other player", so a learner who counted P2's
trick was not told why it earns nothing (seed 002: "Any player taking a trick that spoils a
general rams gets nothing from the pool"). The settlement now notes it, with that rule."""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.quiz import Question
from engine.scenario import Scenario
from lessons import load


def _notes(game: str, scenario: Scenario | None) -> list[tuple[str, str]]:
    assert scenario is not None, game  # (a step or question that shows a position)
    q = Question(id="t", kind="settlement", prompt="", scenario=scenario)
    return [(str(n.words), n.rule) for n in q.game.settlement(q.state).notes]


def test_the_spoiler_of_a_lost_rams_is_told_he_gets_nothing_from_the_pool() -> None:
    q = next(q for q in load("rams").quiz if q.id == "q_rams_lost")
    assert _notes("rams", q.scenario) == [
        ("P2 took 1 trick from the rams: he gets nothing from the pool", "rams.rams_stop")
    ]
    step = load("rams").step("rams_lost")
    assert _notes("rams", step.scenario) == [
        ("P1 took 1 trick from the rams: he gets nothing from the pool", "rams.rams_stop")
    ]


def test_a_rams_made_and_a_deal_played_out_have_no_such_note() -> None:
    rams = load("rams")
    for sid in ("rams_made", "fifths", "ramsed"):
        assert not any("from the rams" in w for w, _ in _notes("rams", rams.step(sid).scenario))
