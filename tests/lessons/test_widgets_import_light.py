"""The notebooks' quiz box (ui.widgets) says which rules an answer missed (ui.judged) without
importing the scheduler and its store: dae410b8 had it import ui.mastery for those words, and
with it fsrs and SQLite, about 60 ms of every notebook's first import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_quiz_box_imports_no_scheduler() -> None:
    code = (
        "import sys, ui.widgets; "
        "print(sorted(m for m in ('fsrs', 'sqlite3', 'ui.mastery', 'ui.progress') "
        "if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == "[]"
