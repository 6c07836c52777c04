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


def test_each_process_has_an_ipython_folder_of_its_own() -> None:
    """suite_groups.pytest_configure gives each process of the suite an empty IPython folder
    (IPYTHONDIR, inherited by its notebooks' kernels), so the two workers' IPython shells keep
    their histories apart; pytest_unconfigure puts the variable back."""
    import os
    import shutil
    from types import SimpleNamespace
    from typing import Any

    import suite_groups

    before = os.environ.get("IPYTHONDIR")
    a: Any = SimpleNamespace(stash=pytest.Stash())  # what the hooks read of a pytest.Config
    b: Any = SimpleNamespace(stash=pytest.Stash())
    folders: list[str] = []
    try:
        suite_groups.pytest_configure(a)
        folders.append(os.environ["IPYTHONDIR"])
        suite_groups.pytest_configure(b)
        folders.append(os.environ["IPYTHONDIR"])
        assert folders[0] != folders[1]
        for folder in folders:
            assert Path(folder).is_dir() and not any(Path(folder).iterdir())
            assert Path(folder).name.startswith(suite_groups.IPYTHON_PREFIX)
        suite_groups.pytest_unconfigure(b)
        assert os.environ["IPYTHONDIR"] == folders[0]
        suite_groups.pytest_unconfigure(a)
        assert os.environ.get("IPYTHONDIR") == before
    finally:
        if os.environ.get("IPYTHONDIR") in folders:  # a failure above: put it back
            if before is None:
                os.environ.pop("IPYTHONDIR")
            else:
                os.environ["IPYTHONDIR"] = before
        for folder in folders:  # (removed at this process's exit anyway)
            shutil.rmtree(folder, ignore_errors=True)


SHELL_EXIT = """
import os, types
import pytest
import suite_groups
config = types.SimpleNamespace(stash=pytest.Stash())
suite_groups.pytest_configure(config)
print(os.environ["IPYTHONDIR"])
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()  # as bench.stress_notebooks.fresh_shell makes one
shell.run_cell("x = 1", store_history=True)
suite_groups.pytest_unconfigure(config)  # pytest is done; the shell ends its session at exit
"""


def test_an_in_process_shell_ends_its_session_before_the_folder_goes() -> None:
    """The folder is removed at the process's exit, after IPython's own exit handler has
    written the end of its shell's session there: removed when pytest was done
    (pytest_unconfigure), the notebook-learner tests' shell printed "attempt to write a
    readonly database" at each worker's exit."""
    done = subprocess.run(
        [sys.executable, "-c", SHELL_EXIT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0 and not done.stderr.strip(), done.stderr
    folder = Path(done.stdout.strip())
    assert folder.name.startswith("trickbook-ipython-") and not folder.exists()


def test_this_process_s_ipython_folder_is_its_own(pytestconfig: pytest.Config) -> None:
    """The suite's own process (make test loads the plugin): IPython, and a kernel started
    from here, use this process's folder, not the machine's ~/.ipython."""
    import os

    from IPython.paths import get_ipython_dir

    if not pytestconfig.pluginmanager.has_plugin("suite_groups"):
        pytest.skip("run without -p suite_groups (make test loads it)")
    folder = Path(os.environ["IPYTHONDIR"])
    assert folder.name.startswith("trickbook-ipython-") and folder.is_dir()
    assert Path(get_ipython_dir()) == folder


def test_a_games_shared_drawings_go_to_one_worker_together() -> None:
    """The files checking the same seeded deals' Play tables (tests/deals.drawn) are one unit
    of work a game, so one process draws each deal once for them all; other tests stay single."""
    import suite_groups

    assert {
        suite_groups.group_of(f"{f}::test_x[sixty_six-2]") for f in suite_groups.SHARED_DRAWINGS
    } == {"drawn:sixty_six"}
    assert suite_groups.group_of("tests/app/test_felt_red_signs.py::test_x[five_card_loo]") == (
        "drawn:five_card_loo"
    )
    plain = "tests/app/test_felt_red_signs.py::test_the_trumps_head_draws_its_red_sign_red"
    assert suite_groups.group_of(plain) == plain
    other = "tests/app/test_cards.py::test_x[sixty_six]"
    assert suite_groups.group_of(other) == other
    for f in suite_groups.SHARED_DRAWINGS:  # each file draws its deals through tests/deals.py
        assert "from deals import drawn" in (ROOT / f).read_text(), f


def test_a_module_s_shared_parameters_go_to_one_worker_together() -> None:
    """The modules making what their tests check when first asked for (functools.cache, not at
    import) are one unit of work each, so one process makes it once for them all."""
    import suite_groups

    for f in suite_groups.SHARED_PARAMETERS:
        units = {suite_groups.group_of(f"{f}::{t}") for t in ("test_a[loo]", "test_b", "test_c[7]")}
        assert units == {"shared:" + f}, units
        assert "@cache" in (ROOT / f).read_text(), f  # made when first asked for, kept
    plain = "tests/engine/test_ranking.py::test_x[3]"
    assert suite_groups.group_of(plain) == plain


def test_a_games_shared_practice_questions_go_to_one_worker_together() -> None:
    """The two tests checking the pictures of the same generated practice questions
    (tests/lessons/practiced.py) are one unit of work a game, so one process deals each
    question once for both; their other tests stay single."""
    import suite_groups

    units = {suite_groups.group_of(t + "rams]") for t in suite_groups.SHARED_PRACTICE}
    assert units == {"practiced:rams"}, units
    for t in suite_groups.SHARED_PRACTICE:  # each is a test of its file, dealing by practiced()
        path, name = t.rstrip("[").split("::")
        text = (ROOT / path).read_text()
        assert f"def {name}(" in text and "practiced(" in text, t
    curated = "tests/lessons/test_quiz_pictures.py::test_x[rams-q_follow]"
    assert suite_groups.group_of(curated) == curated
