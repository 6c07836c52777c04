"""A seat's tags draw their red cards and suit signs in the faces' red, as the words under the
table do; black ones and every other word stay as they were.

Learner walk (colour2): Sixty-Six at /sixty_six-play?seed=3&players=2, the learner showing his
marriage of diamonds on the first lead: under the table "You show the marriage K♦ Q♦ (20)" in
red, on his seat the tag "marriage ♦ 20" with the ♦ black. Forty-Five's "robbed the K♥" tag the
same. ui.cards' seat tags colour them now (one red: ui.cards.RED).
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from deals import drawn

import engine.games  # noqa: F401
import ui.games  # noqa: F401
from ui.cards import RED

# a tag: its words, and any coloured piece of them, to its own closing tag
PILL = re.compile(
    r'<span style="display:inline-block;padding:1px 7px[^"]*">'
    r'((?:[^<]|<span style="color:[^"]*">[^<]*</span>)*)</span>'
)
RED_SPAN = f'<span style="color:{RED}">'
CARD_OR_SIGN = re.compile(r"(?:10|[2-9JQKA])?[♥♦♠♣]")


def _tags_with_suits(game_id: str, players: int, deals: int) -> list[str]:
    """The HTML of every seat tag naming a card or a suit, over seeded random deals played
    to their end, from each seat (its end aside: tests/deals.py, drawn once for the files
    checking the same deals)."""
    out: list[str] = []
    for seed in range(deals):
        for seat in range(players):
            for _, html in drawn(game_id, players, seed, seat)[:-1]:
                out += [t for t in PILL.findall(html) if CARD_OR_SIGN.search(unescape(t))]
    return out


@pytest.mark.parametrize(("game_id", "players"), [("sixty_six", 2), ("forty_five", 4)])
def test_a_tags_red_cards_and_signs_are_red_and_nothing_else(game_id: str, players: int) -> None:
    tags = _tags_with_suits(game_id, players, 40)
    assert any(s in unescape(t) for t in tags for s in "♥♦"), "no tag names a red card"
    for tag in tags:
        red = [m[len(RED_SPAN) :] for m in re.findall(rf"{re.escape(RED_SPAN)}[^<]*", tag)]
        plain = re.sub(rf"{re.escape(RED_SPAN)}[^<]*</span>", "", tag)
        named = CARD_OR_SIGN.findall(unescape(tag))
        assert red == [n for n in named if n[-1] in "♥♦"], tag
        assert not re.search("[♥♦]", plain) and "<" not in plain, tag
