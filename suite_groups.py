"""How ``make test`` shares the suite between its two workers (pytest-xdist, ``--dist loadgroup``):
a pytest plugin, loaded by ``-p suite_groups`` (the Makefile; python -m pytest from the project's
folder). Not a conftest.py: one at the root made ruff's isort count ``from conftest import APP``
(tests/app) as this project's own module.

Each test is a unit of its own, handed to whichever worker is free, except three kinds that
stay together on one worker, in order (:func:`group_of`):

* a notebook's cells (nbval runs them in order in one kernel): one group per notebook;
* the browser tests (tests/e2e): one group. The modules share one ``streamlit run`` server
  and one Chromium (tests/e2e/conftest.py: session fixtures, started once on the group's
  worker), and each test is a live server, a browser and the computer players thinking on a
  2-core machine: run one after another, beside the other worker's CPU-bound tests, never
  two at once, where their waits are tightest;
* a module's tests that share what they check, made when first asked for
  (:data:`SHARED_PARAMETERS`): one worker makes it once, where at import each worker made it
  while collecting;
* a game's tests in the files that check the same seeded deals' Play tables
  (:data:`SHARED_DRAWINGS`, tests/deals.py): the first of them draws the deals, the others
  check their own property on that drawing, kept in the worker's process for that game only.
  Handed out one by one, they drew each deal again on whichever worker took them.

xdist hands out the biggest groups first (the browser tests, then the notebooks), then the
single tests: those of :data:`SLOW_FIRST` (seconds each), then the rest in their order, so
that the last ones handed out are short and neither worker waits long at the end for the
other. (In collection order the last were tests/stress's, among them the 11 s malformed-files
sample and a notebook-learner run per notebook. ``--dist loadscope`` made whole modules the
units and handed them out by their number of tests, fewest last: the one-test, half-minute
browser modules and the two-minute notebook-learner module came at the end, one worker idle
meanwhile.)

The groups are given here, by the scheduler, not by ``xdist_group`` marks: xdist 3.8 writes a
marked test's group into ``item._nodeid``, which pytest 9 no longer reads (its ids are
``item._id``), so the marks group nothing.

It also leaves one import out of the suite's processes (the controller and each worker; a
``-p`` plugin is imported before the plugins pytest finds installed, nbval among them):
:data:`UNUSED`; gives each process an IPython folder of its own (:func:`pytest_configure`);
and once a worker has collected the suite, it freezes what collection made out of the cyclic
garbage collector's walks (:func:`pytest_collection_finish`).
"""

from __future__ import annotations

import atexit
import gc
import os
import shutil
import sys
import tempfile
from typing import Any

import pytest

# nbval imports nbformat, which imports jsonschema, whose format checkers (jsonschema._format)
# try the optional packages they use: rfc3987_syntax, installed here by jupyter-events'
# jsonschema[format-nongpl] (the lab extra), builds an Earley grammar for the "iri" format when
# imported, 1.8 s of CPU in every pytest process. nbformat validates notebooks without any format
# checker (fastjsonschema, or jsonschema with none), so nothing in the suite's processes uses it.
# A None in sys.modules makes an import of that name raise ImportError (the import system's
# documented rule); jsonschema's own `with suppress(ImportError)` then leaves the "iri" formats
# unchecked, as where the package is not installed. Were jsonschema to require it, importing
# nbval would fail at once, naming it. JupyterLab's server (tests/e2e), a process of its own,
# keeps it. tests/test_suite_plugin.py checks both.
UNUSED = ("rfc3987_syntax",)
for _name in UNUSED:
    sys.modules.setdefault(_name, None)  # type: ignore[arg-type]

# modules whose single tests take seconds each (a run's --durations), handed out before the
# other single tests, in this order
SLOW_FIRST = (
    "tests/stress/",
    "tests/lessons/test_quiz_pictures.py::test_generated",
    "tests/engine/test_random_play.py",
    "tests/app/test_pages.py",
)


# the files checking the same seeded deals' drawings (tests/deals.drawn), each test's parameter
# led by its game's id ("[sixty_six-2]", "[rams]")
SHARED_DRAWINGS = (
    "tests/app/test_felt_red_signs.py",
    "tests/app/test_seat_tags_red.py",
    "tests/app/test_trump_sign_chip.py",
    "tests/app/test_trump_sign_every_game.py",
)

# modules whose tests share what they check (questions generated, lessons' positions), made
# once in a process when a test first asks for it (functools.cache), not at import: made at
# import, each worker made them all while collecting the suite; made when asked, by the one
# worker these modules' tests go to, one module a unit
SHARED_PARAMETERS = (
    "tests/app/test_spoil_five_pool_words.py",
    "tests/engine/test_allowed_said_once.py",
    "tests/engine/test_feedback_says_you_to_the_mover.py",
    "tests/engine/test_sixty_six_count_said.py",
)

