"""The README's examples run, and every example scenario in docs/ answers."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

import engine.games  # noqa: F401  (registers the games the example files name)
from engine.scenario import answer, load_file

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted((ROOT / "docs" / "examples").glob("*.*"))


def test_readme_doctest() -> None:
    res = doctest.testfile(
        str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS
    )
    assert res.attempted >= 3 and res.failed == 0


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_example_scenarios_answer(path: Path) -> None:
    out = answer(load_file(path))
    assert path.name.startswith(out["game"] + "_")  # examples are named after their game
    assert "legal" in out or "settlement" in out
