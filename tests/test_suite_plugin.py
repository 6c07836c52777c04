"""``make test``'s plugin (suite_groups.py) leaves rfc3987_syntax out of the suite's processes
(:data:`suite_groups.UNUSED`: its grammar cost 1.8 s of CPU a process, for a format checker
nothing there uses), and what the suite needs of nbformat and jsonschema still works without it."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CHECK = """
import sys
import suite_groups  # first, as -p loads it: before nbval, nbformat, jsonschema
import jsonschema
import nbformat
assert sys.modules["rfc3987_syntax"] is None, "rfc3987_syntax was imported"
nb = nbformat.read("notebooks/01_loo.ipynb", as_version=4)
nbformat.validate(nb)  # a sound notebook passes
nb.cells[0]["cell_type"] = "no such cell"
try:
    nbformat.validate(nb)
except nbformat.ValidationError:
    pass
else:
    raise AssertionError("nbformat no longer refuses a broken notebook")
checker = jsonschema.FormatChecker()
assert "iri" not in checker.checkers  # left unchecked, as without the package
assert not checker.conforms("not a date", "date")  # the other formats are still checked
print("ok")
"""


def test_the_plugin_leaves_the_iri_grammar_out_and_nbformat_validates() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHECK], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_this_process_has_no_iri_grammar(pytestconfig: pytest.Config) -> None:
    """The suite's own process, where ``-p suite_groups`` loaded the plugin (make test)."""
    if not pytestconfig.pluginmanager.has_plugin("suite_groups"):
        pytest.skip("run without -p suite_groups (make test loads it)")
    assert sys.modules.get("rfc3987_syntax", None) is None
    assert "nbformat" in sys.modules or not pytestconfig.pluginmanager.has_plugin("nbval")


def test_the_collected_suite_is_out_of_the_collectors_reach(pytestconfig: pytest.Config) -> None:
    """make test's processes freeze what collection made (suite_groups.pytest_collection_finish):
    a full collection, which IPython makes at every shell reset, no longer walks the suite."""
    if not pytestconfig.pluginmanager.has_plugin("suite_groups"):
        pytest.skip("run without -p suite_groups (make test loads it)")
    assert gc.get_freeze_count() > 10_000
