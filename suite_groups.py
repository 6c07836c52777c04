"""How ``make test`` shares the suite between its two workers (pytest-xdist, ``--dist loadgroup``):
a pytest plugin, loaded by ``-p suite_groups`` (the Makefile; python -m pytest from the project's
folder). Not a conftest.py: one at the root made ruff's isort count ``from conftest import APP``
(tests/app) as this project's own module.

Each test is a unit of its own, handed to whichever worker is free, except two kinds that must
stay together on one worker, in order (:func:`group_of`):

* a notebook's cells (nbval runs them in order in one kernel): one group per notebook;
* the browser tests (tests/e2e): one group. Each module starts its own ``streamlit run``
  server and Chromium (module fixtures), and each test is a live server, a browser and the
  computer players thinking on a 2-core machine: run one after another, beside the other
  worker's CPU-bound tests, never two at once, where their waits are tightest.

xdist hands out the biggest groups first (the browser tests, then the notebooks), then the
single tests in their order: the last ones handed out take seconds, so neither worker waits
long at the end for the other. (``--dist loadscope`` made whole modules the units and handed
them out by their number of tests, fewest last: the one-test, half-minute browser modules and
the two-minute notebook-learner module came at the end, one worker idle meanwhile.)

The groups are given here, by the scheduler, not by ``xdist_group`` marks: xdist 3.8 writes a
marked test's group into ``item._nodeid``, which pytest 9 no longer reads (its ids are
``item._id``), so the marks group nothing.
"""

from __future__ import annotations

from typing import Any

import pytest


def group_of(nodeid: str) -> str:
    """The unit of work a test belongs to: its notebook, the browser tests, or itself."""
    path = nodeid.split("::", 1)[0]
    if path.endswith(".ipynb"):
        return path
    if path.startswith("tests/e2e/"):
        return "tests/e2e"
    return nodeid


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    if config.getvalue("dist") != "loadgroup":
        return None  # xdist's own
    from xdist.scheduler import LoadGroupScheduling

    class Groups(LoadGroupScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return group_of(nodeid)

    return Groups(config, log)
