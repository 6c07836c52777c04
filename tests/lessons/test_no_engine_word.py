"""A step speaks of the app as Trickbook, not as "the engine" (learner walk of 2026-12-05,
390x2200 and 1400 px): Loo's revoke step ended "Here the engine simply refuses the card and
tells you which rule stops it.", Irish Loo's "In Learn and Play the engine simply refuses such a
card ...": a reader who came from an old Hoyle has met no engine; the pages and the other steps
say Trickbook (or "the computer" for the players it seats).

The check, for every lesson's step titles and texts: no "engine".
"""

from __future__ import annotations

import re

import pytest
from test_book_gap_in_note import every_step

from lessons import load

ENGINE = re.compile(r"\bengines?\b", re.IGNORECASE)
OTHERS: set[tuple[str, str]] = set()  # another helper's pending steps (none now)


@pytest.mark.parametrize(("game_id", "step_id"), every_step(OTHERS))
def test_a_step_says_trickbook_not_the_engine(game_id: str, step_id: str) -> None:
    step = load(game_id).step(step_id)
    said = " ".join(f"{step.title}. {step.text}".split())
    assert not ENGINE.search(said), said


def test_the_two_revoke_steps_name_trickbook() -> None:
    for game_id in ("loo", "irish_loo"):
        assert "Trickbook simply refuses" in " ".join(load(game_id).step("revoke").text.split())