# the two tests of a game that check the pictures of the same generated practice questions
# (tests/lessons/practiced.py keeps each question the first deals for the other): one unit a
# game, so one process deals them once; handed out one by one, the two of a game went to either
# worker, and each dealt them (about 5-8 s of CPU a run, ci24's 5ec4bdf9)
SHARED_PRACTICE = (
    "tests/lessons/test_quiz_pictures.py::test_generated_question_pictures_hide_the_answer[",
    "tests/lessons/test_picture_words_leave_the_moves.py::"
    "test_a_practice_picture_leaves_its_moves_to_the_question[",
)

IPYTHON_PREFIX = "trickbook-ipython-"
_IPYTHON = pytest.StashKey[tuple[str, str | None]]()  # this process's folder, and the one before


def pytest_configure(config: pytest.Config) -> None:
    """This process's IPython folder (``IPYTHONDIR``), made empty for it and removed at its end.
    Every IPython shell keeps its history in ``<IPYTHONDIR>/profile_default/history.sqlite``:
    the notebooks' kernels (nbval, whose kernels inherit the worker's environment) and the
    notebook-shell tests' in-process shells of both workers wrote into the one file in
    ``~/.ipython`` at once, as did any other run on the machine. A write that finds the file
    locked, or a session number taken, makes IPython print its error ("The history saving
    thread hit an unexpected error", "Session/line number was not unique": IPython.core.history)
    into whatever a cell is printing, which nbval would read as the cell's output (not seen in a
    run yet; the file is shared all the same). Each worker's own folder (set before its first
    kernel starts) starts as a fresh machine's does. Set in the controller too: the workers it
    starts inherit it, then each sets its own.

    The folder goes when the process exits (atexit), not when pytest is done with it: an
    in-process shell (bench.stress_notebooks.fresh_shell) writes the end of its session there
    at exit, and its exit handler, registered after this one, runs before it."""
    folder = tempfile.mkdtemp(prefix=IPYTHON_PREFIX)
    config.stash[_IPYTHON] = (folder, os.environ.get("IPYTHONDIR"))
    os.environ["IPYTHONDIR"] = folder
    atexit.register(shutil.rmtree, folder, ignore_errors=True)


def pytest_unconfigure(config: pytest.Config) -> None:
    """The IPYTHONDIR the process had before (its folder is removed at exit)."""
    folder, before = config.stash.get(_IPYTHON, (None, None))
    if folder is None or os.environ.get("IPYTHONDIR") != folder:
        return
    if before is None:
        os.environ.pop("IPYTHONDIR", None)
    else:
        os.environ["IPYTHONDIR"] = before


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Once the suite is collected, its objects (the test modules, their parameters, the lessons
    and games they load: about 500,000 in a worker) are moved out of the cyclic collector's
    reach (``gc.freeze``, after one collection): they live to the end of the run anyway. Every
    full collection after skips them, and IPython runs one at each shell reset
    (``DisplayHook.flush``): the notebook-learner tests reset a shell for each cell sequence
    (bench/stress_notebooks.fresh_shell), about 0.3 s of CPU a reset in a worker holding the
    whole suite against a few ms alone. Their 65 tests in one process after the suite's
    collection: 54.6 -> 36.2 s of CPU. Objects made later are collected as usual."""
    gc.collect()
    gc.freeze()


def order_of(unit: str) -> int:
    """Where a single test's unit comes among the single tests: :data:`SLOW_FIRST`'s place of
    its module, or after them all."""
    return next((k for k, p in enumerate(SLOW_FIRST) if unit.startswith(p)), len(SLOW_FIRST))


def group_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its notebook, the browser tests, its module's
    shared parameters, its game's shared drawings or practice questions, or itself."""
    path = nodeid.split("::", 1)[0]
    if path.endswith(".ipynb"):
        return path
    if path.startswith("tests/e2e/"):
        return "tests/e2e"
    if path in SHARED_DRAWINGS and nodeid.endswith("]"):
        return "drawn:" + nodeid[nodeid.index("[") + 1 : -1].split("-")[0]
    if path in SHARED_PARAMETERS:
        return "shared:" + path
    if nodeid.startswith(SHARED_PRACTICE) and nodeid.endswith("]"):
        return "practiced:" + nodeid[nodeid.index("[") + 1 : -1]
    return nodeid


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    if config.getvalue("dist") != "loadgroup":
        return None  # xdist's own
    from xdist.scheduler import LoadGroupScheduling

    class Groups(LoadGroupScheduling):
        ordered = False

        def _split_scope(self, nodeid: str) -> str:
            return group_of(nodeid)

        def _assign_work_unit(self, node: Any) -> None:
            if not self.ordered:  # once, before the first unit goes (the queue is complete)
                # groups first, biggest first (xdist's own order), then the single tests,
                # SLOW_FIRST's first; sorted() keeps the collection order within each
                units = sorted(
                    self.workqueue.items(),
                    key=lambda u: (-len(u[1]), order_of(u[0]) if len(u[1]) == 1 else 0),
                )
                self.workqueue.clear()
                self.workqueue.update(units)
                self.ordered = True
            super()._assign_work_unit(node)

    return Groups(config, log)
