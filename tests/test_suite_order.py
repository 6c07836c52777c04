"""How ``make test`` shares the suite between its workers (suite_groups.py): each browser test
module is a unit of its own, so that both workers run browser modules from the start (one chain
of them all on one worker: about 420 CPU-s and 120 s of waits), and the queue hands out the browser
modules first, then the notebooks, then the single tests, the slow ones first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import suite_groups
from suite_groups import SLOW_FIRST, group_of, unit_order

ROOT = Path(__file__).resolve().parents[1]


def test_each_browser_module_is_a_unit_of_its_own() -> None:
    modules = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tests/e2e").glob("test_*.py"))
    assert len(modules) > 1
    units = {group_of(f"{m}::test_x[390]") for m in modules}
    assert units == set(modules)  # one a module, none shared between two
    # a module's tests stay together (its fixtures, a page it keeps for several tests)
    m = modules[0]
    assert group_of(f"{m}::test_a") == group_of(f"{m}::TestB::test_c[1400]") == m


def test_notebooks_stay_whole_and_other_tests_are_single() -> None:
    assert group_of("notebooks/01_loo.ipynb::Cell 3") == "notebooks/01_loo.ipynb"
    one = "tests/app/test_pages.py::test_page[loo-learn]"
    assert group_of(one) == one


def test_the_queue_hands_out_browser_modules_then_notebooks_then_single_tests() -> None:
    queue = {
        "tests/app/test_links.py::test_one": 1,
        "notebooks/01_loo.ipynb": 30,
        "tests/e2e/test_red_in_words.py": 1,
        "tests/stress/test_quick.py::test_sample": 1,
        "tests/e2e/test_play_browser.py": 15,
        "notebooks/02_sixty_six.ipynb": 38,
        "tests/engine/test_random_play.py::test_deals[loo]": 1,
        "tests/e2e/test_review_browser.py": 4,
    }
    order = sorted(queue, key=lambda u: unit_order(u, queue[u]))
    assert order == [
        "tests/e2e/test_play_browser.py",
        "tests/e2e/test_review_browser.py",
        "tests/e2e/test_red_in_words.py",  # a one-test browser module is still a browser unit
        "notebooks/02_sixty_six.ipynb",
        "notebooks/01_loo.ipynb",
        "tests/stress/test_quick.py::test_sample",
        "tests/engine/test_random_play.py::test_deals[loo]",
        "tests/app/test_links.py::test_one",
    ]
    assert SLOW_FIRST.index("tests/stress/") < SLOW_FIRST.index("tests/engine/test_random_play.py")


class _Config:
    """What xdist's scheduler reads of pytest's config: ``--dist`` and two workers (``--tx``)."""

    def getvalue(self, name: str) -> Any:
        return {"dist": "loadgroup", "tx": ["2*popen"]}[name]


class _Node:
    def __init__(self) -> None:
        self.sent: list[list[int]] = []

    def send_runtest_some(self, indexes: list[int]) -> None:
        self.sent.append(indexes)


def test_the_scheduler_hands_out_its_queue_in_unit_order() -> None:
    """make test's scheduler (suite_groups.pytest_xdist_make_scheduler), given a collection,
    sends a worker the browser modules first, biggest first, then a notebook, then the single
    tests: the tests of the first unit it sends, in their collection order."""
    collection = [
        "tests/app/test_links.py::test_one",
        "notebooks/01_loo.ipynb::Cell 0",
        "notebooks/01_loo.ipynb::Cell 1",
        "tests/e2e/test_red_in_words.py::test_red",
        "tests/stress/test_quick.py::test_sample",
        "tests/e2e/test_play_browser.py::test_a",
        "tests/e2e/test_play_browser.py::test_b",
    ]
    sched = suite_groups.pytest_xdist_make_scheduler(_Config(), log=None)
    node = _Node()
    sched.add_node(node)
    sched.registered_collections[node] = collection
    for nodeid in collection:
        sched.workqueue.setdefault(sched._split_scope(nodeid), {})[nodeid] = False
    for _ in range(5):  # the five units, one at a time
        sched._assign_work_unit(node)
    assert [[collection[k] for k in sent] for sent in node.sent] == [
        ["tests/e2e/test_play_browser.py::test_a", "tests/e2e/test_play_browser.py::test_b"],
        ["tests/e2e/test_red_in_words.py::test_red"],
        ["notebooks/01_loo.ipynb::Cell 0", "notebooks/01_loo.ipynb::Cell 1"],
        ["tests/stress/test_quick.py::test_sample"],
        ["tests/app/test_links.py::test_one"],
    ]
