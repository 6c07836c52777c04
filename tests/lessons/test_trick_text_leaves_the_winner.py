"""A trick-winner step's text gives the rule, not the winner by another name (look6): Loo's
trump_turn said "Hearts are now trumps, and the trick is judged again: a trump beats any spade"
over a trick holding one heart, and trump_turn_no_trump "Nobody played a club, so the 2♥ is
just a discard, and the highest spade wins", each above "Who wins this trick?": the answer
without its seat or card (which tests/lessons/test_task_texts_leave_the_answer.py looks for).

Checked in every lesson's trick-winner steps: no sentence concludes, of this trick, what takes
it ("so ... the highest spade wins", "now ... a trump beats"); the rule may be said in general
("if any trump was played to it, the highest trump takes it")."""

from __future__ import annotations

import re

import pytest

from lessons import load
from lessons.loader import LESSONS_DIR
from lessons.tasks import task_for

GAMES = sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
TRICK_STEPS = [
    (game, step.id)
    for game in GAMES
    for step in load(game).steps
    if (task := task_for(step)) is not None and task.kind == "trick_winner"
]

_WINS = re.compile(r"\bwins\b|\btakes? (?:it|the trick|this trick)\b|\bbeats\b", re.I)
# the position's conclusion, not the rule: "so", "now", "just a discard"; a rule is a condition
_CONCLUDES = re.compile(r"\bso\b|\bnow\b|\bjust a discard\b", re.I)
_RULE = re.compile(r"\bif\b|\bunless\b|\bonly\b", re.I)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def concluded(text: str) -> list[str]:
    """The sentences of ``text`` that say who takes the trick by concluding from it."""
    plain = " ".join(_QUOTED.sub('""', text).split())
    return [
        s
        for s in re.split(r"(?<=[.!?])\s+", plain)
        if _WINS.search(s) and _CONCLUDES.search(s) and not _RULE.search(s)
    ]


def test_there_are_trick_steps() -> None:
    assert ("loo", "trump_turn") in TRICK_STEPS and ("loo", "trump_turn_no_trump") in TRICK_STEPS


@pytest.mark.parametrize(("game", "step_id"), TRICK_STEPS)
def test_a_trick_step_leaves_its_winner_to_the_learner(game: str, step_id: str) -> None:
    assert concluded(load(game).step(step_id).text) == []


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("Hearts are now trumps, and the trick is judged again: a trump beats any spade.", True),
        ("Nobody played a club, so the 2♥ is just a discard, and the highest spade wins.", True),
        (
            "The finished trick is judged again: if any trump was played to it, the highest "
            "trump takes it.",
            False,
        ),
        (
            "A card thrown on a suit it could not follow counts only if it turns out to be a trump.",
            False,
        ),
        ("A trump beats any spade. Here P3 throws the 2♥.", False),
    ],
)
def test_the_check_reads_a_conclusion(text: str, found: bool) -> None:
    assert bool(concluded(text)) is found
