"""A partner's seat in a narrow side box reads "P2 (partner)" on one line.

Seen at 1400 px on /forty_five-play?seed=23&players=6: P2 and P4, the learner's partners at the
sides, read "P2" over "(partner)" (the name's 16 px bold broke in a box a fan of five wide),
and their side's tag stood on a third line. The page's own table is laid out by Chromium, at a
wide table and in a phone's column (the phone's rules, ui.cards.PHONE_CSS, in force), at four
and six players, and Learn's wider faces."""

from __future__ import annotations

from typing import Any

import pytest
from apptools import lay_out

import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import table_html, table_view

COLUMNS = [(1400, 689), (390, 358)]  # the screen, and the Play page's table column in it
# each seat's name (the head's text before its tags, and a note after it in small type): the
# lines it takes, and the seat's place
NAMES = """() => [...document.querySelectorAll('[data-place]')].map(s => {
  const head = s.firstElementChild, range = document.createRange();
  range.selectNodeContents(head.firstChild);  // the seat's name, before its tags
  const rects = [...range.getClientRects()].filter(r => r.width > 1);
  const note = head.querySelector('small'), name = range.getBoundingClientRect();
  const mid = note ? (note.getBoundingClientRect().top + note.getBoundingClientRect().bottom) / 2
                   : (name.top + name.bottom) / 2;
  return {seat: s.dataset.seat, place: s.dataset.place,
          text: head.firstChild.textContent + (note ? note.textContent : ''),
          lines: rects.length + (mid > name.top && mid < name.bottom ? 0 : 1)};
})"""


@pytest.mark.parametrize(("screen", "column"), COLUMNS)
@pytest.mark.parametrize("players", [4, 6])
@pytest.mark.parametrize("width", [46, 56])  # Play's card width, Learn's
def test_a_partner_s_name_keeps_to_one_line(
    html_page: Any, screen: int, column: int, players: int, width: int
) -> None:
    game = REGISTRY.get("forty_five")
    s = game.new_deal(players=players, dealer=players - 1, seed=23)
    html = table_html(table_view(game.view(s, 0), viewer=0, hand_below=True), width)
    lay_out(html_page, html, screen, column)
    seats = html_page.evaluate(NAMES)
    partners = [x for x in seats if "(partner)" in x["text"]]
    assert len(partners) == players // 2 - 1, seats
    if players == 6:  # (at four the partner sits across the table, in a wide box)
        assert {x["place"] for x in partners} == {"left", "right"}, partners
    for x in partners:
        assert x["lines"] == 1, x
