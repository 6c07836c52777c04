"""Lesson texts of Rams, Rounce and Bierspiel that the learner walk of 2026-12-03 found out of
step with the engine or with the task the step then sets."""

from __future__ import annotations

from lessons import load


def test_rams_the_announcer_leads_wherever_he_sits() -> None:
    """'Whoever announced rams leads the first trick, whoever sits at the dealer's left' said
    the announcer and the eldest hand both lead; the engine has the announcer (P3) lead, where
    the eldest (P1) would lead without a rams."""
    step = load("rams").step("rams_leads")
    scn = step.scenario
    assert scn is not None
    assert scn.game.current_player(scn.state) == 3
    text = " ".join(step.text.split())
    assert "whoever sits at the dealer's left" not in text
    assert "wherever he sits" in text
