"""What a book leaves unsaid is told in the source's note, under the quote, not in the step's
text (learner walk of 2026-12-05, 390x2200 and 1400 px): /bierspiel-learn?step=seven taught
"The seven of diamonds is always the second-best trump ... Foster does not say what becomes of
it as a diamond; Trickbook reads his "always" so: the 7♦ is a trump, never a plain diamond."
The rule the task turns on (the 7♦ led to is no diamond, so P2 holding it has none of the suit
led and must trump) stood inside a sentence about the book, and the book's silence stood where
the step teaches, above the quote it is about. Loo's all_pass ("Foster does not say this; the
lesson text does", over "— Trump Games, a modern lesson") and Rams' six_alone ("Foster says
nothing more, so ...", over Foster's sentence) said their provenance in the text too. The
convention (6c0bc76, Irish Loo's lead_trump): the step teaches; the note says where the rule
comes from and where a book is silent.

The check: no step's text says that a book does not say something; a step that has such a gap
to tell has a note, and the note tells it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

import engine.games  # noqa: F401  (registers the games)
from lessons import load
from lessons.loader import LESSONS_DIR, Step

# a book's silence in any of the ways the lessons said it: Rounce's no_general_rounce read
# "Foster says ... without saying what follows from it, and Trickbook's rules notes do not
# decide. This app reads it ..." (the check knew only "does not say", "says nothing", "is
# silent"); Five-card Loo's looed "Foster does not give the price", Forty-Five's count_out
# "Foster gives only that example", Linger Longer's trick "implies it without saying so",
# Spoil Five's three_tricks "Trickbook's copy of Foster ... names no stakes"
GAP = re.compile(
    r"\b(?:do(?:es)? not (?:say|decide|give|state)|says nothing|is silent|without saying"
    r"|names no|only that example)\b",
    re.IGNORECASE,
)
# another helper's pending steps, told to the lead (none now)
OTHERS: set[tuple[str, str]] = set()


def every_step(
    pending: set[tuple[str, str]], keep: Callable[[Step], bool] = lambda s: True
) -> list[Any]:
    """Each lesson's steps that ``keep`` keeps, as (game, step id) test parameters; those in
    ``pending`` (another helper's lessons, told to the lead) marked xfail."""
    return [
        pytest.param(
            g,
            s.id,
            marks=[pytest.mark.xfail(reason="another helper's lesson")]
            if (g, s.id) in pending
            else [],
            id=f"{g}-{s.id}",
        )
        for g in sorted(p.stem for p in LESSONS_DIR.glob("*.yaml"))
        for s in load(g).steps
        if keep(s)
    ]


STEPS = every_step(OTHERS)


@pytest.mark.parametrize(("game_id", "step_id"), STEPS)
def test_a_step_leaves_its_book_s_silence_to_the_note(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    said = " ".join(step.text.split())
    assert not GAP.search(said), said


@pytest.mark.parametrize(
    ("game_id", "step_id"),
    [
        ("bierspiel", "seven"),
        ("loo", "all_pass"),
        ("rams", "six_alone"),
        ("bierspiel", "six_alone"),
        ("five_card_loo", "looed"),
        ("forty_five", "count_out"),
        ("linger_longer", "trick"),
        ("spoil_five", "three_tricks"),
        ("rounce", "no_general_rounce"),
    ],
)
def test_the_steps_tell_the_gap_in_their_note(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    assert GAP.search(step.rule.note), step.rule.note


def test_the_seven_says_it_is_no_card_of_a_diamond_lead() -> None:
    """The task's point, said in the step: to a diamond led the 7♦ is not of the suit led, so
    the learner holding it with no other diamond must trump (the engine's verdict on a wrong
    card says "you have no card of the suit led and must trump: you hold 7♦")."""
    step = load("bierspiel").step("seven")
    said = " ".join(step.text.split())
    assert "to a diamond led it is a trump, not a card of the suit led" in said
    assert step.scenario is not None and "8♦" in said and "7♦" in said
