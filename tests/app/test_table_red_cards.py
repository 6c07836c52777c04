"""A small HTML table's card cells are drawn in the faces' red only where the cards are red
(ui/format.py table_html). Compare's action column once drew 'Rob: put out 3♦, take the Q♣'
all in red, the black Q♣ with it (seen on /spoil_five-compare at 1400 px)."""

from __future__ import annotations

import re

from ui.cards import RED
from ui.format import table_html


def _red_words(html: str) -> list[str]:
    """The text drawn in RED: whole cells and spans."""
    cells = re.findall(rf'<td style="color:{RED}">(.*?)</td>', html)
    spans = re.findall(rf'<span style="color:{RED}">(.*?)</span>', html)
    return cells + spans


def test_a_cell_naming_a_black_card_reddens_only_its_red_cards() -> None:
    html = table_html([{"action": "Rob: put out 3♦, take the Q♣"}], red=["action"])
    assert _red_words(html) == ["3♦"]
    assert "Q♣" in html


def test_a_cell_of_red_cards_only_is_red_as_before() -> None:
    html = table_html([{"action": "K♥ Q♥", "who": "P1 ♦"}, {"action": "A♣"}], red=["action"])
    assert _red_words(html) == ["K♥ Q♥"]


def test_columns_not_named_red_stay_black() -> None:
    assert _red_words(table_html([{"who": "3♦ and Q♣"}], red=["action"])) == []
