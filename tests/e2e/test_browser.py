"""Real-browser tests: headless Chromium against one real ``streamlit run`` server (shared by
the module's tests).

They open Loo, take a lesson step, answer a quiz question and play a card, then play a card of
Sixty-Six, and check that card faces are really visible (AppTest cannot see what the browser
strips, e.g. SVG in st.html).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401
from engine.cards import CARDS, Card
from lessons import load
from ui.format import amount

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WAIT = 30_000  # ms: the page fills in progressively after load

sync_api = pytest.importorskip("playwright.sync_api")
pytestmark = pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    port = _free_port()
    env = {**os.environ, "TRICKBOOK_DB": str(tmp_path_factory.mktemp("db") / "progress.sqlite3")}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "streamlit",
            "run",
            str(ROOT / "app.py"),
            "--server.headless",
            "true",
            "--server.port",
            str(port),
            "--server.address",
            "127.0.0.1",
            "--browser.gatherUsageStats",
            "false",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"{base}/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        break
            except OSError:
                pass
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"streamlit did not start (exit code {proc.poll()})")
            time.sleep(0.2)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()


def _tick(page: Any, label: str) -> None:
    """Tick a Streamlit checkbox by clicking its label (the input itself is styled away)."""
    box = page.locator("[data-testid=stCheckbox]").filter(has_text=label).first
    box.click()
    page.get_by_role("checkbox", name=label, exact=True).wait_for(state="attached")


def _answer_first_question(page: Any) -> None:
    """Answer the lesson's first quiz question with the engine's answer, as a learner would."""
    q = load("loo").quiz[0]
    sol: Any = q.solve()
    if q.kind == "legal_cards":
        for c in sol:
            _tick(page, CARDS[c].pretty)
    elif q.kind == "declare":
        labels = {
            "stand": "Stand",
            "widow": "Take the widow",
            "pass": "Pass",
            "defend": "Defend the pool",
        }
        for w in sol:
            _tick(page, labels[w])
    elif q.kind == "trick_winner":
        page.get_by_text(f"P{sol} (", exact=False).first.click()
    else:
        for name, v in sol.items():
            page.get_by_label("next pool" if name == "pool" else name, exact=True).fill(amount(v))
            page.keyboard.press("Tab")
    page.get_by_role("button", name="Check").click()


def test_open_loo_learn_a_step_answer_a_question_and_play_a_card(server: str) -> None:
    lesson = load("loo")
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            page.goto(server)
            page.get_by_role("heading", name="Trickbook").wait_for(timeout=WAIT)
            # the home page's card fan is drawn as real, named SVG faces
            page.get_by_role("img", name="ace of spades").first.wait_for(timeout=WAIT)

            # open Loo's lesson and take a step
            page.locator('a[href$="/loo-learn"]').first.click()
            page.get_by_role("heading", name=lesson.steps[0].title).wait_for(timeout=WAIT)
            page.get_by_role("button", name="Next").first.click()
            page.get_by_role("heading", name=lesson.steps[1].title).wait_for(timeout=WAIT)

            # answer a quiz question
            page.locator('a[href$="/loo-quiz"]').first.click()
            page.get_by_role("button", name="Check").wait_for(timeout=WAIT)
            _answer_first_question(page)
            page.get_by_text("Right:").first.wait_for(timeout=WAIT)

            # play a card: the learner (P0) is the eldest hand and leads the first trick
            page.locator('a[href$="/loo-play"]').first.click()
            button = page.get_by_role("button", name="Play ").first
            button.wait_for(timeout=WAIT)
            card = Card.parse(button.inner_text().split()[-1])
            face = page.get_by_role("img", name=card.name, exact=True)
            face.first.wait_for(state="visible", timeout=WAIT)
            button.click()
            page.get_by_text(f"You play {card.pretty}").wait_for(timeout=WAIT)
            # the played card now lies on the table (in the trick), still a visible face
            trick = page.locator('[aria-label="card table"]').get_by_role(
                "img", name=card.name, exact=True
            )
            trick.first.wait_for(state="visible", timeout=WAIT)
            assert not page.locator("[data-testid=stException]").count()
            assert not errors, errors
        finally:
            browser.close()


def test_open_sixty_six_play_and_play_a_card(server: str) -> None:
    """Sixty-Six in the browser: the learner (P0, the non-dealer) leads a card; it lies on the
    table as a named face, the computer answers, and the opponent's cards stay face down."""
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            page.goto(f"{server}/sixty_six-play")
            page.get_by_role("heading", name="Play Sixty-Six").wait_for(timeout=WAIT)
            button = page.get_by_role("button", name="Play ").first
            button.wait_for(timeout=WAIT)
            card = Card.parse(button.inner_text().split()[-1])
            page.get_by_role("img", name=card.name, exact=True).first.wait_for(
                state="visible", timeout=WAIT
            )
            table = page.locator('[aria-label="card table"]')
            table.get_by_role("img", name="face-down card").first.wait_for(
                state="visible", timeout=WAIT
            )
            assert page.get_by_text("Count for me").is_visible()
            button.click()
            page.get_by_text(f"You play {card.pretty}").wait_for(timeout=WAIT)
            # the card lies on the table (in the trick, or in the trick just won), a named face
            table.get_by_role("img", name=card.name, exact=True).first.wait_for(
                state="visible", timeout=WAIT
            )
            page.get_by_text("P1 plays").first.wait_for(timeout=WAIT)  # the computer answered
            assert not page.locator("[data-testid=stException]").count()
            assert not errors, errors
        finally:
            browser.close()


