"""The Play page's words for moves (ui/labels.py: ``word_labels``, ``said_in_labels``,
``box_names``, ``in_box_words``) load without Streamlit, so the notebooks' quiz boxes
(ui/widgets.py) can show and accept them: they lived in ui/pages/common.py and
ui/pages/quiz.py, which import Streamlit, and the boxes showed the engine's words ("stand",
"bid 2") where the Quiz page's show its buttons' ("Play", "Bid 2")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str) -> str:
    """What ``code`` prints, run in a fresh interpreter in this checkout."""
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_the_labels_and_the_notebook_widgets_import_no_streamlit() -> None:
    code = (
        "import sys\n"
        "import ui.labels, ui.widgets\n"
        "print(ui.labels.__file__)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'streamlit'))\n"
    )
    where, loaded = _run(code).split("\n")[:2]
    assert Path(where) == ROOT / "ui" / "labels.py"  # (this checkout's, not an install's)
    assert loaded == "[]"


def test_the_pages_use_the_labels_from_there() -> None:
    from ui import labels
    from ui.pages import common, learn, learn_position, quiz

    # (each page's own name for them, read from its namespace: the names it imported)
    assert vars(common)["said_in_labels"] is labels.said_in_labels
    assert vars(quiz)["box_names"] is labels.box_names
    assert vars(quiz)["in_box_words"] is labels.in_box_words
    assert vars(learn)["word_labels"] is labels.word_labels
    assert vars(learn_position)["word_labels"] is labels.word_labels


def test_common_keeps_no_copy_of_the_labels_name() -> None:
    """The Learn pages and the tests import ``word_labels`` from ui.labels: ui.pages.common
    kept it as a re-export for them (4c600ef), a second address for one function."""
    from ui.pages import common

    assert "word_labels" not in vars(common)


def test_the_labels_alone_know_every_game_s_words() -> None:
    """Imported by itself (a test, a notebook), ui.labels gave every game the plain table's
    words: Napoleon's "bid 1" read "Bid 1" only where something else had imported ui.games
    (Learn's e2e test ticked a box "Bid" the page does not show)."""
    code = (
        "from ui.labels import word_labels\n"
        "from engine.game import REGISTRY\n"
        "from lessons import load\n"
        "from lessons.tasks import task_for\n"
        "t = task_for(load('napoleon').step('promise'))\n"
        "print(word_labels(REGISTRY.get('napoleon'), t.question.state)['bid 1'])\n"
    )
    assert _run(code).strip() == "Bid 1"
