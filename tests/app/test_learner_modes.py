"""A learner who is recognised (issue 7, finding 4) under AppTest.

Local mode (the default, ``make run``): a new session without ``?learner=`` (a new tab, the
address typed again) resumes the machine's learner. Class mode (``TRICKBOOK_MODE=class``): each
learner gives a name, checked and unique, and sessions of different learners never see each
other's progress. Forgetting progress is per game and asks first. (What a page writes into the
browser's cookie that remembers a class learner is read here, and a reload given it; that the
browser keeps it is checked in Chromium: tests/e2e/test_browser.py.)
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest
import streamlit as st
from apptools import click, go, html_table, html_tables, markdown, nodes
from streamlit.testing.v1 import AppTest

from ui.pages.common import COOKIE
from ui.progress import Progress

OpenApp = Callable[..., AppTest]


def _store() -> Progress:
    return Progress(os.environ["TRICKBOOK_DB"])  # the file the app under test uses


def _answered(at: AppTest) -> int:
    """Quiz answers counted on the Progress page (its first table)."""
    return int(html_table(at, "answered")["answered"].astype(int).sum())


def _name(at: AppTest, name: str) -> AppTest:
    at.text_input(key="w:tb:name").input(name)
    return click(at, "tb:name:go")


# ---- local mode --------------------------------------------------------------------------------
def test_a_new_session_without_an_address_resumes_the_learner(app: OpenApp) -> None:
    first = app("loo:progress")
    code = first.session_state["learner"]
    _store().record_answer(code, "loo", "foster1897", "q1", "legal_cards", True)
    tab = app("loo:progress")  # a new tab: no ?learner= in the address
    assert tab.session_state["learner"] == code
    assert _answered(tab) == 1
    assert "learner" not in tab.query_params  # the address stays plain
    assert "kept on this computer" in " ".join(c.value for c in tab.caption)


def test_an_older_database_resumes_its_latest_learner(app: OpenApp) -> None:
    db = Path(os.environ["TRICKBOOK_DB"])
    with sqlite3.connect(db) as con:  # the schema before learners were recognised
        con.executescript(
            "CREATE TABLE answers (learner TEXT NOT NULL, game TEXT NOT NULL, variant TEXT NOT "
            "NULL, question TEXT NOT NULL, kind TEXT NOT NULL, correct INTEGER NOT NULL, "
            "at REAL NOT NULL);"
            "INSERT INTO answers VALUES ('oldlearner01', 'loo', 'foster1897', 'q1', "
            "'legal_cards', 1, 5), ('olderone0002', 'loo', 'foster1897', 'q1', 'legal_cards', "
            "0, 1);"
        )
    con.close()
    at = app("loo:progress")
    assert at.session_state["learner"] == "oldlearner01"
    assert _answered(at) == 1


def test_an_old_bookmark_with_a_code_becomes_the_machines_learner(app: OpenApp) -> None:
    _store().record_answer("bookmarked001", "loo", "foster1897", "q1", "legal_cards", True)
    at = app("loo:progress", learner="bookmarked001")
    assert _answered(at) == 1
    assert app("loo:progress").session_state["learner"] == "bookmarked001"


# ---- class mode --------------------------------------------------------------------------------
@pytest.fixture
def class_mode(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TRICKBOOK_MODE", "class")


@pytest.mark.usefixtures("class_mode")
def test_class_learners_give_a_name_and_are_kept_apart(app: OpenApp) -> None:
    alice = app()
    assert "Who is learning?" in [h.value for h in alice.subheader]
    assert "learner" not in alice.session_state  # nobody yet
    go(alice, "loo:progress")  # every page but Home asks first and shows nothing else
    assert not html_tables(alice) and "Who is learning?" in [h.value for h in alice.subheader]
    _name(alice, "Alice")
    go(alice, "loo:progress")
    a = alice.session_state["learner"]
    assert _store().learner_name(a) == "Alice"
    assert any("Alice" in m.value for m in alice.sidebar.markdown)
    _store().record_answer(a, "loo", "foster1897", "q1", "legal_cards", True)

    bob = app()  # another browser: no cookie, no address
    go(bob, "loo:progress")
    assert not html_tables(bob)  # asked for a name, Alice's progress not shown
    _name(bob, " alice ")  # Alice's name, from another browser
    assert "already a learner" in bob.error[0].value
    assert "learner" not in bob.session_state
    _name(bob, "Bob")
    go(bob, "loo:progress")
    assert bob.session_state["learner"] != a
    assert _answered(bob) == 0
    alice.run()
    assert _answered(alice) == 1


@pytest.mark.usefixtures("class_mode")
@pytest.mark.parametrize(
    ("name", "says"),
    [
        ("x", "at least 2 characters"),
        ("<b>Eve</b>", "not '/' '<' '>'"),
        ("12 34", "at least one letter"),
    ],
)
def test_a_bad_name_is_refused_with_a_clear_message(app: OpenApp, name: str, says: str) -> None:
    at = app()
    at.text_input(key="w:tb:name").set_value(name)  # past max_chars, as a crafted request could
    click(at, "tb:name:go")
    assert says in at.error[0].value
    assert "learner" not in at.session_state


def _cookie_written(at: AppTest) -> str:
    """The learner codes the page's run writes into the browser's cookie (dot-separated)."""
    found = [
        json.loads(n.proto.json)
        for n in nodes(at.main)
        if getattr(n, "type", "") == "bidi_component"
        and n.proto.component_name.endswith("learner_cookie")
    ]
    assert len(found) == 1, found
    assert found[0]["name"] == COOKIE
    value: str = found[0]["value"]
    return value


@pytest.mark.usefixtures("class_mode")
def test_a_resume_link_opens_the_learner_and_an_unknown_code_does_not(app: OpenApp) -> None:
    code = _store().add_learner("Carla")
    _store().record_answer(code, "loo", "foster1897", "q1", "legal_cards", True)
    there = app("loo:progress", learner=code)  # another computer, the resume link
    assert there.session_state["learner"] == code and _answered(there) == 1
    assert f"learner={code}" in there.code[0].value  # the link the page offers
    guess = app("loo:progress", learner="guessedcode001")
    assert "learner" not in guess.session_state and not html_tables(guess)
    assert "guessedcode001" not in _cookie_written(guess)  # nor kept by the browser


@pytest.mark.usefixtures("class_mode")
def test_a_resume_link_is_remembered_by_the_browser_from_its_first_run(
    app: OpenApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A learner who opens the resume link (``/?learner=CODE``) on another computer and only
    reads makes one run: that run writes his code into the browser's cookie, so a reload of
    ``/`` carries on as him (the run wrote the browser's old list, empty here, before it took
    the code from the address, and he was asked "Who is learning?" again)."""
    code = _store().add_learner("Carla")
    there = app(learner=code)  # Home, by the link, one run
    assert there.session_state["learner"] == code
    written = _cookie_written(there)
    assert written.split(".") == [code]
    # the reload: a new session of that browser, the plain address, the cookie it now holds
    monkeypatch.setattr(type(st.context), "cookies", property(lambda _: {COOKIE: written}))
    again = app()
    assert "Who is learning?" not in [h.value for h in again.subheader]
    assert again.session_state["learner"] == code
    assert any("Carla" in m.value for m in again.sidebar.markdown)
    # another learner's link on that browser: his code first, Carla's kept to pick
    dan = _store().add_learner("Dan")
    assert _cookie_written(app(learner=dan)).split(".") == [dan, code]


