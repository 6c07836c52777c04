"""Progress's figures and Review's "Practise meanwhile" read well on a phone (walk9, at 390 px:
the four rule counts stood one under another, a screen of their own, and the eleven Quiz links
one to a line, as Streamlit stacks columns under 640 px). The figures now stand in one row that
wraps only where they do not fit, the links in a line that wraps, as Home's do; at 1400 px the
figures keep one row."""

from __future__ import annotations

from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady

FIGURES = """names => [...document.querySelectorAll('.tb-metric')].map(m => {
    const r = m.getBoundingClientRect();
    return [m.innerText.split('\\n')[0], Math.round(r.top), Math.round(r.left), Math.round(r.right)];
}).filter(f => names.includes(f[0]))"""
RULES = ["Mastered", "Due for review", "Still learning", "Never met"]
DEALS = ["Deals", "Tricks won", "Counters won or lost (red)"]
LINKS = """() => [...document.querySelectorAll('[data-testid=stPageLink] a')]
    .filter(a => a.innerText.endsWith(': Quiz'))
    .map(a => { const r = a.getBoundingClientRect(); return [a.innerText, Math.round(r.top)]; })"""


@pytest.mark.parametrize("width", [390, 1400])
def test_the_rule_counts_stand_in_one_row(server: str, tabs: Any, width: int) -> None:
    page = new_tab(tabs, {"width": width, "height": 900})
    page.goto(f"{server}/loo-progress")
    # the count's figure, not the caption under the four that says what "Never met" means
    page.locator(".tb-metric").filter(has_text="Never met").wait_for(timeout=WAIT)
    steady(page, AT_REST)
    rules = page.evaluate(FIGURES, RULES)
    assert [r[0] for r in rules] == RULES
    assert len({top for _, top, _, _ in rules}) == 1, rules  # one line, not one under another
    assert all(left >= 0 and right <= width for _, _, left, right in rules), rules
    deals = page.evaluate(FIGURES, DEALS)
    assert len(deals) == 3 and len({top for _, top, _, _ in deals}) == 1, deals


def test_practise_meanwhile_wraps_its_links_at_390_px(server: str, tabs: Any) -> None:
    page = new_tab(tabs, {"width": 390, "height": 844})
    page.goto(f"{server}/review?learner=phonefigures01")
    page.get_by_text("Practise meanwhile").wait_for(timeout=WAIT)
    steady(page, AT_REST)
    links = page.evaluate(LINKS)
    lines = sorted({top for _, top in links})
    assert len(links) == 11, links
    # two or more to a line: at most six lines for eleven links (they were eleven)
    assert len(lines) <= 6, links
