"""A notebook's printed output draws its hearts and diamonds red, as the pages do.

The notebooks print through ui.notebook_text.show, which gives the browser HTML beside the
plain text: its lines were escaped text, so "P1 may play: A♥, 10♦" showed ♥ and ♦ black
under prose (0f8bb80) and pages that colour every red card ('Colour ♥♦ yourself; text renders
them black', DESIGN.md section 7). Now each red card or suit of that HTML is in the span the
pages write (ui.format.red_html's, through ui.format.red_spans), and the plain text beside it
is the words alone.
"""

from __future__ import annotations

import json
import re
from html import unescape
from pathlib import Path

import pytest
from notebook_output import SHOWN

from ui.format import red_html
from ui.notebook_text import narrow, text_html

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "notebooks").glob("[0-9][0-9]_*.ipynb"))
RED_CARD = re.compile(r"(?:10|[2-9JQKA])?[♥♦]")
# the pages' red span around a card, as they write it ("A♥" → its colour, its card)
SPAN = re.compile(re.escape(red_html("A♥")).replace("A♥", "([^<]*)"))
LINE = re.compile(r'<div style="[^"]*">(.*?)\n</div>', re.S)


def _outside_spans(html: str) -> str:
    """The text of ``html`` with every red span taken out (what would still show black)."""
    return unescape(re.sub(r"<[^>]+>", "", SPAN.sub("", html)))


def test_printed_text_draws_red_cards_as_the_pages_do() -> None:
    html = text_html("P1 may play: A♥, 10♦ or K♠ (hearts ♥ trumps)")
    for card in ("A♥", "10♦", "♥"):
        assert red_html(card) in html, (card, html)
    assert "K♠" in _outside_spans(html) and not RED_CARD.search(_outside_spans(html)), html
    # the words are the plain text's, and a line long for a phone is still broken there alone
    lines = LINE.findall(html)
    plain = "P1 may play: A♥, 10♦ or K♠ (hearts ♥ trumps)"
    assert [unescape(re.sub(r"<[^>]+>", "", line)) for line in lines] == [plain]
    assert "<" not in narrow(plain)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: p.name)
def test_every_red_card_a_notebook_printed_is_red(path: Path) -> None:
    """Every saved output of ``show``: no ♥ or ♦ outside the pages' red span in its HTML, each
    span a red card or suit, and its plain text the words alone, the same red cards in it."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    outs = [o for c in cells for o in c.get("outputs", []) if "data" in o]
    red = 0
    for out in outs:
        html = "".join(out["data"].get("text/html", ""))
        if SHOWN not in html:
            continue
        plain = "".join(out["data"]["text/plain"])
        black = _outside_spans(html)
        assert not RED_CARD.search(black), (path.name, RED_CARD.findall(black), plain[:200])
        spans = SPAN.findall(html)
        assert all(RED_CARD.fullmatch(s) for s in spans), spans
        assert "<span" not in plain, plain
        assert sorted(spans) == sorted(RED_CARD.findall(plain)), (spans, plain[:200])
        red += len(spans)
    assert red, f"{path.name}: not vacuous: some printed output names a red card"