@pytest.mark.usefixtures("class_mode")
def test_switching_learner_keeps_the_browsers_names_to_pick(app: OpenApp) -> None:
    at = app()
    _name(at, "Dora")
    dora = at.session_state["learner"]
    go(at, "loo:play")
    assert "loo:table" in at.session_state
    click(at, "tb:switch")
    assert "learner" not in at.session_state
    assert "loo:table" not in at.session_state  # Dora's table is not the next learner's
    _name(at, "Emil")
    emil = at.session_state["learner"]
    assert emil != dora
    click(at, "tb:switch")
    click(at, f"tb:pick:{dora}")  # "Continue as Dora"
    assert at.session_state["learner"] == dora


# ---- forgetting ------------------------------------------------------------------------------
def test_forgetting_is_per_game_and_asks_first(app: OpenApp) -> None:
    at = app("loo:progress")
    code = at.session_state["learner"]
    store = _store()
    for game in ("loo", "sixty_six"):
        store.record_answer(code, game, "v", "q1", "legal_cards", True)
        store.record_learn_done(code, game, "deal", 3, 1)
        store.save_table(code, game, "{}")
    at.run()
    click(at, "loo:progress:forget")
    assert "Forget everything recorded for Loo (three-card)" in at.warning[0].value
    assert _answered(at) == 1  # nothing gone yet
    click(at, "loo:progress:forget:no")
    assert not at.warning and store.kind_stats(code, "loo")
    click(at, "loo:progress:forget")
    click(at, "loo:progress:forget:yes")
    assert "progress is forgotten" in at.success[0].value
    assert _answered(at) == 0
    assert store.kind_stats(code, "loo") == {} and store.learn_done(code, "loo") == {}
    assert store.saved_table(code, "loo") is None
    # the other game keeps everything
    assert store.kind_stats(code, "sixty_six")["legal_cards"].answered == 1
    assert store.learn_done(code, "sixty_six") == {"deal": 3}
    assert store.saved_table(code, "sixty_six") == "{}"
    go(at, "sixty_six:progress")
    assert _answered(at) == 1
    assert "Forget my Sixty-Six progress" in markdown(at) or at.button(
        key="sixty_six:progress:forget"
    )
