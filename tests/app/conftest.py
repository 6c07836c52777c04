"""AppTest fixtures: a fresh progress database and empty Streamlit caches for every test, and
one scan of the installed packages for Streamlit components a process (:func:`one_scan`)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import streamlit as st
from apptools import _SCAN, APP, TIMEOUT, _scanned, go, manifest_scanner
from streamlit.testing.v1 import AppTest

# Each new AppTest, on its first run, makes a component manager of its own that scans every
# installed distribution's metadata for Streamlit component manifests
# (streamlit.components.v2.manifest_scanner.scan_component_manifests, called from
# BidiComponentManager.discover_and_register_components): 0.26 s of CPU, most of a page's open
# (0.35 s), for each of the suite's ~1,000 AppTests, and it finds none here (the app's one
# component is declared inline, st.components.v2.component). The installed packages do not change
# while the tests run, so the scan is made once a process and its answer given to every AppTest
# after (each still gets a manager of its own). A server (tests/e2e) scans as before. Were
# Streamlit to move or rename the scan, nothing here breaks (each AppTest scans as before) but
# test_component_scan.py fails: it checks that AppTests reach the scan through this name, and
# that it is made once.
# (_SCAN and _scanned live in apptools, beside APP: see its note on importing them.)


def _scan_once(max_workers: int | None = None) -> list[Any]:
    """scan_component_manifests' answer, scanned once (its thread count changes nothing)."""
    return list(_scanned())


@pytest.fixture(scope="session", autouse=True)
def one_scan() -> Iterator[None]:
    if _SCAN is None:  # pragma: no cover - a Streamlit without it (test_component_scan fails)
        yield
        return
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(manifest_scanner, "scan_component_manifests", _scan_once)
        yield


@pytest.fixture(scope="session")
def progress_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder a process for the tests' progress databases (:func:`fresh`)."""
    return tmp_path_factory.mktemp("progress")


_DATABASES = itertools.count()  # each test's database: a file name not used before


@pytest.fixture(autouse=True)
def fresh(progress_folder: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # A progress database of its own for each test: a new file, in one folder a process. It
    # was ``tmp_path``, a folder made (and at the end swept away) for each of the ~3,400 tests
    # here, most of which open no database (a drawing, a word): 0.2-0.8 ms of CPU a test on
    # a quiet machine, 2.6 ms under load (test_trick_numbers' 454 tests 3.5 s -> 2.3 s).
    monkeypatch.setenv("TRICKBOOK_DB", str(progress_folder / f"{next(_DATABASES)}.sqlite3"))
    # st.cache_data / st.cache_resource are shared between AppTest instances in one process
    st.cache_data.clear()
    st.cache_resource.clear()
    yield
    st.cache_data.clear()
    st.cache_resource.clear()


@pytest.fixture
def app() -> Callable[..., AppTest]:
    """``app(page="loo:play", seed=7, learner=None)``: the app opened on a page; ``seed`` fixes
    the Play deal of Loo and of the page's own game (``<game>:seed``), so a test's deal is the
    same in every run (it had fixed only Loo's: another game's Play test got a random deal, and
    test_settlement_words' Five-card Loo failed once in a hundred-odd runs on a simple pool)."""

    def open_(
        page: str | None = None, seed: int | None = 7, learner: str | None = None, **state: object
    ) -> AppTest:
        at = AppTest.from_file(APP, default_timeout=TIMEOUT)
        if learner is not None:
            at.query_params["learner"] = learner
        if page is None:  # Home, run; what the test sets applies from its next run
            at.run()
            assert not at.exception, at.exception
        if seed is not None:
            at.session_state["loo:seed"] = seed
            if page is not None:
                at.session_state[f"{page.split(':')[0]}:seed"] = seed
        for k, v in state.items():
            at.session_state[k.replace("__", ":")] = v
        if page is not None:
            # the first run opens the page (``go``: ``goto``, honoured by navigation() after
            # the learner is known), the seeds and state already set: as a run of Home and
            # then ``go`` did, less the run of Home, which read none of them and took ~0.05 s
            # of CPU from each of ~800 tests (Home's own tests still run it)
            go(at, page)
        return at

    return open_
