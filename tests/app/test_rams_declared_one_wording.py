"""The settlement table names a rams in one wording, with the widow or without it.

Learner walk: the "declared" column of /rams-learn?step=rams_lost said "Rams (all five
tricks)" (the engine's "rams" in the Play button's words), and of step rams_made "Rams with
the widow" (the engine's own words, no button's): one announcement, two names. The engine now
says it once (rams_settlement.RAMS_SAID), the button and both cells from there.
"""

from __future__ import annotations

from lessons import load
from ui.play_table import action_label, rows_in_app_words

LESSON = load("rams")


def _declared(step_id: str) -> tuple[str, str]:
    scn = LESSON.step(step_id).scenario
    assert scn is not None
    g, s = scn.game, scn.state
    rows = rows_in_app_words(g, s, g.settlement_rows(s))
    return rows[s.rams]["declared"], action_label(g, s, g.word_action("rams"))


def test_a_rams_with_and_without_the_widow_is_named_alike() -> None:
    scn = LESSON.step("rams_made").scenario
    assert scn is not None and scn.state.widow_taker == scn.state.rams  # he took the widow
    own, button = _declared("rams_lost")
    widow, _ = _declared("rams_made")
    assert own == button
    assert widow == f"{own} with the widow"
