"""Every game's table draws the trump suit's sign one way: ui.cards.trump_sign, the sign in its
suit's colour (the faces' red or black) on a white chip.

Learner walk (colour2, de05c73): Sixty-Six and Napoleon drew the sign on its chip, but the pool
games (Loo, Irish, Five-card, Rams, Rounce, Bierspiel) drew a white sign on the green felt (a
robbed trump card's suit, /rounce-play?seed=11's "Trumps ♦" over a white ♦ and "A♦ robbed",
or trumps with no card to show), and Spoil Five's and Forty-Five's trumps box once robbed its
own chip and its own copy of the red. Checked here over every game's seeded Play deals, played
to their end and seen from each seat, and over every Learn step's and quiz question's picture:
each sign the felt draws is trump_sign's chip, and no suit sign stands bare in a side panel
(a card's name, "A♦ robbed", is words, not the sign).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from deals import drawn
from step_pictures import lesson_pictures

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.cards import Suit
from engine.game import REGISTRY
from lessons import available
from ui.card_faces import RED, suit_colour
from ui.cards import TableView, table_html, trump_sign

SIGNS = "♠♥♦♣"
SIGN_SPAN = re.compile(r'<span class="tb-sign"[^>]*>[^<]*</span>')
PICTURE = re.compile(r"<svg\b.*?</svg>|<img\b[^>]*>", re.S)
# a card's name: the sign after its rank ("A♦ robbed", "10♥")
CARD_NAME = re.compile(r"(?:10|[2-9JQKA])[♠♥♦♣]")


def _chips() -> set[str]:
    """trump_sign's drawings as the tables use them (with or without line-height:1)."""
    return {trump_sign(s, style) for s in Suit for style in ("", "line-height:1")}


def _problems(view: TableView, html: str | None = None) -> list[str]:
    """What the table draws outside trump_sign: a sign span that is not its chip, a suit sign
    bare in a side panel's content (its head, "Trumps ♦", is the box's title). ``html`` is the
    view's table_html at the page's width, where the caller has it already."""
    html = table_html(view, 46) if html is None else html
    chips = _chips()
    out = [f"not trump_sign's chip: {s}" for s in SIGN_SPAN.findall(html) if s not in chips]
    for label, inner in view.extras:
        rest = PICTURE.sub("", inner)
        for chip in chips:
            rest = rest.replace(chip, "")
        rest = CARD_NAME.sub("", re.sub(r"<[^>]+>", "", rest))
        out += [f"{label!r}: a bare {c} in {inner[:160]!r}" for c in rest if c in SIGNS]
    return out


def _deal_views(game_id: str, deals: int) -> Iterator[tuple[TableView, str]]:
    """Every position of seeded random deals at the game's fewest and most players, each seen
    from every seat: its view and the view's HTML (tests/deals.py, drawn once for the files
    checking the same deals)."""
    g = REGISTRY.get(game_id)
    counts = g.player_counts(g.make_opts())
    for players in sorted({counts[0], max(n for n in counts if n <= 5)}):
        for seed in range(deals):
            for seat in range(players):
                yield from drawn(game_id, players, seed, seat)


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_play_tables_draw_the_trump_sign_on_its_chip(game_id: str) -> None:
    problems: list[str] = []
    signs = 0
    for view, html in _deal_views(game_id, 12):
        problems += _problems(view, html)
        signs += html.count('class="tb-sign"')
    assert not problems, f"{game_id}: {len(problems)}, first {problems[:3]}"
    if game_id in ("rams", "rounce", "spoil_five", "forty_five", "napoleon", "sixty_six"):
        assert signs, f"{game_id}: no sign drawn over its deals (the check saw nothing)"


@pytest.mark.parametrize("lesson", sorted(available()))
def test_lesson_pictures_draw_the_trump_sign_on_its_chip(lesson: str) -> None:
    problems: list[str] = []
    for where, _, view in lesson_pictures(lesson):
        problems += [f"{where}: {p}" for p in _problems(view)]
    assert not problems, f"{lesson}: {len(problems)}, first {problems[:3]}"


def test_the_chip_is_the_faces_colour_on_white() -> None:
    """The one drawing all tables use: ♥ and ♦ in the faces' red, ♠ and ♣ their black, on
    white."""
    for s in Suit:
        style = re.search(r'style="([^"]*)"', trump_sign(s)).group(1)  # type: ignore[union-attr]
        rules = dict(r.split(":", 1) for r in style.split(";") if r)
        assert rules["color"] == suit_colour(s) and rules["background"] == "#fff", (s, style)
        assert (rules["color"] == RED) == s.is_red, (s, style)
