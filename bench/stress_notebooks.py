"""The notebooks survive a learner (issue 11, item 9).

Every notebook in notebooks/ is run in an IPython shell the way a learner might: each cell twice
in a row, from the bottom up, and (in ``make stress``) in random orders. A cell may fail — a move
the deal has moved past, a name a skipped cell defines — but only with one plain message in the
cell (:func:`ui.notebook_errors.learner_message`) or, for an error in the cell's own few lines, a
traceback that stays in the cell: never one from deep inside the engine. Run in order, no cell
may fail at all.
"""

from __future__ import annotations

import contextlib
import gc
import io
import json
import os
import random
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from unittest import mock

ROOT = Path(__file__).resolve().parent.parent
OURS = tuple(str(ROOT / d) for d in ("engine", "lessons", "ui"))


def notebooks() -> list[Path]:
    return sorted((ROOT / "notebooks").glob("*.ipynb"))


def code_cells(path: Path) -> list[str]:
    nb = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "code"]


def _young_collection(generation: int = 2) -> int:
    return _COLLECT(min(generation, 1))


_COLLECT = gc.collect


def fresh_shell() -> Any:
    """The process's IPython shell with its namespaces and output cache emptied, showing
    learner messages (ui.notebook_errors) as a notebook's kernel does.

    IPython's reset ends the output cache's flush (DisplayHook.flush) with a full garbage
    collection, before it empties the namespaces: a walk of every object the process holds.
    In a pytest worker that has run part of the suite that was 0.4 to 1.4 s a reset (a few ms
    in a process of its own), and the notebook tests reset a shell for every cell sequence
    they run. The reset here collects the young generations only; the older objects are
    collected by the collector's own thresholds, as everywhere else in the process.

    The history goes too (``In`` and the execution count, as a restarted kernel's): a NameError's
    message names the cell run before that sets the name (ui.notebook_errors.unset_name), and a
    cell another test ran and kept in the history (tests/lessons/test_notebook_name_error.py) was
    named as one of this shell's, so notebook 01's message then depended on the order pytest's
    workers ran the tests in (stop 61's CI). Where cells were kept (the execution count moved
    on), the history starts a new session too, as a restarted kernel's does: numbered from 1
    again in the session that already held them, the next cell kept collided with the line
    stored under its number, and IPython's history thread printed "ERROR! Session/line number
    was not unique in database" into whatever was being printed then (a cell's output that a
    test reads). Where none were kept (store_history=False, the notebook tests' own cells) no
    session is written to the history database."""
    from IPython.core.interactiveshell import InteractiveShell

    from ui import notebook_errors

    shell: Any = InteractiveShell.instance()  # (IPython's reset is untyped)
    with mock.patch.object(gc, "collect", _young_collection):
        shell.reset(new_session=shell.execution_count > 1)  # (then In and the count go too)
    notebook_errors.show_learner_errors(shell)
    return shell


def run_cell(shell: Any, source: str) -> tuple[BaseException | None, str]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        result = shell.run_cell(source, store_history=False)
    return result.error_in_exec, out.getvalue()


def deep(err: BaseException) -> str | None:
    """The engine/lessons/ui frame an exception came from, if it came from inside them."""
    for frame in reversed(traceback.extract_tb(err.__traceback__)):
        if frame.filename.startswith(OURS):
            return f"{Path(frame.filename).relative_to(ROOT)}:{frame.lineno}"
    return None


@dataclass
class NotebookResult:
    cells: int = 0  # cells run
    plain: int = 0  # failed with a plain message
    local: int = 0  # failed in the cell's own lines (a short traceback in the cell)
    problems: list[str] = field(default_factory=list)


def learner_runs(path: Path, orders: int = 0, bottom_up: bool = True) -> NotebookResult:
    """Run ``path``'s cells in order and each twice in a row, bottom up in a fresh shell, and in
    ``orders`` random orders (fresh shells, the imports first)."""
    from ui.notebook_errors import RUN_IN_ORDER, learner_message

    res = NotebookResult()
    cwd = os.getcwd()
    os.chdir(ROOT)  # where nbval and notebooks/refresh.py run the notebooks
    try:
        cells = code_cells(path)
        plans: list[tuple[str, list[str]]] = [
            ("twice in a row", [c for c in cells for _ in (0, 1)])
        ]
        if bottom_up:
            plans.append(("bottom up", [cells[0], *reversed(cells[1:])]))
        rng = random.Random(path.name)
        for k in range(orders):
            rest = cells[1:]
            rng.shuffle(rest)
            plans.append((f"random order {k}", [cells[0], *rest]))
        for label, plan in plans:
            shell = fresh_shell()
            seen: set[str] = set()
            for source in plan:
                first_time = label == "twice in a row" and source not in seen
                seen.add(source)
                err, text = run_cell(shell, source)
                res.cells += 1
                if err is None:
                    continue
                where = deep(err)
                what = f"{path.name} {label}: {type(err).__name__}: {str(err)[:160]}"
                if first_time:
                    res.problems.append(f"{what} (a cell run in order fails)")
                elif learner_message(err) is not None:
                    # (the message's lines broken between words for a phone: ui.widgets.show)
                    if "Traceback" in text or RUN_IN_ORDER not in " ".join(text.split()):
                        res.problems.append(f"{what} (not shown plainly: {text[-200:]!r})")
                    res.plain += 1
                elif where is not None:
                    res.problems.append(f"{what} (a traceback from {where})")
                else:
                    res.local += 1
    finally:
        os.chdir(cwd)
    return res
