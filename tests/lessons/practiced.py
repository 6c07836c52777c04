"""Generated practice questions dealt once a process, for the two tests that check their
pictures over the same deals.

test_quiz_pictures' generated questions (every kind of every game, seeds 0 to 99-399 at level
1 and 0 to 19 at levels 2-3) hold every one test_picture_words_leave_the_moves checks (seeds
0 to 59 at level 1, 0 to 9 at levels 2-3): where both ran in one process, each of those was
dealt twice (engine.quiz.practice, most of either test's time). A question is a function of its
arguments (a seeded deal) and neither test changes one, so the one dealt first is handed to the
other. Only the questions both ask for are kept (about 3,000 over the eleven games); the rest
are dealt as before."""

from __future__ import annotations

from functools import cache

from engine.quiz import Question, practice

# the questions both tests ask for, per kind: seeds below these at level 1, and at levels 2-3
SHARED, SHARED_HIGHER = 60, 10


def practiced(game_id: str, seed: int, kind: str, level: int) -> Question:
    """``practice(game_id, seed=seed, kind=kind, level=level)``, kept for the other test where
    both ask for it."""
    if seed < (SHARED if level == 1 else SHARED_HIGHER):
        return _kept(game_id, seed, kind, level)
    return practice(game_id, seed=seed, kind=kind, level=level)


@cache
def _kept(game_id: str, seed: int, kind: str, level: int) -> Question:
    return practice(game_id, seed=seed, kind=kind, level=level)
