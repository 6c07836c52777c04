"""The engine's recorded behaviour (legal actions, refusals, bots' moves, settlements, renders,
``trickbook answer`` over every scenario, generated questions) is unchanged: one test per trace
``record.traces()`` names (one per registered game, ``answers``, ``practice``, ``answers_more``,
``practice_more``), so a game registered without a stored trace fails here.

A change that is meant to alter a trace is recorded anew with ``tests/golden/record.py --write``
and named in its commit.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location(
    "golden_record", Path(__file__).with_name("record.py")
)
assert _spec is not None and _spec.loader is not None
record = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(record)

TRACES = list(record.traces())


@pytest.mark.parametrize("name", TRACES)
def test_trace_unchanged(name: str) -> None:
    lines = list(record.traces()[name])
    assert len(lines) > 100
    diff = record.first_difference(name, lines)
    assert diff is None, diff
