"""The README's examples run, and every example scenario in docs/ answers."""

from __future__ import annotations

import doctest
import re
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


def test_readme_line_counts_are_true() -> None:
    """Where the README gives a module's length ("`irish_loo.py` (264 lines)"), it is the file's
    length now: the numbers drifted once (257 and 298 against 264 and 320)."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    claims = re.findall(r"`([\w/]+\.py)`\s*\((\d[\d,]*) lines\)", text)
    assert claims, "the README gives no module's length: drop this test or the pattern is off"
    for name, said in claims:
        found = [p for p in (ROOT / "engine").rglob(Path(name).name) if p.as_posix().endswith(name)]
        assert len(found) == 1, f"README names `{name}`: found {len(found)} files under engine/"
        lines = len(found[0].read_text(encoding="utf-8").splitlines())
        assert lines == int(said.replace(",", "")), (
            f"README: `{name}` ({said} lines); it has {lines}"
        )