def test_a_lesson_step_task_with_its_stars(server: str) -> None:
    """Learn by doing in Chromium: the task's picture lights no card; a wrong card is answered
    with the rule that forbids it; the right one earns two stars and lights the legal card; a
    new tab for the same learner finds the step done with its stars."""
    from lessons.tasks import chapters, task_for

    lesson = load("loo")
    chapter = next(c for c in chapters(lesson) if "follow_head" in c)
    task = task_for(lesson.step("follow_head"))
    assert task is not None
    right = CARDS[min(task.answer())]
    wrong = CARDS[next(c for c in task.choices() if c not in task.answer())]
    url = f"{server}/loo-learn?learner=browsertask0001"
    with sync_api.sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        try:
            page.goto(url)
            page.get_by_text("Chapter 1 of").first.click()
            k = chapters(lesson).index(chapter)
            page.get_by_role("button", name=f"{k + 1}. {chapter.title}").click()
            page.get_by_role("heading", name=lesson.step("follow_head").title).wait_for(
                timeout=WAIT
            )
            page.get_by_role("button", name=f"Play {wrong.pretty}").wait_for(timeout=WAIT)
            table = page.locator('[aria-label="card table"]')
            assert not table.locator("title", has_text="may be played").count()
            page.get_by_role("button", name=f"Play {wrong.pretty}").click()
            page.get_by_text(f"{wrong.pretty} may not be played here").wait_for(timeout=WAIT)
            for rule in task.try_answer(wrong.code).rules:
                page.get_by_text(rule.statement).first.wait_for(timeout=WAIT)
            page.get_by_role("button", name=f"Play {right.pretty}").click()
            page.get_by_text("(2 of 3 stars)").wait_for(timeout=WAIT)
            table.locator("title", has_text="may be played").first.wait_for(
                state="attached", timeout=WAIT
            )

            again = browser.new_page(viewport={"width": 390, "height": 844})
            again.goto(url)
            again.get_by_role("heading", name=lesson.step("follow_head").title).wait_for(
                timeout=WAIT
            )
            again.get_by_text("You did this task before: ★★☆ (2 of 3 stars)").wait_for(timeout=WAIT)
            assert not page.locator("[data-testid=stException]").count()
            assert not errors, errors
        finally:
            browser.close()
