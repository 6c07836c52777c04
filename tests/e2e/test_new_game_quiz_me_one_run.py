"""Play's New game under a game won, and Learn's "Quiz me on this", each without a run of the
whole page they leave (issue 12, part 5: click -> feedback).

- New game (Sixty-Six, a game to seven won) is one run of the table's fragment: the fragment
  found the table's address changed and called st.rerun(), so that the address and the
  "Link to this hand" box, drawn by the page, followed the new game, and the browser redrew
  the page for both runs (the second sending the title, settings, sidebar and styles again).
  Now the fragment keeps the address itself, and reruns the page only while the link's box is
  open (closed, it shows no address): then the box's link follows the new game.
- "Quiz me on this" switches to the Quiz in its callback: the lesson's fragment had called
  st.rerun() for the whole Learn page, which then switched to the Quiz, three runs a click and
  the Learn page's title, settings and step menu sent again before the Quiz replaced them.
  The run the click asks for (the fragment's) stops now before it draws anything, and the
  Quiz's run is the only one that does.

Counted from the server's messages in the browser (Streamlit's ForwardMsg: a ``new_session``
starts each run; a whole page's run also sends the page menu, ``navigation``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from browsertools import message_kind, new_tab
from test_browser import AT_REST, WAIT, steady

from bench.page_speed import quizme_step, won_table
from bench.serve import CHROMIUM
from lessons import load
from ui.play_table import dump_table
from ui.progress import Progress, new_learner

pytestmark = [
    pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed"),
    pytest.mark.flaky(reruns=2, reruns_delay=2),  # (as test_play_browser: timing, not faults)
]

DESKTOP = {"width": 1400, "height": 900}
CARDS_SHOWN = "!!document.querySelector('.st-key-tb-hand button')"


def _opened(tabs: Any, url: str) -> tuple[Any, list[Any]]:
    """A tab at ``url``, at rest, and the list the server's messages to it go into."""
    page = new_tab(tabs, DESKTOP)
    received: list[Any] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: received.append(p)))
    page.goto(url)
    return page, received


def _address(page: Any) -> dict[str, str]:
    shown = dict(parse_qsl(urlsplit(page.url).query))
    shown.pop("learner", None)  # (a learner's own code is not in the link sent)
    return shown


def _link(page: Any, what: str) -> dict[str, str]:
    """The address the "Link to this ``what``" box shows (opened first if closed)."""
    box = page.locator("[data-testid=stExpander]", has_text=f"Link to this {what}")
    code = box.locator("[data-testid=stCode]")
    if not code.count():
        page.get_by_text(f"Link to this {what}").click()
    code.wait_for(timeout=WAIT)
    return dict(parse_qsl(urlsplit(code.inner_text().strip()).query))


def _won(server: str, server_db: Path) -> str:
    """The Play address of a learner of the test's own whose Sixty-Six game is won (saved in
    the server's database): the page opens on its result and New game."""
    code = new_learner()
    Progress(server_db).save_table(code, "sixty_six", dump_table(won_table("sixty_six")))
    return f"{server}/sixty_six-play?learner={code}"


def _new_game(page: Any, received: list[Any]) -> list[str]:
    """New game pressed under the game won, until the new game's cards show, the page at rest:
    the kinds of the messages the server sent meanwhile."""
    button = page.get_by_role("button", name="New game")
    button.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    seen = len(received)
    button.click()
    steady(page, f"{CARDS_SHOWN} && {AT_REST}")
    return [message_kind(p) for p in received[seen:]]


def test_new_game_after_a_game_won_is_one_run_of_the_table(
    server: str, server_db: Path, tabs: Any
) -> None:
    page, received = _opened(tabs, _won(server, server_db))
    page.get_by_role("button", name="New game").wait_for(timeout=WAIT)
    main = page.locator("[data-testid=stMain]")
    assert "win the game" in main.inner_text()
    first = _address(page)
    assert {"seed", "hand"} <= set(first), first

    kinds = _new_game(page, received)
    assert kinds.count("new_session") == 1, kinds  # one run: the table's fragment
    assert "navigation" not in kinds, kinds  # (a whole page's run sends the page menu)
    # the new game dealt, and the address followed it: a new first deal and table mark
    assert "Hand 1 · " in main.inner_text()
    assert "win the game" not in main.inner_text()
    second = _address(page)
    assert second["seed"] != first["seed"] and second["hand"] != first["hand"], (first, second)
    # the link, opened, sends the new game (without the table's own mark, as before)
    assert _link(page, "hand") == {k: v for k, v in second.items() if k != "hand"}


def test_with_the_link_open_new_game_runs_the_page_and_the_link_follows(
    server: str, server_db: Path, tabs: Any
) -> None:
    page, received = _opened(tabs, _won(server, server_db))
    page.get_by_role("button", name="New game").wait_for(timeout=WAIT)
    steady(page, AT_REST)
    first = _address(page)
    assert _link(page, "hand") == {k: v for k, v in first.items() if k != "hand"}
    _new_game(page, received)
    second = _address(page)
    assert second["seed"] != first["seed"], (first, second)
    assert _link(page, "hand") == {k: v for k, v in second.items() if k != "hand"}


def test_quiz_me_on_this_runs_the_quiz_alone(server: str, tabs: Any) -> None:
    step = quizme_step("loo")
    assert step is not None
    lesson = load("loo")
    k, question = next((k, q) for k, q in enumerate(lesson.quiz) if q.step == step)
    page, received = _opened(tabs, f"{server}/loo-learn?step={step}&learner={new_learner()}")
    button = page.get_by_role("button", name="Quiz me on this")
    button.wait_for(timeout=WAIT)
    steady(page, AT_REST)
    seen = len(received)
    button.click()
    page.wait_for_selector("[data-testid=stFormSubmitButton] button", timeout=WAIT)
    steady(page, AT_REST)
    kinds = [message_kind(p) for p in received[seen:]]
    # the Quiz's run alone draws: one page menu, and every element after the last run's start
    # (the Learn page's run had sent its title, settings and menu first)
    assert kinds.count("navigation") == 1, kinds
    last = len(kinds) - 1 - kinds[::-1].index("new_session")
    assert "delta" not in kinds[:last], kinds
    assert kinds.count("new_session") <= 2, kinds  # (the fragment's run, stopped at once)
    # the Quiz at the step's question, its address a link to it
    assert urlsplit(page.url).path.endswith("/loo-quiz"), page.url
    assert page.locator("h1").first.inner_text().startswith("Quiz")
    assert (
        f"Lesson question {k + 1} of {len(lesson.quiz)}"
        in page.locator("[data-testid=stMain]").inner_text()
    )
    assert _address(page).get("question") == question.id, page.url
