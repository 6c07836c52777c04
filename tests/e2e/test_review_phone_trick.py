"""The Review page's question picture on a 320 px phone (an iPhone SE's, first generation): a
trick of four keeps inside the table. The picture stands in the Review's bordered box, a table
of 256 px at 320, and its trick, laid out in one row there (a phone-wide table's), drew four
64 px faces 74 px apart: 296 px, 15 px past the table's right edge and as far past its left
(Rams', Rounce's, Forty-Five's, Napoleon's and Linger Longer's 'who wins the trick?'; the
Quiz's picture, 32 px wider, and every seat's hand kept inside).

The server's database is prepared first: a learner of the module's own missed Rams' plain trick
question an hour ago, so the rules it touches are due, and Review asks a question on them.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from browsertools import new_tab
from test_browser import AT_REST, WAIT, steady
from test_phone_play import STYLED

import engine.games  # noqa: F401
from bench.serve import CHROMIUM
from engine.game import REGISTRY
from ui.mastery import RuleMemory, curated_bank
from ui.progress import Progress, new_learner

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (a real browser on a shared machine)
]

SMALLEST = {"width": 320, "height": 568}


@pytest.fixture(scope="module")
def trick_due(server: str, server_db: Path) -> str:
    """The browser tests' Review page (conftest.py's server) for a learner of this module's own,
    prepared in the server's database: he missed Rams' plain trick question an hour ago."""
    store = Progress(server_db)
    code = new_learner()
    asked = next(a for a in curated_bank("rams") if a.question.id == "q_trick_plain")
    q = asked.question
    variant = REGISTRY.get("rams").default_variant
    row = store.record_answer(code, "rams", variant, q.id, q.kind, False)
    RuleMemory(store).record_answer(code, q, [], False, "quiz", answer=row, at=time.time() - 3600)
    return f"{server}/review?learner={code}"


# the question picture's table and each face of its trick, [left, right] in px
_TRICK = """() => {
  const table = document.querySelector('.st-key-tb-review [aria-label="card table"]');
  const x = e => { const r = e.getBoundingClientRect(); return [r.left, r.right]; };
  return {table: x(table), faces: [...table.querySelectorAll('.tb-trick svg')].map(x)};
}"""


def test_on_a_320_px_phone_review_s_trick_keeps_inside_its_table(tabs: Any, trick_due: str) -> None:
    page = new_tab(tabs, SMALLEST)  # (closed after the test: conftest.py)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(trick_due)
    box = page.locator(".st-key-tb-review")
    box.get_by_text("Who wins the trick?").first.wait_for(timeout=WAIT)
    box.locator('[aria-label="card table"] .tb-trick svg').first.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    # the app's style for every page (app.py) is drawn after the page: in place (STYLED)
    steady(page, STYLED)
    seen = page.evaluate(_TRICK)
    assert len(seen["faces"]) == 4, seen  # a trick of four, in one row
    left, right = seen["table"]
    for face in seen["faces"]:
        assert face[0] >= left and face[1] <= right, seen
    assert not errors, errors
