"""Napoleon's boxes for naming trumps draw their red suit signs red, and only the signs, as the
buttons do; a box that is one red card ("A♦") stays red as a whole.

Learner walk: /napoleon-quiz?seed=14&kind=declare&level=1 ("You are P0, to name trumps. Which
suits may you name?") offered "Trumps ♣ clubs", "Trumps ♦ diamonds", "Trumps ♥ hearts",
"Trumps ♠ spades", every one black, beside a hand whose ♥ and ♦ cards are red; a red card's box
("A♦") is drawn red (app.py colours a box whose label ends in a red suit, its accessible name
kept plain). The boxes (and Play's buttons) now say the suit and end in its sign, "Hearts ♥",
and the red ones are red in the browser.

Then (colour2's walk): the boxes drew the whole label red, "Hearts ♥" in red words, where
Play's buttons draw "Hearts" in the button's colour and only the "♥" red. The box's name is its
raw label, so its words cannot be Markdown; ui/components/js/red_suits.js lays the CSS highlight
"tb-red" over the red cards and signs of every box's label, and app.py's style
(ui.card_css.RED_TEXT_CSS) paints it, no more the whole label. Judged on the pixels drawn: a
highlight has no computed style of an element to read.
"""

from __future__ import annotations

import contextlib
import io
from typing import Any

from PIL import Image
from test_browser import sync_api
from test_play_browser import open_page, settle
from test_red_in_words import APP_STYLE

import engine.games  # noqa: F401
from engine.cards import Suit
from engine.game import REGISTRY
from engine.quiz import practice
from ui.games.napoleon import trump_label

G = REGISTRY.get("napoleon")

# the label's paragraph and, in page pixels, where each of its red cards and suit signs is
RED_SPOTS = r"""p => {
  const box = p.getBoundingClientRect(), spots = [];
  const walk = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (const m of n.data.matchAll(/(?:10|[2-9JQKA])?[♥♦]/g)) {
      const r = new Range(); r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
      const b = r.getBoundingClientRect();
      spots.push([b.left - box.left, b.right - box.left]);
    }
  }
  return spots;
}"""


def _seed() -> int:
    """The first generated declare question (level 1) at the naming of trumps."""
    return next(
        s
        for s in range(400)
        if practice(G.id, seed=s, kind="declare", level=1).state.phase == "trump"
    )


def _rgb(shot: Image.Image, x: int, y: int) -> tuple[int, ...]:
    """A pixel of an RGB screenshot (``getpixel`` is typed for every mode: a number, or None
    outside the image)."""
    pixel = shot.getpixel((x, y))
    assert isinstance(pixel, tuple), (x, y, pixel)
    return pixel


def _reddish(pixel: tuple[int, ...]) -> bool:
    """A pixel of the faces' red, or of its anti-aliased edge on white (not Streamlit's text
    grey, not a black sign's edge)."""
    r, g, b = pixel[:3]
    return r - max(g, b) > 60


def red_columns(label: Any) -> tuple[list[int], list[list[float]]]:
    """The x of every reddish pixel the label's paragraph draws, and where its red cards and
    signs stand (left, right), both from the paragraph's left edge."""
    p = label.locator("[data-testid=stMarkdownContainer] p")
    spots: list[list[float]] = p.evaluate(RED_SPOTS)
    shot = Image.open(io.BytesIO(p.screenshot())).convert("RGB")
    xs = sorted(
        {x for x in range(shot.width) for y in range(shot.height) if _reddish(_rgb(shot, x, y))}
    )
    return xs, spots


def test_only_the_red_suits_signs_are_red_and_the_black_ones_not(server: str, tabs: Any) -> None:
    url = f"{server}/napoleon-quiz?seed={_seed()}&kind=declare&level=1"
    page, errors = open_page(tabs, url)
    try:
        page.get_by_role("button", name="Check").wait_for(timeout=30_000)
        settle(page)
        for suit in Suit:
            name = trump_label(suit)
            box = page.get_by_role("checkbox", name=name, exact=True)
            assert box.count() == 1, name
            label = page.locator("[data-testid=stCheckbox]").filter(has=box)
            page.wait_for_function(APP_STYLE, timeout=30_000)  # (the red's style)
            with contextlib.suppress(sync_api.TimeoutError):  # (laid a frame after a change)
                page.wait_for_function("() => !!CSS.highlights.get('tb-red')?.size", timeout=5_000)
            xs, spots = red_columns(label)
            if not suit.is_red:
                assert not xs and not spots, (name, xs)
                continue
            (left, right), *more = spots
            assert not more, (name, spots)
            outside = [x for x in xs if not left - 1 <= x <= right + 1]
            assert not outside, (name, "red outside the sign", outside[:5], (left, right))
            assert len(xs) >= (right - left) / 2, (name, "the sign is not red", xs)
        assert not errors, errors
    finally:
        page.close()
