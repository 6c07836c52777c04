"""The Bierspiel lesson teaches what its quiz's q_six_alone asks.

Learner walk (words29): q_six_alone (six at the table, the dealer holding no cards; P1 plays,
everyone else passes, and P1 takes all five tricks) was asked from the step 'The pone, after
two passes', which says nothing of six players nor of a lone player's tricks; only Rams'
lesson explained it (its six_alone). Bierspiel's own step six_alone now shows it on a position
of its own before the question: the lone player takes every trick, and five tricks wipe out a
whole cross, in the words of Bierspiel's own paragraph of seed 002 ("Successive cancellings of
the remaining arms of the cross ... reduce it to nothing"), the six-player rule (Rams') and
Trickbook's reading named in the note.
"""

from __future__ import annotations

import engine.games  # noqa: F401
from engine.games.pool.bierspiel import CROSS
from engine.rules import normalise, seed_text
from lessons import load


def _bierspiel_paragraph() -> str:
    text = seed_text("002")
    start = text.index("BIERSPIEL.")
    return normalise(text[start : text.index("LOO, OR DIVISION LOO.", start)])


def test_q_six_alone_is_asked_from_a_step_teaching_it() -> None:
    lesson = load("bierspiel")
    q = lesson.question("q_six_alone")
    assert q.step == "six_alone"
    step = lesson.step("six_alone")
    ids = [s.id for s in lesson.steps]
    assert ids.index("players") < ids.index("six_alone")  # six at the table taught before
    assert step.scenario is not None
    s, asked = step.scenario.state, q.scenario.state
    # the same shape as the question, on a position of its own: six, the dealer with no hand,
    # one player in, who takes every trick
    for pos in (s, asked):
        lone = [p for p in range(pos.n) if pos.declarations[p] == "stand"]
        assert pos.n == 6 and not pos.hands[pos.dealer] and len(lone) == 1
        assert pos.tricks[lone[0]] == 5 and sum(pos.tricks) == 5
    assert s.declarations != asked.declarations
    # what the step says the lone player gains is the engine's answer: a whole cross
    said = " ".join(step.text.split())
    got = step.answer()
    assert got is not None
    alone = next(p for p in range(s.n) if s.declarations[p] == "stand")
    assert got["settlement"]["players"][f"P{alone}"]["wiped_out"] == CROSS
    assert f"a whole cross of {'five' if CROSS == 5 else CROSS} points" in said
    assert f"P{alone} wipes out one of his three crosses" in said


def test_the_step_quotes_bierspiels_own_paragraph() -> None:
    step = load("bierspiel").step("six_alone")
    assert step.seed == "002"
    assert normalise(step.quote) in _bierspiel_paragraph()
    # the rest of what it rests on is said where it comes from, in the note
    note = " ".join(step.rule.note.split())
    assert "when six play the dealer takes no cards" in note and "Trickbook's reading" in note
