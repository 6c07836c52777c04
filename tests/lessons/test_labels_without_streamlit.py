"""The Play page's words for moves (ui/labels.py: ``word_labels``, ``declared_in_labels``,
``box_names``, ``in_box_words``) load without Streamlit, so the notebooks' quiz boxes
(ui/widgets.py) can show and accept them: they lived in ui/pages/common.py and
ui/pages/quiz.py, which import Streamlit, and the boxes showed the engine's words ("stand",
"bid 2") where the Quiz page's show its buttons' ("Play", "Bid 2")."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_labels_and_the_notebook_widgets_import_no_streamlit() -> None:
    code = (
        "import sys\n"
        "import ui.labels, ui.widgets\n"
        "print(ui.labels.__file__)\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'streamlit'))\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert run.returncode == 0, run.stderr
    where, loaded = run.stdout.split("\n")[:2]
    assert Path(where) == ROOT / "ui" / "labels.py"  # (this checkout's, not an install's)
    assert loaded == "[]"


def test_the_pages_use_the_labels_from_there() -> None:
    from ui import labels
    from ui.pages import common, quiz

    assert common.word_labels is labels.word_labels
    assert common.declared_in_labels is labels.declared_in_labels
    assert quiz.box_names is labels.box_names
    assert quiz.in_box_words is labels.in_box_words
