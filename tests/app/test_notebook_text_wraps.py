"""A notebook's text reads at a phone's width and at a desktop's, laid out by Chromium from the
HTML ``ui.widgets.show`` gives (no stylesheet but its own).

Before, every line was broken at 43 characters, a phone's column (nbconvert's output at 390 px
is 344 px wide), and printed: at 1400 px, where the output is 1270 px wide, the text stood in
a column a third of it ('  seed=     any whole number: each gives' / 'another deal, the same
one' / 'every run'). And deal_knobs' variants, a name and its reading beside the values' column
14 characters in, ran on three and four lines at 43 characters ('"dealer_card_trump_000": The'
/ 'lesson text (Trump Games),' / 'for 3 to 5 players'). Now the browser breaks each line to its
own column, between words, and a variant's name stands on a line of its own, its reading
under it."""

from __future__ import annotations

from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.game import REGISTRY
from ui.notebook_text import TEXT_WIDTH, narrow, text_html
from ui.widgets import deal_knobs

COLUMNS = {"phone": 344, "desktop": 1270}  # nbconvert's output at 390 and 1400 px (measured)

# each line of the text: its words, and how many lines the browser drew it on; and the words it
# broke within (a word whose box is on two lines)
LINES = """() => [...document.querySelectorAll('pre > div')].map(div => {
  const text = div.firstChild;
  const tops = (r) => new Set([...r.getClientRects()].map(q => Math.round(q.top))).size;
  const all = document.createRange();
  all.selectNodeContents(text);
  all.setEnd(text, text.data.replace(/\\n$/, '').length);
  const broken = [];
  for (const m of text.data.matchAll(/\\S+/g)) {
    const r = document.createRange();
    r.setStart(text, m.index);
    r.setEnd(text, m.index + m[0].length);
    if (tops(r) > 1) broken.push(m[0]);
  }
  return [text.data.replace(/\\n$/, ''), tops(all), broken];
})"""


def _laid_out(page: Any, text: str, width: int) -> list[tuple[str, int, list[str]]]:
    page.set_content(f'<body style="margin:0"><div style="width:{width}px">{text_html(text)}</div>')
    return [(line, n, broken) for line, n, broken in page.evaluate(LINES)]


@pytest.mark.parametrize("game", list(REGISTRY), ids=lambda g: g.id)
def test_deal_knobs_read_at_a_phone_s_width_and_a_desktop_s(html_page: Any, game: Any) -> None:
    text = deal_knobs(game)
    phone = _laid_out(html_page, text, COLUMNS["phone"])
    assert [line for line, _, _ in phone] == text.splitlines()  # each line a line
    assert all(not broken for _, _, broken in phone), phone  # broken between words only
    for name in game.variants:  # the name on a line of its own, its reading under it
        at = next(k for k, (line, _, _) in enumerate(phone) if line.strip().startswith(f'"{name}"'))
        assert phone[at][1] == 1, phone[at]
        assert phone[at + 1][1] <= 2, phone[at + 1]
    # the plain text beside it, for a front end without HTML, as a phone's column breaks it
    plain = narrow(text).splitlines()
    assert all(len(line) <= TEXT_WIDTH for line in plain), plain
    assert len(plain) <= sum(n for _, n, _ in phone), (plain, phone)
    desktop = _laid_out(html_page, text, COLUMNS["desktop"])
    assert all(n == 1 for _, n, _ in desktop), desktop  # a desktop's column: no line broken


def test_a_long_line_runs_on_under_its_values(html_page: Any) -> None:
    """A line broken by the browser runs on as deep as the plain text's (ui.widgets.hang): the
    seed's line under its values, 14 characters in."""
    text = "  seed=     any whole number: each gives another deal, the same one every run"
    html_page.set_content(f'<div style="width:{COLUMNS["phone"]}px">{text_html(text)}</div>')
    lefts = html_page.evaluate(
        """() => { const t = document.querySelector('pre > div').firstChild;
        const r = document.createRange(); r.selectNodeContents(t);
        const c = document.createRange(); c.setStart(t, 0); c.setEnd(t, 1);
        const ch = c.getBoundingClientRect().width;
        const left = new Map();  // each line's top: where its first character stands
        for (const q of r.getClientRects()) {
          const top = Math.round(q.top);
          left.set(top, Math.min(left.get(top) ?? Infinity, q.left));
        }
        return [...left.values()].map(x => Math.round((x - 8) / ch)); }"""
    )
    assert len(lefts) >= 2 and lefts[0] == 0, lefts
    assert set(lefts[1:]) == {14}, lefts
