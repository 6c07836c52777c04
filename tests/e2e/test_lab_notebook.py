"""The notebooks in a real JupyterLab, in headless Chromium: open the Loo notebook, run every
cell, answer an ipywidgets quiz question wrong, Try again and then right by clicking, and read
the feedback the engine gives. nbval cannot test a widget's callback; this test does.

The notebooks are copied to a temporary folder first (JupyterLab autosaves what it runs), and
JupyterLab's settings, workspaces and runtime files are kept there too. The saved notebooks
themselves are checked for card pictures that render without a kernel, untrusted (each card an
<img> of its SVG), and one is opened in JupyterLab, not run, to see its cards drawn.
Skipped cleanly when JupyterLab is not installed (``make test`` installs it: the ``lab`` extra).

The Loo notebook is run once for the two tests that click in it (:func:`loo_run`: its quiz box,
its play box), and the module's pages are tabs of one browser context (:func:`lab_tabs`): each
test had opened JupyterLab in a browser of its own, and the two had each started a kernel and
run every cell, 29.9 s and 19.8 s of a loaded run's wall time, and 13.2 s for the saved
notebook opened in a fresh browser's empty cache.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine.games  # noqa: F401
from bench.serve import CHROMIUM, free_port, stop, wait_until_healthy
from engine.games.loo import LOO
from engine.quiz import check
from lessons import load
from ui.play_widget import BOX_CLASS, play_box

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
NOTEBOOK = "01_loo.ipynb"
RUN_WAIT = 180_000  # ms: the whole notebook, run on a busy two-core machine

lab_installed = shutil.which("jupyter-lab", path=str(Path(sys.executable).parent)) is not None


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A JupyterLab server over a copy of the notebooks; its base address."""
    if not lab_installed:
        pytest.skip("JupyterLab is not installed (make lab, or make test, installs it)")
    root = tmp_path_factory.mktemp("lab")
    work = root / "notebooks"
    shutil.copytree(NOTEBOOKS, work, ignore=shutil.ignore_patterns("*.py", ".ipynb_checkpoints"))
    settings = root / "settings"
    # no news poll from the internet, no pop-ups over the notebook
    news = settings / "@jupyterlab" / "apputils-extension"
    news.mkdir(parents=True)
    (news / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False})
    )
    port = free_port()
    env = dict(
        os.environ,
        JUPYTERLAB_SETTINGS_DIR=str(settings),
        JUPYTERLAB_WORKSPACES_DIR=str(root / "workspaces"),
        JUPYTER_RUNTIME_DIR=str(root / "runtime"),
        JUPYTER_CONFIG_DIR=str(root / "config"),
    )
    proc = subprocess.Popen(
        [
            str(Path(sys.executable).parent / "jupyter-lab"),
            "--no-browser",
            "--allow-root",  # CI containers run as root
            f"--port={port}",
            "--ip=127.0.0.1",
            f"--ServerApp.root_dir={work}",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            "--ServerApp.disable_check_xsrf=True",
            "--LabApp.news_url=None",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_healthy(f"{base}/api/status", proc, timeout=60)
        yield base
    finally:
        stop(proc, timeout=20)


@pytest.fixture(scope="module")
def lab_tabs(chromium: Any) -> Iterator[Any]:
    """The browser context the module's JupyterLab pages are tabs of: one cache of its scripts
    (several megabytes, compiled at each page's load in a context of its own)."""
    context = chromium.new_context(viewport={"width": 1400, "height": 1000})
    try:
        yield context
    finally:
        context.close()


class NotebookRun:
    """Notebook 01 opened in JupyterLab and every cell run (:func:`_run_all`), for the tests
    that click in it, each in a box of its own (the quiz's first question, the play box): the
    page and its errors, run when a test first calls it. A test that failed drops it
    (:meth:`drop`), so that its rerun opens and runs the notebook afresh."""

    def __init__(self, lab: str, context: Any) -> None:
        self.lab, self.context = lab, context
        self.opened: list[tuple[Any, list[str]]] = []

    def __call__(self) -> tuple[Any, list[str]]:
        if not self.opened:
            page = self.context.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            try:
                _run_all(page, f"{self.lab}/lab/tree/{NOTEBOOK}")
            except Exception:
                page.close()
                raise
            self.opened.append((page, errors))
        return self.opened[0]

    def drop(self) -> None:
        while self.opened:
            self.opened.pop()[0].close()


@pytest.fixture(scope="module")
def loo_run(lab: str, lab_tabs: Any) -> Iterator[NotebookRun]:
    """Notebook 01 run once for the module (:class:`NotebookRun`)."""
    run = NotebookRun(lab, lab_tabs)
    try:
        yield run
    finally:
        run.drop()


def _run_all(page: Any, url: str) -> None:
    """Open the notebook at ``url`` and run all its cells (the Run menu's Run All Cells), once
    its kernel has started and is idle (the status bar says so)."""
    page.goto(url)
    page.locator(".jp-Notebook").first.wait_for(timeout=RUN_WAIT)
    page.get_by_text("Python 3 (ipykernel) | Idle").first.wait_for(timeout=RUN_WAIT)
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()


def _feedback(page: Any, box: Any, message: str) -> str:
    """Click the box's Check button and wait for the engine's feedback line."""
    box.get_by_role("button", name="Check").click()
    out = box.locator(".widget-output")
    page.wait_for_function(
        "([el, msg]) => el.innerText.includes(msg)",
        arg=[out.element_handle(), message],
        timeout=30_000,
    )
    return str(out.inner_text())


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
@pytest.mark.flaky(reruns=1, reruns_delay=2)
def test_run_the_loo_notebook_and_answer_its_quiz_by_clicking(
    loo_run: NotebookRun, tmp_path: Path
) -> None:
    shots = Path(os.environ.get("TB_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    q = load("loo").questions("follow_head")[0]  # the notebook's first quiz box
    right = sorted(q.solve(), key=int)
    wrong = [c for c in q.choices() if c not in right][:1]
    assert right and wrong
    right_fb, wrong_fb = check(q, right), check(q, wrong)
    assert right_fb.correct and not wrong_fb.correct
    page, errors = loo_run()
    try:
        # the last cell draws the quiz boxes: each has a Check button; the first is the
        # question's (found by its prompt: its button changes to Try again and goes)
        boxes = page.locator(".widget-vbox").filter(has=page.get_by_role("button", name="Check"))
        boxes.first.wait_for(state="attached", timeout=RUN_WAIT)
        box = page.locator(".widget-vbox").filter(has_text=q.prompt).first
        box.wait_for(timeout=RUN_WAIT)
        box.scroll_into_view_if_needed()
        assert q.prompt in box.inner_text()
        # no cell failed on the way
        assert page.locator(".jp-OutputArea-output[data-mime-type*='error']").count() == 0
        # wrong first: the feedback names the rule missed, and the button offers Try again
        for card in wrong:
            box.get_by_role("button", name=card.pretty, exact=True).click()
        text = _feedback(page, box, wrong_fb.message)
        assert wrong_fb.message in text and right_fb.message not in text
        assert any(f"[{r.id}]" in text for r in wrong_fb.rules)
        # Try again takes the feedback away and gives back the choices, none ticked
        box.get_by_role("button", name="Try again").click()
        page.wait_for_function(
            "el => !el.innerText.trim()", arg=box.locator(".widget-output").element_handle()
        )
        for card in right:
            box.get_by_role("button", name=card.pretty, exact=True).click()
        text = _feedback(page, box, right_fb.message)
        assert right_fb.message in text and wrong_fb.message not in text
        # a right answer stays, its button gone (as on the Quiz page, a box holds one question)
        box.get_by_role("button", name="Check").wait_for(state="hidden")
    except Exception:
        page.screenshot(path=str(shots / "lab_failure.png"))
        loo_run.drop()
        raise
    assert not errors, errors


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
def test_a_saved_notebook_shows_its_cards_before_it_is_run(lab: str, lab_tabs: Any) -> None:
    """Opened and not run, a saved notebook is untrusted, and JupyterLab sanitizes its HTML:
    inline SVG went, and each card fell apart into its words ("ace of heartsAA", notebook 01
    at 1400 px). Its cards are <img> of their SVG now (ui.cards.as_images), which stay. Notebook
    02: the other tests run 01 (a notebook run and saved is trusted)."""
    page = lab_tabs.new_page()
    try:
        page.goto(f"{lab}/lab/tree/02_sixty_six.ipynb?reset")  # (not the other test's tabs)
        outputs = page.locator(".jp-OutputArea-output[data-mime-type='text/html']")
        outputs.first.wait_for(timeout=RUN_WAIT)
        # the first picture with the J♠ (since c4f46ef the notebook's text is HTML output too)
        picture = outputs.filter(has=page.get_by_role("img", name="jack of spades")).first
        card = picture.get_by_role("img", name="jack of spades")
        card.wait_for(timeout=10_000)
        card.scroll_into_view_if_needed()
        drawn = card.evaluate(
            "el => el.complete && el.naturalWidth > 0 && el.getBoundingClientRect().width"
        )
        assert drawn == 56, drawn  # loaded, and as wide as the notebook draws it
        assert picture.locator("svg").count() == 0  # (sanitized: nothing inline is left)
        assert "jack of spades" not in picture.inner_text()  # no card's words in place of it
    finally:
        page.close()


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=lambda p: p.name)
def test_saved_notebooks_draw_their_cards_without_a_kernel(path: Path) -> None:
    """A code host shows saved outputs only, sanitized: the card pictures must be there as
    images of their SVG (an <img> keeps its data URL where inline <svg> is dropped)."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    html = [
        "".join(out["data"]["text/html"])
        for cell in nb["cells"]
        for out in cell.get("outputs", [])
        if "text/html" in out.get("data", {})
    ]
    assert any('src="data:image/svg+xml,' in h for h in html), f"{path.name}: no card picture"
    assert not any("<svg" in h for h in html), f"{path.name}: a picture an untrusted view drops"


@pytest.mark.skipif(CHROMIUM is None, reason="Debian's chromium is not installed")
@pytest.mark.flaky(reruns=1, reruns_delay=2)
def test_play_a_card_against_the_computer_in_the_loo_notebook(
    loo_run: NotebookRun, tmp_path: Path
) -> None:
    """Notebook 01's play box (ui/play_widget.py) in a real JupyterLab: click a card, read the
    computer's reply and the trick in the box. The same seeded table, driven in Python here,
    says which card to click and what the reply is (the computer players are seeded too)."""
    shots = Path(os.environ.get("TB_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    nb = json.loads((NOTEBOOKS / NOTEBOOK).read_text(encoding="utf-8"))
    cell = next(
        "".join(c["source"])
        for c in nb["cells"]
        if c["cell_type"] == "code" and "play_box(" in "".join(c["source"])
    )
    seed = int(cell.split("play_box(LOO, seed=")[1].split(")")[0])
    mirror = play_box(LOO, seed=seed)  # (the cell's own call)
    button, action = mirror.legal()[0]
    card = button.description
    mirror.press(button)
    reply = mirror.table.events[mirror.table.last :]
    assert reply[0].startswith("You play") and len(reply) > 1, reply
    trick = [e for e in reply if e.startswith("Trick ")]
    assert trick, reply  # (the computer plays out the trick after the learner's lead)
    page, errors = loo_run()
    try:
        box = page.locator(f".{BOX_CLASS}").first
        box.wait_for(timeout=RUN_WAIT)
        box.scroll_into_view_if_needed()
        assert page.locator(".jp-OutputArea-output[data-mime-type*='error']").count() == 0
        box.get_by_role("button", name=card, exact=True).click()
        page.wait_for_function(
            "([el, words]) => words.every(w => el.innerText.includes(w))",
            arg=[box.element_handle(), trick],
            timeout=60_000,
        )
        text = " ".join(box.inner_text().split())
        for line in reply:  # the learner's card, the computer's reply, the trick's winner
            assert line in text, (line, text)
        # the table shows the trick just won (the Play page's title over it)
        winner = mirror.table.state.history[-1][1]
        title = "Trick 1: you win" if winner == 0 else f"Trick 1: P{winner} wins"
        assert title in text, text
        box.get_by_role("button", name="Continue", exact=True).wait_for()
        box.screenshot(path=str(shots / "lab_play_box_1400.png"))
        assert action.card is not None and action.card.pretty == card
    except Exception:
        page.screenshot(path=str(shots / "lab_play_failure.png"))
        loo_run.drop()
        raise
    assert not errors, errors
