"""Issue 11, items 7 and 8: the page address, SQL, unescaped text, and absurd requests.

* a guessed, malformed or overlong learner code in the address (SQL text, HTML text) is
  refused with a plain warning that does not echo it, and progress goes elsewhere;
* no module under ui/ hands ``execute()`` SQL built by string formatting;
* text from a lesson file reaches the page only escaped: a step with ``<script>`` and
  ``<img onerror>`` shows as text;
* a player count out of range is refused for every registered game, in the engine and in the
  terminal command; a generated question's search for a position is bounded.
"""

from __future__ import annotations

import ast
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml
from apptools import pictures
from streamlit.testing.v1 import AppTest

import engine.games  # noqa: F401  (registers the games)
from engine import quiz
from engine.game import REGISTRY
from lessons import loader
from ui import mastery, pages
from ui.pages.common import ADDRESS_REFUSED

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = [
    "x'; DROP TABLE answers; --",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "a" * 5000,
    "ab12cd34ef",  # the right form, but a code nobody was given
]


def _all_text(at: AppTest) -> str:
    parts = [m.value for m in at.markdown] + [w.value for w in at.warning]
    parts += [e.value for e in at.error] + [c.value for c in at.caption]
    return "\n".join(str(p) for p in parts)


# local mode has one learner: a well-formed code in the address (an old bookmark) becomes the
# machine's learner by design, so only class mode refuses a guessed one
CASES = [(m, c) for m in ("local", "class") for c in HOSTILE if (m, c) != ("local", HOSTILE[-1])]


@pytest.mark.parametrize(("mode", "code"), CASES, ids=[f"{m}-{c[:12]}" for m, c in CASES])
def test_address_learner_code_refused_plainly(
    app: Callable[..., AppTest], code: str, mode: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TRICKBOOK_MODE", mode)
    at = app(learner=code)
    assert not at.exception
    warnings = [w.value for w in at.warning]
    assert any(ADDRESS_REFUSED.strip() in w for w in warnings), warnings
    # the code is never shown back, and it did not become anyone's learner code
    assert code not in _all_text(at)
    assert at.session_state["learner"] != code if "learner" in at.session_state else True
    db = sqlite3.connect(os.environ["TRICKBOOK_DB"])
    tables = {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "answers" in tables  # the SQL text did nothing
    assert not db.execute("SELECT 1 FROM learners WHERE code = ?", (code,)).fetchone()


def test_a_valid_address_code_is_not_warned_about(app: Callable[..., AppTest]) -> None:
    at = app(learner="ab12cd34ef")  # local mode: a well-formed code becomes this machine's
    assert not at.exception
    assert not any(ADDRESS_REFUSED.strip() in w.value for w in at.warning)


def _formatted_sql(node: ast.Call) -> bool:
    """Is the first argument built by string formatting (f-string, %, +, .format)?"""
    if not node.args:
        return False
    arg = node.args[0]
    if isinstance(arg, ast.JoinedStr | ast.BinOp):
        return True
    return (
        isinstance(arg, ast.Call)
        and isinstance(arg.func, ast.Attribute)
        and arg.func.attr == "format"
    )


def test_no_sql_built_by_string_formatting() -> None:
    found = []
    files = sorted((ROOT / "ui").rglob("*.py")) + [ROOT / "app.py", ROOT / "server.py"]
    for f in files:
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in ("execute", "executemany", "executescript")
                and _formatted_sql(node)
            ):
                found.append(f"{f.relative_to(ROOT)}:{node.lineno}")
    assert found == []


def test_the_sql_scan_finds_formatting() -> None:
    """The scan is not vacuous."""
    tree = ast.parse('db.execute(f"DELETE FROM {t}")\ndb.execute("x %s" % t)')
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and n.args]
    assert all(_formatted_sql(c) for c in calls)


INJECTED = "Beware <script>alert('x')</script> and <img src=x onerror=alert(1)> here."

