"""The notebooks' play box ends a deal in Play's order: where the score sheet is the settlement
(Forty-Five: no "Settlement" heading, its row for the deal says it), Play draws the sheet, then
"The rules behind this settlement" (ui.pages.play_record.deal_record); the box drew the rules
folded under the next deal's button and the sheet at its foot, under the log (look14). Where a
settlement comes first (Loo, Sixty-Six), the rules behind it still come before the sheet, as on
Play. The sheet is drawn once either way."""

from __future__ import annotations

import pytest
from test_play_widget import play_out, squeeze, text_of

import ui.games  # noqa: F401
from ui.play_view import RULES_BEHIND
from ui.play_widget import play_box
from ui.tables import game_ui


@pytest.mark.parametrize(("game_id", "sheet_first"), [("forty_five", True), ("loo", False)])
def test_the_sheet_and_the_rules_behind_stand_in_play_s_order(
    game_id: str, sheet_first: bool
) -> None:
    box = play_box(game_id, seed=5, level="random")
    play_out(box)
    said = squeeze(text_of(box))
    title = game_ui(game_id).ledger_title
    assert said.count(RULES_BEHIND) == 1 and said.count(title) == 1, said
    assert (said.index(title) < said.index(RULES_BEHIND)) == sheet_first, said
    # Forty-Five's ending has no heading: the sheet is its settlement, as on Play
    assert ("Settlement" in said.split(RULES_BEHIND)[0]) != sheet_first
