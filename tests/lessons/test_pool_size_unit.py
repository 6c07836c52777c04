"""A pool's size in a lesson's words comes with its unit (lessons.checks.unit_problems).

Learner walk, Rams' and Rounce's Learn and Quiz (1400 px): "The pool holds 25. P1 won two
tricks, P2 two, P0 one; P3 passed. What does each player receive or pay?" (q_fifths), "P1
announced rams with 20 in the pool", Learn's fifths "The pool holds 20: P1 won three tricks and
takes 12", six_alone "P1 takes all 5." — a bare number, where the picture's pool says "25
counters", the answer form "Write each amount in counters" and the Loo lessons "a pool of 6
red"; Spoil Five's three_tricks "the pool of 7 is his". The check reads every step's text and
every question's prompt in every game played for counters.
"""

from __future__ import annotations

import dataclasses

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from lessons import available, load
from lessons.checks import check_lesson, unit_problems


@pytest.mark.parametrize("gid", available())
def test_every_pool_size_said_has_its_unit(gid: str) -> None:
    lesson, game = load(gid), REGISTRY.get(gid)
    said = [(s.id, f"{s.title}\n{s.text}") for s in lesson.steps]
    said += [(q.id, q.prompt) for q in lesson.quiz]
    assert [(i, p) for i, text in said for p in unit_problems(text, game, "text")] == []


@pytest.mark.parametrize(
    ("gid", "text", "fixed"),
    [
        ("rams", "The pool holds 25. P1 won two tricks.", "pool holds 25 counters"),
        ("rams", "P1 announced rams with 20 in the pool, and lost.", "20 counters in the pool"),
        ("rounce", "The pool holds 20: P1 takes 16.", "pool holds 20 counters"),
        ("spoil_five", "the pool of 7 is his.", "pool of 7 counters"),
        ("loo", "This pool holds 9: P1 takes 6.", "pool holds 9 red"),
    ],
)
def test_a_bare_pool_size_is_named_with_the_unit_to_add(gid: str, text: str, fixed: str) -> None:
    (problem,) = unit_problems(text, REGISTRY.get(gid), "prompt")
    assert repr(fixed) in problem and problem.endswith("in the prompt")


@pytest.mark.parametrize(
    ("gid", "text"),
    [
        ("loo", "A pool of 6 red, and 10 white counters in the pool."),
        ("rams", "The pool holds 20 counters; a pool of 5 counters."),
        ("sixty_six", "The pool holds 7."),  # game points: no pool to size
        ("bierspiel", "with 5 in the pool"),  # chalked points
    ],
)
def test_a_pool_size_with_its_unit_or_without_counters_passes(gid: str, text: str) -> None:
    assert unit_problems(text, REGISTRY.get(gid), "text") == []


def test_the_lesson_check_reports_it_by_file_and_step() -> None:
    lesson = load("rams")
    step = lesson.step("fifths")
    bare = dataclasses.replace(step, text=step.text.replace("20 counters", "20"))
    told = dataclasses.replace(lesson, steps=tuple(bare if s is step else s for s in lesson.steps))
    (problem,) = [p for p in check_lesson(told) if "unit" in p]
    assert problem.startswith(f"{lesson.path}: steps[{lesson.index('fifths')}] (fifths): says")
