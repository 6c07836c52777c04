"""A Learn step that names another reading says what it holds, not "switch to it": the
learner may be under it already. Bierspiel's 'ramsed' step ended 'Switch to the reading "No
cross for an empty hand" to see the other answer', and a learner who had chosen that reading
(/bierspiel-learn?step=ramsed&variant=no_ramsed_cross) read it above the page's own "The
readings differ here: ... under your chosen rules (No cross for an empty hand)", with the other
answer already shown under it. The step now says what that reading decides and where it is
chosen."""

from __future__ import annotations

import re

import engine.games  # noqa: F401  (registers the games)
from engine.game import REGISTRY
from lessons import available, load


def test_no_step_sends_the_learner_to_a_reading_by_name() -> None:
    named = 0
    for gid in available():
        lesson, game = load(gid), REGISTRY.get(gid)
        for step in lesson.steps:
            for v in game.variants.values():
                if f'"{v.label}"' not in step.text:
                    continue
                named += 1
                switch = re.search(r"\bswitch to\b[^.]*" + re.escape(v.label), step.text, re.I)
                assert switch is None, (gid, step.id, switch.group(0))
    assert named  # Bierspiel's 'ramsed' names its other reading


def test_the_ramsed_step_says_what_the_other_reading_decides() -> None:
    text = " ".join(load("bierspiel").step("ramsed").text.split())
    assert 'Under the other reading, "No cross for an empty hand"' in text, text
    assert "he takes no cross" in text and '"Rules"' in text, text
