"""The trump suit's sign in a table's side panel is drawn in its colour on a white chip, as on
a face, in Sixty-Six as in Napoleon.

Learner walk (colour2): Sixty-Six four-hand at 390 px, /sixty_six-play?seed=4&players=4: "Trumps
♦" over a white ♦ on the green felt beside the red A♦ the dealer turned, where Napoleon's panel
draws its ♥ red on a white chip; the same white sign once the two-hand stock is exhausted.
ui.cards.trump_sign draws both games' signs.
"""

from __future__ import annotations

import re

import pytest
from deals import drawn

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from engine.cards import Suit
from ui.card_faces import suit_colour

SIGN = re.compile(r'<span class="tb-sign" style="([^"]*)">([♠♥♦♣])</span>')


def _signs(game_id: str, players: int, deals: int) -> list[tuple[str, str]]:
    """Every trump sign (its style, its suit's sign) the table draws, over seeded random deals
    played to their end, to seat 0 (tests/deals.py, drawn once for the files checking the same
    deals)."""
    return [
        sign
        for seed in range(deals)
        for _, html in drawn(game_id, players, seed, 0)
        for sign in SIGN.findall(html)
    ]


@pytest.mark.parametrize(
    ("game_id", "players"), [("sixty_six", 4), ("sixty_six", 2), ("napoleon", 4)]
)
def test_the_trump_sign_is_in_its_suits_colour_on_white(game_id: str, players: int) -> None:
    signs = _signs(game_id, players, 40)
    colours = {Suit.parse(sym).is_red for _, sym in signs}
    assert colours == {True, False}, "red and black trumps both drawn"
    for style, sym in signs:
        rules = dict(r.split(":", 1) for r in style.split(";") if r)
        assert rules.get("color") == suit_colour(Suit.parse(sym)), (sym, style)
        assert rules.get("background") == "#fff", (sym, style)
