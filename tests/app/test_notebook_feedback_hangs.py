"""A quiz box's feedback read in JupyterLab at 800 px (nbwalk, notebook 08's lead_trump box,
its column 368 px wide beside the file browser): each reason ran on at the box's left edge,
under "Not quite.", where its own "- " began two characters in ("  - you chose 2♣, but it is not
allowed: you must" / "lead a trump: you hold Q♦ and 6♦"), because the box wrote its feedback as
one block of pre-wrapped text. Now each line is a block of its own whose run-on hangs under its
words (ui.widgets.feedback_line_html), laid out here by Chromium from the box's own output."""

from __future__ import annotations

from typing import Any

import engine.games  # noqa: F401
from engine.cards import CARDS
from lessons import load
from ui.widgets import quiz_box

COLUMN = 368  # px: a notebook's output in JupyterLab at 800 px, the file browser open

# each line's block: its text, and the left edge of each line the browser drew it on
LINES = """() => [...document.querySelectorAll('.trickbook-feedback > div')].map(div => {
  const r = document.createRange();
  r.selectNodeContents(div);
  const left = new Map();
  for (const q of r.getClientRects()) {
    const top = Math.round(q.top);
    left.set(top, Math.min(left.get(top) ?? Infinity, Math.round(q.left)));
  }
  return [div.textContent, [...left.values()]];
})"""


def _wrong_feedback_html() -> tuple[str, str]:
    """The lead_trump box of notebook 08 answered wrong by its buttons: the feedback's plain
    text and HTML, as the box writes them."""
    q = load("rounce").question(step="lead_trump")
    box = quiz_box(q)
    _, _, inputs, button, out = box.children
    right = {CARDS[int(c)].pretty for c in q.solve()}
    wrong = next(b for b in inputs.children if b.description not in right)
    wrong.value = True
    button.click()
    data = out.outputs[-1]["data"]
    assert button.description == "Try again"  # (graded, and wrong)
    return data["text/plain"], data["text/html"]


def test_each_feedback_line_is_a_block_of_its_own() -> None:
    text, html = _wrong_feedback_html()
    assert html.count('<div style="padding-left:') == len(text.split("\n"))
    assert "pre-wrap" not in html


def test_a_reason_broken_by_the_column_runs_on_under_its_words(html_page: Any) -> None:
    text, html = _wrong_feedback_html()
    html_page.set_content(f'<body style="margin:0"><div style="width:{COLUMN}px">{html}</div>')
    laid = html_page.evaluate(LINES)
    assert [t for t, _ in laid] == [line.strip() for line in text.split("\n")]
    box_left = laid[0][1][0]  # "Not quite. ..." begins at the box's edge
    broken = [(t, lefts) for t, lefts in laid if len(lefts) > 1]
    assert broken, laid  # (some reason is longer than the column)
    for t, lefts in broken:
        first, rest = lefts[0], lefts[1:]
        assert all(x > first for x in rest), (t, lefts)  # hangs deeper than its first line
        assert all(x > box_left for x in rest), (t, lefts)
    reasons = [lefts for t, lefts in laid if t.startswith("- ")]
    assert reasons and all(lefts[0] > box_left for lefts in reasons)  # a reason stands in
