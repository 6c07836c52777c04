"""Spoil Five's settlement table says its next pool as the quiz's field does: before the next
deal's stakes (learner walk at 1400 px, 2026-12-02: /?game=spoil_five&step=spoiled says "for
the next deal each player adds one counter to it", and the table's pool row said "held 7; next
pool 7", which reads as the whole next pool; three_tricks' "next pool 0" read as no pool)."""

from __future__ import annotations

from engine.games.spoil_five.game import SpoilFive
from engine.quiz import next_pool_label
from lessons import load

LESSON = load("spoil_five")


def test_the_pool_row_says_the_stakes_come_on_top_as_the_quiz_does() -> None:
    q = next(q for q in LESSON.quiz if q.kind == "settlement")
    when = next_pool_label(q).removeprefix("next pool").strip()  # "(before the next deal's ...)"
    assert when
    steps = [s for s in LESSON.steps if s.show == "settlement"]
    assert {s.id for s in steps} >= {"three_tricks", "spoiled"}
    for step in steps:
        scn = step.scenario
        assert scn is not None
        game = scn.game
        assert isinstance(game, SpoilFive), game.id
        note = game.settlement_rows(scn.state)[-1]["note"]
        assert note.endswith(f"next pool {game.pool_after(scn.state)} {when}"), note
