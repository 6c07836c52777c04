"""A teacher changes the seed of a notebook's first deal (each notebook says, under it, that
``seed=`` is a knob) and runs the cells below. The moves written into them are for the
notebook's own deal, so some are refused, in one plain message (ui.notebook_errors.learner_message,
OTHER_DEAL); a cell that reads what those moves would have made (the trick just played, the
finished deal's settlement) must be refused as plainly, never stop with a traceback in its own
code: notebook 01 with seed 125 looped over the settlement None of a deal still in play
(TypeError), notebook 02 with seed 183 read ``state.history[-1]`` with no trick played
(IndexError), notebook 06 with seed 6 took the first of no refused cards (IndexError).

One changed seed per notebook (one that trips a cell fixed here, else the first deal's +1 or
+2 in turn), run top to bottom in one IPython shell as a kernel runs it: 2 to 4 s a notebook."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bench import stress_notebooks
from ui import notebook_errors, notebook_text

NOTEBOOKS = stress_notebooks.notebooks()
SEED = re.compile(r"(new_deal\([^)]*\bseed=)(\d+)")


def with_new_seed(cells: list[str], step: int) -> tuple[list[str], int]:
    """The code cells with the first deal's seed moved on by ``step``; the new seed."""
    first = next(i for i, c in enumerate(cells) if SEED.search(c))
    m = SEED.search(cells[first])
    assert m is not None
    seed = int(m.group(2)) + step
    cells = list(cells)
    cells[first] = cells[first][: m.start(2)] + str(seed) + cells[first][m.end(2) :]
    return cells, seed


def run_with_new_seed(path: Path, step: int) -> tuple[list[str], list[str]]:
    """Run ``path`` top to bottom with its first seed moved on by ``step``: each cell that
    failed with anything but a plain message (what it printed), and the plain messages."""
    cells, _ = with_new_seed(stress_notebooks.code_cells(path), step)
    shell = stress_notebooks.fresh_shell()
    problems, plain = [], []
    for k, source in enumerate(cells):
        err, text = stress_notebooks.run_cell(shell, source)
        if err is None:
            continue
        said = notebook_errors.learner_message(err, (), source)  # (this cell's code: its NameError)
        # (its lines broken between words for a phone, as every line a notebook prints)
        if (
            said is None
            or "Traceback" in text
            or not text.endswith(notebook_text.narrow(said) + "\n")
        ):
            first = source.splitlines()[0]
            problems.append(f"cell {k} ({first!r}): {type(err).__name__}: {err}\n{text[-300:]}")
        else:
            plain.append(said)
    return problems, plain


# a step that trips a cell fixed here (01: the settlement, 02: the first trick, 06: the first
# refused card), else +1 or +2 in turn; with what the tripped cell says
STEPS = {
    "01_loo": (1, "Not now: this cell needs the deal above played to its end"),
    "02_sixty_six": (2, "Not now: this cell needs a trick above played to its end"),
    "06_linger_longer": (5, None),
}


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.stem for p in NOTEBOOKS])
def test_a_new_seed_gives_plain_messages_not_tracebacks(
    path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(stress_notebooks.ROOT)  # where nbval runs the notebooks
    step, expected = STEPS.get(path.stem, (1 + NOTEBOOKS.index(path) % 2, None))
    problems, plain = run_with_new_seed(path, step)
    assert not problems, "\n".join(problems)
    if expected is not None:  # not vacuous: the new deal's cells are refused, and say why
        hits = [said for said in plain if said.startswith(expected)]
        assert hits and all(notebook_errors.OTHER_DEAL in said for said in hits), plain


def test_the_seed_changed_is_the_first_deal_s() -> None:
    cells = stress_notebooks.code_cells(NOTEBOOKS[0])
    changed, seed = with_new_seed(cells, 1)
    assert seed == 125 and "seed=125" in changed[1] and "seed=124" in cells[1]
    assert [a == b for a, b in zip(cells, changed, strict=True)].count(False) == 1
