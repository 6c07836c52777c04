"""At 1400 px a Learn step's side panel keeps the trumps, the widow and the pool side by side.

Learner walk (poolpics, colour2's list): at /rounce-learn?step=deal, 1400 px wide, the table
(940 px) drew Rounce's six widow backs side by side, 306 px of the panel's 480, and the pool
stood alone on a second row under the trumps; at as_rams, the panel 358 px beside six seats,
the three stood one under another. Every step of Rounce's and Rams' lessons with the widow
drawn was so (15 and 27), and Bierspiel's two with a turned seven beside the trumps. The widow is now
overlapped as a hand is (ui.card_css.OVERLAP_CSS: faces 18 px apart, each corner index showing;
backs 10 px), and the three stand in one row. Laid out by Chromium from the HTML alone (no
server), at the table's width on the Learn page at 1400 px, in a sans-serif font as the app's.
"""

from __future__ import annotations

from typing import Any

import pytest
from step_pictures import lesson_pictures

import ui.games  # noqa: F401  (registers the drawings)
from ui.cards import PICTURE_WIDTH, table_html

LEARN_TABLE = 940  # the Learn page's table at 1400 px (measured in the app)

_BOXES = """() => [...document.querySelectorAll('.tb-extras > div')].map(b => {
  const r = b.getBoundingClientRect();
  return {head: b.firstElementChild.innerText, top: Math.round(r.top), right: r.right};
})"""
_WIDOW = """() => [...document.querySelectorAll('.tb-overlap > *')].map(c => {
  const r = c.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + 4, r.top + r.height * 0.3);
  return hit !== null && c.contains(hit);
})"""


@pytest.mark.parametrize("lesson", ["rounce", "rams", "loo", "bierspiel"])
def test_the_widow_leaves_the_panel_one_row(html_page: Any, lesson: str) -> None:
    page = html_page
    split, seen = [], 0
    for where, _, view in lesson_pictures(lesson):
        heads = [label for label, _ in view.extras]
        if "Widow" not in heads:
            continue
        page.set_content(
            '<body style="margin:0;font-family:sans-serif">'
            f'<div style="width:{LEARN_TABLE}px">{table_html(view, PICTURE_WIDTH)}</div>'
        )
        boxes = page.evaluate(_BOXES)
        # Bierspiel's crosses are a list of a line a player: the trumps and the widow beside
        # each other, the list where it fits
        row = [b for b in boxes if not b["head"].startswith("Crosses")]
        if len({b["top"] for b in row}) > 1:
            split.append((where, [(b["head"], b["top"]) for b in boxes]))
        shown = page.evaluate(_WIDOW)
        assert shown and all(shown), (where, "a widow card covered by the next", shown)
        seen += 1
    assert seen, f"{lesson}: no step draws the widow"
    assert not split, f"{lesson}: {len(split)} of {seen} panels in more than one row: {split[:3]}"