# What the process keeps of the lessons folder: which games have a lesson (Learn's pages) and
# the addresses that open a game's first page (Learn where it has one), a lesson's questions and
# the steps teaching each rule (Review's). st.cache_* are emptied around every test
# (conftest.fresh); these are functools caches, kept for the process.
FOLDER_CACHES = (
    pages.with_lessons,
    pages._alias_pages,
    mastery.curated_bank,
    mastery._teaching_steps,
)


@pytest.fixture
def lessons_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The lessons folder is ``tmp_path`` for this test, what the process kept of the real one
    forgotten before, and what it kept of this one forgotten after. Kept, the caches made a
    test depend on which ran before it in its process: after this test had been the first to
    ask for Learn's pages, they held only Loo's, and the next test to open Napoleon's Learn
    found no such page (test_learn_settlement_trick, KeyError 'w:napoleon:learn:jump');
    after another, this test's pages were built from the real folder's list of lessons."""
    for cached in FOLDER_CACHES:
        cached.cache_clear()
    monkeypatch.setattr(loader, "LESSONS_DIR", tmp_path)
    yield tmp_path
    for cached in FOLDER_CACHES:
        cached.cache_clear()


def test_lesson_html_shows_as_text(app: Callable[..., AppTest], lessons_folder: Path) -> None:
    """A lesson step's text with HTML reaches the page only as text: every element that may
    carry raw HTML is free of it, and the step's words are shown."""
    data = yaml.safe_load((ROOT / "lessons" / "loo.yaml").read_text(encoding="utf-8"))
    data["steps"][0]["text"] = INJECTED
    data["steps"][0]["title"] = "Deal <b onmouseover=alert(1)>here</b>"
    (lessons_folder / "loo.yaml").write_text(yaml.safe_dump(data, allow_unicode=True), "utf-8")
    at = app(page="loo:learn")
    assert pages.with_lessons() == {"loo"}  # the pages were built from this folder
    assert not at.exception
    shown = [m for m in at.markdown if "alert" in m.value]
    assert shown, "the step's text is not on the page"
    for m in at.markdown:
        if m.proto.allow_html:
            assert "<script" not in m.value and "onerror" not in m.value, m.value
            assert "onmouseover" not in m.value
    for m in shown:
        assert not m.proto.allow_html  # Markdown without raw HTML: the tags show as text
    # the card pictures are raw HTML the browser parses itself (innerHTML runs an onerror)
    drawn = pictures(at)
    assert drawn, "the step's position is not drawn"
    for html in drawn:
        assert not re.search(r"<script|<img|\son\w+\s*=", html, re.I), html


@pytest.mark.parametrize("game", list(REGISTRY), ids=REGISTRY.ids())
def test_player_count_out_of_range_refused(game) -> None:  # type: ignore[no-untyped-def]
    for variant in game.variants:
        lo, hi = game.players_range(game.make_opts(variant))
        for n in (lo - 1, hi + 1, 10**6, -3):
            with pytest.raises(ValueError, match=str(n) if n > 0 else "player"):
                game.new_deal(players=n, seed=1, variant=variant)


def test_terminal_play_refuses_absurd_player_count(capsys: pytest.CaptureFixture[str]) -> None:
    from lessons.cli import main

    for game in REGISTRY:
        assert main(["play", game.id, "--players", "10000", "--seed", "1"]) == 2
        err = capsys.readouterr().err.strip()
        assert len(err.splitlines()) == 1 and "10000" in err and "Traceback" not in err


def test_generated_questions_are_bounded() -> None:
    """One call makes one question, its search for a position bounded whatever the level; an
    unknown kind is refused by name."""
    for game in REGISTRY:
        t0 = time.perf_counter()
        q = quiz.practice(game.id, seed=10**12, level=10**9)
        assert q.scenario.game is game and time.perf_counter() - t0 < 60
        with pytest.raises(ValueError, match="has no 'x' questions"):
            quiz.practice(game.id, seed=1, kind="x")
