"""Forty-Five's Points box keeps each side beside its score on a phone (look3's walk,
/forty_five-play?seed=3&players=6&seat=1 at 390 px): six hands' "P0+P2+P4 0, P1+P3+P5 0"
broke after the second side's name, its score alone on the next line ("P1+P3+P5" / "0"), read
as a side without a score and a stray 0. A line may break between the two sides, after the
comma, never between a side and its points."""

from __future__ import annotations

from typing import Any

import pytest
from test_browser import steady
from test_play_browser import PHONE, open_page, settle

from bench.serve import CHROMIUM

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

# each side's name and its score in the Points box, with the line (top) each is drawn on
_PAIRS = r"""() => {
  const head = [...document.querySelectorAll('.tb-extras div')]
    .find(d => d.textContent === 'Points');
  if (!head) return null;
  const figure = head.nextElementSibling.firstElementChild;
  const node = figure.firstChild, text = node.textContent, out = [];
  for (const m of text.matchAll(/(P[\d+P]+)\s(\d+)/g)) {
    const top = (a, b) => {
      const r = document.createRange();
      r.setStart(node, a); r.setEnd(node, b);
      return Math.round(r.getClientRects()[0].top);
    };
    const at = m.index, num = at + m[0].length - m[2].length;
    out.push({side: m[1], score: m[2], sideTop: top(at, at + m[1].length),
              scoreTop: top(num, num + m[2].length)});
  }
  return {text, lines: new Set([...figure.getClientRects()].map(r => r.top)).size, out};
}"""


def test_on_a_phone_six_hands_points_keep_each_side_with_its_score(server: str, tabs: Any) -> None:
    page, errors = open_page(tabs, f"{server}/forty_five-play?seed=3&players=6&seat=1", PHONE)
    try:
        settle(page)
        got = page.evaluate(_PAIRS)
        assert got is not None, "no Points box on the table"
        assert [p["side"] for p in got["out"]] == ["P0+P2+P4", "P1+P3+P5"], got
        for pair in got["out"]:
            assert pair["sideTop"] == pair["scoreTop"], got
        steady(page, "true")
        assert not errors, errors
    finally:
        page.close()
