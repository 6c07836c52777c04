"""The Rules page draws the tab of books and tables that is open, and another when the learner
opens it: drawn in every tab, the books' texts and the rule tables (7-21 kB of HTML each
through Markdown, ~400 React components) held the browser's main thread for 0.1-1.1 s after
the heading on every load (issue 12 part 5; ui.server's profile)."""

from __future__ import annotations

from collections.abc import Callable

from streamlit.testing.v1 import AppTest

from engine.game import REGISTRY
from ui.pages.rules import book_tab_key

DOC = 'role="document"'
TABLE = 'class="tb-rules"'


def _drawn(at: AppTest) -> tuple[int, int]:
    """The books' texts and the rule tables on the page."""
    said = [m.value for m in at.markdown]
    return sum(DOC in m for m in said), sum(TABLE in m for m in said)


def test_the_first_book_alone_is_drawn_and_each_tab_when_it_is_opened(
    app: Callable[..., AppTest],
) -> None:
    at = app("napoleon:rules")
    labels = [t.label for t in at.tabs]
    assert labels[-2:] == ["Rules notes", "All rules"] and len(labels) >= 3
    books, tables = _drawn(at)
    assert books >= 1 and tables == 0  # the first book's excerpts, nothing of the others
    first = [m.value for m in at.markdown if DOC in m.value]
    key = book_tab_key(REGISTRY.get("napoleon"))
    assert at.session_state[key] == labels[0]
    for label in labels[1:-2]:  # another book: its own excerpts in place of the first's
        at.session_state[key] = label
        at.run()
        assert _drawn(at)[1] == 0
        assert [m.value for m in at.markdown if DOC in m.value] != first
    for label in labels[-2:]:  # a table of rules, and no book
        at.session_state[key] = label
        at.run()
        assert _drawn(at) == (0, 1)
