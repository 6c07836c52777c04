"""Every red card or suit sign written on the felt is red, on a white chip.

Learner look (look4, Napoleon, Forty-Five, Spoil Five and Linger Longer at 1400 and 390 px):
the table's "Trumps ♥" head over the red sign on its chip drew its own ♥ white on the green,
in every game, and the notes under a box (Spoil Five's "P1 robbed the A♦", Rounce's "A♦
robbed", Linger Longer's "turned: 7♦") their red cards white too: a box's head and notes are
white words on the felt, which app.py's red (ui.card_css.RED_TEXT_CSS, for Markdown's words)
and ui/components/js/red_suits.js (a tick box's label) never reach. ui.cards.felt_words draws
them now, red on the chip trump_sign uses (red on the felt's green reads at 1.2:1).

Checked over every game's seeded deals played to their end: each ♥ or ♦ the felt writes as
words (a card's picture aside) stands in the faces' red, off the green (a seat's tag draws
its red cards red on the tag's grey, tests/app/test_seat_tags_red.py).
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest
from deals import drawn

import engine.games  # noqa: F401
import ui.games  # noqa: F401  (registers the drawings)
from engine.game import REGISTRY
from ui.cards import FELT as FELT_GREEN
from ui.cards import RED, TableView, table_html

# the felt, to the caption under it (words on white, in the page's grey)
FELT = re.compile(
    r'<div class="tb-felt".*?(?=<div style="font-size:13px;margin-top:4px;color:#495057">|$)', re.S
)
COLOUR = re.compile(r"(?<![-\w])color:\s*([^;\"]+)")
BACKGROUND = re.compile(r"background:\s*([^;\"]+)")
VOID = {"img", "br", "hr", "input", "use", "path", "rect", "circle"}


class _Reds(HTMLParser):
    """Each red sign in the words of the felt, with the colour and background it is drawn in
    (the innermost element that sets each)."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, str | None, str | None]] = []
        self.found: list[tuple[str, str, str]] = []
        self.svg = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "svg":
            self.svg += 1
        if tag in VOID:
            return
        style = dict(attrs).get("style") or ""
        colour, back = COLOUR.search(style), BACKGROUND.search(style)
        self.stack.append((tag, colour and colour[1].strip(), back and back[1].strip()))

    def handle_endtag(self, tag: str) -> None:
        if tag == "svg":
            self.svg -= 1
        if tag in VOID:
            return
        while self.stack and self.stack.pop()[0] != tag:
            pass

    def handle_data(self, data: str) -> None:
        if self.svg or not re.search("[♥♦]", data):
            return
        colour = next((c for _, c, _ in reversed(self.stack) if c), "")
        back = next((b for _, _, b in reversed(self.stack) if b), "")
        self.found.append((data.strip(), colour, back))


def felt_reds(view: TableView, html: str | None = None) -> list[tuple[str, str, str]]:
    """(words, colour, background) of every piece of the felt's words holding a red sign.
    ``html`` is the view's table_html at the page's width, where the caller has it already."""
    felt = FELT.search(table_html(view, 46) if html is None else html)
    assert felt is not None
    parser = _Reds()
    parser.feed(felt[0])
    return parser.found


def _views(game_id: str, deals: int) -> list[tuple[TableView, str]]:
    """Every position of seeded random deals at the game's fewest players, seen by P0: its view
    and the view's HTML (tests/deals.py, drawn once for the files checking the same deals)."""
    g = REGISTRY.get(game_id)
    players = g.player_counts(g.make_opts())[0]
    return [d for seed in range(deals) for d in drawn(game_id, players, seed, 0)]


@pytest.mark.parametrize("game_id", REGISTRY.ids())
def test_every_red_sign_on_the_felt_is_red(game_id: str) -> None:
    found = [f for view, html in _views(game_id, 10) for f in felt_reds(view, html)]
    assert found, f"{game_id}: no red card or sign on the felt in 10 deals"
    # red, and on white or a seat's tag, never on the felt's green
    wrong = [f for f in found if f[1] != RED or f[2] in ("", FELT_GREEN)]
    assert wrong == [], f"{len(wrong)} of {len(found)} drawn otherwise, e.g. {wrong[:4]}"


def test_the_trumps_head_draws_its_red_sign_red() -> None:
    """Napoleon's "Trumps ♥" head, the box the learner look named."""
    view = TableView(seats=(), extras=(("Trumps ♥", "<b>sign</b>"),))
    assert felt_reds(view) == [("♥", RED, "#fff")]
