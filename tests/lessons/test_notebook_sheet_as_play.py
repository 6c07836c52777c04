"""Notebook 10's running table of deals says what the Play page's sheet says, through the
same functions.

Learner look (look10): Spoil Five's notebook built its sheet by hand, a "result" column
with the engine's codes ("won", "spoiled") and a "winner" column of "-" for every spoiled
deal, where Play's "Across deals" sheet writes "P1 takes 17" or "spoiled" and has no empty
cell to fill. The cell now takes its rows from the game's page helpers
(``game_ui("spoil_five").start_row`` and ``.ledger_row``), so the notebook cannot drift from
the page again; nbval checks its saved output is what they print.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import ui.games  # noqa: F401  (registers the page helpers)
from engine.games.spoil_five import SPOIL_FIVE
from ui.tables import game_ui

NB = Path(__file__).resolve().parents[2] / "notebooks" / "10_spoil_five.ipynb"


def _sheet_cell() -> dict[str, Any]:
    """The code cell that plays deals one after another and shows them as a table."""
    cells = json.loads(NB.read_text(encoding="utf-8"))["cells"]
    found = [
        c
        for c in cells
        if c["cell_type"] == "code"
        and "play_hand(" in "".join(c["source"])
        and "DataFrame(" in "".join(c["source"])
    ]
    assert len(found) == 1, len(found)
    cell: dict[str, Any] = found[0]
    return cell


def test_the_sheet_s_rows_are_the_page_s() -> None:
    source = "".join(_sheet_cell()["source"])
    assert 'game_ui("spoil_five")' in source
    assert ".ledger_row(" in source and ".start_row(" in source


def test_the_sheet_has_no_dash_cell_and_the_page_s_columns() -> None:
    out = _sheet_cell()["outputs"]
    text = "".join(
        "".join(o["data"]["text/plain"]) for o in out if "text/plain" in o.get("data", {})
    )
    lines = text.splitlines()
    assert lines, "the sheet cell has no saved output"
    assert [x for x in lines if re.search(r"(^|\s)-(\s|$)", x)] == []
    # the page's columns, in its order (the first row's keys, "deal" the index)
    columns = list(game_ui("spoil_five").start_row(SPOIL_FIVE.new_deal(players=4, seed=0)))
    assert lines[0].split() == " ".join(columns).split()
    # a deal won says who took what, as the page's "result" cell does
    assert any(re.search(r"\bP\d takes \d+\b", x) for x in lines[2:]), text
